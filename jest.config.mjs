import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/", "/dist/"],
};

/**
 * next-intl and the packages under it ship only ES modules, which Jest's CommonJS runtime
 * cannot load untransformed; next/jest transforms no node_modules but the packages it lists,
 * and lets a config add ignore patterns but not remove its own. So its pattern gets ours added
 * to the packages it lets through (Next itself bundles them without help).
 */
const ESM_PACKAGES = ["next-intl", "use-intl", "intl-messageformat", "@formatjs", "icu-minify", "@schummar"];

const transformingEsm = (project) => ({
  ...project,
  transformIgnorePatterns: project.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith("/node_modules/(?!.pnpm)(?!(") ? pattern.replace("(?!(", `(?!(${ESM_PACKAGES.join("|")}|`) : pattern,
  ),
});

/** Server code runs in Node (*.test.ts); components in a simulated browser (*.test.tsx). */
const config = async () => ({
  // Integration tests create a database (PGlite or PostgreSQL) in their hooks, which can take
  // several seconds on a busy two-core machine; Jest's 5 s default turns that into false failures.
  testTimeout: 30_000,
  // Each run's migrated PGlite template lives in a directory of its own (lib/startup/testing/database.ts).
  globalSetup: "<rootDir>/jest.global-setup.mjs",
  globalTeardown: "<rootDir>/jest.global-teardown.mjs",
  projects: [
    transformingEsm(await createJestConfig({ ...shared, displayName: "server", testEnvironment: "node", testMatch: ["<rootDir>/**/*.test.ts"], setupFiles: ["<rootDir>/jest.setup.server.ts"] })()),
    transformingEsm(await createJestConfig({ ...shared, displayName: "components", testEnvironment: "jsdom", testMatch: ["<rootDir>/**/*.test.tsx"], setupFilesAfterEnv: ["<rootDir>/jest.setup.components.ts"] })()),
  ],
});

export default config;
