import Link from "next/link";

const TABS = [
  { href: "/admin/payments", label: "Needing attention" },
  { href: "/admin/payments/all", label: "All payments" },
  { href: "/admin/payments/tips", label: "Tips" },
  { href: "/admin/payments/books", label: "Books" },
] as const;

/** The views of the Payments section: what needs staff now, the full list, tips by cleaner, and the monthly accounting export. */
export function PaymentsTabs({ current }: { current: (typeof TABS)[number]["href"] }) {
  return (
    <nav aria-label="Payments views" className="mb-6 flex gap-2 border-b border-slate-200">
      {TABS.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          aria-current={tab.href === current ? "page" : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${tab.href === current ? "border-brand-700 text-brand-700" : "border-transparent text-slate-600 hover:text-ink"}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
