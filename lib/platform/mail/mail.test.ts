import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { renderMail } from "./layout";
import { fileTransport, smtpTransport } from "./transport";

const brand = { name: "Borough Bright Cleaning", phone: "(212) 555-0147", email: "hello@example.com", address: "123 Example St, Brooklyn, NY 11201", publicUrl: "http://localhost:3000" };
const content = {
  subject: "Your cleaning is confirmed",
  heading: "See you Tuesday, Jordan",
  paragraphs: ["Your deep cleaning at 5 <Bedford> Ave is confirmed for 9:00 AM."],
  action: { label: "View your order", url: "http://localhost:3000/order/42?x=1&y=2" },
};

describe("renderMail", () => {
  it("renders matching HTML and plain-text parts and escapes what it is given", () => {
    const mail = renderMail(content, brand);
    expect(mail.subject).toBe("Your cleaning is confirmed");
    expect(mail.html).toContain("5 &lt;Bedford&gt; Ave");
    expect(mail.html).toContain('href="http://localhost:3000/order/42?x=1&amp;y=2"');
    expect(mail.html).not.toContain("<Bedford>");
    expect(mail.text).toContain("Your deep cleaning at 5 <Bedford> Ave is confirmed for 9:00 AM.");
    expect(mail.text).toContain("View your order: http://localhost:3000/order/42?x=1&y=2");
    expect(mail.text).toContain("(212) 555-0147");
  });

  it("lays the message out in tables with inline styles, a button Outlook draws too, the logo from our site and the footer", () => {
    const mail = renderMail(content, brand);
    expect(mail.html).not.toMatch(/<style|<link|display:\s*flex|display:\s*grid/);
    expect(mail.html).toContain('<img src="http://localhost:3000/email/logo.png"');
    // The bulletproof button: a VML shape inside an Outlook-only comment, a padded link for everyone else.
    expect(mail.html).toMatch(/<!--\[if mso\]><v:roundrect [^>]*href="http:\/\/localhost:3000\/order\/42\?x=1&amp;y=2"/);
    expect(mail.html).toMatch(/<!--\[if !mso\]><!--><a href="http:\/\/localhost:3000\/order\/42\?x=1&amp;y=2"[^>]*>View your order<\/a>/);
    for (const fact of ["123 Example St, Brooklyn, NY 11201", 'href="tel:+12125550147"', 'href="mailto:hello@example.com"']) expect(mail.html).toContain(fact);
    expect(mail.text).toContain("123 Example St, Brooklyn, NY 11201");
  });
});

describe("fileTransport", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "mail-"));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("writes each message as an RFC 822 file with both parts", async () => {
    const transport = fileTransport(path.join(directory, "mail"), "Borough Bright <hello@example.com>");
    const delivery = await transport.send({ to: "jordan@example.com", ...renderMail(content, brand) });
    expect(delivery.file).toMatch(/\.eml$/);
    const raw = await readFile(delivery.file ?? "", "utf8");
    expect(raw).toMatch(/^From: Borough Bright <hello@example.com>$/m);
    expect(raw).toMatch(/^To: jordan@example.com$/m);
    expect(raw).toMatch(/^Subject: Your cleaning is confirmed$/m);
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
    transport.close();
  });

  it("sends an attachment with the message: the visit's calendar file", async () => {
    const transport = fileTransport(path.join(directory, "mail"), "Borough Bright <hello@example.com>");
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    const rendered = renderMail({ ...content, attachments: [{ filename: "borough-bright-C-10042.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics }] }, brand);
    const delivery = await transport.send({ to: "jordan@example.com", ...rendered });
    const raw = await readFile(delivery.file ?? "", "utf8");
    expect(raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;\s+name=borough-bright-C-10042\.ics$/m);
    expect(raw).toMatch(/^Content-Disposition: attachment; filename=borough-bright-C-10042\.ics$/m);
    transport.close();
  });
});

describe("smtpTransport", () => {
  it("delivers to a real SMTP server", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, "hello@example.com");
    try {
      await transport.send({ to: "jordan@example.com", ...renderMail(content, brand) });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^Subject: Your cleaning is confirmed\r?$/m);
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
