import { combineJobHandlers } from "./registry";
import type { JobHandler } from "./worker";

const handler = (): JobHandler => async () => undefined;

describe("combineJobHandlers", () => {
  it("puts every group's kinds into one map, each with its own handler", () => {
    const sendReceipt = handler();
    const remind = handler();
    const combined = combineJobHandlers({ "gift-card-receipt": sendReceipt }, { "visit-reminder": remind });
    expect(combined).toEqual({ "gift-card-receipt": sendReceipt, "visit-reminder": remind });
  });

  it("refuses two groups that claim the same kind", () => {
    expect(() => combineJobHandlers({ "visit-reminder": handler() }, { "visit-reminder": handler() })).toThrow('Two handlers claim the job kind "visit-reminder"');
  });
});
