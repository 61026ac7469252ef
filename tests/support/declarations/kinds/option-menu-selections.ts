import type { GeneratedPolicy, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  personName,
  vehicleList,
  type KindFn,
} from "./common";
import { boxRow, dateText, fill, pickDateStyle, sectionBar, type AnyDateStyle } from "./forms";
import { footers, pairs } from "./ruled";

// Imitates the coverage-selection forms agents print from a comparative rater or a carrier's quote
// screen and have the customer sign, and the declarations some carriers still issue in that shape:
// every coverage is printed with the options the carrier offers for it and the chosen one marked
// ("Bodily Injury  [ ] 25/50  [X] 100/300  [ ] 250/500", "Collision deductible ( ) $250 (•) $500
// ( ) $1,000"). Marks vary: bracketed or parenthesised text marks, drawn boxes with an X in them,
// a pointer before the chosen option, or the word SELECTED after it. Coverages the customer did
// not take keep all their boxes empty, often with "Declined" / "Rejected" beside them, or tick a
// "Reject" / "No coverage" box (the uninsured-motorist rejection forms states require). The
// policy's facts sit in a plain form part above the menus; lienholders and mortgagees under the
// vehicle or property, in a block of their own at the end, or not at all.
//
// THE TRUTH HOLDS ONLY WHAT IS MARKED: a coverage is in the truth with the limits and deductible of
// its marked option. A coverage whose options are all unmarked, or whose marked box is "Reject" /
// "No coverage", is not in the truth, however many dollar amounts its menu prints. Options that
// offer a share of Coverage A print the dollar amount of each share, so the marked amount is on the
// page. Loss of use marked "Actual Loss Sustained" has no limit (and is not in the truth, as in the
// policy). A lender is in the truth only when the page names it; its loan number only when printed.

