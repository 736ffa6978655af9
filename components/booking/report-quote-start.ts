/**
 * The booking form's one report to the owner's funnel (docs/product.md, "The owner's charts"):
 * the first time a tab's form passes step 1, where the visitor has a price. Remembered in
 * session storage, so going back and forth between steps or reloading counts once; a failure
 * is not shown, since nothing the visitor does depends on it. Browser only.
 */
import { quoteStartContract } from "@/lib/booking/quote-starts/quote-start-contract";
import { callApi } from "@/lib/web/http/client";

const REPORTED = "borough-bright:quote-start-reported";
/** Where session storage is refused (some private windows), the page remembers instead. */
let reportedHere = false;

function alreadyReported(): boolean {
  try {
    if (window.sessionStorage.getItem(REPORTED)) return true;
    window.sessionStorage.setItem(REPORTED, "1");
  } catch {
    // Fall through to the page's own memory.
  }
  if (reportedHere) return true;
  reportedHere = true;
  return false;
}

export function reportQuoteStart(): void {
  if (alreadyReported()) return;
  void callApi(quoteStartContract);
}
