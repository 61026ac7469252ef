import type { GeneratedPolicy, TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  formatDate,
  ledger,
  officeAddress,
  personName,
  sameAddress,
  sideBySide,
  vehicleList,
  type DateStyle,
  type KindFn,
  type Ledger,
  money,
} from "./common";
import { fill } from "./forms";
import { fitSize, fitWidth, footers, pairs, ruledTable, type RCol, type RRow } from "./ruled";

// Imitates the auto declarations whose coverage grid is a true matrix (Erie's and Travelers' "by
// vehicle" schedules, Safeco's and the regional mutuals' mainframe grids): a letterhead brand with
// the underwriting company under it, the named insured beside the policy facts, then one ruled
// matrix with vehicles as rows and coverages as columns (or the transpose). Column headers are
// stacked ("Bodily Injury" over "Each Person/Each Accident"); split limits are written "100/300"
// (with a thousands note), "$100,000/$300,000", "100,000 each person 300,000 each accident" or as
// two lines; a vehicle without a coverage has "Not covered", "Excluded", "--" or a blank cell;
// deductibles are "$500 ded" in the cell or in their own column; each vehicle has a premium column
// (or row), and some pages put each coverage's premium under its limit. Lienholders are a line under
// their vehicle or a table with loan numbers. A home policy gets the same matrix with coverages A-F
// against limit, all-peril and wind/hail deductibles and premium (or the transpose).

