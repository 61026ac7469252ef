import { z } from "zod";
import { safeString } from "./common";
import { THIRD_PARTY_TYPES, type Policy } from "./policy";
import { CorrectionChangeInputSchema, type CreateCorrection } from "./policy-corrections";

// The reviewer's form over one term of a policy, and the change list it becomes. The form holds
// every value as the text in its input (react-hook-form's natural shape); the action and the form
// validate with the same schema, and the action turns the values into the service's changes by
// comparing them with the stored policy, so only what the reviewer changed is sent.

const text = (max = 200) => safeString().trim().max(max);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = text(10).refine((s) => s === "" || DATE.test(s), "A date such as 2026-03-01.");
/** Dollars as staff type them: "1,000", "$500", "1318.10"; empty means unknown. */
const money = text(20).refine((s) => s === "" || parseMoney(s) !== null, "An amount such as 1,000 or 500.");
const year = text(4).refine((s) => s === "" || (/^\d{4}$/.test(s) && +s >= 1900 && +s <= 2100), "A year such as 2021.");

export function parseMoney(s: string): number | null {
  const bare = s
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(bare)) return null;
  return Number(bare);
}

const AddressFormSchema = z.object({
  addressLine1: text(),
  addressLine2: text(),
  city: text(100),
  state: text(20),
  postalCode: text(20),
  country: text(60),
});

export const PolicyCorrectionFormSchema = z
  .object({
    carrierName: text().min(1, "The carrier's name is needed."),
    policyNumber: text(100),
    effectiveDate: date,
    expirationDate: date,
    premium: money,
    insureds: z.array(z.object({ firstName: text(100), lastName: text(100) })).max(20),
    address: AddressFormSchema,
    /** One entry per policy property, in order; a dwelling's entry is carried along unchanged. */
    properties: z.array(z.object({ vin: text(17), year, make: text(50), model: text(80) })).max(20),
    coverages: z.array(z.object({ limitPerPerson: money, limitPerAccident: money, deductible: money })).max(60),
    thirdParties: z
      .array(
        z.object({
          name: text().min(1, "A name is needed (remove the interest instead of emptying it)."),
          type: z.enum(THIRD_PARTY_TYPES),
          loanNumber: text(100),
        }),
      )
      .max(20),
    reason: text(500),
  })
  .superRefine((v, ctx) => {
    const a = v.address;
    const any = Object.entries(a).some(([k, s]) => k !== "country" && s !== "");
    // An address is all or nothing: the service keeps a whole one (all six keys) or none.
    if (any)
      for (const key of ["addressLine1", "city", "state", "postalCode"] as const)
        if (a[key] === "") ctx.addIssue({ code: "custom", path: ["address", key], message: "Needed for an address." });
    if (v.effectiveDate && v.expirationDate && v.expirationDate <= v.effectiveDate)
      ctx.addIssue({
        code: "custom",
        path: ["expirationDate"],
        message: "The policy must expire after it takes effect.",
      });
  });
export type PolicyCorrectionForm = z.infer<typeof PolicyCorrectionFormSchema>;

/** What the correct-policy action takes: the form, and which verification and policy it is about. */
export const CorrectPolicyInputSchema = z.object({
  token: safeString().min(1).max(200),
  policyId: safeString().min(1).max(200),
  values: PolicyCorrectionFormSchema,
});
export type CorrectPolicyInput = z.input<typeof CorrectPolicyInputSchema>;

const str = (v: string | null | undefined) => v ?? "";
const num = (v: number | null | undefined) =>
  v === null || v === undefined ? "" : Number.isInteger(v) ? String(v) : v.toFixed(2);

export function policyToFormValues(p: Policy): PolicyCorrectionForm {
  return {
    carrierName: p.carrier.name,
    policyNumber: str(p.policyNumber),
    effectiveDate: str(p.effectiveDate),
    expirationDate: str(p.expirationDate),
    premium: num(p.premium),
    insureds: p.insureds.map((i) => ({ firstName: str(i.firstName), lastName: str(i.lastName) })),
    address: {
      addressLine1: str(p.address?.addressLine1),
      addressLine2: str(p.address?.addressLine2),
      city: str(p.address?.city),
      state: str(p.address?.state),
      postalCode: str(p.address?.postalCode),
      country: p.address?.country ?? "US",
    },
    properties: p.properties.map((x) =>
      x.type === "vehicle"
        ? { vin: str(x.data.vin), year: num(x.data.year), make: str(x.data.make), model: str(x.data.model) }
        : { vin: "", year: "", make: "", model: "" },
    ),
    coverages: p.coverages.map((c) => ({
      limitPerPerson: num(c.limitPerPerson),
      limitPerAccident: num(c.limitPerAccident),
      deductible: num(c.deductible),
    })),
    thirdParties: p.thirdParties.map((t) => ({ name: t.name, type: t.type, loanNumber: str(t.loanNumber) })),
    reason: "",
  };
}

