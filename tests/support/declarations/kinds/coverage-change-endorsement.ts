import { makeVin, type GeneratedPolicy, type TruthCoverage, type TruthParty } from "../policy";
import type { Rng } from "../random";
import { AUTO_LENDERS, FIRST_NAMES, MAKES, MORTGAGEES } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  framed,
  fromCents,
  hrule,
  ledger,
  officeAddress,
  personName,
  sideBySide,
  vehicleList,
  type KindFn,
  type Ledger,
} from "./common";
import { dateText, fill, pickDateStyle, tollFree, type AnyDateStyle } from "./forms";
import { fitSize, fitWidth, footers, pairs, ruledTable, type RCol, type RRow } from "./ruled";

// Imitates the policy change endorsement a carrier issues in the middle of a term (a car added or
// swapped, a lender put on, a deductible or limit changed): a form-like header naming it a "Policy
// Change Endorsement" with its endorsement number and the date the change takes effect (inside
// the term, and not the policy's effective date: the policy period is printed on its own line), a
// boxed "Summary of changes" listing what changed ("Collision deductible changed from $500 to
// $1,000": the old value is history, the new one is the policy now), then the complete revised
// declarations: the insureds, the vehicles or the insured property, the coverage schedule (by
// coverage row, with the vehicles as columns, or with a "Previous" and a "Revised" column side by
// side), the lienholders or mortgagees with loan numbers, and a premium block that gives the
// pro-rated charge or refund for the change beside the revised full-term premium. The truth is the
// policy after the change: revised limits and deductibles, the full policy period, and the revised
// total term premium (not the additional premium, not the previous premium).

