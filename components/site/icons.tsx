import { circle, iconComponent, rect, type IconDrawing } from "./icon-svg";
import { UI_ICON_PATHS } from "./ui-icons";

/**
 * The site's line icons, drawn for it on a 24-unit grid. Decorative: every use sits next to a
 * text label, so they are hidden from assistive technology.
 */
const PATHS = {
  ...UI_ICON_PATHS,
  check: "M5 12.5l4.5 4.5L19 7.5",
  award: [circle(12, 9, 5.5), "M8.6 13.3 7 21l5-2.5 5 2.5-1.6-7.7M10 9l1.4 1.4L14 7.8"],
  shield: "M12 3l7.5 3v5.5c0 4.6-3.1 8.2-7.5 9.5-4.4-1.3-7.5-4.9-7.5-9.5V6zM8.8 12.2l2.2 2.2 4.3-4.4",
  smile: [circle(12, 12, 9), "M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01"],
  spray: "M9 21h6.6a1 1 0 0 0 1-1.1l-.8-7.4a2 2 0 0 0-2-1.8h-3a2 2 0 0 0-2 1.8L8 19.9A1 1 0 0 0 9 21zM10.3 10.7V7h3v3.7M9 7h6.5l2 2M20 5h.01M21.5 8h.01M20 11h.01",
  clock: [circle(12, 12, 9), "M12 7v5l3 2"],
  home: "M3.5 11 12 4l8.5 7M5.5 9.5V20h13V9.5M10 20v-5h4v5",
  pot: "M5 11h14v6a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3zM3 11h2M19 11h2M9.5 4c-1 1.3 1 2.2 0 3.5M14.5 4c-1 1.3 1 2.2 0 3.5",
  bath: "M3 12h18v2a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zM6 12V6a2 2 0 0 1 3.8-.9M7 19l-1 2M17 19l1 2",
  sofa: "M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3M3 13a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v4a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1zM5 18v2M19 18v2",
  sparkles: "M11 3l1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8zM19 14.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z",
  building: "M5 21V5a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v16M15 10h3a1 1 0 0 1 1 1v10M3 21h18M8 8h1M11 8h1M8 12h1M11 12h1M8 16h1M11 16h1",
  list: "M10 6h10M10 12h10M10 18h10M3.5 6l1.2 1.2L7 5M3.5 12l1.2 1.2L7 11M4 18h2",
  box: "M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5zM3.5 7.5 12 12l8.5-4.5M12 12v9",
  bucket: "M5 9h14l-1.6 10.2a2 2 0 0 1-2 1.8H8.6a2 2 0 0 1-2-1.8zM7 9a5 5 0 0 1 10 0M9 13h6",
  broom: "M16 2.5 11.5 11M7.5 11h7.5l2 10H5zM9 15l-.5 6M12.5 15v6",
  hardHat: "M5 17v-3a7 7 0 0 1 14 0v3M10 7.5V5h4v2.5M2.5 17h19v2.5h-19z",
  shelves: "M4 3v18M20 3v18M4 9h16M4 15h16M7 9V6h4v3M13 15v-4h3v4M7 21v-3h5v3",
  washer: [rect(4, 3, 16, 18, 2), circle(12, 13, 4.5), "M7.5 6.5h.01M10.5 6.5h.01"],
  dish: [circle(12, 12, 8.5), circle(12, 12, 4.5)],
  pin: ["M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11z", circle(12, 10, 2.5)],
  instagram: [rect(3, 3, 18, 18, 5), circle(12, 12, 4), "M17.3 6.7h.01"],
  facebook: "M14 8.5h2.5V5H14a4 4 0 0 0-4 4v2.5H7.5V15H10v6h3.5v-6H16l.5-3.5h-3V9.5a1 1 0 0 1 1-1z",
  tag: "M3 12.2V4a1 1 0 0 1 1-1h8.2a1 1 0 0 1 .7.3l8 8a1 1 0 0 1 0 1.4l-8.2 8.2a1 1 0 0 1-1.4 0l-8-8a1 1 0 0 1-.3-.7zM7.5 7.5h.01",
} satisfies Record<string, IconDrawing>;

export type IconName = keyof typeof PATHS;

/** Any of the site's icons, for server-rendered pages. Client components use UiIcon (./ui-icons.tsx). */
export const Icon = iconComponent(PATHS);
