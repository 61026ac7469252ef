import { readFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { NextConfig } from "next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/service";

// Issue 11, item 9: browser hardening. The header rules are what next.config.mjs hands Next (matched here
// with Next's own path matcher); the API reference is checked over the service app itself.

const require = createRequire(import.meta.url);
// What `next build` writes into routes-manifest.json for each rule, and `next start` matches requests with.
const { buildCustomRoute } = require("next/dist/lib/build-custom-route") as {
  buildCustomRoute: (type: "header", route: Rule) => Rule & { regex: string };
};

type Rule = { source: string; headers: { key: string; value: string }[] };

const nextConfig = (await import(pathToFileURL(path.join(process.cwd(), "next.config.mjs")).href))
  .default as NextConfig;
const env = process.env as Record<string, string | undefined>;

async function rulesFor(nodeEnv: string): Promise<Rule[]> {
  const before = env.NODE_ENV;
  env.NODE_ENV = nodeEnv;
  try {
    return (await nextConfig.headers!()) as Rule[];
  } finally {
    env.NODE_ENV = before;
  }
}

/** The headers a path gets: every matching rule applies, as in Next. */
function headersAt(rules: Rule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!new RegExp(buildCustomRoute("header", rule).regex, "i").test(pathname)) continue;
    for (const h of rule.headers) out[h.key.toLowerCase()] = h.value;
  }
  return out;
}

const PAGES = ["/", "/sign-in", "/setup", "/sessions", "/sessions/ign_abc/validate", "/templates/new", "/forbidden"];

describe("dashboard pages (next.config.mjs headers)", () => {
  it.each(PAGES)("%s: CSP without framing, nosniff, a referrer policy and HSTS in production", async (page) => {
    const h = headersAt(await rulesFor("production"), page);
    const csp = h["content-security-policy"];
    expect(csp).toBeDefined();
    const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["default-src"]).toEqual(["'self'"]);
    expect(directives["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives["object-src"]).not.toContain("*");
    expect(directives["base-uri"]).toEqual(["'self'"]);
    expect(csp).not.toMatch(/https?:\/\/(?!localhost)/);
    expect(h["x-frame-options"]).toBe("DENY");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
  });

  it("sends no HSTS outside production, and lets the dev server's fast refresh evaluate code", async () => {
    const h = headersAt(await rulesFor("development"), "/");
    expect(h["strict-transport-security"]).toBeUndefined();
    expect(h["content-security-policy"]).toContain("'unsafe-eval'");
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("leaves route handlers under /api to set their own CSP, with nosniff on them too", async () => {
    const rules = await rulesFor("production");
    for (const p of ["/api/files/fil_1", "/api/v1/docs", "/api/webhooks/ignition"]) {
      const h = headersAt(rules, p);
      expect(h["content-security-policy"], p).toBeUndefined();
      expect(h["x-content-type-options"], p).toBe("nosniff");
    }
  });
});

describe("the API reference (/api/v1/docs)", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(() => svc.close());

  it("loads Scalar's browser bundle from this origin, under a CSP that allows nothing else", async () => {
    const res = await svc.app.request("/api/v1/docs");
    expect(res.status).toBe(200);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(["/api/v1/docs/scalar.js"]);
    expect(html).not.toMatch(/cdn\.jsdelivr|https:\/\/[^"'\s]*scalar/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves the bundle of the pinned @scalar/api-reference package", async () => {
    const res = await svc.app.request("/api/v1/docs/scalar.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    const body = Buffer.from(await res.arrayBuffer());
    const shipped = readFileSync(
      path.join(process.cwd(), "node_modules/@scalar/api-reference/dist/browser/standalone.js"),
    );
    expect(body.equals(shipped)).toBe(true);
    expect(body.toString("utf8")).toContain("createApiReference");
    console.log(`Scalar bundle served from the package: ${(body.byteLength / 1024 / 1024).toFixed(1)} MiB`);
  });

  it("marks service answers nosniff, errors included", async () => {
    const res = await svc.app.request("/api/v1/carriers");
    expect(res.status).toBe(401);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
