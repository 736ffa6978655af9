import type { Metadata } from "next";
import { HttpErrorSection } from "@/components/site/errors/HttpErrorSection";
import { ErrorFrame } from "./ErrorFrame";

export const FORBIDDEN_METADATA: Metadata = { title: { absolute: "No access | Borough Bright Cleaning" }, robots: { index: false, follow: false } };

/**
 * The 403 a signed-in customer gets at /admin or /cleaner: the staff layouts refuse before they
 * render their frame, so the page brings a small one of its own.
 */
export function ForbiddenPage() {
  return (
    <ErrorFrame>
      <HttpErrorSection
        code={403}
        title="You don't have access to this page"
        links={[
          { href: "/profile", label: "Go to my account", primary: true },
          { href: "/", label: "Home" },
          { href: "/contact", label: "Contact us" },
        ]}
      >
        This part of the site is for our cleaners and office team. Your bookings, receipts and account settings are all in your account.
      </HttpErrorSection>
    </ErrorFrame>
  );
}
