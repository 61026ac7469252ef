import type { GeneratedPolicy, TruthCoverage } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  ledger,
  officeAddress,
  personName,
  sameAddress,
  vehicleList,
  type KindFn,
  type Ledger,
  money,
} from "./common";
import { dots } from "./fill-lines";
import { dateText, fill, type AnyDateStyle } from "./forms";

// Imitates the declarations that carrier mainframes and older policy-admin systems print on plain
// stock: every field is a caption right-aligned against an invisible vertical gutter, with its value
// left-aligned just after it, so the page reads as two ragged columns meeting at a straight seam:
//
//            POLICY NUMBER  A12-3456789
//       POLICY PERIOD FROM  03/01/2026 12:01 AM
//                       TO  03/01/2027 12:01 AM
//
// The coverage part uses the same seam ("BODILY INJURY  $100,000 EACH PERSON / $300,000 EACH
// OCCURRENCE", "COLLISION  $500 DEDUCTIBLE", "COMPREHENSIVE  ACV LESS $250", "DWELLING  $350,000"),
// each car starts with a "VEH 001" caption, and lienholders and mortgagees are caption lines too
// ("LIENHOLDER  ALLY BANK ISAOA, PO BOX ..."). Pages differ in case (all caps or mixed), in where
// the seam sits (a narrow caption column wraps long captions onto two lines, or prints the value on
// the line below the caption), in dotted leaders from a left-aligned caption to the seam, and in a
// thin vertical rule drawn down the seam on some forms.

