import { IntentLink } from "@/components/site/IntentLink";
import { SERVICES_MENU } from "@/lib/site/navigation";
import { Icon } from "../icons";

const AREAS = SERVICES_MENU.find((column) => column.id === "areas")?.links ?? [];

/** The borough pages, from a service page: the same service is available in all three. */
export function BoroughLinks({ serviceName }: { serviceName: string }) {
  return (
    <div className="mt-10 rounded-2xl bg-brand-50 p-6">
      <p className="font-semibold text-ink">{serviceName} is available in all three boroughs we serve:</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {AREAS.map((area) => (
          <li key={area.href}>
            <IntentLink
              href={area.href}
              className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:border-brand-600"
            >
              <Icon name="pin" className="h-4 w-4" />
              Cleaning in {area.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
