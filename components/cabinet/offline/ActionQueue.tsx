"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { actionQueue, type ActionQueue, type NewAction, type QueueRecord, type QueuedAction, type RefusedAction, type SendOutcome } from "@/lib/cabinet/offline/action-queue";
import { checkInContract, checklistTickContract, checkOutContract, onTheWayContract } from "@/lib/cabinet/jobs-contract";
import { uploadJobPhotoContract } from "@/lib/cabinet/photos/photos-contract";
import type { FieldErrors } from "@/lib/kernel/failure";
import { indexedDbStore, type DeviceStore } from "@/lib/platform/device/device-store";
import { callApi, type ApiResult } from "@/lib/web/http/client";
import { useOnline } from "./use-online";

/** What became of one action the cleaner made: the server's answer, its refusal, or kept on the phone to be sent. */
export type ActOutcome = { kind: "accepted"; answer: unknown } | { kind: "refused"; message: string; fieldErrors: FieldErrors } | { kind: "queued"; madeAt: Date };

interface ActionQueueValue {
  /** Every action waiting to be sent, oldest first. */
  waiting: readonly QueuedAction[];
  /** Actions the server did not accept after waiting, until dismissed. */
  refused: readonly RefusedAction[];
  act(action: NewAction): Promise<ActOutcome>;
  dismiss(key: string): void;
}

/** Answers that mean the request did not reach us, or we could not take it now: the action waits. */
const NOT_REACHED = new Set([0, 408, 429, 502, 503, 504]);

function outcomeOf(result: ApiResult<unknown>): SendOutcome & { fieldErrors?: FieldErrors } {
  if (result.ok) return { kind: "accepted", answer: result.data };
  if (NOT_REACHED.has(result.status)) return { kind: "unreachable" };
  return { kind: "refused", message: result.error, fieldErrors: result.fieldErrors };
}

type Stamp = { madeAt?: string; idempotencyKey: string } | Record<string, never>;

/** One action to its endpoint, with its key and the time it was made (docs/architecture.md, "The cabinet offline"). */
function sendAction(action: NewAction, stamp: Stamp): Promise<ApiResult<unknown>> {
  const params = { id: action.jobId };
  switch (action.kind) {
    case "check_in":
      return callApi(checkInContract, {
        params,
        body: "idempotencyKey" in stamp || action.position ? { ...(action.position ? { position: action.position } : {}), ...stamp } : undefined,
      });
    case "on_the_way":
      return callApi(onTheWayContract, { params, body: { etaMinutes: action.etaMinutes, ...stamp } });
    case "checklist":
      return callApi(checklistTickContract, { params, body: { item: action.item, done: action.done, ...stamp } });
    case "check_out":
      return callApi(checkOutContract, {
        params,
        body: { note: action.note, ...(action.reason ? { reason: action.reason } : {}), ...(action.position ? { position: action.position } : {}), ...stamp },
      });
    case "photo": {
      // The same multipart form as a photo sent at once, with the stamp as two more fields.
      const body = new FormData();
      body.set("photo", action.photo, "photo.jpg");
      body.set("section", action.section);
      body.set("stage", action.stage);
      for (const [name, value] of Object.entries(stamp)) body.set(name, value);
      return callApi(uploadJobPhotoContract, { params, body });
    }
  }
}

/** A phone without IndexedDB (older private modes) still queues, for as long as the page stays open. */
function pageMemoryStore(): DeviceStore {
  const records = new Map<string, unknown>();
  return {
    get: async (key) => records.get(key),
    put: async (key, value) => void records.set(key, value),
    delete: async (key) => void records.delete(key),
    clear: async () => records.clear(),
  };
}

/**
 * Without the provider (a component rendered on its own), every action is sent at once, as the
 * cabinet did before the queue: a lost connection is a refusal with the network's message.
 */
const direct: ActionQueueValue = {
  waiting: [],
  refused: [],
  act: async (action) => {
    const result = await sendAction(action, {});
    return result.ok ? { kind: "accepted", answer: result.data } : { kind: "refused", message: result.error, fieldErrors: result.fieldErrors };
  },
  dismiss: () => undefined,
};

const ActionQueueContext = createContext<ActionQueueValue>(direct);

export function useActionQueue(): ActionQueueValue {
  return useContext(ActionQueueContext);
}

/** What waits for one job. */
export function useJobQueue(jobId: string) {
  const { waiting, refused, act, dismiss } = useActionQueue();
  return useMemo(
    () => ({ waiting: waiting.filter((action) => action.jobId === jobId), refused: refused.filter((refusal) => refusal.action.jobId === jobId), act, dismiss }),
    [waiting, refused, act, dismiss, jobId],
  );
}

/**
 * The offline write queue of the cabinet's pages (docs/architecture.md, "The cabinet offline").
 * Every action goes through the queue: kept on the phone first, then, with a connection, sent at
 * once in its turn; what does not reach the server waits, shown as done, and the queue sends it
 * when the browser says the connection is back (and on every page load). An action sent at the
 * tap answers the component that made it (a refusal shows where the cleaner acted); one sent
 * later and refused is kept to be shown on its job.
 */
