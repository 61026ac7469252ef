import { CARRIER_DATA } from "@/lib/service/carriers/catalogue-data";
import type { GeneratedPolicy, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  officeAddress,
  personName,
  row,
  sameAddress,
  sideBySide,
  vehicleList,
  type Col,
  type KindFn,
} from "./common";
import { boxRow, checkLine, dateText, fill, pickDateStyle, sectionBar, type AnyDateStyle } from "./forms";
import { fitSize, fitWidth, footers, pairs, ruledRow, type RCol, type RRow } from "./ruled";

// Imitates the coverage worksheet an agency prints from its rating or management system and has
// the customer initial (the "coverage checklist" page of a personal-lines application, the quote
// worksheet a producer hands over at binding, the coverage section of ACORD-style applications):
// the agency's letterhead, the policy's facts in form fields (boxed captions, underlined blanks or
// label/value columns), the vehicles or the premises, then EVERY coverage the carrier offers in one
// table, each with a mark saying whether it was taken: "[X]" / "[ ]" or drawn boxes in a column
// left of the name or at the right, a "Y/N" column, a pair of "Yes" / "No" or "Accept" / "Reject"
// columns with the X (or a ticked box) under one of them, or a status word ("Included" /
// "Declined"). Lienholders and mortgagees sit in an additional-interest block with their own
// check boxes (Lienholder / Lessor, First / Second mortgagee), above the coverages or after them.
//
// THE TRUTH HOLDS ONLY WHAT IS MARKED AS TAKEN. Coverages offered but not taken still print their
// limits and deductibles (uninsured motorist limits rejected, a comprehensive deductible declined
// on an old car, a split-limit option beside the combined single limit taken, a higher liability
// limit or another deductible declined): they are distractors and are not in the truth. The
// premium column, when printed, holds premiums only for the coverages taken; declined rows print
// a dash, "N/A", "0.00" or nothing. A "prior carrier" field on some pages names another insurer.
// The NAIC code and loan numbers are in the truth only when printed; lenders only when the page
// prints the interest block.

