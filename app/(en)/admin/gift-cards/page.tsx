import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { ActionPanel } from "@/components/admin/actions/ActionFeedback";
import { FilterBar } from "@/components/admin/FilterBar";
import { GIFT_CARD_STATUS_TEXT, GiftCardStatusPill } from "@/components/admin/gift-cards/GiftCardStatusPill";
import { VoidGiftCardButton } from "@/components/admin/gift-cards/VoidGiftCardButton";
import { Pagination } from "@/components/admin/Pagination";
import { DataTable } from "@/components/admin/DataTable";
import { linkClass } from "@/components/ui/styles";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import { formatDate, formatDateTime, formatUsd } from "@/lib/kernel/format/shorthand";
import { adminGiftCardsPageView } from "@/lib/admin/gift-cards/gift-cards-page";
import { requireAdminPage } from "@/lib/web/http/admin-access";
import { parseFilters, type RawSearchParams } from "@/lib/admin/search-params";
import { adminGiftCardQuerySchema } from "@/lib/gift-cards/admin";

export const metadata: Metadata = { title: "Gift cards" };

const KIND_TEXT = { issue: "Issued", redeem: "Spent", refund: "Refunded", void: "Voided" } as const;

export default async function AdminGiftCardsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage("giftCards.manage");
  const { query, values, errors } = parseFilters(adminGiftCardQuerySchema, await searchParams);
  const { page, histories } = await adminGiftCardsPageView(query);
  return (
    <>
      <AdminPageHeader title="Gift cards" description="Every card sold: balance, where it was spent, and voiding. Whole codes are never shown here." />
      <FilterBar action="/admin/gift-cards" errors={errors} label="Filter gift cards">
        <TextField name="q" label="Code, last four, buyer or recipient" defaultValue={values.q ?? ""} className="lg:col-span-2" />
        <SelectField
          name="status"
          label="Status"
          placeholder="Any status"
          defaultValue={values.status ?? ""}
          options={(Object.keys(GIFT_CARD_STATUS_TEXT) as (keyof typeof GIFT_CARD_STATUS_TEXT)[]).map((status) => ({ value: status, label: GIFT_CARD_STATUS_TEXT[status] }))}
        />
      </FilterBar>
      <ActionPanel>
        <DataTable
          caption="Gift cards"
          empty="No gift cards match."
          rows={page.items}
          columns={[
            {
              header: "Card",
              cell: (card) => (
                <>
                  <span className="font-mono">{card.maskedCode}</span>
                  <span className="mt-1 block">
                    <GiftCardStatusPill status={card.status} balanceCents={card.balanceCents} />
                  </span>
                  {card.voidReason ? (
                    <span className="mt-1 block text-xs text-slate-600">
                      Voided{card.voidedBy ? ` by ${card.voidedBy.name}` : ""}: {card.voidReason}
                    </span>
                  ) : null}
                </>
              ),
            },
            {
              header: "Balance",
              headerClassName: "text-right",
              className: "whitespace-nowrap text-right",
              cell: (card) => (
                <>
                  {formatUsd(card.balanceCents)}
                  <span className="block text-xs text-slate-500">of {formatUsd(card.initialCents)}</span>
                </>
              ),
            },
            {
              header: "For",
              cell: (card) => (
                <>
                  {card.recipientName}
                  <span className="block break-all text-xs text-slate-600">{card.recipientEmail}</span>
                  <span className="block text-xs text-slate-500">{card.deliveredAt ? `Delivered ${formatDate(card.deliveredAt)}` : `Delivers ${card.deliverOn}`}</span>
                </>
              ),
            },
            {
              header: "Bought by",
              cell: (card) => (
                <>
                  <Link href={`/admin/users/${card.purchaser.id}`} className={linkClass}>
                    {card.purchaser.name}
                  </Link>
                  <span className="block text-xs text-slate-500">{formatDate(card.createdAt)}</span>
                </>
              ),
            },
            {
              header: "History",
              className: "text-xs",
              cell: (card) => (
                <ul className="space-y-0.5">
                  {(histories.get(card.id) ?? []).map((entry) => (
                    <li key={entry.id}>
                      {KIND_TEXT[entry.kind]} {formatUsd(Math.abs(entry.amountCents))} · {formatDateTime(entry.at)}
                      {entry.order ? (
                        <>
                          {" · "}
                          <Link href={`/admin/orders/${entry.order.id}`} className={linkClass}>
                            {entry.order.number}
                          </Link>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ),
            },
            { header: <span className="sr-only">Actions</span>, cell: (card) => (card.status === "active" ? <VoidGiftCardButton card={card} /> : null) },
          ]}
        />
      </ActionPanel>
      <Pagination basePath="/admin/gift-cards" params={values} page={page.page} pageSize={page.pageSize} total={page.total} />
    </>
  );
}
