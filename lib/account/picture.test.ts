import { eq } from "drizzle-orm";
import sharp from "sharp";
import { users } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { loadPicture, PICTURE_TOO_LARGE_MESSAGE, PICTURE_TYPES_MESSAGE, PICTURE_UNREADABLE_MESSAGE, removePicture, resizePicture, savePicture } from "./picture";
import { loadProfile } from "./profile";
import { createTestUser } from "./test-support";

/** A wide PNG: red on the left half, blue on the right, so the centred crop shows both. */
function testPng(width = 600, height = 400): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: "#dc2626" } })
    .composite([{ input: { create: { width: width - half, height, channels: 3, background: "#2563eb" } }, left: half, top: 0 }])
    .png()
    .toBuffer();
}

describe("resizePicture", () => {
  it("turns a PNG into a 256×256 WebP", async () => {
    const result = await resizePicture(await testPng());
    if (!result.ok) throw new Error(result.message);
    const meta = await sharp(result.data).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(result.data.byteLength).toBeLessThan(20_000);
  });

  it("accepts JPEG and WebP too, and drops their metadata", async () => {
    const jpeg = await sharp(await testPng(300, 500)).jpeg().withExif({ IFD0: { Copyright: "someone" } }).toBuffer();
    const fromJpeg = await resizePicture(jpeg);
    if (!fromJpeg.ok) throw new Error(fromJpeg.message);
    expect((await sharp(fromJpeg.data).metadata()).exif).toBeUndefined();
    const webp = await sharp(await testPng()).webp().toBuffer();
    expect((await resizePicture(webp)).ok).toBe(true);
  });

  it("refuses other formats, files that are not pictures, and more than 5 MB", async () => {
    const gif = await sharp(await testPng(20, 20)).gif().toBuffer();
    expect(await resizePicture(gif)).toEqual({ ok: false, message: PICTURE_TYPES_MESSAGE });
    expect(await resizePicture(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect width='10' height='10'/></svg>"))).toEqual({ ok: false, message: PICTURE_TYPES_MESSAGE });
    expect(await resizePicture(Buffer.from("just some text, not an image"))).toEqual({ ok: false, message: PICTURE_UNREADABLE_MESSAGE });
    const truncated = (await testPng()).subarray(0, 200);
    expect(await resizePicture(truncated)).toEqual({ ok: false, message: PICTURE_UNREADABLE_MESSAGE });
    expect(await resizePicture(new Uint8Array(5 * 1024 * 1024 + 1))).toEqual({ ok: false, message: PICTURE_TOO_LARGE_MESSAGE });
  });
});

describe.each(testDrivers())("stored pictures on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });


  it("stores, replaces and removes a user's picture under a new version each time", async () => {
    const user = await createTestUser(database.db, { pictureUrl: "https://lh3.googleusercontent.com/a/photo" });
    const resized = await resizePicture(await testPng());
    if (!resized.ok) throw new Error(resized.message);

    const first = await savePicture(database.db, user.id, resized.data, new Date("2026-01-01T00:00:00Z"));
    const stored = await loadPicture(database.db, user.id);
    expect(stored?.contentType).toBe("image/webp");
    expect(stored?.data.equals(resized.data)).toBe(true);
    expect(first).toBe(`/api/users/${user.id}/picture?v=${stored?.version}`);

    const second = await savePicture(database.db, user.id, resized.data, new Date("2026-01-02T00:00:00Z"));
    expect(second).not.toBe(first);
    expect((await loadProfile(database.db, user.id))?.pictureUrl).toBe(second);

    await removePicture(database.db, user.id);
    expect(await loadPicture(database.db, user.id)).toBeNull();
    // The Google picture must not come back in its place.
    const [row] = await database.db.select({ pictureUrl: users.pictureUrl }).from(users).where(eq(users.id, user.id));
    expect(row?.pictureUrl).toBeNull();
    expect(await loadProfile(database.db, user.id)).toMatchObject({ pictureUrl: null, hasPicture: false });
  });

  it("has no picture for unknown or malformed ids", async () => {
    expect(await loadPicture(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await loadPicture(database.db, "../../etc/passwd")).toBeNull();
  });
});
