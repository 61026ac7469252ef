import type { GeneratedPolicy, TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  fromCents,
  ledger,
  officeAddress,
  personName,
  sameAddress,
  vehicleList,
  type KindFn,
  type Ledger,
} from "./common";
import { dateText, fill, pickDateStyle, type AnyDateStyle } from "./forms";
import { footers } from "./ruled";

// Imitates a filled-in declarations form where every entry is a value typed ON a line with its
// caption printed in small type UNDER the line, the way paper applications and some carriers'
// typed-over pre-printed forms look:
//
//      A12-3456789            03/01/2026             03/01/2027
//      ____________________   ____________________   ____________________
//      POLICY NUMBER          EFFECTIVE DATE         EXPIRATION DATE
//
// The entries run in a grid of two, three or four per row. The named insured and mailing address
// is one multi-line value over a single caption. Each coverage is a value (its limit) over the
// coverage's caption, with its deductible beside it in a small box of its own (and, on some pages,
// its premium). Lienholders and mortgagees are in the same style: name and address over the
// party's role, the loan number beside them. Pages differ in rules under the values (a thin rule,
// none, or every entry boxed), in captions in small capitals or as written, in how many entries
// share a row, in split limits on one line, two lines or two entries, and in a lender block or none.

export const STACKED = {
  title: {
    auto: ["Automobile Policy Declarations", "Personal Auto Declarations", "Declarations - Private Passenger Auto"],
    home: ["Homeowners Policy Declarations", "Homeowners Declarations", "Declarations - Homeowners Policy"],
    condo: ["Condominium Unit Owners Declarations", "Unit Owners Declarations", "Declarations - Condominium Unit"],
  } as Record<string, string[]>,
  sub: ["Renewal Declarations", "New Business", "Declarations Page", "Policy Declarations"],
  number: ["Policy Number", "Policy No.", "Policy Number / ID"],
  effective: ["Effective Date", "Policy Period From", "Term Begins", "Effective"],
  expiration: ["Expiration Date", "Policy Period To", "Term Ends", "Expires"],
  period: ["Policy Period (12:01 a.m. standard time)", "Policy Period", "Policy Term - From / To", "Coverage Period"],
  periodJoin: [" to ", " - ", " thru "],
  issued: ["Date Issued", "Issue Date", "Date of This Notice", "Processing Date"],
  term: ["Policy Term", "Term Length"],
  termValue: { 6: ["6 Months", "Six Months"], 12: ["12 Months", "One Year"] } as Record<number, string[]>,
  account: ["Account Number", "Billing Account", "Customer Number"],
  company: ["Insuring Company", "Company", "Underwritten By", "Issuing Company"],
  naic: ["NAIC Number", "NAIC Code", "NAIC Co. No."],
  insured: [
    "Named Insured and Mailing Address",
    "Name and Mailing Address of Insured",
    "Named Insured(s) and Address",
    "Policyholder Name and Mailing Address",
  ],
  agent: ["Agent", "Producer", "Agent Name and Address", "Your Agent"],
  agentPhone: ["Agent Telephone", "Agent Phone", "Producer Phone"],
  agentCode: ["Agent Code", "Producer Number", "Agency Code"],
  drivers: ["Listed Drivers", "Household Drivers", "Operators"],
  headings: {
    policy: ["Policy Information", "Policy", "Policy Identification"],
    vehicles: ["Described Vehicles", "Vehicles", "Insured Vehicles"],
    coverages: ["Coverages and Limits", "Coverages", "Limits of Liability", "Schedule of Coverages"],
    physical: ["Physical Damage", "Physical Damage Coverages", "Vehicle Coverages"],
    premium: ["Premium", "Premium Summary", "Policy Premium"],
    interests: {
      auto: ["Lienholder / Loss Payee", "Additional Interests", "Lienholders and Lessors"],
      home: ["Mortgagee", "Mortgagees and Additional Interests", "Interested Parties"],
    } as Record<string, string[]>,
    location: ["Insured Location", "Residence Premises", "Property Information"],
    sectionOne: ["Section I - Property Coverages", "Property Coverages", "Section I"],
    sectionTwo: ["Section II - Liability Coverages", "Liability Coverages", "Section II"],
    optional: ["Optional Coverages", "Endorsements", "Additional Coverages"],
  },
  vehicle: {
    desc: ["Veh {n} - Year / Make / Model", "Vehicle {n} Description", "Auto {n} - Yr Make Model"],
    year: ["Veh {n} Year", "Year", "Model Year"],
    make: ["Make", "Manufacturer", "Make"],
    model: ["Model", "Model / Body", "Model"],
    vin: ["Vehicle Identification Number", "VIN", "Serial Number / VIN"],
    use: ["Use", "Vehicle Use", "Primary Use"],
    uses: ["Pleasure", "Commute", "Business", "Farm"],
    garage: ["Garaging ZIP Code", "Garage Location ZIP"],
  },
  labels: {
    BI: ["Bodily Injury Liability", "Bodily Injury", "Liability - Bodily Injury"],
    PD: ["Property Damage Liability", "Property Damage", "Liability - Property Damage"],
    CSL: ["Combined Single Limit Liability", "Liability - Single Limit", "Bodily Injury and Property Damage - CSL"],
    MEDPAY: ["Medical Payments", "Medical Payments - Each Person", "Auto Medical Payments"],
    UMBI: ["Uninsured Motorists Bodily Injury", "Uninsured Motorist - BI", "UM Bodily Injury"],
    UIMBI: ["Underinsured Motorists Bodily Injury", "Underinsured Motorist - BI", "UIM Bodily Injury"],
    UMPD: ["Uninsured Motorists Property Damage", "Uninsured Motorist - PD", "UM Property Damage"],
    COMP: ["Comprehensive", "Other Than Collision", "Comprehensive Coverage"],
    COLL: ["Collision", "Collision Coverage", "Collision Loss"],
  } as Record<string, string[]>,
  perPair: [
    ["each person", "each accident"],
    ["per person", "per accident"],
    ["ea. person", "ea. occurrence"],
  ],
  acv: ["Actual Cash Value", "ACV", "Actual Cash Value less deductible"],
  deductible: ["Deductible", "Ded.", "Deductible Amount"],
  noDeductible: ["None", "--", "N/A", ""],
  premium: ["Premium", "Term Premium", "Prem."],
  notCarried: ["Not Carried", "Rejected", "No Coverage"],
  appliesTo: ["Applies To", "Vehicle", "Interest In"],
  loan: ["Loan Number", "Loan / Account No.", "Reference Number"],
  role: {
    lienholder: ["Lienholder", "Loss Payee", "Lienholder / Loss Payee"],
    lessor: ["Lessor", "Lessor - Additional Insured", "Lessor / Loss Payee"],
    mortgagee: ["First Mortgagee", "Mortgagee", "Mortgagee Name and Address"],
    second: ["Second Mortgagee", "Second Mortgagee Name and Address", "Mortgagee 2"],
  },
  noInterests: ["None", "No Lienholder", "None Listed"],
  isaoa: ["", " ISAOA", " ISAOA/ATIMA"],
  total: ["Total Policy Premium", "Total Premium for This Term", "Total {term} Premium"],
  termWord: { 6: ["6-Month", "Six Month"], 12: ["Annual", "12-Month"] } as Record<number, string[]>,
  feeIncluded: ["{label} (included)", "{label}"],
  feeOutside: ["{label} - billed separately", "{label} (not part of premium)"],
  home: {
    names: {
      DWELLING: ["Coverage A - Dwelling", "Dwelling", "A. Dwelling"],
      OTHER_STRUCTURES: ["Coverage B - Other Structures", "Other Structures", "B. Other Structures"],
      PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Personal Property", "C. Personal Property"],
      LOSS_OF_USE: ["Coverage D - Loss of Use", "Loss of Use", "D. Loss of Use"],
      PERSONAL_LIABILITY: [
        "Coverage E - Personal Liability (each occurrence)",
        "Personal Liability - Each Occurrence",
        "E. Personal Liability",
      ],
      MEDICAL_PAYMENTS: [
        "Coverage F - Medical Payments to Others (each person)",
        "Medical Payments to Others - Each Person",
        "F. Medical Payments",
      ],
    } as Record<string, string[]>,
    condoA: ["Coverage A - Building Property", "Unit Additions and Alterations", "A. Building Property"],
    als: ["Actual Loss Sustained", "ALS"],
    aop: ["All Perils Deductible", "Section I Deductible", "Deductible - All Other Perils"],
    wind: ["Windstorm or Hail Deductible", "Wind/Hail Deductible"],
    windValue: ["{p}% of Coverage A ({x})", "{p}% ({x})"],
    premises: ["Residence Premises", "Location of Insured Property", "Described Location"],
    same: ["Same as Mailing Address", "SAME AS ABOVE"],
    form: ["Policy Form", "Form"],
    built: ["Year Built", "Year of Construction"],
    construction: ["Construction", "Construction Type"],
    constructionValues: ["Frame", "Masonry", "Brick Veneer", "Fire Resistive"],
    protection: ["Protection Class", "Fire Protection Class"],
    payor: ["Premium Payor", "Bill To"],
    payors: ["Insured", "Mortgagee"],
  },
  pageNo: ["Page {n} of {m}", "Page {n}", "{n} of {m}"],
  contd: ["{cap} {num} - continued", "{cap}: {num}"],
  formCode: ["DEC-SV 01 24", "FORM D-100 (07-22)", "PDS 1001 06 21", "DEC 2 (03-23)"],
  notice: [
    "This declarations page is part of your policy. Coverage applies only where a limit is shown.",
    "Please review this page carefully and contact your agent with any questions.",
    "Only coverages for which a limit or premium is shown are provided.",
  ],
};

