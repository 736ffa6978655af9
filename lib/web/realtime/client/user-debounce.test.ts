import { createUserChangeDebouncer } from "./user-debounce";

/** A 300 ms debouncer starting from `initial`, with the changes it applied. */
function recordingDebouncer(initial: string | null = null) {
  const changes: (string | null)[] = [];
  const debouncer = createUserChangeDebouncer(300, (id) => changes.push(id), initial);
  return { changes, debouncer };
}

describe("createUserChangeDebouncer", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("applies a change once it held still for 300 ms", () => {
    const { changes, debouncer } = recordingDebouncer();
    debouncer.push("alice");
    jest.advanceTimersByTime(299);
    expect(changes).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(changes).toEqual(["alice"]);
  });

  it.each<[string, string | null, Array<[string | null, number]>, (string | null)[]]>([
    ["keeps only the last of quick changes", null, [["alice", 200], ["bob", 200], [null, 200], ["carol", 300]], ["carol"]],
    [
      "compares by user id: the same id again changes nothing, and a flicker back is dropped",
      null,
      [["alice", 300], ["alice", 1_000], [null, 100], ["alice", 1_000]],
      ["alice"],
    ],
  ])("%s", (_name, initial, steps, expected) => {
    const { changes, debouncer } = recordingDebouncer(initial);
    // Each step pushes a user id, then lets that many milliseconds pass.
    for (const [userId, waitMs] of steps) {
      debouncer.push(userId);
      jest.advanceTimersByTime(waitMs);
    }
    expect(changes).toEqual(expected);
  });

  it("reports signing out, and nothing after cancel", () => {
    const { changes, debouncer } = recordingDebouncer("alice");
    debouncer.push(null);
    jest.advanceTimersByTime(300);
    debouncer.push("bob");
    debouncer.cancel();
    jest.advanceTimersByTime(1_000);
    expect(changes).toEqual([null]);
  });
});
