import type { ReactNode } from "react";
import { HtmlDocument } from "@/components/layout/HtmlDocument";

/** Every page at today's addresses, in English: the site, accounts, the admin panel and the cabinet. */
export default function EnglishDocument({ children }: { children: ReactNode }) {
  return <HtmlDocument locale="en">{children}</HtmlDocument>;
}
