import { failure as httpFailure, type Failure, type FieldErrors } from "@/lib/http/failure";

export { INVALID_FIELDS_MESSAGE } from "@/lib/http/failure";

/** The one result shape of admin actions: the data, or the app's Failure with the statuses they use. */
export type ActionResult<T> = { ok: true; data: T } | ActionFailure;

export interface ActionFailure extends Failure {
  status: 400 | 403 | 404 | 409;
}

/** Shorthand of the admin actions for `failure()` with field messages. */
export function failure(status: ActionFailure["status"], message: string, fieldErrors?: FieldErrors): ActionFailure {
  return { ...httpFailure(status, message, fieldErrors ? { fieldErrors } : {}), status };
}
