import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Files sent with the message, such as the visit's calendar file. */
  attachments?: ReadonlyArray<{ filename: string; contentType: string; content: string }>;
}

export interface MailDelivery {
  messageId: string;
  /** The .eml file written when no SMTP server is configured. */
  file?: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<MailDelivery>;
  close(): void;
}

/** Sends through an SMTP server (smtp:// or smtps:// URL with credentials in it). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      const info = await transporter.sendMail({ from, ...mail, attachments: mail.attachments?.map((file) => ({ ...file })) });
      return { messageId: String(info.messageId) };
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes each message as an RFC 822 file under `directory`, for a laptop or a demo without a
 * mail server. The file name sorts by time so the newest message is the last one listed.
 */
export function fileTransport(directory: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transporter.sendMail({ from, ...mail, attachments: mail.attachments?.map((file) => ({ ...file })) });
      const message = info.message;
      if (!Buffer.isBuffer(message)) throw new Error("the mail stream transport returned no buffer");
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, message, { mode: 0o600 });
      return { messageId: String(info.messageId), file };
    },
    close: () => transporter.close(),
  };
}