export const ENDORSE = {
  title: [
    "POLICY CHANGE ENDORSEMENT",
    "Policy Change Endorsement",
    "Endorsement - Policy Change",
    "AMENDATORY ENDORSEMENT - CHANGE IN DECLARATIONS",
    "Policy Change Notice and Revised Declarations",
  ],
  line: {
    auto: ["Personal Auto Policy", "Automobile Insurance Policy", "Private Passenger Auto"],
    home: ["Homeowners Policy", "Homeowners Insurance", "Homeowners Package Policy"],
    condo: ["Condominium Unit Owners Policy", "Condo Unit Owners Insurance", "Unit Owners Policy"],
  } as Record<string, string[]>,
  endorsementNo: ["Endorsement No. {n}", "Change No. {n}", "Endorsement #{n}", "Transaction No. {n}"],
  number: ["Policy Number", "Policy No.", "Policy #"],
  period: ["Policy Period", "Policy Period", "Policy Term"],
  periodValue: ["{a} to {b}", "{a} - {b}", "From {a} to {b}"],
  periodNote: ["", "12:01 A.M. standard time", "(both dates at 12:01 a.m.)"],
  changeOn: [
    "Effective Date of Change",
    "Change Effective",
    "Endorsement Effective",
    "Effective Date of This Endorsement",
    "Date Change Takes Effect",
  ],
  processed: ["Date Processed", "Date Issued", "Transaction Date", "Requested On"],
  requestedBy: ["Requested By", "Change Requested By", "Source of Change"],
  requesters: ["Named Insured", "Insured - by phone", "Agent on behalf of insured", "Online request"],
  company: ["Company", "Insuring Company", "Underwritten By", "Issuing Company"],
  naic: ["NAIC No.", "NAIC Code", "NAIC #"],
  insured: ["Named Insured", "Named Insured(s) and Address", "Insured", "Policyholder"],
  agent: ["Agent", "Producer", "Your Agent"],
  agentCode: ["Agent No.", "Producer Code", "Agency Code"],
  summary: [
    "Summary of Changes",
    "SUMMARY OF CHANGES",
    "Changes to Your Policy",
    "What Changed",
    "Description of Change",
  ],
  summaryLead: [
    "The following changes have been made to your policy:",
    "This endorsement changes the policy as follows:",
    "",
  ],
  changes: {
    vehicleAdded: ["Vehicle added: {car}, VIN {vin}", "Added {car} (VIN {vin})", "ADD VEHICLE - {car}"],
    vehicleReplaced: [
      "Replaced {old} with {car}",
      "Vehicle {n} changed from {old} to {car}",
      "{old} replaced by {car}",
    ],
    vehicleRemoved: ["Vehicle deleted: {old} (VIN {oldVin})", "Removed {old}, VIN {oldVin}", "DELETE VEHICLE - {old}"],
    lienAdded: ["Lienholder added: {name}", "Added loss payee {name} on {car}", "{role} added - {name}"],
    lienChanged: ["Lienholder changed from {old} to {name}", "{role} on {car} changed from {old} to {name}"],
    mortAdded: ["Mortgagee added: {name}", "Added {name} as mortgagee"],
    mortChanged: ["Mortgagee changed from {old} to {name}", "First mortgagee changed to {name} (was {old})"],
    ded: [
      "{cov} deductible changed from {a} to {b}",
      "Deductible changed from {a} to {b} - {cov}",
      "{cov} deductible: {a} to {b}",
    ],
    limit: ["{cov} changed from {a} to {b}", "{cov} limit increased from {a} to {b}", "{cov}: was {a}, now {b}"],
    covAdded: ["{cov} added to {car}", "Added {cov} coverage on {car}"],
    driver: ["Driver added: {name}", "Added operator {name}", "Household driver {name} added"],
    optional: ["{opt} added", "Optional coverage added: {opt}"],
    on: [" on {car}", " ({car})"],
  },
  revised: [
    "Revised Declarations",
    "REVISED DECLARATIONS",
    "Declarations After This Change",
    "Your Policy As Changed",
    "Amended Declarations Effective {d}",
  ],
  insuredsHead: ["Named Insureds and Drivers", "Drivers", "Listed Operators"],
  vehiclesHead: ["Described Vehicles", "Vehicles Insured", "Schedule of Vehicles"],
  vehicleCols: [
    ["Veh", "Year", "Make", "Model", "VIN"],
    ["No.", "Yr", "Make", "Model", "Vehicle ID Number"],
  ],
  status: ["Added", "New", "Added this change"],
  propertyHead: ["Insured Location", "Residence Premises", "Described Location"],
  same: ["Same as mailing address", "SAME AS MAILING ADDRESS"],
  coverageHead: ["Coverages", "Schedule of Coverages", "Coverages and Limits", "Coverage Schedule"],
  covCol: ["Coverage", "Coverages", "Description"],
  limitCol: ["Limits", "Limit of Liability", "Limits of Insurance"],
  dedCol: ["Deductible", "Ded."],
  premCol: ["Premium", "Term Premium", "Prem."],
  prevRev: [
    ["Previous", "Revised"],
    ["Before Change", "After Change"],
    ["Prior", "New"],
    ["Was", "Now"],
  ],
  vehColHead: ["Veh {n}", "Vehicle {n}", "Auto {n}"],
  vehPremium: ["Vehicle Premium", "Premium by Vehicle", "Total per Vehicle"],
  appliesAll: ["Applies to all vehicles", "All vehicles"],
  notCarried: ["Not Covered", "Not Carried", "None", "--"],
  notOnPolicy: ["--", "Not on policy", "N/A"],
  changedMark: ["*", " (chg)", " **"],
  changedNote: ["* Changed by this endorsement", "(chg) = changed effective with this endorsement", "** Revised"],
  labels: {
    BI: ["Bodily Injury Liability", "Bodily Injury", "BI"],
    PD: ["Property Damage Liability", "Property Damage", "PD"],
    CSL: ["Combined Single Limit Liability", "Liability - CSL", "CSL"],
    MEDPAY: ["Medical Payments", "Medical Payments", "Med Pay"],
    UMBI: ["Uninsured Motorists Bodily Injury", "Uninsured Motorist BI", "UM BI"],
    UIMBI: ["Underinsured Motorists Bodily Injury", "Underinsured Motorist BI", "UIM BI"],
    UMPD: ["Uninsured Motorists Property Damage", "Uninsured Motorist PD", "UM PD"],
    COMP: ["Comprehensive", "Other Than Collision", "Comp"],
    COLL: ["Collision", "Collision", "Coll"],
  } as Record<string, string[]>,
  splits: ["{a}/{b}", "{a} / {b}", "{a} each person/{b} each accident", "{a} per person {b} per accident"],
  home: {
    names: {
      DWELLING: ["Coverage A - Dwelling", "Dwelling", "A. Dwelling"],
      OTHER_STRUCTURES: ["Coverage B - Other Structures", "Other Structures", "B. Other Structures"],
      PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Personal Property", "C. Personal Property"],
      LOSS_OF_USE: ["Coverage D - Loss of Use", "Loss of Use", "D. Loss of Use"],
      PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "Personal Liability", "E. Personal Liability"],
      MEDICAL_PAYMENTS: ["Coverage F - Medical Payments", "Medical Payments to Others", "F. Medical Payments"],
    } as Record<string, string[]>,
    condoA: ["Coverage A - Building Property", "Unit Additions and Alterations", "A. Building Property"],
    als: ["Actual Loss Sustained", "ALS"],
    sectionOne: ["Section I - Property", "Property Coverages", "SECTION I"],
    sectionTwo: ["Section II - Liability", "Liability Coverages", "SECTION II"],
    aop: ["All Perils Deductible", "Section I Deductible", "Deductible - All Other Perils"],
    wind: ["Windstorm or Hail Deductible", "Wind/Hail Deductible"],
    windValue: ["{p}% of Coverage A ({x})", "{p}% ({x})"],
    form: ["Policy Form", "Form"],
    built: ["Year Built", "Constructed"],
  },
  interestsHead: {
    auto: ["Lienholders and Additional Interests", "Loss Payees", "Lienholder / Lessor"],
    home: ["Mortgagees", "Mortgagee(s)", "Additional Interests"],
  } as Record<string, string[]>,
  interestCols: [
    ["Interest", "Name and Address", "Loan Number", "Applies To"],
    ["Type", "Name / Mailing Address", "Loan #", "Item"],
  ],
  role: {
    lienholder: ["Lienholder", "Loss Payee", "Lienholder/LP"],
    lessor: ["Lessor", "Lessor/Addl Insured", "Lessor"],
    mortgagee: ["First Mortgagee", "Mortgagee", "1st Mortgagee"],
    second: ["Second Mortgagee", "2nd Mortgagee", "Mortgagee 2"],
  },
  dwellingItem: ["Dwelling", "Location 1", "Residence"],
  noInterests: ["None", "No additional interests", "NONE"],
  premiumHead: ["Premium Change", "Premium Information", "Premium Summary", "Change in Premium"],
  previous: ["Previous Total Policy Premium", "Premium Before This Change", "Prior Term Premium"],
  additional: ["Additional Premium", "Additional Premium Due", "Pro-rata Additional Premium", "Premium Change"],
  returned: ["Return Premium", "Premium Credit", "Pro-rata Return Premium", "Premium Change"],
  revisedTotal: [
    "Revised Total Policy Premium",
    "Revised Term Premium",
    "New Total Policy Premium",
    "Total Policy Premium After Change",
  ],
  proration: [
    "The additional or return premium is pro-rated from {d} to the end of the policy period.",
    "Premium change calculated for the remainder of the term beginning {d}.",
    "",
  ],
  outFee: ["{label} of {x} per installment is billed separately.", "{label}: {x} (not part of policy premium)"],
  billing: ["The premium change will appear on your next bill.", "Please allow one billing cycle for this change.", ""],
  remain: [
    "All other terms, conditions and limits of the policy remain unchanged.",
    "EXCEPT AS CHANGED BY THIS ENDORSEMENT, ALL TERMS OF THE POLICY REMAIN THE SAME.",
    "This endorsement forms part of the policy. All other provisions are unchanged.",
  ],
  countersign: ["Authorized Representative", "Countersigned by", "Authorized Signature"],
  formCode: ["PC-END {y}", "IL 12 01 11 85", "END-CHG 04 21", "PCE {y}"],
  pageNo: ["Page {n} of {m}", "PAGE {n} OF {m}", "{n} of {m}"],
  service: ["Customer Service", "Questions? Call", "Service"],
};

