import type { ReactNode } from "react";
import { DOCUMENT_VIEWPORT, documentMetadata } from "@/components/layout/document-metadata";
import { HtmlDocument } from "@/components/layout/HtmlDocument";
import "../globals.css";

export function generateMetadata() {
  return documentMetadata("en");
}

export const viewport = DOCUMENT_VIEWPORT;

/**
 * The root layout of every page at today's addresses, in English: the site, accounts, the
 * admin panel and the cabinet. The Spanish pages have their own (app/es/layout.tsx): a root
 * layout is the one place `<html lang>` is written, and above the `/es` segment nothing can
 * know the page's language (docs/architecture.md, "Languages").
 */
export default function EnglishDocument({ children }: { children: ReactNode }) {
  return <HtmlDocument locale="en">{children}</HtmlDocument>;
}
