import { ORDER_STATUSES } from "@/lib/platform/db/schema/orders";
import { calendarStatusOf } from "./order-calendar";

describe("the calendar status of an order", () => {
  it("is tentative while the order waits for confirmation, cancelled once cancelled, confirmed otherwise", () => {
    const statuses = Object.fromEntries(ORDER_STATUSES.map((status) => [status, calendarStatusOf(status)]));
    expect(statuses).toEqual({
      pending: "TENTATIVE",
      confirmed: "CONFIRMED",
      assigned: "CONFIRMED",
      in_progress: "CONFIRMED",
      completed: "CONFIRMED",
      cancelled: "CANCELLED",
    });
  });
});
