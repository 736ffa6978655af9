/**
 * `npm run check:client-chunks`, after `next build`: fails when a client chunk holds server
 * code (Drizzle, a server-only module). Lint keeps "use client" modules away from server
 * imports (eslint-rules/client-boundary.mjs); this checks what the bundler
 * actually emitted, whatever path the code took to get there.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { findServerCodeInChunks } from "./client-chunks/scan";

const chunksFolder = path.resolve(process.argv[2] ?? ".next/static/chunks");
if (!existsSync(chunksFolder)) {
  console.error(`No client chunks at ${chunksFolder}: run \`next build\` first.`);
  process.exit(1);
}
const findings = findServerCodeInChunks(chunksFolder);
if (findings.length > 0) {
  for (const finding of findings) console.error(`${finding.chunk}: ${finding.marker}`);
  console.error(`${findings.length} client chunk finding(s): server code reaches the browser.`);
  process.exit(1);
}
console.log(`Client chunks are free of server code (${chunksFolder}).`);
