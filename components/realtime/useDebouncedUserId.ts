import { useEffect, useRef, useState } from "react";
import { USER_CHANGE_DEBOUNCE_MS } from "@/lib/web/realtime/client/constants";
import { createUserChangeDebouncer, type UserChangeDebouncer } from "@/lib/web/realtime/client/user-debounce";

/**
 * The session user id the connection should follow: changes apply after 300 ms of quiet and
 * only when the id changed. `undefined` means "auth not initialised yet" and changes nothing.
 */
export function useDebouncedUserId(userId: string | null | undefined, delayMs = USER_CHANGE_DEBOUNCE_MS): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const debouncer = useRef<UserChangeDebouncer | null>(null);

  useEffect(() => {
    const created = createUserChangeDebouncer(delayMs, setCurrent);
    debouncer.current = created;
    return () => {
      created.cancel();
      debouncer.current = null;
    };
  }, [delayMs]);

  useEffect(() => {
    if (userId !== undefined) debouncer.current?.push(userId);
  }, [userId, delayMs]);

  return current;
}
