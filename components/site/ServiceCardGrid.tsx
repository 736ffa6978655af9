import { ServiceCard } from "./ServiceCard";

export interface ServiceCardItem {
  slug: string;
  name: string;
  summary: string;
  href: string;
  priceLabel?: string;
}

/** Services as a list of cards, laid out (grid or row) by `className`; `itemClassName` sizes each card's slot. */
export function ServiceCardGrid({ services, className, itemClassName, label }: { services: readonly ServiceCardItem[]; className: string; itemClassName?: string; label?: string }) {
  return (
    <ul aria-label={label} className={className}>
      {services.map((service) => (
        <li key={service.slug} className={itemClassName}>
          <ServiceCard slug={service.slug} name={service.name} summary={service.summary} href={service.href} priceLabel={service.priceLabel} />
        </li>
      ))}
    </ul>
  );
}
