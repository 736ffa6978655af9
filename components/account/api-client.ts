/** Calls to our own JSON APIs from account forms, with the API's error shape made uniform. */

export type FieldErrors = Record<string, string>;

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; fieldErrors: FieldErrors };

const OFFLINE = "We could not reach the server. Check your connection and try again.";
const UNEXPECTED = "Something went wrong on our side. Please try again in a moment.";

interface ErrorBody {
  error?: unknown;
  fieldErrors?: unknown;
}

function fieldErrorsOf(value: unknown): FieldErrors {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** Sends JSON (or a FormData upload) and reads the JSON answer; never throws. */
export async function callApi<T>(url: string, init: { method: string; json?: unknown; form?: FormData }): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      // A FormData body sets its own multipart content type (with the boundary).
      headers: init.json === undefined ? undefined : { "content-type": "application/json" },
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, error: OFFLINE, fieldErrors: {} };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.ok) return { ok: true, data: body as T };
  const errorBody = (body ?? {}) as ErrorBody;
  return {
    ok: false,
    status: response.status,
    error: typeof errorBody.error === "string" ? errorBody.error : UNEXPECTED,
    fieldErrors: fieldErrorsOf(errorBody.fieldErrors),
  };
}
