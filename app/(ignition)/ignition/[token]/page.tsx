import { type HostedPage } from "@/lib/schemas/hosted-ignition";
import type { Metadata } from "next";
import { consentAction, exitAction, mfaAction, pollAction, signInAction } from "@/lib/service/ignition/hosted-actions";
import { loadHostedPage } from "@/lib/service/ignition/hosted-page";
import { getServiceRuntime } from "@/lib/service/runtime";
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
  let page: HostedPage;
  try {
    page = await loadHostedPage((await getServiceRuntime()).deps, token);
  } catch {
    return <ClosedPage reason="error" />;
  }
  if (page.kind === "closed") return <ClosedPage reason={page.reason} clientName={page.clientName} />;
  const actions = { consent: consentAction, signIn: signInAction, mfa: mfaAction, exit: exitAction, poll: pollAction };
  return <IgnitionFlow view={page.view} origin={safeOrigin(query.origin)} actions={actions} />;
}