export const WORKSHEET = {
  title: {
    auto: [
      "PERSONAL AUTO COVERAGE WORKSHEET",
      "Auto Coverage Worksheet",
      "Personal Auto Application - Coverages",
      "AUTO COVERAGE CHECKLIST",
      "Coverage Review Worksheet - Personal Auto",
    ],
    home: [
      "HOMEOWNERS COVERAGE WORKSHEET",
      "Homeowners Coverage Worksheet",
      "Homeowners Application - Coverages",
      "HOME COVERAGE CHECKLIST",
      "Coverage Review Worksheet - Homeowners",
    ],
    condo: [
      "CONDOMINIUM COVERAGE WORKSHEET",
      "Condo Unit Owners Coverage Worksheet",
      "HO-6 Application - Coverages",
      "CONDO COVERAGE CHECKLIST",
      "Coverage Review Worksheet - Condominium",
    ],
  } as Record<string, string[]>,
  subtitle: [
    "All coverages offered by the company are listed below. Coverages not marked as selected are not included in your policy.",
    "Prepared by your agent from the company's rating. Please review each coverage, limit and deductible.",
    "This worksheet shows the coverages available to you and the ones you selected.",
    "",
  ],
  agencyPhone: ["Phone {p}", "Tel {p}", "Ph. {p}", "{p}"],
  fields: {
    insured: ["Named Insured", "Named Insured(s)", "Applicant", "Applicant / Named Insured", "Insured Name"],
    mailing: ["Mailing Address", "Address", "Applicant Mailing Address"],
    company: ["Company", "Insurance Company", "Carrier", "Writing Company"],
    policyNo: ["Policy Number", "Policy No.", "Policy #", "Policy / Binder No."],
    effective: ["Effective Date", "Eff. Date", "Proposed Eff. Date", "Term Begins"],
    expiration: ["Expiration Date", "Exp. Date", "Term Ends", "Expires"],
    producer: ["Producer", "Agency", "Agent / Agency"],
    code: ["Producer Code", "Agent Code", "Agency Code", "Sub-Producer"],
    prepared: ["Date Prepared", "Date", "Worksheet Date", "Printed"],
    quote: ["Quote No.", "Quote #", "Rating Ref."],
    prior: ["Prior Carrier", "Prior Insurance Company", "Current/Prior Carrier"],
    priorExp: ["Prior Policy Exp.", "Prior Exp. Date", "Prior Term Expires"],
  },
  naic: ["NAIC {n}", "NAIC #{n}", "(NAIC {n})", "NAIC Code {n}"],
  term: ["Policy Term", "Term", "Term Length"],
  termOptions: ["6 Months", "12 Months", "Annual"],
  transaction: ["Transaction", "Type", "Application Type"],
  transactionOptions: ["New Business", "Renewal", "Rewrite", "Change"],
  payPlan: ["Payment Plan", "Pay Plan", "Billing"],
  payOptions: ["Full Pay", "2-Pay", "Monthly EFT", "Mortgagee Bill"],
  vehicles: ["VEHICLES", "Described Vehicles", "Vehicle Schedule", "Vehicle Information"],
  vehHead: {
    n: ["Veh", "#", "No."],
    year: ["Year", "Yr", "Model Yr"],
    make: ["Make", "Make", "Manufacturer"],
    model: ["Model", "Model / Body", "Model"],
    vin: ["VIN", "Vehicle ID No.", "VIN"],
    use: ["Use", "Usage", "Use"],
    lien: ["Lien?", "Financed", "Lien/Lease"],
  },
  uses: ["Pleasure", "Commute", "Business", "Farm"],
  yesNo: [
    ["Yes", "No"],
    ["Y", "N"],
  ],
  vehWord: ["Veh {n}", "Vehicle {n}", "Auto {n}", "#{n}"],
  premises: {
    head: ["PROPERTY", "Residence Premises", "Property Information", "Location"],
    address: ["Residence Premises", "Property Address", "Location Address", "Insured Location"],
    same: ["Same as mailing address", "Location same as mailing", "Premises = mailing address"],
    yearBuilt: ["Year Built", "Yr Built", "Year of Construction"],
    construction: ["Construction", "Const. Type"],
    constructionOptions: ["Frame", "Masonry", "Masonry Veneer", "Fire Resistive"],
    form: ["Policy Form", "Form", "Program"],
    occupancy: ["Occupancy", "Occupied by"],
    occupancyOptions: ["Owner", "Tenant", "Seasonal", "Vacant"],
    protection: ["Protection Class", "PC", "Fire Protection Class"],
  },
  interests: [
    "ADDITIONAL INTERESTS",
    "Lienholder / Additional Interest",
    "Mortgagee / Additional Interest",
    "Interests",
  ],
  interestAuto: ["Lienholder", "Lessor", "Additional Insured"],
  interestHome: ["First Mortgagee", "Second Mortgagee", "Additional Interest"],
  interestWord: ["Interest", "Type", "Interest Type"],
  interestFields: {
    name: ["Name", "Name of Interest", "Lender"],
    address: ["Address", "Mailing Address", "Lender Address"],
    loan: ["Loan No.", "Loan #", "Account No.", "Loan / Acct No."],
    vehicle: ["Vehicle", "Applies to", "Veh"],
  },
  escrow: ["Bill to", "Escrow / Bill", "Premium billed to"],
  escrowOptions: ["Insured", "Mortgagee"],
  coverages: ["COVERAGES", "Coverage Selections", "Coverages Offered and Selected", "COVERAGE SUMMARY"],
  head: {
    coverage: ["Coverage", "Coverage Description", "Coverages", "Description"],
    limits: ["Limits", "Limit", "Limits of Liability", "Amount"],
    perPerson: ["Each Person", "Per Person", "Ea. Person"],
    perAccident: ["Each Accident", "Per Accident", "Ea. Occurrence"],
    deductible: ["Deductible", "Ded.", "Deductible"],
    premium: ["Premium", "Term Premium", "Prem."],
  },
  sections: {
    liability: ["LIABILITY", "Part A - Liability to Others", "Liability Coverages"],
    uninsured: ["UNINSURED / UNDERINSURED MOTORISTS", "Part C - Uninsured Motorists", "Uninsured Motorist Coverages"],
    medical: ["MEDICAL", "Part B - Medical Payments", "Medical and PIP"],
    damage: ["PHYSICAL DAMAGE", "Part D - Coverage for Damage to Your Auto", "Physical Damage Coverages"],
    policy: ["POLICY COVERAGES", "Coverages for All Vehicles", "Policy-Level Coverages"],
    optional: ["OPTIONAL COVERAGES", "Endorsements and Options", "Additional Coverages"],
    property: ["SECTION I - PROPERTY", "Property Coverages", "SECTION I COVERAGES"],
    deductibles: ["DEDUCTIBLES", "Section I Deductibles", "Deductible Options"],
    liabilityHome: ["SECTION II - LIABILITY", "Liability Coverages", "SECTION II COVERAGES"],
    taken: ["COVERAGES SELECTED", "Coverages You Selected", "Selected Coverages"],
    offered: [
      "OTHER COVERAGES OFFERED - NOT SELECTED",
      "Coverages Offered But Not Selected",
      "Available Options Declined",
    ],
  },
  labels: {
    BI: ["Bodily Injury Liability", "Bodily Injury", "BI Liability", "Liability - Bodily Injury"],
    PD: ["Property Damage Liability", "Property Damage", "PD Liability", "Liability - Property Damage"],
    CSL: ["Combined Single Limit", "Liability (CSL)", "Single Limit Liability", "Liability - Combined Single Limit"],
    UMBI: ["Uninsured Motorist Bodily Injury", "Uninsured Motorists BI", "UM - Bodily Injury", "Uninsured Motorist"],
    UIMBI: [
      "Underinsured Motorist Bodily Injury",
      "Underinsured Motorists BI",
      "UIM - Bodily Injury",
      "Underinsured Motorist",
    ],
    UMPD: ["Uninsured Motorist Property Damage", "Uninsured Motorists PD", "UM - Property Damage", "UMPD"],
    MEDPAY: ["Medical Payments", "Medical Payments Coverage", "Med Pay", "Auto Medical Payments"],
    PIP: ["Personal Injury Protection", "PIP", "Personal Injury Protection (PIP)", "PIP - Basic"],
    COMP: ["Comprehensive", "Other Than Collision", "Comprehensive (OTC)", "Comp"],
    COLL: ["Collision", "Collision", "Collision Coverage", "Coll"],
  } as Record<string, string[]>,
  splitTag: ["(split limits)", "- Split Limit Option", "(BI/PD split)"],
  pdLimit: ["ACV", "Actual Cash Value", "", "ACV less deductible"],
  homeLabels: {
    DWELLING: ["Coverage A - Dwelling", "A - Dwelling", "Dwelling (Cov A)", "Cov A Dwelling"],
    condoA: [
      "Coverage A - Building Property",
      "A - Unit Additions/Alterations",
      "Building Property (Cov A)",
      "Cov A Unit",
    ],
    OTHER_STRUCTURES: [
      "Coverage B - Other Structures",
      "B - Other Structures",
      "Other Structures (Cov B)",
      "Cov B Other Str.",
    ],
    PERSONAL_PROPERTY: [
      "Coverage C - Personal Property",
      "C - Personal Property",
      "Personal Property (Cov C)",
      "Cov C Contents",
    ],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "D - Loss of Use", "Loss of Use (Cov D)", "Cov D Loss of Use"],
    PERSONAL_LIABILITY: [
      "Coverage E - Personal Liability",
      "E - Personal Liability",
      "Personal Liability (Cov E)",
      "Cov E Liability",
    ],
    MEDICAL_PAYMENTS: [
      "Coverage F - Medical Payments to Others",
      "F - Medical Payments",
      "Med Pay to Others (Cov F)",
      "Cov F Med Pay",
    ],
    aop: [
      "All Other Perils Deductible",
      "Section I Deductible - All Perils",
      "AOP Deductible",
      "Deductible - All Perils",
    ],
    wind: ["Windstorm or Hail Deductible", "Wind/Hail Deductible", "Named Storm / Wind Deductible"],
    windOffer: ["Separate Wind/Hail Deductible", "Wind/Hail Deductible Option", "Windstorm Deductible (optional)"],
    altDed: ["Optional Higher Deductible", "Alternate AOP Deductible", "Deductible Option"],
    moreLiability: ["Increased Personal Liability", "Higher Liability Limit", "Coverage E - Increased Limit"],
  } as Record<string, string[]>,
  als: ["Actual Loss Sustained", "ALS", "Actual Loss Sustained (12 mo.)"],
  windValue: ["{p}% of Cov A ({x})", "{p}% ({x})", "{p}% - {x}"],
  autoExtras: [
    ["Rental Reimbursement", "$30/day, $900 max", "$40/day, $1,200 max", "$50/day, $1,500 max"],
    ["Towing and Labor", "$75 per disablement", "$100 per disablement"],
    ["Roadside Assistance", "Per call", "Unlimited calls"],
    ["Loan/Lease Gap Coverage", "25% of ACV", "Payoff balance"],
    ["Custom Equipment", "$1,500", "$3,000", "$5,000"],
    ["Accident Forgiveness", "Available", "First accident"],
    ["Rideshare Coverage", "While app is on", "Period 1"],
  ],
  homeExtras: [
    ["Water Backup and Sump Overflow", "$5,000", "$10,000", "$25,000"],
    ["Earthquake", "10% deductible", "15% deductible"],
    ["Identity Theft Expense", "$15,000", "$25,000"],
    ["Scheduled Jewelry", "$5,000", "$10,000"],
    ["Equipment Breakdown", "$50,000", "$100,000"],
    ["Service Line", "$10,000", "$25,000"],
    ["Ordinance or Law", "10% of Coverage A", "25% of Coverage A"],
    ["Extended Replacement Cost", "25% of Coverage A", "50% of Coverage A"],
    ["Loss Assessment", "$10,000", "$50,000"],
    ["Home-Based Business", "$10,000", "$25,000"],
  ],
  split: ["{a}/{b}", "{a} / {b}", "{a} each person / {b} each accident", "{a} per person, {b} per accident"],
  included: ["Incl.", "Included", "Incl"],
  declinedPrem: ["", "--", "N/A", "0.00", "-"],
  legend: {
    text: ["{on} = Selected   {off} = Not selected", "Key: {on} coverage selected, {off} coverage declined"],
    box: ["A checked box indicates the coverage was selected.", "Boxes left blank are coverages offered and declined."],
    yn: ["{on} = coverage selected, {off} = coverage declined", "Selected column: {on}/{off}"],
    word: ["Status shows whether each coverage offered is {on} or {off}.", ""],
    pair: [
      "Mark {a} or {b} for each coverage offered.",
      "Each coverage offered is marked {a} or {b}.",
      "An X under {b} means the coverage was offered and declined.",
    ],
  },
  total: [
    "TOTAL ESTIMATED PREMIUM",
    "Total Policy Premium",
    "Total Term Premium",
    "Total Premium - Selected Coverages",
  ],
  termWord: ["({m}-month term)", "for {m} months", ""],
  feeIn: ["{label} (included)", "{label}"],
  feeOut: ["{label}: {x} - billed separately, not included in premium", "{label} {x} (not included above)"],
  sign: [
    "I have been offered each coverage listed above. Coverages not marked as selected have been declined by me.",
    "The applicant acknowledges that the coverages and limits selected above were reviewed with the agent, and that optional coverages not selected were offered and rejected.",
    "I understand that coverages marked as rejected or not selected are not provided by this policy.",
  ],
  signLines: [
    "Applicant Signature ____________________________   Date __________",
    "Named Insured ____________________________   Producer ____________________________",
    "Signature of Applicant ______________________  Agent ______________________  Date ________",
  ],
  formCode: ["WS-100 ({y})", "AGY-CW {y}", "Form CW-01 {y}", "QW 02/{y}"],
  page: ["Page {n} of {m}", "Page {n}", "{n} of {m}"],
  contd: ["{title} (continued)", "{name} - {num} - continued", "Worksheet cont'd - {num}"],
};

