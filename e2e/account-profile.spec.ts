import AxeBuilder from "@axe-core/playwright";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO, mailWithLink, mailWithSubject, registerCustomer, signIn, uniqueEmail } from "./support/accounts";
import { siteHeaders } from "./support/site-origin";

const NEW_PASSWORD = "Astoria-Sunrise-58";

/** A 400×300 PNG made in the test: teal with a white square, as a phone photo stand-in. */
function testPng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: "#0f766e" } })
    .composite([{ input: { create: { width: 100, height: 100, channels: 3, background: "#ffffff" } }, left: 150, top: 100 }])
    .png()
    .toBuffer();
}

async function sessionEmail(request: APIRequestContext): Promise<string | undefined> {
  const session = (await (await request.get("/api/auth/session")).json()) as { user?: { email?: string } };
  return session.user?.email;
}

async function editDetails(page: Page) {
  const details = page.getByRole("form", { name: "Your details" });
  await details.getByLabel("First name").fill("Mayra");
  await details.getByLabel("Phone").fill("12345");
  await details.getByRole("button", { name: "Save details" }).click();
  const phone = details.getByLabel("Phone");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(/doesn't look like a complete phone number/);
  await expect(phone).toBeFocused();

  await phone.fill("718.555.0123");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByRole("status")).toHaveText(/Your details are saved\./);
  await expect(phone).toHaveValue("(718) 555-0123");
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
}

async function addAddress(page: Page) {
  const addresses = page.getByRole("region", { name: "Saved addresses" });
  await addresses.getByRole("button", { name: "Add an address" }).click();
  const form = addresses.getByRole("form", { name: "New address" });
  await form.getByLabel("Label").fill("Home");
  await form.getByLabel("Street address").fill("145 Bedford Ave");
  await form.getByLabel("Apartment or unit").fill("4B");
  await form.getByLabel("City or neighborhood").fill("Staten Island");
  await form.getByLabel("ZIP code").fill("10301");
  await form.getByLabel("Access notes").fill("Buzz 4B. The cat hides under the bed.");
  await form.getByRole("button", { name: "Add address" }).click();
  await expect(form.getByLabel("ZIP code")).toHaveAccessibleDescription(/We currently serve Manhattan, Brooklyn and Queens/);
  await expect(form.getByText("We currently serve Manhattan, Brooklyn and Queens")).toBeVisible();

  await form.getByLabel("City or neighborhood").fill("Brooklyn");
  await form.getByLabel("ZIP code").fill("11211");
  await form.getByRole("button", { name: "Add address" }).click();
  const card = addresses.getByRole("article", { name: "Home" });
  await expect(card).toContainText("145 Bedford Ave, 4B");
  await expect(card).toContainText("Brooklyn, NY 11211");
  await expect(addresses.getByRole("status")).toHaveText(/Home is saved\./);

  await card.getByRole("button", { name: "Edit Home" }).click();
  const edit = addresses.getByRole("form", { name: "Edit address Home" });
  await edit.getByLabel("Label").fill("Home sweet home");
  await edit.getByRole("button", { name: "Save address" }).click();
  await expect(addresses.getByRole("article", { name: "Home sweet home" })).toContainText("Buzz 4B.");
}

async function uploadPicture(page: Page, userId: string) {
  const pictureForm = page.getByRole("form", { name: "Profile picture" });
  await pictureForm.getByLabel("Choose a picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await testPng() });
  await pictureForm.getByRole("button", { name: "Upload picture" }).click();
  await expect(pictureForm.getByRole("status")).toHaveText(/Your new picture is saved\./);

  const picture = page.getByRole("main").getByRole("img", { name: "Profile picture of Mayra Chen" });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("src", new RegExp(`^/api/users/${userId}/picture\\?v=[0-9a-z]+$`));
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);

  const src = (await picture.getAttribute("src")) ?? "";
  // The header's avatar shows the new picture at once, without a reload, and its cache follows.
  const headerAvatar = page.getByRole("banner").getByRole("button", { name: "Account menu for Mayra Chen (MC)" });
  await expect(headerAvatar.locator("img")).toHaveAttribute("src", src);
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem("headerUserCache") ?? "{}").user?.profilePictureUrl)).toBe(src);
  const served = await page.context().request.get(src);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toBe("private, max-age=31536000, immutable");

  // The picture is personal: a visitor and another customer see nothing, staff who manage users do.
  const baseURL = new URL(page.url()).origin;
  const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: siteHeaders(baseURL) });
  const otherCustomer = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: siteHeaders(baseURL) });
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: siteHeaders(baseURL) });
  await signIn(otherCustomer, DEMO.customer);
  await signIn(admin, DEMO.admin);
  expect((await visitor.get(src)).status()).toBe(404);
  expect((await otherCustomer.get(src)).status()).toBe(404);
  expect((await admin.get(src)).status()).toBe(200);
  await Promise.all([visitor.dispose(), otherCustomer.dispose(), admin.dispose()]);
}

