import "server-only";
import { HOSTED_STEPS, type ActionRefusal, type ConnectAnswer, type HostedStep } from "@/lib/schemas/hosted-ignition";
import type { ServiceDeps } from "@/lib/service/deps";
import { answerCarrierMfa, signInAtCarrier } from "./connect";
import { exitHosted, giveConsent, pollUpload } from "./hosted-page";

// What the borrower's hosted page asks of the service, over HTTP (POST /api/v1/ignition/{token}/hosted).
// Each action names its session by the token, the page's only credential, and the service checks it
// again every time. A failure answers in words; nothing of it reaches the browser.

const OOPS: ActionRefusal = {
  kind: "refused",
  message: "Something went wrong on our side. Please try again in a few minutes.",
};
const text = (v: unknown, max = 300) => (typeof v === "string" ? v.slice(0, max + 1) : "");

async function guarded<T>(deps: ServiceDeps, what: string, run: () => Promise<T>): Promise<T | ActionRefusal> {
  try {
    return await run();
  } catch (err) {
    // The error's message only: never the action's arguments, which may hold a password.
    deps.log.error("hosted ignition action failed", {
      action: what,
      error: err instanceof Error ? err.message : String(err),
    });
    return OOPS;
  }
}

type Action = (deps: ServiceDeps, token: string, args: unknown[]) => Promise<unknown>;

const ACTIONS: Record<string, Action> = {
  consent: (deps, token) => guarded(deps, "consent", () => giveConsent(deps, token)),
  signIn: (deps, token, [carrierId, username, password]) =>
    guarded(deps, "sign-in", () =>
      signInAtCarrier(deps, token, text(carrierId, 100), { username: text(username), password: text(password) }),
    ),
  mfa: (deps, token, [carrierId, challenge, code]): Promise<ConnectAnswer | ActionRefusal> =>
    guarded(deps, "mfa", () => answerCarrierMfa(deps, token, text(carrierId, 100), text(challenge), text(code))),
  exit: (deps, token, [step]) => {
    const known = (HOSTED_STEPS as readonly string[]).includes(text(step)) ? (text(step) as HostedStep) : "consent";
    return guarded(deps, "exit", () => exitHosted(deps, token, known));
  },
  poll: (deps, token) => guarded(deps, "poll", () => pollUpload(deps, token)),
};

/** One named action with its arguments as the page sent them; null for a name the page has not. */
export function runHostedAction(
  deps: ServiceDeps,
  name: unknown,
  token: unknown,
  args: unknown,
): Promise<unknown> | null {
  if (typeof name !== "string" || !Object.hasOwn(ACTIONS, name)) return null;
  return ACTIONS[name](deps, text(token, 100), Array.isArray(args) ? args : []);
}
