import { formatTime } from "@/lib/kernel/format/shorthand";

/**
 * When a check-out needs the cleaner's reason, and when it holds the visit for staff review
 * (docs/product.md, "Checking out"). Pure and safe for client bundles: the check-out form asks
 * for the reason on the same terms the server enforces.
 *
 * - Leaving before the planned end, or with checklist items not ticked, needs a reason staff see.
 * - Leaving after less than half the estimated time on site holds the visit: its charge, the
 *   receipt and the rating request wait until staff review it.
 */

export interface CheckOutFacts {
  /** When the cleaner checked in (the visit's start when no check-in is on record). */
  checkedInAt: Date;
  endsAt: Date;
  estimatedMinutes: number;
  ticked: number;
  total: number;
}

export interface CheckOutAssessment {
  /** What the reason must explain, or null when none is needed. */
  reasonPrompt: string | null;
  holdForReview: boolean;
  minutesOnSite: number;
}

const MINUTE = 60_000;

function untickedWords(unticked: number, total: number): string {
  return `${unticked} of ${total} checklist items ${unticked === 1 ? "is" : "are"} not ticked`;
}

/** The reason the form asks for: what is early or unfinished, in the cleaner's words. */
export function checkOutReasonPrompt(early: boolean, endsAt: Date, unticked: number, total: number): string | null {
  if (early && unticked > 0) return `You are checking out before the planned end at ${formatTime(endsAt)}, with ${unticked} of ${total} checklist items not ticked. Tell the office why.`;
  if (early) return `You are checking out before the planned end at ${formatTime(endsAt)}. Tell the office why.`;
  if (unticked > 0) return `${untickedWords(unticked, total)}. Tell the office why.`;
  return null;
}

export function assessCheckOut(facts: CheckOutFacts, now: Date): CheckOutAssessment {
  const early = now.getTime() < facts.endsAt.getTime();
  const unticked = Math.max(0, facts.total - facts.ticked);
  const minutesOnSite = Math.max(0, Math.floor((now.getTime() - facts.checkedInAt.getTime()) / MINUTE));
  return {
    reasonPrompt: checkOutReasonPrompt(early, facts.endsAt, unticked, facts.total),
    holdForReview: minutesOnSite * 2 < facts.estimatedMinutes,
    minutesOnSite,
  };
}
