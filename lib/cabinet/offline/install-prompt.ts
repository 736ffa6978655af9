/**
 * Asking once to put the cabinet on the home screen (docs/architecture.md, "The cabinet
 * offline"). The answer, either way, is kept in the browser's local storage, so the cabinet
 * never asks again on this phone.
 */

const ASKED_KEY = "cabinet-install-asked";

/** The part of localStorage this needs; tests hand in a Map-backed one. */
export type PromptMemory = Pick<Storage, "getItem" | "setItem">;

/** How the cabinet can ask: the browser's own prompt, the iOS words, or not at all. */
export type InstallAsk = "prompt" | "ios-hint" | "none";

export interface InstallSituation {
  /** A `beforeinstallprompt` event was kept (Chrome, Edge, Samsung Internet on Android). */
  promptAvailable: boolean;
  /** Already opened from the home screen (`display-mode: standalone`, or iOS's `navigator.standalone`). */
  standalone: boolean;
  userAgent: string;
}

/** iPhone and iPad Safari, which has no install prompt: the hint names Share → Add to Home Screen. */
export function isIosSafari(userAgent: string): boolean {
  // iPadOS in its desktop mode says "Macintosh" and is not recognised: it simply gets no hint.
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  // Other browsers on iOS (Chrome's CriOS, Firefox's FxiOS, Edge's EdgiOS) put the share sheet elsewhere.
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

export function installAsk(situation: InstallSituation, memory: PromptMemory | null): InstallAsk {
  if (situation.standalone || !memory || memory.getItem(ASKED_KEY) !== null) return "none";
  if (situation.promptAvailable) return "prompt";
  return isIosSafari(situation.userAgent) ? "ios-hint" : "none";
}

/** Installed, dismissed or "not now": the cabinet does not ask again. */
export function rememberAsked(memory: PromptMemory | null, answer: "installed" | "dismissed"): void {
  try {
    memory?.setItem(ASKED_KEY, answer);
  } catch {
    // Storage full or refused: the worst case is being asked again on the next visit.
  }
}

/** The browser's local storage, or null where reading it throws (storage blocked). */
export function browserMemory(): PromptMemory | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
