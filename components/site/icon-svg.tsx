import type { ReactNode } from "react";

/**
 * The frame of every site icon: a 24-unit grid drawn with round strokes. Decorative: every use
 * sits next to a text label, so it is hidden from assistive technology.
 */
export interface IconFrame {
  className?: string;
  strokeWidth?: number;
}

export function IconSvg({ className = "h-6 w-6", strokeWidth = 1.8, children }: IconFrame & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

/** The icon component of a set of paths: `<Icon name="…" />` draws the named one in the frame. */
export function iconComponent<Name extends string>(paths: Record<Name, ReactNode>) {
  return function IconOfSet({ name, ...frame }: { name: Name } & IconFrame) {
    return <IconSvg {...frame}>{paths[name]}</IconSvg>;
  };
}
