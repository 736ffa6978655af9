import { DOCUMENT_VIEWPORT } from "@/components/layout/document-metadata";
import { ErrorFrame } from "@/components/layout/ErrorFrame";
import { HtmlDocument } from "@/components/layout/HtmlDocument";
import { NOT_FOUND_METADATA, NotFoundSection } from "@/components/site/errors/NotFoundSection";
import "./globals.css";

export const metadata = NOT_FOUND_METADATA;
export const viewport = DOCUMENT_VIEWPORT;

/**
 * An address no page answers, in a small frame of its own. Next answers it at the routing
 * level, outside every layout, so it brings its own document: the site has two root layouts,
 * English and Spanish (docs/architecture.md, "Languages"), and neither is above the other.
 * Spanish addresses never get here: app/es/(site)/[...missing] answers them in Spanish. The
 * sections whose pages call notFound() have a frameless one, shown inside their own frame:
 * app/(en)/(site)/not-found.tsx and app/(en)/(account)/not-found.tsx; the staff sections have
 * their own.
 */
export default function GlobalNotFound() {
  return (
    <HtmlDocument locale="en">
      <ErrorFrame>
        <NotFoundSection />
      </ErrorFrame>
    </HtmlDocument>
  );
}
