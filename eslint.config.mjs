import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import drizzle from "eslint-plugin-drizzle";
import { clientBoundary } from "./eslint-rules/client-boundary.mjs";
import { noAmbientClock } from "./eslint-rules/no-ambient-clock.mjs";
import { noCycle } from "./eslint-rules/no-cycle.mjs";

/**
 * Infrastructure (the database, mail, jobs, settings, configuration and logging) knows no
 * domain: it may take values from these folders and from the neutral modules below, and only
 * types from anywhere else. Domains plug into it at start-up (lib/startup).
 */
const INFRASTRUCTURE = ["db", "mail", "jobs", "settings", "config", "log"];
const NEUTRAL = ["money", "time", "format", "cache", "enums", "validation", "metrics", "service-area", "process"];
const DOMAINS = [
  "account", "admin", "audit", "auth", "booking", "cabinet", "contact", "content", "demo", "events", "gift-cards", "http",
  "navigation", "offers", "payments", "realtime", "reviews", "security", "seo", "server", "site", "staff", "startup",
];
const infrastructureBoundary = {
  files: INFRASTRUCTURE.map((folder) => `lib/${folder}/**/*.ts`),
  ignores: ["**/*.test.ts"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `^@/(?!lib/(${[...INFRASTRUCTURE, ...NEUTRAL].join("|")})(/|$))`,
            allowTypeImports: true,
            message: "Infrastructure takes no value from a domain, app or components; hand it in at start-up (lib/startup) instead.",
          },
          {
            regex: `^(\\.\\./)+(${DOMAINS.join("|")})(/|$)`,
            allowTypeImports: true,
            message: "Infrastructure takes no value from a domain.",
          },
        ],
      },
    ],
  },
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    plugins: { drizzle, local: { rules: { "client-boundary": clientBoundary, "no-cycle": noCycle, "no-ambient-clock": noAmbientClock } } },
    rules: {
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // The browser never loads server code: see eslint-rules/client-boundary.mjs.
      "local/client-boundary": "error",
      // No import cycles among our modules: see eslint-rules/no-cycle.mjs.
      "local/no-cycle": "error",
    },
  },
  infrastructureBoundary,
  {
    // Domain and infrastructure code handed a clock uses it, for reads and for the rows it
    // stamps: see eslint-rules/no-ambient-clock.mjs. Route handlers and pages (app/) are the
    // edge that reads the real clock and hands it in, so the rule stops at lib/.
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    rules: { "local/no-ambient-clock": ["error", { writers: ["recordOrderEvent", "writeAudit", "recordAttempt", "scheduleJob"], schema: "lib/db/schema" }] },
  },
  {
    ignores: [".next/**", "dist/**", "node_modules/**", ".data/**", "drizzle/**", "test-results/**", "playwright-report/**", "reports/**", "next-env.d.ts"],
  },
];

export default config;