export const MATRIX = {
  autoTitle: [
    "Auto Policy Declarations",
    "Personal Auto Declarations Page",
    "Automobile Insurance Declarations",
    "Declarations - Private Passenger Auto",
  ],
  homeTitle: {
    home: ["Homeowners Policy Declarations", "Homeowners Declarations Page", "Residential Property Declarations"],
    condo: ["Condominium Unit Owners Declarations", "Condo Policy Declarations Page", "Unit Owners Declarations"],
  },
  underwritten: ["Underwritten by", "Coverage provided by", "Insurance provided by", "Issued by"],
  tagline: [
    "Questions about your policy? Call your agent or visit us online.",
    "Report a claim 24 hours a day.",
    "Keep this page with your policy.",
  ],
  number: ["Policy Number", "Policy No.", "Policy #"],
  period: ["Policy Period", "Policy Term", "Term"],
  periodText: ["{eff} to {exp}", "{eff} - {exp}", "{eff} through {exp}"],
  periodNote: [
    "12:01 A.M. standard time at the address of the named insured",
    "Beginning and ending 12:01 a.m. local time",
  ],
  issued: ["Date Issued", "Issue Date", "Processed"],
  transactionLabel: ["Transaction", "Reason for Issue", "Type"],
  transaction: ["Renewal", "New Business", "Policy Change", "Amended Declarations"],
  insured: ["Named Insured and Mailing Address", "Named Insured(s)", "Policyholder"],
  agent: ["Agent", "Your Agent", "Producer"],
  drivers: ["Listed Drivers:", "Drivers:", "Operators:"],
  naic: ["NAIC #", "NAIC Code", "NAIC No."],
  gridHead: [
    "Coverages, Limits and Premiums by Vehicle",
    "Schedule of Coverages",
    "Coverage Matrix",
    "Vehicle Coverage Summary",
  ],
  vehicleHead: [
    ["Vehicle", "Year / Make / Model / VIN"],
    ["Veh", "Description"],
    ["Auto", "Vehicle and VIN"],
  ],
  coverageHead: [
    ["Coverage", "Limits"],
    ["Coverages", "and Limits"],
    ["Coverage", "Limit of Liability"],
  ],
  vehicleWord: ["Vehicle {n}", "Veh {n}", "Auto {n}", "#{n}"],
  vin: ["VIN", "VIN:", "ID#"],
  heads: {
    BI: [
      ["Bodily Injury", "Each Person/Each Accident"],
      ["BI Liability", "Per Person/Per Accident"],
      ["Bodily Inj", "EP/EA"],
    ],
    PD: [
      ["Property Damage", "Each Accident"],
      ["PD Liability", "Per Accident"],
      ["Prop Dam", "EA"],
    ],
    CSL: [
      ["Combined Single Limit", "Each Accident"],
      ["Liability (CSL)", "BI and PD"],
      ["CSL", "EA"],
    ],
    UMBI: [
      ["Uninsured Motorist BI", "Each Person/Each Accident"],
      ["UM Bodily Injury", "Per Person/Per Accident"],
      ["UM BI", "EP/EA"],
    ],
    UIMBI: [
      ["Underinsured Motorist BI", "Each Person/Each Accident"],
      ["UIM Bodily Injury", "Per Person/Per Accident"],
      ["UIM BI", "EP/EA"],
    ],
    UMPD: [
      ["Uninsured Motorist PD", "Each Accident"],
      ["UM Property Damage", "Per Accident"],
      ["UM PD", "EA"],
    ],
    MEDPAY: [
      ["Medical Payments", "Each Person"],
      ["Med Pay", "Per Person"],
      ["Med Pay", "EP"],
    ],
    COMP: [
      ["Comprehensive", "Deductible"],
      ["Other Than Collision", "Deductible"],
      ["Comp", "Ded"],
    ],
    COLL: [
      ["Collision", "Deductible"],
      ["Collision", "Deductible"],
      ["Coll", "Ded"],
    ],
  } as Record<string, string[][]>,
  singleHead: ["Each Accident", "Per Accident", "EA"],
  merged: [
    ["Liability", "BI/PD (000s)"],
    ["Liability Limits", "BI/BI/PD"],
    ["Liab", "000s"],
  ],
  covered: ["Covered", "ACV", "Yes", "Included"],
  dedHead: ["Deductible", "Ded.", "Ded"],
  dedForm: ["{x} ded", "{x} Ded.", "Ded {x}", "{x} deductible", "{x} DED"],
  absent: ["Not covered", "Excluded", "--", "", "None", "N/C"],
  refused: ["Rejected", "Not covered", "Excluded", "Declined"],
  premiumHead: [
    ["Vehicle", "Premium"],
    ["Total", "Premium"],
    ["Premium", "{term}"],
  ],
  term: { 6: ["6-Month", "Six Month", "Semi-Annual"], 12: ["Annual", "12-Month", "Yearly"] } as Record<
    number,
    string[]
  >,
  eachPerson: ["each person", "per person"],
  eachAccident: ["each accident", "per accident"],
  lienLine: {
    lienholder: ["Lienholder: {name}", "Loss Payee: {name}", "Lienholder/Loss Payee: {name}"],
    lessor: ["Lessor/Additional Insured: {name}", "Lessor: {name}"],
  },
  loan: ["Loan #", "Loan No.", "Account #", "Acct No."],
  lienTableHead: ["Additional Interests", "Lienholders and Loss Payees", "Interested Parties"],
  lienCols: [
    ["Veh", "Interest", "Name and Address", "Loan / Account No."],
    ["#", "Type", "Lienholder", "Loan Number"],
  ],
  interest: {
    lienholder: ["Lienholder", "Loss Payee", "Lienholder/Loss Payee"],
    lessor: ["Lessor", "Additional Insured - Lessor"],
    mortgagee: ["First Mortgagee", "Mortgagee", "1st Mortgagee"],
    second: ["Second Mortgagee", "2nd Mortgagee"],
  },
  optionalHead: ["Additional Coverages", "Optional Coverages", "Endorsements"],
  optionalCols: [
    ["Coverage", "Limit", "Premium"],
    ["Endorsement", "Limit", "Term Premium"],
  ],
  subtotal: ["Premium for Coverages", "Coverage Premium", "Subtotal"],
  total: ["Total Policy Premium", "Total {term} Premium", "Policy Total"],
  outFee: ["{label} of {x} is not included in the premium.", "{label}: {x} (billed separately)"],
  thousands: [
    "Liability limits are shown in thousands of dollars.",
    "Limits shown with 000s omitted.",
    "Limits are in thousands (000 omitted).",
  ],
  blankNote: [
    "A blank, '--' or 'Not covered' means the coverage does not apply to that vehicle.",
    "Coverage applies only where a limit or deductible is shown for the vehicle.",
  ],
  premiumInCell: [
    "The amount under each limit is that coverage's premium for the vehicle.",
    "Premiums are shown below each limit.",
  ],
  form: ["Form {code}", "DEC {code}", "{code}"],
  page: ["Page {n} of {m}", "Page {n}"],
  premises: ["Residence Premises", "Location of Residence Premises", "Insured Location"],
  sameAsMailing: ["Same as mailing address", "Same as above"],
  details: ["Year Built {year}", "Form {form}", "Protection Class {pc}", "Construction: {c}"],
  construction: ["Frame", "Masonry", "Brick Veneer", "Masonry Veneer"],
  homeCovHead: [
    ["Coverage", ""],
    ["Section I and II", "Coverages"],
  ],
  homeCols: {
    limit: [
      ["Limit of", "Liability"],
      ["Limit", ""],
      ["Amount of", "Insurance"],
    ],
    aop: [
      ["Deductible", "All Other Perils"],
      ["All Peril", "Deductible"],
      ["Deductible", "AOP"],
    ],
    wind: [
      ["Deductible", "Windstorm/Hail"],
      ["Wind/Hail", "Deductible"],
      ["Deductible", "Wind/Hail"],
    ],
    premium: [
      ["Premium", ""],
      ["Annual", "Premium"],
      ["Premium", "$"],
    ],
  },
  homeHeads: {
    DWELLING: [
      ["Coverage A", "Dwelling"],
      ["A", "Dwelling"],
      ["Dwelling", "Cov A"],
    ],
    OTHER_STRUCTURES: [
      ["Coverage B", "Other Structures"],
      ["B", "Other Structures"],
      ["Other Structures", "Cov B"],
    ],
    PERSONAL_PROPERTY: [
      ["Coverage C", "Personal Property"],
      ["C", "Personal Property"],
      ["Personal Property", "Cov C"],
    ],
    LOSS_OF_USE: [
      ["Coverage D", "Loss of Use"],
      ["D", "Loss of Use"],
      ["Loss of Use", "Cov D"],
    ],
    PERSONAL_LIABILITY: [
      ["Coverage E", "Personal Liability"],
      ["E", "Personal Liability"],
      ["Personal Liability", "Cov E"],
    ],
    MEDICAL_PAYMENTS: [
      ["Coverage F", "Medical Payments"],
      ["F", "Medical Payments to Others"],
      ["Medical Payments", "Cov F"],
    ],
  } as Record<string, string[][]>,
  condoA: [
    ["Coverage A", "Building Property"],
    ["A", "Unit Improvements"],
    ["Building Property", "Cov A"],
  ],
  homeRows: {
    limit: ["Limit", "Amount of Insurance", "Limit of Liability"],
    aop: ["Deductible (All Perils)", "AOP Deductible", "All Peril Ded."],
    wind: ["Wind/Hail Deductible", "Windstorm or Hail Ded.", "Wind/Hail"],
    premium: ["Premium", "Annual Premium", "Premium $"],
  },
  als: ["Actual Loss Sustained", "ALS"],
  occurrence: ["each occurrence", "per occurrence"],
  windText: ["{p}% ({x})", "{p}% of Cov A ({x})", "{x} ({p}%)"],
  mortgageeHead: ["Mortgagee(s)", "Mortgagees and Loss Payees", "Additional Interests"],
  mortgageeCols: [
    ["Interest", "Name and Address", "Loan Number"],
    ["Type", "Mortgagee", "Loan No."],
  ],
  noMortgagee: ["Mortgagee: None", "No mortgagee on file", "Additional Interests: None"],
};

