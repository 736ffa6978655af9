import { memoryStore } from "@/lib/platform/device/testing";
import { actionName, actionQueue, photoWaitProblem, readQueue, refusalLine, statusWithWaiting, ticksWithWaiting, waitingLine, WAITING_PHOTO_MAX_BYTES, WAITING_PHOTOS_MAX, type QueuedAction, type SendOutcome } from "./action-queue";
import { saveJobs } from "./saved-jobs";

/** 7:42 AM in New York on a March weekday (EDT). */
const MORNING = new Date("2026-03-17T11:42:00.000Z");
const minutes = (count: number) => new Date(MORNING.getTime() + count * 60_000);
const JOB = "0b9f7a4e-4d4c-4c3b-9d7e-1f2a3b4c5d6e";

function keys() {
  let next = 0;
  return () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, "0")}`;
}

/** A server stand-in: answers by the action's position in what it was sent, recording each send. */
function server(answer: (action: QueuedAction, index: number) => SendOutcome = () => ({ kind: "accepted", answer: {} })) {
  const sent: QueuedAction[] = [];
  return {
    sent,
    send: async (action: QueuedAction): Promise<SendOutcome> => {
      const outcome = answer(action, sent.length);
      sent.push(action);
      return outcome;
    },
  };
}

async function madeOffline(queue: ReturnType<typeof actionQueue>) {
  await queue.add({ kind: "check_in", jobId: JOB, position: null }, MORNING);
  await queue.add({ kind: "checklist", jobId: JOB, item: "Kitchen / Wipe the counters", done: true }, minutes(20));
  await queue.add({ kind: "checklist", jobId: JOB, item: "Kitchen / Clean the sink", done: true }, minutes(25));
  await queue.add({ kind: "checklist", jobId: JOB, item: "Bathroom / Scrub the tub", done: true }, minutes(60));
  await queue.add({ kind: "check_out", jobId: JOB, note: "Spare key back in the lockbox", reason: "", position: { lat: 40.7128, lng: -74.006, accuracyMeters: 25 } }, minutes(208));
}

describe("the offline action queue", () => {
  it("keeps each action with a key and the time it was made, and sends them in that order, one at a time", async () => {
    const store = memoryStore();
    const queue = actionQueue(store, "cleaner-1", keys());
    await madeOffline(queue);
    const waiting = (await queue.read()).actions;
    expect(waiting.map((action) => [action.kind, action.madeAt])).toEqual([
      ["check_in", MORNING.toISOString()],
      ["checklist", minutes(20).toISOString()],
      ["checklist", minutes(25).toISOString()],
      ["checklist", minutes(60).toISOString()],
      ["check_out", minutes(208).toISOString()],
    ]);
    expect(new Set(waiting.map((action) => action.key)).size).toBe(5);

    let inFlight = 0;
    let most = 0;
    const api = server();
    const report = await queue.send(async (action) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      const outcome = await api.send(action);
      inFlight -= 1;
      return outcome;
    });
    expect(report).toEqual({ accepted: 5, refused: 0, stopped: false });
    expect(api.sent).toEqual(waiting);
    expect(most).toBe(1);
    expect((await queue.read()).actions).toEqual([]);
  });

  it("removes a refused action from the queue, keeps its message for the job, and goes on with the rest", async () => {
    const queue = actionQueue(memoryStore(), "cleaner-1", keys());
    await madeOffline(queue);
    const api = server((action) => (action.kind === "check_out" ? { kind: "refused", message: "This visit is already completed." } : { kind: "accepted", answer: {} }));
    const answered: string[] = [];
    expect(await queue.send(api.send, (action, outcome) => answered.push(`${action.kind}:${outcome.kind}`))).toEqual({ accepted: 4, refused: 1, stopped: false });
    expect(answered).toEqual(["check_in:accepted", "checklist:accepted", "checklist:accepted", "checklist:accepted", "check_out:refused"]);
    const record = await queue.read();
    expect(record.actions).toEqual([]);
    expect(record.refused).toHaveLength(1);
    const [refused] = record.refused;
    if (!refused) throw new Error("no refusal kept");
    expect(refusalLine(refused)).toBe("Check-out at 11:10 AM was not accepted: This visit is already completed.");
    await queue.dismiss(refused.action.key);
    expect((await queue.read()).refused).toEqual([]);
  });

  it("keeps what a send could not deliver, stops there so nothing overtakes it, and sends it with the same key later", async () => {
    const queue = actionQueue(memoryStore(), "cleaner-1", keys());
    await madeOffline(queue);
    const before = (await queue.read()).actions;
    // The connection drops after two answers.
    const flaky = server((_action, index) => (index < 2 ? { kind: "accepted", answer: {} } : { kind: "unreachable" }));
    expect(await queue.send(flaky.send)).toEqual({ accepted: 2, refused: 0, stopped: true });
    expect(flaky.sent).toEqual(before.slice(0, 3));
    expect((await queue.read()).actions).toEqual(before.slice(2));

    const back = server();
    expect(await queue.send(back.send)).toEqual({ accepted: 3, refused: 0, stopped: false });
    expect(back.sent).toEqual(before.slice(2));
  });

  it("sends the same keys again after a reload: what was in flight goes again under its first key", async () => {
    const store = memoryStore();
    const first = actionQueue(store, "cleaner-1", keys());
    await madeOffline(first);
    const made = (await first.read()).actions;

    // The first answer arrives; the page is closed while the second is on its way.
    let inFlight: () => void = () => undefined;
    const secondSent = new Promise<void>((resolve) => {
      inFlight = resolve;
    });
    void first.send(async (action) => {
      if (action.key === made[0]?.key) return { kind: "accepted", answer: {} };
      inFlight();
      return new Promise<SendOutcome>(() => undefined);
    });
    await secondSent;

    // Reloaded: a new queue over the same phone store sends the rest with the keys they were made with.
    const reloaded = actionQueue(store, "cleaner-1", keys());
    const api = server();
    expect(await reloaded.send(api.send)).toEqual({ accepted: 4, refused: 0, stopped: false });
    expect(api.sent.map((action) => action.key)).toEqual(made.slice(1).map((action) => action.key));
  });

  it("sends once when asked twice at once, and keeps an action made while sending", async () => {
    const queue = actionQueue(memoryStore(), "cleaner-1", keys());
    await queue.add({ kind: "check_in", jobId: JOB, position: null }, MORNING);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = server();
    const slow = async (action: QueuedAction) => {
      await held;
      return api.send(action);
    };
    const one = queue.send(slow);
    const two = queue.send(slow);
    await queue.add({ kind: "on_the_way", jobId: JOB, etaMinutes: 20 }, minutes(1));
    release();
    expect(await one).toBe(await two);
    expect(api.sent.map((action) => action.kind)).toEqual(["check_in", "on_the_way"]);
    expect((await queue.read()).actions).toEqual([]);
  });

  it("belongs to one cleaner: another reads nothing, and saving jobs for another drops it", async () => {
    const store = memoryStore();
    const queue = actionQueue(store, "cleaner-1", keys());
    await madeOffline(queue);
    expect((await readQueue(store, "cleaner-2")).actions).toEqual([]);

    await saveJobs(store, "cleaner-1", [], MORNING);
    expect((await readQueue(store, "cleaner-1")).actions).toHaveLength(5);
    await saveJobs(store, "cleaner-2", [], MORNING);
    expect((await readQueue(store, "cleaner-1")).actions).toEqual([]);
    expect(store.size()).toBe(1);
  });

  it("keeps photos with their bytes among the other actions, and sends them in the order they were taken", async () => {
    const queue = actionQueue(memoryStore(), "cleaner-1", keys());
    const kitchen = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1])], { type: "image/jpeg" });
    await queue.add({ kind: "check_in", jobId: JOB, position: null }, MORNING);
    await queue.add({ kind: "photo", jobId: JOB, section: "Kitchen", stage: "before", photo: kitchen }, minutes(2));
    await queue.add({ kind: "checklist", jobId: JOB, item: "Kitchen / Clean the sink", done: true }, minutes(30));
    await queue.add({ kind: "photo", jobId: JOB, section: "Kitchen", stage: "after", photo: kitchen }, minutes(40));
    const api = server((action) => (action.kind === "photo" && action.stage === "after" ? { kind: "refused", message: "This job is finished or cancelled, so its photos can no longer change." } : { kind: "accepted", answer: {} }));
    expect(await queue.send(api.send)).toEqual({ accepted: 3, refused: 1, stopped: false });
    expect(api.sent.map((action) => [action.kind, action.madeAt])).toEqual([
      ["check_in", MORNING.toISOString()],
      ["photo", minutes(2).toISOString()],
      ["checklist", minutes(30).toISOString()],
      ["photo", minutes(40).toISOString()],
    ]);
    const [photo] = api.sent.filter((action) => action.kind === "photo");
    if (photo?.kind !== "photo") throw new Error("no photo sent");
    // The store keeps a copy, as IndexedDB does: the same bytes and type.
    expect(new Uint8Array(await photo.photo.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 1]));
    expect(photo.photo.type).toBe("image/jpeg");
    const [refused] = (await queue.read()).refused;
    if (!refused) throw new Error("no refusal kept");
    expect(actionName(refused.action)).toBe("After photo of Kitchen");
    expect(refusalLine(refused)).toBe("Photo at 8:22 AM was not accepted: This job is finished or cancelled, so its photos can no longer change.");
  });

  it("keeps at most a dozen photos waiting, each at most 2 MB", () => {
    const small = new Blob([new Uint8Array(300 * 1024)]);
    const photos = Array.from({ length: WAITING_PHOTOS_MAX - 1 }, () => ({ kind: "photo" as const }));
    expect(photoWaitProblem([...photos, { kind: "check_in" }], small)).toBeNull();
    expect(photoWaitProblem([...photos, { kind: "photo" }], small)).toBe("The phone already keeps 12 photos waiting to send. Take more once they are sent, when the signal is back.");
    expect(photoWaitProblem([], new Blob([new Uint8Array(WAITING_PHOTO_MAX_BYTES + 1)]))).toMatch(/^This photo is too large to keep on the phone/);
  });

  it("reads an unreadable record as an empty queue", async () => {
    const store = memoryStore();
    await store.put("cabinet-queue", { userId: "cleaner-1", actions: [{ kind: "check_in" }], refused: [] });
    expect(await readQueue(store, "cleaner-1")).toEqual({ userId: "cleaner-1", actions: [], refused: [] });
  });
});

describe("what the page shows while actions wait", () => {
  const waiting = (action: Partial<QueuedAction> & Pick<QueuedAction, "kind">) => ({ key: "k", jobId: JOB, madeAt: MORNING.toISOString(), ...action }) as QueuedAction;

  it("says when a waiting action was made, in New York time", () => {
    expect(waitingLine(MORNING.toISOString())).toBe("Waiting to send — made 7:42 AM");
  });

  it("keeps a waiting tick ticked and a waiting untick unticked, in the order they were made", () => {
    const ticks = ticksWithWaiting(
      ["Kitchen / Clean the sink"],
      [
        waiting({ kind: "checklist", item: "Kitchen / Wipe the counters", done: true }),
        waiting({ kind: "checklist", item: "Kitchen / Clean the sink", done: false }),
        waiting({ kind: "checklist", item: "Bathroom / Scrub the tub", done: true }),
        waiting({ kind: "checklist", item: "Bathroom / Scrub the tub", done: false }),
      ],
    );
    expect([...ticks]).toEqual(["Kitchen / Wipe the counters"]);
  });

  it("moves the status on for a waiting check-in or check-out, never back, and leaves a cancelled job cancelled", () => {
    expect(statusWithWaiting("assigned", [])).toBe("assigned");
    expect(statusWithWaiting("assigned", [{ kind: "check_in" }])).toBe("in_progress");
    expect(statusWithWaiting("assigned", [{ kind: "check_in" }, { kind: "check_out" }])).toBe("completed");
    expect(statusWithWaiting("completed", [{ kind: "check_in" }])).toBe("completed");
    expect(statusWithWaiting("cancelled", [{ kind: "check_in" }])).toBe("cancelled");
  });
});
