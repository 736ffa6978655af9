"use client";

import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from "react";
import { phoneProblem } from "@/lib/kernel/phone/phone-number";

/**
 * A number we could never text is said when the phone field is left, then follows each change
 * until it is right.
 *
 * Except when the field is left by pressing one of its form's buttons: a message appearing at
 * that moment pushes the button down between the press and the release, so the click lands
 * beside it and Save or Next does nothing. The submit says the same thing and moves the focus to
 * the field, so nothing is lost by staying quiet then.
 */
export function usePhoneCheck() {
  const [problem, setProblem] = useState<string | null>(null);
  const pressedButton = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    // The pointer goes down before the field loses the focus, in every browser (Safari does not
    // focus a pressed button, so the blur's relatedTarget cannot tell us).
    const down = (event: PointerEvent) => {
      pressedButton.current = event.target instanceof Element ? event.target.closest("button") : null;
    };
    const up = () => {
      pressedButton.current = null;
    };
    document.addEventListener("pointerdown", down, true);
    document.addEventListener("pointerup", up, true);
    document.addEventListener("pointercancel", up, true);
    return () => {
      document.removeEventListener("pointerdown", down, true);
      document.removeEventListener("pointerup", up, true);
      document.removeEventListener("pointercancel", up, true);
    };
  }, []);

  return {
    problem,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const pressingOwnButton = pressedButton.current !== null && pressedButton.current.form === event.target.form;
      if (!pressingOwnButton) setProblem(phoneProblem(event.target.value));
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (problem) setProblem(phoneProblem(event.target.value));
    },
  };
}
