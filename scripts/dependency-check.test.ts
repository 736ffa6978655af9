import { readFileSync } from "node:fs";
import { advisoryListSchema, findVulnerable, inRange } from "./dependency-check";

const advisories = {
  about: "test",
  advisories: [
    { package: "nodemailer", id: "GHSA-p6gq-j5cr-w38f", severity: "high", vulnerable: "<9.0.1", title: "raw bypass" },
    { package: "nodemailer", id: "GHSA-268h-hp4c-crq3", severity: "moderate", vulnerable: ">=6.0.0 <8.0.9", title: "List-* CRLF" },
  ],
};

const lockWith = (packages: Record<string, { version?: string; link?: boolean }>) => ({ lockfileVersion: 3, packages: { "": { name: "borough-bright" }, ...packages } });

describe("the offline dependency check", () => {
  it("reads npm ranges: comparators, spaces for and, || for or, prereleases before their release", () => {
    expect(inRange("7.0.13", "<9.0.1")).toBe(true);
    expect(inRange("9.0.1", "<9.0.1")).toBe(false);
    expect(inRange("9.0.1-beta.1", "<9.0.1")).toBe(true);
    expect(inRange("8.0.8", ">=6.0.0 <8.0.9")).toBe(true);
    expect(inRange("5.1.0", ">=6.0.0 <8.0.9")).toBe(false);
    expect(inRange("2.0.0", "<1.0.0 || >=2.0.0 <2.0.1")).toBe(true);
    expect(inRange("10.6.1", "<=9.0.0")).toBe(false);
    expect(() => inRange("1.0.0", "~1.0")).toThrow(/cannot read the range/);
  });

  it("finds every installed copy in an advised range, nested ones too, and nothing else", () => {
    const findings = findVulnerable(
      lockWith({
        "node_modules/nodemailer": { version: "7.0.13" },
        "node_modules/next-auth/node_modules/nodemailer": { version: "9.0.1" },
        "node_modules/nodemailer-extra": { version: "1.0.0" },
        "node_modules/local-link": { link: true },
      }),
      advisories,
    );
    expect(findings.map((finding) => [finding.location, finding.advisory.id])).toEqual([
      ["node_modules/nodemailer", "GHSA-p6gq-j5cr-w38f"],
      ["node_modules/nodemailer", "GHSA-268h-hp4c-crq3"],
    ]);
    expect(findVulnerable(lockWith({ "node_modules/nodemailer": { version: "10.6.1" } }), advisories)).toEqual([]);
  });

  it("keeps a checked-in list it can read, and it covers the nodemailer we upgraded from", () => {
    const list = advisoryListSchema.parse(JSON.parse(readFileSync("scripts/dependency-advisories.json", "utf8")));
    for (const advisory of list.advisories) expect(() => inRange("1.0.0", advisory.vulnerable)).not.toThrow();
    expect(findVulnerable(lockWith({ "node_modules/nodemailer": { version: "7.0.13" } }), list).length).toBeGreaterThan(0);
    expect(findVulnerable(lockWith({ "node_modules/nodemailer": { version: "10.6.1" } }), list)).toEqual([]);
  });
});
