import { beforeEach, describe, expect, it, vi } from "vitest";
import { ServiceCallError } from "@/lib/service-client/errors";

// The action's own decisions: which policy a token may be used on, when to say "no renewal",
// and that the access token never leaves the server. Auth, the database and HTTP are stubbed.

const findVerification = vi.fn();
const validatePolicy = vi.fn();

vi.mock("@/lib/actions/authorized", () => ({ authorized: (_role: string, body: () => unknown) => body() }));
// The audit write is proven against a real database in tests/dashboard/audit-writes.test.ts.
vi.mock("@/lib/audit/record", () => ({ recordAudit: async () => undefined }));
vi.mock("@/lib/db/queries/verifications", () => ({ findVerification: (t: string) => findVerification(t) }));
vi.mock("@/lib/service-client", () => ({
  ServiceCallError,
  serviceClient: async () => ({ validatePolicy: (...args: unknown[]) => validatePolicy(...args) }),
}));

const { runValidationAction } = await import("@/lib/actions/validation/run-validation");

const policy = (hasRenewal: boolean) => ({ id: "pol_1", current: { hasRenewal }, renewal: hasRenewal ? {} : null });
const row = (hasRenewal: boolean, status = "completed") => ({
  status,
  accessToken: "secret-access-token",
  policies: { account: {}, items: [policy(hasRenewal)] },
});
const RESULT = {
  status: "pass",
  term: "current",
  summary: { counts: { pass: 1, fail: 0, caution: 0, unknown: 0 } },
  rules: {},
};
const run = (over: Partial<Parameters<typeof runValidationAction>[0]> = {}) =>
  runValidationAction({
    token: "ign_1",
    policyId: "pol_1",
    templateId: "tem_1",
    term: "current",
    inputs: { maxDeductible: 500 },
    ...over,
  });

beforeEach(() => {
  findVerification.mockReset();
  validatePolicy.mockReset();
});

describe("runValidationAction", () => {
  it("calls the service with the stored token and returns only the result", async () => {
    findVerification.mockResolvedValue(row(true));
    validatePolicy.mockResolvedValue(RESULT);
    const r = await run();
    expect(validatePolicy).toHaveBeenCalledWith("pol_1", "tem_1", "secret-access-token", "current", {
      maxDeductible: 500,
    });
    expect(r).toEqual({ ok: true, data: RESULT });
    expect(JSON.stringify(r)).not.toContain("secret-access-token");
  });

  it("says there is no renewal without asking the service when none was stored", async () => {
    findVerification.mockResolvedValue(row(false));
    const r = await run({ term: "renewal" });
    expect(r).toMatchObject({
      ok: false,
      errorCode: "no-renewal",
      message: "No renewal term — this policy has only a current term.",
    });
    expect(validatePolicy).not.toHaveBeenCalled();
  });

  it("turns the service's renewal 404 into the same plain answer", async () => {
    findVerification.mockResolvedValue(row(true));
    validatePolicy.mockRejectedValue(
      new ServiceCallError(
        404,
        "not-found",
        "This policy has no renewal term. Retry without term, or with term=current.",
      ),
    );
    expect(await run({ term: "renewal" })).toMatchObject({ ok: false, errorCode: "no-renewal" });
  });

  it("does not mistake a missing template for a missing renewal", async () => {
    findVerification.mockResolvedValue(row(true));
    validatePolicy.mockRejectedValue(new ServiceCallError(404, "not-found", "The requested template was not found."));
    expect(await run({ term: "renewal" })).toMatchObject({ ok: false, errorCode: "not-found" });
  });

  it("refuses a policy that is not part of the verification, and an unfinished verification", async () => {
    findVerification.mockResolvedValue(row(true));
    expect(await run({ policyId: "pol_other" })).toMatchObject({ ok: false, errorCode: "not-found" });
    findVerification.mockResolvedValue(row(true, "processing"));
    expect(await run()).toMatchObject({ ok: false, errorCode: "not-completed" });
    findVerification.mockResolvedValue(null);
    expect(await run()).toMatchObject({ ok: false, errorCode: "not-found" });
    expect(validatePolicy).not.toHaveBeenCalled();
  });

  it("rejects a malformed request before any lookup", async () => {
    const r = await run({ term: "next-year" as "current" });
    expect(r).toMatchObject({ ok: false, fieldErrors: { term: expect.any(String) } });
    expect(findVerification).not.toHaveBeenCalled();
  });
});
