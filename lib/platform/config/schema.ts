import { z } from "zod";

/** Treats an empty string like an unset variable, as shells and .env files often leave them. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const postgresUrl = z
  .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" });

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });

/** A Twilio SID: two letters naming the kind, then 32 hex digits (docs/messaging.md, "Settings"). */
const twilioSid = (prefix: "AC" | "MG", what: string) =>
  z.string().regex(new RegExp(`^${prefix}[0-9a-fA-F]{32}$`), `must be the ${what} SID from the Twilio Console (${prefix} and 32 hex digits)`);

/** The four settings that switch real text messages on: all of them, or none (docs/messaging.md). */
const TWILIO_SETTINGS = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_MESSAGING_SERVICE_SID", "SMS_FROM"] as const;

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Default: every interface, or only this machine for a demo (its passwords are published). */
    HOSTNAME: optional(z.string().min(1)),
    /**
     * Loads one account per role with the published demo password and sells gift cards in test
     * mode (no card charged). Never implied: `npm start` without it is a clean site.
     */
    DEMO: z
      .preprocess((value) => (value === "" ? undefined : value), z.enum(["true", "false", "1", "0"], { error: "must be true or false" }).default("false"))
      .transform((value) => value === "true" || value === "1"),
    DATABASE_URL: optional(postgresUrl),
    DATA_DIR: z.string().min(1).default("./.data"),
    /**
     * PostgreSQL only (docs/operations.md, "Database timeouts"). A statement and a connection
     * attempt give up well before the reverse proxy's 30 s read timeout, so a stalled database is
     * a 503 to retry rather than a request hanging; 0 turns a limit off.
     */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(29_000, "must stay below the reverse proxy's 30 s").default(10_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
    DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(29, "must stay below the reverse proxy's 30 s").default(5),
    AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    /** The address people use; defaults to http://localhost:PORT. */
    PUBLIC_URL: optional(httpUrl),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
    MAIL_FROM: z.string().min(3).default("Borough Bright Cleaning <hello@boroughbright.nyc>"),
    STAFF_EMAIL: z.email().default("office@boroughbright.nyc"),
    GOOGLE_CLIENT_ID: optional(z.string().min(1)),
    GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
    GOOGLE_PLACES_API_KEY: optional(z.string().min(1)),
    GOOGLE_PLACE_ID: z.string().min(1).default("ChIJ-boroughbright-nyc"),
    GOOGLE_PLACES_BASE_URL: httpUrl.default("https://maps.googleapis.com"),
    COMPANY_PHONE: z
      .string()
      .regex(/^\+?[0-9 ().-]{7,20}$/, "must be a phone number such as (212) 555-0147")
      .default("(212) 555-0147"),
    COMPANY_EMAIL: z.email().default("hello@boroughbright.nyc"),
    /** The mailing address printed on receipts and invoices. */
    COMPANY_ADDRESS: z.string().trim().min(5).max(200).default("New York, NY"),
    GIFT_CARD_KEY: optional(z.string().regex(/^[0-9a-f]{64}$/i, "must be 64 hex characters (32 bytes)")),
    /**
     * Seals the customers' lockbox and alarm codes (docs/security.md, "Access codes at rest");
     * the previous key still opens codes sealed before a rotation.
     */
    ACCESS_CODE_KEY: optional(z.string().regex(/^[0-9a-f]{64}$/i, "must be 64 hex characters (32 bytes)")),
    ACCESS_CODE_KEY_PREVIOUS: optional(z.string().regex(/^[0-9a-f]{64}$/i, "must be 64 hex characters (32 bytes)")),
    STRIPE_SECRET_KEY: optional(z.string().startsWith("sk_", "must start with sk_")),
    STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith("whsec_", "must start with whsec_")),
    STRIPE_API_BASE_URL: optional(httpUrl),
    /** Text messages through Twilio: all four or none (docs/messaging.md, "Settings"). */
    TWILIO_ACCOUNT_SID: optional(twilioSid("AC", "Account")),
    /** Authenticates our calls and signs Twilio's webhooks to us. */
    TWILIO_AUTH_TOKEN: optional(z.string().regex(/^[0-9a-fA-F]{32}$/, "must be the Auth Token from the Twilio Console (32 hex digits)")),
    /** Texts go out through this Messaging Service, which holds the number and its 10DLC campaign. */
    TWILIO_MESSAGING_SERVICE_SID: optional(twilioSid("MG", "Messaging Service")),
    /** The business number customers text and see texts from, in E.164 (the Messaging Service's number). */
    SMS_FROM: optional(z.string().regex(/^\+[1-9][0-9]{6,14}$/, "must be a phone number in E.164 form such as +12125550147")),
    /**
     * Texts to one number in a New York day, and texts in all (docs/messaging.md, "Settings"): caps
     * so a bug cannot run up the bill. A text over either is dropped, never sent later.
     */
    SMS_DAILY_CAP_PER_RECIPIENT: z.coerce.number().int().min(1).max(100).default(15),
    SMS_DAILY_CAP: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    /** Behind a reverse proxy, take the client address from X-Forwarded-For (its last hop). */
    TRUST_PROXY: z
      .enum(["true", "false", "1", "0"], { error: "must be true or false" })
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    /** Bearer token Prometheus sends to GET /api/metrics; unset, the endpoint answers 404 to everyone. */
    METRICS_TOKEN: optional(z.string().min(32, "must be at least 32 characters (generate one with: openssl rand -hex 32)")),
    /**
     * The share of page views whose Core Web Vitals the browser reports, from 0 (none) to 1
     * (every one); unset, 0.1 in production and every view elsewhere (docs/operations.md,
     * "Real-user Core Web Vitals").
     */
    WEB_VITALS_SAMPLE_RATE: optional(z.coerce.number({ error: "must be a number from 0 to 1" }).min(0, "must be from 0 to 1").max(1, "must be from 0 to 1")),
    /**
     * Photo storage (docs/operations.md, "Photo storage"): an S3-compatible bucket when S3_BUCKET
     * is set, with its region and keys; otherwise files under DATA_DIR. S3_ENDPOINT names a
     * server other than AWS (MinIO, R2, Spaces), which usually wants path-style addresses.
     */
    S3_ENDPOINT: optional(httpUrl),
    S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)")),
    S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, "must be a region name such as us-east-1").default("us-east-1"),
    S3_ACCESS_KEY_ID: optional(z.string().min(3).max(128)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(8).max(256)),
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", "1", "0"], { error: "must be true or false" })
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    // A deployment on PostgreSQL is a real one: it must not invent its own secret.
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required in production (generate one with: openssl rand -base64 48)",
      });
    }
    // Gift-card codes are hashed and encrypted with this key: a real deployment must keep its
    // own (losing or changing it makes every issued code unreadable and unfindable).
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.GIFT_CARD_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["GIFT_CARD_KEY"],
        message: "is required in production (generate one with: openssl rand -hex 32)",
      });
    }
    // Lockbox and alarm codes are sealed with this key: losing it makes every saved code unreadable.
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.ACCESS_CODE_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["ACCESS_CODE_KEY"],
        message: "is required in production (generate one with: openssl rand -hex 32)",
      });
    }
    // Session cookies are Secure, emailed links and the hub's origin check use this address:
    // a real deployment cannot guess it from the port.
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "is required in production (the address people use, e.g. https://www.boroughbright.nyc)",
      });
    }
    if (env.NODE_ENV === "production" && env.DATABASE_URL && env.DEMO) {
      ctx.addIssue({
        code: "custom",
        path: ["DEMO"],
        message: "must not be set in production on PostgreSQL (it publishes demo passwords and free test-mode gift cards)",
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"],
        message: "must be set together with its pair to enable Google sign-in",
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"],
        message: "must be set together with its pair to enable Stripe payments",
      });
    }
    // A bucket needs its keys, and keys or an endpoint without a bucket are a half-made setting
    // that would silently keep photos on this host's disk.
    if (env.S3_BUCKET) {
      for (const name of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required with S3_BUCKET (photos are stored in that bucket)" });
      }
    } else {
      const stray = (["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).find((name) => env[name] !== undefined);
      if (stray) ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: `is required with ${stray} (or remove ${stray} to keep photos in DATA_DIR)` });
    }
    const twilioSet = TWILIO_SETTINGS.filter((name) => env[name] !== undefined);
    const twilioMissing = TWILIO_SETTINGS.find((name) => env[name] === undefined);
    if (twilioSet.length > 0 && twilioMissing) {
      ctx.addIssue({
        code: "custom",
        path: [twilioMissing],
        message: `must be set together with ${TWILIO_SETTINGS.filter((name) => name !== twilioMissing).join(", ")} to enable text messages`,
      });
    }
    // Twilio signs its webhooks over the address it calls, and status callbacks are sent there:
    // with the guessed localhost address every signature check would fail.
    if (twilioSet.length === TWILIO_SETTINGS.length && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "is required with Twilio (its webhooks are signed over this address)",
      });
    }
  })
  .transform((env) => ({
    ...env,
    HOSTNAME: env.HOSTNAME ?? (env.DEMO ? "127.0.0.1" : "0.0.0.0"),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    /** False in the embedded default: then the site is whatever host the browser reached. */
    PUBLIC_URL_CONFIGURED: env.PUBLIC_URL !== undefined,
    WEB_VITALS_SAMPLE_RATE: env.WEB_VITALS_SAMPLE_RATE ?? (env.NODE_ENV === "production" ? 0.1 : 1),
  }));

export type AppConfig = z.output<typeof envSchema>;

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; message: string };

/** Parses an environment. The message names the first bad variable on one line. */
export function parseConfig(env: Record<string, string | undefined>): ConfigResult {
  const result = envSchema.safeParse(env);
  if (result.success) return { ok: true, config: result.data };
  const issue = result.error.issues[0];
  const variable = issue?.path.join(".") || "environment";
  const received = env[variable];
  const detail = issue?.code === "invalid_type" && received === undefined ? "is required" : issue?.message;
  return { ok: false, message: `Configuration error: ${variable} ${detail ?? "is invalid"}` };
}
