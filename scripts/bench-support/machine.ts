/**
 * What a benchmark's figures were taken on: the machine, Node and the installed versions of the
 * packages measured. Absolute figures do not travel between machines (docs/benchmarks.md), so
 * each run names its own.
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import path from "node:path";
import { z } from "zod";
import { ROOT } from "../../e2e/support/server-process";

const PACKAGE_JSON = z.object({ version: z.string() });

/** The version of a package installed in our node_modules. */
export function installedVersion(name: string): string {
  return PACKAGE_JSON.parse(JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8"))).version;
}

/** "AMD EPYC, 2 cores, 23.5 GiB; Node v20.20.2" */
export function describeMachine(): string {
  const processors = cpus();
  const model = processors[0]?.model.trim() ?? "unknown CPU";
  return `${model}, ${processors.length} cores, ${(totalmem() / 1024 ** 3).toFixed(1)} GiB; Node ${process.version}`;
}

/** The load averages over 1, 5 and 15 minutes: figures taken on a busy machine are pessimistic. */
export function loadAverage(): string {
  return loadavg().map((value) => value.toFixed(2)).join(" ");
}
