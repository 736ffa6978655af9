import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard, AccountPage } from "@/components/account/AccountPage";
import { linkClass } from "@/components/ui/styles";
import { OrderEditForm } from "@/components/orders/OrderEditForm";
import { editOrderPageView } from "@/lib/booking/orders/edit-order-page";
import { notFoundUnless, requireUser } from "@/lib/auth/session";
import { getCompanyContacts } from "@/lib/site/company";

export const metadata: Metadata = { title: "Change your booking", robots: { index: false } };

type Params = Promise<{ id: string }>;

/** /order/{id}/edit: the customer's changes until 24 hours before the visit; after that, a phone call. */
export default async function EditOrderPage({ params }: { params: Params }) {
  const user = await requireUser();
  const view = await editOrderPageView(user, (await params).id);
  notFoundUnless(view !== null);
  const { order } = view;
  const { phone, phoneHref } = getCompanyContacts();
  const back = (
    <p className="text-sm">
      <Link href={`/order/${order.id}`} className={linkClass}>
        ← Back to order {order.number}
      </Link>
    </p>
  );

  if (view.closed) {
    return (
      <AccountPage current="/profile/orders" title={`Change order ${order.number}`}>
        <AccountCard id="too-late" title="Changes are closed online">
          <p className="text-slate-700">{view.closed.message}</p>
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

  const { form } = view;
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
        initial={form.initial}
        savedCodes={order.access ? { hasLockboxCode: order.access.hasLockboxCode, hasAlarmCode: order.access.hasAlarmCode } : null}
        priceTable={form.priceTable}
        offer={form.offer}
        previousTotalCents={order.totalCents}
        closing={form.closing}
        bookable={form.bookable}
        serviceCards={form.serviceCards}
      />
      {back}
    </AccountPage>
  );
}