interface Look {
  /** A thin rule under each value, nothing, or every entry in a box of its own. */
  rules: "rule" | "none" | "boxed";
  /** Captions in small capitals (upper case, smaller) or as written. */
  caps: boolean;
  boldCaptions: boolean;
  perRow: 2 | 3 | 4;
  /** Split limits: "$100,000 / $300,000", two lines, or two entries side by side. */
  split: "slash" | "lines" | "cells";
  premiums: boolean;
  upperValues: boolean;
  ds: AnyDateStyle;
  headings: "bold" | "bar" | "caps";
  scheme: number;
}

function pickLook(rng: Rng): Look {
  return {
    rules: rng.pick(["rule", "rule", "none", "boxed"] as const),
    caps: rng.chance(0.55),
    boldCaptions: rng.chance(0.25),
    perRow: rng.pick([2, 3, 3, 4] as const),
    split: rng.pick(["slash", "lines", "cells"] as const),
    premiums: rng.chance(0.55),
    upperValues: rng.chance(0.35),
    ds: pickDateStyle(rng),
    headings: rng.pick(["bold", "bar", "caps"] as const),
    scheme: rng.int(0, 2),
  };
}

/** One entry: a value (one or more lines) typed above its line, the caption under it. */
interface Entry {
  value: string[];
  caption: string;
  /** Left edge and width as fractions of the column (set by the row helpers when left out). */
  at?: number;
  width?: number;
  /** Drawn in a box of its own whatever the page's rule style (the deductible beside a coverage). */
  boxed?: boolean;
  bold?: boolean;
  align?: "l" | "r";
}

