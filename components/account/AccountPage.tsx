import Link from "next/link";
import type { ReactNode } from "react";
import { cardClass } from "@/components/ui/styles";

const LINKS = [
  { href: "/profile", label: "Profile" },
  { href: "/profile/orders", label: "My orders" },
  { href: "/profile/payment-methods", label: "Payment methods" },
  { href: "/gift-cards", label: "Gift cards" },
  { href: "/change-password", label: "Change password" },
  { href: "/change-email", label: "Change email" },
] as const;

export type AccountSection = (typeof LINKS)[number]["href"];

/** The frame of the signed-in user's own pages: a title, the account links, then the content. */
export function AccountPage({ current, title, intro, children }: { current: AccountSection; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <nav aria-label="Your account" className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2 whitespace-nowrap text-sm font-medium">
          {LINKS.map((link) => {
            const active = link.href === current;
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={active ? "page" : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full px-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                    active ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                  }`}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <header className="mt-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
        {intro && <div className="mt-2 max-w-2xl text-slate-600">{intro}</div>}
      </header>
      <div className="mt-8 space-y-6">{children}</div>
    </div>
  );
}

/** One titled card of an account page. */
export function AccountCard({ title, description, children, id }: { title: string; description?: ReactNode; children: ReactNode; id: string }) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
