import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { assignCleanerAsStaff } from "@/lib/admin/orders/order-actions";
import { bookOrder, makeAccount, nyTime } from "@/lib/admin/test-support";
import { jobPhotos } from "@/lib/platform/db/schema";
import { dataDirStorage } from "@/lib/platform/storage/data-dir-storage";
import { s3Storage } from "@/lib/platform/storage/s3-storage";
import type { ObjectStorage } from "@/lib/platform/storage";
import { startS3StandIn, type S3StandIn } from "@/lib/platform/storage/testing/s3-stand-in";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { cabinetCheckIn } from "../job-actions";
import { MADE_AT_CLOCK_SKEW_MS, MADE_AT_MAX_AGE_MS } from "../made-at";
import { cabinetCheckOut } from "../check-out";
import { addJobPhoto, deleteJobPhoto, orderPhotoReport, photoByLink, PHOTO_LINK_SECONDS, PHOTOS_PER_SECTION, type OrderPhotoReport } from "./job-photos";
import { PHOTO_MAX_BYTES, PHOTO_NOT_IMAGE_MESSAGE, PHOTO_SVG_MESSAGE, PHOTO_TOO_LARGE_MESSAGE, PHOTO_TOO_MANY_PIXELS_MESSAGE } from "./photo-image";
import { jpegWithGps, NOT_AN_IMAGE, pngBomb, SVG_PHOTO } from "./testing";

// Each suite opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(30_000);

const SECRET = "job-photo-test-secret-0123456789abcdefghijklmnop";
let directory: string;
let s3: S3StandIn;
let camera: Buffer;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "job-photos-"));
  s3 = await startS3StandIn();
  camera = await jpegWithGps();
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
  await s3.close();
});

