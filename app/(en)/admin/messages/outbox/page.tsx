import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { OutboxPhone } from "@/components/admin/messages/OutboxPhone";
import { SimulateReplyForm } from "@/components/admin/messages/SimulateReplyForm";
import { SMS_TEST_MODE_LABEL } from "@/lib/messaging/provider/types";
import { testOutboxPageView } from "@/lib/messaging/inbox/test-outbox";
import { INBOX_PATH } from "@/lib/messaging/inbox/thread-address";
import { requireAdminPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: "Test-mode outbox" };

/**
 * The demo's outbox (docs/messaging.md, "Test mode outbox"): only in test mode, where no text
 * leaves the server; anywhere else the page does not exist.
 */
export default async function TestOutboxPage() {
  await requireAdminPage("messages.manage");
  const phones = await testOutboxPageView();
  if (phones === null) notFound();
  return (
    <>
      <AdminPageHeader
        back={{ href: INBOX_PATH, label: "Messages" }}
        title="Test-mode outbox"
        description="Every text the site has sent, shown on the phone it was meant for, latest first. Reply from a phone to text the business number as that person would."
      />
      <p role="note" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-950" data-testid="sms-test-mode-label">
        {SMS_TEST_MODE_LABEL}
      </p>
      {phones.length === 0 ? <p className="mb-6 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">No texts yet. Book a visit with texts switched on, and the confirmation appears here.</p> : null}
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {phones.map((phone) => (
          <OutboxPhone key={phone.phone} phone={phone} />
        ))}
      </div>
      <div className="mt-8 max-w-md">
        <AdminSectionCard id="simulate-new" title="A text from another number" description="As if someone we never texted wrote to the business number.">
          <SimulateReplyForm label="Text from another number" />
        </AdminSectionCard>
      </div>
    </>
  );
}
