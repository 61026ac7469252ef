import { env } from "@/lib/env";
import { type HostedPage } from "@/lib/schemas/hosted-ignition";
import type { Metadata } from "next";
import { ClosedPage } from "../../_components/closed-page";
import { IgnitionFlow } from "../../_components/ignition-flow";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Share your insurance",
  robots: { index: false, follow: false },
  // The token in the path is the borrower's key to this page: never sent on to another site.
  referrer: "no-referrer",
};

/** `?origin=` names the one window origin the page may postMessage its result to (an embedding client). */
function safeOrigin(value: string | string[] | undefined): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value.replace(/\/$/, "")
      ? url.origin
      : null;
  } catch {
    return null;
  }
}

// GET /ignition/{token} – the hosted Ignition page
export default async function IgnitionPage(props: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ token }, query] = await Promise.all([props.params, props.searchParams]);
  const page = await loadPage(token);
  if (!page) return <ClosedPage reason="error" />;
  if (page.kind === "closed") return <ClosedPage reason={page.reason} clientName={page.clientName} />;
  return <IgnitionFlow view={page.view} origin={safeOrigin(query.origin)} />;
}

/** The page's state from the embedded service over HTTP (GET /api/v1/ignition/{token}/hosted); null when it cannot answer. */
async function loadPage(token: string): Promise<HostedPage | null> {
  try {
    const res = await fetch(`${env().APP_URL}/api/v1/ignition/${encodeURIComponent(token)}/hosted`, {
      cache: "no-store",
      signal: AbortSignal.timeout(15_000),
    });
    return res.ok ? ((await res.json()) as HostedPage) : null;
  } catch {
    return null;
  }
}
