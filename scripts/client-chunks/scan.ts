import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Server code that must never be in what the browser downloads, found by strings that survive
 * minification: Drizzle keys its tables and columns with `Symbol.for("drizzle:…")`, and the
 * `server-only` package is a single error message.
 */
const SERVER_MARKERS: readonly { name: string; pattern: RegExp }[] = [
  { name: "Drizzle (drizzle-orm)", pattern: /["'`]drizzle:[A-Za-z]+["'`]/ },
  { name: "a server-only module", pattern: /This module cannot be imported from a Client Component module/ },
];

export interface ChunkFinding {
  /** The chunk's path inside the chunks folder. */
  chunk: string;
  marker: string;
}

function javaScriptFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every client chunk under `chunksFolder` (.next/static/chunks) holding a server marker. */
export function findServerCodeInChunks(chunksFolder: string): ChunkFinding[] {
  const findings: ChunkFinding[] = [];
  for (const file of javaScriptFiles(chunksFolder)) {
    const text = readFileSync(file, "utf8");
    for (const marker of SERVER_MARKERS) {
      if (marker.pattern.test(text)) findings.push({ chunk: path.relative(chunksFolder, file), marker: marker.name });
    }
  }
  return findings;
}
