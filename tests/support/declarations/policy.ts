import type { CoverageCode } from "@/lib/schemas/policy";
import { CARRIER_DATA } from "@/lib/service/carriers/catalogue-data";
import { computeVinCheckDigit } from "@/lib/vin";
import type { Rng } from "./random";
import {
  AUTO_LENDERS,
  AUTO_ONLY_SLUGS,
  FIRST_NAMES,
  HOME_ONLY_SLUGS,
  LAST_NAMES,
  MAKES,
  MORTGAGEES,
  PLACES,
  STREET_NAMES,
  STREET_SUFFIXES,
  type Lender,
} from "./reference-data";

// Random policies in the corpus truth format (../shared/corpus/README.md), plus the facts a page
// prints that are not scored (trims, drivers, agent, optional coverages, the wind/hail deductible).

export type TruthType = "auto" | "home" | "condo";

export interface TruthAddress {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: "US";
}

export interface TruthVehicle {
  vin: string;
  year: number;
  make: string;
  model: string;
}

export interface TruthCoverage {
  code: CoverageCode;
  limitPerPerson: number | null;
  limitPerAccident: number | null;
  deductible: number | null;
  vin?: string;
}

export interface TruthParty {
  type: "lienholder" | "lessor" | "mortgagee";
  name: string;
  address: TruthAddress;
  loanNumber: string | null;
  vin?: string;
}

export interface TruthPolicy {
  type: TruthType;
  carrier: { name: string; naicCode: string | null };
  policyNumber: string;
  effectiveDate: string;
  expirationDate: string;
  premium: number;
  insureds: { firstName: string; lastName: string; type: "primary" | "secondary" }[];
  address: TruthAddress;
  properties: ({ type: "vehicle"; data: TruthVehicle } | { type: "dwelling"; data: { address: TruthAddress } })[];
  coverages: TruthCoverage[];
  thirdParties: TruthParty[];
}

/** What a page may print beyond the truth. */
export interface PolicyExtras {
  brand: string;
  /** NAIC code to print; null when the page does not print one (the truth then holds null too). */
  naicCode: string | null;
  termMonths: 6 | 12;
  issueDate: string;
  /** Printed description after make and model ("LE 4D Sedan"), per vehicle. */
  trims: string[];
  /** Premium per coverage line, for tables that show one. */
  coveragePremiums: Map<TruthCoverage, number>;
  /** Coverages a page shows that the truth leaves out (PIP, rental, roadside, water backup…). */
  optional: { label: string; limit: string; premium: number }[];
  fees: { label: string; amount: number; inPremium: boolean }[];
  windHailPercent: number | null;
  middleInitials: (string | null)[];
  drivers: string[];
  agent: { name: string; agency: string; phone: string; code: string };
  accountNumber: string;
  /** The form: HO-3, HO-5, HO-6, PAP. */
  form: string;
  yearBuilt: number;
  /** True when loss of use is printed as "Actual loss sustained" (the truth then has no limit). */
  lossOfUseAls: boolean;
}

export interface GeneratedPolicy {
  truth: TruthPolicy;
  extras: PolicyExtras;
}

// ISO 3779 model-year codes for 2010–2030 (the 30-year cycle; letters I, O, Q, U, Z and 0 unused).
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY";
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

export function modelYearCode(year: number): string {
  return YEAR_CODES[year - 2010];
}

