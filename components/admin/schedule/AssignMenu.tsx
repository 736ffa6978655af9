"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { BoardCleaner } from "@/lib/admin/schedule/board-layout";
import type { CustomerCleanerChoices } from "@/lib/admin/orders/assign-warning";

/**
 * "Assign to…": the pointer-free way to move a visit, a menu button listing the cleaners
 * (WAI-ARIA menu button: arrows move, Enter chooses, Escape closes and gives focus back).
 * Each name says whether the customer prefers or blocked them, before anything is sent.
 */
export function AssignMenu({
  label,
  cleaners,
  currentCleanerId,
  choices,
  onChoose,
  disabled,
}: {
  label: string;
  cleaners: readonly BoardCleaner[];
  currentCleanerId: string | null;
  choices: CustomerCleanerChoices | undefined;
  onChoose: (cleaner: BoardCleaner) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (open) items.current[0]?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = items.current.filter((item): item is HTMLButtonElement => item !== null);
    const at = buttons.findIndex((item) => item === document.activeElement);
    if (event.key === "Escape" || event.key === "Tab") {
      event.preventDefault();
      close();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      buttons[(at + step + buttons.length) % buttons.length]?.focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      (event.key === "Home" ? buttons[0] : buttons[buttons.length - 1])?.focus();
    }
  };

  const note = (cleaner: BoardCleaner) => {
    if (cleaner.id === currentCleanerId) return " (on it now)";
    if (choices?.blockedIds.includes(cleaner.id)) return " (blocked)";
    if (choices?.preferred.some((person) => person.id === cleaner.id)) return " (preferred)";
    return "";
  };

  return (
    <div className="relative inline-block">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
        className="rounded border border-slate-300 bg-white px-1.5 py-0.5 text-[11px] font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50"
      >
        {label}
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKey} className="absolute left-0 z-30 mt-1 max-h-64 min-w-48 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
          {cleaners.map((cleaner, index) => (
            <li key={cleaner.id} role="none">
              <button
                ref={(node) => {
                  items.current[index] = node;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={cleaner.id === currentCleanerId}
                onClick={() => {
                  close();
                  onChoose(cleaner);
                }}
                className="block w-full px-3 py-1.5 text-left text-sm text-slate-800 hover:bg-brand-50 focus:bg-brand-50 disabled:text-slate-400"
              >
                {cleaner.name}
                {note(cleaner)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