type Change = CreateCorrection["changes"][number];

const orNull = (s: string) => (s === "" ? null : s);
const moneyOrNull = (s: string) => (s === "" ? null : parseMoney(s));

/**
 * The service's changes that turn `p` into what the form says: one per changed value, by its path
 * on the policy ("address.addressLine2", "coverages[2].deductible"). Values the form leaves as they
 * were are not sent; a whole address is sent where the policy had none.
 */
export function buildCorrectionChanges(p: Policy, v: PolicyCorrectionForm): Change[] {
  const out: Change[] = [];
  const put = (path: string, before: unknown, after: unknown) => {
    if ((before ?? null) !== after) out.push({ path, value: after as Change["value"] });
  };
  put("carrier.name", p.carrier.name, v.carrierName);
  put("policyNumber", p.policyNumber, orNull(v.policyNumber));
  put("effectiveDate", p.effectiveDate, orNull(v.effectiveDate));
  put("expirationDate", p.expirationDate, orNull(v.expirationDate));
  put("premium", p.premium, moneyOrNull(v.premium));

  const a = v.address;
  const filled = a.addressLine1 !== "";
  if (!p.address) {
    if (filled)
      out.push({ path: "address", value: { ...a, addressLine2: orNull(a.addressLine2), country: a.country || "US" } });
  } else if (!filled) {
    out.push({ path: "address", value: null });
  } else {
    for (const key of ["addressLine1", "city", "state", "postalCode"] as const)
      put(`address.${key}`, p.address[key], a[key]);
    put("address.addressLine2", p.address.addressLine2, orNull(a.addressLine2));
    put("address.country", p.address.country, a.country || "US");
  }

  p.insureds.forEach((ins, i) => {
    const f = v.insureds[i];
    if (!f) return;
    put(`insureds[${i}].firstName`, ins.firstName, orNull(f.firstName));
    put(`insureds[${i}].lastName`, ins.lastName, orNull(f.lastName));
  });
  p.properties.forEach((prop, i) => {
    const f = v.properties[i];
    if (!f || prop.type !== "vehicle") return;
    put(`properties[${i}].data.vin`, prop.data.vin, orNull(f.vin.toUpperCase()));
    put(`properties[${i}].data.year`, prop.data.year, f.year === "" ? null : Number(f.year));
    put(`properties[${i}].data.make`, prop.data.make, orNull(f.make));
    put(`properties[${i}].data.model`, prop.data.model, orNull(f.model));
  });
  p.coverages.forEach((c, i) => {
    const f = v.coverages[i];
    if (!f) return;
    for (const key of ["limitPerPerson", "limitPerAccident", "deductible"] as const)
      put(`coverages[${i}].${key}`, c[key], moneyOrNull(f[key]));
  });
  p.thirdParties.forEach((t, i) => {
    const f = v.thirdParties[i];
    if (!f) return;
    put(`thirdParties[${i}].name`, t.name, f.name);
    put(`thirdParties[${i}].type`, t.type, f.type);
    put(`thirdParties[${i}].loanNumber`, t.loanNumber, orNull(f.loanNumber));
  });
  // Each change is one the service's own schema accepts, or the form is wrong, not the reviewer.
  for (const c of out) CorrectionChangeInputSchema.parse(c);
  return out;
}

/** The form field a service path names: `properties[0].data.vin` → `properties.0.vin`. */
export function formPathOf(servicePath: string): string {
  const dotted = servicePath.replace(/\[(\d+)\]/g, ".$1").replace(/^properties\.(\d+)\.data\./, "properties.$1.");
  if (dotted === "carrier.name") return "carrierName";
  return dotted;
}

/**
 * The parser's confidence in a field, from `review.fields`: its own key, else the nearest coarser
 * one it was reported under (`coverages[2].deductible` → `coverages[2]` → `coverages`; any part of
 * the address → `address`). Undefined when nothing was reported.
 */
export function confidenceAt(review: Policy["review"], path: string): number | undefined {
  const fields = review?.fields;
  if (!fields) return undefined;
  let key = path;
  for (;;) {
    if (key in fields) return fields[key];
    const cut = Math.max(key.lastIndexOf("."), key.lastIndexOf("["));
    if (cut <= 0) return undefined;
    key = key.slice(0, cut);
  }
}

/** Below this the parser was unsure enough that a person should look (the service's own bar). */
export const LOW_CONFIDENCE = 0.7;