export function ActionQueueProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const router = useRouter();
  const online = useOnline();
  const queue = useRef<ActionQueue | null>(null);
  const answers = useRef(new Map<string, SendOutcome & { fieldErrors?: FieldErrors }>());
  // Actions sent at the tap, not tried before: they go without `madeAt`, so the server's clock
  // times them and a phone whose clock is off is never refused for it; one that waited carries it.
  const fresh = useRef(new Set<string>());
  // Actions whose tap is waiting for its answer (`act`), which get it through `answers`.
  const awaiting = useRef(new Set<string>());
  const [record, setRecord] = useState<QueueRecord>({ userId, actions: [], refused: [] });
  // The keys of `awaiting`, for rendering: what the page must not show as waiting yet.
  const [answering, setAnswering] = useState<ReadonlySet<string>>(new Set());

  const queueOf = useCallback((): ActionQueue => {
    queue.current ??= actionQueue(indexedDbStore() ?? pageMemoryStore(), userId);
    return queue.current;
  }, [userId]);

  const reread = useCallback(async () => setRecord(await queueOf().read()), [queueOf]);

  /** Sends what waits; with `refresh`, the page then shows the server's state when something was accepted. */
  const flush = useCallback(async (refresh: boolean) => {
    const report = await queueOf().send(
      async (action) => {
        const atTheTap = fresh.current.delete(action.key);
        const outcome = outcomeOf(await sendAction(action, atTheTap ? { idempotencyKey: action.key } : { madeAt: action.madeAt, idempotencyKey: action.key }));
        if (!awaiting.current.has(action.key)) return outcome;
        answers.current.set(action.key, outcome);
        // Refused at the tap: shown where the cleaner acted, not kept to show again on the job.
        return outcome.kind === "refused" ? { ...outcome, shown: true } : outcome;
      },
      () => void reread(),
    );
    await reread();
    if (refresh && report.accepted > 0) router.refresh();
    return report;
  }, [queueOf, reread, router]);

  useEffect(() => {
    void reread();
  }, [reread]);

  useEffect(() => {
    if (online && navigator.onLine) flush(true).catch(() => undefined);
  }, [online, flush]);

  const act = useCallback(
    async (action: NewAction): Promise<ActOutcome> => {
      const madeAt = new Date();
      const key = crypto.randomUUID();
      const sendNow = navigator.onLine;
      // Marked before it is kept, so a send already under way that picks it up answers this tap.
      if (sendNow) {
        fresh.current.add(key);
        awaiting.current.add(key);
        setAnswering((keys) => new Set(keys).add(key));
      }
      const queued = await queueOf().add(action, madeAt, key);
      await reread();
      let accepted = 0;
      if (sendNow) {
        // Twice at most: a send already finishing when this one was kept may have missed it.
        for (let round = 0; round < 2 && !answers.current.has(queued.key); round += 1) {
          const report = await flush(false);
          accepted += report.accepted;
          if (report.stopped) break;
        }
      }
      const answer = answers.current.get(queued.key);
      answers.current.delete(queued.key);
      fresh.current.delete(queued.key);
      awaiting.current.delete(queued.key);
      // Shown as waiting from now on only if it is still kept (the network did not answer).
      setAnswering((keys) => {
        const rest = new Set(keys);
        rest.delete(queued.key);
        return rest;
      });
      // Older actions went out first: the page shows what they changed (its own answer the caller shows).
      if (accepted > (answer?.kind === "accepted" ? 1 : 0)) router.refresh();
      if (answer?.kind === "accepted") return { kind: "accepted", answer: answer.answer };
      if (answer?.kind === "refused") return { kind: "refused", message: answer.message, fieldErrors: answer.fieldErrors ?? {} };
      return { kind: "queued", madeAt };
    },
    [queueOf, reread, flush, router],
  );

  const dismiss = useCallback(
    (key: string) => {
      void queueOf()
        .dismiss(key)
        .then(() => reread());
    },
    [queueOf, reread],
  );

  // An action sent at the tap is not shown as waiting while its answer is on its way: the page
  // would show the job as done and take away the dialog that must show a refusal.
  const value = useMemo(() => ({ waiting: record.actions.filter((action) => !answering.has(action.key)), refused: record.refused, act, dismiss }), [record, answering, act, dismiss]);
  return <ActionQueueContext.Provider value={value}>{children}</ActionQueueContext.Provider>;
}

/** An action through the queue as the staff action button reads a result: kept on the phone counts as done. */
export async function actAsResult(act: ActionQueueValue["act"], action: NewAction): Promise<ApiResult<Exclude<ActOutcome, { kind: "refused" }>>> {
  const outcome = await act(action);
  return outcome.kind === "refused" ? { ok: false, status: 409, error: outcome.message, fieldErrors: outcome.fieldErrors } : { ok: true, status: 200, data: outcome };
}
