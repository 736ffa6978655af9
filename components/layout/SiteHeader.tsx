import Link from "next/link";
import { HeaderUserMenu } from "@/components/auth/HeaderUserMenu";
import { HeaderMenusProvider } from "./header-menus";

const LINKS = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/service-page", label: "Services" },
  { href: "/booking", label: "Booking" },
  { href: "/contact", label: "Contact" },
];

export function SiteHeader({ companyName }: { companyName: string }) {
  return (
    <HeaderMenusProvider>
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-6 px-4 py-4">
          <Link href="/" className="text-lg font-bold text-brand-700">
            {companyName}
          </Link>
          <ul className="flex flex-wrap items-center gap-5 text-sm font-medium text-slate-700">
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-brand-700">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <HeaderUserMenu />
            </li>
          </ul>
        </nav>
      </header>
    </HeaderMenusProvider>
  );
}