// ---------------------------------------------------------------- the look

type Mark =
  | { kind: "text"; on: string; off: string; head: string }
  | { kind: "box"; head: string }
  | { kind: "yn"; on: string; off: string; head: string }
  | { kind: "word"; on: string; off: string; head: string }
  | { kind: "pair"; heads: [string, string]; style: "x" | "box" | "brackets" };

interface Look {
  mark: Mark;
  /** Where the mark column (or pair of columns) sits: before the coverage name or at the right. */
  at: "left" | "right";
  fields: "boxes" | "lines" | "pairs";
  table: "ruled" | "hairline" | "plain" | "vlines";
  order: "parts" | "by-vehicle" | "flat" | "split";
  /** Split limits in two columns ("Each Person" / "Each Accident") or one "Limits" column. */
  splitCols: boolean;
  premium: boolean;
  amounts: "l" | "r" | "c";
  ds: AnyDateStyle;
  dollar: boolean;
  scale: number;
  interests: "top" | "end" | "none";
  loans: boolean;
  naic: boolean;
  scheme: number;
  upper: boolean;
  declinedPrem: string;
}

function pickMark(rng: Rng): Mark {
  const kind = rng.weighted([
    ["text", 3],
    ["box", 3],
    ["yn", 1.5],
    ["word", 1.5],
    ["pair", 3],
  ] as const);
  switch (kind) {
    case "text": {
      const [on, off] = rng.pick([
        ["[X]", "[ ]"],
        ["[x]", "[ ]"],
        ["(X)", "( )"],
        ["X", ""],
        ["[Y]", "[N]"],
      ] as const);
      return { kind, on, off, head: rng.pick(["", "Sel.", "Selected", "Purchased"]) };
    }
    case "box":
      return { kind, head: rng.pick(["", "Select", "Selected", "Elect"]) };
    case "yn": {
      const [on, off] = rng.pick([
        ["Y", "N"],
        ["Yes", "No"],
        ["YES", "NO"],
      ] as const);
      return { kind, on, off, head: rng.pick(["Y/N", "Selected (Y/N)", "Elect?", "Taken"]) };
    }
    case "word": {
      const [on, off] = rng.pick([
        ["Included", "Declined"],
        ["Selected", "Not Selected"],
        ["Accepted", "Rejected"],
        ["Purchased", "Not Purchased"],
        ["INCLUDED", "DECLINED"],
      ] as const);
      return { kind, on, off, head: rng.pick(["Status", "Coverage Status", "Election", ""]) };
    }
    case "pair":
      return {
        kind,
        heads: rng.pick([
          ["Yes", "No"],
          ["Y", "N"],
          ["Accept", "Reject"],
          ["Include", "Exclude"],
          ["Selected", "Declined"],
        ] as const) as [string, string],
        style: rng.pick(["x", "box", "brackets"] as const),
      };
  }
}

function pickLook(rng: Rng, g: GeneratedPolicy): Look {
  const auto = g.truth.type === "auto";
  return {
    mark: pickMark(rng),
    at: rng.pick(["left", "right"] as const),
    fields: rng.pick(["boxes", "lines", "pairs"] as const),
    table: rng.pick(["ruled", "hairline", "plain", "vlines"] as const),
    order: auto
      ? rng.weighted([
          ["parts", 3],
          ["by-vehicle", 2],
          ["flat", 1.5],
          ["split", 1.5],
        ] as const)
      : rng.weighted([
          ["parts", 3],
          ["flat", 1.5],
          ["split", 1.5],
        ] as const),
    splitCols: auto && rng.chance(0.45),
    premium: rng.chance(0.65),
    amounts: rng.pick(["l", "r", "r", "c"] as const),
    ds: pickDateStyle(rng),
    dollar: rng.chance(0.75),
    scale: rng.pick([0.88, 0.92, 0.96, 1]),
    interests: rng.weighted([
      ["top", 4],
      ["end", 4],
      ["none", 1],
    ] as const),
    loans: rng.chance(0.8),
    naic: !!g.extras.naicCode && rng.chance(0.65),
    scheme: rng.int(0, 3),
    upper: rng.chance(0.3),
    declinedPrem: rng.pick(WORKSHEET.declinedPrem),
  };
}

