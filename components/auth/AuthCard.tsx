import type { ReactNode } from "react";

/** The frame of the sign-in and account-recovery pages; without a title the content brings its own heading. */
export function AuthCard({ title, intro, children }: { title?: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {title ? <AuthCardHeading title={title} intro={intro} /> : null}
        <div className={title ? "mt-6" : undefined}>{children}</div>
      </div>
    </section>
  );
}

/** The page heading and its introduction, as the card shows them. */
export function AuthCardHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
    </>
  );
}
