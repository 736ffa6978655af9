/**
 * The cleaner cabinet's web app manifest (docs/architecture.md, "The cabinet offline"), served
 * at CABINET_MANIFEST_PATH and linked only from the cleaner section's layout, so public pages
 * name no manifest. Its scope is the section the service worker controls.
 */
export const CABINET_MANIFEST_PATH = "/cleaner/manifest.webmanifest";

const THEME = "#0f766e";

export const cabinetManifest = {
  id: "/cleaner/cabinet",
  name: "Borough Bright — Cleaner cabinet",
  short_name: "BB Cabinet",
  description: "Your Borough Bright cleaning jobs: addresses, access notes and checklists, also without signal.",
  start_url: "/cleaner/cabinet",
  scope: "/cleaner/",
  display: "standalone",
  orientation: "portrait",
  theme_color: THEME,
  background_color: "#f0fdfa",
  lang: "en-US",
  icons: [
    { src: "/cleaner/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/cleaner/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/cleaner/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/cleaner/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ],
} as const;
