import { expect, type Locator, type Page } from "@playwright/test";

/** Gaps and sizes measured on the screen, in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The start-time group of the schedule step (booking step 3 and /order/{id}/edit). */
export const startTimes = (page: Page): Locator => page.getByRole("group", { name: /Start time/ });

/**
 * Each start time as the customer sees it: the label a finger or mouse presses, its box, and the
 * value (an ISO instant) of the radio it belongs to.
 */
export async function timeButtons(page: Page): Promise<Array<{ text: string; value: string; box: Box }>> {
  const labels = startTimes(page).locator("label[for]");
  await expect(labels.first()).toBeVisible();
  return labels.evaluateAll((elements) =>
    elements.map((label) => {
      const input = document.getElementById(label.getAttribute("for") ?? "");
      const rect = label.getBoundingClientRect();
      return {
        text: (label.textContent ?? "").trim(),
        value: input instanceof HTMLInputElement ? input.value : "",
        box: { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height },
      };
    }),
  );
}

/** Pairs of boxes that share any area (touching edges do not count). */
export function overlapping(boxes: Array<{ text: string; box: Box }>): string[] {
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]?.box;
      const b = boxes[j]?.box;
      if (!a || !b) continue;
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (across > 0.5 && down > 0.5) found.push(`${boxes[i]?.text} / ${boxes[j]?.text}`);
    }
  }
  return found;
}

/**
 * A real mouse click in the middle of a time's label, as a customer makes it: whatever element
 * is on top there gets the click (a locator's click would wait for the label to be uncovered).
 */
export async function clickCentreOf(page: Page, value: string): Promise<void> {
  const label = startTimes(page).locator(`label[for="${await startTimes(page).locator(`input[value="${value}"]`).getAttribute("id")}"]`);
  await label.scrollIntoViewIfNeeded();
  const box = await label.boundingBox();
  if (!box) throw new Error(`no box for the time ${value}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Chooses a date by its ISO day, paging to later dates until it is on screen. */
export async function chooseDate(page: Page, date: string): Promise<void> {
  const day = page.locator(`button[data-date="${date}"]:not([disabled])`);
  for (let pages = 0; pages < 6 && !(await day.isVisible()); pages++) {
    await page.getByRole("button", { name: /^(Next month|Later dates)$/ }).click();
  }
  await day.click();
}
