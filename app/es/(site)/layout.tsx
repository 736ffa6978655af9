import type { ReactNode } from "react";
import { PublicShell } from "@/components/layout/PublicShell";

/** The Spanish public pages inside the site's frame in Spanish: header, footer and widgets. */
export default function SpanishSiteLayout({ children }: { children: ReactNode }) {
  return <PublicShell locale="es">{children}</PublicShell>;
}