/** Drawn boxes (in the table, the header's choices and the interest block) or typed "[X]" marks. */
const drawsBoxes = (m: Mark) => m.kind === "box" || (m.kind === "pair" && m.style === "box");

// ---------------------------------------------------------------- form fields

/** A caption and its values; the values share one blank joined by the third member (", " by default). */
type Field = [string, string[], string?];

/** Fields as printed blanks: a small caption, the typed value and a rule under it. */
function blankLine(w: Writer, fields: Field[], shares: number[]): void {
  const span = w.right - w.left;
  const cap: TextStyle = { size: w.size * 0.78, bold: true };
  const lh = w.size * 1.35;
  const laid = fields.map(([label, values, joiner], i) => {
    const fw = shares[i] * span;
    const lw = w.width_(`${label}:`, cap) + 4;
    return { label, lw, fw, lines: w.wrap(values.join(joiner ?? ", "), {}, Math.max(fw - lw - 10, 40)) };
  });
  const n = Math.max(1, ...laid.map((f) => f.lines.length));
  w.ensure(n * lh + 6);
  let x = w.left;
  for (const f of laid) {
    w.put(`${f.label}:`, x, w.y + w.size, cap);
    for (let k = 0; k < n; k++) {
      const base = w.y + w.size + k * lh;
      if (f.lines[k]) w.put(f.lines[k], x + f.lw, base);
      w.page.rects.push({ x: x + f.lw - 1, y: base + 2, w: f.fw - f.lw - 8, h: 0.4, fill: true });
    }
    x += f.fw;
  }
  w.y += n * lh + 4;
}

function fieldRows(w: Writer, look: Look, rows: Field[][]): void {
  if (look.fields === "boxes") {
    for (const r of rows) {
      const shares = fieldShares(r);
      let at = 0;
      boxRow(
        w,
        r.map(([label, lines], i) => {
          const box = { label, lines, at, width: shares[i] };
          at += shares[i];
          return box;
        }),
      );
    }
  } else if (look.fields === "lines") {
    for (const r of rows) blankLine(w, r, fieldShares(r));
  } else {
    const all = rows.flat();
    const half = Math.ceil(all.length / 2);
    const block = (items: Field[]) => (ww: Writer) =>
      pairs(
        ww,
        items.map(([l, v, joiner]) => [l, v.join(joiner ?? ", ")]),
        0.36,
      );
    sideBySide(w, 0.5, block(all.slice(0, half)), block(all.slice(half)));
  }
  w.gap(5);
}

/** Widths of a row of fields: a field with long values gets more of the line. */
function fieldShares(r: Field[]): number[] {
  const weights = r.map(([label, v]) => Math.max(label.length, Math.min(48, v.join(", ").length)) + 6);
  const sum = weights.reduce((s, x) => s + x, 0);
  return weights.map((x) => x / sum);
}

/** A line of choices ("Term: [X] 12 Months [ ] 6 Months"), in the worksheet's mark. */
function choices(w: Writer, look: Look, lead: string, items: [string, boolean][]): void {
  if (drawsBoxes(look.mark)) {
    checkLine(w, items, `${lead}:`, w.size * 0.85);
    return;
  }
  const text = `${lead}:   ${items.map(([c, on]) => `${on ? "[X]" : "[ ]"} ${c}`).join("    ")}`;
  w.line(text, { size: w.size * 0.85 });
}

// ---------------------------------------------------------------- the coverage table

interface Line {
  label: string;
  taken: boolean;
  /** Per-person and per-accident cells (two-column limits) and the one-column limit text. */
  pp: string;
  pa: string;
  one: string;
  ded: string;
  prem: string;
}

interface Section {
  title: string;
  lines: Line[];
}

type Key = "mark" | "markB" | "label" | "pp" | "pa" | "one" | "ded" | "prem";

interface TCol {
  key: Key;
  width: number;
  align: "l" | "r" | "c";
  head: string[];
}

function tableCols(look: Look, rng: Rng, home: boolean): TCol[] {
  const H = WORKSHEET.head;
  const m = look.mark;
  const marks: TCol[] =
    m.kind === "pair"
      ? [
          { key: "mark", width: 0.075, align: "c", head: [m.heads[0]] },
          { key: "markB", width: 0.075, align: "c", head: [m.heads[1]] },
        ]
      : [
          {
            key: "mark",
            width: m.kind === "word" ? 0.13 : m.kind === "yn" ? 0.085 : 0.065,
            align: m.kind === "word" ? "l" : "c",
            head: m.head ? [m.head] : [""],
          },
        ];
  const a = look.amounts;
  const limits: TCol[] =
    look.splitCols && !home
      ? [
          { key: "pp", width: 0.15, align: a, head: [rng.pick(H.limits), rng.pick(H.perPerson)] },
          { key: "pa", width: 0.17, align: a, head: ["", rng.pick(H.perAccident)] },
        ]
      : [{ key: "one", width: home ? 0.22 : 0.25, align: a, head: [rng.pick(H.limits)] }];
  const rest: TCol[] = [
    ...limits,
    { key: "ded", width: 0.12, align: a, head: [rng.pick(H.deductible)] },
    ...(look.premium ? [{ key: "prem" as const, width: 0.11, align: "r" as const, head: [rng.pick(H.premium)] }] : []),
  ];
  const used = [...marks, ...rest].reduce((s, c) => s + c.width, 0);
  const label: TCol = { key: "label", width: 1 - used, align: "l", head: [rng.pick(H.coverage)] };
  return look.at === "left" ? [...marks, label, ...rest] : [label, ...rest, ...marks];
}

/** The mark cell's text (drawn boxes are added after the row). */
function markText(m: Mark, taken: boolean, second: boolean): string {
  switch (m.kind) {
    case "text":
      return taken ? m.on : m.off;
    case "box":
      return "";
    case "yn":
    case "word":
      return taken ? m.on : m.off;
    case "pair":
      if (m.style === "box") return "";
      if (m.style === "brackets") return taken !== second ? "[X]" : "[ ]";
      return taken !== second ? "X" : "";
  }
}

function cellsOf(cols: TCol[], l: Line, m: Mark): string[][] {
  return cols.map((c) => {
    switch (c.key) {
      case "mark":
        return [markText(m, l.taken, false)];
      case "markB":
        return [markText(m, l.taken, true)];
      case "label":
        return [l.label];
      default:
        return [l[c.key]];
    }
  });
}

/** A drawn check box centred at (cx, baseline by), with an X when checked. */
function drawBox(w: Writer, cx: number, by: number, size: number, checked: boolean): void {
  const s = size * 0.95;
  w.page.rects.push({ x: cx - s / 2, y: by - s + 1, w: s, h: s });
  if (checked) {
    const xs: TextStyle = { size: size * 0.8, bold: true };
    w.put("X", cx - w.width_("X", xs) / 2, by - 1, xs);
  }
}

