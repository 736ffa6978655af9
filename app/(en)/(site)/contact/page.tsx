import { ContactPage, contactPageMetadata } from "@/components/contact/ContactPage";

export const metadata = contactPageMetadata("en");

/** /contact: static; the form sends to POST /api/contact from the browser. */
export default function EnglishContactPage() {
  return <ContactPage locale="en" />;
}