const GAP = 10;

class Form {
  constructor(
    readonly w: Writer,
    readonly look: Look,
  ) {}

  V = (s: string) => (this.look.upperValues ? s.toUpperCase() : s);

  get capStyle(): TextStyle {
    return { size: this.w.size * (this.look.caps ? 0.62 : 0.7), bold: this.look.boldCaptions };
  }

  cap(s: string): string {
    return this.look.caps ? s.toUpperCase() : s;
  }

  /** One row of entries; the values sit on their lines, which are level across the row. */
  row(entries: Entry[]): void {
    const { w, look } = this;
    const span = w.right - w.left;
    const cs = this.capStyle;
    const capSize = cs.size!;
    const lh = w.size * 1.3;
    const geo = entries.map((e) => {
      const x = w.left + (e.at ?? 0) * span;
      const width = (e.width ?? 1) * span - GAP;
      return { x, width };
    });
    const boxedAt = (e: Entry) => look.rules === "boxed" || !!e.boxed;
    const values = entries.map((e, i) =>
      e.value.flatMap((l) => (l ? w.wrap(l, { bold: e.bold }, geo[i].width - (boxedAt(e) ? 6 : 0)) : [])),
    );
    const caps = entries.map((e, i) =>
      e.caption ? w.wrap(this.cap(e.caption), cs, geo[i].width - (boxedAt(e) ? 6 : 0)) : [],
    );
    const nv = Math.max(1, ...values.map((v) => v.length));
    const nc = Math.max(1, ...caps.map((c) => c.length));
    const lineY = nv * lh + 3;
    const h = lineY + 1.5 + nc * capSize * 1.15 + (look.rules === "boxed" || entries.some((e) => e.boxed) ? 6 : 4);
    w.ensure(h + 4);
    const top = w.y;
    entries.forEach((e, i) => {
      const { x, width } = geo[i];
      const boxed = boxedAt(e);
      const pad = boxed ? 3 : 0;
      // Bottom-aligned: a one-line value sits on the line beside a three-line address.
      const first = nv - values[i].length;
      values[i].forEach((l, k) => {
        const style: TextStyle = { bold: e.bold };
        const tx = e.align === "r" ? x + width - pad - w.width_(l, style) : x + pad;
        w.put(l, tx, top + (first + k + 1) * lh - w.size * 0.3, style);
      });
      if (boxed) w.page.rects.push({ x, y: top - 1, w: width, h: h - 1 });
      else if (look.rules === "rule") w.page.rects.push({ x, y: top + lineY, w: width, h: 0.5, fill: true });
      caps[i].forEach((c, k) => w.put(c, x + pad, top + lineY + 1.5 + (k + 1) * capSize * 1.15, cs));
    });
    w.y += h + 3;
  }

