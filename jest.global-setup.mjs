import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A directory of this run's own for the migrated PGlite templates (lib/startup/testing/database.ts).
 * The workers start after this and inherit the variable; jest.global-teardown.mjs removes it.
 */
export default async function globalSetup() {
  process.env.BB_TEST_TEMPLATE_DIR = await mkdtemp(join(tmpdir(), "bb-test-templates-"));
}
