/**
 * Draws the cleaner cabinet's home-screen icons (the web app manifest of
 * lib/cabinet/offline/manifest.ts) and renders them with sharp into public/cleaner/: the site's
 * house in brand teal with a tick on its door (the cabinet is where the checklist lives) and
 * the sun sparkle. The "any" icons are a rounded tile; the maskable one fills the square and
 * keeps the drawing inside the middle 60 %, which every launcher's mask leaves visible. Run it
 * after changing the drawing, and commit what it writes.
 *
 *   npm run icons:cabinet
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve(__dirname, "../public/cleaner");
const TEAL = "#0f766e";

/** The drawing on a 40 × 40 grid: house, door with a tick, sparkle. */
const DRAWING = [
  `<path d="M8 21.5 20 12l12 9.5V32H8z" fill="#ccfbf1"/>`,
  `<rect x="15.5" y="22" width="9" height="10" rx="1" fill="${TEAL}"/>`,
  `<path d="M17.4 27.1l1.9 1.9 3.4-3.8" fill="none" stroke="#ccfbf1" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  `<path d="M30 5.5c.5 2.3 1.2 3 3.5 3.5-2.3.5-3 1.2-3.5 3.5-.5-2.3-1.2-3-3.5-3.5 2.3-.5 3-1.2 3.5-3.5z" fill="#fcd34d"/>`,
].join("");

/** The rounded tile, for browsers' tabs and launchers that do not mask. */
export function anyIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="9" fill="${TEAL}"/>${DRAWING}</svg>\n`;
}

/** Full bleed, the drawing shrunk to the safe middle (a circle of 80 % holds a square of about 56 %: we keep 60 % and a centred house). */
export function maskableIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${TEAL}"/><g transform="translate(20 20.5) scale(0.62) translate(-20 -19)">${DRAWING}</g></svg>\n`;
}

async function main(): Promise<void> {
  const any = anyIconSvg();
  const maskable = maskableIconSvg();
  writeFileSync(path.join(OUT, "icon.svg"), any);
  const outputs: Array<[string, string, number]> = [
    ["icon-192.png", any, 192],
    ["icon-512.png", any, 512],
    ["icon-maskable-512.png", maskable, 512],
    ["apple-touch-icon.png", maskable, 180],
  ];
  for (const [name, svg, size] of outputs) {
    await sharp(Buffer.from(svg), { density: (72 * size) / 40 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(OUT, name));
    console.log(`wrote public/cleaner/${name}`);
  }
}

if (require.main === module) void main();
