import type { Coverage, PolicyDraft } from "@/lib/schemas/policy";
import { findCarrierByName } from "@/lib/service/carriers/catalogue";
import { normaliseState } from "@/lib/shared/us-states";
import { vinCheckDigitValid } from "@/lib/vin";
import { monthsBetween } from "../parse/dates";
import { COMMON_DEDUCTIBLES } from "../parse/money";
import { LENDER_WORD } from "../parse/party-words";
import { yearCode } from "@/lib/vin/readings";
import { singleLimit } from "@/lib/service/validation/coverage-scopes";

// Evidence about each group of fields a draft holds, for the confidence model: what the reader
// said of itself, and checks of the values against what a declarations page can hold (a 6 or 12
// month term, per person under per accident, a VIN whose year code agrees with the year printed).
// Every feature is generic: none names a carrier, a layout or a printed phrase, so the model learned
// from one set of pages carries to pages nobody has seen.

export const GROUPS = [
  "dates",
  "carrier",
  "policyNumber",
  "premium",
  "insureds",
  "address",
  "property",
  "coverages",
  "interests",
] as const;
export type Group = (typeof GROUPS)[number];

/**
 * Raw-only evidence the reader leaves beside its confidences: the share (of three) of cells that
 * open with an interest's role ("Lienholder", "Mortgagee", "Loss payee"). A page that prints such a
 * label while the reader found no interest has likely missed one.
 */
export const INTEREST_LABELS_KEY = "evidence.interestLabels";

/**
 * The share of the coverages a page names at the head of a row that the reader kept nothing for:
 * a table the reader half-read names more than it gave.
 */
export const UNREAD_COVERAGES_KEY = "evidence.unreadCoverages";

/** The same for coverages named anywhere a caption can stand (a column's title, a caption over a value). */
export const UNREAD_CAPTIONS_KEY = "evidence.unreadCaptions";

/**
 * Of the coverages kept, the share a second reading of the page (one that knows no columns) found
 * with the same values: present on auto pages, which are read both ways.
 */
export const READINGS_AGREE_KEY = "evidence.readingsAgree";

/** How many other policy numbers the page prints under a policy number's label (a bundle, a prior term). */
export const OTHER_POLICY_NUMBERS_KEY = "evidence.otherPolicyNumbers";

export interface FeatureContext {
  /** The reader's own confidences, by review key, before the model (and the evidence keys above). */
  raw: Record<string, number>;
  /** Mean OCR confidence when the text came from OCR. */
  ocrConfidence?: number;
  pages: number;
}

/** The draft's review keys each group's confidence is reported under. */
export function groupKeys(group: Group, draft: PolicyDraft): string[] {
  switch (group) {
    case "dates":
      return ["effectiveDate", "expirationDate"];
    case "carrier":
      return ["carrier.name"];
    case "property":
      // A group the reader found nothing for still carries a confidence: no vehicle found is a gap to flag.
      return draft.properties.length ? draft.properties.map((_, i) => `properties[${i}]`) : ["properties[0]"];
    case "interests":
      return ["thirdParties"];
    default:
      return [group];
  }
}

const ORG_WORD =
  /\b(insurance|ins|company|co|mutual|casualty|indemnity|assurance|underwriters|exchange|group|fire|general|property|reciprocal|corporation|inc)\b/i;
const SENTENCE_WORD = /\b(the|this|your|you|is|are|will|if|for|with|please|policy|coverage)\b/gi;

const b = (x: boolean): number => (x ? 1 : 0);
const words = (s: string): string[] => s.trim().split(/\s+/).filter(Boolean);
const sentenceWords = (s: string): number => (s.match(SENTENCE_WORD) ?? []).length;

function dates(d: PolicyDraft): number[] {
  const both = !!d.effectiveDate && !!d.expirationDate;
  const months = both ? monthsBetween(d.effectiveDate!, d.expirationDate!) : 0;
  const exact = both && d.effectiveDate!.slice(8) === d.expirationDate!.slice(8);
  return [b(both), b(both && exact && (months === 6 || months === 12)), b(both && months > 0 && months <= 13)];
}