interface Look {
  ds: AnyDateStyle;
  sign: boolean;
  upper: boolean;
  orientation: "vehicle-columns" | "coverage-rows" | "previous-revised";
  revisedFirst: boolean;
  box: "framed" | "titled" | "ruled";
  bullets: "bullet" | "number" | "dash";
  headerLayout: "left" | "split";
}

/** One change: what the summary says, and the schedule's previous value for what it touched. */
interface Change {
  text: string;
  /** Coverage whose previous value differs (the old value, already printed as text). */
  coverage?: TruthCoverage;
  prev?: string;
  /** A car or coverage that is new with this change: previous column "not on policy". */
  newVin?: string;
  newParty?: TruthParty;
}

const shiftDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);

function pickLook(rng: Rng, type: string): Look {
  const orient =
    type === "auto"
      ? rng.pick(["vehicle-columns", "coverage-rows", "previous-revised"] as const)
      : rng.pick(["coverage-rows", "previous-revised", "previous-revised"] as const);
  return {
    ds: pickDateStyle(rng),
    sign: rng.chance(0.75),
    upper: rng.chance(0.35),
    orientation: orient,
    revisedFirst: rng.chance(0.2),
    box: rng.pick(["framed", "titled", "ruled"] as const),
    bullets: rng.pick(["bullet", "number", "dash"] as const),
    headerLayout: rng.pick(["left", "split"] as const),
  };
}

/** The header, the policy's identification and the endorsement's own dates. */
function header(
  w: Writer,
  g: GeneratedPolicy,
  look: Look,
  rng: Rng,
  changeOn: string,
  naic: boolean,
): { title: string; endorsement: string } {
  const t = g.truth;
  const d = (iso: string) => dateText(iso, look.ds);
  const V = (s: string) => (look.upper ? s.toUpperCase() : s);
  const title = rng.pick(ENDORSE.title);
  const line = rng.pick(ENDORSE.line[t.type]);
  const endorsement = fill(rng.pick(ENDORSE.endorsementNo), { n: String(rng.int(1, 6)) });
  const [box, city] = carrierAddress(rng);
  const brandFirst = rng.chance(0.5);
  const naicLabel = rng.pick(ENDORSE.naic);
  const left = (ww: Writer) => {
    if (brandFirst) {
      const bs: TextStyle = { bold: true, size: fitWidth(ww, g.extras.brand, { bold: true, size: ww.size * 1.9 }) };
      ww.put(g.extras.brand, ww.left, ww.y + bs.size!, bs);
      ww.y += bs.size! * 1.3;
    }
    for (const l of ww.wrap(t.carrier.name, { bold: !brandFirst, size: ww.size * (brandFirst ? 0.9 : 1.15) }))
      ww.line(l, { bold: !brandFirst, size: ww.size * (brandFirst ? 0.9 : 1.15) });
    ww.line(`${box}, ${city}`, { size: ww.size * 0.85 });
    if (naic) ww.line(`${naicLabel} ${g.extras.naicCode}`, { size: ww.size * 0.85 });
  };
  const right = (ww: Writer) => {
    const ts: TextStyle = { bold: true, size: ww.size * 1.25 };
    for (const l of ww.wrap(title, ts)) {
      ww.put(l, ww.right - ww.width_(l, ts), ww.y + ts.size!, ts);
      ww.y += ts.size! * 1.3;
    }
    for (const l of [line, endorsement]) {
      ww.put(l, ww.right - ww.width_(l), ww.y + ww.size, {});
      ww.y += ww.size * 1.35;
    }
  };
  if (look.headerLayout === "split") sideBySide(w, 0.5, left, right);
  else {
    left(w);
    w.gap(4);
    const ts: TextStyle = { bold: true, size: w.size * 1.35 };
    w.line(title, ts);
    w.line(`${line} - ${endorsement}`);
  }
  w.gap(3);
  hrule(w, 1.2, 6);

  // Identification: the policy period and the change date on separate, labelled lines.
  const note = rng.pick(ENDORSE.periodNote);
  const period = `${fill(rng.pick(ENDORSE.periodValue), { a: d(t.effectiveDate), b: d(t.expirationDate) })}${note ? ` ${note}` : ""}`;
  const ident: [string, string][] = [
    [V(rng.pick(ENDORSE.number)), t.policyNumber],
    [V(rng.pick(ENDORSE.period)), period],
    [V(rng.pick(ENDORSE.changeOn)), d(changeOn)],
    [V(rng.pick(ENDORSE.processed)), d(shiftDays(changeOn, -rng.int(0, 12)))],
  ];
  if (rng.chance(0.5)) ident.push([V(rng.pick(ENDORSE.requestedBy)), rng.pick(ENDORSE.requesters)]);
  if (rng.chance(0.4)) ident.push([V(rng.pick(ENDORSE.company)), t.carrier.name]);
  // The change date sits beside or after the period, never in its place.
  if (rng.chance(0.3)) [ident[1], ident[2]] = [ident[2], ident[1]];
  const order = rng.chance(0.7) ? "first-last" : "last-first";
  const upperNames = rng.chance(0.4);
  const names = t.insureds.map((_, i) => personName(g, i, order, upperNames));
  const addr = addressLines(t.address, rng, upperNames);
  const a = g.extras.agent;
  const agentLines = [a.agency, a.name, ...addressLines(officeAddress(rng), rng, false), a.phone];
  const agentCode = rng.chance(0.5) ? `${rng.pick(ENDORSE.agentCode)} ${a.code}` : "";
  const insuredLabel = V(rng.pick(ENDORSE.insured));
  const agentLabel = V(rng.pick(ENDORSE.agent));
  sideBySide(
    w,
    0.55,
    (ww) => pairs(ww, ident, 0.45),
    (ww) => {
      ww.line(insuredLabel, { bold: true, size: ww.size * 0.85 });
      for (const l of [...names, ...addr]) ww.line(l);
      ww.gap(4);
      ww.line(agentLabel, { bold: true, size: ww.size * 0.85 });
      for (const l of agentLines) ww.line(l, { size: ww.size * 0.9 });
      if (agentCode) ww.line(agentCode, { size: ww.size * 0.9 });
    },
  );
  w.gap(6);
  return { title, endorsement };
}

