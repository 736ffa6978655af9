/**
 * `npm run check:deps`: package-lock.json against scripts/dependency-advisories.json, offline
 * (scripts/dependency-check.ts). Exit 1 naming each advised version found. With `--online` it
 * also asks the registry's audit endpoint (`npm audit --package-lock-only`); where the registry
 * does not offer one (the mirror this project builds from answers 405) it says so and the
 * offline answer stands.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { findVulnerable } from "./dependency-check";

const root = path.resolve(import.meta.dirname, "..");

async function onlineAudit(): Promise<string> {
  try {
    await promisify(execFile)("npm", ["audit", "--package-lock-only", "--audit-level=moderate"], { cwd: root, timeout: 60_000 });
    return "npm audit: no advisories at moderate or above.";
  } catch (error) {
    const output = `${Reflect.get(Object(error), "stdout") ?? ""}${Reflect.get(Object(error), "stderr") ?? ""}`;
    if (/audit endpoint returned an error|ENOTFOUND|ECONNREFUSED|EAI_AGAIN|ETIMEDOUT|405/.test(output)) {
      return "npm audit: the registry offers no audit endpoint here; the advisory list above is the check.";
    }
    process.exitCode = 1;
    return `npm audit found advisories:\n${output.trim()}`;
  }
}

async function main(): Promise<void> {
  const lock: unknown = JSON.parse(await readFile(path.join(root, "package-lock.json"), "utf8"));
  const advisories: unknown = JSON.parse(await readFile(path.join(root, "scripts/dependency-advisories.json"), "utf8"));
  const findings = findVulnerable(lock, advisories);
  for (const { advisory, location, version } of findings) {
    console.error(`${advisory.severity}: ${advisory.package}@${version} (${location}) is in ${advisory.vulnerable}, ${advisory.id}: ${advisory.title}`);
  }
  if (findings.length > 0) process.exitCode = 1;
  else console.log("check:deps: no package in package-lock.json is in a listed advisory's range.");
  if (process.argv.includes("--online")) console.log(await onlineAudit());
}

void main();
