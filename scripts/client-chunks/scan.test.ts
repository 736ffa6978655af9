import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findServerCodeInChunks } from "./scan";

describe("findServerCodeInChunks", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "chunks-"));
    mkdirSync(path.join(folder, "app", "admin"), { recursive: true });
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it("passes chunks of client code", () => {
    writeFileSync(path.join(folder, "main.js"), 'export const label = "Deep clean";function t(){return Symbol.for("react.element")}');
    expect(findServerCodeInChunks(folder)).toEqual([]);
  });

  it("names a nested chunk that carries a minified Drizzle table", () => {
    // What a bundled pgEnum/pgTable leaves behind once names are mangled.
    writeFileSync(path.join(folder, "app", "admin", "page-3f2a.js"), 'var a=Symbol.for("drizzle:Name"),b=Symbol.for("drizzle:Columns");');
    writeFileSync(path.join(folder, "app", "admin", "page-3f2a.css"), 'Symbol.for("drizzle:Name")');
    expect(findServerCodeInChunks(folder)).toEqual([{ chunk: path.join("app", "admin", "page-3f2a.js"), marker: "Drizzle (drizzle-orm)" }]);
  });

  it("names a chunk holding the server-only guard", () => {
    writeFileSync(path.join(folder, "guard.js"), 'throw Error("This module cannot be imported from a Client Component module. It should only be used from a Server Component.")');
    expect(findServerCodeInChunks(folder)).toEqual([{ chunk: "guard.js", marker: "a server-only module" }]);
  });
});