const grouped = (n: number) => dollars(n, { sign: false });

type LimitStyle = "thousands" | "slash" | "words" | "two-line";
type Orientation = "veh-rows" | "cov-rows";

/** How this page writes its figures, fixed once so every cell is written alike. */
interface Look {
  ds: DateStyle;
  upper: boolean;
  style: LimitStyle;
  perWord: string;
  accWord: string;
  ded: string;
  absent: string;
  scheme: number;
}

/** A split or single limit as the page's style writes it (lines of one cell). */
function limitLines(c: TruthCoverage, look: Look): string[] {
  const pp = c.limitPerPerson;
  const pa = c.limitPerAccident;
  if (pp !== null && pa !== null)
    switch (look.style) {
      case "thousands":
        return [`${pp / 1000}/${pa / 1000}`];
      case "slash":
        return [`${dollars(pp)}/${dollars(pa)}`];
      case "words":
        return [`${grouped(pp)} ${look.perWord} ${grouped(pa)} ${look.accWord}`];
      case "two-line":
        return [dollars(pp), dollars(pa)];
    }
  if (pa === null) return [""];
  const each = c.code === "MEDPAY" ? look.perWord : look.accWord;
  return [look.style === "words" ? `${grouped(pa)} ${each}` : dollars(pa)];
}

const dedText = (look: Look, n: number) => fill(look.ded, { x: dollars(n) });

/** One column of the matrix before it is laid out either way: a stacked header and a cell per vehicle. */
interface Logical {
  head: string[];
  cell: (k: number) => string[];
  bold?: boolean;
}

