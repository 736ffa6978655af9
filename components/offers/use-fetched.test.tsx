import { act, renderHook, waitFor } from "@testing-library/react";
import { REFRESH_ON_RETURN_AFTER_MS, RETRY_DELAYS_MS, useFetched } from "./use-fetched";

/** A fetcher whose answers the test hands out one call at a time. */
function scripted<T>() {
  const calls: Array<{ key: unknown; resolve(value: T): void; reject(error: unknown): void }> = [];
  const fetcher = jest.fn(
    (key: unknown) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ key, resolve, reject });
      }),
  );
  return { fetcher, calls };
}

/** Lets the fetcher's settled promise and the hook's state update run. */
const flush = () => act(() => Promise.resolve().then(() => Promise.resolve()));
/** Moves the fake clock, inside act so the retries it starts reach the hook. */
const elapse = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

/** A hook (on fake timers) whose first request has just failed. */
async function afterFirstFailure() {
  jest.useFakeTimers();
  const { fetcher, calls } = scripted<string>();
  const onError = jest.fn();
  const hook = renderHook(() => useFetched("/api/a", fetcher, onError));
  act(() => calls[0]?.reject(new Error("503")));
  await flush();
  return { ...hook, fetcher, calls, onError };
}

describe("useFetched", () => {
  afterEach(() => jest.useRealTimers());

  it("fetches nothing for a null key and is not loading", () => {
    const { fetcher } = scripted<string>();
    const { result } = renderHook(() => useFetched<string, string>(null, fetcher, jest.fn()));
    expect(result.current).toEqual({ data: undefined, isLoading: false });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("loads once per key and shows the answer", async () => {
    const { fetcher, calls } = scripted<string>();
    const { result, rerender } = renderHook(() => useFetched("/api/a", fetcher, jest.fn()));
    expect(result.current.isLoading).toBe(true);
    act(() => calls[0]?.resolve("alpha"));
    await waitFor(() => expect(result.current).toEqual({ data: "alpha", isLoading: false }));
    rerender();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(calls[0]?.key).toBe("/api/a");
  });

  it("starts over for a new key: the previous key's answer never shows for it", async () => {
    const { fetcher, calls } = scripted<string>();
    const { result, rerender } = renderHook(({ key }) => useFetched(key, fetcher, jest.fn()), {
      initialProps: { key: ["/api/mine", "user-a"] as readonly [string, string] },
    });
    act(() => calls[0]?.resolve("a's offers"));
    await waitFor(() => expect(result.current.data).toBe("a's offers"));

    rerender({ key: ["/api/mine", "user-b"] });
    expect(result.current).toEqual({ data: undefined, isLoading: true });
    expect(calls[1]?.key).toEqual(["/api/mine", "user-b"]);
    act(() => calls[1]?.resolve("b's offers"));
    await waitFor(() => expect(result.current.data).toBe("b's offers"));
  });

  it("reports a failure, stops loading, and retries quietly a bounded number of times", async () => {
    const { result, fetcher, calls, onError } = await afterFirstFailure();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ data: undefined, isLoading: false });

    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      await elapse(delay - 1);
      expect(fetcher).toHaveBeenCalledTimes(index + 1);
      await elapse(1);
      expect(fetcher).toHaveBeenCalledTimes(index + 2);
      // A retry under way shows no spinner again.
      expect(result.current.isLoading).toBe(false);
      act(() => calls[index + 1]?.reject(new Error("503")));
      await flush();
    }
    expect(onError).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
    await elapse(60_000);
    expect(fetcher).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
  });

  it("shows the answer of a retry that succeeds", async () => {
    const { result, calls } = await afterFirstFailure();
    await elapse(RETRY_DELAYS_MS[0]);
    act(() => calls[1]?.resolve("alpha"));
    await flush();
    expect(result.current).toEqual({ data: "alpha", isLoading: false });
  });

  it("drops a late answer and a pending retry once the component is gone", async () => {
    const { unmount, fetcher } = await afterFirstFailure();
    unmount();
    await elapse(60_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  describe("when the visitor comes back to the tab", () => {
    let visibility: DocumentVisibilityState = "visible";
    beforeAll(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
    });
    afterAll(() => {
      delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
    });
    const leaveAndReturn = () =>
      act(() => {
        visibility = "hidden";
        document.dispatchEvent(new Event("visibilitychange"));
        visibility = "visible";
        document.dispatchEvent(new Event("visibilitychange"));
      });

    /** A hook (on fake timers) showing its first answer, "alpha". */
    async function showingAlpha() {
      jest.useFakeTimers();
      const { fetcher, calls } = scripted<string>();
      const onError = jest.fn();
      const hook = renderHook(() => useFetched("/api/a", fetcher, onError));
      act(() => calls[0]?.resolve("alpha"));
      await flush();
      expect(hook.result.current).toEqual({ data: "alpha", isLoading: false });
      return { ...hook, fetcher, calls, onError };
    }

    it("asks again, keeps the answer on screen meanwhile and then shows the new one", async () => {
      const { result, fetcher, calls } = await showingAlpha();
      await elapse(REFRESH_ON_RETURN_AFTER_MS);
      leaveAndReturn();
      expect(fetcher).toHaveBeenCalledTimes(2);
      expect(calls[1]?.key).toBe("/api/a");
      expect(result.current).toEqual({ data: "alpha", isLoading: false });
      act(() => calls[1]?.resolve("beta"));
      await flush();
      expect(result.current).toEqual({ data: "beta", isLoading: false });
    });

    it("does not ask again for a quick glance away, nor while the tab is hidden", async () => {
      const { fetcher } = await showingAlpha();
      await elapse(REFRESH_ON_RETURN_AFTER_MS - 1);
      leaveAndReturn();
      expect(fetcher).toHaveBeenCalledTimes(1);
      await elapse(REFRESH_ON_RETURN_AFTER_MS);
      act(() => {
        visibility = "hidden";
        document.dispatchEvent(new Event("visibilitychange"));
      });
      expect(fetcher).toHaveBeenCalledTimes(1);
      visibility = "visible";
    });

    it("keeps the answer it has when asking again fails", async () => {
      const { result, calls, onError } = await showingAlpha();
      await elapse(REFRESH_ON_RETURN_AFTER_MS);
      leaveAndReturn();
      act(() => calls[1]?.reject(new Error("503")));
      await flush();
      expect(onError).toHaveBeenCalledTimes(1);
      expect(result.current).toEqual({ data: "alpha", isLoading: false });
    });

    it("stops listening once the component is gone", async () => {
      const { unmount, fetcher } = await showingAlpha();
      unmount();
      await elapse(REFRESH_ON_RETURN_AFTER_MS);
      leaveAndReturn();
      expect(fetcher).toHaveBeenCalledTimes(1);
    });
  });
});
