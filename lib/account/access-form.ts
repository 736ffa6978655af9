import type { AccessDetailsView } from "./access-details";

/**
 * What an access-details form holds (docs/product.md, "Access details and keys"). Browser-safe:
 * the address form, the booking form and the order edit form share it. The codes typed here are
 * the only plain codes a browser ever holds; no form is ever sent a saved code back.
 */
export interface AccessFormValues {
  doorman: boolean;
  buzzer: string;
  keyLocation: string;
  parking: string;
  lockboxCode: string;
  alarmCode: string;
  removeLockboxCode: boolean;
  removeAlarmCode: boolean;
}

/** The fields a form may keep beyond the page (the booking form's saved progress): no code, no code removal. */
export type PlainAccessValues = Pick<AccessFormValues, "doorman" | "buzzer" | "keyLocation" | "parking">;
export type AccessCodeValues = Omit<AccessFormValues, keyof PlainAccessValues>;

export const NO_CODES: AccessCodeValues = { lockboxCode: "", alarmCode: "", removeLockboxCode: false, removeAlarmCode: false };

export const EMPTY_PLAIN_ACCESS: PlainAccessValues = { doorman: false, buzzer: "", keyLocation: "", parking: "" };

/** The non-secret details of a saved address or an order, to fill a form with. */
export function plainAccessOf(view: AccessDetailsView | null | undefined): PlainAccessValues {
  return { doorman: view?.doorman ?? false, buzzer: view?.buzzer ?? "", keyLocation: view?.keyLocation ?? "", parking: view?.parking ?? "" };
}

export function accessFormValues(view: AccessDetailsView | null | undefined): AccessFormValues {
  return { ...plainAccessOf(view), ...NO_CODES };
}

/**
 * The body's access details (lib/account/access-details.ts, accessDetailsInputSchema): the plain
 * fields whole, a code only when one was typed (it replaces the saved one) or its removal ticked.
 */
export function accessInputOf(values: AccessFormValues) {
  const code = (typed: string, remove: boolean) => (typed.trim() ? typed : remove ? null : undefined);
  return {
    doorman: values.doorman,
    buzzer: values.buzzer,
    keyLocation: values.keyLocation,
    parking: values.parking,
    lockboxCode: code(values.lockboxCode, values.removeLockboxCode),
    alarmCode: code(values.alarmCode, values.removeAlarmCode),
  };
}

/** The details in a few words for a card or an order page; a code only as "saved", never itself. */
export function accessInWords(view: AccessDetailsView | null | undefined): string[] {
  if (!view) return [];
  return [
    view.doorman ? "Doorman" : null,
    view.buzzer ? `Buzz ${view.buzzer}` : null,
    view.keyLocation ? `Keys: ${view.keyLocation}` : null,
    view.parking ? `Parking: ${view.parking}` : null,
    view.hasLockboxCode ? "Lockbox code saved" : null,
    view.hasAlarmCode ? "Alarm code saved" : null,
  ].filter((word): word is string => word !== null);
}
