"use client";

import type { SignInResponse } from "next-auth/react";

/**
 * next-auth's signIn(), fetched when a form is sent rather than with the page: its client
 * (about 12 KB of script, much of it run at load) stays out of /login's first load
 * (docs/operations.md, "Page weight"). preloadSignIn() starts the download as soon as someone
 * begins to fill a form in, so sending does not wait for it.
 */
const loadClient = () => import("next-auth/react");

export function preloadSignIn(): void {
  void loadClient();
}

export async function signInWithCredentials(email: string, password: string): Promise<SignInResponse | undefined> {
  const { signIn } = await loadClient();
  return signIn("credentials", { email, password, redirect: false });
}

/** Google's sign-in leaves the page, so there is nothing to answer. */
export async function signInWithGoogle(callbackUrl: string): Promise<void> {
  const { signIn } = await loadClient();
  await signIn("google", { callbackUrl });
}
