import { getDb } from "@/lib/platform/db";
import type { BoardQuery } from "./board-layout";
import { dispatchBoard, type DispatchBoard } from "./dispatch-board";

/** /admin/schedule: the dispatch board for the asked day or week, as of `now`. */
export async function schedulePageView(query: BoardQuery, now: Date = new Date()): Promise<DispatchBoard> {
  return dispatchBoard(await getDb(), query, now);
}
