"use client";

import { announceSignedOut } from "./site-session";

/**
 * Signs out without next-auth's client, with the two requests its signOut() makes: the CSRF
 * token, then POST /api/auth/signout (which ends the server-side session record too, see the
 * signOut event in lib/auth/options.ts). Public pages use this so they never load next-auth's
 * client. Resolves with the address next-auth sends the browser to.
 *
 * What the cabinet kept on the phone for reading offline (the saved jobs, the worker's caches)
 * is forgotten as the session ends, whatever the server answered (docs/security.md, "On the
 * phone"). That code is fetched only here, so public pages carry no more than the import.
 */
export async function signOutOfSite(callbackUrl: string): Promise<string> {
  const csrf: unknown = await (await fetch("/api/auth/csrf", { credentials: "same-origin" })).json();
  const csrfToken = typeof csrf === "object" && csrf !== null && "csrfToken" in csrf && typeof csrf.csrfToken === "string" ? csrf.csrfToken : "";
  const response = await fetch("/api/auth/signout", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl, json: "true" }),
  });
  await import("@/lib/platform/device/device-store").then(({ forgetThisDevice }) => forgetThisDevice()).catch(() => undefined);
  if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
  const answer: unknown = await response.json().catch(() => null);
  announceSignedOut();
  return typeof answer === "object" && answer !== null && "url" in answer && typeof answer.url === "string" ? answer.url : callbackUrl;
}