function carrier(d: PolicyDraft): number[] {
  const name = d.carrier.name ?? "";
  const known = name ? findCarrierByName(name) : null;
  return [
    b(!!name),
    b(!!known),
    b(ORG_WORD.test(name)),
    Math.min(words(name).length, 10) / 10,
    b(/\d/.test(name)),
    Math.min(sentenceWords(name), 3),
    b(!!d.carrier.naicCode),
  ];
}

function policyNumber(d: PolicyDraft): number[] {
  const v = d.policyNumber ?? "";
  const compact = v.replace(/[\s-]/g, "");
  return [
    b(!!v),
    Math.min(compact.length, 20) / 20,
    b(/\d/.test(v)),
    b(/[A-Z]/i.test(v)),
    b(/^\d{5}$/.test(compact)),
    b(/\d{3,}/.test(compact)),
  ];
}

function premium(d: PolicyDraft): number[] {
  const p = d.premium;
  const limits = new Set(d.coverages.flatMap((c) => [c.limitPerPerson, c.limitPerAccident, c.deductible]));
  return [
    b(p !== null),
    p ? Math.log10(Math.max(1, p)) / 5 : 0,
    b(p !== null && !Number.isInteger(p)),
    b(p !== null && limits.has(p)),
    b(p !== null && (p < 50 || p > 50_000)),
  ];
}

function insureds(d: PolicyDraft): number[] {
  const names = d.insureds.map((i) => `${i.firstName ?? ""} ${i.lastName ?? ""}`.trim());
  const first = d.insureds[0];
  const lenderLike = names.some((n) => LENDER_WORD.test(n) || ORG_WORD.test(n));
  const interestNames = new Set(d.thirdParties.map((t) => t.name.toLowerCase()));
  return [
    b(names.length > 0),
    Math.min(names.length, 4) / 4,
    b(!!first?.firstName && !!first?.lastName),
    b(names.some((n) => /\d/.test(n))),
    b(lenderLike),
    b(names.some((n) => words(n).length > 4)),
    b(names.some((n) => interestNames.has(n.toLowerCase()))),
  ];
}

function address(d: PolicyDraft): number[] {
  const a = d.address;
  const line = a?.addressLine1 ?? "";
  return [
    b(!!a),
    b(!!a && /^\d{5}(-\d{4})?$/.test(a.postalCode ?? "")),
    b(!!a && (a.state ?? "").length === 2 && normaliseState(a.state) !== null),
    b(/^\d/.test(line) || /\bbox\b/i.test(line)),
    b(!!a?.city),
    b(!!a && d.thirdParties.some((t) => t.address?.addressLine1 === a.addressLine1)),
    b(LENDER_WORD.test(line) || ORG_WORD.test(line)),
  ];
}

function vehicles(d: PolicyDraft): number[] {
  const vs = d.properties.filter((p) => p.type === "vehicle").map((p) => p.data as Record<string, unknown>);
  const vins = vs.map((v) => String(v.vin ?? ""));
  const n = vs.length || 1;
  const yearAgrees = vs.filter((v) => {
    const y = Number(v.year);
    return !!y && !!v.vin && yearCode(y) === String(v.vin)[9];
  }).length;
  const models = vs.map((v) => String(v.model ?? ""));
  return [
    b(vs.length > 0),
    Math.min(vs.length, 4) / 4,
    vins.filter((v) => v.length === 17 && vinCheckDigitValid(v)).length / n,
    vs.filter((v) => v.year).length / n,
    yearAgrees / n,
    vs.filter((v) => v.make).length / n,
    b(models.some((m) => words(m).length > 4 || sentenceWords(m) > 0)),
    b(new Set(vins).size < vins.length),
    b(vs.some((v) => !v.vin)),
  ];
}

