import "server-only";
import { HOSTED_STEPS, type ActionRefusal, type ConnectAnswer, type HostedStep } from "@/lib/schemas/hosted-ignition";

import { getServiceRuntime } from "@/lib/service/runtime";
import { answerCarrierMfa, signInAtCarrier } from "./connect";
import { exitHosted, giveConsent, pollUpload } from "./hosted-page";

// What the borrower's hosted page asks of the service, over HTTP (POST /ignition/{token}/hosted).
// Each action names its session by the token, the page's only credential, and the service checks it
// again every time. A failure answers in words; nothing of it reaches the browser.

const OOPS: ActionRefusal = {
  kind: "refused",
  message: "Something went wrong on our side. Please try again in a few minutes.",
};
const text = (v: unknown, max = 300) => (typeof v === "string" ? v.slice(0, max + 1) : "");

async function guarded<T>(
  what: string,
  token: unknown,
  run: (token: string) => Promise<T>,
): Promise<T | ActionRefusal> {
  const { deps } = await getServiceRuntime();
  try {
    return await run(text(token, 100));
  } catch (err) {
    // The error's message only: never the action's arguments, which may hold a password.
    deps.log.error("hosted ignition action failed", {
      action: what,
      error: err instanceof Error ? err.message : String(err),
    });
    return OOPS;
  }
}

export async function consentAction(token: string) {
  return guarded("consent", token, async (t) => giveConsent((await getServiceRuntime()).deps, t));
}

export async function signInAction(
  token: string,
  carrierId: string,
  username: string,
  password: string,
): Promise<ConnectAnswer> {
  return guarded("sign-in", token, async (t) =>
    signInAtCarrier((await getServiceRuntime()).deps, t, text(carrierId, 100), {
      username: text(username),
      password: text(password),
    }),
  );
}

export async function mfaAction(
  token: string,
  carrierId: string,
  challenge: string,
  code: string,
): Promise<ConnectAnswer> {
  return guarded("mfa", token, async (t) =>
    answerCarrierMfa((await getServiceRuntime()).deps, t, text(carrierId, 100), text(challenge), text(code)),
  );
}

export async function exitAction(token: string, step: string) {
  const known = (HOSTED_STEPS as readonly string[]).includes(step) ? (step as HostedStep) : "consent";
  return guarded("exit", token, async (t) => exitHosted((await getServiceRuntime()).deps, t, known));
}

export async function pollAction(token: string) {
  return guarded("poll", token, async (t) => pollUpload((await getServiceRuntime()).deps, t));
}

const ACTIONS = {
  consent: (token: unknown) => consentAction(text(token, 100)),
  signIn: (token: unknown, [carrierId, username, password]: unknown[]) =>
    signInAction(text(token, 100), text(carrierId), text(username), text(password)),
  mfa: (token: unknown, [carrierId, challenge, code]: unknown[]) =>
    mfaAction(text(token, 100), text(carrierId), text(challenge), text(code)),
  exit: (token: unknown, [step]: unknown[]) => exitAction(text(token, 100), text(step)),
  poll: (token: unknown) => pollAction(text(token, 100)),
} as const;

/** One named action with its arguments as the page sent them; null for a name the page has not. */
export function runHostedAction(name: unknown, token: unknown, args: unknown): Promise<unknown> | null {
  if (typeof name !== "string" || !Object.hasOwn(ACTIONS, name)) return null;
  return ACTIONS[name as keyof typeof ACTIONS](token, Array.isArray(args) ? args : []);
}
