import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import twilio from "twilio";
import { createTestModeSmsProvider, signTestModeWebhook, type TestModeSmsFile } from "./test-mode";

describe("the test-mode text provider", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "sms-test-mode-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const at = (iso: string) => () => new Date(iso);
  const readOutbox = async (directory: string): Promise<TestModeSmsFile[]> => {
    const names = (await readdir(directory)).sort();
    return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(directory, name), "utf8")) as TestModeSmsFile));
  };

  it("writes each text as a labelled JSON file under DATA_DIR/sms and says it was sent", async () => {
    const directory = path.join(dataDir, "sms");
    const provider = createTestModeSmsProvider({ directory, clock: at("2026-06-01T14:05:00.000Z") });
    expect(provider).toMatchObject({ name: "test-mode", testMode: true });

    const result = await provider.send({ to: "+19175550123", body: "Your cleaning is confirmed.", statusCallbackUrl: "http://localhost:3000/api/sms/twilio/status", type: "booking-confirmed" });
    expect(result).toEqual({ providerRef: expect.stringMatching(/^test-[0-9a-f-]{36}$/), status: "sent" });

    const [file, ...others] = await readOutbox(directory);
    expect(others).toEqual([]);
    expect(file).toEqual({
      id: result.providerRef.slice("test-".length),
      providerRef: result.providerRef,
      to: "+19175550123",
      body: "Your cleaning is confirmed.",
      type: "booking-confirmed",
      createdAt: "2026-06-01T14:05:00.000Z",
      testMode: true,
    });
    const [name = ""] = await readdir(directory);
    expect(name).toMatch(/^2026-06-01T14-05-00-000Z-[0-9a-f]{8}\.json$/);
    expect((await stat(path.join(directory, name))).mode & 0o777).toBe(0o600);
  });

  it("leaves the type out when none is given, and names files so the newest sorts last", async () => {
    const directory = path.join(dataDir, "sms");
    await createTestModeSmsProvider({ directory, clock: at("2026-06-01T14:05:00.000Z") }).send({ to: "+19175550123", body: "first", statusCallbackUrl: "" });
    await createTestModeSmsProvider({ directory, clock: at("2026-06-01T14:06:00.000Z") }).send({ to: "+12125550100", body: "second", statusCallbackUrl: "" });
    const files = await readOutbox(directory);
    expect(files.map((file) => file.body)).toEqual(["first", "second"]);
    expect(files[0]).not.toHaveProperty("type");
  });

  describe("webhook signatures", () => {
    const provider = () => createTestModeSmsProvider({ directory: path.join(dataDir, "sms") });
    const url = "http://localhost:3000/api/sms/twilio/inbound";
    const params = { MessageSid: "test-reply-1", From: "+19175550123", To: "+12125550147", Body: "R" };

    it("accepts a simulated reply signed with test mode's published key", () => {
      expect(provider().verifyWebhook({ url, params, signature: signTestModeWebhook(url, params) })).toBe(true);
    });

    it("refuses one signed with any other key, altered after signing, or unsigned", () => {
      const someToken = twilio.getExpectedTwilioSignature("f".repeat(32), url, params);
      expect(provider().verifyWebhook({ url, params, signature: someToken })).toBe(false);
      expect(provider().verifyWebhook({ url, params: { ...params, Body: "STOP" }, signature: signTestModeWebhook(url, params) })).toBe(false);
      expect(provider().verifyWebhook({ url: `${url}?again=1`, params, signature: signTestModeWebhook(url, params) })).toBe(false);
      expect(provider().verifyWebhook({ url, params, signature: null })).toBe(false);
    });
  });
});