/** The boxed summary of changes. */
function summaryBox(w: Writer, look: Look, rng: Rng, changes: Change[]): void {
  const title = rng.pick(ENDORSE.summary);
  const lead = rng.pick(ENDORSE.summaryLead);
  const mark = (i: number) => (look.bullets === "number" ? `${i + 1}.` : look.bullets === "dash" ? "-" : "\u2022");
  const body = (ww: Writer) => {
    if (lead) ww.line(lead, { size: ww.size * 0.95 });
    changes.forEach((c, i) => {
      const lines = ww.wrap(c.text, {}, ww.right - ww.left - 14);
      ww.ensure(lines.length * ww.lineHeight);
      ww.put(mark(i), ww.left + 2, ww.y + ww.size, {});
      lines.forEach((l, k) => ww.put(l, ww.left + 14, ww.y + ww.size + k * ww.lineHeight, {}));
      ww.y += lines.length * ww.lineHeight + 1;
    });
  };
  if (look.box === "titled") {
    const top = w.y;
    const page = w.page;
    w.ensure(w.lineHeight * (changes.length * 2 + 3));
    const start = w.page === page ? top : w.y;
    w.y += 3;
    w.put(title, w.left + 4, w.y + w.size * 1.05, { bold: true, size: w.size * 1.05 });
    w.y += w.size * 1.5;
    w.page.rects.push({ x: w.left, y: w.y, w: w.right - w.left, h: 0.6, fill: true });
    w.y += 3;
    w.left += 5;
    w.right -= 5;
    body(w);
    w.left -= 5;
    w.right += 5;
    w.y += 3;
    w.page.rects.push({ x: w.left, y: start, w: w.right - w.left, h: w.y - start });
  } else if (look.box === "framed") {
    w.ensure(w.lineHeight * (changes.length * 2 + 3));
    framed(w, () => {
      w.line(title, { bold: true });
      body(w);
    });
  } else {
    w.ensure(w.lineHeight * (changes.length * 2 + 3));
    hrule(w, 1.4, 3);
    w.line(title.toUpperCase(), { bold: true });
    body(w);
    hrule(w, 1.4, 3);
  }
  w.gap(8);
}

function sectionHead(w: Writer, text: string, look: Look): void {
  w.gap(4);
  w.ensure(w.lineHeight * 4);
  w.line(look.upper ? text.toUpperCase() : text, { bold: true, size: w.size * 1.08 });
  hrule(w, 0.5, 3);
}

/** The premium block: previous, the pro-rated change, the revised full-term premium. */
function premiumBlock(
  w: Writer,
  look: Look,
  rng: Rng,
  L: Ledger,
  changeOn: string,
  prior: number,
  prorated: number,
): void {
  const money = (cents: number) => dollars(fromCents(Math.abs(cents)), { cents: true, sign: look.sign });
  sectionHead(w, rng.pick(ENDORSE.premiumHead), look);
  const lines: [string, string][] = [];
  const showPrev = rng.chance(0.7);
  const changeLabel = rng.pick(prorated >= 0 ? ENDORSE.additional : ENDORSE.returned);
  const changeValue =
    prorated >= 0 ? money(prorated) : rng.chance(0.5) ? `-${money(prorated)}` : `(${money(prorated)})`;
  const total: [string, string] = [rng.pick(ENDORSE.revisedTotal), money(L.total)];
  if (showPrev) lines.push([rng.pick(ENDORSE.previous), money(prior)]);
  for (const f of L.inFees) lines.push([`${f.label} (included)`, money(f.amount)]);
  if (rng.chance(0.6)) lines.push([changeLabel, changeValue], total);
  else lines.push(total, [changeLabel, changeValue]);
  const span = w.right - w.left;
  const valueX = w.left + span * 0.62;
  for (const [label, value] of lines) {
    w.ensure(w.lineHeight * 1.5);
    const bold = label === total[0];
    w.put(label, w.left, w.y + w.size, { bold });
    w.put(value, valueX - w.width_(value, { bold }), w.y + w.size, { bold });
    w.y += w.lineHeight;
  }
  for (const f of L.outFees)
    w.line(fill(rng.pick(ENDORSE.outFee), { label: f.label, x: money(f.amount) }), { size: w.size * 0.9 });
  const pro = rng.pick(ENDORSE.proration);
  if (pro) w.paragraph(fill(pro, { d: dateText(changeOn, look.ds) }), { size: w.size * 0.85 });
  const bill = rng.pick(ENDORSE.billing);
  if (bill) w.paragraph(bill, { size: w.size * 0.85 });
}

/** Closing: the unchanged-terms sentence, a signature line, and the footers on every page. */
function closing(w: Writer, g: GeneratedPolicy, rng: Rng, endorsement: string): void {
  w.gap(8);
  w.paragraph(rng.pick(ENDORSE.remain), { size: w.size * 0.9 });
  if (rng.chance(0.6)) {
    w.gap(14);
    w.ensure(w.lineHeight * 3);
    w.page.rects.push({ x: w.left, y: w.y, w: 170, h: 0.5, fill: true });
    w.gap(2);
    w.line(rng.pick(ENDORSE.countersign), { size: w.size * 0.8 });
  }
  if (rng.chance(0.4)) w.line(`${rng.pick(ENDORSE.service)} ${tollFree(rng)}`, { size: w.size * 0.85 });
  const code = fill(rng.pick(ENDORSE.formCode), { y: g.extras.issueDate.slice(2, 4) });
  const pageNo = rng.pick(ENDORSE.pageNo);
  footers(
    w,
    () => `${code}  ${g.truth.policyNumber}  ${endorsement}`,
    (n, m) => fill(pageNo, { n: String(n), m: String(m) }),
  );
}

/** Premium arithmetic for the change: the prior term premium and the pro-rated difference. */
function premiumChange(
  g: GeneratedPolicy,
  rng: Rng,
  L: Ledger,
  changeOn: string,
  down: boolean,
): { prior: number; prorated: number } {
  const t = g.truth;
  let delta = rng.int(1500, Math.max(2000, Math.min(40000, Math.round(L.total * 0.3))));
  if (down) delta = -delta;
  const prior = L.total - delta;
  const days = (Date.parse(t.expirationDate) - Date.parse(t.effectiveDate)) / 86400000;
  const left = (Date.parse(t.expirationDate) - Date.parse(changeOn)) / 86400000;
  let prorated = Math.round((delta * left) / days);
  if (prorated === 0) prorated = down ? -100 : 100;
  return { prior, prorated };
}

