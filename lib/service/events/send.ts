import "server-only";
import { Webhook } from "standardwebhooks";
import { findClient } from "@/lib/service/clients/repo";
import type { ServiceDeps } from "@/lib/service/deps";
import { findSessionByToken } from "@/lib/service/ignition/repo";
import { toEnvelope } from "./envelope";
import type { EventRow } from "./repo";
import { DELIVERY_TIMEOUT_MS } from "./schedule";

export interface AttemptResult {
  ok: boolean;
  attemptedAt: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

function describeFailure(err: unknown, timedOut: boolean): string {
  if (timedOut) return `no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`;
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const code = (cause as { code?: string } | null)?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return code ? `${code}: ${message}` : message;
}

/**
 * One POST of the event to the session's webhookUri, signed per Standard Webhooks with the client's whsec_
 * secret. Never throws: every way it can go wrong is an attempt that failed.
 */
export async function sendEvent(deps: ServiceDeps, event: EventRow): Promise<AttemptResult> {
  const attemptedAt = deps.now();
  const started = performance.now();
  const result = (ok: boolean, statusCode: number | null, error: string | null): AttemptResult => ({
    ok,
    attemptedAt,
    statusCode,
    error,
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
    const res = await deps.fetch(session.webhookUri, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Covercheck-Webhooks/1.0",
        "webhook-id": event.id,
        "webhook-timestamp": String(Math.floor(attemptedAt.getTime() / 1000)),
        "webhook-signature": new Webhook(secret).sign(event.id, attemptedAt, body),
      },
      body,
      // A redirect is an answer other than 2xx; following it would post the event somewhere not configured.
      redirect: "manual",
      signal: timeout,
    });
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return result(ok, res.status, ok ? null : `HTTP ${res.status}`);
  } catch (err) {
    return result(false, null, describeFailure(err, timeout.aborted));
  }
}
