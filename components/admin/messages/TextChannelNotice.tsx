import Link from "next/link";
import { linkClass } from "@/components/ui/styles";
import { SMS_TEST_MODE_LABEL } from "@/lib/messaging/provider/types";
import type { TextChannelState } from "@/lib/messaging/inbox/inbox-pages";
import { TEST_OUTBOX_PATH } from "@/lib/messaging/inbox/thread-address";

/** Says, wherever texts are shown, when none really goes out: the demo's test mode, or no provider at all (docs/messaging.md). */
export function TextChannelNotice({ channel }: { channel: TextChannelState }) {
  if (channel.testMode) {
    return (
      <p className="mb-5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="sms-test-mode">
        <strong>{SMS_TEST_MODE_LABEL}.</strong> Replies and every other text land in the{" "}
        <Link href={TEST_OUTBOX_PATH} className={linkClass}>
          test-mode outbox
        </Link>
        , where you can also text us as a customer would.
      </p>
    );
  }
  if (!channel.textsOn) {
    return <p className="mb-5 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">Texts are switched off on this site (no text provider is set up): nothing is sent and replies cannot go out.</p>;
  }
  return null;
}
