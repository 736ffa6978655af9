import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { Pagination } from "@/components/admin/Pagination";
import { TextChannelNotice } from "@/components/admin/messages/TextChannelNotice";
import { ThreadListItem } from "@/components/admin/messages/ThreadListItem";
import { parseFilters, type RawSearchParams } from "@/lib/admin/search-params";
import { inboxPageView } from "@/lib/messaging/inbox/inbox-pages";
import { inboxQuerySchema, type InboxView } from "@/lib/messaging/inbox/inbox-schemas";
import { INBOX_PATH } from "@/lib/messaging/inbox/thread-address";
import { requireAdminPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: "Messages" };

const VIEWS: ReadonlyArray<{ view: InboxView; label: string; href: string }> = [
  { view: "open", label: "Open", href: INBOX_PATH },
  { view: "done", label: "Done", href: `${INBOX_PATH}?view=done` },
];

/** The staff inbox (docs/messaging.md, "Staff inbox"): one thread per number that texted us, latest first. */
export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage("messages.manage");
  const { query, values } = parseFilters(inboxQuerySchema, await searchParams);
  const { threads, channel } = await inboxPageView(query);
  return (
    <>
      <AdminPageHeader title="Messages" description="Texts to the business number, one thread per phone number. Open a thread to read it and reply." />
      <TextChannelNotice channel={channel} />
      <nav aria-label="Inbox views" className="mb-4 flex gap-2">
        {VIEWS.map(({ view, label, href }) => (
          <Link
            key={view}
            href={href}
            aria-current={query.view === view ? "page" : undefined}
            className={`inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold ${query.view === view ? "bg-brand-700 text-white" : "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      {threads.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">{query.view === "done" ? "No threads marked done." : "No open threads. New texts appear here as they arrive."}</p>
      ) : (
        <ul aria-label={query.view === "done" ? "Done threads" : "Open threads"} className="space-y-2">
          {threads.items.map((thread) => (
            <ThreadListItem key={thread.phone} thread={thread} />
          ))}
        </ul>
      )}
      <Pagination basePath={INBOX_PATH} params={values} page={threads.page} pageSize={threads.pageSize} total={threads.total} />
    </>
  );
}