  /** Entries of equal width, `perRow` to a row (the last row keeps the grid's widths). */
  grid(entries: Entry[], perRow: number = this.look.perRow): void {
    for (let i = 0; i < entries.length; i += perRow)
      this.row(entries.slice(i, i + perRow).map((e, k) => ({ ...e, at: k / perRow, width: 1 / perRow })));
  }

  heading(text: string): void {
    const { w, look } = this;
    const style: TextStyle = { bold: true, size: w.size * 1.05 };
    w.gap(4);
    w.ensure(w.lineHeight * 5);
    const t = look.headings === "caps" ? text.toUpperCase() : text;
    if (look.headings === "bar") w.page.rects.push({ x: w.left, y: w.y, w: w.right - w.left, h: 1.6, fill: true });
    w.y += look.headings === "bar" ? 3 : 0;
    w.put(t, w.left, w.y + style.size!, style);
    w.y += style.size! * 1.6;
  }
}

/** Letterhead: brand, carrier (in the header or as an entry), title. Returns whether the carrier was printed. */
function letterhead(f: Form, g: GeneratedPolicy, rng: Rng): { title: string; carrierShown: boolean } {
  const { w } = f;
  const t = g.truth;
  const title = rng.pick(STACKED.title[t.type]);
  const carrierShown = rng.chance(0.6);
  const [box, city] = carrierAddress(rng);
  const bs: TextStyle = { bold: true, size: w.size * 1.6 };
  w.ensure(bs.size! * 4);
  w.put(g.extras.brand, w.left, w.y + bs.size!, bs);
  const ts: TextStyle = { bold: true, size: w.size * 1.15 };
  const tw = w.width_(title, ts);
  w.put(title, w.right - tw, w.y + ts.size!, ts);
  const sub = rng.pick(STACKED.sub);
  w.put(sub, w.right - w.width_(sub, { size: w.size * 0.9 }), w.y + ts.size! * 2.3, { size: w.size * 0.9 });
  w.y += bs.size! * 1.35;
  if (carrierShown) w.line(t.carrier.name, { size: w.size * 0.9 });
  w.line(`${box}  ${city}`, { size: w.size * 0.8 });
  w.gap(6);
  return { title, carrierShown };
}

/** Number, period, issue date, company, agent: the identification grid and the insured entry. */
function identification(f: Form, g: GeneratedPolicy, rng: Rng, carrierShown: boolean): { naic: boolean } {
  const { w, look } = f;
  const t = g.truth;
  const d = (iso: string) => dateText(iso, look.ds);
  if (rng.chance(0.4)) f.heading(rng.pick(STACKED.headings.policy));
  const entries: Entry[] = [{ value: [t.policyNumber], caption: rng.pick(STACKED.number), bold: rng.chance(0.5) }];
  if (rng.chance(0.65))
    entries.push(
      { value: [d(t.effectiveDate)], caption: rng.pick(STACKED.effective) },
      { value: [d(t.expirationDate)], caption: rng.pick(STACKED.expiration) },
    );
  else
    entries.push({
      value: [`${d(t.effectiveDate)}${rng.pick(STACKED.periodJoin)}${d(t.expirationDate)}`],
      caption: rng.pick(STACKED.period),
    });
  entries.push({ value: [d(g.extras.issueDate)], caption: rng.pick(STACKED.issued) });
  if (rng.chance(0.4))
    entries.push({
      value: [f.V(rng.pick(STACKED.termValue[g.extras.termMonths]))],
      caption: rng.pick(STACKED.term),
    });
  if (rng.chance(0.4)) entries.push({ value: [g.extras.accountNumber], caption: rng.pick(STACKED.account) });
  if (!carrierShown) entries.push({ value: [f.V(t.carrier.name)], caption: rng.pick(STACKED.company) });
  const naic = !!g.extras.naicCode && rng.chance(0.55);
  if (naic) entries.push({ value: [g.extras.naicCode!], caption: rng.pick(STACKED.naic) });
  f.grid(entries);
  w.gap(4);

  // The insured: one multi-line value over a single caption; the agent beside it or after it.
  const order = rng.chance(0.75) ? "first-last" : "last-first";
  const names = t.insureds.map((_, i) => personName(g, i, order, look.upperValues));
  const insured: Entry = {
    value: [...names, ...addressLines(t.address, rng, look.upperValues)],
    caption: rng.pick(STACKED.insured),
  };
  const a = g.extras.agent;
  const agent: Entry = {
    value: [f.V(a.agency), f.V(a.name), ...addressLines(officeAddress(rng), rng, look.upperValues)],
    caption: rng.pick(STACKED.agent),
  };
  if (rng.chance(0.6))
    f.row([
      { ...insured, at: 0, width: 0.55 },
      { ...agent, at: 0.55, width: 0.45 },
    ]);
  else {
    f.row([{ ...insured, at: 0, width: look.perRow === 2 ? 0.5 : 0.6 }]);
    f.row([{ ...agent, at: 0, width: look.perRow === 2 ? 0.5 : 0.6 }]);
  }
  const more: Entry[] = [{ value: [a.phone], caption: rng.pick(STACKED.agentPhone) }];
  if (rng.chance(0.6)) more.push({ value: [a.code], caption: rng.pick(STACKED.agentCode) });
  if (t.type === "auto" && rng.chance(0.5))
    more.push({ value: [g.extras.drivers.map(f.V).join(", ")], caption: rng.pick(STACKED.drivers) });
  f.grid(more);
  return { naic };
}

