/**
 * Session user changes, debounced (docs/product.md#in-the-browser): the connection follows the user only
 * once the value held still for the delay, and only if the user id actually changed. A session
 * object that is re-read (window focus, update()) with the same id changes nothing.
 */

export interface UserChangeDebouncer {
  /** The latest session user id (null when signed out). */
  push(userId: string | null): void;
  /** Drops a pending change (unmount). */
  cancel(): void;
}

export function createUserChangeDebouncer(
  delayMs: number,
  onChange: (userId: string | null) => void,
  initial: string | null = null,
): UserChangeDebouncer {
  let emitted = initial;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    push(userId) {
      cancel();
      // Back to the value already in force: a pending change is simply dropped.
      if (userId === emitted) return;
      timer = setTimeout(() => {
        timer = null;
        emitted = userId;
        onChange(userId);
      }, delayMs);
    },
    cancel,
  };
}
