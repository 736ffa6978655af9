import { ORDER_STATUSES, type OrderStatus } from "@/lib/platform/db/schema/orders";
import { canPerform, holdsCapacity, nextStatus, refusalMessage, type OrderAction } from "./status-machine";

describe("the order state machine", () => {
  const cases: Array<[OrderStatus, OrderAction, OrderStatus | null]> = [
    ["pending", "confirm", "confirmed"],
    ["confirmed", "confirm", null],
    ["pending", "assign", "assigned"],
    ["confirmed", "assign", "assigned"],
    ["assigned", "assign", "assigned"],
    ["in_progress", "assign", null],
    ["assigned", "check_in", "in_progress"],
    ["confirmed", "check_in", null],
    ["in_progress", "check_out", "completed"],
    ["assigned", "check_out", null],
    ["assigned", "complete", "completed"],
    ["in_progress", "complete", "completed"],
    ["pending", "complete", null],
    ["pending", "cancel", "cancelled"],
    ["confirmed", "cancel", "cancelled"],
    ["assigned", "cancel", "cancelled"],
    ["in_progress", "cancel", null],
    ["completed", "cancel", null],
    ["cancelled", "cancel", null],
    ["assigned", "reschedule", "pending"],
    ["confirmed", "reschedule", "pending"],
    ["in_progress", "reschedule", null],
    ["assigned", "edit", "assigned"],
    ["confirmed", "edit", "confirmed"],
    ["completed", "edit", null],
  ];

  it.each(cases)("%s --%s--> %s", (from, action, to) => {
    expect(nextStatus(from, action)).toBe(to);
    expect(canPerform(from, action)).toBe(to !== null);
  });

  it("lets nothing leave completed or cancelled", () => {
    const actions: OrderAction[] = ["confirm", "assign", "check_in", "check_out", "complete", "cancel", "reschedule", "edit"];
    for (const action of actions) {
      expect(nextStatus("completed", action)).toBeNull();
      expect(nextStatus("cancelled", action)).toBeNull();
    }
  });

  it("counts every status but cancelled against capacity", () => {
    expect(ORDER_STATUSES.filter(holdsCapacity)).toEqual(["pending", "confirmed", "assigned", "in_progress", "completed"]);
  });

  it("explains refusals in words", () => {
    expect(refusalMessage("cancelled", "edit")).toBe("This order is cancelled.");
    expect(refusalMessage("in_progress", "cancel")).toBe("This visit is under way and can no longer be changed.");
    expect(refusalMessage("pending", "check_in")).toBe("An order that is received cannot be checked in.");
  });
});
