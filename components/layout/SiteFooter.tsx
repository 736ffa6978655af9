import { IntentLink } from "@/components/site/IntentLink";
import { Icon } from "@/components/site/icons";
import { QuickActions } from "@/components/widgets/QuickActions";
import type { CompanyContacts } from "@/lib/site/company";
import { FOOTER_LINKS, SERVICES_MENU, type NavLink } from "@/lib/site/navigation";
import { SocialLinks } from "./SocialLinks";

const AREAS = SERVICES_MENU.find((column) => column.id === "areas")?.links ?? [];

/** Drawn by `.footer-link` in app/globals.css. */
const linkClass = "footer-link";

/** The items of one of the footer's link lists. */
function LinkItems({ links }: { links: readonly NavLink[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <IntentLink className={linkClass} href={link.href}>
        {link.label}
      </IntentLink>
    </li>
  ));
}

/**
 * The site footer (docs/product.md#the-page-shell): links, contacts from the configuration and the social
 * profiles. The floating Quick Actions widget comes with it, because the root layout renders
 * the footer on every page and the widget uses the same contacts.
 */
export function SiteFooter({ company }: { company: CompanyContacts }) {
  return (
    <>
      <footer className="bg-ink text-slate-300">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
          <div className="lg:col-span-2">
            <p className="text-xl font-bold text-white">{company.name}</p>
            <p className="mt-1 font-semibold text-brand-300">We Clean - You Relax</p>
            <p className="mt-4 max-w-sm text-sm leading-relaxed">
              Professional cleaning services for home and office in Manhattan, Brooklyn and Queens, seven days a week.
            </p>
            <div className="mt-6">
              <SocialLinks companyName={company.name} />
            </div>
          </div>
          <nav aria-label="Footer">
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-white">Explore</p>
            <ul className="mt-4 space-y-2.5 text-sm">
              <LinkItems links={FOOTER_LINKS} />
            </ul>
          </nav>
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-white">Contact</p>
            <ul className="mt-4 space-y-3 text-sm">
              <li>
                <a className={`${linkClass} inline-flex items-center gap-2`} href={company.phoneHref}>
                  <Icon name="phone" className="h-4 w-4 text-brand-300" />
                  {company.phone}
                </a>
              </li>
              <li>
                <a className={`${linkClass} inline-flex items-center gap-2 break-all`} href={`mailto:${company.email}`}>
                  <Icon name="mail" className="h-4 w-4 shrink-0 text-brand-300" />
                  {company.email}
                </a>
              </li>
              <li className="flex items-start gap-2">
                <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0 text-brand-300" />
                <span>7 days a week, start times 8 AM to 5 PM</span>
              </li>
            </ul>
            <p className="mt-6 text-sm font-semibold uppercase tracking-[0.14em] text-white">Service areas</p>
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
              <LinkItems links={AREAS} />
            </ul>
          </div>
        </div>
        <div className="border-t border-white/10">
          {/* On phones the floating widgets sit at the bottom: the page ends below them, never under them. */}
          <p className="mx-auto max-w-6xl px-4 pt-6 pb-24 text-sm text-slate-400 sm:pb-6">
            © {new Date().getFullYear()} {company.name}. Background-checked, insured cleaners in New York City.
          </p>
        </div>
      </footer>
      <QuickActions phone={company.phone} phoneHref={company.phoneHref} email={company.email} />
    </>
  );
}
