import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { dataDirStorage } from "./data-dir-storage";
import { storageFromConfig } from "./index";
import { s3Storage } from "./s3-storage";
import type { ObjectStorage } from "./storage";
import { startS3StandIn, type S3StandIn } from "./testing/s3-stand-in";

let directory: string;
let s3: S3StandIn;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "storage-"));
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
  await s3.close();
});

const implementations: Array<[string, () => ObjectStorage]> = [
  ["the data directory", () => dataDirStorage(path.join(directory, "files"))],
  [
    "an S3-compatible bucket",
    () => s3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", accessKeyId: s3.accessKeyId, secretAccessKey: "stand-in-secret", forcePathStyle: true }),
  ],
];

describe.each(implementations)("object storage in %s", (_name, make) => {
  it("stores, reads back, replaces and deletes an object with its content type", async () => {
    const storage = make();
    const key = "job-photos/8d1f0c3e-3b7e-4c56-9a57-0c1c9e2b4a10/before-kitchen.webp";
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 0, 255]);
    await storage.put(key, bytes, "image/webp");
    expect(await storage.get(key)).toEqual({ data: bytes, contentType: "image/webp" });

    await storage.put(key, Buffer.from("second"), "image/jpeg");
    expect(await storage.get(key)).toEqual({ data: Buffer.from("second"), contentType: "image/jpeg" });

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // Deleting what is gone is not an error.
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("lists a folder's objects, across pages, with when each was stored, and nothing outside it", async () => {
    const storage = make();
    const folder = `sweep-${Math.random().toString(36).slice(2)}`;
    const keys = [`${folder}/a/1.webp`, `${folder}/a/2.webp`, `${folder}/b/3.webp`];
    const before = Date.now() - 60_000;
    for (const key of keys) await storage.put(key, Buffer.from(key), "image/webp");
    await storage.put(`${folder}-other/4.webp`, Buffer.from("x"), "image/webp");
    const listed = await storage.list(`${folder}/`);
    expect(listed.map((entry) => entry.key).sort()).toEqual(keys);
    for (const entry of listed) expect(entry.storedAt.getTime()).toBeGreaterThan(before);
    expect(await storage.list(`${folder}-none/`)).toEqual([]);
    await expect(storage.list("../")).rejects.toThrow("Not a storage");
    await expect(storage.list(folder)).rejects.toThrow("Not a storage folder");
  });

  it("answers null for a key never written", async () => {
    expect(await make().get("job-photos/none/never.webp")).toBeNull();
  });

  it("refuses keys that could climb out of its place", async () => {
    const storage = make();
    for (const key of ["../outside", "job-photos/../../etc/passwd", "/absolute", "a//b", "with space", ""]) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow("Not a storage key");
      await expect(storage.get(key)).rejects.toThrow("Not a storage key");
    }
  });
});

describe("the data directory", () => {
  it("keeps files private to the site's user and leaves no partial file behind", async () => {
    const root = path.join(directory, "private");
    const storage = dataDirStorage(root);
    await storage.put("job-photos/x/one.webp", Buffer.from("photo"), "image/webp");
    const file = path.join(root, "job-photos", "x", "one.webp");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readdir(path.dirname(file))).sort()).toEqual(["one.webp", "one.webp.type"]);
  });
});

describe("the S3-compatible bucket", () => {
  it("signs each request with the keys and sends a plain body to the bucket's path", async () => {
    s3.requests.length = 0;
    const storage = storageFromConfig({
      DATA_DIR: directory,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: "stand-in-secret",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(storage.kind).toBe("s3");
    await storage.put("job-photos/y/after.webp", Buffer.from("after"), "image/webp");
    expect(s3.objects.get("job-photos/y/after.webp")).toMatchObject({ data: Buffer.from("after"), contentType: "image/webp" });
    expect(s3.requests).toEqual([{ method: "PUT", path: `/${s3.bucket}/job-photos/y/after.webp` }]);
  });

  it("fails loudly on wrong keys rather than pretending the photo was stored", async () => {
    const storage = s3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", accessKeyId: "AKIAWRONG", secretAccessKey: "wrong-secret", forcePathStyle: true });
    await expect(storage.put("job-photos/z/x.webp", Buffer.from("x"), "image/webp")).rejects.toThrow();
    expect(s3.objects.has("job-photos/z/x.webp")).toBe(false);
  });

  it("is the data directory when no bucket is configured", () => {
    const storage = storageFromConfig({ DATA_DIR: directory, S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: false });
    expect(storage.kind).toBe("data-dir");
  });
});
