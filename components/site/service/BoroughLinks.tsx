import { IntentLink } from "@/components/site/IntentLink";
import type { Locale } from "@/lib/kernel/enums/locales";
import { pageWords } from "@/lib/kernel/i18n/page-words";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import { navigationIn } from "@/lib/site/navigation";
import { Icon } from "../icons";

/** The borough pages, from a service page: the same service is available in all three. */
export function BoroughLinks({ locale, serviceName }: { locale: Locale; serviceName: string }) {
  const words = pageWords(locale).service;
  const areas = navigationIn(locale).servicesMenu.find((column) => column.id === "areas")?.links ?? [];
  return (
    <div className="mt-10 rounded-2xl bg-brand-50 p-6">
      <p className="font-semibold text-ink">{fillWords(words.boroughLinks, { service: serviceName })}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {areas.map((area) => (
          <li key={area.href}>
            <IntentLink
              href={area.href}
              className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:border-brand-600"
            >
              <Icon name="pin" className="h-4 w-4" />
              {fillWords(words.cleaningIn, { borough: area.label })}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
