import { memoryStore } from "@/lib/platform/device/testing";
import type { CabinetJobDetail, CabinetJobs, CabinetJobSummary } from "../jobs";
import { cabinetJobContract, cabinetJobsContract } from "../jobs-contract";
import { saveForOffline, type OfflineSources } from "./save-for-offline";
import { jobsToKeep, readSavedJobs, saveJobs, type SavedJob } from "./saved-jobs";

/** The job answer as the phone reads it (GET /api/cabinet/jobs/:id). */
function toSavedJob(job: CabinetJobDetail): SavedJob {
  return cabinetJobContract.readAnswer({ job }).job;
}

const NOW = new Date("2026-11-27T12:42:00Z"); // Friday 7:42 AM in New York

function summary(id: string, startsAt: string): CabinetJobSummary {
  return { id, number: `C-${id}`, status: "assigned", statusLabel: "Cleaner assigned", serviceName: "Standard cleaning", startsAt, endsAt: startsAt, address: "212 W 85th St, Apt 4B, New York 10024", home: "2 bedrooms", customerFirstName: "Dana" };
}

function detail(id: string): CabinetJobDetail {
  return {
    ...summary(id, "2026-11-27T14:00:00Z"),
    serviceSlug: "standard-cleaning",
    estimatedMinutes: 180,
    borough: "Manhattan",
    mapsUrl: "https://www.google.com/maps/search/?api=1&query=212%20W%2085th%20St%2C%20New%20York%2C%20NY%2010024",
    accessNotes: "Doorman has the key; freight elevator after 9",
    access: null,
    extras: [{ id: "fridge", name: "Inside the fridge", quantity: 1 }],
    frequency: "Every two weeks",
    customerPhone: "(212) 555-0142",
    notes: null,
    tasks: null,
    checklist: [{ title: "Kitchen", items: ["Wipe the counters"] }],
    checklistDone: [],
    checkedInAt: null,
    completedAt: null,
    checkOutNote: null,
    heldForReview: false,
    onTheWay: null,
    version: 3,
  };
}

describe("jobsToKeep", () => {
  it("keeps today's jobs and tomorrow's (New York days), not the day after nor the past", () => {
    const jobs: CabinetJobs = {
      today: [summary("t1", "2026-11-27T14:00:00Z")],
      upcoming: [
        summary("late-tomorrow", "2026-11-29T04:30:00Z"), // Saturday 11:30 PM in New York
        summary("sunday", "2026-11-29T14:00:00Z"),
        summary("tomorrow", "2026-11-28T14:00:00Z"),
      ],
      past: [summary("p1", "2026-11-26T14:00:00Z")],
    };
    const ids = jobsToKeep(jobs, NOW);
    expect(ids).toEqual(["t1", "late-tomorrow", "tomorrow"]);
  });
});

describe("saved jobs on the phone", () => {
  it("reads back what was saved for the same person, with the time it was saved", async () => {
    const store = memoryStore();
    await saveJobs(store, "cleaner-1", [toSavedJob(detail("a"))], NOW);
    const saved = await readSavedJobs(store, "cleaner-1");
    expect(saved?.savedAt).toBe("2026-11-27T12:42:00.000Z");
    expect(saved?.jobs.map((job) => [job.id, job.accessNotes, job.customerPhone, job.checklist[0]?.items])).toEqual([
      ["a", "Doorman has the key; freight elevator after 9", "(212) 555-0142", ["Wipe the counters"]],
    ]);
  });

  it("keeps only what the offline pages show: the live progress and unknown fields stay off the phone", () => {
    const saved = toSavedJob(detail("a"));
    expect(saved).not.toHaveProperty("onTheWay");
    expect(saved).not.toHaveProperty("serviceSlug");
    expect(cabinetJobContract.readAnswer({ job: { ...detail("a"), stripeCustomer: "cus_1" } }).job).not.toHaveProperty("stripeCustomer");
    expect(() => cabinetJobContract.readAnswer({ job: { ...detail("a"), customerPhone: null } })).toThrow();
  });

  it("shows nothing to another cleaner signed in on the same phone", async () => {
    const store = memoryStore();
    await saveJobs(store, "cleaner-1", [toSavedJob(detail("a"))], NOW);
    expect(await readSavedJobs(store, "cleaner-2")).toBeNull();
  });

  it("a save for someone else replaces the first person's jobs", async () => {
    const store = memoryStore();
    await saveJobs(store, "cleaner-1", [toSavedJob(detail("a"))], NOW);
    await saveJobs(store, "cleaner-2", [toSavedJob(detail("b"))], NOW);
    expect(store.size()).toBe(1);
    expect(await readSavedJobs(store, "cleaner-1")).toBeNull();
    expect((await readSavedJobs(store, "cleaner-2"))?.jobs.map((job) => job.id)).toEqual(["b"]);
  });

  it("reads an unreadable record (an older page's, or tampered with) as nothing saved", async () => {
    const store = memoryStore();
    await store.put("cabinet-jobs", { userId: "cleaner-1", savedAt: "yesterday", jobs: [] });
    expect(await readSavedJobs(store, "cleaner-1")).toBeNull();
    await store.put("cabinet-jobs", { userId: "cleaner-1", savedAt: NOW.toISOString(), jobs: [{ id: "a" }] });
    expect(await readSavedJobs(store, "cleaner-1")).toBeNull();
  });

  it("nothing saved reads as null", async () => {
    expect(await readSavedJobs(memoryStore(), "cleaner-1")).toBeNull();
  });
});

describe("saveForOffline", () => {
  const list = cabinetJobsContract.readAnswer({
    today: [summary("a", "2026-11-27T14:00:00Z")],
    upcoming: [summary("b", "2026-11-28T14:00:00Z"), summary("c", "2026-12-02T14:00:00Z")],
    past: [],
  });

  function sources(failing: string[] = []): OfflineSources & { asked: string[] } {
    const asked: string[] = [];
    return {
      asked,
      jobDays: async () => list,
      job: async (id) => {
        asked.push(id);
        return failing.includes(id) ? null : toSavedJob(detail(id));
      },
    };
  }

  it("reads today's and tomorrow's jobs in full and keeps them for the cleaner, with the time", async () => {
    const store = memoryStore();
    const from = sources();
    await saveForOffline(from, store, "cleaner-1", NOW);
    expect(from.asked).toEqual(["a", "b"]);
    const saved = await readSavedJobs(store, "cleaner-1");
    expect(saved?.jobs.map((job) => job.id)).toEqual(["a", "b"]);
    expect(saved?.savedAt).toBe(NOW.toISOString());
  });

  it("keeps the last complete save when one job cannot be read, or the list cannot", async () => {
    const store = memoryStore();
    await saveForOffline(sources(), store, "cleaner-1", NOW);
    const later = new Date("2026-11-27T15:00:00Z");
    expect(await saveForOffline(sources(["b"]), store, "cleaner-1", later)).toBeNull();
    expect(await saveForOffline({ jobDays: async () => null, job: async () => null }, store, "cleaner-1", later)).toBeNull();
    expect((await readSavedJobs(store, "cleaner-1"))?.savedAt).toBe(NOW.toISOString());
  });

  it("saves a day without jobs as an empty list, so yesterday's jobs are not shown as today's", async () => {
    const store = memoryStore();
    await saveForOffline(sources(), store, "cleaner-1", NOW);
    await saveForOffline({ jobDays: async () => ({ today: [], upcoming: [] }), job: async () => null }, store, "cleaner-1", NOW);
    expect((await readSavedJobs(store, "cleaner-1"))?.jobs).toEqual([]);
  });
});
