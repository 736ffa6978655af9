import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BoroughPage } from "@/components/site/borough/BoroughPage";
import { ServicePage } from "@/components/site/service/ServicePage";
import { buildPageMetadata } from "@/lib/site/seo/metadata";
import { resolveServicesRoute, servicesRouteParams } from "@/lib/site/services-route";

/** Prerendered with the code's default prices, then refreshed at start-up and hourly with the staff's. */
export const revalidate = 3600;
/** Only the pages listed below exist; any other /services/... address is the not-found page. */
export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string[] }>;
}

export function generateStaticParams() {
  return servicesRouteParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = resolveServicesRoute((await params).slug);
  return route ? buildPageMetadata(route.page) : {};
}

/** The eleven service pages (residential with its kitchen, bathroom and general pages) and the three borough pages. */
export default async function ServicesRoutePage({ params }: Props) {
  const route = resolveServicesRoute((await params).slug);
  if (!route) notFound();
  return route.kind === "service" ? <ServicePage locale="en" content={route.page} parent={route.parent} /> : <BoroughPage locale="en" content={route.page} />;
}
