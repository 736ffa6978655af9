import { installAsk, isIosSafari, rememberAsked, type PromptMemory } from "./install-prompt";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const IPHONE_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1";
const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function memory(): PromptMemory & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe("installAsk", () => {
  it("offers the browser's prompt when one was kept, once", () => {
    const kept = memory();
    const situation = { promptAvailable: true, standalone: false, userAgent: ANDROID_CHROME };
    expect(installAsk(situation, kept)).toBe("prompt");
    rememberAsked(kept, "dismissed");
    expect(installAsk(situation, kept)).toBe("none");
  });

  it("gives iPhone Safari the Share → Add to Home Screen hint, and only until it is dismissed", () => {
    const kept = memory();
    const situation = { promptAvailable: false, standalone: false, userAgent: IPHONE_SAFARI };
    expect(installAsk(situation, kept)).toBe("ios-hint");
    rememberAsked(kept, "dismissed");
    expect(installAsk(situation, kept)).toBe("none");
  });

  it("asks nothing of an installed cabinet, of browsers without a way to install, or without storage to remember", () => {
    expect(installAsk({ promptAvailable: true, standalone: true, userAgent: ANDROID_CHROME }, memory())).toBe("none");
    expect(installAsk({ promptAvailable: false, standalone: false, userAgent: ANDROID_CHROME }, memory())).toBe("none");
    expect(installAsk({ promptAvailable: true, standalone: false, userAgent: ANDROID_CHROME }, null)).toBe("none");
  });

  it("remembers an install as well as a dismissal, and survives storage that refuses to write", () => {
    const kept = memory();
    rememberAsked(kept, "installed");
    expect(kept.values.get("cabinet-install-asked")).toBe("installed");
    const refusing: PromptMemory = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => rememberAsked(refusing, "dismissed")).not.toThrow();
  });
});

describe("isIosSafari", () => {
  it("tells Safari on an iPhone from Chrome on an iPhone and from Android", () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME)).toBe(false);
  });
});
