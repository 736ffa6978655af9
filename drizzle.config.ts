import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/platform/db/schema/index.ts",
  out: "./drizzle",
  strict: true,
  verbose: false,
});