export const GUTTER = {
  title: {
    auto: ["Personal Auto Policy Declarations", "Automobile Policy Declarations", "Auto Declarations"],
    home: ["Homeowners Policy Declarations", "Homeowners Declarations", "Dwelling Policy Declarations - Homeowners"],
    condo: ["Condominium Unit Owners Declarations", "Unit Owners Policy Declarations", "Condominium Declarations"],
  },
  transaction: ["Renewal Declarations", "New Business Declarations", "Amended Declarations", "Revised Declarations"],
  number: ["Policy Number", "Policy No.", "Policy"],
  from: ["Policy Period From", "Period From", "Effective From", "Term From"],
  to: ["To", "Policy Period To", "Expires", "Term To"],
  periodOne: ["Policy Period", "Policy Term"],
  periodJoin: [" to ", " - ", " thru "],
  time: ["12:01 AM", "12:01 A.M. Standard Time", ""],
  issued: ["Date Issued", "Issue Date", "Date Processed", "Run Date"],
  insured: ["Named Insured", "Insured", "Named Insured(s)"],
  mailing: ["Mailing Address", "Address", "Mail To"],
  company: ["Company", "Insuring Company", "Issuing Company", "Underwriter"],
  naic: ["NAIC No.", "NAIC Code", "NAIC"],
  agent: ["Agent", "Producer", "Agency"],
  agentPhone: ["Agent Phone", "Telephone", "Phone"],
  agentCode: ["Agent Code", "Producer Code", "Agency No."],
  account: ["Account No.", "Billing Account", "Customer No."],
  term: ["Policy Term", "Term"],
  termValue: { 6: ["6 Months", "Six Months"], 12: ["12 Months", "Annual"] } as Record<number, string[]>,
  drivers: ["Drivers", "Operators", "Rated Drivers"],
  headings: {
    liability: ["Liability Coverages", "Coverages - All Vehicles", "Policy Level Coverages"],
    vehicles: ["Described Vehicles", "Vehicle Schedule", "Vehicles and Physical Damage Coverages"],
    premium: ["Premium", "Premium Summary", "Policy Premium"],
    forms: ["Forms and Endorsements", "Forms", "Endorsements"],
    location: ["Residence Premises", "Property Location", "Insured Location"],
    sectionOne: ["Section I - Property Coverages", "Section I Coverages", "Property Coverages"],
    sectionTwo: ["Section II - Liability Coverages", "Section II Coverages", "Liability Coverages"],
    deductibles: ["Deductibles", "Section I Deductibles"],
    optional: ["Optional Coverages", "Endorsements", "Additional Coverages"],
    mortgagees: ["Mortgagees", "Mortgagee / Additional Interests", "Interested Parties"],
  },
  vehicle: ["Veh {nnn}", "Vehicle {n}", "Auto {nn}", "Unit {nnn}"],
  vin: ["VIN", "Vehicle ID No.", "Serial No.", "ID Number"],
  use: ["Use", "Vehicle Use", "Usage"],
  uses: ["Pleasure", "Commute", "Business", "Work/School"],
  garage: ["Garaging ZIP", "Garage ZIP Code", "Garaged At"],
  labels: {
    BI: ["Bodily Injury", "Bodily Injury Liability", "BI Liability"],
    PD: ["Property Damage", "Property Damage Liability", "PD Liability"],
    CSL: ["Liability - Combined Single Limit", "Combined Single Limit", "Single Limit Liability"],
    MEDPAY: ["Medical Payments", "Medical Payments Coverage", "Med Pay"],
    UMBI: ["Uninsured Motorists Bodily Injury", "Uninsured Motorist BI", "UM Bodily Injury"],
    UIMBI: ["Underinsured Motorists Bodily Injury", "Underinsured Motorist BI", "UIM Bodily Injury"],
    UMPD: ["Uninsured Motorists Property Damage", "Uninsured Motorist PD", "UM Property Damage"],
    COMP: ["Comprehensive", "Other Than Collision", "Comprehensive (OTC)"],
    COLL: ["Collision", "Collision Loss", "Upset or Collision"],
  } as Record<string, string[]>,
  eachPerson: ["each person", "ea person", "per person"],
  eachAccident: ["each occurrence", "each accident", "ea accident"],
  splitJoin: [" / ", "  ", ", "],
  csl: ["combined single limit", "each accident - CSL", "single limit"],
  umpdDed: ["{x} deductible", "{x} ded"],
  collDed: ["{x} deductible", "{x} ded", "deductible {x}"],
  compDed: ["ACV less {x}", "{x} deductible", "actual cash value less {x}"],
  notCarried: ["Not Carried", "No Coverage", "Rejected"],
  included: ["Included", "Incl"],
  role: {
    lienholder: ["Lienholder", "Loss Payee", "Lienholder/Loss Payee"],
    lessor: ["Lessor", "Addl Insured - Lessor", "Lessor/Loss Payee"],
  },
  isaoa: ["", " ISAOA", " ISAOA/ATIMA"],
  loan: ["Loan No.", "Loan Number", "Account No."],
  vehiclePremium: ["Vehicle Premium", "Veh Premium", "Total for Vehicle"],
  total: ["Total Policy Premium", "Total {term} Premium", "Total Premium"],
  termWord: { 6: ["6 Month", "Six Month"], 12: ["Annual", "12 Month"] } as Record<number, string[]>,
  outFee: ["{x} per installment - not included in premium", "{x} billed separately"],
  home: {
    names: {
      DWELLING: ["Dwelling", "Coverage A - Dwelling", "Cov A Dwelling"],
      OTHER_STRUCTURES: ["Other Structures", "Coverage B - Other Structures", "Cov B Other Structures"],
      PERSONAL_PROPERTY: ["Personal Property", "Coverage C - Personal Property", "Cov C Personal Property"],
      LOSS_OF_USE: ["Loss of Use", "Coverage D - Loss of Use", "Cov D Loss of Use"],
      PERSONAL_LIABILITY: ["Personal Liability", "Coverage E - Personal Liability", "Cov E Personal Liability"],
      MEDICAL_PAYMENTS: [
        "Medical Payments to Others",
        "Coverage F - Medical Payments to Others",
        "Cov F Medical Payments",
      ],
    } as Record<string, string[]>,
    condoA: ["Building Property", "Coverage A - Unit Additions and Alterations", "Cov A Building Property"],
    aop: ["All Other Perils", "All Perils Deductible", "Section I Deductible"],
    wind: ["Wind/Hail", "Windstorm or Hail", "Wind/Hail Deductible"],
    windValue: ["{p}% of Cov A ({x})", "{p}% ({x})"],
    occurrence: ["each occurrence", "per occurrence"],
    person: ["each person", "per person"],
    als: ["Actual Loss Sustained", "ALS - 12 Months"],
    form: ["Policy Form", "Form"],
    built: ["Year Built", "Yr Built"],
    construction: ["Construction", "Const Type"],
    constructionValues: ["Frame", "Masonry", "Brick Veneer", "Siding - Vinyl"],
    same: ["Same as Mailing Address", "Same"],
    first: ["Mortgagee", "First Mortgagee", "1st Mortgagee"],
    second: ["Second Mortgagee", "2nd Mortgagee", "Mortgagee 2"],
    basic: ["Basic Premium", "Section I and II Premium"],
    optionalSum: ["Endorsement Premium", "Optional Coverages"],
  },
  forms: {
    auto: ["PP 00 01 09 18", "PP 03 06 09 18", "AU 7012 04 20", "IL P 001 01 04", "PP 01 94"],
    home: ["HO 00 03 05 11", "HO 04 90 05 11", "HO 04 96 04 91", "HO 23 71 05 11", "IL P 001 01 04"],
  },
  pageNo: ["Page {n} of {m}", "Page {n}"],
  formCode: {
    auto: ["A-DEC 1 (03-19)", "PA 1000 01 19", "AUTO DEC 07 20"],
    home: ["H-DEC 2 (03-19)", "HO 1000 05 20"],
  },
  notice: [
    "This policy provides only those coverages where a premium or limit is shown.",
    "Refer to your policy for coverages, limits and exclusions.",
    "This declarations page replaces any prior declarations for the policy period shown.",
  ],
};

