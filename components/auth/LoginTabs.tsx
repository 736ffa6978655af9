"use client";

import { SIGNED_IN_LANDING_PATH } from "@/lib/auth/landing";
import { signInWithGoogle } from "@/lib/auth/sign-in-client";
import { useId, useState, type KeyboardEvent } from "react";
import { AuthCardHeading } from "./AuthCard";
import { RegisterForm } from "./RegisterForm";
import { SignInForm } from "./SignInForm";

type Tab = "signin" | "register";
const TABS: Array<{ id: Tab; label: string }> = [
  { id: "signin", label: "Sign in" },
  { id: "register", label: "Create account" },
];

/** The page heading follows the tab, so a new customer reads what they are about to do. */
const HEADINGS: Record<Tab, { title: string; intro: string }> = {
  signin: { title: "Welcome back", intro: "Sign in to book, reschedule and keep track of your cleanings." },
  register: { title: "Create your account", intro: "It takes a minute: then book, reschedule and keep track of every cleaning in one place." },
};

/** The two tabs of /login, keyboard-operable as an ARIA tab list, under the page heading. */
export function LoginTabs(props: { returnUrl: string; initialTab: Tab; error: string | null; notice?: string | null; googleEnabled: boolean }) {
  const [tab, setTab] = useState<Tab>(props.initialTab);
  const base = useId();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const next: Tab = tab === "signin" ? "register" : "signin";
    setTab(next);
    document.getElementById(`${base}-${next}-tab`)?.focus();
  }

  return (
    <div>
      <AuthCardHeading title={HEADINGS[tab].title} intro={HEADINGS[tab].intro} />
      <div role="tablist" aria-label="Sign in or create an account" className="mt-6 grid grid-cols-2 rounded-xl bg-slate-100 p-1">
        {TABS.map((item) => (
          <button
            key={item.id}
            id={`${base}-${item.id}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            aria-controls={`${base}-${item.id}-panel`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => setTab(item.id)}
            onKeyDown={onKeyDown}
            className={`rounded-lg px-3 py-2 text-sm font-semibold ${tab === item.id ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"}`}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id={`${base}-${tab}-panel`} role="tabpanel" aria-labelledby={`${base}-${tab}-tab`} className="mt-6">
        {tab === "signin" ? <SignInForm returnUrl={props.returnUrl} initialError={props.error} notice={props.notice ?? null} /> : <RegisterForm returnUrl={props.returnUrl === SIGNED_IN_LANDING_PATH ? "/" : props.returnUrl} />}
      </div>
      {props.googleEnabled ? (
        <div className="mt-6">
          <div className="relative text-center text-sm text-slate-500">
            <span className="bg-white px-2">or</span>
          </div>
          <button
            type="button"
            onClick={() => void signInWithGoogle(props.returnUrl)}
            className="mt-4 flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-3 font-semibold text-slate-800 hover:bg-slate-50"
          >
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
              <path fill="#4285F4" d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92c1.7-1.57 2.68-3.88 2.68-6.62z" />
              <path fill="#34A853" d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.84.86-3.04.86-2.34 0-4.32-1.58-5.03-3.7H.96v2.33A9 9 0 0 0 9 18z" />
              <path fill="#FBBC05" d="M3.97 10.72A5.4 5.4 0 0 1 3.68 9c0-.6.1-1.18.29-1.72V4.95H.96A9 9 0 0 0 0 9c0 1.45.35 2.83.96 4.05l3.01-2.33z" />
              <path fill="#EA4335" d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.58A9 9 0 0 0 .96 4.95l3.01 2.33C4.68 5.16 6.66 3.58 9 3.58z" />
            </svg>
            Continue with Google
          </button>
        </div>
      ) : null}
    </div>
  );
}
