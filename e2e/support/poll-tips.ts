import { expect, type Locator, type Page } from "@playwright/test";
import { mailWithSubject, unfoldMail } from "./accounts";

/** The after-visit "How did we do?" mail to `email`, unfolded, and the poll page's path it links to. */
export async function pollMail(email: string, dataDir: string): Promise<{ mail: string; pollPath: string }> {
  const mail = unfoldMail(await mailWithSubject(email, "How did we do?", dataDir));
  const pollPath = mail.match(/\/poll\/[A-Za-z0-9_-]{20,}/)?.[0] ?? "";
  expect(pollPath).not.toBe("");
  return { mail, pollPath };
}

/**
 * The poll page's tip region, once it offers a tip: the visit's charge runs on the job worker,
 * and the tip is offered only when the visit is paid, so the page is opened again until then.
 */
export async function tipRegionOnceOffered(page: Page, pollPath: string): Promise<Locator> {
  const tipRegion = page.getByRole("region", { name: "Say thanks with a tip" });
  await expect
    .poll(
      async () => {
        await page.goto(pollPath);
        return tipRegion.getByRole("button", { name: /^Tip \$/ }).isVisible();
      },
      { timeout: 30_000, message: "the tip offered once the visit is paid" },
    )
    .toBe(true);
  return tipRegion;
}