/** Running caption on later pages, page numbers and a form code at the foot of every page. */
function frame(f: Form, g: GeneratedPolicy, rng: Rng): () => void {
  const { w } = f;
  const contd = fill(rng.pick(STACKED.contd), { cap: rng.pick(STACKED.number), num: g.truth.policyNumber });
  w.setPageDecorator((ww) => {
    ww.put(contd, ww.left, ww.y + ww.size * 0.9, { size: ww.size * 0.9, bold: true });
    ww.y += ww.size * 2.2;
  });
  const code = rng.pick(STACKED.formCode);
  const pageNo = rng.pick(STACKED.pageNo);
  return () =>
    footers(
      w,
      () => code,
      (n, m) => (m > 1 || pageNo !== "Page {n}" ? fill(pageNo, { n: String(n), m: String(m) }) : ""),
    );
}

/** A coverage unit: limit entry (or two), the deductible box beside it, and the premium. */
function unit(
  limits: Entry[],
  deductible: string,
  dedCaption: string,
  premium: string | null,
  at: number,
  width: number,
  premCaption = "",
): Entry[] {
  const premShare = premium !== null ? 0.22 : 0;
  const dedShare = 0.22;
  const limShare = 1 - premShare - dedShare;
  const out: Entry[] = [];
  let x = at;
  for (const l of limits) {
    const lw = (limShare * width) / limits.length;
    out.push({ ...l, at: x, width: lw });
    x += lw;
  }
  out.push({ value: [deductible], caption: dedCaption, boxed: true, at: x, width: dedShare * width, align: "r" });
  x += dedShare * width;
  if (premium !== null)
    out.push({ value: [premium], caption: premCaption, at: x, width: premShare * width, align: "r" });
  return out;
}

/** Units two to a row on four-per-row pages, one to a row otherwise. */
function unitRows(f: Form, units: ((at: number, width: number) => Entry[])[]): void {
  const per = f.look.perRow === 4 ? 2 : 1;
  for (let i = 0; i < units.length; i += per) f.row(units.slice(i, i + per).flatMap((u, k) => u(k / per, 1 / per)));
}

/** Lienholders or mortgagees as entries: name and address over the role, loan number beside. */
function interests(
  f: Form,
  parties: TruthParty[],
  rng: Rng,
  loans: boolean,
  roleOf: (p: TruthParty, i: number) => string,
  applies: (p: TruthParty) => string,
): void {
  const isaoa = f.V(rng.pick(STACKED.isaoa));
  const loanCaption = rng.pick(STACKED.loan);
  const appliesCaption = rng.pick(STACKED.appliesTo);
  const narrow = f.look.perRow === 2;
  parties.forEach((p, i) => {
    const name: Entry = {
      value: [`${f.V(p.name)}${isaoa}`, ...addressLines(p.address, rng, f.look.upperValues)],
      caption: roleOf(p, i),
    };
    const loan: Entry = { value: [loans && p.loanNumber ? p.loanNumber : ""], caption: loanCaption };
    const to = applies(p);
    if (narrow) {
      f.row([{ ...name, at: 0, width: 0.5 }]);
      f.row([
        { ...loan, at: 0, width: 0.5 },
        ...(to ? [{ value: [to], caption: appliesCaption, at: 0.5, width: 0.5 }] : []),
      ]);
    } else
      f.row([
        { ...name, at: 0, width: 0.5 },
        { ...loan, at: 0.5, width: 0.22 },
        ...(to ? [{ value: [to], caption: appliesCaption, at: 0.72, width: 0.28 }] : []),
      ]);
  });
}

