"use client";

/**
 * The last resort when the root layout itself fails: it replaces the whole document, so it
 * brings its own <html> and plain inline styles (the site's stylesheet may be what broke).
 * Friendly, on-brand words and no error details.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: "system-ui, sans-serif", background: "#f0f9ff", color: "#0f172a" }}>
        <main style={{ maxWidth: "36rem", margin: "0 auto", padding: "5rem 1.5rem", textAlign: "center" }}>
          <p style={{ fontWeight: 600, letterSpacing: "0.14em", textTransform: "uppercase", color: "#075985", fontSize: "0.875rem" }}>Borough Bright Cleaning</p>
          <h1 style={{ fontSize: "2rem", margin: "0.75rem 0 1rem" }}>We&apos;re sorry, the site hit a snag</h1>
          <p style={{ fontSize: "1.125rem", lineHeight: 1.6 }}>
            Our teams are still out cleaning across Manhattan, Brooklyn and Queens, and your bookings are safe. Please try again in a moment.
          </p>
          <p style={{ marginTop: "2rem", display: "flex", gap: "0.75rem", justifyContent: "center", flexWrap: "wrap" }}>
            <button
              type="button"
              onClick={reset}
              style={{ background: "#0369a1", color: "#fff", border: 0, borderRadius: "0.5rem", padding: "0.625rem 1.25rem", fontWeight: 600, fontSize: "1rem", cursor: "pointer" }}
            >
              Try again
            </button>
            {/* A full reload: client navigation needs the layout that just failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ color: "#075985", fontWeight: 600, padding: "0.625rem 1.25rem" }}>
              Back to the home page
            </a>
          </p>
          {error.digest ? <p style={{ marginTop: "2rem", fontSize: "0.875rem", color: "#475569" }}>Reference for our office: {error.digest}</p> : null}
        </main>
      </body>
    </html>
  );
}