function changeDate(g: GeneratedPolicy, rng: Rng): string {
  const t = g.truth;
  const days = (Date.parse(t.expirationDate) - Date.parse(t.effectiveDate)) / 86400000;
  return shiftDays(t.effectiveDate, rng.int(12, Math.max(13, days - 12)));
}

// ---------------------------------------------------------------- auto

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const look = pickLook(rng, "auto");
  const vehicles = vehicleList(g);
  const changeOn = changeDate(g, rng);
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  const loans = rng.chance(0.85);
  const $ = (n: number) => dollars(n);
  const scheme = rng.int(0, 2);
  const label = (code: string) => ENDORSE.labels[code][scheme];
  const car = (v: { year: number; make: string; model: string }) => `${v.year} ${v.make} ${v.model}`;
  const split = rng.pick(ENDORSE.splits);
  const limit = (c: TruthCoverage, pp = c.limitPerPerson, pa = c.limitPerAccident): string =>
    pp !== null ? fill(split, { a: $(pp), b: $(pa!) }) : $(pa!);
  const C = ENDORSE.changes;
  const newDrivers: string[] = [];

  // The changes this endorsement made, drawn from what the policy allows.
  const options: (() => Change | null)[] = [
    () => {
      const v = vehicles[vehicles.length - 1];
      if (vehicles.length > 1)
        return { text: fill(rng.pick(C.vehicleAdded), { car: car(v), vin: v.vin }), newVin: v.vin };
      const m = rng.pick(MAKES);
      const [model, from, to] = rng.pick(m.models);
      // A car of a year its model was built, older than (or as old as) the one replacing it.
      const oldYear = rng.int(Math.max(from, 2010), Math.max(Math.max(from, 2010), Math.min(to, v.year)));
      const old = `${oldYear} ${m.make} ${model}`;
      if (rng.chance(0.3)) {
        const oldVin = makeVin(rng, rng.pick(m.wmis), oldYear);
        return { text: fill(rng.pick(C.vehicleRemoved), { old, oldVin }) };
      }
      return { text: fill(rng.pick(C.vehicleReplaced), { old, car: car(v), n: "1" }), newVin: v.vin };
    },
    () => {
      const c = rng.pick(t.coverages.filter((x) => x.vin && x.deductible !== null).concat([]));
      if (!c) return null;
      const old = rng.pick([100, 250, 500, 1000, 1500, 2000].filter((x) => x !== c.deductible));
      const v = vehicles.find((x) => x.vin === c.vin)!;
      const cov = `${label(c.code)}${fill(rng.pick(C.on), { car: car(v) })}`;
      return { text: fill(rng.pick(C.ded), { cov, a: $(old), b: $(c.deductible!) }), coverage: c, prev: $(old) };
    },
    () => {
      const c = t.coverages.find((x) => x.code === "BI" || x.code === "CSL" || x.code === "PD");
      if (!c) return null;
      // The limits before: a lower split or single limit than the policy has now.
      const splits = [
        [15000, 30000],
        [25000, 50000],
        [50000, 100000],
        [100000, 300000],
        [250000, 500000],
      ].filter(([, b]) => b < c.limitPerAccident!);
      const singles = [10000, 25000, 50000, 100000, 300000, 500000].filter((x) => x < c.limitPerAccident!);
      if (c.limitPerPerson !== null ? !splits.length : !singles.length) return null;
      const [pp, pa] = c.limitPerPerson !== null ? rng.pick(splits) : [null, rng.pick(singles)];
      const prev = limit(c, pp, pa);
      return { text: fill(rng.pick(C.limit), { cov: label(c.code), a: prev, b: limit(c) }), coverage: c, prev };
    },
    () => {
      const p = t.thirdParties[t.thirdParties.length - 1];
      if (!p) return null;
      const v = vehicles.find((x) => x.vin === p.vin);
      const role = rng.pick(ENDORSE.role[p.type === "lessor" ? "lessor" : "lienholder"]);
      const vars = { name: p.name, car: v ? car(v) : "", role };
      if (rng.chance(0.5)) return { text: fill(rng.pick(C.lienAdded), vars), newParty: p };
      const old = rng.pick(AUTO_LENDERS.filter((l) => l.name !== p.name)).name;
      return { text: fill(rng.pick(C.lienChanged), { ...vars, old }), newParty: p };
    },
    () => {
      const v = rng.pick(vehicles);
      const c = t.coverages.find((x) => x.vin === v.vin && x.code === "COLL");
      if (!c) return null;
      return { text: fill(rng.pick(C.covAdded), { cov: label("COLL"), car: car(v) }), coverage: c, prev: "" };
    },
    () => {
      const name = `${rng.pick(FIRST_NAMES)} ${t.insureds[0].lastName}`;
      newDrivers.push(name);
      return { text: fill(rng.pick(C.driver), { name }) };
    },
  ];
  const changes: Change[] = [];
  for (const i of rng.shuffle(options.map((_, i) => i)).slice(0, rng.int(1, 3))) {
    const c = options[i]();
    // One change per coverage: a second change of the same line would contradict the first.
    if (c && !(c.coverage && changes.some((x) => x.coverage === c.coverage))) changes.push(c);
  }
  // A car new with this change has no previous deductible: its coverages are not "changed".
  const added = new Set(changes.flatMap((c) => (c.newVin ? [c.newVin] : [])));
  for (let i = changes.length - 1; i >= 0; i--)
    if (changes[i].coverage?.vin && added.has(changes[i].coverage!.vin!)) changes.splice(i, 1);
  if (!changes.length) changes.push(options[5]()!);
  const down = changes.some((c) => /deleted|removed|delete/i.test(c.text));
  const { prior, prorated } = premiumChange(g, rng, L, changeOn, down);

  const { title, endorsement } = header(w, g, look, rng, changeOn, naic);
  summaryBox(w, look, rng, changes);
  const revised = fill(rng.pick(ENDORSE.revised), { d: dateText(changeOn, look.ds) });
  w.ensure(w.lineHeight * 6);
  w.line(look.upper ? revised.toUpperCase() : revised, { bold: true, size: w.size * 1.25 });
  w.gap(2);

  if (rng.chance(0.6)) {
    sectionHead(w, rng.pick(ENDORSE.insuredsHead), look);
    w.paragraph([...g.extras.drivers, ...newDrivers].join(", "));
  }

  // Vehicles.
  const statusWord = rng.pick(ENDORSE.status);
  const newVins = new Set(changes.flatMap((c) => (c.newVin ? [c.newVin] : [])));
  sectionHead(w, rng.pick(ENDORSE.vehiclesHead), look);
  const vcolsHead = rng.pick(ENDORSE.vehicleCols);
  const vcols: RCol[] = [{ width: 0.07 }, { width: 0.08 }, { width: 0.17 }, { width: 0.36 }, { width: 0.32 }];
  const vrows: RRow[] = vehicles.map((v, k) => ({
    cells: [
      [String(k + 1)],
      [String(v.year)],
      [v.make],
      [`${v.model}${v.trim ? ` ${v.trim}` : ""}${newVins.has(v.vin) ? ` (${statusWord})` : ""}`],
      [v.vin],
    ],
  }));
  ruledTable(w, vcols, [vcolsHead.map((h) => [h])], vrows, fitSize(w, vcols, vrows, w.size) ?? w.size * 0.85);

  // Coverages.
  sectionHead(w, rng.pick(ENDORSE.coverageHead), look);
  const order = ["BI", "PD", "CSL", "MEDPAY", "UMBI", "UIMBI", "UMPD"];
  const liability = t.coverages.filter((c) => !c.vin).sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
  const notCarried = rng.pick(ENDORSE.notCarried);
  const notOn = rng.pick(ENDORSE.notOnPolicy);
  const money = (cents: number) => dollars(fromCents(cents), { cents: true, sign: look.sign });
  const markAt = rng.int(0, ENDORSE.changedMark.length - 1);
  const mark = ENDORSE.changedMark[markAt];
  const changedCov = new Map(changes.flatMap((c) => (c.coverage ? [[c.coverage, c.prev ?? ""] as const] : [])));
  const liabValue = (c: TruthCoverage) =>
    c.code === "UMPD" && c.deductible !== null ? `${limit(c)} (${$(c.deductible)} ded)` : limit(c);
  let marked = false;
  const size = w.size * 0.92;
  let orientation = look.orientation;
  if (orientation === "vehicle-columns") {
    const vh = rng.pick(ENDORSE.vehColHead);
    const first = 0.3;
    const cols: RCol[] = [
      { width: first },
      ...vehicles.map(() => ({ width: (1 - first) / vehicles.length, align: "c" as const })),
    ];
    const head = [
      [
        [rng.pick(ENDORSE.covCol)],
        ...vehicles.map((v, k) => [
          fill(vh, { n: String(k + 1) }),
          `${v.year} ${v.make}`,
          ...(newVins.has(v.vin) ? [`(${statusWord})`] : []),
        ]),
      ],
    ];
    const rows: RRow[] = liability.map((c) => ({
      cells: [[label(c.code) + (changedCov.has(c) ? mark : "")], ...vehicles.map(() => [liabValue(c)])],
    }));
    for (const code of ["COMP", "COLL"]) {
      const cs = vehicles.map((v) => t.coverages.find((x) => x.code === code && x.vin === v.vin));
      const chg = cs.some((c) => c && changedCov.has(c));
      rows.push({
        cells: [
          [`${label(code)} - ${rng.pick(ENDORSE.dedCol)}${chg ? mark : ""}`],
          ...cs.map((c) => [c ? $(c.deductible!) : notCarried]),
        ],
      });
    }
    g.extras.optional.forEach((o) => rows.push({ cells: [[o.label], ...vehicles.map(() => [o.limit])] }));
    rows.push({
      cells: [[rng.pick(ENDORSE.vehPremium)], ...vehicles.map((_, k) => [money(L.vehicleTotals[k])])],
      bold: true,
    });
    marked = changedCov.size > 0 && !!mark;
    const fs = fitSize(w, cols, rows, size);
    if (fs) ruledTable(w, cols, head, rows, fs);
    else orientation = "coverage-rows";
  }
  if (orientation === "coverage-rows") {
    const cols: RCol[] = [{ width: 0.36 }, { width: 0.3 }, { width: 0.16, align: "r" }, { width: 0.18, align: "r" }];
    const head = [
      [
        [rng.pick(ENDORSE.covCol)],
        [rng.pick(ENDORSE.limitCol)],
        [rng.pick(ENDORSE.dedCol)],
        [rng.pick(ENDORSE.premCol)],
      ],
    ];
    const sum = (c: TruthCoverage) => L.coverage.get(c)!.reduce((a, x) => a + x, 0);
    const rows: RRow[] = [{ cells: [[rng.pick(ENDORSE.appliesAll)]], span: true, bold: true }];
    for (const c of liability) {
      const chg = changedCov.has(c);
      marked ||= chg;
      rows.push({
        cells: [
          [label(c.code) + (chg ? mark : "")],
          [limit(c)],
          [c.deductible !== null ? $(c.deductible) : ""],
          [money(sum(c))],
        ],
      });
    }
    vehicles.forEach((v, k) => {
      rows.push({
        cells: [[`${fill(rng.pick(ENDORSE.vehColHead), { n: String(k + 1) })}: ${car(v)}  ${v.vin}`]],
        span: true,
        bold: true,
      });
      for (const code of ["COMP", "COLL"]) {
        const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
        const chg = !!c && changedCov.has(c);
        marked ||= chg;
        rows.push({
          cells: [
            [label(code) + (chg ? mark : "")],
            [c ? "" : notCarried],
            [c ? $(c.deductible!) : ""],
            [c ? money(L.coverage.get(c)![k]) : ""],
          ],
        });
      }
      g.extras.optional.forEach((o, j) =>
        rows.push({ cells: [[o.label], [o.limit], [""], [money(L.optional[j][k])]] }),
      );
    });
    ruledTable(w, cols, head, rows, fitSize(w, cols, rows, size) ?? size * 0.85);
  } else if (orientation === "previous-revised") {
    const [pw, rw] = rng.pick(ENDORSE.prevRev);
    const cols: RCol[] = [{ width: 0.4 }, { width: 0.3 }, { width: 0.3 }];
    const head = [[[rng.pick(ENDORSE.covCol)], [look.revisedFirst ? rw : pw], [look.revisedFirst ? pw : rw]]];
    const pr = (prev: string, rev: string) => (look.revisedFirst ? [[rev], [prev]] : [[prev], [rev]]);
    const rows: RRow[] = liability.map((c) => {
      const v = liabValue(c);
      const prev = changedCov.has(c) ? changedCov.get(c) || notCarried : v;
      return { cells: [[label(c.code)], ...pr(prev, v)] };
    });
    vehicles.forEach((v, k) => {
      rows.push({
        cells: [[`${fill(rng.pick(ENDORSE.vehColHead), { n: String(k + 1) })} - ${car(v)}`]],
        span: true,
        bold: true,
      });
      for (const code of ["COMP", "COLL"]) {
        const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
        const rev = c ? `${$(c.deductible!)} ded` : notCarried;
        const prev = newVins.has(v.vin)
          ? notOn
          : c && changedCov.has(c)
            ? changedCov.get(c)
              ? `${changedCov.get(c)} ded`
              : notCarried
            : rev;
        rows.push({ cells: [[label(code)], ...pr(prev, rev)] });
      }
    });
    const fs = fitSize(w, cols, rows, size) ?? size * 0.85;
    ruledTable(w, cols, head, rows, fs);
  }
  if (marked) w.line(ENDORSE.changedNote[markAt], { size: w.size * 0.8 });

  // Interests.
  sectionHead(w, rng.pick(ENDORSE.interestsHead.auto), look);
  const icols: RCol[] = [{ width: 0.17 }, { width: 0.43 }, { width: 0.18 }, { width: 0.22 }];
  const ihead = rng.pick(ENDORSE.interestCols);
  const irows: RRow[] = t.thirdParties.map((p) => {
    const v = vehicles.find((x) => x.vin === p.vin);
    return {
      cells: [
        [rng.pick(ENDORSE.role[p.type === "lessor" ? "lessor" : "lienholder"])],
        [p.name, ...addressLines(p.address, rng, false)],
        [loans && p.loanNumber ? p.loanNumber : ""],
        [v ? `${car(v)}` : ""],
      ],
    };
  });
  if (irows.length) ruledTable(w, icols, [ihead.map((h) => [h])], irows, fitSize(w, icols, irows, size) ?? size * 0.85);
  else w.line(rng.pick(ENDORSE.noInterests));

  premiumBlock(w, look, rng, L, changeOn, prior, prorated);
  closing(w, g, rng, endorsement);

  if (!naic) truth.carrier.naicCode = null;
  if (!loans) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    "auto",
    orientation,
    look.revisedFirst && orientation === "previous-revised" ? "revised-first" : "",
    `box-${look.box}`,
    `${changes.length}-changes`,
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

