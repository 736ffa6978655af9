/** Photo fixtures for the job-photo tests (not used by the app). */
import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A camera-like JPEG that carries EXIF with the phone's make and a GPS position in Manhattan. */
export function jpegWithGps(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 200, b: 210 } } })
    .jpeg({ quality: 85 })
    .withMetadata({
      exif: {
        IFD0: { Make: "BoroughTestPhone", Model: "Kitchen Cam 3000" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 5466/100", GPSLongitudeRef: "W", GPSLongitude: "73/1 59/1 1074/100" },
      },
    })
    .toBuffer();
}

/**
 * A decompression bomb: a valid, tiny PNG whose header declares 60,000 × 60,000 pixels (3.6
 * gigapixels, over 10 GB once decoded). The header's checksum is made right, so only the size
 * gives it away.
 */
export async function pngBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#ffffff" } }).png().toBuffer();
  const bomb = Buffer.from(png);
  // IHDR: 8-byte signature, 4-byte length, "IHDR", then width and height.
  bomb.writeUInt32BE(60_000, 16);
  bomb.writeUInt32BE(60_000, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
  return bomb;
}

export const SVG_PHOTO = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#0f766e"/><script>alert(1)</script></svg>`,
);

export const NOT_AN_IMAGE = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
