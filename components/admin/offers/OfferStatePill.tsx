import type { OfferState } from "@/lib/admin/offers/offer-dto";
import { Pill } from "../StatusBadge";

export function OfferStatePill({ state }: { state: OfferState }) {
  if (state === "active") return <Pill tone="green">Active</Pill>;
  if (state === "scheduled") return <Pill tone="sky">Scheduled</Pill>;
  return <Pill tone="slate">Ended</Pill>;
}
