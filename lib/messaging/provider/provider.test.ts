import { parseConfig, type AppConfig } from "@/lib/platform/config";
import { smsProviderFor } from "./provider";

const twilio = {
  TWILIO_ACCOUNT_SID: `AC${"0a".repeat(16)}`,
  TWILIO_AUTH_TOKEN: "f".repeat(32),
  TWILIO_MESSAGING_SERVICE_SID: `MG${"1b".repeat(16)}`,
  SMS_FROM: "+12125550147",
  PUBLIC_URL: "https://www.boroughbright.nyc",
};

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
