import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "CleanDemo2026!";
export const DEMO = {
  superAdmin: "superadmin@demo.test",
  admin: "admin@demo.test",
  moderator: "moderator@demo.test",
  cleaner: "cleaner@demo.test",
  customer: "customer@demo.test",
} as const;

/** Signs a request context (and the browser context it belongs to) in through next-auth's own endpoints. */
export async function signIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<void> {
  const csrf = await request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in of ${email}`).toBeLessThan(400);
  const session = (await (await request.get("/api/auth/session")).json()) as { user?: { email: string } };
  expect(session.user?.email).toBe(email);
}

/** A made-up client address (TEST-NET-2), so per-address limits count each test on its own. */
export function uniqueAddress(): string {
  const bytes = randomUUID().replace(/-/g, "").slice(0, 4);
  return `198.51.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}`;
}

/** A new, unique email address for a test's own account. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/**
 * Registers a fresh Customer through the public API and returns its id and email. Registration
 * answers the same for any address and never names the account, so the id is read by signing
 * in once with the caller's (signed-out) context and out again.
 */
export async function registerCustomer(
  request: APIRequestContext,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<{ id: string; email: string; password: string }> {
  const account = { firstName: "Test", lastName: "Customer", email: uniqueEmail(), password: "Sunny-Stoop-42", ...overrides };
  const response = await request.post("/api/account/register", { data: account, headers: { "x-forwarded-for": uniqueAddress() } });
  expect(response.status(), await response.text()).toBe(202);
  // Signed in once to learn the id, then out again: the caller's context is left as it was.
  await signIn(request, account.email, account.password);
  const session = (await (await request.get("/api/auth/session")).json()) as { user: { id: string } };
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  await request.post("/api/auth/signout", { form: { csrfToken, json: "true" }, maxRedirects: 0 });
  return { id: session.user.id, email: account.email, password: account.password };
}

/** On /login: opens the "Create account" tab, fills the form and submits it; answers the form, for what it says next. */
export async function submitRegistration(page: Page, account: { firstName: string; lastName: string; email: string; password: string }): Promise<Locator> {
  await page.getByRole("tab", { name: "Create account" }).click();
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("First name").fill(account.firstName);
  await form.getByLabel("Last name").fill(account.lastName);
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Create account" }).click();
  return form;
}

/**
 * Polls (up to 20 s) until `read` finds something in the mails, and returns it. Account mails go
 * through the job queue, so they arrive after the request that queued them answered; a read
 * that fails (no mail directory yet, no link in the mail) counts as nothing found.
 */
async function waitForMail(read: () => Promise<string>, message: string): Promise<string> {
  let found = "";
  await expect
    .poll(async () => {
      found = await read().catch(() => "");
      return found !== "";
    }, { timeout: 20_000, message })
    .toBe(true);
  return found;
}

/** The newest mail file sent to an address by the server of this run (DATA_DIR/mail), once there is one. */
export function latestMailTo(email: string, dataDir = process.env.E2E_DATA_DIR ?? ""): Promise<string> {
  return waitForMail(() => newestMailTo(email, dataDir), `a mail to ${email}`);
}

/** Waits for the newest mail to an address to hold a link to `pathname`, and returns that link. */
export function mailWithLink(email: string, pathname: string, dataDir = process.env.E2E_DATA_DIR ?? ""): Promise<string> {
  return waitForMail(async () => linkFromMail(await newestMailTo(email, dataDir), pathname), `a mail to ${email} with a ${pathname} link`);
}

/** Waits for a mail to an address with this subject and returns it (the newest mail may still be an older one). */
export function mailWithSubject(email: string, subject: string, dataDir = process.env.E2E_DATA_DIR ?? ""): Promise<string> {
  return waitForMail(async () => (await mailsTo(email, dataDir)).find((raw) => raw.includes(`\nSubject: ${subject}`)) ?? "", `a mail to ${email} titled "${subject}"`);
}

/**
 * How many mails to an address carry this subject now, without waiting: for "sent once" checks,
 * made after waiting for something that shows the mail in question would have gone by then.
 */
export async function countMailsWithSubject(email: string, subject: string, dataDir = process.env.E2E_DATA_DIR ?? ""): Promise<number> {
  return (await mailsTo(email, dataDir)).filter((raw) => raw.includes(`\nSubject: ${subject}`)).length;
}

/** Every mail to an address, newest first. */
async function mailsTo(email: string, dataDir: string): Promise<string[]> {
  const directory = path.join(dataDir, "mail");
  let files: string[] = [];
  try {
    files = (await readdir(directory)).filter((file) => file.endsWith(".eml")).sort().reverse();
  } catch {
    files = [];
  }
  const recipient = new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m");
  const mails: string[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(directory, file), "utf8");
    if (recipient.test(raw)) mails.push(raw);
  }
  return mails;
}

async function newestMailTo(email: string, dataDir: string): Promise<string> {
  const [newest] = await mailsTo(email, dataDir);
  if (newest === undefined) throw new Error(`no mail to ${email} in ${path.join(dataDir, "mail")}`);
  return newest;
}

/** A mail's text with quoted-printable soft line breaks joined and `=3D` read back as `=`, so long lines can be searched. */
export const unfoldMail = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

/** The first link in a mail's plain-text part that goes to `pathname` with its token in `param` (`?token=` unless told). */
export function linkFromMail(raw: string, pathname: string, param = "token"): string {
  const unfolded = unfoldMail(raw);
  const match = unfolded.match(new RegExp(`https?://[^\\s"<>]*${pathname.replace(/\//g, "\\/")}\\?${param}=[A-Za-z0-9_%-]+`));
  if (!match) throw new Error(`no ${pathname} link in the mail`);
  return match[0];
}
