import type { FieldErrors } from "@/lib/http/responses";

/** The one result shape of admin actions: the data, or a refusal with its status and messages. */
export type ActionResult<T> = { ok: true; data: T } | ActionFailure;

export interface ActionFailure {
  ok: false;
  status: 400 | 403 | 404 | 409;
  message: string;
  fieldErrors?: FieldErrors;
}

export function failure(status: ActionFailure["status"], message: string, fieldErrors?: FieldErrors): ActionFailure {
  return { ok: false, status, message, ...(fieldErrors ? { fieldErrors } : {}) };
}

export const INVALID_FIELDS_MESSAGE = "Please check the highlighted fields.";
