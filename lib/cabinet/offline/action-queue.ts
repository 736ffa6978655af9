import { z } from "zod";
import type { OrderStatus } from "@/lib/kernel/enums/orders";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import type { DeviceStore } from "@/lib/platform/device/device-store";

/**
 * The cabinet's offline write queue (docs/architecture.md, "The cabinet offline"): check-in,
 * "on my way", checklist ticks, photos and check-out made without a connection are kept on the phone,
 * each with an idempotency key and the instant it was made, and sent later in the order they were
 * made, one at a time. One record per phone under "cabinet-queue", holding the id of the person
 * it belongs to, like the saved jobs: reading for anyone else finds nothing. An answer removes
 * the action (a refusal is kept beside the queue to be shown on its job until dismissed); a
 * send that did not reach the server keeps it, and the queue stops there so nothing overtakes it.
 *
 * Browser-safe and pure but for the store it is handed; the page's hook
 * (components/cabinet/offline/ActionQueue.tsx) sends and says what waits.
 */

const RECORD_KEY = "cabinet-queue";

const base = { key: z.uuid(), jobId: z.string(), madeAt: z.iso.datetime({ offset: true }) };

/** Where the phone was when the cleaner checked in or out, if it said (docs/product.md, "Checking in where the job is"). */
const position = z.object({ lat: z.number(), lng: z.number(), accuracyMeters: z.number() }).nullable();

const queuedActionSchema = z.discriminatedUnion("kind", [
  z.object({ ...base, kind: z.literal("check_in"), position }),
  z.object({ ...base, kind: z.literal("on_the_way"), etaMinutes: z.number() }),
  z.object({ ...base, kind: z.literal("checklist"), item: z.string(), done: z.boolean() }),
  z.object({ ...base, kind: z.literal("check_out"), note: z.string(), reason: z.string(), position }),
  // The photo as the phone made it small (components/cabinet/photos/shrink-photo.ts); IndexedDB keeps the Blob itself.
  z.object({ ...base, kind: z.literal("photo"), section: z.string(), stage: z.enum(["before", "after"]), photo: z.instanceof(Blob) }),
]);

/** One action made on the phone, waiting to be sent. */
export type QueuedAction = z.infer<typeof queuedActionSchema>;

/** What a new action needs; the queue adds its key and time. */
export type NewAction = QueuedAction extends infer A ? (A extends QueuedAction ? Omit<A, "key" | "madeAt"> : never) : never;

const refusalSchema = z.object({ action: queuedActionSchema, message: z.string() });

/** An action the server did not accept, kept to be shown on its job until the cleaner dismisses it. */
export type RefusedAction = z.infer<typeof refusalSchema>;

const queueRecordSchema = z.object({ userId: z.string(), actions: z.array(queuedActionSchema), refused: z.array(refusalSchema) });

export type QueueRecord = z.infer<typeof queueRecordSchema>;

/**
 * How one send went: the server's answer, its refusal (with its message; `shown: true` when the
 * cleaner is already looking at it where they acted, so it is not kept to show again), or no
 * answer at all.
 */
export type SendOutcome = { kind: "accepted"; answer: unknown } | { kind: "refused"; message: string; shown?: boolean } | { kind: "unreachable" };

const empty = (userId: string): QueueRecord => ({ userId, actions: [], refused: [] });

/** The person's queue; an empty one when none is kept, it is someone else's, or it is unreadable. */
export async function readQueue(store: DeviceStore, userId: string): Promise<QueueRecord> {
  const parsed = queueRecordSchema.safeParse(await store.get(RECORD_KEY));
  return parsed.success && parsed.data.userId === userId ? parsed.data : empty(userId);
}

/** Saving jobs for a cleaner drops a queue another person left on the phone (docs/security.md, "On the phone"). */
export async function dropQueueOfOthers(store: DeviceStore, userId: string): Promise<void> {
  const parsed = queueRecordSchema.safeParse(await store.get(RECORD_KEY));
  if (!parsed.success || parsed.data.userId !== userId) await store.delete(RECORD_KEY);
}

/**
 * One phone's queue for one person. Every change is read, changed and written in turn (a tap
 * while the queue sends cannot lose either), and `send` never runs twice at once.
 */