// ---------------------------------------------------------------- home and condo

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const look = pickLook(rng, t.type);
  const changeOn = changeDate(g, rng);
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  const loans = rng.chance(0.9);
  const H = ENDORSE.home;
  const C = ENDORSE.changes;
  const scheme = rng.int(0, 2);
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const name = (code: string) => (code === "DWELLING" && condo ? H.condoA[scheme] : H.names[code][scheme]);
  const dwelling = cov("DWELLING")!;
  const $ = (n: number) => dollars(n);

  const options: (() => Change | null)[] = [
    () => {
      const old = Math.max(5000, dwelling.limitPerAccident! - rng.int(2, 40) * 1000);
      return {
        text: fill(rng.pick(C.limit), { cov: name("DWELLING"), a: $(old), b: $(dwelling.limitPerAccident!) }),
        coverage: dwelling,
        prev: $(old),
      };
    },
    () => {
      const c = cov("PERSONAL_LIABILITY")!;
      const old = rng.pick([100000, 300000, 500000].filter((x) => x !== c.limitPerAccident));
      return {
        text: fill(rng.pick(C.limit), { cov: name("PERSONAL_LIABILITY"), a: $(old), b: $(c.limitPerAccident!) }),
        coverage: c,
        prev: $(old),
      };
    },
    () => {
      const old = rng.pick([500, 1000, 1500, 2500, 5000].filter((x) => x !== dwelling.deductible));
      return {
        text: fill(rng.pick(C.ded), {
          cov: rng.pick(H.aop).replace(/ Deductible$/, ""),
          a: $(old),
          b: $(dwelling.deductible!),
        }),
        coverage: { ...dwelling, code: "DWELLING" } as TruthCoverage,
        prev: $(old),
      };
    },
    () => {
      const p = t.thirdParties[0];
      if (!p) return null;
      if (rng.chance(0.5)) return { text: fill(rng.pick(C.mortAdded), { name: p.name }), newParty: p };
      const old = rng.pick(MORTGAGEES.filter((m) => m.name !== p.name)).name;
      return { text: fill(rng.pick(C.mortChanged), { name: p.name, old }), newParty: p };
    },
    () => (g.extras.optional.length ? { text: fill(rng.pick(C.optional), { opt: g.extras.optional[0].label }) } : null),
  ];
  const changes: Change[] = [];
  for (const i of rng.shuffle(options.map((_, i) => i)).slice(0, rng.int(1, 3))) {
    const c = options[i]();
    if (c && !(c.coverage && changes.some((x) => x.coverage?.code === c.coverage!.code))) changes.push(c);
  }
  if (!changes.length) changes.push(options[0]()!);
  // The deductible change is recorded against the deductible, the limit change against the limit.
  const dedChange = changes.find((c) => c.coverage && c.coverage !== dwelling && c.coverage.code === "DWELLING");
  const limitPrev = new Map<string, string>(
    changes.flatMap((c) => (c.coverage && c !== dedChange ? [[c.coverage.code, c.prev!] as const] : [])),
  );
  const down = !!dedChange && Number(dedChange.prev!.replace(/\D/g, "")) < dwelling.deductible!;
  const { prior, prorated } = premiumChange(g, rng, L, changeOn, down);

  const { title, endorsement } = header(w, g, look, rng, changeOn, naic);
  summaryBox(w, look, rng, changes);
  const revised = fill(rng.pick(ENDORSE.revised), { d: dateText(changeOn, look.ds) });
  w.ensure(w.lineHeight * 6);
  w.line(look.upper ? revised.toUpperCase() : revised, { bold: true, size: w.size * 1.25 });
  w.gap(2);

  // The insured property.
  sectionHead(w, rng.pick(ENDORSE.propertyHead), look);
  const premises = dwellingAddress(t)!;
  const place: [string, string][] = [
    ["", addressLines(premises, rng, look.upper).join(", ")],
    [rng.pick(H.form), g.extras.form],
  ];
  if (rng.chance(0.5)) place.push([rng.pick(H.built), String(g.extras.yearBuilt)]);
  for (const [l, v] of place) w.paragraph(l ? `${l}: ${v}` : v);

  sectionHead(w, rng.pick(ENDORSE.coverageHead), look);
  const money = (cents: number) => dollars(fromCents(cents), { cents: true, sign: look.sign });
  const size = w.size * 0.92;
  const markAt = rng.int(0, ENDORSE.changedMark.length - 1);
  const mark = ENDORSE.changedMark[markAt];
  const als = rng.pick(H.als);
  const codes = [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ];
  const shown = codes.filter((code) => cov(code) || (code === "LOSS_OF_USE" && g.extras.lossOfUseAls));
  const value = (code: string) => {
    const c = cov(code);
    return c ? $(c.limitPerAccident!) : als;
  };
  let marked = false;
  if (look.orientation === "previous-revised") {
    const [pw, rw] = rng.pick(ENDORSE.prevRev);
    const cols: RCol[] = [
      { width: 0.4 },
      { width: 0.2, align: "r" },
      { width: 0.2, align: "r" },
      { width: 0.2, align: "r" },
    ];
    const head = [
      [
        [rng.pick(ENDORSE.covCol)],
        [look.revisedFirst ? rw : pw],
        [look.revisedFirst ? pw : rw],
        [rng.pick(ENDORSE.premCol)],
      ],
    ];
    const pr = (prev: string, rev: string) => (look.revisedFirst ? [[rev], [prev]] : [[prev], [rev]]);
    const rows: RRow[] = shown.map((code) => {
      const c = cov(code);
      const rev = value(code);
      return {
        cells: [[name(code)], ...pr(limitPrev.get(code) ?? rev, rev), [c ? money(L.coverage.get(c)![0]) : ""]],
      };
    });
    rows.push({
      cells: [[rng.pick(H.aop)], ...pr(dedChange?.prev ?? $(dwelling.deductible!), $(dwelling.deductible!)), [""]],
    });
    ruledTable(w, cols, head, rows, fitSize(w, cols, rows, size) ?? size * 0.85);
  } else {
    const cols: RCol[] = [{ width: 0.5 }, { width: 0.28, align: "r" }, { width: 0.22, align: "r" }];
    const head = [[[rng.pick(ENDORSE.covCol)], [rng.pick(ENDORSE.limitCol)], [rng.pick(ENDORSE.premCol)]]];
    const rows: RRow[] = [];
    const group = rng.chance(0.6);
    shown.forEach((code) => {
      if (group && code === "DWELLING") rows.push({ cells: [[rng.pick(H.sectionOne)]], span: true, bold: true });
      if (group && code === "PERSONAL_LIABILITY")
        rows.push({ cells: [[rng.pick(H.sectionTwo)]], span: true, bold: true });
      const c = cov(code);
      const chg = limitPrev.has(code);
      marked ||= chg;
      rows.push({ cells: [[name(code) + (chg ? mark : "")], [value(code)], [c ? money(L.coverage.get(c)![0]) : ""]] });
    });
    ruledTable(w, cols, head, rows, fitSize(w, cols, rows, size) ?? size * 0.85);
    w.gap(3);
    marked ||= !!dedChange;
    w.line(`${rng.pick(H.aop)}${dedChange ? mark : ""}: ${$(dwelling.deductible!)}`);
  }
  const pct = g.extras.windHailPercent;
  if (pct)
    w.line(
      `${rng.pick(H.wind)}: ${fill(rng.pick(H.windValue), { p: String(pct), x: $(Math.round((dwelling.limitPerAccident! * pct) / 100)) })}`,
    );
  if (g.extras.optional.length) {
    w.gap(3);
    for (const o of g.extras.optional) {
      w.ensure(w.lineHeight);
      const p = money(Math.round(o.premium * 100));
      w.put(o.label, w.left, w.y + w.size);
      w.put(o.limit, w.left + (w.right - w.left) * 0.5, w.y + w.size);
      w.put(p, w.right - w.width_(p), w.y + w.size);
      w.y += w.lineHeight;
    }
  }
  if (marked) w.line(ENDORSE.changedNote[markAt], { size: w.size * 0.8 });

  sectionHead(w, rng.pick(ENDORSE.interestsHead.home), look);
  const icols: RCol[] = [{ width: 0.18 }, { width: 0.46 }, { width: 0.18 }, { width: 0.18 }];
  const ihead = rng.pick(ENDORSE.interestCols);
  const item = rng.pick(ENDORSE.dwellingItem);
  const irows: RRow[] = t.thirdParties.map((p, i) => ({
    cells: [
      [rng.pick(i === 0 ? ENDORSE.role.mortgagee : ENDORSE.role.second)],
      [p.name, ...addressLines(p.address, rng, false)],
      [loans && p.loanNumber ? p.loanNumber : ""],
      [item],
    ],
  }));
  if (irows.length) ruledTable(w, icols, [ihead.map((h) => [h])], irows, fitSize(w, icols, irows, size) ?? size * 0.85);
  else w.line(rng.pick(ENDORSE.noInterests));

  premiumBlock(w, look, rng, L, changeOn, prior, prorated);
  closing(w, g, rng, endorsement);

  if (!naic) truth.carrier.naicCode = null;
  if (!loans) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    condo ? "condo" : "home",
    look.orientation,
    look.revisedFirst && look.orientation === "previous-revised" ? "revised-first" : "",
    `box-${look.box}`,
    `${changes.length}-changes`,
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

export const coverageChangeEndorsement: KindFn = (w, g, rng) =>
  g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng);
