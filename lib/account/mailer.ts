import { getLogger, type Logger } from "@/lib/log/logger";
import { sendMail, type MailContent } from "@/lib/mail";

export type MailSender = (to: string, content: MailContent) => Promise<unknown>;

/** What account operations need from outside the database; tests pass their own. */
export interface AccountDeps {
  mail?: MailSender;
  /** The request's logger (it carries the request id). */
  logger?: Logger;
}

export function mailerOf(deps: AccountDeps): MailSender {
  return deps.mail ?? ((to, content) => sendMail(to, content));
}

/**
 * Sends a notice about a change that has already been committed: a mail server hiccup must
 * not turn a done change into an error, so a failure is logged instead of thrown.
 */
export async function sendNotice(deps: AccountDeps, to: string, content: MailContent): Promise<void> {
  try {
    await mailerOf(deps)(to, content);
  } catch (error) {
    (deps.logger ?? getLogger()).error({ err: error, subject: content.subject }, "account notice could not be sent");
  }
}
