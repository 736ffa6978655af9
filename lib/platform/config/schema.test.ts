import { testModeAllowed } from "@/lib/payments/provider/provider";
import { parseConfig } from "./schema";
import { TWILIO_TEST_SETTINGS } from "@/lib/messaging/testing/twilio-settings";

describe("parseConfig", () => {
  it("fills every default for an empty environment", () => {
    const result = parseConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./.data",
      PUBLIC_URL: "http://localhost:3000",
      NODE_ENV: "development",
    });
    expect(result.config.DATABASE_URL).toBeUndefined();
  });

  it("derives the public URL from the port and drops a trailing slash from a given one", () => {
    const derived = parseConfig({ PORT: "4100" });
    expect(derived.ok && derived.config.PUBLIC_URL).toBe("http://localhost:4100");
    const given = parseConfig({ PUBLIC_URL: "https://www.example.com/" });
    expect(given.ok && given.config.PUBLIC_URL).toBe("https://www.example.com");
  });

  it.each([
    [{ DATABASE_URL: "not-a-url" }, "DATABASE_URL"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ PORT: "seventy" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PUBLIC_URL: "ftp://example.com" }, "PUBLIC_URL"],
    [{ COMPANY_EMAIL: "nobody" }, "COMPANY_EMAIL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ GOOGLE_CLIENT_ID: "id-only" }, "GOOGLE_CLIENT_SECRET"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ WEB_VITALS_SAMPLE_RATE: "often" }, "WEB_VITALS_SAMPLE_RATE"],
    [{ WEB_VITALS_SAMPLE_RATE: "1.5" }, "WEB_VITALS_SAMPLE_RATE"],
    [{ WEB_VITALS_SAMPLE_RATE: "-0.1" }, "WEB_VITALS_SAMPLE_RATE"],
  ])("rejects %j naming %s on one line", (env, variable) => {
    const result = parseConfig(env);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(new RegExp(`^Configuration error: ${variable} `));
    expect(result.message).not.toContain("\n");
  });

  it("requires AUTH_SECRET in production on PostgreSQL, but not for the embedded default", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db.internal:5432/app" };
    const missing = parseConfig(production);
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.message).toBe(
      "Configuration error: AUTH_SECRET is required in production (generate one with: openssl rand -base64 48)",
    );
    expect(parseConfig({ ...production, AUTH_SECRET: "x".repeat(48), GIFT_CARD_KEY: "ab".repeat(32), ACCESS_CODE_KEY: "cd".repeat(32), PUBLIC_URL: "https://www.example.com" }).ok).toBe(true);
    expect(parseConfig({ NODE_ENV: "production" }).ok).toBe(true);
  });

  it("requires GIFT_CARD_KEY in production on PostgreSQL, but not for the embedded default", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db.internal:5432/app", AUTH_SECRET: "x".repeat(48) };
    const missing = parseConfig(production);
    expect(!missing.ok && missing.message).toBe(
      "Configuration error: GIFT_CARD_KEY is required in production (generate one with: openssl rand -hex 32)",
    );
    expect(parseConfig({ ...production, GIFT_CARD_KEY: "ab".repeat(32), ACCESS_CODE_KEY: "cd".repeat(32), PUBLIC_URL: "https://www.example.com" }).ok).toBe(true);
    expect(parseConfig({ NODE_ENV: "production" }).ok).toBe(true);
    expect(parseConfig({ GIFT_CARD_KEY: "not-hex" }).ok).toBe(false);
  });

  it("requires ACCESS_CODE_KEY in production on PostgreSQL, but not for the embedded default", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db.internal:5432/app", AUTH_SECRET: "x".repeat(48), GIFT_CARD_KEY: "ab".repeat(32), PUBLIC_URL: "https://www.example.com" };
    const missing = parseConfig(production);
    expect(!missing.ok && missing.message).toBe(
      "Configuration error: ACCESS_CODE_KEY is required in production (generate one with: openssl rand -hex 32)",
    );
    expect(parseConfig({ ...production, ACCESS_CODE_KEY: "cd".repeat(32) }).ok).toBe(true);
    expect(parseConfig({ NODE_ENV: "production" }).ok).toBe(true);
    expect(parseConfig({ ACCESS_CODE_KEY: "not-hex" }).ok).toBe(false);
    expect(parseConfig({ ACCESS_CODE_KEY_PREVIOUS: "ab".repeat(31) }).ok).toBe(false);
  });

  it("requires PUBLIC_URL in production on PostgreSQL: cookies, links and the hub's origin check depend on it", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db.internal:5432/app", AUTH_SECRET: "x".repeat(48), GIFT_CARD_KEY: "ab".repeat(32), ACCESS_CODE_KEY: "cd".repeat(32) };
    const missing = parseConfig(production);
    expect(!missing.ok && missing.message).toBe(
      "Configuration error: PUBLIC_URL is required in production (the address people use, e.g. https://www.boroughbright.nyc)",
    );
    const given = parseConfig({ ...production, PUBLIC_URL: "https://www.boroughbright.nyc" });
    expect(given.ok && given.config.PUBLIC_URL).toBe("https://www.boroughbright.nyc");
  });

  it("loads demo data and test payments only when DEMO=true, and a demo listens on this machine only", () => {
    const plain = parseConfig({ NODE_ENV: "production" });
    expect(plain.ok && plain.config.DEMO).toBe(false);
    expect(plain.ok && plain.config.HOSTNAME).toBe("0.0.0.0");
    const demo = parseConfig({ NODE_ENV: "production", DEMO: "true" });
    expect(demo.ok && demo.config.DEMO).toBe(true);
    expect(demo.ok && demo.config.HOSTNAME).toBe("127.0.0.1");
    const exposed = parseConfig({ NODE_ENV: "production", DEMO: "true", HOSTNAME: "0.0.0.0" });
    expect(exposed.ok && exposed.config.HOSTNAME).toBe("0.0.0.0");
    expect(parseConfig({ DEMO: "yes" }).ok).toBe(false);
    const empty = parseConfig({ DEMO: "" });
    expect(empty.ok && empty.config.DEMO).toBe(false);
    const onPostgres = parseConfig({
      NODE_ENV: "production",
      DEMO: "true",
      DATABASE_URL: "postgres://db.internal:5432/app",
      AUTH_SECRET: "x".repeat(48),
      GIFT_CARD_KEY: "ab".repeat(32), ACCESS_CODE_KEY: "cd".repeat(32),
      PUBLIC_URL: "https://www.boroughbright.nyc",
    });
    expect(!onPostgres.ok && onPostgres.message).toMatch(/^Configuration error: DEMO /);
  });

  it("sells test-mode gift cards only in a demo", () => {
    const config = (env: Record<string, string>) => {
      const result = parseConfig(env);
      if (!result.ok) throw new Error(result.message);
      return result.config;
    };
    expect(testModeAllowed(config({ NODE_ENV: "production" }))).toBe(false);
    expect(testModeAllowed(config({ NODE_ENV: "production", DEMO: "true" }))).toBe(true);
  });

  describe("text messages through Twilio", () => {
    const twilio = TWILIO_TEST_SETTINGS;

    it("accepts all four settings with the address Twilio signs its webhooks over, or none", () => {
      const all = parseConfig(twilio);
      expect(all.ok && all.config).toMatchObject(twilio);
      const none = parseConfig({});
      expect(none.ok && [none.config.TWILIO_ACCOUNT_SID, none.config.TWILIO_AUTH_TOKEN, none.config.TWILIO_MESSAGING_SERVICE_SID, none.config.SMS_FROM]).toEqual([undefined, undefined, undefined, undefined]);
      const empty = parseConfig({ TWILIO_ACCOUNT_SID: "", TWILIO_AUTH_TOKEN: "", TWILIO_MESSAGING_SERVICE_SID: "", SMS_FROM: "" });
      expect(empty.ok).toBe(true);
    });

    it.each(["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_MESSAGING_SERVICE_SID", "SMS_FROM"] as const)("refuses the others without %s, naming it", (missing) => {
      const result = parseConfig({ ...twilio, [missing]: undefined });
      expect(!result.ok && result.message).toMatch(new RegExp(`^Configuration error: ${missing} must be set together with .* to enable text messages$`));
    });

    it("names the first missing setting when only one is given", () => {
      const result = parseConfig({ SMS_FROM: "+12125550147" });
      expect(!result.ok && result.message).toBe(
        "Configuration error: TWILIO_ACCOUNT_SID must be set together with TWILIO_AUTH_TOKEN, TWILIO_MESSAGING_SERVICE_SID, SMS_FROM to enable text messages",
      );
    });

    it.each([
      [{ TWILIO_ACCOUNT_SID: `MG${"0a".repeat(16)}` }, "TWILIO_ACCOUNT_SID"],
      [{ TWILIO_ACCOUNT_SID: "AC123" }, "TWILIO_ACCOUNT_SID"],
      [{ TWILIO_AUTH_TOKEN: "secret" }, "TWILIO_AUTH_TOKEN"],
      [{ TWILIO_MESSAGING_SERVICE_SID: `AC${"1b".repeat(16)}` }, "TWILIO_MESSAGING_SERVICE_SID"],
      [{ TWILIO_MESSAGING_SERVICE_SID: `MG${"zz".repeat(16)}` }, "TWILIO_MESSAGING_SERVICE_SID"],
      [{ SMS_FROM: "(212) 555-0147" }, "SMS_FROM"],
      [{ SMS_FROM: "2125550147" }, "SMS_FROM"],
      [{ SMS_FROM: "+0125550147" }, "SMS_FROM"],
    ])("refuses the shape of %j naming %s", (bad, variable) => {
      const result = parseConfig({ ...twilio, ...bad });
      expect(!result.ok && result.message).toMatch(new RegExp(`^Configuration error: ${variable} must be `));
    });

    it("caps texts a day at 15 a number and 1,000 in all unless set, and refuses a cap that is not a count", () => {
      const defaults = parseConfig({});
      expect(defaults.ok && [defaults.config.SMS_DAILY_CAP_PER_RECIPIENT, defaults.config.SMS_DAILY_CAP]).toEqual([15, 1000]);
      const set = parseConfig({ SMS_DAILY_CAP_PER_RECIPIENT: "8", SMS_DAILY_CAP: "250" });
      expect(set.ok && [set.config.SMS_DAILY_CAP_PER_RECIPIENT, set.config.SMS_DAILY_CAP]).toEqual([8, 250]);
      for (const [variable, value] of [["SMS_DAILY_CAP_PER_RECIPIENT", "0"], ["SMS_DAILY_CAP_PER_RECIPIENT", "many"], ["SMS_DAILY_CAP", "-1"], ["SMS_DAILY_CAP", "2.5"]] as const) {
        const result = parseConfig({ [variable]: value });
        expect(!result.ok && result.message).toMatch(new RegExp(`^Configuration error: ${variable} `));
      }
    });

    it("requires PUBLIC_URL with Twilio: its signatures cover the address it calls", () => {
      const result = parseConfig({ ...twilio, PUBLIC_URL: undefined });
      expect(!result.ok && result.message).toBe("Configuration error: PUBLIC_URL is required with Twilio (its webhooks are signed over this address)");
    });
  });

  it("measures a tenth of page views in production unless told otherwise, and every one elsewhere", () => {
    const rate = (env: Record<string, string>) => {
      const result = parseConfig(env);
      return result.ok ? result.config.WEB_VITALS_SAMPLE_RATE : result.message;
    };
    expect(rate({ NODE_ENV: "production" })).toBe(0.1);
    expect(rate({ NODE_ENV: "production", WEB_VITALS_SAMPLE_RATE: "" })).toBe(0.1);
    expect(rate({ NODE_ENV: "production", WEB_VITALS_SAMPLE_RATE: "1" })).toBe(1);
    expect(rate({ NODE_ENV: "production", WEB_VITALS_SAMPLE_RATE: "0" })).toBe(0);
    expect(rate({ NODE_ENV: "production", WEB_VITALS_SAMPLE_RATE: "0.25" })).toBe(0.25);
    expect(rate({})).toBe(1);
  });

  describe("photo storage in an S3-compatible bucket", () => {
    const bucket = { S3_BUCKET: "bb-job-photos", S3_ACCESS_KEY_ID: "AKIAEXAMPLE", S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG" };

    it("keeps photos in DATA_DIR unless a bucket is named, and takes the bucket with its keys", () => {
      const none = parseConfig({});
      expect(none.ok && [none.config.S3_BUCKET, none.config.S3_REGION, none.config.S3_FORCE_PATH_STYLE]).toEqual([undefined, "us-east-1", false]);
      const all = parseConfig({ ...bucket, S3_ENDPOINT: "https://s3.us-east-005.backblazeb2.com", S3_REGION: "us-east-005", S3_FORCE_PATH_STYLE: "true" });
      expect(all.ok && all.config).toMatchObject({ ...bucket, S3_REGION: "us-east-005", S3_FORCE_PATH_STYLE: true });
    });

    it.each(["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)("refuses a bucket without %s, naming it", (missing) => {
      const result = parseConfig({ ...bucket, [missing]: "" });
      expect(!result.ok && result.message).toBe(`Configuration error: ${missing} is required with S3_BUCKET (photos are stored in that bucket)`);
    });

    it("refuses keys or an endpoint without a bucket rather than quietly keep photos on this host", () => {
      const result = parseConfig({ S3_ENDPOINT: "http://127.0.0.1:9000" });
      expect(!result.ok && result.message).toBe("Configuration error: S3_BUCKET is required with S3_ENDPOINT (or remove S3_ENDPOINT to keep photos in DATA_DIR)");
      expect(parseConfig({ ...bucket, S3_BUCKET: "Not_A_Bucket" })).toMatchObject({ ok: false, message: expect.stringMatching(/^Configuration error: S3_BUCKET must be a bucket name/) });
    });
  });

  it("treats empty strings as unset", () => {
    const result = parseConfig({ DATABASE_URL: "", SMTP_URL: "" });
    expect(result.ok && result.config.DATABASE_URL).toBeUndefined();
  });
});
