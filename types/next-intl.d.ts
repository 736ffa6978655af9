import type { Locale } from "@/lib/kernel/enums/locales";
import type { Messages as CatalogueMessages } from "@/lib/kernel/i18n/messages/en";

/**
 * next-intl's types for this site (docs/architecture.md, "Languages"): the two languages and
 * the English catalogue's keys, so `useTranslations` and `getTranslations` accept only keys
 * that exist.
 */
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: CatalogueMessages;
  }
}
