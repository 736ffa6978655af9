import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard, AccountPage } from "@/components/account/AccountPage";
import { linkClass } from "@/components/booking/field-styles";
import { LiveOrderUpdates } from "@/components/orders/LiveOrderUpdates";
import { OrderListItem } from "@/components/orders/OrderListItem";
import { listCustomerOrders } from "@/lib/booking/orders/queries";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "My orders", robots: { index: false } };

/** Order history: upcoming visits first (soonest first), then past and cancelled ones. */
export default async function OrdersPage() {
  const user = await requireUser();
  const { upcoming, past } = await listCustomerOrders(await getDb(), user.id);
  return (
    <AccountPage current="/profile/orders" title="My orders" intro="Your cleanings, with their status. Open one for details, changes and the calendar file.">
      <LiveOrderUpdates scope={{ kind: "customer-orders" }} />
      <AccountCard id="upcoming" title="Upcoming">
        {upcoming.length > 0 ? (
          <ul className="space-y-3">
            {upcoming.map((order) => (
              <OrderListItem key={order.id} order={order} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">
            No upcoming cleanings.{" "}
            <Link href="/booking" className={linkClass}>
              Book one
            </Link>
          </p>
        )}
      </AccountCard>
      <AccountCard id="past" title="Past and cancelled">
        {past.length > 0 ? (
          <ul className="space-y-3">
            {past.map((order) => (
              <OrderListItem key={order.id} order={order} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">Nothing here yet.</p>
        )}
      </AccountCard>
    </AccountPage>
  );
}