function drawTable(
  w: Writer,
  look: Look,
  cols: TCol[],
  sections: Section[],
  running: (ww: Writer) => void,
  rng: Rng,
): void {
  const span0 = w.right - w.left;
  const rcols: RCol[] = cols.map((c) => ({ width: c.width, align: c.align }));
  const probe: RRow[] = [
    { cells: cols.map((c) => c.head), bold: true },
    ...sections.flatMap((s) => s.lines.map((l) => ({ cells: cellsOf(cols, l, look.mark) }))),
  ];
  const size = Math.min(w.size * look.scale, fitSize(w, rcols, probe, w.size * look.scale) ?? w.size * 0.8);
  const ruled = look.table === "ruled";
  const at: number[] = [];
  cols.reduce((acc, c) => {
    at.push(acc);
    return acc + c.width;
  }, 0);
  const plainCols: Col[] = cols.map((c, i) => ({ at: at[i], width: c.width, align: c.align }));

  /** Draws one row and returns its top and first baseline. */
  const draw = (cells: string[][], bold: boolean, span = false): { top: number; base: number } => {
    if (ruled) {
      const h = ruledRow(w, rcols, { cells, bold, span }, bold ? size * 0.95 : size);
      return { top: w.y - h, base: w.y - h + (bold ? size * 0.95 : size) + 1.5 };
    }
    const rule = look.table === "hairline";
    const h = row(
      w,
      span ? [{ at: 0, width: 1 }] : plainCols,
      cells,
      { size: bold ? size * 0.92 : size, bold },
      {
        rule,
        vlines: look.table === "vlines" && !span,
        pad: 2,
      },
    );
    const top = w.y - h - (rule ? 2 : 0);
    return { top, base: top + (bold ? size * 0.92 : size) };
  };
  const header = () => {
    if (!ruled) hrule(w, 0.8, 2);
    draw(
      cols.map((c) => c.head),
      true,
    );
    if (!ruled && look.table !== "hairline") hrule(w, 0.6, 2);
  };
  const center = (i: number) =>
    ruled ? w.left + (at[i] + cols[i].width / 2) * span0 : w.left + at[i] * span0 + (cols[i].width * span0 - 3) / 2;

  w.ensure(size * 8);
  header();
  w.setPageDecorator((ww) => {
    running(ww);
    header();
  });
  const shade = look.table !== "hairline" && rng.chance(0.4);
  for (const s of sections) {
    if (s.title) {
      w.ensure(size * 4.5);
      if (ruled) draw([[s.title]], true, true);
      else {
        w.gap(2);
        if (shade) w.page.rects.push({ x: w.left, y: w.y, w: span0, h: 0.9, fill: true });
        w.y += 1.5;
        draw([[s.title]], true, true);
      }
    }
    for (const l of s.lines) {
      const { base } = draw(cellsOf(cols, l, look.mark), false);
      const m = look.mark;
      if (m.kind === "box" || (m.kind === "pair" && m.style === "box"))
        cols.forEach((c, i) => {
          if (c.key === "mark") drawBox(w, center(i), base, size, l.taken);
          if (c.key === "markB") drawBox(w, center(i), base, size, !l.taken);
        });
    }
  }
  if (!ruled) hrule(w, 0.8, 4);
  w.setPageDecorator(running);
}

// ---------------------------------------------------------------- building the lines

interface Fmt {
  m: (n: number) => string;
  prem: (n: number) => string;
  line: (
    label: string,
    taken: boolean,
    v: { pp?: number | null; pa?: number | string | null; ded?: number | string | null; prem?: number | null },
  ) => Line;
}

function formats(look: Look, rng: Rng): Fmt {
  const m = (n: number) => dollars(n, { sign: look.dollar });
  const prem = (n: number) => dollars(n, { cents: true, sign: look.dollar });
  const split = rng.pick(WORKSHEET.split);
  const incl = rng.pick(WORKSHEET.included);
  const text = (x: number | string | null | undefined) =>
    x === null || x === undefined ? "" : typeof x === "string" ? x : m(x);
  return {
    m,
    prem,
    line: (label, taken, v) => ({
      label,
      taken,
      pp: v.pp != null ? m(v.pp) : "",
      pa: text(v.pa),
      one: v.pp != null && typeof v.pa === "number" ? fill(split, { a: m(v.pp), b: m(v.pa) }) : text(v.pa),
      ded: text(v.ded),
      prem: !taken ? look.declinedPrem : v.prem != null ? prem(v.prem) : look.premium ? incl : "",
    }),
  };
}

/** Extras offered and declined, from a pool, skipping those the policy has (by their first word). */
function declinedExtras(g: GeneratedPolicy, rng: Rng, pool: string[][], n: number, F: Fmt): Line[] {
  const taken = g.extras.optional.map((o) => o.label.toLowerCase().split(/[\s/]/)[0]);
  return rng
    .shuffle(pool)
    .filter(([label]) => !taken.includes(label.toLowerCase().split(/[\s/]/)[0]))
    .slice(0, n)
    .map(([label, ...values]) => F.line(label, false, { pa: rng.pick(values) }));
}

const SPLITS: [number, number][] = [
  [25000, 50000],
  [50000, 100000],
  [100000, 300000],
  [250000, 500000],
];

