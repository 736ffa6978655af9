/**
 * The embedded database survives a crash, and a second process can never open it meanwhile
 * (issue #25 H1: a second opener followed by kill -9 left PGlite without a valid checkpoint).
 * Real processes, real files, real SIGKILL.
 */
import { killHard, openOutcome, runTsx, startDataDirChild, type RunningChild } from "./testing/child-processes";
import { freshDataDirPerTest } from "./testing/fresh-data-dir";

// Each step starts a process and opens a file-backed PGlite; on a busy two-core machine that is slow.
jest.setTimeout(240_000);

const dataDir = freshDataDirPerTest("bb-crash-");

/** The child must end with the lock's message naming the holder, without opening anything. */
async function expectRefused(child: RunningChild, holderPid: number): Promise<void> {
  const outcome = await openOutcome(child);
  expect(outcome.opened).toBe(false);
  if (outcome.opened) return;
  expect(outcome.exit.code).toBe(1);
  expect(outcome.exit.stderr).toContain(`is in use by process ${holderPid}`);
}

async function startHolder(): Promise<{ child: RunningChild; pid: number }> {
  const child = startDataDirChild(dataDir());
  const { pid } = await child.next("ready");
  return { child, pid };
}

async function write(child: RunningChild, rows: number): Promise<number | undefined> {
  child.send(`write ${rows}`);
  return (await child.next("written")).count;
}

async function reopenAndCount(): Promise<number | undefined> {
  const { child } = await startHolder();
  child.send("count");
  const { count } = await child.next("count");
  child.send("close");
  expect((await child.exited).code).toBe(0);
  return count;
}

describe("one process per data directory", () => {
  it("keeps every committed write through kill -9, and the next start takes over the stale lock", async () => {
    const first = await startHolder();
    expect(await write(first.child, 150)).toBe(150);
    expect((await killHard(first.child)).signal).toBe("SIGKILL");

    expect(await reopenAndCount()).toBe(150);
  });

  it("refuses a second opener while the first runs, and the data survives heavy writes and kill -9", async () => {
    const first = await startHolder();
    expect(await write(first.child, 50)).toBe(50);

    // The same opening path in another process, and an operator's script.
    await expectRefused(startDataDirChild(dataDir()), first.pid);
    await expectRefused(runTsx("scripts/db-migrate.ts", [], { DATA_DIR: dataDir() }), first.pid);

    expect(await write(first.child, 150)).toBe(200);
    await killHard(first.child);

    expect(await reopenAndCount()).toBe(200);
  });

  it("lets exactly one of several simultaneous starters open a directory left locked by a crash", async () => {
    const crashed = await startHolder();
    expect(await write(crashed.child, 20)).toBe(20);
    await killHard(crashed.child);

    const starters = [startDataDirChild(dataDir()), startDataDirChild(dataDir()), startDataDirChild(dataDir())];
    const outcomes = await Promise.all(starters.map(async (child) => ({ child, outcome: await openOutcome(child) })));
    const winners = outcomes.filter(({ outcome }) => outcome.opened);
    expect(outcomes.filter(({ outcome }) => outcome.opened).map(({ outcome }) => outcome)).toHaveLength(1);
    const [winner] = winners;
    if (!winner?.outcome.opened) return;
    expect(winner.outcome.count).toBe(20);
    for (const { outcome } of outcomes.filter(({ outcome }) => !outcome.opened)) {
      if (!outcome.opened) expect(outcome.exit.stderr).toContain(`is in use by process ${winner.outcome.pid}`);
    }
    winner.child.send("close");
    expect((await winner.child.exited).code).toBe(0);
    expect(await reopenAndCount()).toBe(20);
  });
});
