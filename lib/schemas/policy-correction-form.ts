import { z } from "zod";
import { safeString } from "./common";
import { COVERAGE_CODES, THIRD_PARTY_TYPES, type Address, type Policy } from "./policy";

// The reviewer's form over one term of a policy. The form holds every value as the text in its
// input (react-hook-form's natural shape); the action and the form validate with the same schema,
// and the action turns the values into the service's changes (policy-correction-changes.ts) by
// comparing them with the stored policy, so only what the reviewer changed is sent.
//
// Every message here is written for staff: a check zod words itself ("Too big: expected string to
// have <=80 characters") must never reach the form.

/**
 * Values read by the machine are as long as the page made them (a model read with its trim line):
 * they are kept whole, so the only bound is one no reading reaches, against pasted runaway text.
 */
export const READ_MAX = 10_000;
const atMost = (n: number) => `At most ${n.toLocaleString("en-US")} characters.`;
const read = () => safeString().trim().max(READ_MAX, atMost(READ_MAX));
/** What only a person types (the reason) keeps a bound a person would meet. */
const typed = (max: number) => safeString().trim().max(max, atMost(max));
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = read().refine((s) => s === "" || DATE.test(s), "A date such as 2026-03-01.");
/** Dollars as staff type them: "1,000", "$500", "1318.10"; empty means unknown. */
const money = read().refine((s) => s === "" || parseMoney(s) !== null, "An amount such as 1,000 or 500.");
const year = read().refine((s) => s === "" || (/^\d{4}$/.test(s) && +s >= 1900 && +s <= 2100), "A year such as 2021.");
const pick = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Pick ${what} from the list.` });
const few = (n: number, what: string) => `At most ${n} ${what}.`;

export function parseMoney(s: string): number | null {
  const bare = s
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(bare)) return null;
  return Number(bare);
}

const AddressFormSchema = z.object({
  addressLine1: read(),
  addressLine2: read(),
  city: read(),
  state: read(),
  postalCode: read(),
  country: read(),
});
export type AddressForm = z.infer<typeof AddressFormSchema>;

/** A `prp_…` id: a property read before keeps its own; one the reviewer adds gets a fresh one. */
const PROPERTY_ID = /^prp_[A-Za-z0-9_]{1,40}$/;
const propertyRef = z.string().refine((s) => s === "" || PROPERTY_ID.test(s), "Pick a vehicle from the list.");

const PropertyFormSchema = z.object({
  id: z.string().regex(PROPERTY_ID, "Pick a vehicle from the list."),
  kind: pick(["vehicle", "dwelling"], "vehicle or dwelling"),
  vin: read(),
  year,
  make: read(),
  model: read(),
  /** A dwelling's address (vehicles leave it empty). */
  address: AddressFormSchema,
});

const CoverageFormSchema = z.object({
  /** Its index in the stored policy; null for one the reviewer adds. */
  from: z.number().int().min(0).nullable(),
  code: pick(COVERAGE_CODES, "a coverage"),
  /** The `prp_…` it protects; "" for the whole policy. */
  property: propertyRef,
  limitPerPerson: money,
  limitPerAccident: money,
  deductible: money,
});

const ThirdPartyFormSchema = z.object({
  from: z.number().int().min(0).nullable(),
  name: read().min(1, "A name is needed (remove the interest instead of emptying it)."),
  type: pick(THIRD_PARTY_TYPES, "a type"),
  loanNumber: read(),
  property: propertyRef,
});

export const PolicyCorrectionFormSchema = z
  .object({
    carrierName: read().min(1, "The carrier's name is needed."),
    policyNumber: read(),
    effectiveDate: date,
    expirationDate: date,
    premium: money,
    insureds: z.array(z.object({ firstName: read(), lastName: read() })).max(20, few(20, "insureds")),
    address: AddressFormSchema,
    /** One entry per property, in order; removed ones are left out, added ones come last. */
    properties: z.array(PropertyFormSchema).max(20, few(20, "vehicles")),
    coverages: z.array(CoverageFormSchema).max(80, few(80, "coverages")),
    thirdParties: z.array(ThirdPartyFormSchema).max(20, few(20, "interests")),
    reason: typed(500),
  })
  .superRefine((v, ctx) => {
    addressProblems(v.address, ["address"], ctx);
    v.properties.forEach((p, i) => {
      if (p.kind === "dwelling") addressProblems(p.address, ["properties", i, "address"], ctx);
    });
    if (v.effectiveDate && v.expirationDate && v.expirationDate <= v.effectiveDate)
      ctx.addIssue({
        code: "custom",
        path: ["expirationDate"],
        message: "The policy must expire after it takes effect.",
      });
    // A coverage or an interest names a property of this form: one removed takes its coverages with it.
    const ids = new Set(v.properties.map((p) => p.id));
    v.coverages.forEach((c, i) => {
      if (c.property && !ids.has(c.property))
        ctx.addIssue({
          code: "custom",
          path: ["coverages", i, "property"],
          message: "Its vehicle is removed: remove the coverage or pick another vehicle.",
        });
    });
    v.thirdParties.forEach((t, i) => {
      if (t.property && !ids.has(t.property))
        ctx.addIssue({ code: "custom", path: ["thirdParties", i, "property"], message: "Its vehicle is removed." });
    });
  });
export type PolicyCorrectionForm = z.infer<typeof PolicyCorrectionFormSchema>;

/** An address is all or nothing: the service keeps a whole one (all six keys) or none. */
function addressProblems(a: AddressForm, at: (string | number)[], ctx: z.RefinementCtx) {
  const any = Object.entries(a).some(([k, s]) => k !== "country" && s !== "");
  if (any)
    for (const key of ["addressLine1", "city", "state", "postalCode"] as const)
      if (a[key] === "") ctx.addIssue({ code: "custom", path: [...at, key], message: "Needed for an address." });
}

export const TERMS = ["current", "renewal"] as const;

/** What the correct-policy action takes: the form, and which verification, policy and term it is about. */
export const CorrectPolicyInputSchema = z.object({
  token: safeString().min(1).max(200),
  policyId: safeString().min(1).max(200),
  term: z.enum(TERMS).default("current"),
  values: PolicyCorrectionFormSchema,
});
export type CorrectPolicyInput = z.input<typeof CorrectPolicyInputSchema>;

const str = (v: string | null | undefined) => v ?? "";
/** A carrier lookup answers dates as timestamps ("2026-03-01T00:00:00.000Z"); the form edits the day. */
const day = (v: string | null | undefined) => str(v).slice(0, 10);
const num = (v: number | null | undefined) =>
  v === null || v === undefined ? "" : Number.isInteger(v) ? String(v) : v.toFixed(2);

export function addressToForm(a: Address | null | undefined): AddressForm {
  return {
    addressLine1: str(a?.addressLine1),
    addressLine2: str(a?.addressLine2),
    city: str(a?.city),
    state: str(a?.state),
    postalCode: str(a?.postalCode),
    country: a?.country ?? "US",
  };
}

export const EMPTY_ADDRESS: AddressForm = addressToForm(null);

export function policyToFormValues(p: Policy): PolicyCorrectionForm {
  return {
    carrierName: p.carrier.name,
    policyNumber: str(p.policyNumber),
    effectiveDate: day(p.effectiveDate),
    expirationDate: day(p.expirationDate),
    premium: num(p.premium),
    insureds: p.insureds.map((i) => ({ firstName: str(i.firstName), lastName: str(i.lastName) })),
    address: addressToForm(p.address),
    properties: p.properties.map((x) =>
      x.type === "vehicle"
        ? {
            id: x.id,
            kind: "vehicle" as const,
            vin: str(x.data.vin),
            year: num(x.data.year),
            make: str(x.data.make),
            model: str(x.data.model),
            address: EMPTY_ADDRESS,
          }
        : {
            id: x.id,
            kind: "dwelling" as const,
            vin: "",
            year: "",
            make: "",
            model: "",
            address: addressToForm(x.data.address),
          },
    ),
    coverages: p.coverages.map((c, i) => ({
      from: i,
      code: c.code,
      property: str(c.property),
      limitPerPerson: num(c.limitPerPerson),
      limitPerAccident: num(c.limitPerAccident),
      deductible: num(c.deductible),
    })),
    thirdParties: p.thirdParties.map((t, i) => ({
      from: i,
      name: t.name,
      type: t.type,
      loanNumber: str(t.loanNumber),
      property: str(t.property),
    })),
    reason: "",
  };
}

/** A fresh id for a vehicle the reviewer adds, so coverages added with it can name it in the same save. */
export function newPropertyId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `prp_${Array.from(bytes, (b) => (b % 36).toString(36)).join("")}`;
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