interface Look {
  upper: boolean;
  /** Where the seam sits, as a share of the column width. */
  gutter: number;
  /** Room between the caption's end and the value's start (the seam is in its middle). */
  gap: number;
  /** Captions right-aligned at the seam, or left-aligned with dots to it. */
  mode: "right" | "leaders";
  /**
   * A caption wider than its room wraps onto two lines, or runs across the seam with its value on
   * the next line; "wide" pages put the seam far enough right that captions hardly ever overflow.
   */
  long: "wrap" | "below" | "wide";
  rule: boolean;
  colon: boolean;
  premiums: boolean;
  boldCaptions: boolean;
  headings: "left" | "center" | "seam";
  ds: AnyDateStyle;
  scheme: number;
}

function pickLook(rng: Rng): Look {
  const long = rng.pick(["wrap", "below", "wide"] as const);
  const rule = rng.chance(0.2);
  return {
    upper: rng.chance(0.6),
    // A narrow caption column makes the long captions ("UNINSURED MOTORISTS BODILY INJURY") overflow.
    gutter: rng.pick(long === "wide" ? [0.34, 0.38, 0.42] : [0.2, 0.23, 0.26]),
    gap: rng.pick(rule ? [14, 18] : [10, 14, 18]),
    mode: rng.chance(0.25) ? "leaders" : "right",
    long,
    rule,
    colon: rng.chance(0.2),
    premiums: rng.chance(0.6),
    boldCaptions: rng.chance(0.3),
    headings: rng.pick(["left", "center", "seam"] as const),
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "mm/dd/yy", "MON dd yyyy", "m/d/yyyy"]),
    scheme: rng.int(0, 2),
  };
}

/** The printer: caption lines against the seam, headings, the running header and footers. */
class Seam {
  constructor(
    readonly w: Writer,
    readonly look: Look,
  ) {}

  /** Caption case: all caps on the mainframe pages, as written on the others. */
  C = (s: string) => (this.look.upper ? s.toUpperCase() : s);

  get seamX(): number {
    return this.w.left + (this.w.right - this.w.left) * this.look.gutter;
  }

  get captionEnd(): number {
    return this.seamX - this.look.gap / 2;
  }

  get valueX(): number {
    return this.seamX + this.look.gap / 2;
  }

  /** Room kept at the right margin for the premium column. */
  get premiumRoom(): number {
    return this.look.premiums ? this.w.width_("$10,000.00") + 14 : 0;
  }

