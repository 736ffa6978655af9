import { formatUsd } from "@/lib/kernel/money";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { GiftCardDto, GiftCardHistoryEntryDto } from "@/lib/gift-cards/dto";
import { formatDeliveryDate } from "@/lib/gift-cards/rules";
import { CopyCodeButton } from "@/components/ui/CopyCodeButton";

const KIND_LABELS: Record<GiftCardHistoryEntryDto["kind"], string> = {
  issue: "Card issued",
  redeem: "Used on a booking",
  refund: "Returned from a cancelled booking",
  void: "Card cancelled",
};

const dateTime = (iso: string) => formatInNewYork(iso, "mediumDateTime");

function signedUsd(cents: number): string {
  return cents > 0 ? `+${formatUsd(cents)}` : formatUsd(cents);
}

function StatusBadge({ card }: { card: GiftCardDto }) {
  if (card.status === "void") return <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">Cancelled</span>;
  if (card.balanceCents === 0) return <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600">Used up</span>;
  return <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">Active</span>;
}

function GiftCardItem({ card, perspective }: { card: GiftCardDto; perspective: "bought" | "received" }) {
  const headingId = `gift-card-${card.id}`;
  const delivery = card.deliveredAt
    ? `Delivered ${dateTime(card.deliveredAt)}`
    : card.deliverOn <= newYorkIsoDateOf(new Date())
      ? "Being emailed now"
      : `Goes out ${formatDeliveryDate(card.deliverOn)}, 9 AM New York time`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id={headingId} className="font-semibold text-ink">
              {formatUsd(card.initialCents)} gift card ending {card.last4}
            </h3>
            <p className="mt-0.5 text-sm text-slate-600">
              {perspective === "bought" ? `For ${card.recipientName} (${card.recipientEmail})` : `From ${card.fromName}`} · {delivery}
            </p>
          </div>
          <div className="text-right">
            <StatusBadge card={card} />
            <p className="mt-1 text-sm text-slate-600">
              Balance <strong className="text-lg text-ink">{formatUsd(card.balanceCents)}</strong>
            </p>
          </div>
        </div>
        {card.status === "active" && (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <code className="rounded-lg bg-slate-100 px-3 py-1.5 font-mono text-sm tracking-wider text-ink">{card.code}</code>
            <CopyCodeButton code={card.code} />
          </div>
        )}
        {card.message && <p className="mt-3 text-sm italic text-slate-700">“{card.message}”</p>}
        <details className="group mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:underline">History</summary>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">History of the card ending {card.last4}</caption>
            <thead className="text-slate-500">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Date
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  What
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {card.history.map((entry, index) => (
                <tr key={index} className="border-t border-slate-100">
                  <td className="py-1.5 pr-3 text-slate-600">{dateTime(entry.at)}</td>
                  <td className="py-1.5 pr-3">
                    {KIND_LABELS[entry.kind]}
                    {entry.orderNumber !== null && ` (order ${formatOrderNumber(entry.orderNumber)})`}
                  </td>
                  <td className={`py-1.5 text-right tabular-nums ${entry.amountCents < 0 ? "text-slate-800" : "text-emerald-700"}`}>{signedUsd(entry.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </article>
    </li>
  );
}

/** A list of cards with balances and history; `empty` says what to do when there are none. */
export function GiftCardList({ cards, perspective, empty }: { cards: GiftCardDto[]; perspective: "bought" | "received"; empty: string }) {
  if (cards.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-3">
      {cards.map((card) => (
        <GiftCardItem key={card.id} card={card} perspective={perspective} />
      ))}
    </ul>
  );
}
