"use client";

import { useRef, type KeyboardEvent } from "react";

/**
 * The button that shows and hides a panel (the Services menu, the burger menu, Quick Actions):
 * it says whether its panel is open and which one it controls, and Escape inside an open panel
 * closes it and gives focus back to the button, so a keyboard user is where they were.
 * Spread `toggleProps` on the button and put `onKeyDown` on the element holding both.
 */
export function useDisclosureToggle({ open, close, panelId }: { open: boolean; close: () => void; panelId: string }) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    close();
    toggleRef.current?.focus();
  };
  return { onKeyDown, toggleProps: { ref: toggleRef, type: "button", "aria-expanded": open, "aria-controls": panelId } as const };
}
