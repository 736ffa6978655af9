/**
 * Whether the process a lock file names still runs. A pid alone is not enough: after a crash or
 * a reboot the number can belong to another process (in a container the server is often pid 1
 * every time). On Linux the kernel's start time of the process, read from /proc, tells the two
 * apart; elsewhere the pid is all we have, and a reused pid keeps the lock (the safe mistake).
 */
import { readFileSync } from "node:fs";
import { hostname } from "node:os";

export interface ProcessIdentity {
  pid: number;
  host: string;
  /** Clock ticks after boot when the process started (Linux), or null where unknown. */
  startTime: number | null;
}

interface ProcStat {
  /** R, S, D… running or sleeping; Z (zombie) and X (dead) have ended. */
  state: string;
  startTime: number;
}

function procStat(pid: number): ProcStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces; count fields after it:
    // the state is field 3, the start time field 22.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const startTime = Number(fields[19]);
    return Number.isFinite(startTime) ? { state: fields[0] ?? "", startTime } : null;
  } catch {
    return null;
  }
}

export function currentProcessIdentity(): ProcessIdentity {
  return { pid: process.pid, host: hostname(), startTime: procStat(process.pid)?.startTime ?? null };
}

export type Liveness = "running" | "gone" | "unknown-host";

export function livenessOf(holder: ProcessIdentity): Liveness {
  // Another machine (a shared volume) cannot be asked; its lock is never taken over.
  if (holder.host !== hostname()) return "unknown-host";
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it is running.
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return "gone";
  }
  const current = procStat(holder.pid);
  // No /proc (not Linux): kill() found the pid, so it counts as running.
  if (current === null) return "running";
  // A killed process its parent has not collected yet still answers kill(): it has ended.
  if (current.state === "Z" || current.state === "X") return "gone";
  if (holder.startTime === null) return "running";
  return current.startTime === holder.startTime ? "running" : "gone";
}
