import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/", "/dist/"],
};

/** Server code runs in Node (*.test.ts); components in a simulated browser (*.test.tsx). */
const config = async () => ({
  // Integration tests create a database (PGlite or PostgreSQL) in their hooks, which can take
  // several seconds on a busy two-core machine; Jest's 5 s default turns that into false failures.
  testTimeout: 30_000,
  projects: [
    { ...(await createJestConfig({ ...shared, displayName: "server", testEnvironment: "node", testMatch: ["<rootDir>/**/*.test.ts"], setupFiles: ["<rootDir>/jest.setup.server.ts"] })()) },
    { ...(await createJestConfig({ ...shared, displayName: "components", testEnvironment: "jsdom", testMatch: ["<rootDir>/**/*.test.tsx"], setupFilesAfterEnv: ["<rootDir>/jest.setup.components.ts"] })()) },
  ],
});

export default config;
