import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BoroughPage } from "@/components/site/borough/BoroughPage";
import { ServicePage } from "@/components/site/service/ServicePage";
import { buildPageMetadata } from "@/lib/site/seo/metadata";
import { resolveServicesRoute, servicesRouteParams } from "@/lib/site/services-route";

/** As the English service pages: prerendered with the code's default prices, then refreshed hourly with the staff's. */
export const revalidate = 3600;
/** Only the twins of the English pages exist; any other /es/services/... address is the Spanish not-found page. */
export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string[] }>;
}

export function generateStaticParams() {
  return servicesRouteParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = resolveServicesRoute((await params).slug, "es");
  return route ? buildPageMetadata(route.page) : {};
}

/** The Spanish twins of the service and borough pages (docs/architecture.md, "Languages"), at /es/services/.... */
export default async function SpanishServicesRoutePage({ params }: Props) {
  const route = resolveServicesRoute((await params).slug, "es");
  if (!route) notFound();
  return route.kind === "service" ? <ServicePage locale="es" content={route.page} parent={route.parent} /> : <BoroughPage locale="es" content={route.page} />;
}
