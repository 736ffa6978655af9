import { z } from "zod";

/**
 * The text rules every free-text field shares, as zod building blocks: one line (names, labels,
 * streets, searches), several lines (notes, messages, reasons) and a person's name. Each starts a
 * string schema the field then narrows as before (`.trim().min(…).max(…)`), so a field keeps its
 * own length limits and messages and gains these checks in front of them.
 *
 * Why: PostgreSQL cannot store a NUL in text, and a lone UTF-16 surrogate turns into a JSON
 * escape that jsonb refuses, so either one used to fail deep in the database with an empty 500.
 * Other control characters are never typed; they only hide text or break mail headers and CSV
 * exports. Direction overrides and isolates (U+202A–U+202E, U+2066–U+2069) in a name can make
 * it read differently from what it is (a name shown to staff, customers and cleaners).
 *
 * Safe for client bundles: forms show the same messages beside their inputs.
 */

export const TEXT_PROBLEMS = {
  control: (label: string) => `There is an invisible control character in the ${label}. Please retype it.`,
  lineBreak: (label: string) => `Keep the ${label} on one line.`,
  brokenCharacter: (label: string) => `There is a broken character (half of an emoji or symbol) in the ${label}. Please retype it.`,
  direction: (label: string) => `There is a text-direction control character in the ${label}. Please retype it without that character.`,
} as const;

/** Every C0 control, DEL and the C1 controls; which of them a field allows is decided below. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, minus tab, line feed and carriage return (a textarea sends CR LF). */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/**
 * Characters that take no space: zero-width space, non-joiner and joiner, word joiner and the
 * invisible operators, the Mongolian vowel separator, the soft hyphen and the byte-order mark.
 * In a name they only hide something ("evil\u200b.com" slips past a link check) or make two
 * names that look alike differ, so a person's name loses them.
 */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200d\u2060-\u2064\ufeff]/g;

type TextKind = "single-line" | "multi-line" | "person-name";

/** What is wrong with a text, as a message naming the field, or null when it may be stored. */
export function textProblem(value: string, kind: TextKind, label: string): string | null {
  if (LONE_SURROGATE.test(value)) return TEXT_PROBLEMS.brokenCharacter(label);
  if (kind === "multi-line") return CONTROL_BUT_LINES.test(value) ? TEXT_PROBLEMS.control(label) : null;
  if (LINE_BREAK.test(value)) return TEXT_PROBLEMS.lineBreak(label);
  if (CONTROL.test(value.replace(/\t/g, " "))) return TEXT_PROBLEMS.control(label);
  if (kind === "person-name" && DIRECTION_CONTROL.test(value)) return TEXT_PROBLEMS.direction(label);
  return null;
}

function textSchema(kind: TextKind, label: string, typeMessage: string) {
  const base = z.string({ error: typeMessage }).superRefine((value, ctx) => {
    const problem = textProblem(value, kind, label);
    // continue: false stops the field's later checks, so only this message shows.
    if (problem) ctx.addIssue({ code: "custom", message: problem, continue: false });
  });
  if (kind === "multi-line") return base;
  // A tab pasted into a one-line input is a space to the person who pasted it.
  const spaced = (value: string) => value.replace(/\t/g, " ");
  return base.overwrite(kind === "person-name" ? (value) => spaced(value).replace(INVISIBLE, "") : spaced);
}

/**
 * One line of text: no line breaks or control characters (a tab becomes a space), no broken
 * characters. `label` names the field in messages ("street address"); `typeMessage` is shown
 * when the value is missing or not text.
 */
export const singleLineText = (label: string, typeMessage = `Enter the ${label}.`) => textSchema("single-line", label, typeMessage);

/** Several lines of text: line breaks and tabs allowed, other control characters not. */
export const multiLineText = (label: string, typeMessage = `Enter the ${label}.`) => textSchema("multi-line", label, typeMessage);

/** A person's name: one line, no text-direction overrides or isolates, and invisible characters stripped. */
export const personName = (label: string, typeMessage = `Enter the ${label}.`) => textSchema("person-name", label, typeMessage);
