import { makePdf } from "../fixtures/documents/make-pdf";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { startFileServer, type FileServer } from "../fixtures/proxy/file-server";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";
import type { TestService } from "./service";

// One client with one of everything the service keeps per client — a session with its event, an
// access token with its account and policy, a policy read from a document with a correction and the
// hint it taught, a template — made through the API the way a client makes them. The security suites
// need real ids of every kind: to aim another client's requests at them, and to fuzz past the 404s.

export type Credentials = Awaited<ReturnType<TestService["newClient"]>>;

export interface ClientWorld {
  client: Credentials;
  /** A session whose policy lookup completed. */
  sessionToken: string;
  eventId: string;
  /** Opens `accountId` and `policyId` (the lookup's policy). */
  accessToken: string;
  accountId: string;
  policyId: string;
  /** Opens `docAccountId` and `docPolicyId`, read from a PDF and corrected once. */
  docAccessToken: string;
  docAccountId: string;
  docPolicyId: string;
  hintId: string;
  templateId: string;
}

export interface WorldHarness {
  h: Harness;
  files: FileServer;
  seed(client?: Credentials): Promise<ClientWorld>;
  close(): Promise<void>;
}

// A layout whose premium the parser misses, so correcting it teaches a hint.
const DECLARATIONS: FixtureRow[] = [
  [
    [50, "Keystone Mutual Insurance Company"],
    [380, "NAIC 24680"],
  ],
  [[50, "PERSONAL AUTO DECLARATIONS"]],
  [
    [50, "Policy Number:"],
    [200, "KM-4101-77"],
  ],
  [
    [50, "Policy Period:"],
    [200, "03/01/2026 to 03/01/2027"],
  ],
  [
    [50, "Named Insured:"],
    [200, "JANE DOE"],
  ],
  [
    [50, "Mailing Address:"],
    [200, "12 OAK ST"],
  ],
  [[200, "SPRINGFIELD, IL 62701"]],
  [
    [50, "Vehicle 1: 2021 Honda Accord"],
    [330, "VIN: 1HGCM82633A004352"],
  ],
  [
    [50, "Collision"],
    [250, "ACV"],
    [400, "$500"],
    [500, "$180.00"],
  ],
  [
    [50, "Lienholder"],
    [200, "ALLY BANK"],
  ],
  [
    [50, "Contract Amount Due"],
    [200, "$912.50"],
  ],
];

export async function startWorldHarness(): Promise<WorldHarness> {
  const files = await startFileServer({
    "/declarations.pdf": { body: Buffer.from(makePdf(DECLARATIONS)), headers: { "content-type": "application/pdf" } },
  });
  const h = await startHarness({ deps: { outboundAllowOrigins: [files.url("/")] } });
  return {
    h,
    files,
    seed: (client = h.client) => seedClientWorld(h, files, client),
    async close() {
      await h.close();
      await files.close();
    },
  };
}

async function expectOk(res: Awaited<ReturnType<TestService["call"]>>, what: string) {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Runs one proxy operation in a new session and opens its policy; resolves once the worker is done. */
async function completedSession(h: Harness, files: FileServer, client: Credentials, body: unknown) {
  const call = (method: string, path: string, b?: unknown) =>
    h.svc.call(method, path, { headers: client.headers, body: b });
  const created = await expectOk(
    await call("POST", "/ignition", { webhookUri: h.receiver.url, user: { id: "borrower-1" } }),
    "ignition",
  );
  const token: string = created.ignitionToken;
  await expectOk(await call("POST", `/ignition/${token}/proxy`, body), "proxy");
  const event = await waitFor(async () => {
    const events = await expectOk(await call("GET", `/ignition/${token}/events`), "events");
    return events.find((e: { type: string }) => e.type.startsWith("ignition."));
  }, `the outcome of ${token}`);
  if (event.type !== "ignition.completed") throw new Error(`${token}: ${JSON.stringify(event.data)}`);
  const opened = await expectOk(await call("POST", "/token/exchange", { authCode: event.data.authCode }), "exchange");
  return {
    token,
    eventId: event.id as string,
    ...(opened as { accessToken: string; account: string; policies: string[] }),
  };
}

export async function seedClientWorld(h: Harness, files: FileServer, client: Credentials): Promise<ClientWorld> {
  const looked = await completedSession(h, files, client, lookup("SBX-AUTO-1001"));
  const read = await completedSession(h, files, client, {
    operation: "process-document",
    input: { name: "declarations.pdf", source: "carrier", policyType: "auto", url: files.url("/declarations.pdf") },
  });
  const docHeaders = { ...client.headers, "x-access-token": read.accessToken };
  const docPolicyId = read.policies[0];
  const corrected = await expectOk(
    await h.svc.call("POST", `/policies/${docPolicyId}/corrections`, {
      headers: docHeaders,
      body: { correctedBy: "reviewer@lender.example", changes: [{ path: "premium", value: 912.5 }] },
    }),
    "correction",
  );
  const learned = corrected.corrections[0].changes[0].learned;
  if (!learned) throw new Error("the correction taught no hint");
  const hints = await expectOk(await h.svc.call("GET", "/learned-hints", { headers: client.headers }), "hints");
  const template = await expectOk(
    await h.svc.call("POST", "/validation/templates", {
      headers: client.headers,
      body: {
        displayName: "Collision",
        rules: [
          {
            rule: "collision-coverage-meets-requirements",
            input: { deductible: { source: "maxDeductible", default: 1000 } },
          },
        ],
      },
    }),
    "template",
  );
  return {
    client,
    sessionToken: looked.token,
    eventId: looked.eventId,
    accessToken: looked.accessToken,
    accountId: looked.account,
    policyId: looked.policies[0],
    docAccessToken: read.accessToken,
    docAccountId: read.account,
    docPolicyId,
    hintId: hints[0].id,
    templateId: template.id,
  };
}
