// The shapes the borrower's hosted page shows and the service hands it: plain data, so the page's
// components read them without reaching into the service's code.

/** The steps of the page, as ignition.exited's `step` and the redirect's `step` name them. */
export const HOSTED_STEPS = ["consent", "carrier", "sign-in", "mfa", "upload", "processing", "result"] as const;
export type HostedStep = (typeof HOSTED_STEPS)[number];

/** Why the page cannot be used: each has its own plain page, never an error trace. */
export type ClosedReason = "unknown" | "expired" | "used";

export interface CarrierChoice {
  id: string;
  name: string;
  shortName: string;
  naicCode: string;
  /** The borrower can sign in there from this page; otherwise they upload a document. */
  connectable: boolean;
}

export interface SandboxHint {
  logins: { username: string; note: string }[];
  password: string;
  mfaCode: string;
}

export interface HostedView {
  token: string;
  clientName: string;
  firstName: string | null;
  consentWording: string;
  consented: boolean;
  signInsLeft: number;
  carriers: CarrierChoice[];
  /** The borrower's upload is still being read: the page waits for it. */
  waitingForUpload: boolean;
  /** The message of an earlier attempt that errored (the borrower may try another way). */
  lastError: string | null;
  sandbox: SandboxHint | null;
}

export type HostedPage =
  { kind: "closed"; reason: ClosedReason; clientName: string | null } | { kind: "open"; view: HostedView };

export type ActionRefusal = { kind: "closed"; reason: ClosedReason } | { kind: "refused"; message: string };

/** What the borrower is shown they shared: enough to recognise the policy, nothing the lender did not get. */
export interface SharedPolicy {
  type: string;
  carrier: string;
  policyNumber: string | null;
  isActive: boolean | null;
  effectiveDate: string | null;
  expirationDate: string | null;
  /** "2003 Honda Accord, VIN ending 4352" or the property's address. */
  items: string[];
  lenderListed: boolean;
  hasRenewal: boolean;
}

/** How the page ends, and what it hands the client at the redirectUri (and by postMessage). */
export interface HostedFinish {
  status: "complete" | "exit" | "error";
  result: string | null;
  authCode?: string;
  step?: string;
  message?: string;
  /** Where to send the borrower, or null when the client gave no redirectUri. */
  redirectUri: string | null;
  shared: SharedPolicy[];
}

export type ConnectAnswer =
  | ActionRefusal
  | { kind: "finish"; finish: HostedFinish }
  | { kind: "mfa"; challenge: string; prompt: string }
  | { kind: "retry"; message: string; signInsLeft: number }
  /** The account cannot connect (ignition.errored sent); the borrower may upload instead, or leave. */
  | { kind: "blocked"; message: string };

/**
 * What the hosted page asks of the service: over HTTP from the browser (POST /ignition/{token}/hosted);
 * the components call the service through these and never import it.
 */
export interface HostedActions {
  consent(token: string): Promise<ActionRefusal | { kind: "ok" }>;
  signIn(token: string, carrierId: string, username: string, password: string): Promise<ConnectAnswer>;
  mfa(token: string, carrierId: string, challenge: string, code: string): Promise<ConnectAnswer>;
  exit(token: string, step: string): Promise<ActionRefusal | { kind: "finish"; finish: HostedFinish }>;
  poll(token: string): Promise<ActionRefusal | { kind: "waiting" } | { kind: "finish"; finish: HostedFinish }>;
}
