import { LEAD_STATUS_LABELS, type LeadStatus } from "@/lib/admin/leads/lead-schemas";
import { Pill } from "../StatusBadge";

const TONES = { new: "amber", contacted: "sky", won: "green", lost: "slate" } as const;

export function LeadStatusPill({ status }: { status: LeadStatus }) {
  return <Pill tone={TONES[status]}>{LEAD_STATUS_LABELS[status]}</Pill>;
}