/** The letterhead and the insured / policy facts; returns whether the NAIC code was printed. */
function heading(w: Writer, g: GeneratedPolicy, rng: Rng, title: string, look: Look): boolean {
  const t = g.truth;
  const d = (iso: string) => formatDate(iso, look.ds);
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  const under = rng.pick(MATRIX.underwritten);
  const tagline = rng.pick(MATRIX.tagline);
  const brandSize = w.size * rng.pick([2, 2.3, 2.6]);
  sideBySide(
    w,
    0.5,
    (ww) => {
      const brand = look.upper ? g.extras.brand.toUpperCase() : g.extras.brand;
      ww.line(brand, { bold: true, size: fitWidth(ww, brand, { bold: true, size: brandSize }) });
      ww.paragraph(`${under} ${t.carrier.name}`, { size: ww.size * 0.85 });
      if (naic) ww.line(`${rng.pick(MATRIX.naic)} ${g.extras.naicCode}`, { size: ww.size * 0.85 });
      ww.paragraph(tagline, { size: ww.size * 0.75 });
    },
    (ww) => {
      for (const l of ww.wrap(title, { bold: true, size: ww.size * 1.5 }))
        ww.line(l, { bold: true, size: ww.size * 1.5 });
      ww.gap(3);
      pairs(
        ww,
        [
          [rng.pick(MATRIX.number), t.policyNumber],
          [
            rng.pick(MATRIX.period),
            fill(rng.pick(MATRIX.periodText), { eff: d(t.effectiveDate), exp: d(t.expirationDate) }),
          ],
          [rng.pick(MATRIX.issued), d(g.extras.issueDate)],
          [rng.pick(MATRIX.transactionLabel), rng.pick(MATRIX.transaction)],
        ],
        0.36,
      );
      ww.line(rng.pick(MATRIX.periodNote), { size: ww.size * 0.72 });
    },
  );
  w.gap(4);
  const form = rng.chance(0.2) ? "last-first" : "first-last";
  const names = t.insureds.map((_, i) => personName(g, i, form, look.upper));
  const mail = addressLines(t.address, rng, look.upper);
  const office = addressLines(officeAddress(rng), rng, false);
  const a = g.extras.agent;
  const insuredHead = rng.pick(MATRIX.insured);
  const agentHead = rng.pick(MATRIX.agent);
  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.line(insuredHead, { bold: true, size: ww.size * 0.85 });
      for (const l of [...names, ...mail]) ww.line(l);
    },
    (ww) => {
      ww.line(agentHead, { bold: true, size: ww.size * 0.85 });
      for (const l of [a.agency, ...office, a.phone]) ww.line(l);
    },
  );
  w.gap(4);
  return naic;
}

/** The premium summary: coverages subtotal and fees in the total, installment fees beside it. */
function premiumSummary(w: Writer, g: GeneratedPolicy, rng: Rng, L: Ledger): void {
  const term = rng.pick(MATRIX.term[g.extras.termMonths]);
  const items: [string, string][] = [];
  if (L.inFees.length) {
    items.push([rng.pick(MATRIX.subtotal), money(L.base)]);
    for (const f of L.inFees) items.push([f.label, money(f.amount)]);
  }
  const totalLabel = fill(rng.pick(MATRIX.total), { term });
  const span = w.right - w.left;
  const x = w.left + span * 0.55;
  for (const [label, value] of [...items, [totalLabel, money(L.total)] as [string, string]]) {
    const bold = label === totalLabel;
    w.ensure(w.lineHeight);
    w.put(label, x, w.y + w.size, { bold });
    w.put(value, w.right - w.width_(value, { bold }), w.y + w.size, { bold });
    w.y += w.lineHeight;
  }
  for (const f of L.outFees)
    w.line(fill(rng.pick(MATRIX.outFee), { label: f.label, x: money(f.amount) }), { size: w.size * 0.8 });
  w.gap(4);
}

function optionalTable(w: Writer, g: GeneratedPolicy, rng: Rng, size: number): void {
  if (!g.extras.optional.length) return;
  w.line(rng.pick(MATRIX.optionalHead), { bold: true });
  const cols: RCol[] = [{ width: 0.5 }, { width: 0.3 }, { width: 0.2, align: "r" }];
  const head = rng.pick(MATRIX.optionalCols);
  ruledTable(
    w,
    cols,
    [head.map((h) => [h])],
    g.extras.optional.map((o) => ({ cells: [[o.label], [o.limit], [dollars(o.premium, { cents: true })]] })),
    size,
  );
  w.gap(4);
}

