import { formatDate, formatUsd } from "@/lib/kernel/format/shorthand";
import type { CreditEntryKind } from "@/lib/platform/db/schema/referrals";

const KIND_TEXT: Record<CreditEntryKind, string> = {
  earned: "Earned for a referral",
  spent: "Used on a visit",
  expired: "Expired",
  adjusted: "Adjusted",
};

export interface CreditEntryItem {
  id: string;
  kind: CreditEntryKind;
  amountCents: number;
  reason: string | null;
  createdAt: Date;
}

/** The account credit ledger's entries, newest first, each signed: the profile's and the staff user page's list. */
export function CreditEntryList({ entries }: { entries: readonly CreditEntryItem[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className="mt-2 divide-y divide-slate-100 text-sm" aria-label="Credit history">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-1.5">
          <span>
            {KIND_TEXT[entry.kind]}
            {entry.kind === "adjusted" && entry.reason ? <span className="text-slate-600">: {entry.reason}</span> : null}
            <span className="block text-xs text-slate-500">{formatDate(entry.createdAt)}</span>
          </span>
          <span className="whitespace-nowrap tabular-nums">{entry.amountCents > 0 ? `+${formatUsd(entry.amountCents)}` : `−${formatUsd(-entry.amountCents)}`}</span>
        </li>
      ))}
    </ul>
  );
}
