import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFileServer, type FileServer } from "../fixtures/proxy/file-server";
import { startHarness, type Harness } from "../fixtures/proxy/harness";

// process-document answers at once only for its input shape; how the document fails arrives as
// ignition.errored with the seed's 7.1 messages and the contract's codes.

const MESSAGES = {
  "document-empty": "Document data is empty.",
  "document-download-failed": "Failed to download the file from the specified url.",
  "document-invalid":
    "Please make sure to upload an image or pdf document with your policy information clearly legible.",
};

let files: FileServer;
beforeAll(async () => {
  files = await startFileServer({
    "/empty.pdf": { body: "" },
    "/notes.txt": { body: "just some notes, not a document", headers: { "content-type": "text/plain" } },
    "/declarations.pdf": {
      body: Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n"),
      headers: { "content-type": "application/pdf" },
    },
    "/scan.png": { body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) },
    "/moved": { status: 302, headers: { location: "/notes.txt" } },
    // Real documents the project generates (tests/fixtures/documents/generate.ts).
    "/recipe.pdf": {
      body: readFileSync("tests/fixtures/documents/recipe.pdf"),
      headers: { "content-type": "application/pdf" },
    },
    "/auto-declarations.pdf": {
      body: readFileSync("tests/fixtures/documents/auto-declarations.pdf"),
      headers: { "content-type": "application/pdf" },
    },
    "/error": { status: 500, body: "boom" },
  });
});
afterAll(() => files.close());

const processDocument = (url: string) => ({
  operation: "process-document",
  input: { name: "dec-page-1", source: "carrier", policyType: "auto", url },
});

async function erroredWith(h: Harness, url: string, errorCode: keyof typeof MESSAGES) {
  const token = await h.newSession();
  const res = await h.proxy(token, processDocument(url));
  expect(res.status).toBe(202);
  expect(res.body.data.operation).toBe("process-document");
  const [event] = await h.settledEvents(token);
  expect(event.type).toBe("ignition.errored");
  expect(event.data).toMatchObject({
    result: "process-document",
    status: "errored",
    errorCode,
    message: MESSAGES[errorCode],
  });
}

// The file server is on 127.0.0.1: downloads reach it only because these suites list it.
describe("process-document in sandbox mode", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ deps: { outboundAllowOrigins: [files.url("/")] } });
  });
  afterAll(() => h.close());

  it("a url that answers 0 bytes → document-empty", () => erroredWith(h, files.url("/empty.pdf"), "document-empty"));
  it("a url that fails → document-download-failed", () =>
    erroredWith(h, files.url("/error"), "document-download-failed"));
  it("a url that does not resolve → document-download-failed", () =>
    erroredWith(h, "http://no-such-host.invalid/doc.pdf", "document-download-failed"));
  it("a file that is not a PDF, PNG or JPEG (also behind a redirect) → document-invalid", async () => {
    await erroredWith(h, files.url("/notes.txt"), "document-invalid");
    await erroredWith(h, files.url("/moved"), "document-invalid");
  });
  it("a PDF or PNG the service cannot read a policy from → document-invalid", async () => {
    await erroredWith(h, files.url("/declarations.pdf"), "document-invalid");
    await erroredWith(h, files.url("/scan.png"), "document-invalid");
  });
});

describe("process-document reads the policy from a real declarations page", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ deps: { outboundAllowOrigins: [files.url("/")] } });
  });
  afterAll(() => h.close());

  it("a document that is not about insurance → document-invalid", () =>
    erroredWith(h, files.url("/recipe.pdf"), "document-invalid"));

  it("a declarations PDF completes as an inactive account whose policy lists the document", async () => {
    const token = await h.newSession();
    const url = files.url("/auto-declarations.pdf");
    expect((await h.proxy(token, processDocument(url))).status).toBe(202);
    const [event] = await h.settledEvents(token);
    expect(event).toMatchObject({
      type: "ignition.completed",
      data: { result: "process-document", status: "completed" },
    });

    const exchanged = await h.svc.call("POST", "/token/exchange", {
      headers: h.client.headers,
      body: { authCode: event.data.authCode },
    });
    expect(exchanged.status).toBe(200);
    const auth = { ...h.client.headers, "x-access-token": exchanged.body.data.accessToken };
    const account = await h.svc.call("GET", `/accounts/${exchanged.body.data.account}`, { headers: auth });
    expect(account.body.data.connectionStatus).toBe("inactive");
    const policy = await h.svc.call("GET", `/policies/${exchanged.body.data.policies[0]}`, { headers: auth });
    expect(policy.body.data).toMatchObject({
      type: "auto",
      policyNumber: "AB-123-4567",
      effectiveDate: "2026-03-01",
      expirationDate: "2026-09-01",
      documents: [{ name: "dec-page-1", source: "carrier", contentType: "application/pdf", url }],
    });
    expect(policy.body.data.thirdParties).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "lienholder",
          name: expect.stringMatching(/ally bank/i),
          loanNumber: "99887766",
        }),
      ]),
    );
  });
});

describe("process-document in production mode", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ deps: { mode: "production" } });
  });
  afterAll(() => h.close());

  it("refuses to download from a loopback address", () =>
    erroredWith(h, files.url("/declarations.pdf"), "document-download-failed"));
});
