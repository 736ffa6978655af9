import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { AccountCard, AccountPage } from "@/components/account/AccountPage";
import { linkClass } from "@/components/ui/styles";
import { LiveOrderUpdates } from "@/components/orders/LiveOrderUpdates";
import { OrderListItem } from "@/components/orders/OrderListItem";
import { customerOrdersPageView } from "@/lib/booking/orders/customer-orders-page";
import type { OrderSummaryDto } from "@/lib/booking/orders/queries";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "My orders", robots: { index: false } };

/** Order history: upcoming visits first (soonest first, cancelled ones in their place), then past ones. */
export default async function OrdersPage() {
  const user = await requireUser();
  const { upcoming, past } = await customerOrdersPageView(user.id);
  return (
    <AccountPage current="/profile/orders" title="My orders" intro="Your cleanings, with their status. Open one for details, changes and the calendar file.">
      <LiveOrderUpdates scope={{ kind: "customer-orders" }} />
      <OrderListCard
        id="upcoming"
        title="Upcoming"
        orders={upcoming}
        empty={
          <>
            No upcoming cleanings.{" "}
            <Link href="/booking" className={linkClass}>
              Book one
            </Link>
          </>
        }
      />
      <OrderListCard id="past" title="Past" orders={past} empty="Nothing here yet." />
    </AccountPage>
  );
}

/** One of the two lists of orders, or what to say when it is empty. */
function OrderListCard({ id, title, orders, empty }: { id: string; title: string; orders: readonly OrderSummaryDto[]; empty: ReactNode }) {
  return (
    <AccountCard id={id} title={title}>
      {orders.length > 0 ? (
        <ul className="space-y-3">
          {orders.map((order) => (
            <OrderListItem key={order.id} order={order} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{empty}</p>
      )}
    </AccountCard>
  );
}
