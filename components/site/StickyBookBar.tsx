"use client";

import { useEffect, useState } from "react";

/**
 * The phone-only bar of the service and borough pages (issue #24): "From $225 · Book". It never
 * covers content: the page keeps room for it at its bottom (the `pb-20` of the wrapper the
 * page renders it in), and it steps aside while the page's own closing call to action
 * (`#get-started`) or the footer is on screen, where it would only repeat them. Marked
 * `data-bottom-bar`: the floating Quick Actions button docks in its right end.
 */
export function StickyBookBar({ href, label }: { href: string; label: string }) {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const targets = [document.getElementById("get-started"), document.querySelector("footer")].filter((el): el is HTMLElement => el !== null);
    if (targets.length === 0 || typeof IntersectionObserver === "undefined") return;
    const onScreen = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      setHidden(onScreen.size > 0);
    });
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return (
    <div data-bottom-bar={hidden ? undefined : ""} data-sticky-book-bar hidden={hidden} className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur print:hidden md:hidden">
      <a href={href} className="flex w-full items-center justify-center rounded-xl bg-brand-700 px-5 py-3 text-base font-semibold text-white hover:bg-brand-800">
        {label}
      </a>
    </div>
  );
}
