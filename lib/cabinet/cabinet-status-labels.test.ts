import { STATUS_LABELS } from "@/lib/booking/orders/status-machine";
import { ORDER_STATUSES } from "@/lib/kernel/enums/orders";
import { cabinetStatusLabel } from "./cabinet-status-labels";

describe("cabinetStatusLabel", () => {
  it("speaks from the cleaner's side for the statuses a cleaner's job goes through", () => {
    expect(cabinetStatusLabel("assigned")).toBe("Your job");
    expect(cabinetStatusLabel("in_progress")).toBe("Checked in");
    expect(cabinetStatusLabel("completed")).toBe("Done");
    expect(cabinetStatusLabel("cancelled")).toBe("Cancelled");
  });

  it("has a label for every status, and leaves the staff and customer labels as they were", () => {
    for (const status of ORDER_STATUSES) expect(cabinetStatusLabel(status)).toMatch(/^[A-Z][a-z ]+$/);
    expect(STATUS_LABELS.assigned).toBe("Cleaner assigned");
    expect(STATUS_LABELS.in_progress).toBe("In progress");
    expect(STATUS_LABELS.completed).toBe("Completed");
  });
});
