import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Type checking and linting run as their own steps of `npm test`.
  typescript: { ignoreBuildErrors: true },
  // Native or WebAssembly packages must be loaded by Node, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pino", "postgres", "nodemailer", "ws"],
  // forbidden() and forbidden.tsx: a staff page a role may not use answers 403, not 404.
  experimental: { authInterrupts: true },
  images: { formats: ["image/avif", "image/webp"] },
};

export default nextConfig;
