import { fakeGeolocation } from "./position-test-support";
import { POSITION_WAIT_MS, readPosition } from "./use-position";

const AT_THE_DOOR = { coords: { latitude: 40.7172, longitude: -73.9545, accuracy: 12 } };

describe("readPosition", () => {
  afterEach(() => jest.useRealTimers());

  it("gives the phone's fix as the check-in body's position, asking for a fresh, precise one", async () => {
    const geolocation = fakeGeolocation(AT_THE_DOOR);
    expect(await readPosition(geolocation)).toEqual({ lat: 40.7172, lng: -73.9545, accuracyMeters: 12 });
    expect(geolocation.asked).toEqual([{ enableHighAccuracy: true, timeout: POSITION_WAIT_MS, maximumAge: 60_000 }]);
  });

  it("is null without the API and when the cleaner says no", async () => {
    expect(await readPosition(undefined)).toBeNull();
    expect(await readPosition(fakeGeolocation("denied"))).toBeNull();
  });

  it("is null for a fix the server would refuse, so the step still goes", async () => {
    expect(await readPosition(fakeGeolocation({ coords: { latitude: 40.7, longitude: -73.9, accuracy: 250_000 } }))).toBeNull();
    expect(await readPosition(fakeGeolocation({ coords: { latitude: Number.NaN, longitude: -73.9, accuracy: 10 } }))).toBeNull();
  });

  it("gives up after five seconds when the permission prompt or the fix never comes", async () => {
    jest.useFakeTimers();
    let answer: unknown = "pending";
    const reading = readPosition(fakeGeolocation("silent")).then((position) => {
      answer = position;
    });
    await jest.advanceTimersByTimeAsync(POSITION_WAIT_MS - 1);
    expect(answer).toBe("pending");
    await jest.advanceTimersByTimeAsync(1);
    await reading;
    expect(answer).toBeNull();
    expect(POSITION_WAIT_MS).toBeLessThanOrEqual(5_000);
  });
});
