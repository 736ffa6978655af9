import type { HomePageContent } from "@/lib/site/content";
import { PageSection } from "../PageSection";

/** Home: from the quote to a clean home in three steps. */
export function HowItWorks({ content }: { content: HomePageContent["howItWorks"] }) {
  return (
    <PageSection id="how-it-works" headingId="how-heading" heading={content.heading} large band className="bg-slate-50 py-12">
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {content.steps.map((step, index) => (
          <li key={step.title} className="grid grid-cols-[auto_1fr] gap-x-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <span className="row-span-2 inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">{index + 1}</span>
            <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
            <p className="mt-1 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
