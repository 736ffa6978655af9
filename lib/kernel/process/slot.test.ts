import { processSlot } from "./slot";

describe("processSlot", () => {
  afterEach(() => processSlot("slot-test").clear());

  it("keeps one value per name on globalThis, where every bundle's copy of a module finds it", () => {
    const first = processSlot<{ id: number }>("slot-test");
    const second = processSlot<{ id: number }>("slot-test");
    let made = 0;
    const value = first.getOrCreate(() => ({ id: ++made }));
    expect(second.getOrCreate(() => ({ id: ++made }))).toBe(value);
    expect(made).toBe(1);
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for("boroughbright.slot-test")]).toBe(value);
  });

  it("sets, reads and clears", () => {
    const slot = processSlot<string>("slot-test");
    expect(slot.get()).toBeUndefined();
    expect(slot.set("Astoria")).toBe("Astoria");
    expect(slot.get()).toBe("Astoria");
    slot.clear();
    expect(slot.get()).toBeUndefined();
  });
});