export const MENU = {
  title: {
    auto: [
      "PERSONAL AUTO COVERAGE SELECTION",
      "Auto Insurance - Coverage Options and Selections",
      "Automobile Declarations / Coverage Selection Form",
      "AUTO POLICY COVERAGE OPTIONS",
    ],
    home: [
      "HOMEOWNERS COVERAGE SELECTION",
      "Homeowners Insurance - Coverage Options and Selections",
      "Homeowners Declarations / Coverage Selection Form",
      "HOMEOWNER POLICY COVERAGE OPTIONS",
    ],
    condo: [
      "CONDOMINIUM UNIT OWNERS COVERAGE SELECTION",
      "Condo Insurance - Coverage Options and Selections",
      "HO-6 Declarations / Coverage Selection Form",
      "UNIT OWNERS POLICY COVERAGE OPTIONS",
    ],
  } as Record<string, string[]>,
  subtitle: [
    "The coverages and limits marked below are in effect for the policy period shown.",
    "Options offered by the company are listed for each coverage; your selection is marked.",
    "Please review your selections. Coverages not marked are not provided.",
    "",
  ],
  legend: [
    "{on} = option selected     {off} = option not selected",
    "Key: {on} Selected  {off} Not selected",
    "Marked options {on} are the coverages you chose.",
  ],
  legendWord: ["Options marked {on} are in force.", "The option followed by {on} is your selection."],
  legendPointer: ["{on} indicates the option selected.", "Selected options are marked {on}"],
  policyNo: ["Policy Number", "Policy No.", "Policy #", "Quote/Policy Number"],
  period: ["Policy Period", "Term", "Coverage Period"],
  periodJoin: [" to ", " - ", " through "],
  insured: ["Named Insured", "Named Insured(s)", "Applicant / Named Insured"],
  mailing: ["Mailing Address", "Address"],
  company: ["Company", "Insurance Company", "Writing Company", "Underwritten by"],
  naic: ["NAIC {n}", "NAIC # {n}", "(NAIC {n})"],
  agent: ["Agent", "Producer", "Agency"],
  prepared: ["Date Prepared", "Issued", "Print Date"],
  vehicles: ["Described Vehicles", "VEHICLES", "Vehicle Information"],
  vehWord: ["Veh {n}", "Vehicle {n}", "Auto {n}", "#{n}"],
  vin: ["VIN", "VIN:", "Vehicle ID"],
  premises: ["Residence Premises", "Insured Location", "Property Address"],
  yearBuilt: ["Year Built", "Yr Built", "Construction Year"],
  form: ["Policy Form", "Form", "Program"],
  sections: {
    liability: ["LIABILITY", "Part A - Liability", "Liability Coverages"],
    uninsured: ["UNINSURED / UNDERINSURED MOTORIST", "Part C - Uninsured Motorists", "Uninsured Motorist Coverages"],
    medical: ["MEDICAL PAYMENTS", "Part B - Medical Payments", "Medical"],
    damage: ["PHYSICAL DAMAGE", "Part D - Damage to Your Auto", "Physical Damage Coverages"],
    other: ["OPTIONAL COVERAGES", "Additional Coverages", "Endorsements and Options"],
    property: ["SECTION I - PROPERTY", "Property Coverages", "PROPERTY COVERAGES"],
    liabilityHome: ["SECTION II - LIABILITY", "Liability Coverages", "LIABILITY COVERAGES"],
    deductibles: ["DEDUCTIBLES", "Section I Deductibles", "Deductible Options"],
  },
  labels: {
    BI: ["Bodily Injury", "Bodily Injury Liability", "BI Liability"],
    PD: ["Property Damage", "Property Damage Liability", "PD Liability"],
    BIPD: ["Liability BI/PD", "Bodily Injury / Property Damage", "Liability Limits (BI/PD)"],
    CSL: ["Combined Single Limit", "Liability - CSL", "Single Limit Liability"],
    UMBI: ["Uninsured Motorist BI", "Uninsured Motorists Bodily Injury", "UM Bodily Injury"],
    UIMBI: ["Underinsured Motorist BI", "Underinsured Motorists Bodily Injury", "UIM Bodily Injury"],
    UMPD: ["Uninsured Motorist PD", "Uninsured Motorists Property Damage", "UM Property Damage"],
    UMPDded: ["UMPD Deductible", "UM Property Damage Deductible", "UMPD Ded"],
    MEDPAY: ["Medical Payments", "Medical Payments (each person)", "Med Pay"],
    COMP: ["Comprehensive Deductible", "Other Than Collision Deductible", "Comprehensive"],
    COLL: ["Collision Deductible", "Collision", "Collision - ACV Less Deductible"],
  } as Record<string, string[]>,
  homeLabels: {
    DWELLING: ["Coverage A - Dwelling", "A. Dwelling", "Dwelling (Cov A)"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "B. Other Structures", "Other Structures (Cov B)"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "C. Personal Property", "Personal Property (Cov C)"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "D. Loss of Use", "Loss of Use (Cov D)"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "E. Personal Liability", "Personal Liability (Cov E)"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments to Others", "F. Medical Payments", "Med Pay to Others (Cov F)"],
    deductible: ["All Other Perils Deductible", "Section I Deductible", "AOP Deductible"],
    wind: ["Windstorm or Hail Deductible", "Wind/Hail Deductible", "Named Storm / Wind Deductible"],
  } as Record<string, string[]>,
  condoA: ["Coverage A - Building Property", "A. Unit Additions and Alterations", "Building Property (Cov A)"],
  ofA: ["of A", "of Cov A", "of Dwelling"],
  ofC: ["of C", "of Cov C", "of Pers Prop"],
  otherAmount: ["Other: ________", "Other amount: ______", "Other $______"],
  als: ["Actual Loss Sustained", "ALS (no dollar limit)", "Actual Loss Sustained - 12 months"],
  windNone: ["None (AOP applies)", "Same as AOP", "None"],
  declined: ["Declined", "Rejected", "Not selected", "DECLINED", "Coverage not purchased"],
  rejectBox: ["Reject", "No Coverage", "Decline", "I reject this coverage"],
  noneOption: ["None", "No coverage", "Not carried"],
  sameAsBI: ["Same as Bodily Injury", "Equal to Liability Limits", "Match BI limits"],
  autoExtras: [
    ["Towing and Labor", "$50", "$75", "$100"],
    ["Rental Reimbursement", "$30/day, $900 max", "$40/day, $1,200 max", "$50/day, $1,500 max"],
    ["Loan/Lease Gap", "Included", "25% of ACV"],
    ["Custom Equipment", "$1,500", "$3,000", "$5,000"],
  ],
  homeExtras: [
    ["Water Backup and Sump Overflow", "$5,000", "$10,000", "$25,000"],
    ["Earthquake", "5% deductible", "10% deductible", "15% deductible"],
    ["Identity Theft Expense", "$15,000", "$25,000"],
    ["Scheduled Jewelry", "$5,000", "$10,000"],
    ["Equipment Breakdown", "$50,000", "$100,000"],
  ],
  perPerson: ["each person", "per person", "EA PERS"],
  perAccident: ["each accident", "per accident", "EA ACC"],
  lienholder: ["Lienholder", "Loss Payee", "Lienholder / Loss Payee"],
  lessor: ["Lessor", "Lessor - Additional Insured"],
  mortgagee: ["Mortgagee", "First Mortgagee", "Mortgagee / Lender"],
  secondMortgagee: ["Second Mortgagee", "2nd Mortgagee"],
  interests: ["ADDITIONAL INTERESTS", "Lienholders and Additional Interests", "Mortgagee / Additional Interest"],
  loan: ["Loan No. {l}", "Loan # {l}", "Acct {l}"],
  total: ["Total Premium for Selected Coverages", "TOTAL POLICY PREMIUM", "Total Term Premium", "Policy Premium"],
  feeOut: ["{label} (billed separately): {x}", "{label} {x} - not included in premium"],
  sign: [
    "Applicant's Signature ______________________   Date ________",
    "I have reviewed the coverage options offered and the selections marked above. Signature ____________________",
    "",
  ],
  formCode: ["CS-100 (01/{y})", "Form SEL-2 ({y})", "OPT 01 {y}", "SEL-01"],
  page: ["Page {n} of {m}", "Page {n}", "{n}/{m}"],
};

type Mark =
  | { kind: "text"; on: string; off: string }
  | { kind: "box"; on: string }
  | { kind: "pointer"; on: string }
  | { kind: "word"; on: string };

const MARKS: Mark[] = [
  { kind: "text", on: "[X]", off: "[ ]" },
  { kind: "text", on: "[x]", off: "[ ]" },
  { kind: "text", on: "(\u2022)", off: "( )" },
  { kind: "text", on: "(X)", off: "( )" },
  { kind: "text", on: "(*)", off: "( )" },
  { kind: "text", on: "[\u00d7]", off: "[ ]" },
  { kind: "box", on: "X" },
  { kind: "box", on: "\u00d7" },
  { kind: "box", on: "\u2022" },
  { kind: "pointer", on: ">" },
  { kind: "pointer", on: "\u00bb" },
  { kind: "pointer", on: "==>" },
  { kind: "word", on: "SELECTED" },
  { kind: "word", on: "(selected)" },
  { kind: "word", on: "<- Selected" },
];

interface Opt {
  text: string;
  on: boolean;
}

interface Menu {
  label: string;
  options: Opt[];
  /** Printed after the options (a declined coverage's "Declined"). */
  note?: string;
}

interface Look {
  mark: Mark;
  arrangement: "inline" | "stacked";
  labelShare: number;
  ds: AnyDateStyle;
  dollar: boolean;
  thousands: boolean;
  header: "boxes" | "pairs";
  lenders: "inline" | "block" | "none";
  loans: boolean;
  naic: boolean;
  declined: "note" | "blank" | "reject";
}

function pickLook(rng: Rng, g: GeneratedPolicy): Look {
  return {
    mark: rng.pick(MARKS),
    arrangement: rng.weighted([
      ["inline", 3],
      ["stacked", g.truth.type === "auto" && g.truth.properties.length > 2 ? 0.5 : 1.5],
    ] as const),
    labelShare: rng.pick([0.3, 0.34, 0.38]),
    ds: pickDateStyle(rng),
    dollar: rng.chance(0.7),
    thousands: g.truth.type === "auto" && rng.chance(0.3),
    header: rng.pick(["boxes", "pairs"] as const),
    lenders: rng.weighted([
      ["inline", 4],
      ["block", 4],
      ["none", 1],
    ] as const),
    loans: rng.chance(0.8),
    naic: !!g.extras.naicCode && rng.chance(0.6),
    declined: rng.pick(["note", "note", "blank", "reject"] as const),
  };
}

// ---------------------------------------------------------------- drawing menus

const GAP = 12;

/** The width of one option as drawn (the mark and its text). */
function optWidth(w: Writer, o: Opt, mark: Mark, style: TextStyle): number {
  switch (mark.kind) {
    case "text":
      return w.width_(`${o.on ? mark.on : mark.off} ${o.text}`, style);
    case "box":
      return (style.size ?? w.size) + 3 + w.width_(o.text, style);
    case "pointer":
      return w.width_(`${mark.on} `, style) + w.width_(o.text, style);
    case "word":
      return w.width_(o.on ? `${o.text} ${mark.on}` : o.text, style);
  }
}

/** Draws one option at (x, baseline y). */
function drawOpt(w: Writer, x: number, y: number, o: Opt, mark: Mark, style: TextStyle): void {
  const size = style.size ?? w.size;
  switch (mark.kind) {
    case "text":
      w.put(`${o.on ? mark.on : mark.off} ${o.text}`, x, y, style);
      return;
    case "box": {
      const s = size * 0.95;
      w.page.rects.push({ x, y: y - s + 1, w: s, h: s });
      if (o.on) {
        const ms = { size: size * 0.9, bold: true };
        w.put(mark.on, x + (s - w.width_(mark.on, ms)) / 2, y - 0.5, ms);
      }
      w.put(o.text, x + s + 3, y, style);
      return;
    }
    case "pointer": {
      const pw = w.width_(`${mark.on} `, style);
      if (o.on) w.put(mark.on, x, y, { ...style, bold: true });
      w.put(o.text, x + pw, y, style);
      return;
    }
    case "word":
      w.put(o.text, x, y, style);
      if (o.on) w.put(mark.on, x + w.width_(`${o.text} `, style), y, { ...style, bold: true });
      return;
  }
}

/** A coverage label with its options across the rest of the line, wrapping under themselves. */
function inlineMenu(w: Writer, m: Menu, look: Look): void {
  const style: TextStyle = {};
  const lh = w.size * 1.45;
  const span = w.right - w.left;
  const x0 = w.left + span * look.labelShare;
  const labelLines = w.wrap(m.label, { bold: true }, span * look.labelShare - 6);
  const lines: { o: Opt | null; text: string; width: number }[][] = [[]];
  let used = 0;
  const pieces = [
    ...m.options.map((o) => ({ o, text: o.text, width: optWidth(w, o, look.mark, style) })),
    ...(m.note ? [{ o: null, text: m.note, width: w.width_(m.note, { bold: true }) }] : []),
  ];
  for (const p of pieces) {
    if (used && used + p.width > w.right - x0) {
      lines.push([]);
      used = 0;
    }
    lines[lines.length - 1].push(p);
    used += p.width + GAP;
  }
  const n = Math.max(labelLines.length, lines.length);
  w.ensure(n * lh + 3);
  labelLines.forEach((l, k) => w.put(l, w.left, w.y + w.size + k * lh, { bold: true }));
  lines.forEach((line, k) => {
    let x = x0;
    for (const p of line) {
      const y = w.y + w.size + k * lh;
      if (p.o) drawOpt(w, x, y, p.o, look.mark, style);
      else w.put(p.text, x, y, { bold: true });
      x += p.width + GAP;
    }
  });
  w.y += n * lh + 2;
}

/** The label on a line of its own and each option on a line under it. */
function stackedMenu(w: Writer, m: Menu, look: Look): void {
  const lh = w.size * 1.4;
  const rows = m.options.length + (m.note ? 1 : 0) + 1;
  w.ensure(Math.min(rows, 4) * lh);
  w.put(m.label, w.left, w.y + w.size, { bold: true });
  w.y += lh;
  for (const o of m.options) {
    w.ensure(lh);
    drawOpt(w, w.left + 18, w.y + w.size, o, look.mark, {});
    w.y += lh;
  }
  if (m.note) {
    w.put(m.note, w.left + 18, w.y + w.size, { bold: true });
    w.y += lh;
  }
  w.y += 3;
}

function drawMenus(w: Writer, title: string, menus: Menu[], look: Look): void {
  if (!menus.length) return;
  w.gap(3);
  sectionBar(w, title, { bold: true, size: w.size * 1.05 });
  for (const m of menus) (look.arrangement === "inline" ? inlineMenu : stackedMenu)(w, m, look);
}

// ---------------------------------------------------------------- building menus

/** A window of `n` menu values around the selected one (inserted when the carrier's list lacks it). */
function around(std: number[], sel: number, n: number, rng: Rng): number[] {
  const all = [...new Set([...std, sel])].sort((a, b) => a - b);
  const at = all.indexOf(sel);
  const count = Math.min(n, all.length);
  const lo = Math.max(0, Math.min(at - rng.int(0, count - 1), all.length - count));
  return all.slice(lo, lo + count);
}

const SPLITS: [number, number][] = [
  [25000, 50000],
  [50000, 100000],
  [100000, 300000],
  [250000, 500000],
  [500000, 1000000],
];

function splitWindow(sel: [number, number], rng: Rng, n = rng.int(3, 5)): [number, number][] {
  const all = [...SPLITS];
  if (!all.some(([a, b]) => a === sel[0] && b === sel[1])) all.push(sel);
  all.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const at = all.findIndex(([a, b]) => a === sel[0] && b === sel[1]);
  const count = Math.min(n, all.length);
  const lo = Math.max(0, Math.min(at - rng.int(0, count - 1), all.length - count));
  return all.slice(lo, lo + count);
}

interface Fmt {
  money: (n: number) => string;
  split: (a: number, b: number) => string;
}

function formats(look: Look, rng: Rng): Fmt {
  const money = (n: number) => dollars(n, { sign: look.dollar });
  const joiner = rng.pick(["/", " / "]);
  const words = look.arrangement === "stacked" && rng.chance(0.5);
  const pp = rng.pick(MENU.perPerson);
  const pa = rng.pick(MENU.perAccident);
  return {
    money,
    split: (a, b) =>
      look.thousands
        ? `${a / 1000}/${b / 1000}`
        : words
          ? `${money(a)} ${pp} / ${money(b)} ${pa}`
          : `${money(a)}${joiner}${money(b)}`,
  };
}

/** What a declined coverage's menu prints beside its empty boxes. */
function declined(look: Look, rng: Rng, options: Opt[]): Pick<Menu, "options" | "note"> {
  if (look.declined === "reject") return { options: [...options, { text: rng.pick(MENU.rejectBox), on: true }] };
  if (look.declined === "note") return { options, note: rng.pick(MENU.declined) };
  return { options };
}

function extrasMenus(
  g: GeneratedPolicy,
  rng: Rng,
  look: Look,
  pool: string[][],
  labelFor: (l: string) => boolean,
): Menu[] {
  const out: Menu[] = [];
  for (const o of g.extras.optional)
    out.push({
      label: o.label,
      options: [
        { text: o.limit, on: true },
        { text: rng.pick(MENU.noneOption), on: false },
      ],
    });
  for (const [label, ...values] of rng.shuffle(pool).slice(0, rng.int(0, 2))) {
    if (labelFor(label)) continue;
    out.push({
      label,
      ...declined(
        look,
        rng,
        values.map((v) => ({ text: v, on: false })),
      ),
    });
  }
  return out;
}

// ---------------------------------------------------------------- the form part

function headerPart(w: Writer, g: GeneratedPolicy, look: Look, rng: Rng, extra: [string, string[]][]): void {
  const t = g.truth;
  const d = (iso: string) => dateText(iso, look.ds);
  const upper = rng.chance(0.3);
  const names = t.insureds.map((_, i) => personName(g, i, rng.chance(0.3) ? "last-first" : "first-last", upper));
  const company = `${t.carrier.name}${look.naic ? ` ${fill(rng.pick(MENU.naic), { n: g.extras.naicCode! })}` : ""}`;
  const a = g.extras.agent;
  const items: [string, string[]][] = [
    [rng.pick(MENU.insured), names],
    [rng.pick(MENU.mailing), addressLines(t.address, rng, upper)],
    [rng.pick(MENU.policyNo), [t.policyNumber]],
    [rng.pick(MENU.period), [`${d(t.effectiveDate)}${rng.pick(MENU.periodJoin)}${d(t.expirationDate)}`]],
    [rng.pick(MENU.company), [company]],
    [rng.pick(MENU.agent), [a.agency, a.phone]],
    [rng.pick(MENU.prepared), [d(g.extras.issueDate)]],
    ...extra,
  ];
  if (look.header === "boxes") {
    const pairsOf = [items.slice(0, 2), items.slice(2, 5), items.slice(5)];
    for (const group of pairsOf) {
      const width = 1 / group.length;
      boxRow(
        w,
        group.map(([label, lines], i) => ({ label, lines, at: i * width, width })),
      );
    }
  } else {
    pairs(
      w,
      items.map(([l, v]) => [l, v.join(", ")]),
      0.28,
    );
  }
  w.gap(4);
}

function partyLines(p: TruthParty, look: Look, rng: Rng): string[] {
  const loan = look.loans && p.loanNumber ? [fill(rng.pick(MENU.loan), { l: p.loanNumber })] : [];
  return [p.name, ...addressLines(p.address, rng, false), ...loan];
}

function partyTitle(p: TruthParty, i: number, rng: Rng): string {
  if (p.type === "mortgagee") return rng.pick(i === 0 ? MENU.mortgagee : MENU.secondMortgagee);
  return rng.pick(p.type === "lessor" ? MENU.lessor : MENU.lienholder);
}

function interestsBlock(w: Writer, parties: TruthParty[], look: Look, rng: Rng, carOf: (p: TruthParty) => string) {
  if (!parties.length || look.lenders !== "block") return;
  w.gap(4);
  sectionBar(w, rng.pick(MENU.interests), { bold: true, size: w.size * 1.05 });
  parties.forEach((p, i) => {
    const lines = partyLines(p, look, rng);
    const head = `${partyTitle(p, i, rng)}${carOf(p) ? ` - ${carOf(p)}` : ""}`;
    w.ensure(w.lineHeight * (lines.length + 1));
    w.line(head, { bold: true });
    for (const l of lines) w.line(l, {}, 12);
    w.gap(2);
  });
}

function closing(w: Writer, g: GeneratedPolicy, look: Look, rng: Rng): void {
  const money = (n: number) => dollars(n, { cents: true });
  w.gap(4);
  hrule(w, 1, 4);
  const total = `${rng.pick(MENU.total)}: ${money(g.truth.premium)}`;
  w.line(total, { bold: true, size: w.size * 1.1 });
  for (const f of g.extras.fees)
    if (!f.inPremium)
      w.line(fill(rng.pick(MENU.feeOut), { label: f.label, x: money(f.amount) }), { size: w.size * 0.9 });
    else w.line(`${f.label} (included): ${money(f.amount)}`, { size: w.size * 0.9 });
  const sign = rng.pick(MENU.sign);
  if (sign) {
    w.gap(10);
    w.paragraph(sign, { size: w.size * 0.9 });
  }
}

function frame(w: Writer, g: GeneratedPolicy, rng: Rng): void {
  const code = fill(rng.pick(MENU.formCode), { y: g.extras.issueDate.slice(2, 4) });
  const page = rng.pick(MENU.page);
  footers(
    w,
    () => `${code}   ${g.truth.policyNumber}`,
    (n, m) => fill(page, { n: String(n), m: String(m) }),
  );
}

function opening(w: Writer, g: GeneratedPolicy, look: Look, rng: Rng): string {
  const title = rng.pick(MENU.title[g.truth.type]);
  w.line(g.extras.brand, { bold: true, size: w.size * 1.6 });
  w.line(title, { bold: true, size: w.size * 1.25 });
  const sub = rng.pick(MENU.subtitle);
  if (sub) w.paragraph(sub, { size: w.size * 0.9 });
  const m = look.mark;
  const legend =
    m.kind === "text"
      ? fill(rng.pick(MENU.legend), { on: m.on, off: m.off })
      : m.kind === "box"
        ? ""
        : fill(rng.pick(m.kind === "word" ? MENU.legendWord : MENU.legendPointer), { on: m.on });
  if (legend && rng.chance(0.7)) w.line(legend, { size: w.size * 0.85 });
  w.gap(4);
  return title;
}

// ---------------------------------------------------------------- auto

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const look = pickLook(rng, g);
  const F = formats(look, rng);
  const vehicles = vehicleList(g);
  const cov = (code: string, vin?: string) => t.coverages.find((c) => c.code === code && c.vin === vin);
  const label = (code: string) => rng.pick(MENU.labels[code]);
  const vehWord = rng.pick(MENU.vehWord);
  const vinWord = rng.pick(MENU.vin);
  const car = (v: (typeof vehicles)[number]) => `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`;
  const carOf = (p: TruthParty) => {
    const i = vehicles.findIndex((v) => v.vin === p.vin);
    return i < 0 ? "" : fill(vehWord, { n: String(i + 1) });
  };

  const title = opening(w, g, look, rng);
  headerPart(w, g, look, rng, []);

  // Vehicles, with their lienholders under them when the page puts them there.
  sectionBar(w, rng.pick(MENU.vehicles), { bold: true, size: w.size * 1.05 });
  vehicles.forEach((v, i) => {
    w.ensure(w.lineHeight * 3);
    w.line(`${fill(vehWord, { n: String(i + 1) })}   ${car(v)}   ${vinWord} ${v.vin}`);
    if (look.lenders === "inline")
      t.thirdParties
        .filter((p) => p.vin === v.vin)
        .forEach((p) => w.line(`${partyTitle(p, 0, rng)}: ${partyLines(p, look, rng).join(", ")}`, {}, 14));
  });

  // Liability.
  const liability: Menu[] = [];
  const csl = cov("CSL");
  const bi = cov("BI");
  const pd = cov("PD");
  const cslStd = [100000, 300000, 500000, 1000000];
  if (csl) {
    const values = around(cslStd, csl.limitPerAccident!, rng.int(3, 4), rng);
    liability.push({
      label: label("CSL"),
      options: values.map((x) => ({ text: F.money(x), on: x === csl.limitPerAccident })),
    });
  } else if (bi && pd && rng.chance(0.25)) {
    // A combined BI/PD menu: "25/50/25  100/300/100 ...", with the policy's own triple among them.
    const pdStd = [25000, 50000, 100000, 100000, 250000];
    const sel: [number, number] = [bi.limitPerPerson!, bi.limitPerAccident!];
    const splits = splitWindow(sel, rng, rng.int(3, 4));
    const triples = splits.map(([a, b], i) => {
      const on = a === sel[0] && b === sel[1];
      const p = on ? pd.limitPerAccident! : pdStd[Math.min(i, pdStd.length - 1)];
      return { text: look.thousands ? `${F.split(a, b)}/${p / 1000}` : `${F.split(a, b)}/${F.money(p)}`, on };
    });
    liability.push({ label: label("BIPD"), options: triples });
  } else {
    if (bi) {
      const sel: [number, number] = [bi.limitPerPerson!, bi.limitPerAccident!];
      liability.push({
        label: label("BI"),
        options: splitWindow(sel, rng).map(([a, b]) => ({ text: F.split(a, b), on: a === sel[0] && b === sel[1] })),
      });
    }
    if (pd)
      liability.push({
        label: label("PD"),
        options: around([10000, 25000, 50000, 100000, 250000], pd.limitPerAccident!, rng.int(3, 5), rng).map((x) => ({
          text: F.money(x),
          on: x === pd.limitPerAccident,
        })),
      });
  }

  // Uninsured motorists: taken, or offered and declined.
  const um: Menu[] = [];
  const umMenu = (code: "UMBI" | "UIMBI", always: boolean) => {
    const c = cov(code);
    if (c && c.limitPerPerson !== null) {
      const sel: [number, number] = [c.limitPerPerson, c.limitPerAccident!];
      const options = splitWindow(sel, rng).map(([a, b]) => ({
        text: F.split(a, b),
        on: a === sel[0] && b === sel[1],
      }));
      // "Same as Bodily Injury" ticked instead of the amount, when the limits do equal BI's.
      if (bi && bi.limitPerPerson === sel[0] && bi.limitPerAccident === sel[1] && rng.chance(0.25))
        um.push({
          label: label(code),
          options: [{ text: rng.pick(MENU.sameAsBI), on: true }, ...options.map((o) => ({ ...o, on: false }))],
        });
      else um.push({ label: label(code), options });
    } else if (c) {
      const values = around(cslStd, c.limitPerAccident!, rng.int(3, 4), rng);
      um.push({ label: label(code), options: values.map((x) => ({ text: F.money(x), on: x === c.limitPerAccident })) });
    } else if (always || rng.chance(0.4)) {
      const offered = csl
        ? around(cslStd, 300000, 3, rng).map((x) => ({ text: F.money(x), on: false }))
        : splitWindow([25000, 50000], rng, 3).map(([a, b]) => ({ text: F.split(a, b), on: false }));
      um.push({ label: label(code), ...declined(look, rng, offered) });
    }
  };
  umMenu("UMBI", true);
  umMenu("UIMBI", false);
  const umpd = cov("UMPD");
  const umpdStd = [10000, 15000, 25000, 50000];
  if (umpd) {
    um.push({
      label: label("UMPD"),
      options: around(umpdStd, umpd.limitPerAccident!, 3, rng).map((x) => ({
        text: F.money(x),
        on: x === umpd.limitPerAccident,
      })),
    });
    if (umpd.deductible !== null)
      um.push({
        label: label("UMPDded"),
        options: around([0, 100, 250, 500], umpd.deductible, 3, rng).map((x) => ({
          text: F.money(x),
          on: x === umpd.deductible,
        })),
      });
  } else if (rng.chance(0.6))
    um.push({
      label: label("UMPD"),
      ...declined(
        look,
        rng,
        around(umpdStd, 25000, 3, rng).map((x) => ({ text: F.money(x), on: false })),
      ),
    });

  // Medical payments.
  const med: Menu[] = [];
  const mp = cov("MEDPAY");
  const mpStd = [1000, 2000, 5000, 10000];
  if (mp)
    med.push({
      label: label("MEDPAY"),
      options: around(mpStd, mp.limitPerAccident!, 4, rng).map((x) => ({
        text: F.money(x),
        on: x === mp.limitPerAccident,
      })),
    });
  else
    med.push({
      label: label("MEDPAY"),
      ...declined(
        look,
        rng,
        mpStd.map((x) => ({ text: F.money(x), on: false })),
      ),
    });

  // Physical damage, per vehicle.
  const damage: Menu[] = [];
  const dedStd = { COMP: [0, 100, 250, 500, 1000, 2000], COLL: [250, 500, 1000, 1500, 2000] };
  const compLabel = label("COMP");
  const collLabel = label("COLL");
  vehicles.forEach((v, i) => {
    const tag = fill(vehWord, { n: String(i + 1) });
    for (const code of ["COMP", "COLL"] as const) {
      const c = cov(code, v.vin);
      const name = `${code === "COMP" ? compLabel : collLabel} - ${tag}`;
      if (c)
        damage.push({
          label: name,
          options: around(dedStd[code], c.deductible!, rng.int(3, 5), rng).map((x) => ({
            text: F.money(x),
            on: x === c.deductible,
          })),
        });
      else
        damage.push({
          label: name,
          ...declined(
            look,
            rng,
            dedStd[code].slice(1, 4).map((x) => ({ text: F.money(x), on: false })),
          ),
        });
    }
  });

  const S = MENU.sections;
  drawMenus(w, rng.pick(S.liability), liability, look);
  drawMenus(w, rng.pick(S.uninsured), um, look);
  drawMenus(w, rng.pick(S.medical), med, look);
  drawMenus(w, rng.pick(S.damage), damage, look);
  const labels = g.extras.optional.map((o) => o.label.toLowerCase());
  drawMenus(
    w,
    rng.pick(S.other),
    extrasMenus(g, rng, look, MENU.autoExtras, (l) => labels.some((x) => x.includes(l.split(" ")[0].toLowerCase()))),
    look,
  );
  interestsBlock(w, t.thirdParties, look, rng, carOf);
  closing(w, g, look, rng);
  frame(w, g, rng);

  return finish(truth, look, title, "auto");
};

