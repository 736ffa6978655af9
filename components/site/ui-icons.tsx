import { iconComponent, type IconDrawing } from "./icon-svg";

/**
 * The interface icons the header menus and floating widgets draw (chevrons, burger, close,
 * contact and calendar). A file of their own: those client islands ship these few paths, not
 * the whole set of the site's icons (docs/operations.md, "Page weight").
 */
export const UI_ICON_PATHS = {
  chevronDown: "M6 9l6 6 6-6",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  phone: "M6.6 3.5h2.6l1.4 4-2 1.6a11 11 0 0 0 6.3 6.3l1.6-2 4 1.4v2.6a2 2 0 0 1-2.2 2A16.6 16.6 0 0 1 4.5 5.7a2 2 0 0 1 2.1-2.2z",
  // The envelope's and the calendar's frames are their rounded rectangles drawn as paths.
  mail: "M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3.5 6.5l8.5 6.5 8.5-6.5",
  calendar: "M5.5 5h13a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3.5 10h17M8 3v4M16 3v4M9 15l2 2 4-4",
} satisfies Record<string, IconDrawing>;

/** One of the interface icons; decorative, like every icon of the site. */
export const UiIcon = iconComponent(UI_ICON_PATHS);
