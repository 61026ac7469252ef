import { securityHeaderRules } from "./lib/http/security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Bundling these breaks them at run time (WASM, worker scripts, native addons).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "tesseract.js",
    "@tesseract.js-data/eng",
    "pg-boss",
    "pg",
    "unpdf",
    "@napi-rs/canvas",
    "file-type",
  ],
  poweredByHeader: false,
  // Types and lint are checked once, by `npm run typecheck` / `npm run lint` inside `npm test`,
  // so the build (which `npm start` runs) does not pay for them a second time.
  typescript: { ignoreBuildErrors: true },
  // No action carries a file (uploads go to /api/uploads); the largest, a 50-rule template, is tens of KB.
  // authInterrupts: a page a role may not see answers 403 in place (forbidden()), inside the
  // dashboard's layout and navigation, rather than redirecting to a page that answers 200.
  experimental: { serverActions: { bodySizeLimit: "1mb" }, authInterrupts: true },
  // Evaluated by `next build`: NODE_ENV is production there, and APP_URL is the one the app will serve.
  headers: async () =>
    securityHeaderRules({
      production: process.env.NODE_ENV === "production",
      appUrl: process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`,
    }),
};

export default nextConfig;