test("a customer keeps their profile, addresses, picture, password and email up to date", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const account = await registerCustomer(page.context().request, { firstName: "Maya", lastName: "Chen" });
  await signIn(page.context().request, account.email, account.password);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Hi, Maya" })).toBeVisible();
  await expect(page.getByRole("link", { name: "My orders →" })).toHaveAttribute("href", "/profile/orders");
  await expect(page.getByRole("link", { name: "Gift cards →" })).toHaveAttribute("href", "/gift-cards");

  await editDetails(page);
  await addAddress(page);
  await uploadPicture(page, account.id);

  // Everything above was saved on the server, not only shown.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Hi, Mayra" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Your details" }).getByLabel("Phone")).toHaveValue("(718) 555-0123");
  await expect(page.getByRole("article", { name: "Home sweet home" })).toContainText("Brooklyn, NY 11211");
  await expect(page.getByRole("main").getByRole("img", { name: "Profile picture of Mayra Chen" })).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // A session that ends while the profile is open (its cookie gone): saving goes to sign in, back
  // to the profile, rather than showing the API's refusal in the form.
  const ending = await browser.newContext();
  await signIn(ending.request, account.email, account.password);
  const endingPage = await ending.newPage();
  // The page reads its session once it loads, and that answer renews the session cookie: wait
  // for it, or it could land after clearCookies() and put the cookie back.
  const sessionRead = endingPage.waitForResponse((response) => new URL(response.url()).pathname === "/api/auth/session");
  await endingPage.goto("/profile");
  await expect(endingPage.getByRole("heading", { level: 1, name: "Hi, Mayra" })).toBeVisible();
  await sessionRead;
  await ending.clearCookies();
  await endingPage.getByRole("form", { name: "Your details" }).getByRole("button", { name: "Save details" }).click();
  await expect(endingPage).toHaveURL(/\/login\?returnUrl=%2Fprofile$/);
  await expect(endingPage.getByText("Please sign in to continue.")).toHaveCount(0);
  await ending.close();

  // A second browser signed in as the same person: the password change must sign it out.
  const elsewhere = await browser.newContext();
  await signIn(elsewhere.request, account.email, account.password);

  await page.getByRole("link", { name: "Change password" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Change password" })).toBeVisible();
  const passwordForm = page.getByRole("form", { name: "Change password" });
  await passwordForm.getByLabel("Current password").fill("not-my-password");
  await passwordForm.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByLabel("New password again").fill(NEW_PASSWORD);
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm.getByLabel("Current password")).toHaveAccessibleDescription(/That is not your current password\./);
  expect(await sessionEmail(elsewhere.request)).toBe(account.email);

  await passwordForm.getByLabel("Current password").fill(account.password);
  await passwordForm.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByLabel("New password again").fill(NEW_PASSWORD);
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm.getByRole("status")).toHaveText(/Your password is changed\./);
  await mailWithSubject(account.email, "Your password was changed");

  // The other browser is signed out on its next request; this one stays signed in.
  const otherPage = await elsewhere.newPage();
  await otherPage.goto("/profile");
  await expect(otherPage).not.toHaveURL(/\/profile$/);
  expect(await sessionEmail(elsewhere.request)).toBeUndefined();
  await elsewhere.close();
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Hi, Mayra" })).toBeVisible();
  expect(await sessionEmail(page.context().request)).toBe(account.email);

  // Change the email: nothing changes until the link mailed to the new address is opened.
  const newEmail = uniqueEmail("mayra");
  await page.goto("/change-email");
  const emailForm = page.getByRole("form", { name: "Change email" });
  await emailForm.getByLabel("New email address").fill(newEmail);
  await emailForm.getByLabel("Password").fill(NEW_PASSWORD);
  await emailForm.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(emailForm.getByRole("status")).toContainText(`We sent a link to ${newEmail}`);
  expect(await sessionEmail(page.context().request)).toBe(account.email);

  const link = await mailWithLink(newEmail, "/auth/confirm-email");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Your email is changed" })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await mailWithSubject(account.email, "Your account email was changed");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "This link has expired or was already used" })).toBeVisible();

  // The new address (with the new password) is the one that signs in now.
  const fresh = await browser.newContext();
  await signIn(fresh.request, newEmail, NEW_PASSWORD);
  const freshPage = await fresh.newPage();
  await freshPage.goto("/profile");
  await expect(freshPage.getByRole("region", { name: "Sign-in and security" })).toContainText(newEmail);
  await fresh.close();
});
