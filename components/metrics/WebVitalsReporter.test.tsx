import { act, cleanup, render } from "@testing-library/react";
import { reportWebVitals } from "./report-web-vitals";
import { WebVitalsReporter } from "./WebVitalsReporter";

// The chunk the reporter loads: what matters here is whether and when it is asked for.
jest.mock("./report-web-vitals", () => ({ reportWebVitals: jest.fn() }));

const started = jest.mocked(reportWebVitals);

/** Lets the dynamic import's promise chain run. */
const settle = () => act(async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
});
const elapse = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state });
}

describe("WebVitalsReporter", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    started.mockClear();
    setReadyState("complete");
  });
  afterEach(() => {
    // Unmounted first: the unmount cancels an idle callback through the stubs removed below.
    cleanup();
    jest.useRealTimers();
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, "requestIdleCallback");
    Reflect.deleteProperty(window, "cancelIdleCallback");
  });

  it("loads nothing for a page view outside the sample", async () => {
    jest.spyOn(Math, "random").mockReturnValue(0.42);
    render(<WebVitalsReporter sampleRate={0.1} />);
    await elapse(60_000);
    await settle();
    expect(started).not.toHaveBeenCalled();
  });

  it("measures nothing at a rate of 0, and every page view at 1", async () => {
    jest.spyOn(Math, "random").mockReturnValue(0);
    const off = render(<WebVitalsReporter sampleRate={0} />);
    await elapse(60_000);
    await settle();
    expect(started).not.toHaveBeenCalled();
    off.unmount();

    jest.spyOn(Math, "random").mockReturnValue(0.999999);
    render(<WebVitalsReporter sampleRate={1} />);
    await elapse(1_000);
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it("starts a sampled page view's measuring only after the load event, then a second later where there is no idle callback", async () => {
    jest.spyOn(Math, "random").mockReturnValue(0.05);
    setReadyState("loading");
    render(<WebVitalsReporter sampleRate={0.1} />);
    await elapse(30_000);
    await settle();
    expect(started).not.toHaveBeenCalled();

    setReadyState("complete");
    act(() => void window.dispatchEvent(new Event("load")));
    await elapse(999);
    await settle();
    expect(started).not.toHaveBeenCalled();
    await elapse(1);
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it("waits for the browser to be idle where it can say so, five seconds at most", async () => {
    const idle: Array<{ run: () => void; timeout: number | undefined }> = [];
    Object.assign(window, {
      requestIdleCallback: (run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout }),
      cancelIdleCallback: jest.fn(),
    });
    render(<WebVitalsReporter sampleRate={1} />);
    await elapse(60_000);
    await settle();
    expect(started).not.toHaveBeenCalled();
    expect(idle.map((request) => request.timeout)).toEqual([5_000]);

    act(() => idle[0]?.run());
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it("loads nothing when the page goes away before the browser was idle", async () => {
    const view = render(<WebVitalsReporter sampleRate={1} />);
    view.unmount();
    await elapse(60_000);
    await settle();
    expect(started).not.toHaveBeenCalled();
  });
});
