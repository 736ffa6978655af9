import { IntentLink } from "@/components/site/IntentLink";
import { Icon } from "@/components/site/icons";
import { QuickActions } from "@/components/widgets/QuickActions";
import type { CompanyContacts } from "@/lib/site/company";
import type { NavLink } from "@/lib/site/nav-links";
import { navigationIn } from "@/lib/site/navigation";
import type { Locale } from "@/lib/kernel/enums/locales";
import { shellWords } from "@/lib/kernel/i18n/shell-words";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import { LanguageSwitch } from "./LanguageSwitch";
import { SocialLinks } from "./SocialLinks";

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
export function SiteFooter({ company, locale }: { company: CompanyContacts; locale: Locale }) {
  const navigation = navigationIn(locale);
  const areas = navigation.servicesMenu.find((column) => column.id === "areas")?.links ?? [];
  const shell = shellWords(locale);
  const words = shell.footer;
  return (
    <>
      <footer className="bg-ink text-slate-300">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
          <div className="lg:col-span-2">
            <p className="text-xl font-bold text-white">{company.name}</p>
            <p className="mt-1 font-semibold text-brand-300">{words.slogan}</p>
            <p className="mt-4 max-w-sm text-sm leading-relaxed">{words.about}</p>
            <div className="mt-6">
              <SocialLinks companyName={company.name} locale={locale} />
            </div>
            <LanguageSwitch className={`${linkClass} mt-6 inline-flex min-h-11 items-center text-sm font-semibold`} />
          </div>
          <nav aria-label={shell.nav.footer}>
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-white">{words.explore}</p>
            <ul className="mt-4 space-y-2.5 text-sm">
              <LinkItems links={navigation.footer} />
            </ul>
          </nav>
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-white">{words.contact}</p>
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
                <span>{words.hours}</span>
              </li>
            </ul>
            <p className="mt-6 text-sm font-semibold uppercase tracking-[0.14em] text-white">{words.serviceAreas}</p>
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
              <LinkItems links={areas} />
            </ul>
          </div>
        </div>
        <div className="border-t border-white/10">
          {/* On phones the floating widgets sit at the bottom: the page ends below them, never under them. */}
          <p className="mx-auto max-w-6xl px-4 pt-6 pb-24 text-sm text-slate-400 sm:pb-6">
            {fillWords(words.copyright, { year: new Date().getFullYear(), company: company.name })}
          </p>
        </div>
      </footer>
      <QuickActions
        phoneHref={company.phoneHref}
        email={company.email}
        callLabel={fillWords(shell.quickActions.call, { phone: company.phone })}
        emailLabel={fillWords(shell.quickActions.email, { email: company.email })}
      />
    </>
  );
}
