/**
 * A DATA_DIR of its own for every test of a file: made in the system's temporary folder before
 * each test and removed after it, once any child process the test started is gone (a child
 * still running would keep the directory's files open).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { killAllChildren } from "./child-processes";

/** Call at the top of a test file; the function it returns gives the current test's directory. */
export function freshDataDirPerTest(prefix: string): () => string {
  let dataDir: string | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await killAllChildren();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });
  return () => {
    if (dataDir === undefined) throw new Error("freshDataDirPerTest: the directory exists only while a test runs");
    return dataDir;
  };
}