  /** One caption with its values (and a premium at the right margin); returns nothing, advances. */
  line(caption: string, values: string[], right = "", style: TextStyle = {}): void {
    const { w, look } = this;
    const size = style.size ?? w.size;
    const lh = size * 1.32;
    const capStyle: TextStyle = { ...style, bold: style.bold || look.boldCaptions };
    const cap = caption ? `${this.C(caption)}${look.colon ? ":" : ""}` : "";
    const room = this.captionEnd - w.left;
    const valueRoom = w.right - this.valueX - Math.max(this.premiumRoom, right ? w.width_(right, style) + 12 : 0);
    const vlines = values.flatMap((v) => (v ? w.wrap(v, style, valueRoom) : []));
    const fits = !cap || w.width_(cap, capStyle) <= room;
    // "below": a long caption runs across the seam and its value starts on the next line.
    const wrapped = fits || look.long === "below" ? [cap] : w.wrap(cap, capStyle, room);
    // A word too wide for the caption room cannot wrap: that caption goes above its value too.
    const below = !fits && (look.long === "below" || wrapped.some((c) => w.width_(c, capStyle) > room));
    const own = below && vlines.length > 0;
    const caps = !cap ? [] : below ? [cap] : wrapped;
    const n = own ? 1 + vlines.length : Math.max(1, caps.length, vlines.length);
    const h = n * lh + 1.5;
    w.ensure(h + 1);
    const base = w.y + size;
    if (below) w.put(cap, w.left, base, capStyle);
    else
      caps.forEach((c, k) => {
        const cw = w.width_(c, capStyle);
        const y = base + k * lh;
        if (look.mode === "right") w.put(c, this.captionEnd - cw, y, capStyle);
        else {
          w.put(c, w.left, y, capStyle);
          if (k === caps.length - 1) dots(w, w.left + cw + 3, this.captionEnd, y, capStyle);
        }
      });
    const v0 = own ? 1 : 0;
    vlines.forEach((v, k) => w.put(v, this.valueX, base + (v0 + k) * lh, style));
    if (right) w.put(right, w.right - w.width_(right, style), base + v0 * lh, style);
    if (look.rule) w.page.rects.push({ x: this.seamX - 0.25, y: w.y + 1, w: 0.5, h: h - 0.5, fill: true });
    w.y += h;
  }

  heading(text: string): void {
    const { w, look } = this;
    if (!text) return;
    const style: TextStyle = { bold: true, size: w.size * 1.05 };
    const t = this.C(text);
    w.gap(5);
    w.ensure(w.lineHeight * 4);
    const tw = w.width_(t, style);
    const x =
      look.headings === "left"
        ? w.left
        : look.headings === "center"
          ? (w.left + w.right - tw) / 2
          : Math.max(w.left, this.captionEnd - tw);
    w.put(t, x, w.y + style.size!, style);
    w.y += style.size! * 1.5;
    if (look.headings === "center") hrule(w, 0.4, 3);
  }
}

/** Running header on pages 2+ ("POLICY NUMBER  X" against the seam, "PAGE 2 OF 3"), footers everywhere. */
function frame(s: Seam, g: GeneratedPolicy, rng: Rng): () => void {
  const { w } = s;
  const size = w.size * 0.85;
  const band = size * 2.6;
  w.setPageDecorator((ww) => {
    ww.y += band;
  });
  const numberCaption = `${s.C(rng.pick(GUTTER.number))}${s.look.colon ? ":" : ""}`;
  const pageNo = rng.pick(GUTTER.pageNo);
  const code = rng.pick(GUTTER.formCode[g.truth.type === "auto" ? "auto" : "home"]);
  return () => {
    const m = w.pages.length;
    w.pages.forEach((p, i) => {
      const page = s.C(fill(pageNo, { n: String(i + 1), m: String(m) }));
      const y = i === 0 ? w.margin * 0.6 : w.margin + size;
      if (i > 0 || m > 1) p.texts.push({ text: page, x: w.right - w.width_(page, { size }), y, size, bold: false });
      if (i > 0) {
        const cw = w.width_(numberCaption, { size });
        p.texts.push({ text: numberCaption, x: s.captionEnd - cw, y, size, bold: false });
        p.texts.push({ text: g.truth.policyNumber, x: s.valueX, y, size, bold: true });
      }
      const fs = w.size * 0.7;
      p.texts.push({ text: code, x: w.left, y: p.height - w.margin * 0.5, size: fs, bold: false });
    });
  };
}

