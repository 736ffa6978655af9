import type { ReactNode } from "react";
import type { PageMeta } from "@/lib/site/content";
import { topLevelCrumbs, type Crumb } from "@/lib/site/seo/breadcrumbs";
import { breadcrumbJsonLd } from "@/lib/site/seo/json-ld";
import { loadPageContext, type PageContext } from "@/lib/site/page-context";
import { JsonLdScript } from "../JsonLdScript";

/**
 * A page one step below home (About, Services, the privacy policy, the terms): its copy filled
 * from the page context, the Home › page breadcrumbs with their structured data, then the view
 * `render` draws of the filled copy.
 */
export async function TopLevelPage<Content extends PageMeta>({
  content,
  crumb,
  render,
}: {
  content: Content;
  /** The page's name in the breadcrumbs. */
  crumb: string;
  render: (page: Content, crumbs: readonly Crumb[], context: PageContext) => ReactNode;
}) {
  const context = await loadPageContext();
  const page = context.fill(content);
  const crumbs = topLevelCrumbs(page, crumb);
  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(context.baseUrl, crumbs)} />
      {render(page, crumbs, context)}
    </>
  );
}
