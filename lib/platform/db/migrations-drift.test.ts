import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = path.resolve(__dirname, "../../..");

/**
 * Fails when lib/platform/db/schema and the committed migrations disagree: drizzle-kit is asked to
 * generate against a copy of drizzle/, and must find nothing to write.
 */
describe("committed migrations", () => {
  it("match the schema (run `npm run db:generate` after changing lib/platform/db/schema)", async () => {
    const copy = await mkdtemp(path.join(tmpdir(), "drizzle-drift-"));
    try {
      await cp(path.join(root, "drizzle"), copy, { recursive: true });
      const before = await readdir(copy);
      // drizzle-kit only understands an output folder relative to the working directory.
      const { stdout } = await run(
        path.join(root, "node_modules/.bin/drizzle-kit"),
        ["generate", "--dialect=postgresql", "--schema=./lib/platform/db/schema/index.ts", `--out=${path.relative(root, copy)}`, "--name=drift"],
        { cwd: root, env: { ...process.env, NO_COLOR: "1" } },
      );
      const after = await readdir(copy);
      expect({ newFiles: after.filter((f) => !before.includes(f)), stdout }).toEqual({
        newFiles: [],
        stdout: expect.stringContaining("No schema changes"),
      });
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
