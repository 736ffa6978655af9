import path from "node:path";
import { getConfig, type AppConfig } from "@/lib/platform/config";
import { getLogger } from "@/lib/platform/log/logger";
import type { Brand, MailContent } from "./content";
import { renderMail } from "./layout";
import { fileTransport, smtpTransport, type MailDelivery, type MailTransport } from "./transport";
import { processSlot } from "@/lib/kernel/process/slot";

export type { MailContent } from "./content";

export const COMPANY_NAME = "Borough Bright Cleaning";

const TRANSPORT = processSlot<MailTransport>("mail");

export function createTransport(config: AppConfig): MailTransport {
  return config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : fileTransport(path.resolve(config.DATA_DIR, "mail"), config.MAIL_FROM);
}

function getTransport(): MailTransport {
  return TRANSPORT.getOrCreate(() => createTransport(getConfig()));
}

/**
 * Replaces the process's transport (tests use an in-memory mailbox); undefined restores the default.
 * @internal A test seam: it reaches state private to this module; knip --production ignores it (docs/architecture.md#layers).
 */
export function setMailTransport(transport: MailTransport | undefined): void {
  if (transport) TRANSPORT.set(transport);
  else TRANSPORT.clear();
}

export function brandFromConfig(config: AppConfig): Brand {
  return { name: COMPANY_NAME, phone: config.COMPANY_PHONE, email: config.COMPANY_EMAIL, address: config.COMPANY_ADDRESS, publicUrl: config.PUBLIC_URL };
}

/**
 * Renders and sends one message. The log line names the recipient's domain and the subject,
 * never the body, which can hold links with tokens or gift-card codes.
 */
export async function sendMail(to: string, content: MailContent, transport: MailTransport = getTransport()): Promise<MailDelivery> {
  const rendered = renderMail(content, brandFromConfig(getConfig()));
  const delivery = await transport.send({ to, ...rendered });
  getLogger().info(
    { mail: { toDomain: to.split("@")[1] ?? "", subject: rendered.subject, messageId: delivery.messageId, file: delivery.file } },
    "mail sent",
  );
  return delivery;
}