/** The premium entries: fees in the premium, the total, fees billed beside it. */
function premiumGrid(f: Form, g: GeneratedPolicy, rng: Rng, L: Ledger): void {
  const money = (c: number) => dollars(fromCents(c), { cents: true });
  f.heading(rng.pick(STACKED.headings.premium));
  const entries: Entry[] = [];
  const incl = rng.pick(STACKED.feeIncluded);
  for (const fee of L.inFees) entries.push({ value: [money(fee.amount)], caption: fill(incl, { label: fee.label }) });
  const term = rng.pick(STACKED.termWord[g.extras.termMonths]);
  entries.push({ value: [money(L.total)], caption: fill(rng.pick(STACKED.total), { term }), bold: true });
  const out = rng.pick(STACKED.feeOutside);
  for (const fee of L.outFees) entries.push({ value: [money(fee.amount)], caption: fill(out, { label: fee.label }) });
  f.grid(entries);
}

// ---------------------------------------------------------------- auto

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const look = pickLook(rng);
  const f = new Form(w, look);
  const finish = frame(f, g, rng);
  const { title, carrierShown } = letterhead(f, g, rng);
  const { naic } = identification(f, g, rng, carrierShown);
  const vehicles = vehicleList(g);
  const money = (c: number) => dollars(fromCents(c), { cents: true });
  const $ = (n: number) => dollars(n);

  // Vehicles: one row each, in as many entries as the grid has.
  f.heading(rng.pick(STACKED.headings.vehicles));
  const VW = STACKED.vehicle;
  const vs = rng.int(0, 2);
  const use = rng.chance(0.5);
  vehicles.forEach((v, k) => {
    const n = { n: String(k + 1) };
    const desc = f.V(`${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`);
    if (look.perRow === 4)
      f.row([
        { value: [String(v.year)], caption: fill(VW.year[vs], n), at: 0, width: 0.12 },
        { value: [f.V(v.make)], caption: VW.make[vs], at: 0.12, width: 0.2 },
        { value: [f.V(`${v.model}${v.trim ? ` ${v.trim}` : ""}`)], caption: VW.model[vs], at: 0.32, width: 0.3 },
        { value: [v.vin], caption: VW.vin[vs], at: 0.62, width: 0.38 },
      ]);
    else if (look.perRow === 3)
      f.row([
        { value: [desc], caption: fill(VW.desc[vs], n), at: 0, width: 0.42 },
        { value: [v.vin], caption: VW.vin[vs], at: 0.42, width: 0.36 },
        use
          ? { value: [f.V(rng.pick(VW.uses))], caption: rng.pick(VW.use), at: 0.78, width: 0.22 }
          : { value: [t.address.postalCode], caption: rng.pick(VW.garage), at: 0.78, width: 0.22 },
      ]);
    else
      f.row([
        { value: [desc], caption: fill(VW.desc[vs], n), at: 0, width: 0.5 },
        { value: [v.vin], caption: VW.vin[vs], at: 0.5, width: 0.5 },
      ]);
  });

  // Coverages: each limit over its caption, the deductible boxed beside it.
  f.heading(rng.pick(STACKED.headings.coverages));
  const label = (code: string) => STACKED.labels[code][look.scheme];
  const [pp, pa] = rng.pick(STACKED.perPair);
  const dedCaption = rng.pick(STACKED.deductible);
  const noDed = rng.pick(STACKED.noDeductible);
  const premCaption = rng.pick(STACKED.premium);
  const prem = (c: number | null) => (look.premiums ? (c === null ? "" : money(c)) : null);
  const order = ["BI", "PD", "CSL", "MEDPAY", "UMBI", "UIMBI", "UMPD"];
  const liability = t.coverages.filter((c) => !c.vin).sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
  const limitEntries = (c: TruthCoverage): Entry[] => {
    if (c.limitPerPerson !== null && c.limitPerAccident !== null) {
      const a = $(c.limitPerPerson);
      const b = $(c.limitPerAccident);
      if (look.split === "cells")
        return [
          { value: [a], caption: `${label(c.code)} - ${pp}` },
          { value: [b], caption: `${label(c.code)} - ${pa}` },
        ];
      if (look.split === "lines") return [{ value: [`${a} ${pp}`, `${b} ${pa}`], caption: label(c.code) }];
      return [{ value: [`${a} / ${b}`], caption: `${label(c.code)} - ${pp} / ${pa}` }];
    }
    return [{ value: [$(c.limitPerAccident!)], caption: label(c.code) }];
  };
  unitRows(
    f,
    liability.map(
      (c) => (at: number, width: number) =>
        unit(
          limitEntries(c),
          c.deductible !== null ? $(c.deductible) : noDed,
          dedCaption,
          prem(L.coverage.get(c)!.reduce((s, x) => s + x, 0)),
          at,
          width,
          premCaption,
        ),
    ),
  );
  const acv = f.V(rng.pick(STACKED.acv));
  const notCarried = rng.chance(0.5) ? f.V(rng.pick(STACKED.notCarried)) : "";
  const physHead = rng.pick(STACKED.headings.physical);
  vehicles.forEach((v, k) => {
    const units: ((at: number, width: number) => Entry[])[] = [];
    for (const code of ["COMP", "COLL"]) {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      const cap = `${label(code)} - Veh ${k + 1}`;
      if (c)
        units.push((at, width) =>
          unit(
            [{ value: [acv], caption: cap }],
            $(c.deductible!),
            dedCaption,
            prem(L.coverage.get(c)![k]),
            at,
            width,
            premCaption,
          ),
        );
      else if (notCarried)
        units.push((at, width) =>
          unit([{ value: [notCarried], caption: cap }], noDed, dedCaption, prem(null), at, width, premCaption),
        );
    }
    g.extras.optional.forEach((o, j) =>
      units.push((at, width) =>
        unit(
          [{ value: [f.V(o.limit)], caption: `${o.label} - Veh ${k + 1}` }],
          noDed,
          dedCaption,
          prem(L.optional[j][k]),
          at,
          width,
          premCaption,
        ),
      ),
    );
    if (!units.length) return;
    f.heading(`${physHead} - ${f.V(`${v.year} ${v.make} ${v.model}`)}`);
    unitRows(f, units);
  });

  // Lienholders in the same style; a page may print "None" when the policy has none.
  const loans = rng.chance(0.85);
  if (t.thirdParties.length || rng.chance(0.5)) f.heading(rng.pick(STACKED.headings.interests.auto));
  if (t.thirdParties.length)
    interests(
      f,
      t.thirdParties,
      rng,
      loans,
      (p) => rng.pick(STACKED.role[p.type === "lessor" ? "lessor" : "lienholder"]),
      (p) => {
        const k = vehicles.findIndex((v) => v.vin === p.vin);
        return k < 0 ? "" : f.V(`Veh ${k + 1} ${vehicles[k].year} ${vehicles[k].make}`);
      },
    );
  else if (rng.chance(0.5))
    f.grid([{ value: [f.V(rng.pick(STACKED.noInterests))], caption: rng.pick(STACKED.role.lienholder) }]);

  premiumGrid(f, g, rng, L);
  w.gap(6);
  w.paragraph(rng.pick(STACKED.notice), { size: w.size * 0.8 });
  finish();

  if (!naic) truth.carrier.naicCode = null;
  if (!loans) for (const p of truth.thirdParties) p.loanNumber = null;
  return { truth, variant: variantName("auto", look, t.thirdParties.length > 0), title };
};