function autoSections(g: GeneratedPolicy, look: Look, rng: Rng, F: Fmt): Section[] {
  const t = g.truth;
  const P = g.extras.coveragePremiums;
  const W = WORKSHEET;
  const S = W.sections;
  const label = (code: string) => W.labels[code][look.scheme];
  const cov = (code: string, vin?: string) => t.coverages.find((c) => c.code === code && c.vin === vin);
  const vehicles = vehicleList(g);
  const vehWord = rng.pick(W.vehWord);
  const pdLimit = rng.pick(W.pdLimit);

  // Liability: the limits taken, and sometimes the other liability form offered beside them.
  const liability: Line[] = [];
  const csl = cov("CSL");
  const bi = cov("BI");
  const pd = cov("PD");
  if (csl) {
    if (rng.chance(0.5)) {
      const [a, b] = rng.pick(SPLITS);
      liability.push(
        F.line(`${label("BI")} ${rng.pick(W.splitTag)}`, false, { pp: a, pa: b }),
        F.line(label("PD"), false, { pa: rng.pick([25000, 50000, 100000]) }),
      );
    }
    liability.push(F.line(label("CSL"), true, { pa: csl.limitPerAccident, prem: P.get(csl) }));
  } else {
    if (bi)
      liability.push(F.line(label("BI"), true, { pp: bi.limitPerPerson, pa: bi.limitPerAccident, prem: P.get(bi) }));
    if (pd) liability.push(F.line(label("PD"), true, { pa: pd.limitPerAccident, prem: P.get(pd) }));
    if (rng.chance(0.3)) liability.push(F.line(label("CSL"), false, { pa: rng.pick([300000, 500000, 1000000]) }));
  }

  // Uninsured motorists: taken, or offered and rejected with the limits the carrier quoted.
  const um: Line[] = [];
  const offeredSplit = (): [number, number] => {
    const lower = SPLITS.filter(([a, b]) => !bi || (a <= bi.limitPerPerson! && b <= bi.limitPerAccident!));
    return rng.pick(lower.length ? lower : SPLITS);
  };
  for (const code of ["UMBI", "UIMBI"] as const) {
    const c = cov(code);
    if (c) um.push(F.line(label(code), true, { pp: c.limitPerPerson, pa: c.limitPerAccident, prem: P.get(c) }));
    else if (code === "UMBI" || rng.chance(0.7)) {
      if (csl) um.push(F.line(label(code), false, { pa: csl.limitPerAccident }));
      else {
        const [a, b] = offeredSplit();
        um.push(F.line(label(code), false, { pp: a, pa: b }));
      }
    }
  }
  const umpd = cov("UMPD");
  if (umpd)
    um.push(F.line(label("UMPD"), true, { pa: umpd.limitPerAccident, ded: umpd.deductible, prem: P.get(umpd) }));
  else if (rng.chance(0.8))
    um.push(
      F.line(label("UMPD"), false, {
        pa: rng.pick([10000, 15000, 25000]),
        ded: rng.chance(0.4) ? 250 : null,
      }),
    );

  // Medical payments and PIP.
  const med: Line[] = [];
  const mp = cov("MEDPAY");
  if (mp) med.push(F.line(label("MEDPAY"), true, { pa: mp.limitPerAccident, prem: P.get(mp) }));
  else med.push(F.line(label("MEDPAY"), false, { pa: rng.pick([1000, 2000, 5000, 10000]) }));
  const pip = g.extras.optional.find((o) => o.label.startsWith("Personal Injury"));
  if (!pip && rng.chance(0.4)) med.push(F.line(label("PIP"), false, { pa: rng.pick([10000, 25000]) }));

  // Physical damage, per vehicle: a car without a coverage still shows the deductible offered.
  const perVehicle = vehicles.map((v) => {
    const lines: Line[] = [];
    const tag = fill(vehWord, { n: String(v.index + 1) });
    for (const code of ["COMP", "COLL"] as const) {
      const c = cov(code, v.vin);
      const name = look.order === "by-vehicle" ? label(code) : `${label(code)} - ${tag}`;
      if (c) lines.push(F.line(name, true, { pa: pdLimit, ded: c.deductible, prem: P.get(c) }));
      else
        lines.push(
          F.line(name, false, {
            pa: pdLimit,
            ded: code === "COMP" ? rng.pick([250, 500, 1000]) : rng.pick([500, 1000, 1500]),
          }),
        );
    }
    return { v, tag, lines };
  });

  // Optional coverages: those the policy has (taken, not in the truth's coverage codes) and others offered.
  const optional: Line[] = [
    ...g.extras.optional.map((o) => F.line(o.label, true, { pa: o.limit, prem: o.premium })),
    ...declinedExtras(g, rng, W.autoExtras, rng.int(1, 4), F),
  ];

  const car = (v: (typeof vehicles)[number]) => `${v.year} ${v.make} ${v.model}`;
  if (look.order === "by-vehicle")
    return [
      { title: rng.pick(S.policy), lines: [...liability, ...um, ...med] },
      ...perVehicle.map(({ v, tag, lines }) => ({ title: `${tag} - ${car(v)}`, lines })),
      { title: rng.pick(S.optional), lines: optional },
    ];
  const parts: Section[] = [
    { title: rng.pick(S.liability), lines: liability },
    { title: rng.pick(S.uninsured), lines: um },
    { title: rng.pick(S.medical), lines: med },
    { title: rng.pick(S.damage), lines: perVehicle.flatMap((p) => p.lines) },
    { title: rng.pick(S.optional), lines: optional },
  ];
  return arrange(parts, look, rng);
}

function homeSections(g: GeneratedPolicy, look: Look, rng: Rng, F: Fmt): Section[] {
  const t = g.truth;
  const P = g.extras.coveragePremiums;
  const W = WORKSHEET;
  const L = W.homeLabels;
  const S = W.sections;
  const condo = t.type === "condo";
  const name = (code: string) => L[code][look.scheme] ?? rng.pick(L[code]);
  const cov = (code: string) => t.coverages.find((c) => c.code === code);

  const property: Line[] = [];
  const A = cov("DWELLING")!;
  property.push(F.line(condo ? name("condoA") : name("DWELLING"), true, { pa: A.limitPerAccident, prem: P.get(A) }));
  for (const code of ["OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"]) {
    const c = cov(code);
    if (c) property.push(F.line(name(code), true, { pa: c.limitPerAccident, prem: P.get(c) }));
    else if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
      property.push(F.line(name(code), true, { pa: rng.pick(W.als) }));
  }

  const deductibles: Line[] = [F.line(rng.pick(L.aop), true, { ded: A.deductible })];
  const wind = g.extras.windHailPercent;
  if (wind)
    deductibles.push(
      F.line(rng.pick(L.wind), true, {
        ded: fill(rng.pick(W.windValue), { p: String(wind), x: F.m(Math.round((A.limitPerAccident! * wind) / 100)) }),
      }),
    );
  else if (rng.chance(0.5)) deductibles.push(F.line(rng.pick(L.windOffer), false, { ded: `${rng.pick([1, 2, 5])}%` }));
  if (rng.chance(0.35)) {
    const other = rng.pick([500, 1000, 2500, 5000].filter((x) => x !== A.deductible));
    deductibles.push(F.line(rng.pick(L.altDed), false, { ded: other }));
  }

  const liability: Line[] = [];
  for (const code of ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"]) {
    const c = cov(code);
    if (c) liability.push(F.line(name(code), true, { pa: c.limitPerAccident, prem: P.get(c) }));
  }
  const E = cov("PERSONAL_LIABILITY");
  const higher = [300000, 500000, 1000000].filter((x) => E && x > E.limitPerAccident!);
  if (higher.length && rng.chance(0.4))
    liability.push(F.line(rng.pick(L.moreLiability), false, { pa: rng.pick(higher) }));

  const optional: Line[] = [
    ...g.extras.optional.map((o) => F.line(o.label, true, { pa: o.limit, prem: o.premium })),
    ...declinedExtras(g, rng, W.homeExtras, rng.int(2, 5), F),
  ];

  return arrange(
    [
      { title: rng.pick(S.property), lines: property },
      { title: rng.pick(S.deductibles), lines: deductibles },
      { title: rng.pick(S.liabilityHome), lines: liability },
      { title: rng.pick(S.optional), lines: optional },
    ],
    look,
    rng,
  );
}

