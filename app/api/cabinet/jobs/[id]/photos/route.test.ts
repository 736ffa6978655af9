/**
 * The job-photo routes at the door: the multipart upload, the delete and the signed photo link
 * (docs/security.md, "Job photos").
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeAccount } from "@/lib/admin/test-support";
import { toSessionUser } from "@/lib/auth/users";
import type { OrderPhotoReport } from "@/lib/cabinet/photos/job-photos";
import { PHOTO_SVG_MESSAGE } from "@/lib/cabinet/photos/photo-image";
import { jpegWithGps, SVG_PHOTO } from "@/lib/cabinet/photos/testing";
import { resetConfigCache } from "@/lib/platform/config";
import { setObjectStorageForTests } from "@/lib/platform/storage";
import { dataDirStorage } from "@/lib/platform/storage/data-dir-storage";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { GET as photoGet } from "@/app/api/photos/[id]/route";
import { signedIn } from "../../session-test-support";
import { assignedVisit as visitFor, callJobRoute } from "../../test-support";
import { DELETE } from "./[photoId]/route";
import { POST } from "./route";

jest.setTimeout(60_000);

jest.mock("@/lib/auth/session", () => (jest.requireActual("../../session-test-support") as typeof import("../../session-test-support")).mockSessionModule("job-photos-route"));

let directory: string;
const savedSecret = process.env.AUTH_SECRET;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "photo-routes-"));
  process.env.AUTH_SECRET = "photo-route-test-secret-0123456789abcdefghij";
  resetConfigCache();
  setObjectStorageForTests(dataDirStorage(directory));
});
afterAll(async () => {
  setObjectStorageForTests(null);
  if (savedSecret === undefined) delete process.env.AUTH_SECRET;
  else process.env.AUTH_SECRET = savedSecret;
  resetConfigCache();
  await rm(directory, { recursive: true, force: true });
});

function form(photo: Buffer, section: string, stage: string): FormData {
  const body = new FormData();
  body.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0042.jpg");
  body.set("section", section);
  body.set("stage", stage);
  return body;
}
const upload = (id: string, body: FormData) => callJobRoute(POST, { id }, "photos", { method: "POST", body });
const remove = (id: string, photoId: string) => callJobRoute(DELETE, { id, photoId }, "photos", { method: "DELETE" });
function open(url: string) {
  const address = new URL(url, "http://localhost");
  const id = address.pathname.split("/").pop() ?? "";
  return photoGet(siteRequest(address.pathname, { query: Object.fromEntries(address.searchParams) }), { params: Promise.resolve({ id }) });
}
const files = async () => (await readdir(directory, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

describe.each(testDrivers())("the job-photo routes on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  const assignedVisit = () => visitFor(database.db);

  it("takes the assigned cleaner's photo as multipart, answers signed links that open it, and deletes it", async () => {
    const { cleaner, id } = await assignedVisit();
    signedIn.user = toSessionUser(cleaner);
    const response = await upload(id, form(await jpegWithGps(800, 600), "Kitchen", "before"));
    expect(response.status).toBe(201);
    const report = (await response.json()) as OrderPhotoReport;
    const [photo] = report.sections.find((section) => section.title === "Kitchen")?.before ?? [];
    expect(photo).toMatchObject({ stage: "before", width: 800, height: 600, url: expect.stringMatching(/^\/api\/photos\/[0-9a-f-]{36}\?expires=\d+&sig=[\w-]+$/) });

    // The link opens without a session: the signature is the permission.
    signedIn.user = null;
    const file = await open(photo?.url ?? "");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    const tampered = await open((photo?.url ?? "").replace(/sig=(.)/, (_match, first: string) => `sig=${first === "A" ? "B" : "A"}`));
    expect(tampered.status).toBe(404);
    expect(await tampered.json()).toMatchObject({ error: "This photo link has expired or is not valid. Reload the page for a new one." });

    signedIn.user = toSessionUser(cleaner);
    const deleted = await remove(id, photo?.id ?? "");
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as OrderPhotoReport).photoCount).toBe(0);
    expect((await open(photo?.url ?? "")).status).toBe(404);
  });

  it("answers a photo sent again with its idempotency key with the first photo, adding none", async () => {
    const { cleaner, id } = await assignedVisit();
    signedIn.user = toSessionUser(cleaner);
    const jpeg = await jpegWithGps(320, 240);
    const stamped = () => {
      const body = form(jpeg, "Kitchen", "after");
      body.set("idempotencyKey", "3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c");
      return body;
    };
    const first = (await (await upload(id, stamped())).json()) as OrderPhotoReport;
    const before = await files();
    const again = await upload(id, stamped());
    expect(again.status).toBe(201);
    const report = (await again.json()) as OrderPhotoReport;
    expect(report.photoCount).toBe(1);
    expect(report.sections.find((section) => section.title === "Kitchen")?.after.map((photo) => photo.id)).toEqual(first.sections.find((section) => section.title === "Kitchen")?.after.map((photo) => photo.id));
    expect(await files()).toBe(before);
  });

  it("refuses an SVG with its message, another cleaner with 404 and a customer with 403, storing nothing", async () => {
    const { cleaner, customer, id } = await assignedVisit();
    const before = await files();
    signedIn.user = toSessionUser(cleaner);
    const svg = await upload(id, form(SVG_PHOTO, "Kitchen", "before"));
    expect(svg.status).toBe(415);
    expect(await svg.json()).toMatchObject({ error: PHOTO_SVG_MESSAGE, fieldErrors: { photo: PHOTO_SVG_MESSAGE } });

    signedIn.user = toSessionUser(await makeAccount(database.db, "Cleaner"));
    expect((await upload(id, form(await jpegWithGps(64, 64), "Kitchen", "before"))).status).toBe(404);
    signedIn.user = toSessionUser(customer);
    expect((await upload(id, form(await jpegWithGps(64, 64), "Kitchen", "before"))).status).toBe(403);
    signedIn.user = toSessionUser(cleaner);
    const json = await POST(siteRequest(`/api/cabinet/jobs/${id}/photos`, { json: { section: "Kitchen" } }), { params: Promise.resolve({ id }) });
    expect(json.status).toBe(415);
    expect(await files()).toBe(before);
  });
});