/**
 * The letterhead and the policy's caption lines: number, period, insureds, address, company, agent.
 * Returns the title and whether the NAIC code is printed.
 */
function top(s: Seam, g: GeneratedPolicy, rng: Rng): { title: string; naic: boolean } {
  const { w, look } = s;
  const t = g.truth;
  const V = (x: string) => (look.upper ? x.toUpperCase() : x);
  const d = (iso: string) => dateText(iso, look.ds).toUpperCase();
  const title = V(rng.pick(GUTTER.title[t.type]));
  const transaction = V(rng.pick(GUTTER.transaction));
  const companyTop = rng.chance(0.55);
  const [box, city] = carrierAddress(rng);
  const centered = rng.chance(0.5);
  const put = (text: string, style: TextStyle) => {
    const size = style.size ?? w.size;
    w.ensure(size * 1.4);
    const tw = w.width_(text, style);
    w.put(text, centered ? (w.left + w.right - tw) / 2 : w.left, w.y + size, style);
    w.y += size * 1.4;
  };
  if (companyTop) {
    for (const l of w.wrap(V(t.carrier.name), { bold: true, size: w.size * 1.2 }))
      put(l, { bold: true, size: w.size * 1.2 });
    put(V(`${box}, ${city}`), { size: w.size * 0.85 });
  } else put(V(g.extras.brand), { bold: true, size: w.size * 1.4 });
  w.gap(3);
  put(title, { bold: true, size: w.size * 1.1 });
  put(transaction, { size: w.size * 0.95 });
  w.gap(2);
  hrule(w, 0.8, 8);

  const time = rng.pick(GUTTER.time);
  const withTime = (x: string) => (time ? `${x} ${V(time)}` : x);
  s.line(rng.pick(GUTTER.number), [t.policyNumber], "", { bold: rng.chance(0.5) });
  if (rng.chance(0.7)) {
    s.line(rng.pick(GUTTER.from), [withTime(d(t.effectiveDate))]);
    s.line(rng.pick(GUTTER.to), [withTime(d(t.expirationDate))]);
  } else
    s.line(rng.pick(GUTTER.periodOne), [
      `${d(t.effectiveDate)}${V(rng.pick(GUTTER.periodJoin))}${d(t.expirationDate)}${time ? ` ${V(time)}` : ""}`,
    ]);
  if (rng.chance(0.5)) s.line(rng.pick(GUTTER.term), [V(rng.pick(GUTTER.termValue[g.extras.termMonths]))]);
  s.line(rng.pick(GUTTER.issued), [d(g.extras.issueDate)]);
  if (rng.chance(0.4)) s.line(rng.pick(GUTTER.account), [g.extras.accountNumber]);
  w.gap(4);
  const order = rng.chance(0.7) ? "first-last" : "last-first";
  const names = t.insureds.map((_, i) => personName(g, i, order, look.upper));
  s.line(rng.pick(GUTTER.insured), names);
  s.line(rng.pick(GUTTER.mailing), addressLines(t.address, rng, look.upper));
  w.gap(4);
  if (!companyTop) s.line(rng.pick(GUTTER.company), [V(t.carrier.name)]);
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  if (naic) s.line(rng.pick(GUTTER.naic), [g.extras.naicCode!]);
  const a = g.extras.agent;
  const office = addressLines(officeAddress(rng), rng, look.upper);
  s.line(rng.pick(GUTTER.agent), [V(a.agency), V(a.name), ...office]);
  s.line(rng.pick(GUTTER.agentPhone), [a.phone]);
  if (rng.chance(0.6)) s.line(rng.pick(GUTTER.agentCode), [a.code]);
  return { title, naic };
}

