/**
 * Readers for the hand-written answer checks of contracts used on visitor pages (sign in,
 * booking, contact, tips): zod stays out of a visitor's bundle (issue #14,
 * docs/operations.md), so these read plain objects by hand. Each throws when the answer has
 * another shape; `callApi` (lib/web/http/client.ts) turns that into its "could not read" failure.
 */

type AnswerRecord = Record<string, unknown>;

/** The answer as an object, or a throw. */
export function answerObject(value: unknown): AnswerRecord {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new TypeError("The answer is not an object.");
  return { ...value };
}

/** The named text field of an answer, or a throw. */
export function textField(answer: AnswerRecord, name: string): string {
  const field = answer[name];
  if (typeof field !== "string") throw new TypeError(`The answer's ${name} is not text.`);
  return field;
}

/** The named field as a list of items each read by `read`, or a throw. */
export function listField<T>(answer: AnswerRecord, name: string, read: (item: AnswerRecord) => T): T[] {
  const field = answer[name];
  if (!Array.isArray(field)) throw new TypeError(`The answer's ${name} is not a list.`);
  return field.map((item: unknown) => read(answerObject(item)));
}

/** The named number field, or a throw. */
export function numberField(answer: AnswerRecord, name: string): number {
  const field = answer[name];
  if (typeof field !== "number" || !Number.isFinite(field)) throw new TypeError(`The answer's ${name} is not a number.`);
  return field;
}

/** The named whole-number field of an answer, or a throw. */
export function integerField(answer: AnswerRecord, name: string): number {
  const field = answer[name];
  if (!Number.isSafeInteger(field)) throw new TypeError(`The answer's ${name} is not a whole number.`);
  return Number(field);
}

/** The named true/false field of an answer, or a throw. */
export function booleanField(answer: AnswerRecord, name: string): boolean {
  const field = answer[name];
  if (typeof field !== "boolean") throw new TypeError(`The answer's ${name} is not true or false.`);
  return field;
}

/** The named field when it is text or null, or a throw. */
export function nullableTextField(answer: AnswerRecord, name: string): string | null {
  return answer[name] === null ? null : textField(answer, name);
}

/** The named field when it is one of `choices`, or a throw. */
export function choiceField<C extends string>(answer: AnswerRecord, name: string, choices: readonly C[]): C {
  const field = textField(answer, name);
  const choice = choices.find((candidate) => candidate === field);
  if (choice === undefined) throw new TypeError(`The answer's ${name} is not one of ${choices.join(", ")}.`);
  return choice;
}

/** The account, password and contact answers: a message that says what happens next, shown as it is. */
export interface MessageAnswer {
  message: string;
}

/** Reads a `MessageAnswer`. */
export function messageAnswer(value: unknown): MessageAnswer {
  return { message: textField(answerObject(value), "message") };
}

/** `{ redirectUrl }` from starting a card setup. */
export function redirectAnswer(value: unknown): { redirectUrl: string } {
  return { redirectUrl: textField(answerObject(value), "redirectUrl") };
}
