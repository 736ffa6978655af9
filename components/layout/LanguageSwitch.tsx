"use client";

import { usePathname } from "next/navigation";
import { useShellText } from "@/components/i18n/ShellWords";
import { hasSpanishTwin, localeHref, splitLocale } from "@/lib/kernel/i18n/paths";

/**
 * "Español" on an English page that has a Spanish twin, "English" on a Spanish page: the same
 * page in the other language (docs/product.md, "Languages"). A plain link, because the two
 * languages are two documents (their own root layouts), and nothing where there is no twin.
 * `listItem` wraps it for a menu's list (the burger menu on phones).
 */
export function LanguageSwitch({ className, listItem = false }: { className: string; listItem?: boolean }) {
  const { locale, path } = splitLocale(usePathname() ?? "/");
  const words = useShellText().words.language;
  if (!hasSpanishTwin(path)) return null;
  const other = locale === "es" ? "en" : "es";
  const link = (
    <a href={localeHref(other, path)} lang={other} hrefLang={other === "es" ? "es-US" : "en-US"} title={words.switchToName} className={className}>
      {words.switchTo}
    </a>
  );
  return listItem ? <li>{link}</li> : link;
}
