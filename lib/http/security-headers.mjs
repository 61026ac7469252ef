// Headers that keep the dashboard's pages from being framed, sniffed or fed scripts from elsewhere.
// Plain ESM so next.config.mjs can import it; the tests call it directly.

/**
 * The dashboard pages' Content-Security-Policy. Next's App Router streams its payload through inline
 * scripts, so scripts need 'unsafe-inline' (no nonces: pages stay static-capable under `next start`);
 * everything else is this origin only. The dev server's fast refresh also needs 'unsafe-eval'.
 * @param {{ production: boolean, appUrl?: string, frameAncestors?: string }} opts
 */
export function dashboardCsp({ production, appUrl, frameAncestors = "'none'" }) {
  // Signed document urls are absolute (APP_URL); name that origin too in case the browser uses another host.
  const own = appUrl ? `'self' ${new URL(appUrl).origin}` : "'self'";
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? "" : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${own} data: blob:`,
    "font-src 'self' data:",
    `object-src ${own}`,
    `frame-src ${own}`,
    "connect-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

/**
 * Header rules for next.config.mjs `headers()`. Pages get the CSP; every response gets nosniff, a
 * referrer policy and, in production, HSTS. Route handlers under /api set their own CSP (files are
 * embedded by the session page, the API reference loads its own script), so the page CSP skips them.
 * @param {{ production: boolean, appUrl?: string }} opts
 */
export function securityHeaderRules({ production, appUrl }) {
  const everywhere = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
  return [
    { source: "/:path*", headers: everywhere },
    {
      source: "/:path((?!api/).*)",
      headers: [
        { key: "Content-Security-Policy", value: dashboardCsp({ production, appUrl }) },
        { key: "X-Frame-Options", value: "DENY" },
      ],
    },
    // The hosted Ignition page opened with ?origin= may be framed by that one origin (a client embedding it
    // in an iframe); frame-ancestors overrides X-Frame-Options in browsers that know it. The capture admits
    // a bare scheme://host[:port] only, so nothing else can reach the header.
    {
      source: "/ignition/:token",
      has: [{ type: "query", key: "origin", value: "(?<origin>https?://[A-Za-z0-9.-]+(?::\\d{1,5})?)" }],
      headers: [
        {
          key: "Content-Security-Policy",
          value: dashboardCsp({ production, appUrl, frameAncestors: ":origin" }),
        },
      ],
    },
  ];
}