export function actionQueue(store: DeviceStore, userId: string, makeKey: () => string = () => crypto.randomUUID()) {
  let turn: Promise<unknown> = Promise.resolve();
  let sending: Promise<SendReport> | null = null;

  function change<T>(work: (record: QueueRecord) => { record: QueueRecord; value: T }): Promise<T> {
    const next = turn.then(async () => {
      const { record, value } = work(await readQueue(store, userId));
      await store.put(RECORD_KEY, record);
      return value;
    });
    turn = next.catch(() => undefined);
    return next;
  }

  async function sendAll(send: (action: QueuedAction) => Promise<SendOutcome>, onAnswer: (action: QueuedAction, outcome: SendOutcome) => void): Promise<SendReport> {
    const report: SendReport = { accepted: 0, refused: 0, stopped: false };
    for (;;) {
      const [next] = (await readQueue(store, userId)).actions;
      if (!next) return report;
      const outcome = await send(next);
      if (outcome.kind === "unreachable") return { ...report, stopped: true };
      await change((record) => ({
        record: {
          ...record,
          actions: record.actions.filter((action) => action.key !== next.key),
          refused: outcome.kind === "refused" && !outcome.shown ? [...record.refused, { action: next, message: outcome.message }] : record.refused,
        },
        value: null,
      }));
      if (outcome.kind === "accepted") report.accepted += 1;
      else report.refused += 1;
      onAnswer(next, outcome);
    }
  }

  return {
    read: () => readQueue(store, userId),
    /** Keeps an action made at `madeAt` at the end of the queue, with its key (a new one unless given). */
    add: (action: NewAction, madeAt: Date, key: string = makeKey()): Promise<QueuedAction> =>
      change((record) => {
        const queued: QueuedAction = { ...action, key, madeAt: madeAt.toISOString() };
        return { record: { ...record, actions: [...record.actions, queued] }, value: queued };
      }),
    /**
     * Sends what waits, oldest first, one at a time, until the queue is empty or a send does not
     * reach the server. A second call while sending shares the first.
     */
    send: (send: (action: QueuedAction) => Promise<SendOutcome>, onAnswer: (action: QueuedAction, outcome: SendOutcome) => void = () => undefined): Promise<SendReport> => {
      sending ??= sendAll(send, onAnswer).finally(() => {
        sending = null;
      });
      return sending;
    },
    /** The cleaner read the refusal. */
    dismiss: (key: string): Promise<null> => change((record) => ({ record: { ...record, refused: record.refused.filter((refusal) => refusal.action.key !== key) }, value: null })),
  };
}

export type ActionQueue = ReturnType<typeof actionQueue>;

export interface SendReport {
  accepted: number;
  refused: number;
  /** True when a send did not reach the server: what is left waits for the connection. */
  stopped: boolean;
}

const ACTION_NAMES: Readonly<Record<QueuedAction["kind"], string>> = {
  check_in: "Check-in",
  on_the_way: "“On my way”",
  checklist: "Checklist tick",
  check_out: "Check-out",
  photo: "Photo",
};

/**
 * How many photos the phone keeps waiting, and how big each may be: a day's rooms before and
 * after, about 300 KB each once made small, so at most 12 × 2 MB (24 MB, usually under 4 MB) of
 * the browser's storage, which allows far more. A file the phone could not make small (a HEIC an
 * old Android cannot read) is not kept: it must go while there is a connection.
 */
export const WAITING_PHOTOS_MAX = 12;
export const WAITING_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** Why a photo cannot be kept on the phone to send later, or null when it can. */
export function photoWaitProblem(waiting: readonly Pick<QueuedAction, "kind">[], photo: Blob): string | null {
  if (waiting.filter((action) => action.kind === "photo").length >= WAITING_PHOTOS_MAX) {
    return `The phone already keeps ${WAITING_PHOTOS_MAX} photos waiting to send. Take more once they are sent, when the signal is back.`;
  }
  if (photo.size > WAITING_PHOTO_MAX_BYTES) return "This photo is too large to keep on the phone without a connection. Take it again when the signal is back.";
  return null;
}

/** "Waiting to send — made 7:42 AM", under an action the phone keeps. */
export function waitingLine(madeAt: string): string {
  return `Waiting to send — made ${formatInNewYork(madeAt, "time")}`;
}

/** "Check-out at 3:10 PM was not accepted: …", on the job of a refused action. */
export function refusalLine(refusal: RefusedAction): string {
  const { action } = refusal;
  return `${ACTION_NAMES[action.kind]} at ${formatInNewYork(action.madeAt, "time")} was not accepted: ${refusal.message}`;
}

/** "Check-in", for the list of what waits. */
export function actionName(action: QueuedAction): string {
  // The item's own words, without its section (lib/cabinet/checklists.ts keys them "Kitchen / Wipe the counters").
  if (action.kind === "checklist") return `${action.done ? "Ticked" : "Unticked"} “${action.item.split(" / ").slice(1).join(" / ") || action.item}”`;
  if (action.kind === "on_the_way") return `“On my way”, ${action.etaMinutes} min`;
  if (action.kind === "photo") return `${action.stage === "before" ? "Before" : "After"} photo of ${action.section}`;
  return ACTION_NAMES[action.kind];
}

const ORDER: readonly OrderStatus[] = ["assigned", "in_progress", "completed"];

/**
 * The status the page shows while actions wait: the server's, moved on by a waiting check-in or
 * check-out (never back: what the server says later can only be the same or further on). Any
 * other status (pending, confirmed, cancelled) is the server's as it is.
 */
export function statusWithWaiting(status: OrderStatus, waiting: readonly Pick<QueuedAction, "kind">[]): OrderStatus {
  const at = ORDER.indexOf(status);
  if (at < 0) return status;
  let step = at;
  for (const action of waiting) {
    if (action.kind === "check_in") step = Math.max(step, 1);
    if (action.kind === "check_out") step = Math.max(step, 2);
  }
  return ORDER[step] ?? status;
}

/** The ticks the page shows: the server's, with the waiting ticks and unticks applied in order. */
export function ticksWithWaiting(done: readonly string[], waiting: readonly QueuedAction[]): Set<string> {
  const ticks = new Set(done);
  for (const action of waiting) {
    if (action.kind !== "checklist") continue;
    if (action.done) ticks.add(action.item);
    else ticks.delete(action.item);
  }
  return ticks;
}
