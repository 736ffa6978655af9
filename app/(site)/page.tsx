import Link from "next/link";

export default function HomePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-20">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Manhattan · Brooklyn · Queens</p>
      <h1 className="mt-3 text-4xl font-bold sm:text-5xl">We Clean - You Relax</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        Background-checked, insured cleaners for New York City apartments, brownstones and offices, seven days a week.
      </p>
      <Link href="/booking" className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Book Now
      </Link>
    </section>
  );
}
