"use client";

import { useCallback, useEffect, useRef, type MouseEvent as ReactMouseEvent, type RefObject } from "react";
import { isHeadingInto, type Point } from "./menu-aim";

interface MenuAim {
  /** On the menu's root: remembers where the pointer last was inside it. */
  onMouseMove(event: ReactMouseEvent): void;
  /** On the menu's root: the pointer came back, so nothing is watched any more. */
  onMouseEnter(): void;
  /** On the menu's root: closes at once unless the pointer is heading into the panel. */
  onMouseLeave(event: ReactMouseEvent): void;
}

/**
 * Hover menus that stay open while the pointer cuts a corner into their panel. After the pointer
 * leaves, every move is tested against a triangle from the last point inside to the panel's top
 * corners (components/layout/menu-aim.ts): the first move outside it, or the pointer leaving the
 * window, closes the menu. No timer decides, so a slow hand or a loaded machine gets the same menu.
 */
export function useMenuAim(panel: RefObject<HTMLElement | null>, close: () => void): MenuAim {
  const lastInside = useRef<Point | null>(null);
  const stopWatching = useRef<() => void>(() => {});

  const stop = useCallback(() => {
    stopWatching.current();
    stopWatching.current = () => {};
  }, []);
  useEffect(() => stop, [stop]);

  const onMouseLeave = useCallback(
    (event: ReactMouseEvent) => {
      stop();
      const box = panel.current?.getBoundingClientRect();
      const from = lastInside.current ?? { x: event.clientX, y: event.clientY };
      if (!box || box.height === 0) {
        close();
        return;
      }
      const closeNow = () => {
        stop();
        close();
      };
      const onMove = (move: MouseEvent) => {
        if (!isHeadingInto({ x: move.clientX, y: move.clientY }, from, box)) closeNow();
      };
      const root = document.documentElement;
      document.addEventListener("mousemove", onMove);
      root.addEventListener("mouseleave", closeNow);
      stopWatching.current = () => {
        document.removeEventListener("mousemove", onMove);
        root.removeEventListener("mouseleave", closeNow);
      };
      if (!isHeadingInto({ x: event.clientX, y: event.clientY }, from, box)) closeNow();
    },
    [panel, close, stop],
  );

  return {
    onMouseMove: useCallback((event: ReactMouseEvent) => {
      lastInside.current = { x: event.clientX, y: event.clientY };
    }, []),
    onMouseEnter: stop,
    onMouseLeave,
  };
}
