import type { ChangeEvent } from "react";

type TextControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The props that tie a text input, textarea or select to a piece of state: its value, and what typing sets. */
export function bindValue(value: string, set: (value: string) => void) {
  return { value, onChange: (event: ChangeEvent<TextControl>) => set(event.target.value) };
}

/** The props that tie a checkbox to a boolean piece of state. */
export function bindChecked(checked: boolean, set: (checked: boolean) => void) {
  return { checked, onChange: (event: ChangeEvent<HTMLInputElement>) => set(event.target.checked) };
}
