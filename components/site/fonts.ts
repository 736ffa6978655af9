import localFont from "next/font/local";

/**
 * The site's typeface, a local variable font (no download at build or run time), cut down by
 * `npm run fonts:subset` to the weights (400 to 800) and characters the site uses: 13 KB where
 * the Latin file is 28 KB, and it is preloaded on every page. `swap` shows text at once in the
 * fallback, which next/font sizes to Geist's metrics (size-adjust and the ascent, descent and
 * line-gap overrides on Arial), so nothing moves when the font arrives.
 */
export const siteFont = localFont({
  src: "./fonts/geist-site.woff2",
  weight: "400 800",
  style: "normal",
  display: "swap",
  variable: "--font-site",
  fallback: ["ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
});
