import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as tsParser from "@typescript-eslint/parser";
import { Linter, type Rule } from "eslint";

/** The project's own lint rules, run on small files written to a scratch folder. */

let folder: string;
let rules: Record<string, Rule.RuleModule>;

beforeAll(async () => {
  const [{ clientBoundary }, { noCycle }] = await Promise.all([import("./client-boundary.mjs"), import("./no-cycle.mjs")]);
  rules = { "client-boundary": clientBoundary, "no-cycle": noCycle };
});
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "lint-rules-"));
  mkdirSync(path.join(folder, "parts"));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

function write(name: string, text: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  return file;
}

function lint(file: string, text: string, rule: "client-boundary" | "no-cycle"): string[] {
  const linter = new Linter({ configType: "flat", cwd: folder });
  const messages = linter.verify(
    text,
    [{ files: ["**/*.ts", "**/*.tsx"], languageOptions: { parser: tsParser }, plugins: { local: { rules } }, rules: { [`local/${rule}`]: "error" } }],
    { filename: file },
  );
  return messages.map((message) => message.message);
}

describe("local/client-boundary", () => {
  it("passes a client module whose imports stay in the browser", () => {
    write("parts/label.ts", 'export const label = (cents: number) => `$${cents / 100}`;\n');
    const text = '"use client";\nimport { label } from "./parts/label";\nimport type { LeadStatus } from "@/lib/admin/leads/lead-schemas";\nexport const show = (s: LeadStatus) => label(1) + s;\n';
    expect(lint(write("Widget.tsx", text), text, "client-boundary")).toEqual([]);
  });

  it("refuses a client module that reaches the database schema through a helper", () => {
    write("parts/statuses.ts", 'export { LEAD_STATUSES } from "@/lib/db/schema/leads";\n');
    const text = '"use client";\nimport { LEAD_STATUSES } from "./parts/statuses";\nexport const first = LEAD_STATUSES[0];\n';
    const [message] = lint(write("Editor.tsx", text), text, "client-boundary");
    expect(message).toContain("parts/statuses.ts → lib/db/schema/leads.ts is database code (lib/db)");
  });

  it("refuses Node built-ins, drizzle-orm and server-only modules anywhere down the imports", () => {
    write("parts/guarded.ts", 'import "server-only";\nexport const secret = 1;\n');
    write("parts/disk.ts", 'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n');
    const text = '"use client";\nimport { secret } from "./parts/guarded";\nimport { read } from "./parts/disk";\nimport { sql } from "drizzle-orm";\nexport const all = [secret, read, sql];\n';
    const messages = lint(write("Mixed.tsx", text), text, "client-boundary");
    expect(messages).toHaveLength(3);
    expect(messages[0]).toContain("is marked server-only");
    expect(messages[1]).toContain('imports the Node built-in "node:fs"');
    expect(messages[2]).toContain('imports "drizzle-orm"');
  });

  it("leaves server modules alone", () => {
    const text = 'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n';
    expect(lint(write("server-module.ts", text), text, "client-boundary")).toEqual([]);
  });
});

describe("local/no-cycle", () => {
  it("reports a value import cycle with its path", () => {
    write("parts/a.ts", 'import { b } from "./b";\nexport const a = () => b;\n');
    write("parts/b.ts", 'import { a } from "./a";\nexport const b = () => a;\n');
    const file = path.join(folder, "parts/a.ts");
    const [message] = lint(file, 'import { b } from "./b";\nexport const a = () => b;\n', "no-cycle");
    expect(message).toMatch(/^Import cycle: .*parts\/a\.ts → .*parts\/b\.ts → .*parts\/a\.ts\.$/);
  });

  it("ignores a cycle that only types close", () => {
    write("parts/a.ts", 'import type { B } from "./b";\nexport interface A { b?: B }\n');
    write("parts/b.ts", 'import { type A } from "./a";\nexport interface B { a?: A }\n');
    const text = 'import type { B } from "./b";\nexport interface A { b?: B }\n';
    expect(lint(path.join(folder, "parts/a.ts"), text, "no-cycle")).toEqual([]);
  });
});
