/**
 * Real processes for the crash and lock tests: each runs a TypeScript entry through tsx, as
 * `npm run db:*` does, so what is tested is the same opening path operators use.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../../..");
const DATA_DIR_CHILD = path.join(ROOT, "lib/platform/db/testing/data-dir-child.ts");

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface ChildEvent {
  event: string;
  pid: number;
  count?: number;
}

/** Every child still running, so a failed test leaves none behind (see `killAllChildren`). */
const running = new Set<ChildProcess>();

export interface RunningChild {
  readonly process: ChildProcess;
  readonly exited: Promise<Exit>;
  /** Resolves with the next event of this name; rejects if the process ends first. */
  next(event: string): Promise<ChildEvent>;
  send(command: string): void;
}

/**
 * Runs `node --import tsx entry args` with DATA_DIR (and anything in env) set, never with the
 * test's DATABASE_URL. Node itself, not the tsx launcher: the launcher would pass SIGKILL on to
 * nobody and leave the process holding the database running.
 */
export function runTsx(entry: string, args: string[], env: Record<string, string>): RunningChild {
  const { DATABASE_URL: _url, NODE_OPTIONS: _jestOptions, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, entry), ...args], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  running.add(child);
  let stdout = "";
  let stderr = "";
  const events: ChildEvent[] = [];
  const waiters: { event: string; resolve: (value: ChildEvent) => void; reject: (error: Error) => void }[] = [];
  let pending = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.startsWith("{")) continue;
      const parsed = JSON.parse(line) as ChildEvent;
      const waiter = waiters.findIndex((candidate) => candidate.event === parsed.event);
      if (waiter >= 0) waiters.splice(waiter, 1)[0]?.resolve(parsed);
      else events.push(parsed);
    }
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<Exit>((resolve) => {
    child.on("close", (code, signal) => {
      running.delete(child);
      const exit = { code, signal, stdout, stderr };
      for (const waiter of waiters.splice(0)) {
        waiter.reject(new Error(`${entry} ended (${signal ?? code}) before "${waiter.event}": ${stderr.trim()}`));
      }
      resolve(exit);
    });
  });
  let ended = false;
  void exited.then(() => (ended = true));
  return {
    process: child,
    exited,
    next(event) {
      const seen = events.findIndex((candidate) => candidate.event === event);
      if (seen >= 0) return Promise.resolve(events.splice(seen, 1)[0] as ChildEvent);
      if (ended) return Promise.reject(new Error(`${entry} has ended: ${stderr.trim()}`));
      return new Promise((resolve, reject) => waiters.push({ event, resolve, reject }));
    },
    send(command) {
      child.stdin.write(`${command}\n`);
    },
  };
}

/** A process holding the embedded database of dataDir (lib/platform/db/testing/data-dir-child.ts). */
export function startDataDirChild(dataDir: string, options: { serveBackups?: boolean } = {}): RunningChild {
  const args = options.serveBackups ? [dataDir, "--serve-backups"] : [dataDir];
  // Its log lines would mix with the events on stdout.
  return runTsx(path.relative(ROOT, DATA_DIR_CHILD), args, { DATA_DIR: dataDir, LOG_LEVEL: "silent" });
}

/** Ends a child as a crash would: SIGKILL, no clean-up of any kind. */
export async function killHard(child: RunningChild): Promise<Exit> {
  child.process.kill("SIGKILL");
  return child.exited;
}

/** Whether the child opened its database or ended without doing so, whichever comes first. */
export async function openOutcome(child: RunningChild): Promise<{ opened: true; pid: number; count: number } | { opened: false; exit: Exit }> {
  try {
    const ready = await child.next("ready");
    return { opened: true, pid: ready.pid, count: ready.count ?? 0 };
  } catch {
    return { opened: false, exit: await child.exited };
  }
}

/** For afterEach: ends whatever a failed test left running. */
export async function killAllChildren(): Promise<void> {
  const ending = [...running].map((child) => new Promise((resolve) => {
    child.once("close", resolve);
    child.kill("SIGKILL");
  }));
  await Promise.all(ending);
}