function dwelling(d: PolicyDraft): number[] {
  const a = d.properties.find((p) => p.type === "dwelling")?.data as { address?: PolicyDraft["address"] } | undefined;
  const addr = a?.address;
  const same = !!addr && !!d.address && addr.addressLine1 === d.address.addressLine1;
  return [b(!!addr), b(!!addr && /^\d{5}/.test(addr.postalCode ?? "")), b(same), 0, 0, 0, 0, 0, 0];
}

function splitOk(c: Coverage): boolean {
  return c.limitPerPerson === null || c.limitPerAccident === null || c.limitPerPerson <= c.limitPerAccident;
}

const limitOf = (c: Coverage | undefined): number | null => (c ? singleLimit(c) : null);
const within = (x: number | null, of: number | null, lo: number, hi: number): boolean =>
  x !== null && !!of && x / of >= lo && x / of <= hi;

/**
 * A home page's limits against what a homeowners form sets from the dwelling's: other structures
 * about a tenth, personal property a quarter to all of it, loss of use a tenth to two fifths; and
 * a deductible for the dwelling that is one a carrier offers. A limit read from the wrong cell
 * rarely keeps these proportions.
 */
function homeChecks(d: PolicyDraft): number[] {
  const of = (code: string) => d.coverages.find((c) => c.code === code);
  const dwelling = limitOf(of("DWELLING"));
  const ded = of("DWELLING")?.deductible ?? null;
  const absent = (code: string) => !of(code);
  return [
    b(absent("OTHER_STRUCTURES") || within(limitOf(of("OTHER_STRUCTURES")), dwelling, 0.05, 0.5)),
    b(absent("PERSONAL_PROPERTY") || within(limitOf(of("PERSONAL_PROPERTY")), dwelling, 0.2, 1)),
    b(absent("LOSS_OF_USE") || within(limitOf(of("LOSS_OF_USE")), dwelling, 0.05, 0.5)),
    b(ded !== null && (COMMON_DEDUCTIBLES.has(ded) || ded % 500 === 0)),
  ];
}

/**
 * An auto page's coverages against how they are sold: comprehensive's deductible no higher than
 * collision's on the same vehicle, as many physical-damage coverages as vehicles, and uninsured
 * motorists no higher than the bodily injury limits they follow.
 */
function autoChecks(d: PolicyDraft): number[] {
  const cs = d.coverages;
  const on = (code: string, property: string | null | undefined) =>
    cs.find((c) => c.code === code && c.property === property);
  const compOrder = cs
    .filter((c) => c.code === "COMP" && c.deductible !== null)
    .every((c) => {
      const coll = on("COLL", c.property)?.deductible;
      return coll === null || coll === undefined || c.deductible! <= coll;
    });
  const vehicles = Math.max(1, d.properties.filter((p) => p.type === "vehicle").length);
  const count = (code: string) => cs.filter((c) => c.code === code).length;
  const bi = cs.find((c) => c.code === "BI");
  const um = cs.find((c) => c.code === "UMBI");
  return [
    b(compOrder),
    b(count("COMP") === 0 || count("COMP") === vehicles),
    b(count("COLL") === 0 || count("COLL") === vehicles),
    b(!bi || !um || (limitOf(um) ?? 0) <= (limitOf(bi) ?? 0)),
  ];
}

