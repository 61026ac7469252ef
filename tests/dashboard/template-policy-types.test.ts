// First: it stands in for the Auth.js cookie before anything imports next-auth.
import { addStaff, signInAs } from "./signed-in";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffUser } from "@/lib/db/queries/users";
import { writeTemplateDefaults } from "@/lib/verifications/defaults";
import { startRequestWorld, type RequestWorld } from "./request-world";

// A template checks one kind of policy, so that an auto loan is never checked against a homeowners
// template by default. Against the real service over HTTP and a real database: the type is kept with
// the template, read from the rules for the samples, and the default per policy type only takes a
// template of that type.

let world: RequestWorld;
let admin: StaffUser;
const ids: Record<string, string> = {};

const collision = { rule: "collision-coverage-meets-requirements", input: { deductible: { source: "maxDeductible" } } };
const dwelling = { rule: "dwelling-coverage-meets-requirements", input: { limit: { source: "loanAmount" } } };

beforeAll(async () => {
  world = await startRequestWorld();
  admin = await addStaff("admin", "Ada Templates");
  const { listTemplatesAction } = await import("@/lib/actions/validation/list-templates");
  await signInAs(admin);
  const listed = await listTemplatesAction();
  for (const t of listed.ok ? listed.data : []) ids[t.displayName] = t.id;
}, 60_000);
afterAll(async () => {
  await world?.close();
});

describe("template policy types", () => {
  it("reads the samples' types from their rules", async () => {
    const { listTemplatesAction } = await import("@/lib/actions/validation/list-templates");
    const listed = await listTemplatesAction();
    const types = Object.fromEntries((listed.ok ? listed.data : []).map((t) => [t.displayName, t.policyType]));
    expect(types).toMatchObject({ "Auto loan — standard": "auto", "Mortgage — homeowners": "home", Loaner: "auto" });
  });

  it("refuses a template without a type, or with a rule that does not check its type", async () => {
    const { saveTemplateAction } = await import("@/lib/actions/validation/save-template");
    const body = { displayName: "Home, with collision", rules: [dwelling, collision] };
    expect(await saveTemplateAction({ body })).toMatchObject({
      ok: false,
      fieldErrors: { policyType: expect.any(String) },
    });
    const wrong = await saveTemplateAction({ policyType: "home", body });
    expect(wrong).toMatchObject({
      ok: false,
      fieldErrors: { "rules.1.rule": expect.stringMatching(/home and condo/) },
    });
    expect(wrong.ok ? [] : Object.keys(wrong.fieldErrors ?? {})).toEqual(["rules.1.rule"]);
  });

  it("keeps the type an admin chose, also for rules every policy has", async () => {
    const { saveTemplateAction } = await import("@/lib/actions/validation/save-template");
    const { getTemplateAction } = await import("@/lib/actions/validation/get-template");
    const body = { displayName: "Home — in force", rules: [{ rule: "policy-active", input: {} }] };
    const saved = await saveTemplateAction({ policyType: "home", body });
    expect(saved).toMatchObject({ ok: true, data: { policyType: "home" } });
    ids["Home — in force"] = saved.ok ? saved.data.id : "";
    expect(await getTemplateAction(ids["Home — in force"])).toMatchObject({ ok: true, data: { policyType: "home" } });
  });

  it("takes as the auto default only an auto template, and says why it refuses another", async () => {
    const { saveVerificationSettingsAction } = await import("@/lib/actions/save-verification-settings");
    const settings = (defaults: Record<string, string>) =>
      saveVerificationSettingsAction({ lenderName: "Acme Lending LLC", defaults });
    const refused = await settings({ auto: ids["Mortgage — homeowners"], condo: ids["Loaner"] });
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: {
        "defaults.auto": "“Mortgage — homeowners” checks home and condo policies; choose a template for auto policies.",
        "defaults.condo": "“Loaner” checks auto policies; choose a template for home and condo policies.",
      },
    });
    expect(
      await settings({ auto: ids["Loaner"], home: ids["Home — in force"], condo: ids["Mortgage — homeowners"] }),
    ).toEqual({ ok: true, data: undefined });
  });

  it("offers the forms a default of the loan's type only, passing over one stored before types", async () => {
    const { getVerifyOptionsAction } = await import("@/lib/actions/verify-options");
    await writeTemplateDefaults({ auto: ids["Mortgage — homeowners"], home: ids["Loaner"] });
    const options = await getVerifyOptionsAction();
    expect(options.ok && options.data.defaults).toEqual({
      auto: ids["Auto loan — standard"],
      home: ids["Mortgage — homeowners"],
      condo: ids["Mortgage — homeowners"],
    });
    expect(options.ok && options.data.templates.find((t) => t.id === ids["Loaner"])).toMatchObject({
      policyType: "auto",
    });
  });
});
