import type { ActionRefusal, HostedActions } from "@/lib/schemas/hosted-ignition";

// The hosted page's actions as HTTP calls to the service (POST /api/v1/ignition/{token}/hosted):
// the browser talks to the service, and no component imports it.

const UNREACHABLE: ActionRefusal = {
  kind: "refused",
  message: "We could not reach the server. Check your connection and try again.",
};

async function post<T>(token: string, action: keyof HostedActions, args: string[] = []): Promise<T | ActionRefusal> {
  try {
    const res = await fetch(`/api/v1/ignition/${encodeURIComponent(token)}/hosted`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action, args }),
      cache: "no-store",
    });
    return ((await res.json().catch(() => null)) as T | ActionRefusal | null) ?? UNREACHABLE;
  } catch {
    return UNREACHABLE;
  }
}

export const hostedActions: HostedActions = {
  consent: (token) => post(token, "consent"),
  signIn: (token, carrierId, username, password) => post(token, "signIn", [carrierId, username, password]),
  mfa: (token, carrierId, challenge, code) => post(token, "mfa", [carrierId, challenge, code]),
  exit: (token, step) => post(token, "exit", [step]),
  poll: (token) => post(token, "poll"),
};
