import type { ReactNode } from "react";
import { NextAuthSession } from "@/components/session/NextAuthSession";
import { PublicShell } from "./PublicShell";

/**
 * The public frame for pages whose forms use next-auth's client (account, booking confirmation):
 * they get its SessionProvider; the header reads the session either way. It lives in a file of
 * its own because a server module's client imports go to every page that uses the module:
 * beside PublicShell, next-auth's client would reach the marketing pages too
 * (docs/operations.md, "Page weight").
 */
export function SessionShellLayout({ children }: { children: ReactNode }) {
  return (
    <PublicShell>
      <NextAuthSession>{children}</NextAuthSession>
    </PublicShell>
  );
}
