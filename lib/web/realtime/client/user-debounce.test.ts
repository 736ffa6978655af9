import { createUserChangeDebouncer } from "./user-debounce";

describe("createUserChangeDebouncer", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("applies a change once it held still for 300 ms", () => {
    const changes: (string | null)[] = [];
    const debouncer = createUserChangeDebouncer(300, (id) => changes.push(id));
    debouncer.push("alice");
    jest.advanceTimersByTime(299);
    expect(changes).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(changes).toEqual(["alice"]);
  });

  it("keeps only the last of quick changes", () => {
    const changes: (string | null)[] = [];
    const debouncer = createUserChangeDebouncer(300, (id) => changes.push(id));
    debouncer.push("alice");
    jest.advanceTimersByTime(200);
    debouncer.push("bob");
    jest.advanceTimersByTime(200);
    debouncer.push(null);
    jest.advanceTimersByTime(200);
    debouncer.push("carol");
    jest.advanceTimersByTime(300);
    expect(changes).toEqual(["carol"]);
  });

  it("compares by user id: the same id again changes nothing, and a flicker back is dropped", () => {
    const changes: (string | null)[] = [];
    const debouncer = createUserChangeDebouncer(300, (id) => changes.push(id), null);
    debouncer.push("alice");
    jest.advanceTimersByTime(300);
    debouncer.push("alice");
    jest.advanceTimersByTime(1_000);
    debouncer.push(null);
    jest.advanceTimersByTime(100);
    debouncer.push("alice");
    jest.advanceTimersByTime(1_000);
    expect(changes).toEqual(["alice"]);
  });

  it("reports signing out, and nothing after cancel", () => {
    const changes: (string | null)[] = [];
    const debouncer = createUserChangeDebouncer(300, (id) => changes.push(id), "alice");
    debouncer.push(null);
    jest.advanceTimersByTime(300);
    debouncer.push("bob");
    debouncer.cancel();
    jest.advanceTimersByTime(1_000);
    expect(changes).toEqual([null]);
  });
});
