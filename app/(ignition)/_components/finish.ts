import { type HostedFinish } from "@/lib/schemas/hosted-ignition";

/** The parameters the client gets at its redirectUri and by postMessage: the same for both. */
export function finishParams(f: HostedFinish): Record<string, string> {
  const params: Record<string, string> = { status: f.status };
  if (f.authCode) params.authCode = f.authCode;
  if (f.result) params.result = f.result;
  if (f.step) params.step = f.step;
  return params;
}

/** Tells an embedding client (iframe parent or opener) at exactly `origin`, and no other. */
export function postFinish(f: HostedFinish, origin: string | null): void {
  if (!origin) return;
  const target = window.opener ?? (window.parent !== window ? window.parent : null);
  target?.postMessage({ type: "ignition", ...finishParams(f) }, origin);
}

/** The client's redirectUri with the outcome in its query; null when the client gave none. */
export function redirectTarget(f: HostedFinish): string | null {
  if (!f.redirectUri) return null;
  const url = new URL(f.redirectUri);
  for (const [k, v] of Object.entries(finishParams(f))) url.searchParams.set(k, v);
  return url.toString();
}