function coverages(d: PolicyDraft, ctx: FeatureContext): number[] {
  const cs = d.coverages;
  const unread = ctx.raw[UNREAD_COVERAGES_KEY] ?? 0;
  const has = (code: string) => cs.some((c) => c.code === code);
  const deductibles = cs.map((c) => c.deductible).filter((x): x is number => x !== null);
  const odd = deductibles.filter((x) => !COMMON_DEDUCTIBLES.has(x) && x % 500 !== 0).length;
  const empty = cs.filter((c) => c.limitPerPerson === null && c.limitPerAccident === null && c.deductible === null);
  const vehiclesN = d.properties.filter((p) => p.type === "vehicle").length;
  const physical = cs.filter((c) => c.code === "COLL" || c.code === "COMP");
  const everyVehicle =
    !physical.length || d.properties.every((p) => physical.some((c) => c.property === p.id && c.deductible !== null));
  const core =
    d.type === "auto"
      ? b((has("BI") || has("CSL")) && (has("PD") || has("CSL")))
      : b(cs.some((c) => c.code === "DWELLING" && c.limitPerAccident !== null) || has("PERSONAL_PROPERTY"));
  const liability = d.type === "auto" ? b(everyVehicle) : b(has("PERSONAL_LIABILITY"));
  const captions = ctx.raw[UNREAD_CAPTIONS_KEY] ?? 0;
  const agree = ctx.raw[READINGS_AGREE_KEY];
  return [
    ...(d.type === "auto" ? autoChecks(d) : homeChecks(d)),
    captions,
    b(captions > 0),
    b(agree !== undefined),
    agree ?? 0,
    b(agree === 1),
    b(cs.length > 0),
    Math.min(cs.length, 16) / 16,
    core,
    liability,
    b(cs.every(splitOk)),
    odd / Math.max(1, deductibles.length),
    b(deductibles.some((x) => !Number.isInteger(x))),
    empty.length / Math.max(1, cs.length),
    b(vehiclesN > 1 && physical.length > 0 && physical.every((c) => c.property === null)),
    b(new Set(cs.map((c) => `${c.code}|${c.property}`)).size < cs.length),
    unread,
    b(unread > 0),
  ];
}

function interests(d: PolicyDraft, ctx: FeatureContext): number[] {
  const ts = d.thirdParties;
  const vehiclesN = d.properties.filter((p) => p.type === "vehicle").length;
  const labelled = ctx.raw[INTEREST_LABELS_KEY] ?? 0;
  return [
    labelled,
    b(labelled > 0 && ts.length === 0),
    b(ts.length > 0),
    Math.min(ts.length, 4) / 4,
    b(ts.every((t) => LENDER_WORD.test(t.name) || ORG_WORD.test(t.name))),
    b(ts.some((t) => !!t.loanNumber)),
    b(ts.some((t) => !!t.address)),
    b(ts.some((t) => sentenceWords(t.name) > 1 || words(t.name).length > 8)),
    b(d.type === "auto" && ts.length > vehiclesN),
    b(ts.some((t) => !t.name)),
  ];
}

const ofGroup: Record<Group, (d: PolicyDraft, ctx: FeatureContext) => number[]> = {
  dates,
  carrier,
  policyNumber,
  premium,
  insureds,
  address,
  property: (d) => (d.type === "auto" ? vehicles(d) : dwelling(d)),
  coverages,
  interests,
};

/**
 * True when the reader found nothing for a group every declarations page has: there is nothing to
 * trust, whatever the model would say. No interests is not empty in that sense: most policies
 * have none.
 */
export function foundNothing(group: Group, d: PolicyDraft): boolean {
  switch (group) {
    case "dates":
      return !d.effectiveDate && !d.expirationDate;
    case "carrier":
      return !d.carrier.name;
    case "policyNumber":
      return !d.policyNumber;
    case "premium":
      return d.premium === null;
    case "insureds":
      return !d.insureds.length;
    case "address":
      return !d.address;
    case "property":
      return !d.properties.length;
    case "coverages":
      return !d.coverages.length;
    case "interests":
      return false;
  }
}

/** The reader's own confidence in a group: the weakest of its keys, 0 when it reported none. */
function rawOf(group: Group, draft: PolicyDraft, raw: Record<string, number>): number {
  const values = groupKeys(group, draft).map((k) => raw[k] ?? 0);
  return Math.min(...values);
}

/** The feature vector of one group: shared evidence first, then the group's own checks. */
export function groupFeatures(group: Group, draft: PolicyDraft, ctx: FeatureContext): number[] {
  const ocr = ctx.ocrConfidence;
  return [
    rawOf(group, draft, ctx.raw),
    b(ocr !== undefined),
    ocr ?? 1,
    b(draft.type === "auto"),
    Math.min(ctx.pages, 6) / 6,
    Math.min(ctx.raw[OTHER_POLICY_NUMBERS_KEY] ?? 0, 2) / 2,
    ...ofGroup[group](draft, ctx),
  ];
}
