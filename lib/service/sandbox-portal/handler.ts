import "server-only";
import type { Hono } from "hono";
import { env } from "@/lib/env";
import { createSandboxPortalApp } from "./app";

/** Where the app serves the portal; the default SANDBOX_PORTAL_URL is APP_URL + this. */
export const SANDBOX_PORTAL_PATH = "/sandbox-portal";

const holder = globalThis as unknown as { __covercheckSandboxPortal?: Hono };

/**
 * The sandbox carrier portal as a fetch handler for a Next.js catch-all route at app/sandbox-portal. It is
 * outside /api/v1 on purpose: it stands for a carrier's website, not for this service. 404 in production mode.
 */
export async function handleSandboxPortalRequest(req: Request): Promise<Response> {
  const e = env();
  if (e.SERVICE_MODE !== "sandbox") return Response.json({ error: "not-found" }, { status: 404 });
  holder.__covercheckSandboxPortal ??= createSandboxPortalApp({
    latencyMs: e.SANDBOX_LATENCY_MS,
    basePath: SANDBOX_PORTAL_PATH,
  });
  return holder.__covercheckSandboxPortal.fetch(req);
}