// ---------------------------------------------------------------- auto

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L: Ledger = ledger(g, rng);
  const vehicles = vehicleList(g);
  const look = pickLook(rng);
  const s = new Seam(w, look);
  const V = (x: string) => (look.upper ? x.toUpperCase() : x);
  const finish = frame(s, g, rng);
  const { title, naic } = top(s, g, rng);
  const loanPrinted = rng.chance(0.85);
  if (rng.chance(0.6)) s.line(rng.pick(GUTTER.drivers), [g.extras.drivers.map(V).join(", ")]);

  const label = (code: string) => GUTTER.labels[code][look.scheme];
  const pp = V(rng.pick(GUTTER.eachPerson));
  const pa = V(rng.pick(GUTTER.eachAccident));
  const join = rng.pick(GUTTER.splitJoin);
  const twoLines = rng.chance(0.3);
  const csl = V(rng.pick(GUTTER.csl));
  const umpdDed = rng.pick(GUTTER.umpdDed);
  const collDed = rng.pick(GUTTER.collDed);
  const compDed = rng.pick(GUTTER.compDed);
  const notCarried = rng.chance(0.5) ? V(rng.pick(GUTTER.notCarried)) : "";
  const included = V(rng.pick(GUTTER.included));
  const $ = (n: number) => dollars(n);
  const prem = (cents: number) => (look.premiums ? (cents ? money(cents) : included) : "");
  const limits = (c: TruthCoverage): string[] => {
    if (c.limitPerPerson !== null && c.limitPerAccident !== null) {
      const parts = [`${$(c.limitPerPerson)} ${pp}`, `${$(c.limitPerAccident)} ${pa}`];
      return twoLines ? parts : [parts.join(join)];
    }
    const x = $(c.limitPerAccident!);
    const main = c.code === "CSL" ? `${x} ${csl}` : c.code === "MEDPAY" ? `${x} ${pp}` : `${x} ${pa}`;
    return [c.deductible !== null ? `${main}  ${V(fill(umpdDed, { x: $(c.deductible) }))}` : main];
  };
  const order = ["BI", "PD", "CSL", "MEDPAY", "UMBI", "UIMBI", "UMPD"];
  const liability = t.coverages.filter((c) => !c.vin).sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
  // Liability once for all vehicles, or again in every vehicle block with that vehicle's share.
  const perVehicle = rng.chance(0.3);
  if (!perVehicle) {
    s.heading(rng.pick(GUTTER.headings.liability));
    for (const c of liability) s.line(label(c.code), limits(c), prem(L.coverage.get(c)!.reduce((a, x) => a + x, 0)));
  }

  s.heading(rng.pick(GUTTER.headings.vehicles));
  const vehCaption = rng.pick(GUTTER.vehicle);
  const vinCaption = rng.pick(GUTTER.vin);
  const vinInline = rng.chance(0.35);
  const useCaption = rng.chance(0.4) ? rng.pick(GUTTER.use) : "";
  const garageCaption = rng.chance(0.3) ? rng.pick(GUTTER.garage) : "";
  const loanCaption = rng.pick(GUTTER.loan);
  const isaoa = V(rng.pick(GUTTER.isaoa));
  const partyOneLine = rng.chance(0.5);
  const vehTotal = look.premiums && rng.chance(0.6) ? rng.pick(GUTTER.vehiclePremium) : "";
  vehicles.forEach((v, k) => {
    const n = String(k + 1);
    const caption = fill(vehCaption, { n, nn: n.padStart(2, "0"), nnn: n.padStart(3, "0") });
    const desc = `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`.toUpperCase();
    w.gap(4);
    w.ensure(w.lineHeight * 5);
    s.line(caption, [vinInline ? `${desc}  ${V(vinCaption)} ${v.vin}` : desc], "", { bold: true });
    if (!vinInline) s.line(vinCaption, [v.vin]);
    if (useCaption) s.line(useCaption, [V(rng.pick(GUTTER.uses))]);
    if (garageCaption) s.line(garageCaption, [t.address.postalCode]);
    if (perVehicle) for (const c of liability) s.line(label(c.code), limits(c), prem(L.coverage.get(c)![k]));
    for (const [code, phrase] of [
      ["COMP", compDed],
      ["COLL", collDed],
    ] as const) {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      if (c) s.line(label(code), [V(fill(phrase, { x: $(c.deductible!) }))], prem(L.coverage.get(c)![k]));
      else if (notCarried) s.line(label(code), [notCarried]);
    }
    g.extras.optional.forEach((o, j) => s.line(o.label, [V(o.limit)], prem(L.optional[j][k])));
    for (const p of t.thirdParties.filter((x) => x.vin === v.vin)) {
      const role = rng.pick(GUTTER.role[p.type === "lessor" ? "lessor" : "lienholder"]);
      const addr = addressLines(p.address, rng, look.upper);
      const name = `${V(p.name)}${isaoa}`;
      s.line(role, partyOneLine ? [[name, ...addr].join(", ")] : [name, ...addr]);
      if (loanPrinted && p.loanNumber) s.line(loanCaption, [p.loanNumber]);
    }
    if (vehTotal) s.line(vehTotal, [], money(L.vehicleTotals[k]), { bold: true });
  });

  // Premium: fees that are part of it, the total, fees billed beside it; then the forms.
  s.heading(rng.pick(GUTTER.headings.premium));
  if (!vehTotal && look.premiums && vehicles.length > 1 && rng.chance(0.5))
    vehicles.forEach((v, k) =>
      s.line(
        fill(vehCaption, { n: String(k + 1), nn: String(k + 1).padStart(2, "0"), nnn: String(k + 1).padStart(3, "0") }),
        [],
        money(L.vehicleTotals[k]),
      ),
    );
  for (const f of L.inFees) s.line(f.label, [], money(f.amount));
  const term = rng.pick(GUTTER.termWord[g.extras.termMonths]);
  const totalCaption = fill(rng.pick(GUTTER.total), { term });
  const totalRight = look.premiums || rng.chance(0.5);
  s.line(totalCaption, totalRight ? [] : [money(L.total)], totalRight ? money(L.total) : "", { bold: true });
  for (const f of L.outFees) s.line(f.label, [V(fill(rng.pick(GUTTER.outFee), { x: money(f.amount) }))]);
  s.heading(rng.pick(GUTTER.headings.forms));
  s.line("", rng.shuffle(GUTTER.forms.auto).slice(0, rng.int(2, 5)));
  w.gap(6);
  w.paragraph(V(rng.pick(GUTTER.notice)), { size: w.size * 0.85 });
  finish();

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    "auto",
    look.upper ? "caps" : "mixed",
    look.mode === "leaders" ? "leaders" : "right-captions",
    look.long === "wrap" ? "wrap-captions" : look.long === "below" ? "value-below" : "wide-seam",
    look.rule ? "seam-rule" : "",
    perVehicle ? "liability-per-vehicle" : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

