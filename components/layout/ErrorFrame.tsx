import type { ReactNode } from "react";
import { getCompanyContacts } from "@/lib/site/company";
import { Logo } from "./Logo";

/**
 * The frame of an error page shown outside every section's layout (an address no page answers,
 * a customer at /admin): the logo and the page, not the whole site header and footer. Next.js
 * writes the root's not-found and forbidden boundaries into the data of every page, so what they
 * render is paid on every page view; this keeps it to a few hundred bytes
 * (docs/operations.md, "Page weight").
 */
export function ErrorFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl px-4 py-3">
          <Logo companyName={getCompanyContacts().name} />
        </div>
      </header>
      <main id="main" className="flex-1" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