function finish(truth: ReturnType<typeof cloneTruth>, look: Look, title: string, type: string) {
  if (!look.naic) truth.carrier.naicCode = null;
  if (look.lenders === "none") truth.thirdParties = [];
  if (!look.loans) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    type,
    look.arrangement,
    `mark-${look.mark.kind}`,
    look.header,
    `declined-${look.declined}`,
    look.thousands ? "thousands" : "",
    truth.thirdParties.length || look.lenders === "none" ? `lenders-${look.lenders}` : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
}

// ---------------------------------------------------------------- home and condo

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const look = pickLook(rng, g);
  const F = formats(look, rng);
  const condo = t.type === "condo";
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const L = MENU.homeLabels;
  const premises = dwellingAddress(t)!;

  const title = opening(w, g, look, rng);
  const extra: [string, string[]][] = [
    [rng.pick(MENU.premises), addressLines(premises, rng, false)],
    [rng.pick(MENU.form), [g.extras.form]],
  ];
  if (rng.chance(0.5)) extra.push([rng.pick(MENU.yearBuilt), [String(g.extras.yearBuilt)]]);
  headerPart(w, g, look, rng, extra);
  if (look.lenders === "inline" && t.thirdParties.length) {
    t.thirdParties.forEach((p, i) => {
      const lines = partyLines(p, look, rng);
      w.ensure(w.lineHeight * 2);
      w.paragraph(`${partyTitle(p, i, rng)}: ${lines.join(", ")}`);
    });
    w.gap(3);
  }

  const A = cov("DWELLING")!;
  const a = A.limitPerAccident!;
  const amountMenu = (label: string, x: number, std: number[]): Menu => ({
    label,
    options: around(std, x, rng.int(3, 5), rng).map((v) => ({ text: F.money(v), on: v === x })),
  });
  /** Shares of a base amount, each with its dollars; falls back to plain amounts when no share gives `x`. */
  const shareMenu = (
    label: string,
    x: number,
    base: number,
    shares: number[],
    calc: (p: number) => number,
    of: string,
  ) =>
    shares.some((p) => calc(p) === x)
      ? {
          label,
          options: shares.map((p) => ({
            text: `${Math.round(p * 100)}% ${of} (${F.money(calc(p))})`,
            on: calc(p) === x,
          })),
        }
      : amountMenu(label, x, [x]);

  const ofA = rng.pick(MENU.ofA);
  const property: Menu[] = [];
  if (condo) {
    property.push(amountMenu(rng.pick(MENU.condoA), a, [10000, 25000, 50000, 75000, 100000, 150000]));
  } else if (rng.chance(0.5)) {
    // Coverage A: the replacement-cost estimate ticked, higher amounts and "Other" offered.
    const more = [Math.round((a * 1.1) / 1000) * 1000, Math.round((a * 1.2) / 1000) * 1000].filter((x) => x !== a);
    property.push({
      label: rng.pick(L.DWELLING),
      options: [
        { text: F.money(a), on: true },
        ...more.map((x) => ({ text: F.money(x), on: false })),
        { text: rng.pick(MENU.otherAmount), on: false },
      ],
    });
  } else property.push(amountMenu(rng.pick(L.DWELLING), a, [a]));
  const B = cov("OTHER_STRUCTURES");
  if (B)
    property.push(
      shareMenu(rng.pick(L.OTHER_STRUCTURES), B.limitPerAccident!, a, [0.05, 0.1, 0.2], (p) => Math.round(a * p), ofA),
    );
  const C = cov("PERSONAL_PROPERTY")!;
  const c = C.limitPerAccident!;
  if (condo) property.push(amountMenu(rng.pick(L.PERSONAL_PROPERTY), c, [25000, 50000, 75000, 100000]));
  else
    property.push(shareMenu(rng.pick(L.PERSONAL_PROPERTY), c, a, [0.5, 0.6, 0.7, 0.75], (p) => Math.round(a * p), ofA));
  const D = cov("LOSS_OF_USE");
  const dLabel = rng.pick(L.LOSS_OF_USE);
  const dShares = condo ? [0.2, 0.3, 0.4] : [0.2, 0.3];
  const dCalc = condo ? (p: number) => Math.round((c * p) / 100) * 100 : (p: number) => Math.round(a * p);
  const dOf = condo ? rng.pick(MENU.ofC) : ofA;
  if (D) property.push(shareMenu(dLabel, D.limitPerAccident!, condo ? c : a, dShares, dCalc, dOf));
  else if (g.extras.lossOfUseAls)
    property.push({
      label: dLabel,
      options: [
        { text: rng.pick(MENU.als), on: true },
        ...dShares.map((p) => ({ text: `${Math.round(p * 100)}% ${dOf} (${F.money(dCalc(p))})`, on: false })),
      ],
    });

  const liability: Menu[] = [];
  const E = cov("PERSONAL_LIABILITY");
  if (E)
    liability.push(amountMenu(rng.pick(L.PERSONAL_LIABILITY), E.limitPerAccident!, [100000, 300000, 500000, 1000000]));
  const Fm = cov("MEDICAL_PAYMENTS");
  if (Fm) liability.push(amountMenu(rng.pick(L.MEDICAL_PAYMENTS), Fm.limitPerAccident!, [1000, 2000, 5000, 10000]));

  const deductibles: Menu[] = [amountMenu(rng.pick(L.deductible), A.deductible!, [500, 1000, 1500, 2000, 2500, 5000])];
  const wind = g.extras.windHailPercent;
  if (wind || rng.chance(0.5))
    deductibles.push({
      label: rng.pick(L.wind),
      options: [
        { text: rng.pick(MENU.windNone), on: !wind },
        ...[1, 2, 5].map((p) => ({ text: `${p}%`, on: p === wind })),
      ],
    });

  const S = MENU.sections;
  drawMenus(w, rng.pick(S.property), property, look);
  drawMenus(w, rng.pick(S.liabilityHome), liability, look);
  drawMenus(w, rng.pick(S.deductibles), deductibles, look);
  const labels = g.extras.optional.map((o) => o.label.toLowerCase());
  drawMenus(
    w,
    rng.pick(S.other),
    extrasMenus(g, rng, look, MENU.homeExtras, (l) => labels.some((x) => x.includes(l.split(" ")[0].toLowerCase()))),
    look,
  );
  interestsBlock(w, t.thirdParties, look, rng, () => "");
  closing(w, g, look, rng);
  frame(w, g, rng);

  return finish(truth, look, title, condo ? "condo" : "home");
};

export const optionMenuSelections: KindFn = (w, g, rng) =>
  g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng);
