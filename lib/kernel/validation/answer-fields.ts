/**
 * Hand-written checks of success answers for visitor pages (sign in, booking, contact, tips):
 * zod stays out of a visitor's bundle (issue #14, docs/architecture.md), so these read plain
 * objects by hand. Each throws when the answer has another shape; `sendJson` turns that into
 * its "could not read" failure.
 */

type Answer = Record<string, unknown>;

/** The answer as an object, or a throw. */
export function answerObject(value: unknown): Answer {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new TypeError("The answer is not an object.");
  return { ...value };
}

/** The named text field of an answer, or a throw. */
export function textField(answer: Answer, name: string): string {
  const field = answer[name];
  if (typeof field !== "string") throw new TypeError(`The answer's ${name} is not text.`);
  return field;
}

/** The named whole-number field of an answer, or a throw. */
export function integerField(answer: Answer, name: string): number {
  const field = answer[name];
  if (!Number.isSafeInteger(field)) throw new TypeError(`The answer's ${name} is not a whole number.`);
  return Number(field);
}

/** The named true/false field of an answer, or a throw. */
export function booleanField(answer: Answer, name: string): boolean {
  const field = answer[name];
  if (typeof field !== "boolean") throw new TypeError(`The answer's ${name} is not true or false.`);
  return field;
}

/** The named field when it is text or null, or a throw. */
export function nullableTextField(answer: Answer, name: string): string | null {
  return answer[name] === null ? null : textField(answer, name);
}

/** The named field when it is one of `choices`, or a throw. */
export function choiceField<C extends string>(answer: Answer, name: string, choices: readonly C[]): C {
  const field = textField(answer, name);
  const choice = choices.find((candidate) => candidate === field);
  if (choice === undefined) throw new TypeError(`The answer's ${name} is not one of ${choices.join(", ")}.`);
  return choice;
}

/** `{ message }`: the account, password and contact answers that say what happens next. */
export function messageAnswer(value: unknown): { message: string } {
  return { message: textField(answerObject(value), "message") };
}

/** `{ sent, alreadyVerified }` from resending the email confirmation link. */
export function resendAnswer(value: unknown): { sent: boolean; alreadyVerified: boolean } {
  const answer = answerObject(value);
  return { sent: booleanField(answer, "sent"), alreadyVerified: booleanField(answer, "alreadyVerified") };
}

/** `{ redirectUrl }` from starting a card setup. */
export function redirectAnswer(value: unknown): { redirectUrl: string } {
  return { redirectUrl: textField(answerObject(value), "redirectUrl") };
}

/** `{ tip: { amountCents } }` from leaving a tip. */
export function tipAnswer(value: unknown): { tip: { amountCents: number } } {
  return { tip: { amountCents: integerField(answerObject(answerObject(value).tip), "amountCents") } };
}
