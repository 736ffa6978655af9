import { ContactPage, contactPageMetadata } from "@/components/contact/ContactPage";

export const metadata = contactPageMetadata("es");

/** /es/contact: static, like /contact; the form sends to POST /api/contact from the browser. */
export default function SpanishContactPage() {
  return <ContactPage locale="es" />;
}
