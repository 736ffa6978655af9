import type { ReactNode } from "react";
import { HtmlDocument } from "@/components/layout/HtmlDocument";
import { PublicShell } from "@/components/layout/PublicShell";

/**
 * The Spanish pages, /es and below (docs/architecture.md, "Languages"): their own document,
 * `<html lang="es">`, around the public frame in Spanish. Each page here is the English page's
 * twin, rendered by the same component in Spanish.
 */
export default function SpanishDocument({ children }: { children: ReactNode }) {
  return (
    <HtmlDocument locale="es">
      <PublicShell locale="es">{children}</PublicShell>
    </HtmlDocument>
  );
}
