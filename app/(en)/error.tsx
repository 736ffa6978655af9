"use client";

import { buttonLinkClasses } from "@/components/site/button-link-classes";

/**
 * What a visitor sees when a page fails on the server: a plain apology and ways forward, never
 * the error itself. The failure is already in our log with its request id (instrumentation.ts);
 * the reference lets the office find it when someone calls. Its links are plain anchors: a full
 * page load leaves the failed page's state behind, and next/link would add a second copy of
 * itself to every page's script (this boundary ships in its own chunk).
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-800">Something went wrong</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink">This page hit a snag on our side</h1>
        <p className="mt-4 text-lg text-slate-700">
          Nothing you did caused it, and any booking you already made is safe. Try again in a moment; if it keeps happening, our office can help by phone or
          email.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={reset}
            className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            Try again
          </button>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose (above) */}
          <a href="/" className={buttonLinkClasses("secondary")}>
            Back to the home page
          </a>
          <a href="/contact" className={buttonLinkClasses("secondary")}>
            Contact us
          </a>
        </div>
        {error.digest ? <p className="mt-8 text-sm text-slate-600">Reference for our office: {error.digest}</p> : null}
      </div>
    </section>
  );
}
