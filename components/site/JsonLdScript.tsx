import { serializeJsonLd, type JsonLd } from "@/lib/site/seo/json-ld";

/** Structured data for search engines, in the server-rendered HTML. */
export function JsonLdScript({ data }: { data: JsonLd | readonly JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
