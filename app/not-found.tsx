import Link from "next/link";

export default function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="mt-3 text-3xl font-bold">We couldn&apos;t find that page</h1>
      <p className="mt-4 text-slate-600">The address may be mistyped, or the page has moved. These are good places to start:</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-4 font-medium text-brand-700">
        <li><Link href="/">Home</Link></li>
        <li><Link href="/service-page">All services</Link></li>
        <li><Link href="/booking">Book a cleaning</Link></li>
        <li><Link href="/contact">Contact us</Link></li>
      </ul>
    </section>
  );
}
