import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditForToken } from "@/lib/db/queries/audit";
import type { StaffUser } from "@/lib/db/queries/users";
import { findVerification, listTimeline } from "@/lib/db/queries/verifications";
import { listOutbox } from "@/lib/mail/outbox";
import { signInAtCarrier } from "@/lib/service/ignition/connect";
import { giveConsent, loadHostedPage } from "@/lib/service/ignition/hosted-page";
import { waitFor, type Harness } from "../fixtures/proxy/harness";
import { requestForm, startRequestWorld, type RequestWorld } from "./request-world";
import { signInAs } from "./signed-in";

// Request insurance against the real service over HTTP, with the dashboard's webhook route on the same
// front server: the form's validation and role, the mail in the outbox, the borrower completing the hosted
// page, the request's states, the verdict, reminders and cancelling.

let h: Harness;
let world: RequestWorld;
let reviewer: StaffUser;
let viewer: StaffUser;
let templateId: string;

const form = (over: Record<string, unknown> = {}) => requestForm(templateId, over);

const tokenOf = (uri: string) => uri.split("/ignition/")[1];

beforeAll(async () => {
  world = await startRequestWorld();
  ({ h, reviewer, viewer, templateId } = world);
}, 60_000);
afterAll(async () => {
  await world?.close();
});

describe("request insurance", () => {
  it("refuses a viewer, and names each bad field", async () => {
    const { requestInsuranceAction } = await import("@/lib/actions/request-insurance");
    await signInAs(viewer);
    expect(await requestInsuranceAction(form())).toMatchObject({ ok: false, message: expect.stringMatching(/role/i) });
    await signInAs(reviewer);
    const bad = await requestInsuranceAction(
      form({ borrower: { firstName: "", lastName: "R", email: "not-an-email", phone: "call me" }, borrowerRef: "" }),
    );
    expect(bad.ok).toBe(false);
    expect(bad.ok ? {} : Object.keys(bad.fieldErrors ?? {}).sort()).toEqual([
      "borrower.email",
      "borrower.firstName",
      "borrower.phone",
      "borrowerRef",
    ]);
    expect(await requestInsuranceAction(form({ loan: { templateId: "tem_gone" } }))).toMatchObject({
      ok: false,
      fieldErrors: { "loan.templateId": expect.any(String) },
    });
  });

  it("mails the link; the borrower completes it; the request goes sent → opened → completed with a verdict", async () => {
    const { requestInsuranceAction } = await import("@/lib/actions/request-insurance");
    const { listVerificationsAction } = await import("@/lib/actions/verifications");
    await signInAs(reviewer);
    const sent = await requestInsuranceAction(form());
    if (!sent.ok) throw new Error(sent.message);
    const { token } = sent.data;
    expect(sent.data).toMatchObject({ mailed: true, mailError: null });

    const [mail] = (await listOutbox()).filter((m) => m.token === token);
    expect(mail).toMatchObject({ to: "jordan@borrower.example", transport: "outbox" });
    const link = mail.text.match(/https?:\/\/\S+\/ignition\/ign_\w+/)![0];
    expect(tokenOf(link)).toBe(token);

    const state = async () => {
      const listed = await listVerificationsAction({});
      return listed.ok ? listed.data.items.find((i) => i.token === token) : undefined;
    };
    expect((await state())?.request?.state).toBe("sent");

    // The borrower: opens the page (ignition.opened), consents, signs in at State Farm.
    expect((await loadHostedPage(h.svc.deps, token)).kind).toBe("open");
    await waitFor(async () => (await state())?.request?.state === "opened", "opened");
    await giveConsent(h.svc.deps, token);
    const answer = await signInAtCarrier(h.svc.deps, token, "car_state-farm", {
      username: "user_auto",
      password: "pass_good",
    });
    expect(answer.kind).toBe("finish");

    const done = await waitFor(
      async () => {
        const s = await state();
        return s?.request?.state === "completed" && s.verdict ? s : null;
      },
      "completed with a verdict",
      30_000,
    );
    expect(done.verdict).toMatch(/pass|fail|review/);
    const row = await findVerification(token);
    expect(row).toMatchObject({ method: "request", status: "completed" });
    // The borrower's own consent replaced the pending one.
    expect((row!.consent as { wording: string }).wording).toContain("may receive my insurance information");
    const kinds = (await listTimeline(token)).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["created", "request-sent", "opened", "consented", "completed"]));
    expect((await listAuditForToken(token)).map((e) => e.action)).toEqual(["request.sent"]);

    // Nothing left to remind of or cancel.
    const { remindInsuranceRequestAction } = await import("@/lib/actions/remind-insurance-request");
    const { cancelInsuranceRequestAction } = await import("@/lib/actions/cancel-insurance-request");
    expect(await remindInsuranceRequestAction(token)).toMatchObject({ ok: false, errorCode: "not-remindable" });
    expect(await cancelInsuranceRequestAction(token)).toMatchObject({ ok: false, errorCode: "not-cancellable" });
  }, 60_000);

  it("reminds with the same link, then cancels: the link stops opening", async () => {
    const { requestInsuranceAction } = await import("@/lib/actions/request-insurance");
    const { remindInsuranceRequestAction } = await import("@/lib/actions/remind-insurance-request");
    const { cancelInsuranceRequestAction } = await import("@/lib/actions/cancel-insurance-request");
    await signInAs(reviewer);
    const sent = await requestInsuranceAction(form({ borrowerRef: "loan-req-2" }));
    if (!sent.ok) throw new Error(sent.message);
    const { token } = sent.data;

    await signInAs(viewer);
    expect(await remindInsuranceRequestAction(token)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/role/i),
    });
    expect(await cancelInsuranceRequestAction(token)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/role/i),
    });

    await signInAs(reviewer);
    expect(await remindInsuranceRequestAction(token)).toEqual({ ok: true, data: { transport: "outbox" } });
    const mails = (await listOutbox()).filter((m) => m.token === token);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Reminder: /),
      expect.not.stringMatching(/^Reminder: /),
    ]);
    expect(mails[0].text).toContain(`/ignition/${token}`);

    expect(await cancelInsuranceRequestAction(token)).toEqual({ ok: true, data: undefined });
    expect(await loadHostedPage(h.svc.deps, token)).toMatchObject({ kind: "closed", reason: "expired" });
    expect(await remindInsuranceRequestAction(token)).toMatchObject({ ok: false, errorCode: "not-remindable" });
    expect((await listAuditForToken(token)).map((e) => e.action)).toEqual([
      "request.sent",
      "request.reminded",
      "request.cancelled",
    ]);
    expect(await remindInsuranceRequestAction("ign_nothere")).toMatchObject({ ok: false, errorCode: "not-found" });
  }, 60_000);
});
