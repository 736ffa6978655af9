import { randomUUID } from "node:crypto";
import { mkdtemp, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { assignCleanerAsStaff } from "@/lib/admin/orders/order-actions";
import { bookOrder, makeAccount, nyTime } from "@/lib/admin/test-support";
import { jobPhotos, jobs, orders } from "@/lib/platform/db/schema";
import type { ObjectStorage } from "@/lib/platform/storage";
import { dataDirStorage } from "@/lib/platform/storage/data-dir-storage";
import { s3Storage } from "@/lib/platform/storage/s3-storage";
import { startS3StandIn, type S3StandIn } from "@/lib/platform/storage/testing/s3-stand-in";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { cabinetCheckIn } from "../job-actions";
import { addJobPhoto } from "./job-photos";
import { ORPHAN_MIN_AGE_MS, PHOTO_SWEEP_JOB_KIND, photoSweepJobHandlers, sweepOrphanedPhotoFiles } from "./photo-sweep";
import { jpegWithGps } from "./testing";

jest.setTimeout(30_000);

/** The sweep's clock: a Thursday in April 2026, 4 AM in New York. */
const NOW = new Date("2026-04-16T08:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let directory: string;
let s3: S3StandIn;
let camera: Buffer;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "photo-sweep-"));
  s3 = await startS3StandIn();
  camera = await jpegWithGps(640, 480);
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
  await s3.close();
});

/** Each storage, and a way to say when an object in it was stored (the sweep reads that, not the clock). */
const storages: Array<[string, () => { storage: ObjectStorage; storedAt(key: string, at: Date): Promise<void> }]> = [
  [
    "the data directory",
    () => {
      const root = path.join(directory, randomUUID());
      return { storage: dataDirStorage(root), storedAt: (key, at) => utimes(path.join(root, ...key.split("/")), at, at) };
    },
  ],
  [
    "an S3-compatible bucket",
    () => {
      // Each test starts from an empty bucket: files another database's test left are orphans here.
      s3.objects.clear();
      const storage = s3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", accessKeyId: s3.accessKeyId, secretAccessKey: "stand-in-secret", forcePathStyle: true });
      return {
        storage,
        storedAt: async (key, at) => {
          const object = s3.objects.get(key);
          if (object) object.storedAt = at;
        },
      };
    },
  ],
];

describe.each(testDrivers())("the orphaned photo sweep on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  describe.each(storages)("in %s", (_name, make) => {
    /** A visit in April with one photo its cleaner took, stored two days before the sweep. */
    async function visitWithPhoto(day: string) {
      const admin = await makeAccount(db, "Admin");
      const cleaner = await makeAccount(db, "Cleaner");
      const customer = await makeAccount(db, "Customer");
      const start = nyTime(day, 9);
      const id = await bookOrder(db, customer.id, start);
      if (!(await assignCleanerAsStaff(db, admin, id, { cleanerId: cleaner.id })).ok) throw new Error("not assigned");
      if (!(await cabinetCheckIn(db, cleaner, id, { now: start })).ok) throw new Error("not checked in");
      return { id, cleaner, start };
    }

    it("deletes files no photo names once a day old, keeps named and younger ones and anything outside the photos' folder", async () => {
      const { storage, storedAt } = make();
      const { id, cleaner, start } = await visitWithPhoto("2026-04-14");
      const added = await addJobPhoto(db, storage, cleaner, id, { data: camera, fields: { section: "Kitchen", stage: "before" } }, start);
      if (!added.ok) throw new Error(added.message);
      const [row] = await db.select().from(jobPhotos).where(eq(jobPhotos.id, added.data.photoId));
      const named = row?.storageKey ?? "";
      const orphan = `job-photos/${id}/${randomUUID()}.webp`;
      const young = `job-photos/${id}/${randomUUID()}.webp`;
      const elsewhere = `other-files/${randomUUID()}.bin`;
      for (const key of [orphan, young, elsewhere]) await storage.put(key, Buffer.from("left behind"), "image/webp");
      await storedAt(named, ago(2 * ORPHAN_MIN_AGE_MS));
      await storedAt(orphan, ago(ORPHAN_MIN_AGE_MS + 60_000));
      await storedAt(young, ago(ORPHAN_MIN_AGE_MS - 60_000));
      await storedAt(elsewhere, ago(30 * ORPHAN_MIN_AGE_MS));

      expect(await sweepOrphanedPhotoFiles(db, storage, NOW)).toEqual({ deleted: 1 });
      expect(await storage.get(orphan)).toBeNull();
      for (const key of [named, young, elsewhere]) expect(await storage.get(key)).not.toBeNull();
      // A second run finds nothing more.
      expect(await sweepOrphanedPhotoFiles(db, storage, NOW)).toEqual({ deleted: 0 });
    });

    it("deletes the files of a deleted order, whose photo rows went with it", async () => {
      const { storage, storedAt } = make();
      const { id, cleaner, start } = await visitWithPhoto("2026-04-15");
      const added = await addJobPhoto(db, storage, cleaner, id, { data: camera, fields: { section: "Kitchen", stage: "after" } }, start);
      if (!added.ok) throw new Error(added.message);
      const key = `job-photos/${id}/${added.data.photoId}.webp`;
      await storedAt(key, ago(2 * ORPHAN_MIN_AGE_MS));
      await db.delete(orders).where(eq(orders.id, id));
      expect(await db.select().from(jobPhotos).where(eq(jobPhotos.orderId, id))).toEqual([]);
      expect(await sweepOrphanedPhotoFiles(db, storage, NOW)).toEqual({ deleted: 1 });
      expect(await storage.get(key)).toBeNull();
    });
  });

  it("runs as a job with its clock and schedules the next day's run at 04:00 New York time, once", async () => {
    const root = path.join(directory, randomUUID());
    const storage = dataDirStorage(root);
    const orphan = `job-photos/${randomUUID()}/${randomUUID()}.webp`;
    await storage.put(orphan, Buffer.from("x"), "image/webp");
    await utimes(path.join(root, ...orphan.split("/")), ago(2 * ORPHAN_MIN_AGE_MS), ago(2 * ORPHAN_MIN_AGE_MS));
    const handle = photoSweepJobHandlers(() => storage, () => NOW)[PHOTO_SWEEP_JOB_KIND];
    const logged: unknown[] = [];
    const logger = { info: (fields: unknown) => logged.push(fields) } as unknown as Parameters<NonNullable<typeof handle>>[1]["logger"];
    const context = { db, logger, job: { id: 1, kind: PHOTO_SWEEP_JOB_KIND, payload: {}, attempts: 1 } } as unknown as Parameters<NonNullable<typeof handle>>[1];
    await handle?.({}, context);
    await handle?.({}, context);
    expect(await storage.get(orphan)).toBeNull();
    expect(logged).toEqual([{ deleted: 1 }]);
    const scheduled = await db.select({ runAt: jobs.runAt, dedupeKey: jobs.dedupeKey }).from(jobs).where(eq(jobs.kind, PHOTO_SWEEP_JOB_KIND));
    // The sweep ran at 4:00 AM on April 16th (EDT); the next is the 17th's.
    expect(scheduled).toEqual([{ runAt: new Date("2026-04-17T08:00:00.000Z"), dedupeKey: `${PHOTO_SWEEP_JOB_KIND}:2026-04-17` }]);
  });
});
