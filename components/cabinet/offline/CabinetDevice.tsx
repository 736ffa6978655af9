"use client";

import { useEffect } from "react";
import { cabinetJobContract, cabinetJobsContract } from "@/lib/cabinet/jobs-contract";
import { saveForOffline } from "@/lib/cabinet/offline/save-for-offline";
import { indexedDbStore } from "@/lib/platform/device/device-store";
import { callApi } from "@/lib/web/http/client";
import { useActionQueue } from "./ActionQueue";
import { InstallPrompt } from "./InstallPrompt";
import { useOnline } from "./use-online";

/** The worker's address; its folder, /cleaner/, is its scope (public/cleaner/sw.js). */
const WORKER_URL = "/cleaner/sw.js";

/** Registers the cabinet's worker and asks it to refresh its app shell for this cleaner (at most hourly for the same one). */
async function registerWorker(userId: string): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  await navigator.serviceWorker.register(WORKER_URL, { scope: "/cleaner/" });
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage({ type: "refresh-shell", userId });
}

/** Reads today's and tomorrow's jobs and keeps them on the phone (lib/cabinet/offline/save-for-offline.ts). */
async function saveJobsOnPhone(userId: string): Promise<void> {
  const store = indexedDbStore();
  if (!store) return;
  await saveForOffline(
    {
      jobDays: async () => {
        const result = await callApi(cabinetJobsContract);
        return result.ok ? result.data : null;
      },
      job: async (id) => {
        const result = await callApi(cabinetJobContract, { params: { id } });
        return result.ok ? result.data.job : null;
      },
    },
    store,
    userId,
    new Date(),
  );
}

/**
 * What the cabinet does on the phone (docs/architecture.md, "The cabinet offline"), mounted by
 * the cleaner section's layout only, so public pages carry none of it: the service worker, the
 * jobs kept for reading offline (saved on each visit with a connection, and again when the
 * connection comes back), the one-time home-screen ask, and a line while the phone is offline
 * saying how many actions wait to be sent (./ActionQueue.tsx, mounted around it by the layout).
 */
export function CabinetDevice({ userId }: { userId: string }) {
  const online = useOnline();
  const { waiting } = useActionQueue();

  useEffect(() => {
    registerWorker(userId).catch(() => undefined);
  }, [userId]);

  useEffect(() => {
    if (online && navigator.onLine) saveJobsOnPhone(userId).catch(() => undefined);
  }, [online, userId]);

  return (
    <>
      {online ? null : (
        // What waits for each job is said on its page (WaitingActions).
        <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          No connection. Check-in, “on my way”, ticks, photos and check-out are kept on this phone and sent when the connection returns
          {waiting.length > 0 ? ` (${waiting.length} waiting).` : "."}
        </p>
      )}
      <InstallPrompt />
    </>
  );
}