/** Sections as the page orders them: by part, one flat list, or taken first and then the rest offered. */
function arrange(parts: Section[], look: Look, rng: Rng): Section[] {
  const kept = parts.filter((s) => s.lines.length);
  if (look.order === "flat") return [{ title: "", lines: kept.flatMap((s) => s.lines) }];
  if (look.order === "split") {
    const all = kept.flatMap((s) => s.lines);
    return [
      { title: rng.pick(WORKSHEET.sections.taken), lines: all.filter((l) => l.taken) },
      { title: rng.pick(WORKSHEET.sections.offered), lines: all.filter((l) => !l.taken) },
    ].filter((s) => s.lines.length);
  }
  return kept;
}

// ---------------------------------------------------------------- interests

function interestBlock(w: Writer, g: GeneratedPolicy, look: Look, rng: Rng): void {
  const t = g.truth;
  if (!t.thirdParties.length || look.interests === "none") return;
  const W = WORKSHEET;
  const F = W.interestFields;
  const vehicles = vehicleList(g);
  const vehWord = rng.pick(W.vehWord);
  w.gap(3);
  sectionBar(w, rng.pick(W.interests), { bold: true, size: w.size * 1.05 });
  const typeWord = rng.pick(W.interestWord);
  const [nameW, addrW, loanW, vehW] = [rng.pick(F.name), rng.pick(F.address), rng.pick(F.loan), rng.pick(F.vehicle)];
  t.thirdParties.forEach((p: TruthParty, i) => {
    w.ensure(w.lineHeight * 6);
    const kinds =
      t.type === "auto"
        ? W.interestAuto.map((k, j): [string, boolean] => [k, (p.type === "lessor" ? 1 : 0) === j])
        : W.interestHome.map((k, j): [string, boolean] => [k, Math.min(i, 1) === j]);
    choices(w, look, typeWord, kinds);
    const v = vehicles.find((x) => x.vin === p.vin);
    const fields: Field[] = [
      [nameW, [p.name]],
      [addrW, addressLines(p.address, rng, false)],
      ...(look.loans && p.loanNumber ? [[loanW, [p.loanNumber]] as Field] : []),
      ...(v ? [[vehW, [`${fill(vehWord, { n: String(v.index + 1) })} ${v.year} ${v.make}`]] as Field] : []),
    ];
    fieldRows(w, look.fields === "pairs" ? { ...look, fields: "lines" } : look, [fields]);
  });
  if (t.type !== "auto" && rng.chance(0.5))
    choices(
      w,
      look,
      rng.pick(W.escrow),
      W.escrowOptions.map((o, j) => [o, j === 1]),
    );
}

// ---------------------------------------------------------------- the page

