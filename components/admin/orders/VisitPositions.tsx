import { DetailItem } from "@/components/admin/DetailItem";
import { Pill } from "@/components/admin/StatusBadge";
import { positionSummary } from "@/lib/cabinet/position-check";
import type { VisitPositionView } from "@/lib/cabinet/visit-positions";
import { formatDateTime } from "@/lib/kernel/format/shorthand";

const STEP_LABEL = { check_in: "Check-in location", check_out: "Check-out location" } as const;

/**
 * The staff order page's check-in and check-out positions, each with how far it was from the
 * address's ZIP area and a flag when far (docs/product.md, "Checking in where the job is"). A
 * step made without a position says so; a step not made yet shows nothing.
 */
export function VisitPositions({ positions, checkedIn, checkedOut }: { positions: VisitPositionView[]; checkedIn: boolean; checkedOut: boolean }) {
  const rows = (["check_in", "check_out"] as const).flatMap((step) => {
    const made = step === "check_in" ? checkedIn : checkedOut;
    const ofStep = positions.filter((position) => position.step === step);
    if (ofStep.length === 0) {
      return made ? [<DetailItem key={step} look="row" label={STEP_LABEL[step]}>No location recorded: the phone gave none, or the step was made by staff.</DetailItem>] : [];
    }
    return ofStep.map((position) => (
      <DetailItem key={`${step}-${position.recordedAt}`} look="row" label={STEP_LABEL[step]}>
        <span className="inline-flex flex-wrap items-center gap-2">
          {position.verdict === "far" ? <Pill tone="red">Far from the address</Pill> : null}
          <span>
            {formatDateTime(position.recordedAt)}: {positionSummary(position, position.zip)}
          </span>
        </span>
      </DetailItem>
    ));
  });
  return rows.length > 0 ? <>{rows}</> : null;
}
