import Link from "next/link";
import type { CompanyContacts } from "@/lib/site/company";

const LINKS = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/service-page", label: "Services" },
  { href: "/booking", label: "Book Now" },
  { href: "/contact", label: "Contact" },
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-and-conditions", label: "Terms & Conditions" },
];

export function SiteFooter({ company }: { company: CompanyContacts }) {
  return (
    <footer className="mt-16 bg-ink text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2">
        <div>
          <p className="text-lg font-semibold text-white">{company.name}</p>
          <p className="mt-2 text-sm">Professional cleaning services for home and office in Manhattan, Brooklyn and Queens.</p>
          <p className="mt-4 text-sm">
            <a className="hover:text-white" href={`mailto:${company.email}`}>
              {company.email}
            </a>
            <span aria-hidden="true"> · </span>
            <a className="hover:text-white" href={company.phoneHref}>
              {company.phone}
            </a>
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link className="hover:text-white" href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
