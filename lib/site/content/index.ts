import { brooklynCleaning } from "./boroughs/brooklyn-cleaning";
import { manhattanCleaning } from "./boroughs/manhattan-cleaning";
import { queensCleaning } from "./boroughs/queens-cleaning";
import { aboutPage } from "./pages/about";
import { homePage } from "./pages/home";
import { privacyPolicyPage } from "./pages/privacy-policy";
import { servicesOverviewPage } from "./pages/service-page";
import { termsPage } from "./pages/terms-and-conditions";
import { bathroomCleaning } from "./services/bathroom-cleaning";
import { customCleaning } from "./services/custom-cleaning";
import { deepCleaning } from "./services/deep-cleaning";
import { filthyCleaning } from "./services/filthy-cleaning";
import { generalCleaning } from "./services/general-cleaning";
import { heavyConditionCleaning } from "./services/heavy-condition-cleaning";
import { kitchenCleaning } from "./services/kitchen-cleaning";
import { moveInOutCleaning } from "./services/move-in-out-cleaning";
import { officeCleaning } from "./services/office-cleaning";
import { postConstructionCleaning } from "./services/post-construction-cleaning";
import { residentialCleaning } from "./services/residential-cleaning";
import { guideSections } from "./guides";
import { serviceSummaries } from "./services-summary";
import type { BoroughPageContent, GuideSection, PageMeta, ServicePageContent, ServiceSummary, SiteContent } from "./types";
import { spanishContent } from "./es";
import type { Locale } from "@/lib/kernel/enums/locales";
import { splitLocale } from "@/lib/kernel/i18n/paths";

export type * from "./types";
export { fillContent } from "./placeholders";
export { homePage, aboutPage, servicesOverviewPage, privacyPolicyPage, termsPage, serviceSummaries };

/** The service pages under /services, in menu order (basics, then specialized). */
export const allServicePages: readonly ServicePageContent[] = [
  residentialCleaning,
  kitchenCleaning,
  bathroomCleaning,
  generalCleaning,
  deepCleaning,
  officeCleaning,
  customCleaning,
  moveInOutCleaning,
  heavyConditionCleaning,
  filthyCleaning,
  postConstructionCleaning,
];

/** The borough pages under /services, in menu order. */
export const allBoroughPages: readonly BoroughPageContent[] = [brooklynCleaning, manhattanCleaning, queensCleaning];

/** Every public page with content, for sitemaps and checks. */
export const allPages: readonly PageMeta[] = [
  homePage,
  aboutPage,
  servicesOverviewPage,
  ...allServicePages,
  ...allBoroughPages,
  privacyPolicyPage,
  termsPage,
];

/** The overview entries of one group ("basics", "specialized", "add-ons"). */
export function getServiceSummaries(group?: ServiceSummary["group"]): ServiceSummary[] {
  return group ? serviceSummaries.filter((s) => s.group === group) : [...serviceSummaries];
}

/** The guide sections that moved off the home page onto this page (issue #24), in their order, in the page's language. */
export function guideSectionsFor(path: string): GuideSection[] {
  return contentIn(splitLocale(path).locale).guideSections.filter((section) => section.movedTo === path);
}

/** The English copy, as one value of the shape every language has. */
const englishContent: SiteContent = {
  homePage,
  aboutPage,
  servicesOverviewPage,
  privacyPolicyPage,
  termsPage,
  servicePages: allServicePages,
  boroughPages: allBoroughPages,
  serviceSummaries,
  guideSections,
};

/** Every public page's copy in a language (docs/product.md, "Languages"). */
export function contentIn(locale: Locale): SiteContent {
  return locale === "es" ? spanishContent : englishContent;
}

/**
 * A price-table service's name as a page in `locale` says it. The price table names services as
 * the office typed them, in English; a Spanish page names the ones its copy covers in Spanish
 * ("Limpieza profunda") and shows any other as typed (docs/product.md, "Languages").
 */
export function serviceNameIn(locale: Locale, priceSlug: string, typed: string): string {
  if (locale === "en") return typed;
  return contentIn(locale).serviceSummaries.find((summary) => summary.priceSlug === priceSlug)?.name ?? typed;
}
