/**
 * Whether someone has signed in on this device before: a plain flag in local storage
 * (`signedInBefore`, docs/product.md#in-the-browser), nothing secret and nothing about who. The
 * booking form sends a visitor without it to "Create account" rather than "Sign in" (issue #24).
 */
const SIGNED_IN_BEFORE_KEY = "signedInBefore";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberSignedInOnThisDevice(): void {
  try {
    storage()?.setItem(SIGNED_IN_BEFORE_KEY, "1");
  } catch {
    // Private browsing or a full quota: the visitor is offered "Create account" first next time.
  }
}

export function signedInBeforeOnThisDevice(): boolean {
  try {
    return storage()?.getItem(SIGNED_IN_BEFORE_KEY) === "1";
  } catch {
    return false;
  }
}
