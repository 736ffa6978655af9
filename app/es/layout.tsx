import type { ReactNode } from "react";
import { HtmlDocument } from "@/components/layout/HtmlDocument";

/**
 * The Spanish pages, /es and below (docs/architecture.md, "Languages"): their own document,
 * `<html lang="es">`. The frame comes from app/es/(site)/layout.tsx, a level down, as in
 * English: a not-found boundary beside a root layout would have no frame to be shown in.
 */
export default function SpanishDocument({ children }: { children: ReactNode }) {
  return <HtmlDocument locale="es">{children}</HtmlDocument>;
}
