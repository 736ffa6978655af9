"use client";

import { useEffect } from "react";

/**
 * Preloads the home page's main image while the page is shown (docs/product.md#the-page-shell): the link is
 * added on entering the page and removed on leaving it, so other pages do not fetch an image
 * they never show.
 */
export function HeroImagePreload({ href }: { href: string }) {
  useEffect(() => {
    const link = document.createElement("link");
    link.rel = "preload";
    link.setAttribute("as", "image");
    link.href = href;
    link.setAttribute("fetchpriority", "high");
    link.dataset.preload = "home-hero";
    document.head.appendChild(link);
    return () => link.remove();
  }, [href]);
  return null;
}
