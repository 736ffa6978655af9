import { NOT_FOUND_METADATA, NotFoundSection } from "@/components/site/errors/NotFoundSection";

export const metadata = NOT_FOUND_METADATA;

/** A page of this section that is not there (notFound()), inside the section's own frame (app/global-not-found.tsx says why). */
export default function SectionNotFound() {
  return <NotFoundSection />;
}
