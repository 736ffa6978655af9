import { act, renderHook } from "@testing-library/react";
import { logoutToLogin } from "./logout";
import { useLogoutAfterNotice } from "./useLogoutAfterNotice";

jest.mock("./logout", () => ({ logoutToLogin: jest.fn(async () => undefined) }));

describe("useLogoutAfterNotice", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(logoutToLogin).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it("counts at once when the notice can show", () => {
    const { result } = renderHook(() => useLogoutAfterNotice(true));
    act(() => result.current(2_000));
    act(() => void jest.advanceTimersByTime(1_999));
    expect(logoutToLogin).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(logoutToLogin).toHaveBeenCalledTimes(1);
  });

  it("waits for the modal: the reader gets the whole delay once the notice is on screen", () => {
    const { result, rerender } = renderHook(({ ready }) => useLogoutAfterNotice(ready), { initialProps: { ready: false } });
    act(() => result.current(2_000, "password-changed"));
    act(() => void jest.advanceTimersByTime(5_000));
    expect(logoutToLogin).not.toHaveBeenCalled();

    rerender({ ready: true });
    act(() => void jest.advanceTimersByTime(1_999));
    expect(logoutToLogin).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(logoutToLogin).toHaveBeenCalledTimes(1);
    expect(logoutToLogin).toHaveBeenCalledWith("password-changed");
  });

  it("keeps the logout due first among those that waited, and runs it only once", () => {
    const { result, rerender } = renderHook(({ ready }) => useLogoutAfterNotice(ready), { initialProps: { ready: false } });
    act(() => result.current(4_000));
    act(() => result.current(2_000));
    rerender({ ready: true });
    act(() => void jest.advanceTimersByTime(2_000));
    expect(logoutToLogin).toHaveBeenCalledTimes(1);
    act(() => void jest.advanceTimersByTime(5_000));
    expect(logoutToLogin).toHaveBeenCalledTimes(1);
  });
});
