"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ApiResult } from "@/lib/web/http/client";

type Notice = { kind: "success" | "info" | "error"; text: string };

/**
 * A settings form of one field (the review link, the waitlist hold): the saved value, the
 * field's text, "Nothing has changed yet." when the text is the saved value, the server's
 * message under the field and above the button, and the page refreshed after a save.
 */
export function useSingleSetting<T, A>(options: {
  initial: T;
  /** The saved value as the field shows it. */
  shown: (value: T) => string;
  /** The field's name in the server's fieldErrors. */
  field: string;
  request: (text: string) => Promise<ApiResult<A>>;
  /** The value the server saved, and what the form then says. */
  saved: (answer: A) => { value: T; text: string };
}) {
  const router = useRouter();
  const [current, setCurrent] = useState(options.initial);
  const [value, setValue] = useState(options.shown(options.initial));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | null>(null);

  async function save() {
    if (value.trim() === options.shown(current)) return setNotice({ kind: "info", text: "Nothing has changed yet." });
    setBusy(true);
    const result = await options.request(value);
    setBusy(false);
    if (!result.ok) {
      setError(result.fieldErrors[options.field]);
      setNotice({ kind: "error", text: result.error });
      return;
    }
    const { value: savedValue, text } = options.saved(result.data);
    setError(undefined);
    setCurrent(savedValue);
    setValue(options.shown(savedValue));
    setNotice({ kind: "success", text });
    router.refresh();
  }

  return { value, setValue, busy, error, notice, save };
}
