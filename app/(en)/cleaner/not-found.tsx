import type { Metadata } from "next";
import { StaffErrorCard } from "@/components/admin/StaffErrorCard";

export const metadata: Metadata = { title: "Not found", robots: { index: false, follow: false } };

/**
 * A job that is not (or no longer) the cleaner's, or a cabinet address that leads nowhere:
 * answered 404 inside the cabinet frame, one tap away from the day's jobs.
 */
export default function CabinetNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <StaffErrorCard code={404} title="Nothing at this address" links={[{ href: "/cleaner/cabinet", label: "Go to my jobs" }]}>
        This job is not on your list. It may have been given to another cleaner or cancelled, or the link is mistyped. Your current jobs are all in the cabinet;
        if you expected this one, call the office.
      </StaffErrorCard>
    </div>
  );
}