function pageFooters(w: Writer, rng: Rng): string {
  const code = `${rng.pick(["AD", "PA", "HD", "DEC"])}-${rng.int(100, 999)} (${String(rng.int(1, 12)).padStart(2, "0")}/${rng.int(18, 25)})`;
  const form = fill(rng.pick(MATRIX.form), { code });
  const page = rng.pick(MATRIX.page);
  footers(
    w,
    () => form,
    (n, m) => fill(page, { n: String(n), m: String(m) }),
  );
  return form;
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const n = vehicles.length;
  const look: Look = {
    ds: rng.pick<DateStyle>(["mm/dd/yyyy", "m/d/yyyy", "Mon d, yyyy", "mm/dd/yy", "Month d, yyyy"]),
    upper: rng.chance(0.4),
    style: rng.pick<LimitStyle>(["thousands", "slash", "words", "two-line"]),
    perWord: rng.pick(MATRIX.eachPerson),
    accWord: rng.pick(MATRIX.eachAccident),
    ded: rng.pick(MATRIX.dedForm),
    absent: rng.pick(MATRIX.absent),
    scheme: rng.int(0, 2),
  };
  let orientation: Orientation = rng.chance(0.6) ? "veh-rows" : "cov-rows";
  // Words do not fit a narrow column: that style is only for coverages as rows.
  if (look.style === "words") orientation = "cov-rows";
  const dedOwnColumn = rng.chance(0.35);
  const premiumInCell = rng.chance(0.3);
  const loanPrinted = rng.chance(0.8);
  const lienRows = orientation === "veh-rows" && rng.chance(0.5);
  const title = rng.pick(MATRIX.autoTitle);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);

  const naic = heading(w, g, rng, title, look);
  const insured = new Set(t.insureds.map((p) => `${p.firstName} ${p.lastName}`));
  const others = g.extras.drivers.filter((d) => !insured.has(d));
  if (others.length || rng.chance(0.5))
    w.paragraph(
      `${rng.pick(MATRIX.drivers)} ${[...t.insureds.map((p) => `${p.firstName} ${p.lastName}`), ...others].map(U).join("; ")}`,
      {
        size: w.size * 0.9,
      },
    );
  w.gap(3);

  // The logical columns: liability limits (the same for every vehicle), refused coverages,
  // physical damage per vehicle, then the vehicle's premium.
  const cents = (c: TruthCoverage, k: number) => L.coverage.get(c)![k];
  const withPremium = (lines: string[], x: number) => (premiumInCell ? [...lines, money(x)] : lines);
  const policyLevel = t.coverages.filter((c) => !c.vin);
  const bi = policyLevel.find((c) => c.code === "BI");
  const pd = policyLevel.find((c) => c.code === "PD");
  const mergeLiability = look.style === "thousands" && !!bi && !!pd && rng.chance(0.5);
  const refusedWord = rng.pick(MATRIX.refused);
  const refused = ["UIMBI", "UMPD", "MEDPAY"].filter(
    (code) => !t.coverages.some((c) => c.code === code) && rng.chance(0.45),
  );
  const covered = rng.pick(MATRIX.covered);
  const term = rng.pick(MATRIX.term[g.extras.termMonths]);
  const premiumHead = rng.pick(MATRIX.premiumHead).map((h) => fill(h, { term }));
  // Drawn without chance, so a crowded matrix can be rebuilt with the abbreviated headers.
  const buildCols = (hs: number): Logical[] => {
    const cols: Logical[] = [];
    for (const c of policyLevel) {
      if (mergeLiability && c === pd) continue;
      if (mergeLiability && c === bi) {
        cols.push({
          head: MATRIX.merged[hs],
          cell: (k) =>
            withPremium(
              [`${bi.limitPerPerson! / 1000}/${bi.limitPerAccident! / 1000}/${pd!.limitPerAccident! / 1000}`],
              cents(bi, k) + cents(pd!, k),
            ),
        });
        continue;
      }
      const [h1, h2] = MATRIX.heads[c.code][hs];
      cols.push({
        head: [h1, c.limitPerPerson === null && h2.includes("/") ? MATRIX.singleHead[hs] : h2],
        cell: (k) =>
          withPremium(
            [...limitLines(c, look), ...(c.deductible !== null ? [dedText(look, c.deductible)] : [])],
            cents(c, k),
          ),
      });
    }
    for (const code of refused) cols.push({ head: MATRIX.heads[code][hs], cell: () => [refusedWord] });
    for (const code of ["COMP", "COLL"]) {
      const per = vehicles.map((v) => t.coverages.find((c) => c.code === code && c.vin === v.vin));
      if (!per.some(Boolean)) continue;
      if (dedOwnColumn) {
        const [h1] = MATRIX.heads[code][hs];
        cols.push({
          head: [h1, premiumInCell ? "Premium" : "Coverage"],
          cell: (k) => (per[k] ? [premiumInCell ? money(cents(per[k]!, k)) : covered] : [look.absent]),
        });
        cols.push({
          head: [h1, MATRIX.dedHead[hs]],
          cell: (k) => (per[k] ? [dollars(per[k]!.deductible!)] : [look.absent]),
        });
      } else
        cols.push({
          head: MATRIX.heads[code][hs],
          cell: (k) => (per[k] ? withPremium([dedText(look, per[k]!.deductible!)], cents(per[k]!, k)) : [look.absent]),
        });
    }
    cols.push({ head: premiumHead, cell: (k) => [money(L.vehicleTotals[k])], bold: true });
    return cols;
  };
  let cols = buildCols(look.scheme);
  // Eight or more coverage columns across: carriers abbreviate the headers ("Bodily Inj", "EP/EA").
  if (orientation === "veh-rows" && cols.length > 7) cols = buildCols(2);

  const vehWord = rng.pick(MATRIX.vehicleWord);
  const vinWord = rng.pick(MATRIX.vin);
  const vehLines = vehicles.map((v) => [
    fill(vehWord, { n: String(v.index + 1) }),
    U(`${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`),
    `${vinWord} ${v.vin}`,
  ]);
  const party = (k: number): TruthParty | undefined => t.thirdParties.find((p) => p.vin === vehicles[k].vin);
  const lienWords = {
    lienholder: rng.pick(MATRIX.lienLine.lienholder),
    lessor: rng.pick(MATRIX.lienLine.lessor),
  };
  const loanWord = rng.pick(MATRIX.loan);
  const partyAddress = t.thirdParties.map((p) => addressLines(p.address, rng, look.upper).join(", "));
  const lienLine = (p: TruthParty) => {
    const at = t.thirdParties.indexOf(p);
    const loan = loanPrinted && p.loanNumber ? `   ${loanWord} ${p.loanNumber}` : "";
    return `${fill(lienWords[p.type === "lessor" ? "lessor" : "lienholder"], { name: U(p.name) })}, ${partyAddress[at]}${loan}`;
  };

  const layout = (o: Orientation) => {
    if (o === "veh-rows") {
      const vehHead = MATRIX.vehicleHead[look.scheme];
      const share = 0.8 / cols.length;
      const rc: RCol[] = [{ width: 0.2 }, ...cols.map(() => ({ width: share, align: "c" as const }))];
      const head = [0, 1].map((i) => [[vehHead[i]], ...cols.map((c) => [c.head[i]])]);
      const body: RRow[] = vehicles.flatMap((_, k) => {
        const p = party(k);
        const r: RRow = { cells: [vehLines[k], ...cols.map((c) => c.cell(k))], rule: !(lienRows && p) };
        return lienRows && p ? [r, { cells: [[lienLine(p)]], span: true }] : [r];
      });
      return { rc, head, body };
    }
    const covHead = MATRIX.coverageHead[look.scheme];
    // Vehicle columns no wider than a real grid's; the coverage names take the rest.
    const share = Math.min(0.66 / n, 0.3);
    const rc: RCol[] = [{ width: 1 - share * n }, ...vehicles.map(() => ({ width: share, align: "r" as const }))];
    const head = [
      [[covHead[0]], ...vehLines.map((l) => [l[0]])],
      [[covHead[1]], ...vehLines.map((l) => l.slice(1))],
    ];
    const body: RRow[] = cols.map((c) => ({
      cells: [c.head.filter(Boolean), ...vehicles.map((_, k) => c.cell(k))],
      bold: c.bold,
    }));
    return { rc, head, body };
  };
  const base = w.size * 0.9;
  const fit = (o: Orientation, g2: ReturnType<typeof layout>) =>
    fitSize(
      w,
      g2.rc,
      [...g2.head.map((cells) => ({ cells, bold: true })), ...g2.body],
      base,
      o === "veh-rows" ? 6.5 : 5.5,
    );
  let grid = layout(orientation);
  let size = fit(orientation, grid);
  if (size === null && orientation === "veh-rows") {
    // Too many coverages for columns at a legible size: this page turns the matrix.
    orientation = "cov-rows";
    cols = buildCols(look.scheme);
    grid = layout(orientation);
    size = fit(orientation, grid);
  }
  w.line(rng.pick(MATRIX.gridHead), { bold: true, size: w.size * 1.1 });
  ruledTable(w, grid.rc, grid.head, grid.body, size ?? 5.5);
  w.gap(3);
  const notes = [rng.pick(MATRIX.blankNote)];
  if (look.style === "thousands") notes.unshift(rng.pick(MATRIX.thousands));
  if (premiumInCell) notes.push(rng.pick(MATRIX.premiumInCell));
  for (const l of notes) w.line(l, { size: w.size * 0.78 });
  w.gap(4);

  optionalTable(w, g, rng, w.size * 0.9);
  premiumSummary(w, g, rng, L);

  // A matrix turned to coverages as rows has no row under each vehicle: its lienholders go to the table.
  const lienInRows = lienRows && orientation === "veh-rows";
  const lienTable = t.thirdParties.length > 0 && !lienInRows;
  if (lienTable) {
    w.line(rng.pick(MATRIX.lienTableHead), { bold: true });
    const lc: RCol[] = [{ width: 0.07 }, { width: 0.2 }, { width: 0.5 }, { width: 0.23 }];
    const heads = rng.pick(MATRIX.lienCols);
    const body = t.thirdParties.map((p, i) => {
      const k = vehicles.findIndex((v) => v.vin === p.vin);
      return {
        cells: [
          [String(k + 1)],
          [rng.pick(MATRIX.interest[p.type === "lessor" ? "lessor" : "lienholder"])],
          [U(p.name), partyAddress[i]],
          [loanPrinted && p.loanNumber ? p.loanNumber : ""],
        ],
      };
    });
    ruledTable(w, lc, [heads.map((h) => [h])], body, w.size * 0.9);
  }
  pageFooters(w, rng);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    orientation,
    look.style,
    mergeLiability ? "bipd" : "",
    dedOwnColumn ? "ded-column" : "ded-cell",
    premiumInCell ? "premium-cell" : "",
    t.thirdParties.length ? (lienInRows ? "lien-rows" : "lien-table") : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const look: Look = {
    ds: rng.pick<DateStyle>(["mm/dd/yyyy", "m/d/yyyy", "Mon d, yyyy", "Month d, yyyy"]),
    upper: rng.chance(0.35),
    style: "slash",
    perWord: rng.pick(MATRIX.eachPerson),
    accWord: rng.pick(MATRIX.occurrence),
    ded: "{x}",
    absent: rng.pick(["--", "", "N/A"]),
    scheme: rng.int(0, 2),
  };
  const title = rng.pick(MATRIX.homeTitle[condo ? "condo" : "home"]);
  const loanPrinted = rng.chance(0.85);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const naic = heading(w, g, rng, title, look);

  const same = sameAddress(premises, t.address);
  const premisesText =
    same && rng.chance(0.3) ? rng.pick(MATRIX.sameAsMailing) : addressLines(premises, rng, look.upper).join(", ");
  w.paragraph(`${rng.pick(MATRIX.premises)}: ${premisesText}`, { bold: true });
  const details = MATRIX.details.map((d) =>
    fill(d, {
      year: String(g.extras.yearBuilt),
      form: g.extras.form,
      pc: String(rng.int(1, 9)),
      c: rng.pick(MATRIX.construction),
    }),
  );
  w.paragraph(rng.shuffle(details).slice(0, 3).join("   "), { size: w.size * 0.9 });
  w.gap(4);

  const codes = [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ].filter((c) => t.coverages.some((x) => x.code === c) || (c === "LOSS_OF_USE" && g.extras.lossOfUseAls));
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const dwelling = cov("DWELLING")!;
  const aop = dwelling.deductible!;
  const pct = g.extras.windHailPercent;
  const windText = pct
    ? fill(rng.pick(MATRIX.windText), {
        p: String(pct),
        x: dollars(Math.round((dwelling.limitPerAccident! * pct) / 100)),
      })
    : "";
  const repeatAop = rng.chance(0.5);
  const sectionOne = (code: string) => ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY"].includes(code);
  const head = (code: string) => (code === "DWELLING" && condo ? MATRIX.condoA : MATRIX.homeHeads[code])[look.scheme];
  const limit = (code: string): string[] => {
    const c = cov(code);
    if (!c) return [rng.pick(MATRIX.als)];
    if (code === "PERSONAL_LIABILITY") return [`${dollars(c.limitPerAccident!)} ${look.accWord}`];
    if (code === "MEDICAL_PAYMENTS") return [`${dollars(c.limitPerAccident!)} ${look.perWord}`];
    return [dollars(c.limitPerAccident!)];
  };
  const limits = new Map(codes.map((c) => [c, limit(c)]));
  const aopCell = (code: string) =>
    code === "DWELLING" || (repeatAop && sectionOne(code)) ? [dollars(aop)] : [look.absent];
  const windCell = (code: string) =>
    code === "DWELLING" || (repeatAop && sectionOne(code)) ? [windText] : [look.absent];
  const premCell = (code: string) => {
    const c = cov(code);
    return c ? [money(L.coverage.get(c)![0])] : [rng.pick(["Included", "Incl."])];
  };
  const prems = new Map(codes.map((c) => [c, premCell(c)]));
  type Measure = { key: keyof typeof MATRIX.homeRows; cell: (code: string) => string[] };
  const measures: Measure[] = [
    { key: "limit", cell: (c) => limits.get(c)! },
    { key: "aop", cell: aopCell },
    ...(pct ? [{ key: "wind", cell: windCell } as Measure] : []),
    { key: "premium", cell: (c) => prems.get(c)! },
  ];

  const rowsOrientation = rng.chance(0.55);
  w.line(rng.pick(MATRIX.gridHead.slice(1)), { bold: true, size: w.size * 1.1 });
  if (rowsOrientation) {
    const covHead = MATRIX.homeCovHead[look.scheme % 2];
    const share = 0.62 / measures.length;
    const rc: RCol[] = [{ width: 0.38 }, ...measures.map(() => ({ width: share, align: "r" as const }))];
    const headRows = [0, 1].map((i) => [
      [covHead[i]],
      ...measures.map((m) => [MATRIX.homeCols[m.key][look.scheme][i]]),
    ]);
    const body: RRow[] = codes.map((c) => ({ cells: [head(c).filter(Boolean), ...measures.map((m) => m.cell(c))] }));
    const size = fitSize(w, rc, [...headRows.map((cells) => ({ cells, bold: true })), ...body], w.size * 0.92);
    ruledTable(w, rc, headRows, body, size ?? 5.5);
  } else {
    const share = 0.8 / codes.length;
    const rc: RCol[] = [{ width: 0.2 }, ...codes.map(() => ({ width: share, align: "r" as const }))];
    const headRows = [0, 1].map((i) => [[""], ...codes.map((c) => [head(c)[i]])]);
    const body: RRow[] = measures.map((m) => ({
      cells: [[MATRIX.homeRows[m.key][look.scheme]], ...codes.map((c) => m.cell(c))],
      bold: m.key === "premium",
    }));
    const size = fitSize(w, rc, [...headRows.map((cells) => ({ cells, bold: true })), ...body], w.size * 0.92);
    ruledTable(w, rc, headRows, body, size ?? 5.5);
  }
  w.gap(3);
  if (g.extras.lossOfUseAls)
    w.line(rng.pick(["Loss of Use: actual loss sustained, up to 12 months.", "ALS = Actual Loss Sustained"]), {
      size: w.size * 0.78,
    });
  w.gap(3);
  optionalTable(w, g, rng, w.size * 0.9);
  premiumSummary(w, g, rng, L);

  w.line(rng.pick(MATRIX.mortgageeHead), { bold: true });
  if (!t.thirdParties.length) w.line(rng.pick(MATRIX.noMortgagee));
  else {
    const mc: RCol[] = [{ width: 0.2 }, { width: 0.55 }, { width: 0.25 }];
    const heads = rng.pick(MATRIX.mortgageeCols);
    const body = t.thirdParties.map((p, i) => ({
      cells: [
        [rng.pick(i === 0 ? MATRIX.interest.mortgagee : MATRIX.interest.second)],
        [`${U(p.name)}${rng.pick(["", " ISAOA/ATIMA", " ISAOA"])}`, ...addressLines(p.address, rng, look.upper)],
        [loanPrinted && p.loanNumber ? p.loanNumber : ""],
      ],
    }));
    ruledTable(w, mc, [heads.map((h) => [h])], body, w.size * 0.9);
  }
  pageFooters(w, rng);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  return {
    truth,
    variant: `home-${rowsOrientation ? "cov-rows" : "cov-columns"}${pct ? "-wind" : ""}${repeatAop ? "-repeat-ded" : ""}`,
    title,
  };
};

export const coverageMatrix: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
