import type { SmsInboundKind, SmsType } from "@/lib/kernel/enums/sms";
import { formatDateTime } from "@/lib/kernel/format/shorthand";
import { SMS_INBOUND_KIND_LABELS, SMS_STATUS_LABELS, SMS_TYPE_LABELS, type SmsStatusWord } from "@/lib/messaging/inbox/sms-labels";
import { Pill } from "../StatusBadge";

/** What a bubble shows of one text, ours or theirs (the inbox's thread and the test-mode outbox). */
export interface BubbleText {
  id: string;
  fromUs: boolean;
  type: SmsType;
  kind?: SmsInboundKind | null;
  body: string;
  status: SmsStatusWord;
  errorCode: string | null;
  segments: number;
  at: string;
}

const STATUS_TONES: Record<SmsStatusWord, "green" | "amber" | "slate" | "red" | "sky"> = {
  queued: "amber",
  sent: "sky",
  delivered: "green",
  undelivered: "red",
  failed: "red",
  received: "slate",
};

/**
 * One text as a chat bubble. `side` says whose screen it is drawn for: in the staff inbox our
 * texts sit on the right; on the outbox's phone, the customer's, they arrive on the left.
 */
export function TextBubble({ text, ours = "right", unread = false }: { text: BubbleText; ours?: "right" | "left"; unread?: boolean }) {
  const right = text.fromUs === (ours === "right");
  const kindLabel = text.kind ? SMS_INBOUND_KIND_LABELS[text.kind] : null;
  return (
    <li className={`flex ${right ? "justify-end" : "justify-start"}`} data-testid="text-bubble" data-from={text.fromUs ? "us" : "them"} data-status={text.status}>
      <div className={`max-w-[85%] rounded-2xl px-4 py-2.5 shadow-sm ${text.fromUs ? "bg-brand-700 text-white" : "border border-slate-200 bg-white text-slate-900"}`}>
        <p className="sr-only">{text.fromUs ? "We sent:" : "They wrote:"}</p>
        <p className="whitespace-pre-line break-words">{text.body}</p>
        <p className={`mt-1.5 flex flex-wrap items-center gap-1.5 text-xs ${text.fromUs ? "text-white/85" : "text-slate-500"}`}>
          <time dateTime={text.at}>{formatDateTime(text.at)}</time>
          {text.fromUs ? (
            <>
              <span>· {SMS_TYPE_LABELS[text.type]}</span>
              <span>
                · {text.segments} {text.segments === 1 ? "segment" : "segments"}
              </span>
              <Pill tone={STATUS_TONES[text.status]}>{SMS_STATUS_LABELS[text.status]}</Pill>
              {text.errorCode ? <span data-testid="text-error">({text.errorCode})</span> : null}
            </>
          ) : (
            <>
              {kindLabel ? <Pill tone="sky">{kindLabel}</Pill> : null}
              {unread ? <Pill tone="amber">New</Pill> : null}
            </>
          )}
        </p>
      </div>
    </li>
  );
}
