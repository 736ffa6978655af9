"use client";

import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";

interface DialogShellProps {
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** A selector for what takes the focus on opening; the first match in the dialog wins. */
  initialFocus: string;
  /** Escape (and the browser's other close requests); the owner decides whether to close. */
  onClose: () => void;
  /** A click on the dimmed page around the panel; left out, such a click does nothing. */
  onBackdropClick?: () => void;
  /** Sizes the dialog (a max width). */
  className: string;
  /** The visible panel (background, padding, rounding). */
  panelClassName: string;
  testId?: string;
  children: ReactNode;
}

const FOCUSABLE = "button, input, select, textarea, a[href]";

/**
 * The one modal of the site, a native `<dialog>` opened with `showModal()`: the browser puts it
 * in the top layer and makes the page behind it inert. Mounting is opening and unmounting is
 * closing, so the owner keeps the open state in React. Focus moves in on opening and goes back
 * where it was on closing; Tab cycles inside; Escape asks the owner through `onClose` and never
 * closes the element behind React's back.
 */
export function DialogShell({ labelledBy, describedBy, initialFocus, onClose, onBackdropClick, className, panelClassName, testId, children }: DialogShellProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    panelRef.current?.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      // Back to where the user was (if it still exists), e.g. the button that opened it.
      if (previous?.isConnected) previous.focus();
    };
    // Opening happens once per mount; a new selector later must not steal the focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // On the document: Escape must work even if focus left the dialog. Cancelling the key
    // stops the browser's own close request, so the owner closes it exactly once.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  /** Keeps Tab inside the panel rather than letting it reach the browser's own controls. */
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute("disabled"));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The panel fills the dialog, so a click whose target is the dialog itself fell on its backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onBackdropClick?.();
  };

  return (
    <dialog
      ref={dialogRef}
      // The role is the element's own; spelled out for the tools and tests that look for it.
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      onClick={onClick}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      className={`m-auto w-[calc(100%-2rem)] bg-transparent p-0 backdrop:bg-slate-900/50 ${className}`}
    >
      <div ref={panelRef} onKeyDown={trapTab} className={panelClassName}>
        {children}
      </div>
    </dialog>
  );
}
