import { IntentLink } from "@/components/site/IntentLink";
import { pageLocale } from "@/lib/kernel/i18n/paths";
import { shellWords } from "@/lib/kernel/i18n/shell-words";
import type { Crumb } from "@/lib/site/seo/breadcrumbs";

/** The visible trail, in the language of the page it ends at; the same crumbs go into the BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const locale = pageLocale(crumbs.at(-1)?.path ?? "/");
  return (
    <nav aria-label={shellWords(locale).nav.breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <IntentLink href={crumb.path} className="underline-offset-4 hover:text-brand-800 hover:underline">
                    {crumb.name}
                  </IntentLink>
                  <span aria-hidden="true" className="text-slate-400">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
