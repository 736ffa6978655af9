import localFont from "next/font/local";

/**
 * The site's typeface, a local variable font (no download at build or run time). `swap`
 * shows text at once in the fallback; next/font sizes the fallback to limit the layout shift.
 */
export const siteFont = localFont({
  src: "./fonts/geist-latin.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-site",
  fallback: ["ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
});
