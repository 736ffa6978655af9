"use client";

import Link from "next/link";
import { useState, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from "react";

type IntentLinkProps = Omit<ComponentProps<typeof Link>, "prefetch">;

/**
 * A next/link that prefetches its page when the visitor shows intent (pointer over it, a touch
 * starting on it, keyboard focus), not when it scrolls into view. Viewport prefetching fetches
 * the routes of every visible link, their data and their script, while a phone is still
 * loading the page it asked for; that traffic and its parsing is what slowed the public pages
 * in Lighthouse (docs/operations.md, "Page weight"). Once intent is shown the link prefetches
 * as next/link always does (it is in view), 100 ms or more before the click lands.
 */
export function IntentLink({ onMouseEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      // null is next/link's default prefetching; false turns it off, on hover too.
      prefetch={intent ? null : false}
      data-prefetch={intent ? "intent" : "off"}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        setIntent(true);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        setIntent(true);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        setIntent(true);
      }}
    />
  );
}
