import { createDeliveryGate } from "./delivery-gate";

describe("createDeliveryGate", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("holds what arrives before the delay and delivers it in order when the delay ends", () => {
    const delivered: number[] = [];
    const gate = createDeliveryGate<number>((item) => delivered.push(item));
    gate.push(1);
    gate.openAfter(100);
    gate.push(2);
    jest.advanceTimersByTime(99);
    expect(delivered).toEqual([]);
    expect(gate.isOpen).toBe(false);
    jest.advanceTimersByTime(1);
    expect(delivered).toEqual([1, 2]);
    gate.push(3);
    expect(delivered).toEqual([1, 2, 3]);
  });

  it("is an initial delay: a second openAfter neither restarts nor closes it", () => {
    const delivered: number[] = [];
    const gate = createDeliveryGate<number>((item) => delivered.push(item));
    gate.openAfter(100);
    jest.advanceTimersByTime(60);
    gate.openAfter(100);
    jest.advanceTimersByTime(40);
    expect(gate.isOpen).toBe(true);
    gate.openAfter(100);
    gate.push(1);
    expect(delivered).toEqual([1]);
  });

  it("delivers nothing after dispose, even from a pending opening or from inside a delivery", () => {
    const delivered: number[] = [];
    const gate = createDeliveryGate<number>((item) => {
      delivered.push(item);
      gate.dispose();
    });
    gate.push(1);
    gate.push(2);
    gate.openAfter(100);
    jest.advanceTimersByTime(100);
    expect(delivered).toEqual([1]);
    gate.push(3);
    expect(delivered).toEqual([1]);

    const other = createDeliveryGate<number>((item) => delivered.push(item));
    other.push(9);
    other.openAfter(100);
    other.dispose();
    jest.advanceTimersByTime(1_000);
    expect(delivered).toEqual([1]);
  });
});
