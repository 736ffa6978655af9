import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import drizzle from "eslint-plugin-drizzle";
import { clientBoundary } from "./eslint-rules/client-boundary.mjs";
import { noAmbientClock } from "./eslint-rules/no-ambient-clock.mjs";
import { noCycle } from "./eslint-rules/no-cycle.mjs";
import { noFolderCycle, tiers } from "./eslint-rules/tiers.mjs";

const THIN_EDGE_MESSAGE =
  "Pages and route handlers do not touch the database: call the domain's use case (a `…PageView` for a page; `database()` from route() for a handler). See docs/architecture.md, \"Pages and handlers are thin\".";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    plugins: { drizzle, local: { rules: { "client-boundary": clientBoundary, "no-cycle": noCycle, "no-ambient-clock": noAmbientClock, tiers, "no-folder-cycle": noFolderCycle } } },
    rules: {
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // The browser never loads server code: see eslint-rules/client-boundary.mjs.
      "local/client-boundary": "error",
      // No import cycles among our modules: see eslint-rules/no-cycle.mjs.
      "local/no-cycle": "error",
      // The tree says the tier, and tiers import only downwards, folders in no loop: see
      // eslint-rules/tiers.mjs and docs/architecture.md ("Tiers").
      "local/tiers": "error",
      "local/no-folder-cycle": "error",
    },
  },
  {
    // Domain and infrastructure code handed a clock uses it, for reads and for the rows it
    // stamps: see eslint-rules/no-ambient-clock.mjs. Route handlers and pages (app/) are the
    // edge that reads the real clock and hands it in, so the rule stops at lib/.
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    rules: { "local/no-ambient-clock": ["error", { writers: ["recordOrderEvent", "writeAudit", "recordAttempt", "scheduleJob"], schema: "lib/platform/db/schema" }] },
  },
  {
    // Pages, layouts and route handlers are thin: they read and write through the domain's use
    // cases and never hold the database themselves (docs/architecture.md, "Pages and handlers
    // are thin"). Type imports are refused too: a page needs the domain's view, not a row.
    // Tests under app/ set up databases, so they are left out.
    files: ["app/**/*.ts", "app/**/*.tsx", "proxy.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "drizzle-orm", message: THIN_EDGE_MESSAGE }, { name: "@/lib/platform/db", message: THIN_EDGE_MESSAGE }],
          patterns: [{ group: ["drizzle-orm/*", "@/lib/platform/db/*"], message: THIN_EDGE_MESSAGE }],
        },
      ],
    },
  },
  {
    ignores: [".next/**", "dist/**", "node_modules/**", ".data/**", "drizzle/**", "test-results/**", "playwright-report/**", "reports/**", "next-env.d.ts"],
  },
];

export default config;
