import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { Pill } from "@/components/admin/StatusBadge";
import { DoneButton } from "@/components/admin/messages/DoneButton";
import { TextChannelNotice } from "@/components/admin/messages/TextChannelNotice";
import { ThreadContactCard } from "@/components/admin/messages/ThreadContactCard";
import { ThreadView } from "@/components/admin/messages/ThreadView";
import { threadPageView } from "@/lib/messaging/inbox/inbox-pages";
import { INBOX_PATH } from "@/lib/messaging/inbox/thread-address";
import { requireAdminPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: "Text thread" };

/** One thread of the staff inbox: the texts, the reply, "Mark done", and whose number it is. */
export default async function AdminThreadPage({ params }: { params: Promise<{ phone: string }> }) {
  const user = await requireAdminPage("messages.manage");
  const thread = await threadPageView((await params).phone);
  if (!thread) notFound();
  return (
    <>
      <AdminPageHeader
        back={{ href: thread.done ? `${INBOX_PATH}?view=done` : INBOX_PATH, label: "All messages" }}
        title={thread.contact?.name ?? thread.phoneLabel}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {thread.phoneLabel}
            {thread.done ? <Pill tone="slate">Done</Pill> : <Pill tone="sky">Open</Pill>}
            {thread.optedOut ? <Pill tone="red">Texted STOP</Pill> : null}
          </span>
        }
        actions={<DoneButton phone={thread.phone} done={thread.done} />}
      />
      <TextChannelNotice channel={thread.channel} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <ThreadView phone={thread.phone} texts={thread.texts} truncated={thread.truncated} signature={user.firstName} reply={thread.reply} />
        <div>
          <ThreadContactCard thread={thread} />
        </div>
      </div>
    </>
  );
}
