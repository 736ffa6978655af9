import { ImageResponse } from "next/og";
import { SHARE_IMAGE } from "@/lib/site/seo/metadata";

/** Drawn once at build time: the picture shown when a page is shared on social networks. */
export const dynamic = "force-static";

const TEAL = "#0f766e";

export function GET(): ImageResponse {
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", background: "#f0fdfa", padding: 56 }}>
        <div style={{ flex: 1, display: "flex", flexDirection: "column", justifyContent: "space-between", background: TEAL, borderRadius: 40, padding: 64, color: "#ffffff" }}>
          <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
            <div style={{ width: 72, height: 72, borderRadius: 20, background: "#ccfbf1", display: "flex", alignItems: "center", justifyContent: "center", }}>
              {/* A drawn sparkle: a text glyph missing from the bundled font would make the renderer fetch another font. */}
              <svg width="44" height="44" viewBox="-12 -12 24 24">
                <path d="M0-12C1.6-3.2 3.2-1.6 12 0C3.2 1.6 1.6 3.2 0 12C-1.6 3.2-3.2 1.6-12 0C-3.2-1.6-1.6-3.2 0-12Z" fill={TEAL} />
              </svg>
            </div>
            <div style={{ fontSize: 40, letterSpacing: -0.5 }}>Borough Bright Cleaning</div>
          </div>
          <div style={{ display: "flex", flexDirection: "column" }}>
            <div style={{ fontSize: 92, letterSpacing: -2, lineHeight: 1 }}>We Clean - You Relax</div>
            <div style={{ fontSize: 36, marginTop: 28, color: "#ccfbf1" }}>Home and office cleaning in Manhattan, Brooklyn and Queens</div>
          </div>
          <div style={{ display: "flex", gap: 16, fontSize: 26 }}>
            {["Background-checked cleaners", "7 days a week", "Instant quote"].map((text) => (
              <div key={text} style={{ display: "flex", background: "rgba(255,255,255,0.14)", borderRadius: 999, padding: "10px 24px" }}>
                {text}
              </div>
            ))}
          </div>
        </div>
      </div>
    ),
    { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height },
  );
}
