"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { browserMemory, installAsk, rememberAsked, type InstallAsk } from "@/lib/cabinet/offline/install-prompt";

/** Chrome's install event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

function isStandalone(): boolean {
  return window.matchMedia?.("(display-mode: standalone)").matches === true || ("standalone" in navigator && navigator.standalone === true);
}

/**
 * Asks once to put the cabinet on the home screen: Chrome's own prompt where the browser offers
 * one, the Share → Add to Home Screen words on iPhone Safari. Either answer is remembered on
 * the phone (lib/cabinet/offline/install-prompt.ts).
 */
const noSubscription = () => () => undefined;

export function InstallPrompt() {
  // The server and the first browser render ask nothing: storage and the user agent are the phone's.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [event, setEvent] = useState<InstallPromptEvent | null>(null);
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    const onPrompt = (offered: Event) => {
      // Keep the browser's mini-bar away: the cabinet asks in its own words, once.
      offered.preventDefault();
      setEvent(offered as InstallPromptEvent);
    };
    const onInstalled = () => {
      rememberAsked(browserMemory(), "installed");
      setAnswered(true);
    };
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  const ask: InstallAsk =
    inBrowser && !answered ? installAsk({ promptAvailable: event !== null, standalone: isStandalone(), userAgent: navigator.userAgent }, browserMemory()) : "none";
  if (ask === "none") return null;

  const dismiss = () => {
    rememberAsked(browserMemory(), "dismissed");
    setAnswered(true);
  };
  const install = async () => {
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    rememberAsked(browserMemory(), outcome === "accepted" ? "installed" : "dismissed");
    setAnswered(true);
  };

  return (
    <aside aria-labelledby="install-title" className="mx-auto mt-4 max-w-3xl px-4">
      <div className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
        <h2 id="install-title" className="font-semibold text-ink">
          Put the cabinet on your home screen
        </h2>
        <p className="mt-1">It opens in one tap, full screen, and shows today&apos;s and tomorrow&apos;s jobs even in a basement with no signal.</p>
        {ask === "ios-hint" ? (
          <p className="mt-1">
            In Safari, tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {ask === "prompt" ? (
            <button type="button" className={primaryButtonClass} onClick={() => void install()}>
              Add to home screen
            </button>
          ) : null}
          <button type="button" className={secondaryButtonClass} onClick={dismiss}>
            {ask === "prompt" ? "Not now" : "Got it"}
          </button>
        </div>
      </div>
    </aside>
  );
}
