// Server tests see a test environment with a quiet logger and New York business rules in UTC.
Object.assign(process.env, { NODE_ENV: "test", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent", TZ: "UTC" });
