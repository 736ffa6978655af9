import { ErrorFrame } from "@/components/layout/ErrorFrame";
import { HtmlDocument } from "@/components/layout/HtmlDocument";
import { NOT_FOUND_METADATA, NotFoundSection } from "@/components/site/errors/NotFoundSection";

export const metadata = NOT_FOUND_METADATA;

/**
 * An address no page answers (served as the prerendered /_not-found page), in a small frame of
 * its own: Next.js writes this boundary into the data of every page, so the full header and
 * footer here would be paid on every page view (docs/operations.md, "Page weight"). The sections
 * whose pages call notFound() have a frameless one, shown inside their own frame:
 * app/(en)/(site)/not-found.tsx and app/(en)/(account)/not-found.tsx; the staff sections have
 * their own. It brings its own document: the root layout above it has none (app/layout.tsx).
 */
export default function NotFound() {
  return (
    <HtmlDocument locale="en">
      <ErrorFrame>
        <NotFoundSection />
      </ErrorFrame>
    </HtmlDocument>
  );
}
