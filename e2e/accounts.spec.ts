import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, mailWithLink, registerCustomer, signIn, submitRegistration, uniqueAddress, uniqueEmail } from "./support/accounts";

async function signInThroughForm(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

async function logOutThroughMenu(page: Page) {
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`)).toEqual([]);
}

test.describe("accounts, as a new customer meets them", () => {
  test("the login page heads each tab, flags an empty sign-in, and passes the accessibility checks", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
    await expect(page.getByRole("link", { name: "Borough Bright Cleaning", exact: true })).toBeVisible();
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Enter your email.");
    await expect(form.getByLabel("Password")).toHaveAccessibleDescription("Enter your password.");
    await expect(form.getByLabel("Email")).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
    await expectNoAxeViolations(page);
  });


  test("register, confirm the email from the mail file, log out and log in again", async ({ page }) => {
    const email = uniqueEmail("ana");
    await page.goto("/login");
    const form = await submitRegistration(page, { firstName: "Ana", lastName: "Ruiz", email, password: "password123" });
    await expect(form.getByText("That password is too common.")).toBeVisible();

    await form.getByLabel("Password").fill("Prospect-Park-Picnic-7");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/auth\/verify-email-notice/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu for Ana Ruiz" })).toBeVisible();

    const link = await mailWithLink(email, "/auth/verify-email");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Your email is confirmed" })).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Your email is confirmed" })).toBeVisible();

    await logOutThroughMenu(page);
    await page.goto("/login");
    await signInThroughForm(page, email, "Prospect-Park-Picnic-7");
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("button", { name: "Account menu for Ana Ruiz" }).click();
    await expect(page.getByRole("menu", { name: "Account" })).toContainText("Customer");
    await expect(page.getByRole("menuitem", { name: "Admin panel" })).toHaveCount(0);
  });

  test("reset a forgotten password from the emailed link, once", async ({ page, request }) => {
    const account = await registerCustomer(request);
    await page.goto("/auth/forgot-password");
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("If an account uses that email");

    const link = await mailWithLink(account.email, "/auth/reset-password");
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("Astoria-Greek-Salad-9");
    await page.getByLabel("Repeat the new password").fill("Astoria-Greek-Salad-9");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Your password is changed");

    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("Another-Password-123");
    await page.getByLabel("Repeat the new password").fill("Another-Password-123");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("expired or was already used");

    await page.goto("/login");
    await signInThroughForm(page, account.email, account.password);
    await expect(page.getByRole("main").getByRole("alert")).toContainText("The email or password is incorrect.");
    await signInThroughForm(page, account.email, "Astoria-Greek-Salad-9");
    await expect(page.getByRole("button", { name: /^Account menu for/ })).toBeVisible();
  });

  test("gives the same answer for an unknown email", async ({ page }) => {
    await page.goto("/auth/forgot-password");
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("If an account uses that email");
  });

  test("brings a visitor back to the page they wanted after signing in", async ({ page }) => {
    await page.goto("/profile?tab=addresses");
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile%3Ftab%3Daddresses$/);
    await signInThroughForm(page, DEMO.customer, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/profile\?tab=addresses$/);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
  });

  for (const hostile of [
    "//evil.example",
    "/\\evil.example",
    "https:evil.example",
    "javascript:alert(1)",
    "%2F%2Fevil.example",
    "/.//evil.example/x",
    "/..//evil.example/x",
    "/%2e%2e//evil.example/x",
    "/a/../..//evil.example/x",
  ]) {
    test(`never leaves the site after sign-in for returnUrl ${hostile}`, async ({ page, baseURL }) => {
      await page.goto(`/login?returnUrl=${encodeURIComponent(hostile)}`);
      await signInThroughForm(page, DEMO.moderator, DEMO_PASSWORD);
      await expect(page.getByRole("button", { name: /^Account menu for/ })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? "").origin);
      // The unsafe return URL is dropped, so the Moderator lands on their own start page.
      expect(new URL(page.url()).pathname).toBe("/admin");
    });
  }

  test("limits failed sign-ins per account and says when to try again", async ({ page, request }) => {
    const account = await registerCustomer(request);
    await page.goto("/login");
    for (let attempt = 1; attempt <= 10; attempt++) {
      await signInThroughForm(page, account.email, `wrong-password-${attempt}`);
      await expect(page.getByRole("main").getByRole("alert")).toContainText("The email or password is incorrect.");
    }
    await signInThroughForm(page, account.email, account.password);
    await expect(page.getByRole("main").getByRole("alert")).toContainText(/Too many sign-in attempts\. Try again in \d+ minutes?\./);
  });

  test("shows the user menu by role and sends staff to their areas", async ({ page }) => {
    await page.goto("/login");
    await signInThroughForm(page, DEMO.admin, DEMO_PASSWORD);
    await page.getByRole("button", { name: "Account menu for Marcus Greene" }).click();
    const menu = page.getByRole("menu", { name: "Account" });
    await expect(menu).toContainText("Admin");
    for (const item of ["Profile", "Cleaners cabinet", "My orders", "Payment methods", "Gift cards", "Admin panel", "Logout"]) {
      await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
    }
    await page.locator("body").click({ position: { x: 5, y: 400 } });
    await expect(menu).toBeHidden();
  });
});

test("a session ended elsewhere sends the browser to sign in again, back to where it was going", async ({ browser, request }) => {
  const account = await registerCustomer(request);
  const [stale, current] = [await browser.newContext(), await browser.newContext()];
  await signIn(stale.request, account.email, account.password);
  await signIn(current.request, account.email, account.password);
  const changed = await current.request.post("/api/account/password", { data: { currentPassword: account.password, newPassword: "Flatiron-Lunch-2026" } });
  expect(changed.status()).toBe(200);

  const page = await stale.newPage();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile$/);
  await expect(page.getByRole("tab", { name: "Sign in" })).toBeVisible();
  const session = (await (await current.request.get("/api/auth/session")).json()) as { user?: { email: string } };
  expect(session.user?.email).toBe(account.email);
  await Promise.all([stale.close(), current.close()]);
});

test("a blocked user's open session ends on its next request and the sign-in form says why", async ({ browser, request }) => {
  const account = await registerCustomer(request);
  const customer = await browser.newContext();
  await signIn(customer.request, account.email, account.password);
  const admin = await browser.newContext();
  await signIn(admin.request, DEMO.admin);
  const blocked = await admin.request.post(`/api/admin/users/${account.id}/block`, { data: { reason: "Unpaid cancellation fees", endSessions: true } });
  expect(blocked.status()).toBe(200);

  expect(await (await customer.request.get("/api/auth/session")).json()).toEqual({});
  const page = await customer.newPage();
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByRole("alert")).toContainText("Your account has been blocked by an administrator: Unpaid cancellation fees");
  await Promise.all([customer.close(), admin.close()]);
});

test("the session cookie is httpOnly and SameSite=Lax", async ({ browser }) => {
  const context = await browser.newContext();
  await signIn(context.request, DEMO.customer);
  const cookie = (await context.cookies()).find((item) => item.name.endsWith("next-auth.session-token"));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  await context.close();
});

test("registration answers a taken email exactly like a free one", async ({ request }) => {
  const taken = await request.post("/api/account/register", {
    data: { firstName: "Dana", lastName: "Park", email: DEMO.customer, password: "Harlem-Stroll-2026" },
    headers: { "x-forwarded-for": uniqueAddress() },
  });
  const free = await request.post("/api/account/register", {
    data: { firstName: "Dana", lastName: "Park", email: uniqueEmail("dana"), password: "Harlem-Stroll-2026" },
    headers: { "x-forwarded-for": uniqueAddress() },
  });
  expect([taken.status(), free.status()]).toEqual([202, 202]);
  expect(await taken.json()).toEqual(await free.json());
});

test("signing out ends the session on the server: a copy of the cookie stops working", async ({ browser }) => {
  const account = await registerCustomer(await (await browser.newContext()).request);
  const original = await browser.newContext();
  await signIn(original.request, account.email, account.password);
  const copy = await browser.newContext();
  await copy.addCookies(await original.cookies());
  expect((await copy.request.get("/api/account/sessions")).status()).toBe(200);

  const page = await original.newPage();
  await page.goto("/");
  await logOutThroughMenu(page);
  expect((await copy.request.get("/api/account/sessions")).status()).toBe(401);
  expect(await (await copy.request.get("/api/auth/session")).json()).toEqual({});
  await Promise.all([original.close(), copy.close()]);
});

test("the profile lists signed-in devices and signs one out, then every one", async ({ browser }) => {
  const account = await registerCustomer(await (await browser.newContext()).request);
  const phone = await browser.newContext({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1" });
  await signIn(phone.request, account.email, account.password);
  const laptop = await browser.newContext();
  await signIn(laptop.request, account.email, account.password);

  const page = await laptop.newPage();
  await page.goto("/profile");
  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices).toContainText("This device");
  await page.getByRole("button", { name: "Sign out Safari on iPhone" }).click();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  expect((await phone.request.get("/api/account/sessions")).status()).toBe(401);

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await laptop.request.get("/api/account/sessions")).status()).toBe(401);
  await Promise.all([phone.close(), laptop.close()]);
});

test("a stale session is sent to /login on this site, never to the address the server listens on", async ({ request }) => {
  const response = await request.get("/api/account/session-ended?returnUrl=%2Fprofile", { headers: { cookie: "next-auth.session-token=stale" }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/login?returnUrl=%2Fprofile");
  expect(response.headers()["set-cookie"]).toContain("next-auth.session-token=;");
});
