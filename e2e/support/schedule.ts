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

/** Chooses a date by its ISO day with the mouse, as a customer taps its chip in the date strip. */
export async function chooseDate(page: Page, date: string): Promise<void> {
  const day = page.locator(`input[data-date="${date}"]:not([disabled])`);
  await page.locator(`label[for="${await day.getAttribute("id")}"]`).click();
  await expect(day).toBeChecked();
}

/**
 * Chooses a date with the keyboard: Tab's stop in the date strip (the chosen day, or the first
 * bookable one), then `weeks` Page Downs and `days` right arrows; Space chooses when no key moved.
 */
export async function pickDateByKeyboard(page: Page, moves: { weeks?: number; days?: number }): Promise<void> {
  const checked = page.locator("input[data-date]:checked");
  await ((await checked.count()) > 0 ? checked : page.locator("input[data-date]:not([disabled])").first()).focus();
  const weeks = moves.weeks ?? 0;
  const days = moves.days ?? 0;
  for (let index = 0; index < weeks; index++) await page.keyboard.press("PageDown");
  for (let index = 0; index < days; index++) await page.keyboard.press("ArrowRight");
  if (weeks + days === 0) await page.keyboard.press("Space");
  await expect(page.locator("input[data-date]:checked")).toBeFocused();
}
