import Link from "next/link";
import { formatDateTime } from "@/lib/kernel/format/shorthand";
import { threadHref } from "@/lib/messaging/inbox/thread-address";
import type { ThreadSummary } from "@/lib/messaging/inbox/threads";

/** One thread in the inbox's list: who, their latest text, when, and how many texts staff have not opened. */
export function ThreadListItem({ thread }: { thread: ThreadSummary }) {
  const who = thread.contact ? thread.contact.name : thread.phoneLabel;
  return (
    <li data-testid="thread-item" data-phone={thread.phone} data-unread={thread.unread}>
      <Link
        href={threadHref(thread.phone)}
        className={`flex flex-col gap-1 rounded-xl border px-4 py-3 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:flex-row sm:items-center sm:gap-4 ${
          thread.unread > 0 ? "border-brand-200 bg-white" : "border-slate-200 bg-white"
        }`}
      >
        <span className="min-w-0 flex-1">
          <span className={`block ${thread.unread > 0 ? "font-bold text-ink" : "font-semibold text-slate-800"}`}>
            {who}
            {thread.contact ? <span className="ml-2 text-sm font-normal text-slate-600">{thread.phoneLabel} · {thread.contact.role}</span> : null}
          </span>
          <span className="block truncate text-sm text-slate-600">
            {thread.lastFromUs ? "You: " : ""}
            {thread.lastBody}
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-2 text-sm text-slate-600">
          <time dateTime={thread.lastAt}>{formatDateTime(thread.lastAt)}</time>
          {thread.unread > 0 ? (
            <span className="inline-flex min-w-6 justify-center rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">
              {thread.unread}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
