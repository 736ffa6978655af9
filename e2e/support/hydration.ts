import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element: a field changed before that is reset by it, and a
 * click on a button before that does nothing. React attaches its props to the elements it
 * hydrates, so wait for those.
 */
export async function untilHydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")))).toBe(true);
}
