import path from "node:path";
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Type checking and linting run as their own steps of `npm test`.
  typescript: { ignoreBuildErrors: true },
  // Native or WebAssembly packages must be loaded by Node, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pino", "postgres", "nodemailer", "ws"],
  // forbidden() and forbidden.tsx: a staff page a role may not use answers 403, not 404.
  // globalNotFound: the site has two root layouts, English and Spanish, so an address no page
  // answers gets app/global-not-found.tsx, a document of its own (docs/architecture.md, "Languages").
  experimental: { authInterrupts: true, globalNotFound: true },
  images: { formats: ["image/avif", "image/webp"] },
  // Next's file-system ISR cache, plus the sha256 of each page's inline scripts for its CSP
  // (lib/web/server/isr-cache-handler.ts, bundled by `npm run build`). Development caches no pages.
  cacheHandler: process.env.NODE_ENV === "production" ? path.resolve("dist/isr-cache-handler.cjs") : undefined,
};

export default nextConfig;
