import Link from "next/link";
import { linkClass } from "@/components/ui/styles";
import { SMS_TEST_MODE_LABEL } from "@/lib/messaging/provider/types";
import type { OutboxPhone as OutboxPhoneView } from "@/lib/messaging/inbox/test-outbox";
import { threadHref } from "@/lib/messaging/inbox/thread-address";
import { SimulateReplyForm } from "./SimulateReplyForm";
import { TextBubble } from "./TextBubble";

/**
 * One recipient's phone on the test-mode outbox: what we "sent" them (on the left, as their phone
 * shows it), what they "sent" back, and the form that texts us as them. Labelled on its screen:
 * no text reached a real phone.
 */
export function OutboxPhone({ phone }: { phone: OutboxPhoneView }) {
  return (
    <section aria-label={`Phone ${phone.phoneLabel}`} data-testid="outbox-phone" data-phone={phone.phone} className="flex flex-col rounded-[2rem] border-8 border-slate-800 bg-slate-100 shadow-md">
      <header className="rounded-t-[1.4rem] bg-slate-800 px-4 pb-3 pt-2 text-white">
        <p className="text-center text-sm font-semibold">{phone.phoneLabel}</p>
        {phone.contactName ? <p className="text-center text-xs text-white/80">{phone.contactName}</p> : null}
        <p className="mt-1 text-center text-[0.7rem] font-semibold uppercase tracking-wide text-amber-300">{SMS_TEST_MODE_LABEL}</p>
      </header>
      <ol aria-label={`Texts on ${phone.phoneLabel}`} className="max-h-[28rem] flex-1 space-y-2 overflow-y-auto p-3 text-sm">
        {phone.texts.map((text) => (
          <TextBubble key={text.id} text={text} ours="left" />
        ))}
      </ol>
      <div className="space-y-2 rounded-b-[1.4rem] border-t border-slate-200 bg-white p-3">
        <SimulateReplyForm phone={phone.phone} label={`Reply from ${phone.phoneLabel}`} />
        <p className="text-center text-xs">
          <Link href={threadHref(phone.phone)} className={linkClass}>
            Open in the inbox
          </Link>
        </p>
      </div>
    </section>
  );
}
