import "server-only";
import { Webhook } from "standardwebhooks";
import { findClient } from "@/lib/service/clients/repo";
import type { ServiceDeps } from "@/lib/service/deps";
import { findSessionByToken } from "@/lib/service/ignition/repo";
import { OutboundError, outboundRequest } from "@/lib/service/net/outbound";
import { outboundPolicy } from "@/lib/service/net/policies";
import { toEnvelope } from "./envelope";
import type { EventRow } from "./repo";
import { DELIVERY_TIMEOUT_MS } from "./schedule";

export interface AttemptResult {
  ok: boolean;
  attemptedAt: Date;
  statusCode: number | null;
  /** What the client reads back from /events: coarse, so that attempts cannot map a network. */
  error: string | null;
  /** The full story, for the service's logs only. */
  detail: string | null;
  durationMs: number;
}

const REASONS: Record<OutboundError["reason"], string> = {
  refused: "address not allowed",
  dns: "connection failed",
  connection: "connection failed",
  timeout: "timeout",
};

/**
 * One POST of the event to the session's webhookUri, signed per Standard Webhooks with the client's whsec_
 * secret. Never throws: every way it can go wrong is an attempt that failed.
 */
export async function sendEvent(deps: ServiceDeps, event: EventRow): Promise<AttemptResult> {
  const attemptedAt = deps.now();
  const started = performance.now();
  const result = (ok: boolean, statusCode: number | null, error: string | null, detail = error): AttemptResult => ({
    ok,
    attemptedAt,
    statusCode,
    error,
    detail,
    durationMs: Math.round(performance.now() - started),
  });

  const [session, client] = await Promise.all([
    findSessionByToken(deps.database.db, event.token),
    findClient(deps.database.db, event.clientId),
  ]);
  if (!session || !client) return result(false, null, "the session or client no longer exists");

  let secret: string;
  try {
    secret = String(deps.secretBox.open(client.webhookSecretSealed));
  } catch {
    return result(false, null, "the client's webhook secret cannot be opened");
  }

  const body = JSON.stringify(toEnvelope(event));
  const timeout = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
  try {
    // No redirects: following one would post the event somewhere not configured, past the address check.
    const res = await outboundRequest(new URL(session.webhookUri), outboundPolicy(deps, "webhook"), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Covercheck-Webhooks/1.0",
        "webhook-id": event.id,
        "webhook-timestamp": String(Math.floor(attemptedAt.getTime() / 1000)),
        "webhook-signature": new Webhook(secret).sign(event.id, attemptedAt, body),
      },
      body,
      signal: timeout,
    });
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return result(ok, res.status, ok ? null : `HTTP ${res.status}`);
  } catch (err) {
    const failure =
      err instanceof OutboundError ? err : new OutboundError(timeout.aborted ? "timeout" : "connection", String(err));
    return result(false, null, REASONS[failure.reason], failure.message);
  }
}
