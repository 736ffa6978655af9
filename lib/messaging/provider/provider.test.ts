import { parseConfig, type AppConfig } from "@/lib/platform/config";
import { smsProviderFor } from "./provider";
import { TWILIO_TEST_SETTINGS } from "@/lib/messaging/testing/twilio-settings";

const twilio = TWILIO_TEST_SETTINGS;

function config(env: Record<string, string>): AppConfig {
  const result = parseConfig(env);
  if (!result.ok) throw new Error(result.message);
  return result.config;
}

describe("smsProviderFor", () => {
  it("sends through Twilio when its four settings are set, in a demo or not", () => {
    expect(smsProviderFor(config(twilio))).toMatchObject({ name: "twilio", testMode: false });
    expect(smsProviderFor(config({ ...twilio, DEMO: "true" }))).toMatchObject({ name: "twilio", testMode: false });
  });

  it("writes texts in test mode in a demo without them", () => {
    expect(smsProviderFor(config({ DEMO: "true" }))).toMatchObject({ name: "test-mode", testMode: true });
  });

  it("sends nothing otherwise", () => {
    expect(smsProviderFor(config({}))).toBeNull();
    expect(smsProviderFor(config({ NODE_ENV: "production" }))).toBeNull();
  });

  it("never falls back to test mode on a partial set, should one ever get past the configuration", () => {
    const partial: AppConfig = { ...config({ DEMO: "true" }), TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID };
    expect(smsProviderFor(partial)).toBeNull();
  });
});
