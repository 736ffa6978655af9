import { can } from "@/lib/kernel/enums/abilities";
import type { Role } from "@/lib/kernel/enums/roles";
import type { Page } from "@/lib/kernel/paging";
import { getDb, type Database } from "@/lib/platform/db";
import { maySend } from "../consent";
import { getSmsProvider } from "../provider/provider";
import { REPLY_MESSAGES } from "./reply";
import type { InboxQuery } from "./inbox-schemas";
import { getThread, type ThreadView } from "./thread";
import { phoneOfSegment } from "./thread-address";
import { listThreads, unreadThreadCount, type ThreadSummary } from "./threads";

/** The staff inbox's page entries (docs/architecture.md, "Pages and handlers are thin"). */

/** Whether texts go out at all, and whether the demo's test mode carries them: the inbox says so. */
export interface TextChannelState {
  textsOn: boolean;
  testMode: boolean;
}

function channelState(): TextChannelState {
  const provider = getSmsProvider();
  return { textsOn: provider !== null, testMode: provider?.testMode ?? false };
}

/** /admin/messages: the threads of one view, latest first. */
export async function inboxPageView(query: InboxQuery): Promise<{ threads: Page<ThreadSummary>; channel: TextChannelState }> {
  return { threads: await listThreads(await getDb(), query), channel: channelState() };
}

/** Whether staff may answer a thread now, and the sentence saying why not. */
export type ReplyState = { allowed: true } | { allowed: false; reason: string };

/** /admin/messages/{digits}: one thread and whether it may be answered, or null for the not-found page. */
export async function threadPageView(segment: string, now: Date = new Date()): Promise<(ThreadView & { channel: TextChannelState; reply: ReplyState }) | null> {
  const phone = phoneOfSegment(segment);
  if (phone === null) return null;
  const db = await getDb();
  const thread = await getThread(db, phone, now);
  if (!thread) return null;
  const channel = channelState();
  return { ...thread, channel, reply: await replyState(db, phone, channel) };
}

/** The reply action's own refusals, said before anyone types (lib/messaging/inbox/reply.ts checks again). */
async function replyState(db: Database, phone: string, channel: TextChannelState): Promise<ReplyState> {
  if (!channel.textsOn) return { allowed: false, reason: REPLY_MESSAGES.textsOff };
  const permission = await maySend(db, phone, "staff-reply");
  if (permission.allowed) return { allowed: true };
  return { allowed: false, reason: permission.reason === "opted-out" ? REPLY_MESSAGES.optedOutNow : REPLY_MESSAGES.notOptedIn };
}

/** The admin navigation's badge on Messages: threads with unread texts, for roles that see the inbox. */
export async function inboxNavBadge(role: Role): Promise<number> {
  return can(role, "messages.manage") ? unreadThreadCount(await getDb()) : 0;
}