export function makeVin(rng: Rng, wmi: string, year: number): string {
  const chars = (n: number, alphabet = VIN_CHARS) =>
    Array.from({ length: n }, () => alphabet[rng.int(0, alphabet.length - 1)]).join("");
  const body = `${wmi}${chars(5)}0${modelYearCode(year)}${chars(1, "ABCDEFGHJKLMNPRSTUVWXYZ")}${chars(6, "0123456789")}`;
  const check = computeVinCheckDigit(body)!;
  return body.slice(0, 8) + check + body.slice(9);
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join("");
const letters = (rng: Rng, n: number) =>
  Array.from({ length: n }, () => "ABCDEFGHJKLMNPRSTUVWXYZ"[rng.int(0, 22)]).join("");

export function isoDate(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Same day `months` later, or the month's last day when it has no such day (Aug 31 → Feb 28). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return isoDate(target);
}

function policyNumber(rng: Rng, type: TruthType): string {
  const prefix = type === "auto" ? rng.pick(["PA", "AU", "AP", "PAP"]) : rng.pick(["HO", "H3", "HM", "CU"]);
  return rng.pick([
    () => digits(rng, rng.int(9, 11)),
    () => `${prefix}${digits(rng, 8)}`,
    () => `${prefix} ${digits(rng, 7)}`,
    () => `${digits(rng, 3)}-${digits(rng, 4)}-${letters(rng, 1)}${digits(rng, 2)}`,
    () => `${letters(rng, 1)}${digits(rng, 2)}-${digits(rng, 7)}-${digits(rng, 2)}`,
    () => `${digits(rng, 4)}${letters(rng, 2)}${digits(rng, 5)}`,
    () => `${prefix}-${digits(rng, 6)}-${pad(rng.int(0, 9))}`,
    () => `${letters(rng, 3)}${digits(rng, 7)}`,
  ])();
}

function address(rng: Rng, unit: boolean): TruthAddress {
  const place = rng.pick(PLACES);
  const [suffix, abbr] = rng.pick(STREET_SUFFIXES);
  const dir = rng.chance(0.2) ? `${rng.pick(["N", "S", "E", "W"])} ` : "";
  const street = `${rng.int(1, 29999)} ${dir}${rng.pick(STREET_NAMES)} ${rng.chance(0.5) ? suffix : abbr}`;
  const line2 = unit
    ? `${rng.pick(["Unit", "Apt", "#", "Apt."])} ${rng.int(1, 40)}${rng.chance(0.4) ? rng.pick(["A", "B", "C", "D"]) : ""}`
    : null;
  return {
    addressLine1: street,
    addressLine2: line2,
    city: place.city,
    state: place.state,
    postalCode: rng.pick(place.zips),
    country: "US",
  };
}

function lenderAddress(rng: Rng, lender: Lender): TruthAddress {
  return {
    addressLine1: lender.poBox
      ? `PO Box ${rng.int(1000, 99999)}`
      : `${rng.int(100, 9999)} ${rng.pick(STREET_NAMES)} Blvd`,
    addressLine2: null,
    city: lender.city,
    state: lender.state,
    postalCode: lender.zip,
    country: "US",
  };
}

function pickCarrier(rng: Rng, type: TruthType) {
  const excluded = type === "auto" ? HOME_ONLY_SLUGS : AUTO_ONLY_SLUGS;
  return rng.pick(CARRIER_DATA.filter((c) => !excluded.has(c.slug)));
}

const cents = (x: number) => Math.round(x * 100) / 100;

function autoCoverages(rng: Rng, vehicles: TruthVehicle[], financed: boolean[]): TruthCoverage[] {
  const out: TruthCoverage[] = [];
  const csl = rng.chance(0.15);
  const splits = [
    [25, 50],
    [30, 60],
    [50, 100],
    [100, 300],
    [250, 500],
    [500, 1000],
    [15, 30],
    [20, 40],
  ] as const;
  const [pp, pa] = rng.pick(splits).map((x) => x * 1000);
  if (csl)
    out.push({
      code: "CSL",
      limitPerPerson: null,
      limitPerAccident: rng.pick([300000, 500000, 1000000]),
      deductible: null,
    });
  else {
    out.push({ code: "BI", limitPerPerson: pp, limitPerAccident: pa, deductible: null });
    out.push({
      code: "PD",
      limitPerPerson: null,
      limitPerAccident: rng.pick([25000, 50000, 100000, 250000, 10000]),
      deductible: null,
    });
  }
  if (rng.chance(0.85)) {
    if (csl)
      out.push({ code: "UMBI", limitPerPerson: null, limitPerAccident: out[0].limitPerAccident, deductible: null });
    else {
      const lower = splits.filter(([a, b]) => a * 1000 <= pp && b * 1000 <= pa);
      const [up, ua] = rng.pick(lower).map((x) => x * 1000);
      out.push({ code: "UMBI", limitPerPerson: up, limitPerAccident: ua, deductible: null });
      if (rng.chance(0.2)) out.push({ code: "UIMBI", limitPerPerson: up, limitPerAccident: ua, deductible: null });
    }
  }
  if (rng.chance(0.35))
    out.push({
      code: "UMPD",
      limitPerPerson: null,
      limitPerAccident: rng.pick([10000, 15000, 25000, 50000]),
      deductible: rng.chance(0.3) ? 250 : null,
    });
  if (rng.chance(0.6))
    out.push({
      code: "MEDPAY",
      limitPerPerson: null,
      limitPerAccident: rng.pick([1000, 2000, 5000, 10000]),
      deductible: null,
    });
  vehicles.forEach((v, i) => {
    if (!financed[i] && rng.chance(0.25)) return; // liability only on an old car
    out.push({
      code: "COMP",
      limitPerPerson: null,
      limitPerAccident: null,
      deductible: rng.pick([0, 100, 250, 500, 500, 1000]),
      vin: v.vin,
    });
    if (financed[i] || rng.chance(0.85))
      out.push({
        code: "COLL",
        limitPerPerson: null,
        limitPerAccident: null,
        deductible: rng.pick([250, 500, 500, 1000, 1000, 1500, 2000]),
        vin: v.vin,
      });
  });
  return out;
}

function homeCoverages(rng: Rng, condo: boolean, extras: Pick<PolicyExtras, "lossOfUseAls">): TruthCoverage[] {
  const single = (code: CoverageCode, limit: number | null, deductible: number | null = null): TruthCoverage => ({
    code,
    limitPerPerson: null,
    limitPerAccident: limit,
    deductible,
  });
  const deductible = rng.pick([500, 1000, 1000, 1500, 2000, 2500, 5000]);
  const out: TruthCoverage[] = [];
  if (condo) {
    const a = rng.int(10, 150) * 1000;
    const c = rng.int(20, 150) * 1000;
    out.push(single("DWELLING", a, deductible), single("PERSONAL_PROPERTY", c));
    out.push(
      single("LOSS_OF_USE", extras.lossOfUseAls ? null : Math.round((c * rng.pick([0.2, 0.3, 0.4])) / 100) * 100),
    );
  } else {
    const a = rng.int(120, 950) * 1000;
    out.push(single("DWELLING", a, deductible));
    out.push(single("OTHER_STRUCTURES", Math.round(a * rng.pick([0.1, 0.1, 0.05, 0.2]))));
    out.push(single("PERSONAL_PROPERTY", Math.round(a * rng.pick([0.5, 0.5, 0.7, 0.75]))));
    out.push(single("LOSS_OF_USE", extras.lossOfUseAls ? null : Math.round(a * rng.pick([0.2, 0.3]))));
  }
  out.push(single("PERSONAL_LIABILITY", rng.pick([100000, 300000, 300000, 500000, 1000000])));
  out.push(single("MEDICAL_PAYMENTS", rng.pick([1000, 2000, 5000, 5000, 10000])));
  // LOSS_OF_USE with no printed amount is not scored: drop its limit-less line from the truth.
  return out.filter((c) => c.limitPerAccident !== null || c.deductible !== null);
}

export function generatePolicy(rng: Rng, type: TruthType): GeneratedPolicy {
  const carrier = pickCarrier(rng, type);
  const termMonths: 6 | 12 = type === "auto" && rng.chance(0.5) ? 6 : 12;
  const effective = isoDate(new Date(Date.UTC(2025, 0, 1) + rng.int(0, 3 * 365) * 86400000));
  const issue = isoDate(new Date(Date.parse(effective) - rng.int(5, 40) * 86400000));
  const last = rng.pick(LAST_NAMES);
  const insureds: TruthPolicy["insureds"] = [{ firstName: rng.pick(FIRST_NAMES), lastName: last, type: "primary" }];
  if (rng.chance(0.4)) {
    const first = rng.pick(FIRST_NAMES.filter((n) => n !== insureds[0].firstName));
    insureds.push({ firstName: first, lastName: rng.chance(0.75) ? last : rng.pick(LAST_NAMES), type: "secondary" });
  }
  const condo = type === "condo";
  const mailing = address(rng, condo || rng.chance(0.1));
  const properties: TruthPolicy["properties"] = [];
  const thirdParties: TruthParty[] = [];
  let coverages: TruthCoverage[];
  const trims: string[] = [];
  const lossOfUseAls = type !== "auto" && rng.chance(0.12);
  if (type === "auto") {
    const n = rng.weighted([
      [1, 5],
      [2, 4],
      [3, 2],
    ] as const);
    const vehicles: TruthVehicle[] = [];
    const financed: boolean[] = [];
    for (let i = 0; i < n; i++) {
      const info = rng.pick(MAKES);
      const [model, from, to] = rng.pick(info.models);
      const year = rng.int(Math.max(from, 2012), Math.min(to, 2026));
      const vin = makeVin(rng, rng.pick(info.wmis), year);
      const make = rng.chance(0.06) ? info.abbreviation : info.make;
      vehicles.push({ vin, year, make, model });
      trims.push(rng.chance(0.6) ? rng.pick(info.trims) : "");
      financed.push(year >= 2019 ? rng.chance(0.6) : rng.chance(0.25));
    }
    vehicles.forEach((data, i) => {
      properties.push({ type: "vehicle", data });
      if (!financed[i]) return;
      const lender = rng.pick(AUTO_LENDERS);
      thirdParties.push({
        type: rng.chance(0.12) ? "lessor" : "lienholder",
        name: lender.name,
        address: lenderAddress(rng, lender),
        loanNumber: rng.chance(0.65)
          ? rng.pick([digits(rng, 10), `${digits(rng, 3)}-${digits(rng, 7)}`, `${letters(rng, 2)}${digits(rng, 8)}`])
          : null,
        vin: data.vin,
      });
    });
    coverages = autoCoverages(rng, vehicles, financed);
  } else {
    const dwelling = rng.chance(0.2) ? address(rng, condo) : { ...mailing };
    properties.push({ type: "dwelling", data: { address: dwelling } });
    coverages = homeCoverages(rng, condo, { lossOfUseAls });
    const count = rng.weighted([
      [0, 2],
      [1, 7],
      [2, 1],
    ] as const);
    for (const lender of rng.shuffle(MORTGAGEES).slice(0, count))
      thirdParties.push({
        type: "mortgagee",
        name: lender.name,
        address: lenderAddress(rng, lender),
        loanNumber: rng.chance(0.9)
          ? rng.pick([digits(rng, 10), `${digits(rng, 4)}-${digits(rng, 6)}`, `${digits(rng, 7)}${letters(rng, 1)}`])
          : null,
      });
  }

  const coveragePremiums = new Map<TruthCoverage, number>();
  for (const c of coverages) coveragePremiums.set(c, cents(rng.int(800, 40000) / 100));
  const optional = (
    type === "auto"
      ? [
          { label: "Rental Reimbursement", limit: "$40/day, $1,200 max" },
          { label: "Roadside Assistance", limit: "Included" },
          { label: "Personal Injury Protection", limit: "$10,000" },
          { label: "Loan/Lease Gap Coverage", limit: "25% of ACV" },
        ]
      : [
          { label: "Water Backup and Sump Overflow", limit: "$10,000" },
          { label: "Ordinance or Law", limit: "10% of Coverage A" },
          { label: "Identity Theft Expense", limit: "$25,000" },
          { label: "Scheduled Jewelry", limit: "$8,500" },
        ]
  )
    .filter(() => rng.chance(0.4))
    .map((o) => ({ ...o, premium: cents(rng.int(500, 9000) / 100) }));
  const basePremium = cents(
    [...coveragePremiums.values(), ...optional.map((o) => o.premium)].reduce((s, x) => s + x, 0),
  );
  const fees: PolicyExtras["fees"] = [];
  if (rng.chance(0.3))
    fees.push({
      label: rng.pick(["Policy fee", "Installment fee", "Service charge"]),
      amount: rng.pick([5, 10, 15, 25]),
      inPremium: false,
    });
  if (rng.chance(0.2))
    fees.push({
      label: rng.pick(["State surcharge", "Fire department tax", "MVCPA fee"]),
      amount: cents(rng.int(50, 900) / 100),
      inPremium: true,
    });
  const premium = cents(basePremium + fees.filter((f) => f.inPremium).reduce((s, f) => s + f.amount, 0));

  const naicPrinted = rng.chance(0.6);
  const truth: TruthPolicy = {
    type,
    carrier: { name: carrier.name, naicCode: naicPrinted ? carrier.naicCode : null },
    policyNumber: policyNumber(rng, type),
    effectiveDate: effective,
    expirationDate: addMonths(effective, termMonths),
    premium,
    insureds,
    address: mailing,
    properties,
    coverages,
    thirdParties,
  };
  const extras: PolicyExtras = {
    brand: carrier.shortName,
    naicCode: naicPrinted ? carrier.naicCode : null,
    termMonths,
    issueDate: issue,
    trims,
    coveragePremiums,
    optional,
    fees,
    windHailPercent: type !== "auto" && rng.chance(0.3) ? rng.pick([1, 2, 5]) : null,
    middleInitials: insureds.map(() => (rng.chance(0.3) ? letters(rng, 1) : null)),
    drivers: [
      ...insureds.map((i) => `${i.firstName} ${i.lastName}`),
      ...(rng.chance(0.3) ? [`${rng.pick(FIRST_NAMES)} ${last}`] : []),
    ],
    agent: {
      name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      agency: `${rng.pick(STREET_NAMES)} ${rng.pick(["Insurance Agency", "Insurance Group", "Risk Partners", "Agency LLC"])}`,
      phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${digits(rng, 4)}`,
      code: `${digits(rng, 2)}-${digits(rng, 4)}`,
    },
    accountNumber: digits(rng, rng.int(8, 10)),
    form: type === "auto" ? "PAP" : condo ? "HO-6" : rng.pick(["HO-3", "HO-3", "HO-5"]),
    yearBuilt: rng.int(1925, 2022),
    lossOfUseAls,
  };
  return { truth, extras };
}
