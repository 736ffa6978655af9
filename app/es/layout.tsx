import type { ReactNode } from "react";
import { DOCUMENT_VIEWPORT, documentMetadata } from "@/components/layout/document-metadata";
import { HtmlDocument } from "@/components/layout/HtmlDocument";
import "../globals.css";

export function generateMetadata() {
  return documentMetadata("es");
}

export const viewport = DOCUMENT_VIEWPORT;

/**
 * The root layout of the Spanish pages, /es and below (docs/architecture.md, "Languages"):
 * `<html lang="es">`. The frame comes from app/es/(site)/layout.tsx, a level down, as in
 * English, so a page's not-found boundary has the frame around it.
 */
export default function SpanishDocument({ children }: { children: ReactNode }) {
  return <HtmlDocument locale="es">{children}</HtmlDocument>;
}
