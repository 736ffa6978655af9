import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import type { Locale } from "@/lib/kernel/enums/locales";
import { en, type Messages } from "./messages/en";
import { es } from "./messages/es";

/**
 * The messages of one area in one language, outside React: emails and texts are written on
 * the job worker, where no provider or request exists, so they use next-intl's
 * `createTranslator` directly (docs/architecture.md, "Languages").
 *
 * Every language is read through the English catalogue's type: its literal strings tell the
 * compiler which values each message takes, so a call that forgets one does not compile.
 * Spanish has the same keys (its type, `Catalogue<Messages>`) and the same values in each
 * message (catalogue.test.ts), which is what makes reading it as English's type sound.
 */
const CATALOGUES = { en, es: es as Messages } satisfies Record<Locale, Messages>;

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

export function translator<Area extends Namespace>(locale: Locale, area: Area) {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace: area });
}