export const coverageCheckboxWorksheet: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const W = WORKSHEET;
  const look = pickLook(rng, g);
  const F = formats(look, rng);
  const d = (iso: string) => dateText(iso, look.ds);
  const a = g.extras.agent;

  // Letterhead: the agency's, since the worksheet is the agency's paper; the carrier is a field.
  const big: TextStyle = { bold: true, size: w.size * rng.pick([1.5, 1.7, 1.9]) };
  big.size = fitWidth(w, a.agency, big, (w.right - w.left) * 0.6);
  const office = officeAddress(rng);
  const contact = [...addressLines(office, rng, false), fill(rng.pick(W.agencyPhone), { p: a.phone })];
  const small: TextStyle = { size: w.size * 0.8 };
  w.put(a.agency, w.left, w.y + big.size!, big);
  contact.forEach((l, i) => w.put(l, w.right - w.width_(l, small), w.y + small.size! * (1 + 1.25 * i), small));
  w.y += Math.max(big.size! * 1.4, small.size! * 1.25 * contact.length + 4);
  hrule(w, 1.2, 6);
  const title = rng.pick(W.title[t.type]);
  const ts: TextStyle = { bold: true, size: w.size * rng.pick([1.15, 1.3]) };
  if (rng.chance(0.5)) w.put(title, (w.left + w.right - w.width_(title, ts)) / 2, w.y + ts.size!, ts);
  else w.put(title, w.left, w.y + ts.size!, ts);
  w.y += ts.size! * 1.5;
  const sub = rng.pick(W.subtitle);
  if (sub) w.paragraph(sub, { size: w.size * 0.85 });
  w.gap(3);

  const contd = fill(rng.pick(W.contd), { title, name: t.insureds[0].lastName, num: t.policyNumber });
  const running = (ww: Writer) => {
    const text = contd;
    ww.put(text, ww.left, ww.y + ww.size * 0.8, { size: ww.size * 0.8 });
    ww.y += ww.size * 2;
  };
  w.setPageDecorator(running);

  // The policy's facts in form fields.
  const nameForm = rng.chance(0.3) ? "last-first" : "first-last";
  const names = t.insureds.map((_, i) => personName(g, i, nameForm, look.upper));
  const company = `${t.carrier.name}${look.naic ? ` ${fill(rng.pick(W.naic), { n: g.extras.naicCode! })}` : ""}`;
  const Fd = W.fields;
  const rows: Field[][] = [
    [
      [rng.pick(Fd.insured), names, nameForm === "last-first" ? "; " : rng.pick([" & ", " and ", ", "])],
      [rng.pick(Fd.mailing), addressLines(t.address, rng, look.upper)],
    ],
    [
      [rng.pick(Fd.company), [company]],
      [rng.pick(Fd.policyNo), [t.policyNumber]],
    ],
    [
      [rng.pick(Fd.effective), [d(t.effectiveDate)]],
      [rng.pick(Fd.expiration), [d(t.expirationDate)]],
      [rng.pick(Fd.prepared), [d(g.extras.issueDate)]],
    ],
    [
      [rng.pick(Fd.producer), [a.agency]],
      [rng.pick(Fd.code), [a.code]],
      ...(rng.chance(0.4) ? [[rng.pick(Fd.quote), [`Q${rng.int(1000000, 9999999)}`]] as Field] : []),
    ],
  ];
  if (rng.chance(0.2)) {
    const others = CARRIER_DATA.filter((c) => c.name !== t.carrier.name && c.shortName !== g.extras.brand);
    rows.push([
      [rng.pick(Fd.prior), [rng.pick(others).shortName]],
      [rng.pick(Fd.priorExp), [d(t.effectiveDate)]],
    ]);
  }
  fieldRows(w, look, rows);
  const months = g.extras.termMonths;
  if (rng.chance(0.6))
    choices(w, look, rng.pick(W.term), [
      ["6 Months", months === 6],
      [rng.pick(W.termOptions.slice(1)), months === 12],
    ]);
  if (rng.chance(0.4)) {
    const tx = rng.int(0, 1);
    choices(
      w,
      look,
      rng.pick(W.transaction),
      W.transactionOptions.map((o, j) => [o, j === tx]),
    );
  }
  w.gap(3);

  // Vehicles or the premises.
  if (t.type === "auto") {
    const V = W.vehHead;
    const vehicles = vehicleList(g);
    sectionBar(w, rng.pick(W.vehicles), { bold: true, size: w.size * 1.05 });
    const [yes, no] = rng.pick(W.yesNo);
    const cols: Col[] = [
      { at: 0, width: 0.07 },
      { at: 0.07, width: 0.08 },
      { at: 0.15, width: 0.15 },
      { at: 0.3, width: 0.22 },
      { at: 0.52, width: 0.28 },
      { at: 0.8, width: 0.1 },
      { at: 0.9, width: 0.1, align: "c" },
    ];
    const vs: TextStyle = { size: w.size * look.scale };
    row(
      w,
      cols,
      [V.n, V.year, V.make, V.model, V.vin, V.use, V.lien].map((x) => [rng.pick(x)]),
      { ...vs, bold: true },
      { rule: true },
    );
    for (const v of vehicles) {
      const financed = t.thirdParties.some((p) => p.vin === v.vin);
      row(
        w,
        cols,
        [
          [String(v.index + 1)],
          [String(v.year)],
          [v.make],
          [`${v.model}${v.trim ? ` ${v.trim}` : ""}`],
          [v.vin],
          [rng.pick(W.uses)],
          [financed ? yes : no],
        ],
        vs,
        { rule: look.table !== "plain" },
      );
    }
    w.gap(4);
  } else {
    const Pm = W.premises;
    const premises = dwellingAddress(t)!;
    sectionBar(w, rng.pick(Pm.head), { bold: true, size: w.size * 1.05 });
    if (sameAddress(premises, t.address) && rng.chance(0.4))
      choices(w, look, rng.pick(Pm.address), [[rng.pick(Pm.same), true]]);
    else fieldRows(w, look, [[[rng.pick(Pm.address), addressLines(premises, rng, look.upper)]]]);
    fieldRows(w, look.fields === "pairs" ? { ...look, fields: "lines" } : look, [
      [
        [rng.pick(Pm.yearBuilt), [String(g.extras.yearBuilt)]],
        [rng.pick(Pm.protection), [String(rng.int(1, 9))]],
      ],
    ]);
    const forms = ["HO-3", "HO-5", "HO-6"];
    choices(
      w,
      look,
      rng.pick(Pm.form),
      forms.map((f) => [f, f === g.extras.form]),
    );
    const built = rng.int(0, 1);
    choices(
      w,
      look,
      rng.pick(Pm.construction),
      Pm.constructionOptions.slice(0, 3).map((c, j) => [c, j === built]),
    );
    if (rng.chance(0.5))
      choices(
        w,
        look,
        rng.pick(Pm.occupancy),
        Pm.occupancyOptions.map((o, j) => [o, j === 0]),
      );
    w.gap(4);
  }

  if (look.interests === "top") interestBlock(w, g, look, rng);

  // The coverage table.
  const sections = t.type === "auto" ? autoSections(g, look, rng, F) : homeSections(g, look, rng, F);
  w.gap(4);
  w.ensure(w.lineHeight * 10);
  sectionBar(w, rng.pick(W.coverages), { bold: true, size: w.size * 1.1 });
  const m = look.mark;
  const legend =
    m.kind === "pair"
      ? fill(rng.pick(W.legend.pair), { a: m.heads[0], b: m.heads[1] })
      : m.kind === "box"
        ? rng.pick(W.legend.box)
        : m.kind === "text"
          ? fill(rng.pick(W.legend.text), { on: m.on, off: m.off || "blank" })
          : fill(rng.pick(W.legend[m.kind]), { on: m.on, off: m.off });
  if (legend && rng.chance(0.75)) w.line(legend, { size: w.size * 0.82 });
  drawTable(w, look, tableCols(look, rng, t.type !== "auto"), sections, running, rng);

  // The premium: in-premium fees, the total, charges billed beside it.
  const fs: TextStyle = { size: w.size * 0.9 };
  for (const f of g.extras.fees.filter((x) => x.inPremium)) {
    const label = fill(rng.pick(W.feeIn), { label: f.label });
    w.ensure(w.lineHeight);
    w.put(label, w.left, w.y + w.size, fs);
    const x = F.prem(f.amount);
    w.put(x, w.right - w.width_(x, fs), w.y + w.size, fs);
    w.y += w.lineHeight;
  }
  const total = `${rng.pick(W.total)} ${fill(rng.pick(W.termWord), { m: String(months) })}`.trim();
  const amount = dollars(t.premium, { cents: true });
  const bs: TextStyle = { bold: true, size: w.size * 1.05 };
  w.ensure(w.lineHeight * 2);
  w.put(`${total}:`, w.left, w.y + bs.size!, bs);
  w.put(amount, w.right - w.width_(amount, bs), w.y + bs.size!, bs);
  w.y += bs.size! * 1.6;
  for (const f of g.extras.fees.filter((x) => !x.inPremium))
    w.line(fill(rng.pick(W.feeOut), { label: f.label, x: F.prem(f.amount) }), { size: w.size * 0.85 });
  if (rng.chance(0.5)) {
    const pay = rng.int(0, W.payOptions.length - 1);
    choices(
      w,
      look,
      rng.pick(W.payPlan),
      W.payOptions.map((o, j) => [o, j === pay]),
    );
  }

  if (look.interests === "end") interestBlock(w, g, look, rng);

  // Acknowledgement and signatures.
  w.gap(8);
  w.ensure(w.lineHeight * 6);
  w.paragraph(rng.pick(W.sign), { size: w.size * 0.85 });
  w.gap(10);
  w.line(rng.pick(W.signLines), { size: w.size * 0.85 });

  const code = fill(rng.pick(W.formCode), { y: g.extras.issueDate.slice(2, 4) });
  const pageWord = rng.pick(W.page);
  footers(
    w,
    () => `${code}   ${a.agency}`,
    (n, of) => fill(pageWord, { n: String(n), m: String(of) }),
  );

  if (!look.naic) truth.carrier.naicCode = null;
  if (look.interests === "none") truth.thirdParties = [];
  if (!look.loans) for (const p of truth.thirdParties) p.loanNumber = null;
  const markName = m.kind === "pair" ? `pair-${m.style}` : m.kind;
  const variant = [
    t.type,
    `mark-${markName}`,
    `at-${look.at}`,
    `fields-${look.fields}`,
    `table-${look.table}`,
    `order-${look.order}`,
    look.splitCols && t.type === "auto" ? "limit-columns" : "",
    look.premium ? "premiums" : "",
    t.thirdParties.length ? `interests-${look.interests}` : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};
