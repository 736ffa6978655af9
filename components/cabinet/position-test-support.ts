/** A phone's Geolocation API for the cabinet's tests: it grants a fix, refuses, or never answers. */
export type FakeAnswer = { coords: { latitude: number; longitude: number; accuracy: number } } | "denied" | "silent";

export function fakeGeolocation(answer: FakeAnswer): Geolocation & { asked: PositionOptions[] } {
  const asked: PositionOptions[] = [];
  return {
    asked,
    getCurrentPosition(success: PositionCallback, error?: PositionErrorCallback | null, options?: PositionOptions) {
      asked.push(options ?? {});
      if (answer === "silent") return;
      if (answer === "denied") {
        error?.({ code: 1, message: "User denied Geolocation", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
        return;
      }
      success({ coords: { ...answer.coords, altitude: null, altitudeAccuracy: null, heading: null, speed: null }, timestamp: 0 } as unknown as GeolocationPosition);
    },
    watchPosition: () => 0,
    clearWatch: () => undefined,
  };
}

/** Puts a fake on `navigator.geolocation` (jsdom has none) until the returned function restores it. */
export function installGeolocation(answer: FakeAnswer): () => void {
  const fake = fakeGeolocation(answer);
  Object.defineProperty(navigator, "geolocation", { value: fake, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, "geolocation");
  };
}
