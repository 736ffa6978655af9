import { z } from "zod";

/**
 * The offline dependency check behind `npm run check:deps` (docs/security.md, "Dependencies"):
 * every package version in package-lock.json against the advisory list checked into the repo.
 * It reads two files and nothing else, so it gives the same answer on every machine and in CI.
 */

export const advisoryListSchema = z.object({
  about: z.string(),
  advisories: z.array(
    z.object({
      package: z.string().min(1),
      id: z.string().min(1),
      severity: z.enum(["low", "moderate", "high", "critical"]),
      vulnerable: z.string().min(1),
      title: z.string().min(1),
    }),
  ),
});
export type Advisory = z.infer<typeof advisoryListSchema>["advisories"][number];

const lockSchema = z.object({
  packages: z.record(z.string(), z.object({ version: z.string().optional(), link: z.boolean().optional() }).loose()),
});

type Version = { parts: [number, number, number]; prerelease: boolean };

function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/.exec(text.trim());
  if (!match) return null;
  return { parts: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease: match[4] !== undefined };
}

/** Negative, zero or positive as a sorts before, with or after b; a prerelease before its release. */
function compare(a: Version, b: Version): number {
  for (let index = 0; index < 3; index += 1) {
    const difference = (a.parts[index] ?? 0) - (b.parts[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return Number(b.prerelease) - Number(a.prerelease);
}

/**
 * Whether a version lies in an npm-style range made of comparators ("<9.0.1", ">=8.0.0 <8.0.9")
 * joined by "||". A range this check cannot read throws, so a typo in the list fails loudly.
 */
export function inRange(versionText: string, range: string): boolean {
  const version = parseVersion(versionText);
  if (!version) return false;
  return range.split("||").some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const match = /^(<=|>=|<|>|=)?(.+)$/.exec(comparator);
        const bound = match ? parseVersion(match[2] ?? "") : null;
        if (!match || !bound) throw new Error(`cannot read the range "${range}"`);
        const order = compare(version, bound);
        switch (match[1]) {
          case "<":
            return order < 0;
          case "<=":
            return order <= 0;
          case ">":
            return order > 0;
          case ">=":
            return order >= 0;
          default:
            return order === 0;
        }
      }),
  );
}

export interface Finding {
  advisory: Advisory;
  /** Where the package sits in the lock file ("node_modules/a/node_modules/nodemailer"). */
  location: string;
  version: string;
}

/** Every installed copy of an advised package whose version the advisory covers. */
export function findVulnerable(lockJson: unknown, advisoryJson: unknown): Finding[] {
  const lock = lockSchema.parse(lockJson);
  const { advisories } = advisoryListSchema.parse(advisoryJson);
  const findings: Finding[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (!location || entry.link || !entry.version) continue;
    const name = location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length);
    for (const advisory of advisories) {
      if (advisory.package === name && inRange(entry.version, advisory.vulnerable)) findings.push({ advisory, location, version: entry.version });
    }
  }
  return findings;
}
