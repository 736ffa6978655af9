import type { HomePageContent } from "@/lib/content";
import { ButtonLink } from "../ButtonLink";
import { BoroughMap } from "../illustrations/BoroughMap";

/** Home section 6: who we are, with Learn More About Us. */
export function AboutTeaser({ content }: { content: HomePageContent["aboutTeaser"] }) {
  return (
    <section id="about-us" aria-labelledby="about-heading" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-[1.4fr_1fr] md:py-20">
      <div>
        <h2 id="about-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {content.heading}
        </h2>
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
        <ButtonLink href={content.link.href} className="mt-8">
          {content.link.label}
        </ButtonLink>
      </div>
      <BoroughMap title="Map of Manhattan, Brooklyn and Queens, the three boroughs we serve" className="mx-auto h-auto w-full max-w-xs" />
    </section>
  );
}
