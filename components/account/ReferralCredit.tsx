import { CopyCodeButton } from "@/components/ui/CopyCodeButton";
import { formatDate, formatUsd } from "@/lib/kernel/format/shorthand";
import { CreditEntryList, type CreditEntryItem } from "./CreditEntryList";

export interface ReferralCreditProps {
  link: string;
  welcomeCents: number;
  rewardCents: number;
  balanceCents: number;
  entries: CreditEntryItem[];
  /** The next earned credit to expire and when (docs/product.md, "Referrals and account credit"); null when none will. */
  nextExpiry?: { amountCents: number; expiresAt: Date } | null;
}

/**
 * The profile's referral link with its copy button, and the account credit: the balance and its
 * recent entries (docs/product.md, "Referrals and account credit").
 */
export function ReferralCredit({ link, welcomeCents, rewardCents, balanceCents, entries, nextExpiry = null }: ReferralCreditProps) {
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <p className="text-sm text-slate-700">
          Share your link with a friend in the city. They get {formatUsd(welcomeCents)} off their first cleaning, and you get {formatUsd(rewardCents)} of credit once that visit is done and paid.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <code className="break-all rounded bg-slate-100 px-2 py-1 text-sm text-slate-900">{link}</code>
          <CopyCodeButton code={link} label="Copy link" copiedMessage="Link copied" />
        </div>
      </div>
      <div>
        <p className="text-sm font-semibold text-slate-800">
          Account credit: <span className="text-slate-900">{formatUsd(balanceCents)}</span>
        </p>
        <p className="text-xs text-slate-600">Used automatically on your next booking, before tax.</p>
        {nextExpiry ? (
          <p className="text-xs text-amber-800">
            {`${formatUsd(nextExpiry.amountCents)} of it expires on ${formatDate(nextExpiry.expiresAt)}: book before then to use it.`}
          </p>
        ) : null}
        <CreditEntryList entries={entries} />
      </div>
    </div>
  );
}