// ---------------------------------------------------------------- home

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const look = pickLook(rng);
  const s = new Seam(w, look);
  const V = (x: string) => (look.upper ? x.toUpperCase() : x);
  const H = GUTTER.home;
  const finish = frame(s, g, rng);
  const { title, naic } = top(s, g, rng);
  const loanPrinted = rng.chance(0.9);

  w.gap(4);
  const premises = dwellingAddress(t)!;
  const same = sameAddress(premises, t.address) && rng.chance(0.35);
  s.line(rng.pick(GUTTER.headings.location), same ? [V(rng.pick(H.same))] : addressLines(premises, rng, look.upper));
  s.line(rng.pick(H.form), [g.extras.form]);
  if (rng.chance(0.6)) s.line(rng.pick(H.built), [String(g.extras.yearBuilt)]);
  if (rng.chance(0.5)) s.line(rng.pick(H.construction), [V(rng.pick(H.constructionValues))]);

  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const occurrence = V(rng.pick(H.occurrence));
  const person = V(rng.pick(H.person));
  const als = V(rng.pick(H.als));
  const included = V(rng.pick(GUTTER.included));
  const scheme = look.scheme;
  const homeLine = (code: string) => {
    const c = cov(code);
    if (!c && !(code === "LOSS_OF_USE" && g.extras.lossOfUseAls)) return;
    const name = code === "DWELLING" && condo ? H.condoA[scheme] : H.names[code][scheme];
    const x = !c
      ? als
      : code === "PERSONAL_LIABILITY"
        ? `${dollars(c.limitPerAccident!)} ${occurrence}`
        : code === "MEDICAL_PAYMENTS"
          ? `${dollars(c.limitPerAccident!)} ${person}`
          : dollars(c.limitPerAccident!);
    s.line(name, [x], look.premiums ? (c ? money(L.coverage.get(c)![0]) : included) : "");
  };
  s.heading(rng.pick(GUTTER.headings.sectionOne));
  for (const code of ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"]) homeLine(code);
  s.heading(rng.pick(GUTTER.headings.sectionTwo));
  for (const code of ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"]) homeLine(code);

  const dwelling = cov("DWELLING")!;
  s.heading(rng.pick(GUTTER.headings.deductibles));
  s.line(rng.pick(H.aop), [dollars(dwelling.deductible!)]);
  const pct = g.extras.windHailPercent;
  if (pct)
    s.line(rng.pick(H.wind), [
      V(
        fill(rng.pick(H.windValue), {
          p: String(pct),
          x: dollars(Math.round((dwelling.limitPerAccident! * pct) / 100)),
        }),
      ),
    ]);

  if (g.extras.optional.length) {
    s.heading(rng.pick(GUTTER.headings.optional));
    for (const o of g.extras.optional)
      s.line(o.label, [V(o.limit)], look.premiums ? money(Math.round(o.premium * 100)) : "");
  }

  s.heading(rng.pick(GUTTER.headings.mortgagees));
  const isaoa = V(rng.pick(GUTTER.isaoa));
  const loanCaption = rng.pick(GUTTER.loan);
  const oneLine = rng.chance(0.5);
  const firstCaption = rng.pick(H.first);
  const secondCaption = rng.pick(H.second);
  if (!t.thirdParties.length) s.line(firstCaption, [V("None")]);
  t.thirdParties.forEach((p, i) => {
    const addr = addressLines(p.address, rng, look.upper);
    const name = `${V(p.name)}${isaoa}`;
    s.line(i === 0 ? firstCaption : secondCaption, oneLine ? [[name, ...addr].join(", ")] : [name, ...addr]);
    if (loanPrinted && p.loanNumber) s.line(loanCaption, [p.loanNumber]);
  });

  s.heading(rng.pick(GUTTER.headings.premium));
  const optionalCents = g.extras.optional.reduce((a, o) => a + Math.round(o.premium * 100), 0);
  if (rng.chance(0.6)) {
    s.line(rng.pick(H.basic), [], money(L.base - optionalCents));
    if (optionalCents) s.line(rng.pick(H.optionalSum), [], money(optionalCents));
  }
  for (const f of L.inFees) s.line(f.label, [], money(f.amount));
  const term = rng.pick(GUTTER.termWord[12]);
  const totalRight = look.premiums || rng.chance(0.5);
  const totalCaption = fill(rng.pick(GUTTER.total), { term });
  s.line(totalCaption, totalRight ? [] : [money(L.total)], totalRight ? money(L.total) : "", { bold: true });
  for (const f of L.outFees) s.line(f.label, [V(fill(rng.pick(GUTTER.outFee), { x: money(f.amount) }))]);
  s.heading(rng.pick(GUTTER.headings.forms));
  s.line("", rng.shuffle(GUTTER.forms.home).slice(0, rng.int(2, 5)));
  w.gap(6);
  w.paragraph(V(rng.pick(GUTTER.notice)), { size: w.size * 0.85 });
  finish();

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    condo ? "condo" : "home",
    look.upper ? "caps" : "mixed",
    look.mode === "leaders" ? "leaders" : "right-captions",
    look.long === "wrap" ? "wrap-captions" : look.long === "below" ? "value-below" : "wide-seam",
    look.rule ? "seam-rule" : "",
    pct ? "wind-pct" : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

export const gutterCaptions: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
