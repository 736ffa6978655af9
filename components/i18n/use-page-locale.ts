"use client";

import { usePathname } from "next/navigation";
import type { Locale } from "@/lib/kernel/enums/locales";
import { pageLocale } from "@/lib/kernel/i18n/paths";

/** The language of the page being shown, from its address ("/es/…" is Spanish; docs/architecture.md, "Languages"). */
export function usePageLocale(): Locale {
  return pageLocale(usePathname());
}
