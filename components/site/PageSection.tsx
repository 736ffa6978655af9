import type { ReactNode } from "react";
import { SectionHeading } from "./SectionHeading";

/** A band spans the window (tinted or ruled by its class) and keeps its content in the page's column. */
const BAND = "bg-slate-50 py-14";
/** Otherwise the section is the page's column itself. */
const COLUMN = "mx-auto max-w-6xl px-4 py-14";

/**
 * A section of a public page, labelled by its h2. Without `heading`, the children draw the
 * h2 themselves (a SectionIntro), with the id `headingId`.
 */
export function PageSection({
  id,
  headingId = `${id}-heading`,
  heading,
  large,
  band = false,
  className = band ? BAND : COLUMN,
  children,
}: {
  id: string;
  headingId?: string;
  heading?: ReactNode;
  large?: boolean;
  band?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const content = (
    <>
      {heading === undefined ? null : (
        <SectionHeading id={headingId} large={large}>
          {heading}
        </SectionHeading>
      )}
      {children}
    </>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      {band ? <div className="mx-auto max-w-6xl px-4">{content}</div> : content}
    </section>
  );
}
