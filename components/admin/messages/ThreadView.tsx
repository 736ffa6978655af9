"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLiveTexts } from "@/components/realtime/live-texts";
import { threadReadContract } from "@/lib/messaging/inbox/inbox-contract";
import type { ThreadText } from "@/lib/messaging/inbox/thread";
import { callApi } from "@/lib/web/http/client";
import type { ReplyState } from "@/lib/messaging/inbox/inbox-pages";
import { ReplyForm } from "./ReplyForm";
import { TextBubble } from "./TextBubble";

export interface ThreadViewProps {
  phone: string;
  texts: ThreadText[];
  /** More texts exist than are shown. */
  truncated: boolean;
  /** The signed-in staff member's first name, which signs the reply. */
  signature: string;
  reply: ReplyState;
}

/**
 * An open thread (docs/messaging.md, "Staff inbox"): the texts oldest first, the reply form under
 * them. Being open on a screen is what reads their texts: it marks them read when it opens and
 * again when a text from this number arrives live, then refreshes the page's server data (the
 * thread, the navigation's count).
 */
export function ThreadView({ phone, texts, truncated, signature, reply }: ThreadViewProps) {
  const router = useRouter();
  const hasUnread = texts.some((text) => text.unread);
  const reading = useRef(false);
  // Their texts stay tagged "New" for this visit: unread when it opened, or arrived since.
  const [shownAtOpen] = useState(() => new Set(texts.filter((text) => !text.unread).map((text) => text.id)));
  const isNew = (text: ThreadText) => !text.fromUs && !shownAtOpen.has(text.id);

  const markRead = useCallback(async () => {
    if (reading.current) return;
    reading.current = true;
    const result = await callApi(threadReadContract, { params: { phone } });
    reading.current = false;
    // Refreshed either way: the new text shows even if marking it read failed.
    if (!result.ok) console.warn("[inbox] could not mark the thread read", result.error);
    router.refresh();
  }, [phone, router]);

  useEffect(() => {
    if (hasUnread) void markRead();
  }, [hasUnread, markRead]);

  useLiveTexts((signal) => {
    if (signal.kind === "resync" || signal.event.phone === phone) void markRead();
  });

  return (
    <div className="space-y-5">
      {truncated ? <p className="text-sm text-slate-600">Only the latest texts are shown.</p> : null}
      <ol aria-label="Texts" className="space-y-3" data-testid="thread-texts">
        {texts.map((text) => (
          <TextBubble key={text.id} text={text} unread={isNew(text)} />
        ))}
      </ol>
      <ReplyForm phone={phone} signature={signature} state={reply} />
    </div>
  );
}
