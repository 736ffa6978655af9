import localFont from "next/font/local";

/**
 * The site's typeface, a local variable font (no download at build or run time), cut down by
 * `npm run fonts:subset` to the weights (400 to 800) and characters the site uses: 14 KB where
 * the Latin file is 28 KB, and it is preloaded on every page. `swap` shows text at once in a
 * fallback sized to Geist's metrics, so nothing moves when the font arrives. next/font sizes
 * Arial only, which Android and most Linux machines lack; the fallback faces in app/globals.css
 * size Arial, Roboto and DejaVu Sans, and the first the device has draws the text.
 */
export const siteFont = localFont({
  src: "./fonts/geist-site.woff2",
  weight: "400 800",
  style: "normal",
  display: "swap",
  variable: "--font-site",
  adjustFontFallback: false,
  fallback: ["siteFont Fallback Arial", "siteFont Fallback Roboto", "siteFont Fallback DejaVu", "ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
});
