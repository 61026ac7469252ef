import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveConsent, loadHostedPage } from "@/lib/service/ignition/hosted-page";
import { signInAtCarrier } from "@/lib/service/ignition/connect";
import { startHarness, type Harness } from "../fixtures/proxy/harness";

// POST /ignition/{token}/cancel: a lender withdraws a request it mailed. The hosted page closes at once;
// a completed session is left as it is; another client's session is not there.

let h: Harness;
let other: Awaited<ReturnType<Harness["svc"]["newClient"]>>;

beforeAll(async () => {
  h = await startHarness();
  other = await h.svc.newClient({ name: "Other Bank", lienholderName: "Other Bank NA" });
}, 60_000);
afterAll(() => h.close());

const cancel = (token: string, headers = h.client.headers) =>
  h.svc.call("POST", `/ignition/${token}/cancel`, { headers });

describe("POST /ignition/{token}/cancel", () => {
  it("ends the lifetime now: the page shows expired, and a second cancel answers the same session", async () => {
    const token = await h.newSession();
    expect((await loadHostedPage(h.svc.deps, token)).kind).toBe("open");
    const res = await cancel(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ token, status: "created" });
    expect(Date.parse(res.body.data.expiresAt)).toBeLessThanOrEqual(Date.now());
    expect(await loadHostedPage(h.svc.deps, token)).toMatchObject({ kind: "closed", reason: "expired" });
    expect(await giveConsent(h.svc.deps, token)).toEqual({ kind: "closed", reason: "expired" });

    const again = await cancel(token);
    expect(again.status).toBe(200);
    expect(again.body.data.expiresAt).toBe(res.body.data.expiresAt);
  });

  it("leaves a completed session as it is", async () => {
    const token = await h.newSession();
    await giveConsent(h.svc.deps, token);
    const answer = await signInAtCarrier(h.svc.deps, token, "car_state-farm", {
      username: "user_auto",
      password: "pass_good",
    });
    expect(answer.kind).toBe("finish");
    const before = (await h.svc.call("GET", `/ignition/${token}`, { headers: h.client.headers })).body.data;
    const res = await cancel(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "completed", expiresAt: before.expiresAt });
  });

  it("hides another client's session, and asks for credentials", async () => {
    const token = await h.newSession();
    expect((await cancel(token, other.headers)).status).toBe(404);
    expect((await cancel("ign_doesnotexist000000")).status).toBe(404);
    expect((await h.svc.call("POST", `/ignition/${token}/cancel`, {})).status).toBe(401);
    expect((await loadHostedPage(h.svc.deps, token)).kind).toBe("open");
  });

  it("reads the borrower's consent back on GET /ignition/{token}", async () => {
    const token = await h.newSession();
    expect((await h.svc.call("GET", `/ignition/${token}`, { headers: h.client.headers })).body.data.consent).toBeNull();
    await giveConsent(h.svc.deps, token);
    const read = await h.svc.call("GET", `/ignition/${token}`, { headers: h.client.headers });
    expect(read.body.data.consent).toMatchObject({ wording: expect.stringContaining("may receive my insurance") });
  });
});
