import { setMailTransport } from "./index";
import type { OutgoingMail } from "./transport";

/** An in-memory mailbox installed as the process's mail transport, for tests. */
export function installMailbox(): { messages: OutgoingMail[]; linkIn(to: string, path: string): string; restore(): void } {
  const messages: OutgoingMail[] = [];
  setMailTransport({
    async send(mail) {
      messages.push(mail);
      return { messageId: `<test-${messages.length}@mailbox>` };
    },
    close: () => undefined,
  });
  return {
    messages,
    linkIn(to, path) {
      const mail = [...messages].reverse().find((message) => message.to === to);
      const match = mail?.text.match(new RegExp(`https?://\\S*${path}\\?token=([A-Za-z0-9_%-]+)`));
      if (!match?.[1]) throw new Error(`no ${path} link in mail to ${to}`);
      return decodeURIComponent(match[1]);
    },
    restore: () => setMailTransport(undefined),
  };
}