function variantName(type: string, look: Look, lenders: boolean): string {
  return [
    type,
    look.rules === "rule" ? "rules" : look.rules === "boxed" ? "boxed" : "no-rules",
    look.caps ? "small-caps" : "mixed-case",
    `${look.perRow}-per-row`,
    type === "auto" ? `split-${look.split}` : "",
    look.premiums ? "premiums" : "",
    lenders ? "lender-block" : "",
  ]
    .filter(Boolean)
    .join("-");
}

// ---------------------------------------------------------------- home and condo

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const look = pickLook(rng);
  const f = new Form(w, look);
  const H = STACKED.home;
  const finish = frame(f, g, rng);
  const { title, carrierShown } = letterhead(f, g, rng);
  const { naic } = identification(f, g, rng, carrierShown);
  const money = (c: number) => dollars(fromCents(c), { cents: true });
  const $ = (n: number) => dollars(n);

  f.heading(rng.pick(STACKED.headings.location));
  const premises = dwellingAddress(t)!;
  const same = sameAddress(premises, t.address) && rng.chance(0.3);
  const place: Entry = {
    value: same ? [f.V(rng.pick(H.same))] : addressLines(premises, rng, look.upperValues),
    caption: rng.pick(H.premises),
  };
  const facts: Entry[] = [{ value: [g.extras.form], caption: rng.pick(H.form) }];
  if (rng.chance(0.7)) facts.push({ value: [String(g.extras.yearBuilt)], caption: rng.pick(H.built) });
  if (rng.chance(0.5)) facts.push({ value: [f.V(rng.pick(H.constructionValues))], caption: rng.pick(H.construction) });
  if (rng.chance(0.3)) facts.push({ value: [String(rng.int(1, 9))], caption: rng.pick(H.protection) });
  const perRow = look.perRow;
  if (perRow === 2) {
    f.row([{ ...place, at: 0, width: 0.5 }]);
    f.grid(facts);
  } else {
    const share = 0.45;
    const rest = facts.slice(0, perRow - 1);
    f.row([
      { ...place, at: 0, width: share },
      ...rest.map((e, k) => ({
        ...e,
        at: share + (k * (1 - share)) / (perRow - 1),
        width: (1 - share) / (perRow - 1),
      })),
    ]);
    if (facts.length > rest.length) f.grid(facts.slice(rest.length));
  }

  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const name = (code: string) => (code === "DWELLING" && condo ? H.condoA[look.scheme] : H.names[code][look.scheme]);
  const dedCaption = rng.pick(H.aop);
  const premCaption = rng.pick(STACKED.premium);
  const noDed = rng.pick(STACKED.noDeductible);
  const als = f.V(rng.pick(H.als));
  const prem = (c: TruthCoverage | undefined) => (look.premiums ? (c ? money(L.coverage.get(c)![0]) : "") : null);
  const dwelling = cov("DWELLING")!;
  const homeUnit = (code: string) => {
    const c = cov(code);
    if (!c && !(code === "LOSS_OF_USE" && g.extras.lossOfUseAls)) return null;
    const value = c ? $(c.limitPerAccident!) : als;
    // Only Coverage A carries the deductible; the other boxes stay blank (or dashed).
    const ded = code === "DWELLING" ? $(dwelling.deductible!) : noDed;
    return (at: number, width: number) =>
      unit(
        [{ value: [value], caption: name(code) }],
        ded,
        code === "DWELLING" ? dedCaption : "",
        prem(c),
        at,
        width,
        premCaption,
      );
  };
  const present = <T>(xs: (T | null)[]) => xs.filter((x): x is T => x !== null);
  f.heading(rng.pick(STACKED.headings.sectionOne));
  unitRows(f, present(["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"].map(homeUnit)));
  const pct = g.extras.windHailPercent;
  if (pct)
    f.grid(
      [
        {
          value: [
            fill(rng.pick(H.windValue), { p: String(pct), x: $(Math.round((dwelling.limitPerAccident! * pct) / 100)) }),
          ],
          caption: rng.pick(H.wind),
        },
      ],
      look.perRow === 4 ? 2 : 1,
    );
  f.heading(rng.pick(STACKED.headings.sectionTwo));
  unitRows(f, present(["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"].map(homeUnit)));
  if (g.extras.optional.length) {
    f.heading(rng.pick(STACKED.headings.optional));
    unitRows(
      f,
      g.extras.optional.map(
        (o) => (at: number, width: number) =>
          unit(
            [{ value: [f.V(o.limit)], caption: o.label }],
            noDed,
            "",
            look.premiums ? money(Math.round(o.premium * 100)) : null,
            at,
            width,
            premCaption,
          ),
      ),
    );
  }

  const loans = rng.chance(0.9);
  if (t.thirdParties.length || rng.chance(0.5)) f.heading(rng.pick(STACKED.headings.interests.home));
  if (t.thirdParties.length) {
    const payor = rng.chance(0.4) ? rng.pick(H.payor) : "";
    interests(
      f,
      t.thirdParties,
      rng,
      loans,
      (_, i) => rng.pick(i === 0 ? STACKED.role.mortgagee : STACKED.role.second),
      () => "",
    );
    if (payor) f.grid([{ value: [f.V(rng.pick(H.payors))], caption: payor }]);
  } else if (rng.chance(0.5))
    f.grid([{ value: [f.V(rng.pick(STACKED.noInterests))], caption: rng.pick(STACKED.role.mortgagee) }]);

  premiumGrid(f, g, rng, L);
  w.gap(6);
  w.paragraph(rng.pick(STACKED.notice), { size: w.size * 0.8 });
  finish();

  if (!naic) truth.carrier.naicCode = null;
  if (!loans) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [variantName(condo ? "condo" : "home", look, t.thirdParties.length > 0), pct ? "wind-pct" : ""]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

export const stackedValueCaptions: KindFn = (w, g, rng) =>
  g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng);
