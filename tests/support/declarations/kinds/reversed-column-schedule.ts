import type { GeneratedPolicy, TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  personName,
  row,
  sameAddress,
  sideBySide,
  vehicleList,
  type Col,
  type KindFn,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";

// Imitates declarations whose coverage schedule runs its columns in an order the eye does not
// expect: the premium first and the coverage's name last ("PREMIUM | DEDUCTIBLE | LIMIT OF
// LIABILITY | COVERAGE"), the deductible before the limit ("COVERAGE | DEDUCT- IBLE | AMOUNT OF
// INSURANCE"), or the limit at the far left. Column titles are stacked on two lines with the words
// split between them ("LIMIT OF" over "LIABILITY", "DEDUCT-" over "IBLE", "ANNUAL" over "PREMIUM"),
// as Hanover's "YR. / CONST." and "SECTION I LOSS / DEDUCTIBLE" heads and USAA's boxed sections
// have them. Cells that do not apply are blank, "—", "N/A" or "--"; coverages not bought stay in
// the schedule as "Not Included", "Rejected" or "Declined". Homes are grouped under "SECTION I –
// PROPERTY" and "SECTION II – LIABILITY" headings with the all-perils deductible on the Coverage A
// row or on a row of its own (and the wind/hail percentage on another), then optional coverages;
// autos get a vehicle table with the same split heads, then "LIABILITY", "UNINSURED MOTORISTS /
// MEDICAL", "PHYSICAL DAMAGE" (one comprehensive and one collision row per vehicle, limit "ACV")
// and "OPTIONAL" groups. The lender is shown as "1st Mortgagee" / "2nd Mortgagee" or "Lienholder
// – Veh 2" in a small table with "Loan No." in a column beside the name and address. Written after
// Hanover's, USAA's and Farmers' coverage tables in ../shared/corpus/real.

export const REVERSED = {
  title: {
    auto: ["AUTOMOBILE POLICY DECLARATIONS", "Personal Auto Declarations", "Auto Policy Declarations Page"],
    home: ["HOMEOWNERS POLICY DECLARATIONS", "Homeowners Declarations", "Dwelling Policy Declarations"],
    condo: ["CONDOMINIUM UNIT OWNERS DECLARATIONS", "Condominium Unitowners Declarations", "Condo Policy Declarations"],
  } as Record<string, string[]>,
  namedHead: ["NAMED INSURED AND MAILING ADDRESS", "Named Insured and Address", "INSURED"],
  policyNo: ["Policy Number", "POLICY NO.", "Policy No."],
  period: ["Policy Period", "POLICY PERIOD", "Term"],
  periodText: ["From {a} To {b}", "{a} - {b}", "{a} to {b} 12:01 A.M. Standard Time"],
  issued: ["Date Issued", "Issue Date", "Processed"],
  company: ["Company", "Insuring Company", "COVERAGE IS PROVIDED IN THE"],
  naic: ["NAIC", "NAIC No."],
  residence: [
    "THE RESIDENCE PREMISES COVERED BY THIS POLICY IS LOCATED AT:",
    "Residence Premises:",
    "Insured Location:",
  ],
  sameAsMailing: ["Same as mailing address", "SAME AS MAILING ADDRESS"],
  facts: {
    form: [
      ["POLICY", "FORM"],
      ["", "Form"],
    ],
    built: [
      ["YR.", "CONST."],
      ["YEAR", "BUILT"],
    ],
    constr: [
      ["CONSTRUC-", "TION"],
      ["", "Construction"],
    ],
    prot: [
      ["PROT.", "CLASS"],
      ["FIRE PROT", "CLASS"],
    ],
    occ: [
      ["OCCU-", "PANCY"],
      ["", "Occupancy"],
    ],
  } as Record<string, string[][]>,
  constrValue: ["FRAME", "MASONRY", "SIDING - VINYL", "BRICK VENEER", "Frame"],
  occValue: ["PRIMARY", "OWNER", "Owner Occupied"],
  vehHead: {
    no: [
      ["VEH", "NO."],
      ["", "Veh"],
    ],
    year: [
      ["MODEL", "YEAR"],
      ["", "Year"],
    ],
    make: [
      ["MAKE /", "MODEL"],
      ["", "Make and Model"],
    ],
    vin: [
      ["VEHICLE IDENTIFICATION", "NUMBER"],
      ["", "VIN"],
    ],
  } as Record<string, string[][]>,
  colHead: {
    cov: [
      ["", "COVERAGE"],
      ["COVERAGE", "DESCRIPTION"],
      ["Coverages and", "Endorsements"],
      ["COVERAGES", "PROVIDED"],
    ],
    limit: [
      ["LIMIT OF", "LIABILITY"],
      ["Amount of", "Insurance"],
      ["LIMITS OF", "INSURANCE"],
      ["Limit(s) of", "Coverage"],
    ],
    ded: [
      ["DEDUCT-", "IBLE"],
      ["", "Deductible"],
      ["DED.", "AMOUNT"],
      ["Deductible", "(if any)"],
    ],
    prem: [
      ["TERM", "PREMIUM"],
      ["", "Premium"],
      ["PREMIUM", "($)"],
      ["Policy Term", "Premium"],
    ],
  } as Record<string, string[][]>,
  blank: ["", "\u2014", "N/A", "--"],
  notIncluded: ["Not Included", "Rejected", "Declined", "NOT COVERED"],
  included: ["Included", "Incl.", "INCL"],
  sections: {
    property: ["SECTION I \u2013 PROPERTY", "SECTION I - PROPERTY COVERAGES", "Section I \u2013 Property Coverages"],
    liability: [
      "SECTION II \u2013 LIABILITY",
      "SECTION II - LIABILITY COVERAGES",
      "Section II \u2013 Liability Coverages",
    ],
    optional: ["OPTIONAL COVERAGES / ENDORSEMENTS", "Additional Coverages", "ENDORSEMENTS"],
    autoLiab: ["LIABILITY", "LIABILITY COVERAGES", "Liability Coverages"],
    autoFirst: ["UNINSURED MOTORISTS / MEDICAL", "FIRST PARTY COVERAGES", "Uninsured Motorist and Medical"],
    physical: ["PHYSICAL DAMAGE", "PHYSICAL DAMAGE COVERAGES", "Physical Damage"],
    charges: ["OTHER CHARGES", "Fees and Surcharges", "TAXES AND FEES"],
  },
  home: {
    DWELLING: ["A. Dwelling", "Coverage A - Dwelling", "COV A DWELLING"],
    OTHER_STRUCTURES: ["B. Other Structures", "Coverage B - Other Structures", "COV B OTHER STRUCTURES"],
    PERSONAL_PROPERTY: ["C. Personal Property", "Coverage C - Personal Property", "COV C PERSONAL PROPERTY"],
    LOSS_OF_USE: ["D. Loss of Use", "Coverage D - Loss of Use", "COV D LOSS OF USE"],
    PERSONAL_LIABILITY: ["E. Personal Liability", "Coverage E - Personal Liability", "COV E PERSONAL LIABILITY"],
    MEDICAL_PAYMENTS: ["F. Medical Pay to Others", "Coverage F - Medical Payments", "COV F MEDICAL PAYMENTS"],
  } as Record<string, string[]>,
  condoA: ["A. Building Property", "Coverage A - Unit Additions and Alterations", "COV A BUILDING PROPERTY"],
  aopRow: ["Section I Deductible - All Other Perils", "All Perils Deductible", "DEDUCTIBLE - ALL OTHER PERILS"],
  windRow: ["Windstorm or Hail Deductible", "Wind/Hail Deductible", "WINDSTORM OR HAIL"],
  windValue: ["{p}% of Cov A", "{p}%", "{p}% OF COV A"],
  occurrence: [" each occurrence", " per occurrence", " EACH OCCURRENCE"],
  person: [" each person", " per person", " EACH PERSON"],
  accident: [" each accident", " per accident", " EACH ACCIDENT"],
  als: ["Actual Loss Sustained", "ALS (12 months)"],
  notBought: {
    home: ["Earthquake", "Flood", "Home Business", "Equipment Breakdown", "Service Line"],
    auto: ["Rental Reimbursement", "Roadside Assistance", "Loan/Lease Gap Coverage", "Custom Equipment"],
  } as Record<string, string[]>,
  auto: {
    BI: ["Bodily Injury Liability", "BODILY INJURY", "Bodily Injury"],
    PD: ["Property Damage Liability", "PROPERTY DAMAGE", "Property Damage"],
    CSL: ["Combined Single Limit", "LIABILITY - CSL", "Single Limit Liability"],
    UMBI: ["Uninsured Motorists Bodily Injury", "UNINSURED MOTORIST BI", "Uninsured Motorist"],
    UIMBI: ["Underinsured Motorists Bodily Injury", "UNDERINSURED MOTORIST BI", "Underinsured Motorist"],
    UMPD: ["Uninsured Motorists Property Damage", "UNINSURED MOTORIST PD", "UM Property Damage"],
    MEDPAY: ["Medical Payments", "MEDICAL PAYMENTS", "Med Pay"],
    COMP: ["Comprehensive", "COMPREHENSIVE", "Other Than Collision"],
    COLL: ["Collision", "COLLISION", "Collision"],
  } as Record<string, string[]>,
  vehRef: ["Veh {n}", "VEH {n}", "Vehicle {n}", "Auto {n}"],
  acv: ["ACV", "Actual Cash Value", "ACTUAL CASH VALUE"],
  total: ["TOTAL POLICY PREMIUM", "Total Policy Premium", "Total Term Premium"],
  subtotal: ["Premium for Coverages", "STANDARD POLICY PREMIUM", "Subtotal"],
  outFee: ["{label} of {x} per installment is not included in the premium above.", "{label}: {x} (billed separately)"],
  parties: {
    head: {
      home: ["MORTGAGEE(S) / ADDITIONAL INTERESTS", "Additional Interests", "MORTGAGEES"],
      auto: ["LIENHOLDER / LOSS PAYEE", "Additional Interests", "LOSS PAYEES AND ADDITIONAL INSUREDS"],
    } as Record<string, string[]>,
    first: ["1st Mortgagee", "First Mortgagee", "MORTGAGEE 1"],
    second: ["2nd Mortgagee", "Second Mortgagee", "MORTGAGEE 2"],
    lienholder: ["Lienholder", "Loss Payee", "LIENHOLDER"],
    lessor: ["Lessor", "Additional Insured - Lessor", "LESSOR"],
    interestCol: ["Interest", "TYPE", ""],
    nameCol: ["Name and Address", "NAME AND ADDRESS", "Name / Address"],
    loanCol: ["Loan No.", "LOAN NUMBER", "Loan No."],
    none: ["NONE", "No additional interests", "None on file"],
  },
  footer: [
    "This declarations page with the policy form and endorsements completes your policy.",
    "REFER TO YOUR POLICY FOR OTHER COVERAGES, LIMITS AND EXCLUSIONS.",
    'Coverage is provided only where a premium or "Included" is shown.',
  ],
};

type Field = "cov" | "limit" | "ded" | "prem";

const ORDERS: Field[][] = [
  ["prem", "ded", "limit", "cov"],
  ["cov", "ded", "limit", "prem"],
  ["cov", "ded", "limit"],
  ["limit", "cov", "ded", "prem"],
  ["prem", "cov", "limit", "ded"],
];

const SHARE: Record<Field, number> = { cov: 0.4, limit: 0.27, ded: 0.17, prem: 0.16 };

interface Look {
  ds: AnyDateStyle;
  order: Field[];
  cols: Col[];
  heads: string[][];
  blank: string;
  notIncluded: string;
  included: string;
  upperNames: boolean;
  /** Split limits written on two lines with "each person" / "each accident", or as "$x/$y". */
  splitWords: boolean;
  /** Which of the "each person" / "each accident" / "each occurrence" wordings the page uses. */
  unit: number;
  rules: boolean;
}

type Cells = Partial<Record<Field, string[]>>;

function pickLook(rng: Rng): Look {
  const order = rng.pick(ORDERS);
  const total = order.reduce((s, f) => s + SHARE[f], 0);
  let at = 0;
  const cols: Col[] = order.map((f) => {
    const width = SHARE[f] / total;
    const c: Col = { at, width, align: f === "cov" ? "l" : f === "limit" && rng.chance(0.5) ? "l" : "r" };
    at += width;
    return c;
  });
  // A name column right after a right-aligned amount starts a little in, so the two do not touch.
  for (const c of cols.slice(1))
    if (c.align === "l") {
      c.at += 0.025;
      c.width -= 0.025;
    }
  const headScheme = rng.int(0, 3);
  return {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yy", "m/d/yyyy", "Month d, yyyy", "MON dd yyyy"]),
    order,
    cols,
    heads: order.map((f) => REVERSED.colHead[f][rng.chance(0.7) ? headScheme : rng.int(0, 3)]),
    blank: rng.pick(REVERSED.blank),
    notIncluded: rng.pick(REVERSED.notIncluded),
    included: rng.pick(REVERSED.included),
    upperNames: rng.chance(0.4),
    splitWords: rng.chance(0.5),
    unit: rng.int(0, 2),
    rules: rng.chance(0.5),
  };
}

/** One schedule row in the page's column order; fields it does not give get the blank mark. */
function line(w: Writer, look: Look, cells: Cells, style: TextStyle = {}): void {
  const out = look.order.map((f) => cells[f] ?? (f === "cov" ? [""] : [look.blank]));
  row(w, look.cols, out, style, { pad: 2, rule: look.rules });
}

function tableHead(w: Writer, look: Look): void {
  const small: TextStyle = { bold: true, size: w.size * 0.85 };
  w.ensure(w.lineHeight * 5);
  hrule(w, 1, 2);
  row(
    w,
    look.cols,
    look.heads.map((h) => [h[0], h[1]]),
    small,
    { pad: 2 },
  );
  hrule(w, 1, 3);
}

function sectionHead(w: Writer, text: string): void {
  w.gap(3);
  w.ensure(w.lineHeight * 3);
  w.line(text, { bold: true });
}

const money = (n: number) => dollars(n, { cents: true });

/** The closing lines; one speaks of the premium column, so a page without one does not print it. */
const footers = (look: Look) => REVERSED.footer.filter((f) => look.order.includes("prem") || !f.includes("premium or"));

function heading(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look): { title: string; naic: boolean } {
  const t = g.truth;
  const x = g.extras;
  const d = (iso: string) => dateText(iso, look.ds);
  const big: TextStyle = { bold: true, size: w.size * 1.6 };
  w.ensure(big.size! * 4);
  w.put(x.brand, w.left, w.y + big.size!, big);
  const title = rng.pick(REVERSED.title[t.type]);
  const ts: TextStyle = { bold: true, size: w.size * 1.2 };
  w.y += big.size! * 1.5;
  w.put(title, (w.left + w.right - w.width_(title, ts)) / 2, w.y + ts.size!, ts);
  w.y += ts.size! * 2;
  const naic = !!x.naicCode && rng.chance(0.6);
  const small: TextStyle = { size: w.size * 0.78, bold: true };
  sideBySide(
    w,
    rng.pick([0.46, 0.5, 0.54]),
    (ww) => {
      ww.line(rng.pick(REVERSED.namedHead), small);
      for (let i = 0; i < t.insureds.length; i++) ww.line(personName(g, i, "first-last", look.upperNames));
      for (const l of addressLines(t.address, rng, look.upperNames)) ww.line(l);
    },
    (ww) => {
      const pairs: [string, string][] = [
        [rng.pick(REVERSED.policyNo), t.policyNumber],
        [
          rng.pick(REVERSED.period),
          fill(rng.pick(REVERSED.periodText), { a: d(t.effectiveDate), b: d(t.expirationDate) }),
        ],
        [rng.pick(REVERSED.issued), d(x.issueDate)],
        [
          rng.pick(REVERSED.company),
          naic ? `${t.carrier.name} (${rng.pick(REVERSED.naic)} ${x.naicCode})` : t.carrier.name,
        ],
      ];
      // Small caption over each value, as the boxed header strips print them.
      for (const [l, v] of pairs) {
        ww.line(l, small);
        for (const wl of ww.wrap(v)) ww.line(wl);
      }
    },
  );
  w.gap(8);
  return { title, naic };
}

/** A small header-over-value strip whose heads are split over two lines (rating facts, vehicles). */
function strip(w: Writer, rng: Rng, heads: string[][], rows: string[][], shares: number[]): void {
  let at = 0;
  const cols: Col[] = shares.map((s) => {
    const c: Col = { at, width: s };
    at += s;
    return c;
  });
  const small: TextStyle = { bold: true, size: w.size * 0.82 };
  row(
    w,
    cols,
    heads.map((h) => [h[0], h[1]]),
    small,
    { pad: 1 },
  );
  if (rng.chance(0.5)) hrule(w, 0.5, 2);
  for (const r of rows)
    row(
      w,
      cols,
      r.map((c) => [c]),
      {},
      { pad: 1 },
    );
  w.gap(6);
}

function split(c: TruthCoverage, look: Look): string[] {
  if (c.limitPerPerson === null) return [dollars(c.limitPerAccident!)];
  if (look.splitWords)
    return [
      `${dollars(c.limitPerPerson)}${REVERSED.person[look.unit]}`,
      `${dollars(c.limitPerAccident!)}${REVERSED.accident[look.unit]}`,
    ];
  return [`${dollars(c.limitPerPerson)}/${dollars(c.limitPerAccident!)}`];
}

function partiesTable(w: Writer, rng: Rng, entries: { role: string; p: TruthParty }[], auto: boolean): void {
  sectionHead(w, rng.pick(REVERSED.parties.head[auto ? "auto" : "home"]));
  if (!entries.length) {
    w.line(rng.pick(REVERSED.parties.none));
    return;
  }
  const cols: Col[] = [
    { at: 0, width: 0.24 },
    { at: 0.24, width: 0.5 },
    { at: 0.74, width: 0.26 },
  ];
  const small: TextStyle = { bold: true, size: w.size * 0.85 };
  row(
    w,
    cols,
    [
      [rng.pick(REVERSED.parties.interestCol)],
      [rng.pick(REVERSED.parties.nameCol)],
      [rng.pick(REVERSED.parties.loanCol)],
    ],
    small,
    { pad: 1 },
  );
  hrule(w, 0.5, 2);
  for (const { role, p } of entries)
    row(w, cols, [[role], [p.name, ...addressLines(p.address, rng, false)], [p.loanNumber ?? ""]], {}, { pad: 4 });
}

/** Premium total and fee lines under the schedule; the total sits in the premium column when there is one. */
function totals(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, subtotal: number): void {
  const t = g.truth;
  const inFees = g.extras.fees.filter((f) => f.inPremium);
  if (inFees.length) {
    if (look.order.includes("prem")) {
      line(
        w,
        look,
        { limit: [""], ded: [""], cov: [rng.pick(REVERSED.subtotal)], prem: [money(subtotal)] },
        { bold: true },
      );
      sectionHead(w, rng.pick(REVERSED.sections.charges));
      for (const f of inFees) line(w, look, { limit: [""], ded: [""], cov: [f.label], prem: [money(f.amount)] });
    } else for (const f of inFees) w.line(`${f.label}: ${money(f.amount)}`);
  }
  w.gap(3);
  const empty = { limit: [""], ded: [""] };
  if (look.order.includes("prem"))
    line(
      w,
      { ...look, rules: false },
      { ...empty, cov: [rng.pick(REVERSED.total)], prem: [money(t.premium)] },
      { bold: true },
    );
  else w.line(`${rng.pick(REVERSED.total)}: ${money(t.premium)}`, { bold: true });
  for (const f of g.extras.fees.filter((f) => !f.inPremium))
    w.line(fill(rng.pick(REVERSED.outFee), { label: f.label, x: money(f.amount) }), { size: w.size * 0.85 });
  w.gap(6);
}

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const condo = t.type === "condo";
  const look = pickLook(rng);
  const { title, naic } = heading(w, g, rng, look);

  const loc = dwellingAddress(t)!;
  const same = sameAddress(loc, t.address) && rng.chance(0.3);
  w.line(rng.pick(REVERSED.residence), { bold: rng.chance(0.5) });
  w.line(same ? rng.pick(REVERSED.sameAsMailing) : addressLines(loc, rng, look.upperNames).join(", "), {}, 14);
  w.gap(4);
  const facts = ["form", "built", "constr", "prot", "occ"];
  const fs = rng.int(0, 1);
  strip(
    w,
    rng,
    facts.map((f) => REVERSED.facts[f][fs]),
    [[x.form, String(x.yearBuilt), rng.pick(REVERSED.constrValue), String(rng.int(1, 9)), rng.pick(REVERSED.occValue)]],
    [0.16, 0.16, 0.28, 0.18, 0.22],
  );

  tableHead(w, look);
  const scheme = rng.int(0, 2);
  const name = (code: string) => (code === "DWELLING" && condo ? REVERSED.condoA : REVERSED.home[code])[scheme];
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const prem = (c: TruthCoverage) => [money(x.coveragePremiums.get(c)!)];
  let subtotal = 0;
  const a = cov("DWELLING")!;
  const aopOwnRow = rng.chance(0.45);
  sectionHead(w, rng.pick(REVERSED.sections.property));
  line(w, look, {
    cov: [name("DWELLING")],
    limit: [dollars(a.limitPerAccident!)],
    ...(aopOwnRow ? {} : { ded: [dollars(a.deductible!)] }),
    prem: prem(a),
  });
  subtotal += x.coveragePremiums.get(a)!;
  for (const code of ["OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"]) {
    const c = cov(code);
    if (c) {
      line(w, look, { cov: [name(code)], limit: [dollars(c.limitPerAccident!)], prem: prem(c) });
      subtotal += x.coveragePremiums.get(c)!;
    } else if (code === "LOSS_OF_USE" && x.lossOfUseAls)
      line(w, look, { cov: [name(code)], limit: [rng.pick(REVERSED.als)], prem: [look.included] });
    else if (code === "OTHER_STRUCTURES" && condo && rng.chance(0.5))
      line(w, look, { cov: [REVERSED.home.OTHER_STRUCTURES[scheme]], limit: [look.notIncluded] });
  }
  if (aopOwnRow) line(w, look, { cov: [rng.pick(REVERSED.aopRow)], ded: [dollars(a.deductible!)] });
  if (x.windHailPercent)
    line(w, look, {
      cov: [rng.pick(REVERSED.windRow)],
      ded: [fill(rng.pick(REVERSED.windValue), { p: String(x.windHailPercent) })],
    });
  sectionHead(w, rng.pick(REVERSED.sections.liability));
  for (const code of ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"]) {
    const c = cov(code);
    if (!c) continue;
    const unit = (code === "PERSONAL_LIABILITY" ? REVERSED.occurrence : REVERSED.person)[look.unit];
    line(w, look, { cov: [name(code)], limit: [`${dollars(c.limitPerAccident!)}${unit}`], prem: prem(c) });
    subtotal += x.coveragePremiums.get(c)!;
  }
  sectionHead(w, rng.pick(REVERSED.sections.optional));
  for (const o of x.optional) {
    line(w, look, { cov: [o.label], limit: [o.limit], prem: [money(o.premium)] });
    subtotal += o.premium;
  }
  for (const n of rng.shuffle(REVERSED.notBought.home).slice(0, rng.int(1, 2)))
    line(w, look, { cov: [n], limit: [look.notIncluded] });
  totals(w, g, rng, look, Math.round(subtotal * 100) / 100);

  const roles = rng.int(0, 2);
  partiesTable(
    w,
    rng,
    t.thirdParties.map((p, i) => ({ role: (i === 0 ? REVERSED.parties.first : REVERSED.parties.second)[roles], p })),
    false,
  );
  if (rng.chance(0.6)) {
    w.gap(8);
    w.paragraph(rng.pick(footers(look)), { size: w.size * 0.8 });
  }

  if (!naic) truth.carrier.naicCode = null;
  const variant = [
    condo ? "condo" : "home",
    look.order.join("-"),
    aopOwnRow ? "ded-row" : "ded-on-a",
    look.splitWords ? "words" : "slash",
  ];
  return { truth, variant: variant.join("-"), title };
};

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const look = pickLook(rng);
  const { title, naic } = heading(w, g, rng, look);
  const cars = vehicleList(g);
  const vs = rng.int(0, 1);
  const vehRef = rng.pick(REVERSED.vehRef);
  const ref = (i: number) => vehRef.replace("{n}", String(i + 1));
  const upper = look.upperNames;
  strip(
    w,
    rng,
    ["no", "year", "make", "vin"].map((k) => REVERSED.vehHead[k][vs]),
    cars.map((v, i) => {
      const mm = `${v.make} ${v.model}${v.trim && rng.chance(0.4) ? ` ${v.trim}` : ""}`;
      return [String(i + 1), String(v.year), upper ? mm.toUpperCase() : mm, v.vin];
    }),
    [0.1, 0.14, 0.4, 0.36],
  );

  tableHead(w, look);
  const scheme = rng.int(0, 2);
  const name = (code: string) => REVERSED.auto[code][scheme];
  const cov = (code: string) => t.coverages.find((c) => c.code === code && !c.vin);
  const prem = (c: TruthCoverage) => [money(x.coveragePremiums.get(c)!)];
  let subtotal = 0;
  const add = (c: TruthCoverage) => (subtotal += x.coveragePremiums.get(c)!);

  sectionHead(w, rng.pick(REVERSED.sections.autoLiab));
  for (const code of ["CSL", "BI", "PD"]) {
    const c = cov(code);
    if (!c) continue;
    line(w, look, { cov: [name(code)], limit: split(c, look), prem: prem(c) });
    add(c);
  }
  sectionHead(w, rng.pick(REVERSED.sections.autoFirst));
  for (const code of ["UMBI", "UIMBI", "UMPD", "MEDPAY"]) {
    const c = cov(code);
    if (c) {
      line(w, look, {
        cov: [name(code)],
        limit: split(c, look),
        ...(c.deductible !== null ? { ded: [dollars(c.deductible)] } : {}),
        prem: prem(c),
      });
      add(c);
    } else if (code !== "UIMBI" && rng.chance(0.7)) line(w, look, { cov: [name(code)], limit: [look.notIncluded] });
  }
  sectionHead(w, rng.pick(REVERSED.sections.physical));
  const acv = rng.pick(REVERSED.acv);
  cars.forEach((v, i) => {
    for (const code of ["COMP", "COLL"]) {
      const c = t.coverages.find((k) => k.code === code && k.vin === v.vin);
      const label = `${name(code)} - ${ref(i)}`;
      if (c) {
        line(w, look, { cov: [label], limit: [acv], ded: [dollars(c.deductible!)], prem: prem(c) });
        add(c);
      } else line(w, look, { cov: [label], limit: [look.notIncluded] });
    }
  });
  sectionHead(w, rng.pick(REVERSED.sections.optional));
  for (const o of x.optional) {
    line(w, look, { cov: [o.label], limit: [o.limit], prem: [money(o.premium)] });
    subtotal += o.premium;
  }
  const bought = new Set(x.optional.map((o) => o.label));
  for (const n of rng.shuffle(REVERSED.notBought.auto.filter((n) => !bought.has(n))).slice(0, rng.int(1, 2)))
    line(w, look, { cov: [n], limit: [look.notIncluded] });
  totals(w, g, rng, look, Math.round(subtotal * 100) / 100);

  partiesTable(
    w,
    rng,
    t.thirdParties.map((p) => {
      const i = cars.findIndex((v) => v.vin === p.vin);
      return {
        role: `${rng.pick(REVERSED.parties[p.type === "lessor" ? "lessor" : "lienholder"])} \u2013 ${ref(i)}`,
        p,
      };
    }),
    true,
  );
  if (rng.chance(0.6)) {
    w.gap(8);
    w.paragraph(rng.pick(footers(look)), { size: w.size * 0.8 });
  }

  if (!naic) truth.carrier.naicCode = null;
  const variant = [look.order.join("-"), `${cars.length}-veh`, look.splitWords ? "words" : "slash"];
  return { truth, variant: variant.join("-"), title };
};

export const reversedColumnSchedule: KindFn = (w, g, rng) =>
  g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng);
