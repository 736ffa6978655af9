import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard, AccountPage } from "@/components/account/AccountPage";
import { linkClass } from "@/components/booking/field-styles";
import { OrderEditForm } from "@/components/orders/OrderEditForm";
import { lateChangeMessage } from "@/lib/booking/edit-window";
import { offerOfOrder } from "@/lib/booking/offers";
import { formFromOrder } from "@/lib/booking/order-form";
import { getCustomerOrder } from "@/lib/booking/orders/queries";
import { notFoundUnless, requireUser } from "@/lib/auth/session";
import { getDb } from "@/lib/platform/db";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { upcomingClosing } from "@/lib/settings/closing-calendar";
import { bookableDateRange } from "@/lib/booking/slots";
import { rankFeatured, serviceCardsFor } from "@/lib/booking/service-descriptions";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import { getCompanyContacts } from "@/lib/site/company";

export const metadata: Metadata = { title: "Change your booking", robots: { index: false } };

type Params = Promise<{ id: string }>;

/** /order/{id}/edit: the customer's changes until 24 hours before the visit; after that, a phone call. */
export default async function EditOrderPage({ params }: { params: Params }) {
  const user = await requireUser();
  const db = await getDb();
  const order = await getCustomerOrder(db, user.id, (await params).id);
  notFoundUnless(order !== null);
  const { phone, phoneHref } = getCompanyContacts();
  const back = (
    <p className="text-sm">
      <Link href={`/order/${order.id}`} className={linkClass}>
        ← Back to order {order.number}
      </Link>
    </p>
  );

  if (!order.canChange || user.blocked) {
    // The site-wide notice already says the account is read-only; here, what it means for this order.
    const message = user.blocked ? "While your account is blocked, this order cannot be changed online." : order.status === "cancelled" || order.status === "completed" ? "This order can no longer be changed." : lateChangeMessage(phone);
    return (
      <AccountPage current="/profile/orders" title={`Change order ${order.number}`}>
        <AccountCard id="too-late" title="Changes are closed online">
          <p className="text-slate-700">{message}</p>
          <p className="mt-3">
            <a href={phoneHref} className={linkClass}>
              Call {phone}
            </a>
          </p>
        </AccountCard>
        {back}
      </AccountPage>
    );
  }

  const now = new Date();
  const [{ priceTable, closing }, offer] = await Promise.all([readBusinessSettings(db), offerOfOrder(db, order.specialOfferId)]);
  return (
    <AccountPage
      current="/profile/orders"
      title={`Change order ${order.number}`}
      intro="Pick a new time or change the details. The price is quoted again; moving the visit sends it back to us for confirmation."
    >
      <OrderEditForm
        key={order.version}
        orderId={order.id}
        version={order.version}
        initial={formFromOrder(order)}
        priceTable={priceTable}
        offer={offer}
        previousTotalCents={order.totalCents}
        closing={upcomingClosing(closing, newYorkIsoDateOf(now))}
        bookable={bookableDateRange(now)}
        serviceCards={serviceCardsFor(priceTable, rankFeatured([], priceTable))}
      />
      {back}
    </AccountPage>
  );
}
