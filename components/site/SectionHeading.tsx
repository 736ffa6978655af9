import type { ReactNode } from "react";

const HEADING = "text-3xl font-bold tracking-tight text-ink";
/** The home page's and the why-choose-us sections step their headings up on wider screens. */
const LARGE_HEADING = `${HEADING} sm:text-4xl`;

/** The h2 a section of a public page is labelled by (its `id` is the section's aria-labelledby). */
export function SectionHeading({ id, large = false, children }: { id: string; large?: boolean; children: ReactNode }) {
  return (
    <h2 id={id} className={large ? LARGE_HEADING : HEADING}>
      {children}
    </h2>
  );
}

/** A section's h2 with its lead paragraphs, kept to a reading width by `className`. */
export function SectionIntro({
  headingId,
  heading,
  paragraphs,
  large,
  className,
}: {
  headingId: string;
  heading: ReactNode;
  paragraphs: readonly string[];
  large?: boolean;
  className: string;
}) {
  return (
    <div className={className}>
      <SectionHeading id={headingId} large={large}>
        {heading}
      </SectionHeading>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg text-slate-700">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
