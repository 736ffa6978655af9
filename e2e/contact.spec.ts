/**
 * The contact form as a visitor uses it (docs/product.md#contact-and-estimates): good input
 * is stored and mailed to staff with an acknowledgement to the sender; bad input is explained
 * beside each field and nothing is sent; the page passes axe.
 *
 * The form allows 5 messages an hour per address, and every test here shares 127.0.0.1 with
 * the rest of the run, so only two messages in this file are ones the server accepts.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { latestMailTo, uniqueEmail, unfoldMail } from "./support/accounts";

/** The configured staff mailbox (STAFF_EMAIL's default; the test server does not set it). */
const STAFF_EMAIL = "office@boroughbright.nyc";

function form(page: Page) {
  return page.getByRole("form", { name: "Contact us" });
}

/** The email box; the "Email" choice of the contact method is a radio of the same name. */
function emailBox(page: Page) {
  return form(page).getByRole("textbox", { name: "Email" });
}

async function mailTo(email: string): Promise<string | null> {
  return latestMailTo(email).then(unfoldMail, () => null);
}

test.describe("the contact page", () => {
  test("has its title, one h1, the company's contacts and no axe violations", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle("Contact Us and Free Estimates | Borough Bright Cleaning");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Borough Bright Cleaning");
    const details = page.getByRole("complementary", { name: "Talk to a person" });
    await expect(details.getByRole("link", { name: "(212) 555-0147" })).toHaveAttribute("href", "tel:+12125550147");
    await expect(details.getByRole("link", { name: "hello@boroughbright.nyc" })).toHaveAttribute("href", "mailto:hello@boroughbright.nyc");
    await expect(details).toContainText("7 days a week");

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // The form with its messages showing must pass too.
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(form(page).getByRole("region", { name: "There is a problem with your answers" })).toBeFocused();
    await form(page).getByLabel(/^Service/).selectOption("office-cleaning");
    const withErrors = await new AxeBuilder({ page }).include("form").analyze();
    expect(withErrors.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test("bad input gets a message beside each field and nothing is sent", async ({ page }) => {
    const email = uniqueEmail("contact-bad");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posts.push(request.method());
    });
    await page.goto("/contact");
    await form(page).getByLabel("Your name").fill("Jordan Lee");
    await emailBox(page).fill(email);
    await form(page).getByLabel("How can we help?").fill("Hi");
    await form(page).getByText("Text message", { exact: true }).click();
    await form(page).getByRole("button", { name: "Send message" }).click();

    // A summary at the top takes the focus (announced once, so no alert repeats it) and links to each field.
    const summary = form(page).getByRole("region", { name: "There is a problem with your answers" });
    await expect(summary).toBeFocused();
    await expect(form(page).getByRole("alert")).toHaveCount(0);
    await expect(summary.getByRole("link")).toHaveText(["Add a phone number so we can call or text you.", "Choose your borough.", /at least 10 characters/]);
    await expect(form(page).getByLabel("Borough")).toHaveAccessibleDescription("Choose your borough.");
    await expect(form(page).getByLabel("How can we help?")).toHaveAccessibleDescription(/at least 10 characters/);
    await expect(form(page).getByRole("textbox", { name: /^Phone/ })).toHaveAccessibleDescription(/Add a phone number so we can call or text you\./);
    await expect(emailBox(page)).not.toHaveAttribute("aria-invalid", "true");
    await summary.getByRole("link", { name: "Add a phone number so we can call or text you." }).click();
    await expect(form(page).getByRole("textbox", { name: /^Phone/ })).toBeFocused();

    // The free estimate box is offered for office and post-construction jobs only.
    await expect(form(page).getByLabel("Request a free estimate")).toHaveCount(0);
    await form(page).getByLabel(/^Service/).selectOption("deep-cleaning");
    await expect(form(page).getByLabel("Request a free estimate")).toHaveCount(0);
    await form(page).getByLabel(/^Service/).selectOption("post-construction-cleaning");
    await expect(form(page).getByLabel("Request a free estimate")).toBeVisible();

    expect(posts).toEqual([]);
    expect(await mailTo(email)).toBeNull();
  });

  test("the server checks the same rules and answers a filled honeypot like a person", async ({ request }) => {
    const bad = await request.post("/api/contact", {
      data: { name: "", email: "nope", borough: "Bronx", message: "Hi", service: "deep-cleaning", freeEstimate: true },
    });
    expect(bad.status()).toBe(400);
    const body = (await bad.json()) as { fieldErrors: Record<string, string> };
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["borough", "email", "freeEstimate", "message", "name"]);

    const email = uniqueEmail("contact-bot");
    const bot = await request.post("/api/contact", {
      data: { name: "Best Prices", email, borough: "Queens", message: "Great deals on everything, click now!", website: "http://deals.example" },
    });
    expect(bot.status()).toBe(200);
    expect(await bot.json()).toEqual({ message: expect.stringContaining("Thanks for getting in touch") });
    expect(await mailTo(email)).toBeNull();
  });

  test("good input is thanked, staff get the lead and the sender an acknowledgement", async ({ page }) => {
    const email = uniqueEmail("contact-good");
    await page.goto("/contact");
    await form(page).getByLabel("Your name").fill("Jordan Lee");
    await emailBox(page).fill(email);
    await form(page).getByRole("textbox", { name: /^Phone/ }).fill("718-555-0103");
    await form(page).getByLabel("Borough").selectOption("Brooklyn");
    await form(page).getByLabel(/^Service/).selectOption("office-cleaning");
    await form(page).getByLabel("Request a free estimate").check();
    await form(page).getByText("Phone call", { exact: true }).click();
    await form(page).getByLabel("How can we help?").fill("A 4,000 sq ft office in DUMBO, cleaned three evenings a week.");
    await form(page).getByRole("button", { name: "Send message" }).click();

    const thanks = page.getByRole("status").filter({ hasText: "Message sent" });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText("Thanks for getting in touch");
    await expect(form(page)).toHaveCount(0);

    const staff = await mailTo(STAFF_EMAIL);
    expect(staff).toContain("Subject: Free estimate request: Office Cleaning (Jordan Lee)");
    expect(staff).toContain(`Email: ${email}`);
    expect(staff).toContain("Phone: (718) 555-0103");
    expect(staff).toContain("Borough: Brooklyn");
    expect(staff).toContain("Preferred contact: Phone call");
    expect(staff).toContain("three evenings a week");

    const acknowledgement = await mailTo(email);
    expect(acknowledgement).toContain("Subject: We received your message");
    expect(acknowledgement).toContain("Thanks, Jordan");
    expect(acknowledgement).not.toContain("DUMBO");
  });
});