async function filesUnder(root: string): Promise<string[]> {
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://site.test").searchParams) as { expires?: string; sig?: string };
const photosOf = (report: OrderPhotoReport | null) => (report?.sections ?? []).flatMap((section) => [...section.before, ...section.after]);

describe.each(testDrivers())("job photos on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  let day = 0;
  let storageRoot: string;
  let storage: ObjectStorage;

  beforeEach(() => {
    storageRoot = path.join(directory, `${driver}-${Math.random().toString(36).slice(2)}`);
    storage = dataDirStorage(storageRoot);
  });

  /** A visit of 9 AM to noon in April, assigned and checked in at its start. */
  async function jobUnderWay() {
    const admin = await makeAccount(db, "Admin");
    const cleaner = await makeAccount(db, "Cleaner");
    const customer = await makeAccount(db, "Customer");
    day += 1;
    const start = nyTime(`2026-04-${String(day + 5).padStart(2, "0")}`, 9);
    const id = await bookOrder(db, customer.id, start);
    const assigned = await assignCleanerAsStaff(db, admin, id, { cleanerId: cleaner.id });
    if (!assigned.ok) throw new Error(assigned.message);
    const checkedIn = await cabinetCheckIn(db, cleaner, id, { now: start });
    if (!checkedIn.ok) throw new Error(checkedIn.message);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    return { admin, cleaner, customer, id, start, at };
  }

  it("lets the assigned cleaner add photos per section, and shows them to the customer after check-out, the cleaner and staff; anyone else gets not found", async () => {
    const { cleaner, customer, id, at } = await jobUnderWay();
    const before = await addJobPhoto(db, storage, cleaner, id, { data: camera, fields: { section: "Kitchen", stage: "before" } }, at(5));
    const after = await addJobPhoto(db, storage, cleaner, id, { data: camera, fields: { section: "Kitchen", stage: "after" } }, at(60));
    expect(before).toMatchObject({ ok: true });
    expect(after).toMatchObject({ ok: true });

    const forCleaner = await orderPhotoReport(db, cleaner, id, { secret: SECRET, now: at(61) });
    expect(forCleaner).toMatchObject({ as: "cleaner", shown: true, canChange: true, photoCount: 2 });
    const kitchen = forCleaner?.sections.find((section) => section.title === "Kitchen");
    expect(kitchen?.before).toHaveLength(1);
    expect(kitchen?.after).toHaveLength(1);
    expect(kitchen?.before[0]).toMatchObject({ stage: "before", width: 1600, height: 1200, takenAt: at(5).toISOString() });

    // The customer sees nothing of it until the cleaner checks out.
    expect(await orderPhotoReport(db, customer, id, { secret: SECRET, now: at(61) })).toMatchObject({ as: "customer", shown: false, sections: [], photoCount: 0 });
    const out = await cabinetCheckOut(db, cleaner, id, { note: "All done", reason: "Finished early, the kitchen was small" }, { now: at(180) });
    expect(out).toMatchObject({ ok: true });
    const forCustomer = await orderPhotoReport(db, customer, id, { secret: SECRET, now: at(181) });
    expect(forCustomer).toMatchObject({ as: "customer", shown: true, canChange: false, photoCount: 2 });
    expect(forCustomer?.sections.map((section) => section.title)).toEqual(forCleaner?.sections.map((section) => section.title));

    const moderator = await makeAccount(db, "Moderator");
    expect(await orderPhotoReport(db, moderator, id, { secret: SECRET, now: at(181) })).toMatchObject({ as: "staff", shown: true, canChange: false, photoCount: 2 });
    // The cleaner still sees the finished job's photos, but can no longer change them.
    expect(await orderPhotoReport(db, cleaner, id, { secret: SECRET, now: at(181) })).toMatchObject({ as: "cleaner", canChange: false, photoCount: 2 });

    const otherCustomer = await makeAccount(db, "Customer");
    const otherCleaner = await makeAccount(db, "Cleaner");
    for (const stranger of [otherCustomer, otherCleaner]) {
      expect(await orderPhotoReport(db, stranger, id, { secret: SECRET, now: at(181) })).toBeNull();
    }
    expect(await orderPhotoReport(db, customer, "not-an-order", { secret: SECRET })).toBeNull();

    // Each link a viewer was given opens the photo itself.
    for (const photo of photosOf(forCustomer)) {
      const file = await photoByLink(db, storage, photo.id, queryOf(photo.url), SECRET, at(182));
      expect(file?.contentType).toBe("image/webp");
      expect((await sharp(file?.data).metadata()).format).toBe("webp");
    }
  });

  it("takes photos only from the assigned cleaner, of a section on the job's checklist, while the job is open", async () => {
    const { admin, cleaner, id, at } = await jobUnderWay();
    const otherCleaner = await makeAccount(db, "Cleaner");
    const moderator = await makeAccount(db, "Moderator");
    for (const stranger of [otherCleaner, moderator, admin]) {
      expect(await addJobPhoto(db, storage, stranger, id, { data: camera, fields: { section: "Kitchen", stage: "before" } }, at(5))).toMatchObject({ ok: false, kind: "not-found" });
    }
    expect(await addJobPhoto(db, storage, cleaner, id, { data: camera, fields: { section: "The garage", stage: "before" } }, at(5))).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { section: expect.any(String) } });
    expect(await addJobPhoto(db, storage, cleaner, id, { data: camera, fields: { section: "Kitchen", stage: "during" } }, at(5))).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { stage: expect.any(String) } });
    expect(await db.select().from(jobPhotos).where(eq(jobPhotos.orderId, id))).toEqual([]);
    expect(await filesUnder(storageRoot)).toEqual([]);

    expect(await cabinetCheckOut(db, cleaner, id, { reason: "Customer asked us to stop early" }, { now: at(170) })).toMatchObject({ ok: true });
    expect(await addJobPhoto(db, storage, cleaner, id, { data: camera, fields: { section: "Kitchen", stage: "after" } }, at(175))).toMatchObject({ ok: false, kind: "conflict" });
    expect(await filesUnder(storageRoot)).toEqual([]);
  });

  it.each([
    ["a file that is not an image", () => Promise.resolve(NOT_AN_IMAGE), "unsupported-type", PHOTO_NOT_IMAGE_MESSAGE],
    ["an SVG", () => Promise.resolve(SVG_PHOTO), "unsupported-type", PHOTO_SVG_MESSAGE],
    ["an SVG without its XML line", () => Promise.resolve(Buffer.from(`  \n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>`)), "unsupported-type", PHOTO_SVG_MESSAGE],
    ["a decompression bomb", pngBomb, "too-large", PHOTO_TOO_MANY_PIXELS_MESSAGE],
    ["more bytes than a photo may have", async () => Buffer.concat([await jpegWithGps(64, 64), Buffer.alloc(PHOTO_MAX_BYTES)]), "too-large", PHOTO_TOO_LARGE_MESSAGE],
  ])("refuses %s with a clear message and stores nothing", async (_what, make, kind, message) => {
    const { cleaner, id, at } = await jobUnderWay();
    const refused = await addJobPhoto(db, storage, cleaner, id, { data: await make(), fields: { section: "Bathrooms", stage: "before" } }, at(5));
    expect(refused).toEqual({ ok: false, kind, message, fieldErrors: { photo: message } });
    expect(await db.select().from(jobPhotos).where(eq(jobPhotos.orderId, id))).toEqual([]);
    expect(await filesUnder(storageRoot)).toEqual([]);
  });

  it("keeps no EXIF, and so no location, in the stored photo, in either storage", async () => {
    const source = await sharp(camera).metadata();
    expect(source.exif?.includes(Buffer.from("BoroughTestPhone"))).toBe(true);
    const bucket = s3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", accessKeyId: s3.accessKeyId, secretAccessKey: "stand-in", forcePathStyle: true });
    for (const where of [storage, bucket]) {
      const { cleaner, id, at } = await jobUnderWay();
      const added = await addJobPhoto(db, where, cleaner, id, { data: camera, fields: { section: "Kitchen", stage: "after" } }, at(30));
      if (!added.ok) throw new Error(added.message);
      const [row] = await db.select().from(jobPhotos).where(eq(jobPhotos.id, added.data.photoId));
      const stored = await where.get(row?.storageKey ?? "");
      if (!stored) throw new Error("nothing stored");
      const metadata = await sharp(stored.data).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: 1600, height: 1200 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(stored.data.includes(Buffer.from("GPS"))).toBe(false);
      expect(stored.data.includes(Buffer.from("BoroughTestPhone"))).toBe(false);
      expect(row).toMatchObject({ stage: "after", section: "Kitchen", byteSize: stored.data.byteLength, createdBy: cleaner.id, createdAt: at(30) });
    }
  });

  it("signs links that expire within minutes and cannot be changed or moved to another photo", async () => {
    const { cleaner, id, at } = await jobUnderWay();
    for (const stage of ["before", "after"] as const) {
      const added = await addJobPhoto(db, storage, cleaner, id, { data: camera, fields: { section: "Kitchen", stage } }, at(10));
      expect(added).toMatchObject({ ok: true });
    }
    const made = at(20);
    const [first, second] = photosOf(await orderPhotoReport(db, cleaner, id, { secret: SECRET, now: made }));
    if (!first || !second) throw new Error("two photos expected");
    const query = queryOf(first.url);
    expect(Number(query.expires) * 1000).toBe(made.getTime() + PHOTO_LINK_SECONDS * 1000);

    const justBefore = new Date(made.getTime() + PHOTO_LINK_SECONDS * 1000 - 1000);
    expect(await photoByLink(db, storage, first.id, query, SECRET, justBefore)).not.toBeNull();
    expect(await photoByLink(db, storage, first.id, query, SECRET, new Date(made.getTime() + PHOTO_LINK_SECONDS * 1000))).toBeNull();

    const lengthened = { ...query, expires: String(Number(query.expires) + 3600) };
    const flipped = { ...query, sig: `${query.sig?.slice(0, -1)}${query.sig?.endsWith("A") ? "B" : "A"}` };
    for (const bad of [lengthened, flipped, { expires: query.expires }, {}, { ...query, expires: "soon" }]) {
      expect(await photoByLink(db, storage, first.id, bad, SECRET, made)).toBeNull();
    }
    // A link made for one photo opens no other, and no link opens without the site's secret.
    expect(await photoByLink(db, storage, second.id, query, SECRET, made)).toBeNull();
    expect(await photoByLink(db, storage, first.id, query, "another-secret-another-secret-another", made)).toBeNull();
    expect(await photoByLink(db, storage, first.id, query, undefined, made)).toBeNull();
  });

  it("takes a photo kept offline at the time it was taken, once per key: a replay adds no second photo and stores no second file", async () => {
    const { cleaner, id, at } = await jobUnderWay();
    const now = at(90);
    const stamp = { madeAt: at(20).toISOString(), idempotencyKey: "7d4e2c1a-5b6f-4a3e-9c8d-0e1f2a3b4c5d" };
    const fields = { section: "Kitchen", stage: "before", ...stamp };
    const first = await addJobPhoto(db, storage, cleaner, id, { data: camera, fields }, now);
    if (!first.ok) throw new Error(first.message);
    const replay = await addJobPhoto(db, storage, cleaner, id, { data: camera, fields }, at(95));
    expect(replay).toEqual(first);
    const rows = await db.select().from(jobPhotos).where(eq(jobPhotos.orderId, id));
    expect(rows.map((row) => [row.id, row.createdAt.toISOString()])).toEqual([[first.data.photoId, at(20).toISOString()]]);
    expect(await filesUnder(storageRoot)).toHaveLength(2); // the photo and its content type

    // The same key with another photo, or another room, is refused and changes nothing.
    const other = await jpegWithGps(320, 240);
    expect(await addJobPhoto(db, storage, cleaner, id, { data: other, fields }, now)).toMatchObject({ ok: false, code: "idempotency-key-reused" });
    expect(await addJobPhoto(db, storage, cleaner, id, { data: camera, fields: { ...fields, section: "Bathroom" } }, now)).toMatchObject({ ok: false, code: "idempotency-key-reused" });
    expect(await db.select().from(jobPhotos).where(eq(jobPhotos.orderId, id))).toHaveLength(1);
    expect(await filesUnder(storageRoot)).toHaveLength(2);
  });

  it("refuses a photo dated ahead of the server's clock or more than 12 hours back, storing nothing", async () => {
    const { cleaner, id, at } = await jobUnderWay();
    const now = at(30);
    const ahead = new Date(now.getTime() + MADE_AT_CLOCK_SKEW_MS + 1000).toISOString();
    const old = new Date(now.getTime() - MADE_AT_MAX_AGE_MS - 1000).toISOString();
    expect(await addJobPhoto(db, storage, cleaner, id, { data: camera, fields: { section: "Kitchen", stage: "after", madeAt: ahead } }, now)).toMatchObject({ ok: false, code: "made-in-future" });
    expect(await addJobPhoto(db, storage, cleaner, id, { data: camera, fields: { section: "Kitchen", stage: "after", madeAt: old } }, now)).toMatchObject({ ok: false, code: "made-too-long-ago" });
    expect(await addJobPhoto(db, storage, cleaner, id, { data: camera, fields: { section: "Kitchen", stage: "after", idempotencyKey: "not-a-key" } }, now)).toMatchObject({ ok: false, kind: "invalid" });
    expect(await db.select().from(jobPhotos).where(eq(jobPhotos.orderId, id))).toEqual([]);
    expect(await filesUnder(storageRoot)).toEqual([]);
  });

  it("limits photos per room, and lets the cleaner delete one to make room", async () => {
    const { cleaner, id, at } = await jobUnderWay();
    const small = await jpegWithGps(320, 240);
    const added: string[] = [];
    for (let index = 0; index < PHOTOS_PER_SECTION; index += 1) {
      const result = await addJobPhoto(db, storage, cleaner, id, { data: small, fields: { section: "Bathrooms", stage: index % 2 ? "after" : "before" } }, at(10 + index));
      if (!result.ok) throw new Error(result.message);
      added.push(result.data.photoId);
    }
    const full = await addJobPhoto(db, storage, cleaner, id, { data: small, fields: { section: "Bathrooms", stage: "after" } }, at(30));
    expect(full).toMatchObject({ ok: false, kind: "conflict", message: expect.stringContaining(`${PHOTOS_PER_SECTION} photos`) });
    expect(await filesUnder(storageRoot)).toHaveLength(PHOTOS_PER_SECTION * 2);
    // Another room still has space.
    expect(await addJobPhoto(db, storage, cleaner, id, { data: small, fields: { section: "Kitchen", stage: "before" } }, at(31))).toMatchObject({ ok: true });

    const otherCleaner = await makeAccount(db, "Cleaner");
    expect(await deleteJobPhoto(db, storage, otherCleaner, id, added[0] ?? "")).toMatchObject({ ok: false, kind: "not-found" });
    expect(await deleteJobPhoto(db, storage, cleaner, id, added[0] ?? "")).toEqual({ ok: true, data: { photoId: added[0] } });
    expect(await deleteJobPhoto(db, storage, cleaner, id, added[0] ?? "")).toMatchObject({ ok: false, kind: "not-found" });
    expect(await addJobPhoto(db, storage, cleaner, id, { data: small, fields: { section: "Bathrooms", stage: "after" } }, at(32))).toMatchObject({ ok: true });
  });
});
