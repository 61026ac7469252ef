import type { GeneratedPolicy, TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  officeAddress,
  personName,
  vehicleList,
  type KindFn,
} from "./common";
import { boxRow, dateText, fill, formHalves, type Box } from "./forms";
import { fitSize, fitWidth, footers, ruledTable, type RCol, type RRow } from "./ruled";

// Imitates the evidence-of-insurance forms an agency system prints for a lender, after the
// layout of the ACORD 27, 28 and 75 samples but in its own words: a title with a dated box at the
// right, a notice in capitals, ruled boxes with a small caption in each box's top-left corner
// (producer, company and NAIC, named insured and address, policy number, effective and expiration
// dates as MM/DD/YYYY), for a car a vehicle schedule and a coverage grid whose LIMITS column holds
// one line per limit ("BI EA PERSON" / "BI EA ACC" on rows of their own), check marks typed as
// "[X]" / "[ ]" before each coverage and pre-printed rows left unchecked and empty for coverages
// not bought; for a house the property location, a perils line and a coverage / amount /
// deductible grid. The premium is in a box or in the remarks, and each lender gets an ADDITIONAL
// INTEREST block: name and address, the interest chosen by a typed mark ("[X] LIENHOLDER  [ ] LOSS
// PAYEE", "[X] MORTGAGEE"), the LOAN # and, for a car, which vehicle.

export const EVIBOX = {
  title: {
    auto: [
      "EVIDENCE OF AUTOMOBILE INSURANCE",
      "AUTO INSURANCE EVIDENCE",
      "EVIDENCE OF AUTO COVERAGE",
      "PERSONAL AUTO EVIDENCE OF INSURANCE",
    ],
    home: ["EVIDENCE OF HOMEOWNERS INSURANCE", "EVIDENCE OF PROPERTY COVERAGE", "HOMEOWNERS EVIDENCE OF INSURANCE"],
    condo: ["EVIDENCE OF CONDOMINIUM UNIT INSURANCE", "EVIDENCE OF UNIT OWNERS COVERAGE"],
  } as Record<string, string[]>,
  dateBox: ["DATE (MM/DD/YYYY)", "ISSUED (MM/DD/YYYY)", "DATE OF ISSUE"],
  notice: [
    "THIS EVIDENCE IS FURNISHED FOR INFORMATION ONLY. IT GIVES NO RIGHTS TO THE INTEREST SHOWN BELOW AND DOES NOT CHANGE, ADD TO OR TAKE AWAY FROM THE COVERAGE OF THE POLICY DESCRIBED.",
    "THE POLICY DESCRIBED BELOW HAS BEEN ISSUED TO THE INSURED NAMED FOR THE PERIOD SHOWN. THIS FORM IS NOT A CONTRACT AND DOES NOT ALTER THE TERMS, EXCLUSIONS OR CONDITIONS OF THAT POLICY.",
    "PROVIDED AS A MATTER OF RECORD. THE COVERAGE AFFORDED IS ONLY THAT OF THE POLICY ITSELF, SUBJECT TO ALL OF ITS TERMS.",
  ],
  producer: ["PRODUCER", "AGENCY / PRODUCER", "ISSUING AGENCY", "AGENT NAME AND ADDRESS"],
  phone: ["PHONE", "TEL (A/C, NO)", "PHONE NO."],
  email: ["E-MAIL", "EMAIL ADDRESS"],
  agencyCode: ["AGENCY CODE", "PRODUCER CODE", "AGENT NO."],
  company: ["COMPANY", "INSURER", "INSURANCE COMPANY", "COMPANY AFFORDING COVERAGE"],
  naic: ["NAIC NO.", "NAIC #", "NAIC CODE"],
  insured: ["NAMED INSURED AND ADDRESS", "INSURED NAME AND MAILING ADDRESS", "NAMED INSURED(S) / ADDRESS"],
  policy: ["POLICY NO.", "POLICY NUMBER", "POLICY #"],
  eff: ["EFF DATE", "EFFECTIVE DATE", "EFF DATE (MM/DD/YYYY)"],
  exp: ["EXP DATE", "EXPIRATION DATE", "EXP DATE (MM/DD/YYYY)"],
  time: ["TIME", "AT"],
  timeValue: ["12:01 AM", "12:01 A.M. STD TIME"],
  term: ["TERM", "POLICY TERM"],
  termValue: { 6: ["6 MONTHS", "6 MO"], 12: ["12 MONTHS", "ANNUAL"] } as Record<number, string[]>,
  premium: ["TOTAL PREMIUM", "POLICY PREMIUM", "TERM PREMIUM", "PREMIUM (FULL TERM)"],
  vehiclesHead: ["DESCRIBED VEHICLES", "VEHICLE SCHEDULE", "COVERED AUTOS"],
  vehCols: [
    ["VEH #", "YEAR", "MAKE", "MODEL", "VEHICLE ID NO."],
    ["NO.", "YR", "MAKE", "MODEL / BODY", "VIN"],
  ],
  coverageHead: ["COVERAGES", "COVERAGE INFORMATION", "COVERAGES AND LIMITS"],
  gridCols: [
    ["TYPE OF COVERAGE", "APPLIES TO", "DEDUCTIBLE", "LIMITS"],
    ["COVERAGE", "VEH", "DED", "LIMITS"],
    ["COVERAGE / FORM", "AUTOS", "DEDUCTIBLE", "LIMITS"],
  ],
  autoTypes: {
    LIAB: ["AUTO LIABILITY", "LIABILITY", "BODILY INJURY / PROP DAMAGE"],
    UMBI: ["UNINSURED MOTORIST", "UNINSURED MOTORISTS"],
    UIMBI: ["UNDERINSURED MOTORIST", "UNDERINSURED MOTORISTS"],
    UMPD: ["UNINSURED MOTORIST PD", "UM PROPERTY DAMAGE"],
    MEDPAY: ["MEDICAL PAYMENTS", "MED PAY"],
    COMP: ["COMPREHENSIVE", "OTHER THAN COLLISION", "COMP / OTC"],
    COLL: ["COLLISION", "COLLISION", "COLL"],
  } as Record<string, string[]>,
  /** Limit captions, one scheme per page: split limits always one row per half. */
  captions: [
    {
      BI: ["BI EA PERSON", "BI EA ACC"],
      PD: ["PD EA ACC"],
      CSL: ["CSL EA ACC"],
      UMBI: ["UM BI EA PERSON", "UM BI EA ACC"],
      UMCSL: ["UM CSL EA ACC"],
      UIMBI: ["UIM BI EA PERSON", "UIM BI EA ACC"],
      UMPD: ["UMPD EA ACC"],
      MEDPAY: ["MED PAY EA PERSON"],
    },
    {
      BI: ["BODILY INJ EA PERSON", "BODILY INJ EA ACC"],
      PD: ["PROP DAMAGE EA ACC"],
      CSL: ["COMBINED SINGLE LIMIT EA ACC"],
      UMBI: ["UNINS MOTORIST EA PERSON", "UNINS MOTORIST EA ACC"],
      UMCSL: ["UNINS MOTORIST CSL EA ACC"],
      UIMBI: ["UNDERINS MOTORIST EA PERSON", "UNDERINS MOTORIST EA ACC"],
      UMPD: ["UNINS MOTORIST PD EA ACC"],
      MEDPAY: ["MEDICAL EXP EA PERSON"],
    },
    {
      BI: ["BI - EA PERSON", "BI - EA ACC"],
      PD: ["PD - EA ACC"],
      CSL: ["BI & PD CSL - EA ACC"],
      UMBI: ["UM - EA PERSON", "UM - EA ACC"],
      UMCSL: ["UM CSL - EA ACC"],
      UIMBI: ["UIM - EA PERSON", "UIM - EA ACC"],
      UMPD: ["UMPD - EA ACC"],
      MEDPAY: ["MED PAY - EA PERSON"],
    },
  ] as Record<string, string[]>[],
  allVehicles: ["ALL", "ALL VEH", "ALL AUTOS"],
  vehRef: ["VEH {n}", "#{n}", "AUTO {n}"],
  acv: ["ACV", "ACTUAL CASH VALUE", "STATED: ACV"],
  notBought: ["NOT PURCHASED", "NONE", "REJECTED", ""],
  location: ["LOCATION / DESCRIPTION OF PROPERTY", "PROPERTY LOCATION", "RESIDENCE PREMISES"],
  yearBuilt: ["YR BUILT {y}", "CONSTRUCTED {y}", "BUILT {y}"],
  perils: ["PERILS INSURED", "CAUSES OF LOSS"],
  perilItems: ["BASIC", "BROAD", "SPECIAL"],
  homeCols: [
    ["COVERAGE / FORM", "AMOUNT OF INSURANCE", "DEDUCTIBLE"],
    ["COVERAGE", "LIMIT", "DED"],
    ["COVERAGE / PERILS / FORMS", "AMOUNT", "DEDUCTIBLE"],
  ],
  homeCov: {
    DWELLING: ["COV A - DWELLING", "DWELLING", "A - DWELLING"],
    OTHER_STRUCTURES: ["COV B - OTHER STRUCTURES", "OTHER STRUCTURES", "B - OTHER STRUCT"],
    PERSONAL_PROPERTY: ["COV C - PERSONAL PROPERTY", "CONTENTS", "C - PERS PROPERTY"],
    LOSS_OF_USE: ["COV D - LOSS OF USE", "LOSS OF USE / ALE", "D - LOSS OF USE"],
    PERSONAL_LIABILITY: ["COV E - PERSONAL LIAB EA OCC", "PERSONAL LIABILITY EA OCC", "E - LIABILITY EA OCCURRENCE"],
    MEDICAL_PAYMENTS: ["COV F - MED PAY EA PERSON", "MEDICAL PAYMENTS EA PERSON", "F - MED PAY EA PERSON"],
  } as Record<string, string[]>,
  condoA: ["COV A - BUILDING / UNIT", "UNIT BUILDING PROPERTY", "A - UNIT ADDITIONS"],
  windRow: ["WIND/HAIL DEDUCTIBLE", "WINDSTORM OR HAIL", "WIND / HAIL"],
  als: ["ACTUAL LOSS SUSTAINED", "ALS"],
  replacement: ["REPLACEMENT COST ON DWELLING", "RC ON DWELLING"],
  remarks: ["REMARKS", "REMARKS / SPECIAL CONDITIONS", "SPECIAL PROVISIONS"],
  remarkLines: {
    auto: [
      "LIENHOLDER LISTED AS LOSS PAYEE ON PHYSICAL DAMAGE.",
      "EVIDENCE ISSUED AT REQUEST OF INSURED.",
      "10 DAYS NOTICE OF CANCELLATION FOR NON-PAYMENT.",
    ],
    home: [
      "MORTGAGEE CLAUSE ADDED PER LENDER REQUEST.",
      "PREMIUM PAID THROUGH ESCROW.",
      "DWELLING INSURED TO 100% REPLACEMENT COST.",
    ],
  } as Record<string, string[]>,
  remarkPremium: ["PREMIUM: {x}", "TOTAL TERM PREMIUM {x} - PAID IN FULL", "FULL TERM PREMIUM {x}"],
  outFee: ["{label} {x} NOT INCLUDED IN PREMIUM", "PLUS {label} OF {x} PER INSTALLMENT"],
  interestHead: ["ADDITIONAL INTEREST", "ADDITIONAL INTEREST(S)", "INTERESTED PARTY"],
  interestName: ["NAME AND ADDRESS", "ADDITIONAL INTEREST NAME AND ADDRESS", "INTEREST HOLDER"],
  interestType: ["INTEREST", "TYPE OF INTEREST", "CHECK ONE"],
  autoItems: [
    ["LIENHOLDER", "LOSS PAYEE", "LESSOR"],
    ["LOSS PAYEE", "LIENHOLDER", "ADDL INSURED / LESSOR"],
  ],
  homeItems: [
    ["MORTGAGEE", "LOSS PAYEE", "ADDITIONAL INSURED"],
    ["MORTGAGEE", "LENDER'S LOSS PAYABLE", "ADDL INTEREST"],
  ],
  rank: ["RANK", "POSITION"],
  rankValue: ["1ST", "2ND"],
  loan: ["LOAN #", "LOAN NUMBER", "LOAN / ACCOUNT #"],
  /** The interest box naming the financed car: its caption and how the car is written. */
  vehicleBox: [
    ["VEH # / VIN", "{ref} / {vin}"],
    ["VEHICLE", "{ref}"],
    ["VIN", "{vin}"],
  ],
  isaoa: ["", " ISAOA/ATIMA", ", ITS SUCCESSORS AND/OR ASSIGNS"],
  signature: ["AUTHORIZED REPRESENTATIVE", "AUTHORIZED SIGNATURE", "COUNTERSIGNED BY"],
  formId: ["EVI-{t} ({yyyy}/{mm})", "AGY-EV {n} ({mm}/{yy})", "FORM EV-{n}"],
  pageOf: ["PAGE {n} OF {m}", "PAGE {n}"],
};

/** How this form is filled: fixed once so every box reads alike. */
interface Look {
  upper: boolean;
  /** "$100,000", "$ 100,000" or "100,000" under a "$" heading. */
  money: "joined" | "spaced" | "bare";
  /** The limit caption and its amount in one LIMITS cell, or in two columns. */
  joinedLimits: boolean;
  /** "[X] AUTO LIABILITY" in the coverage grid, or the type alone. */
  gridMarks: boolean;
  cap: number;
}

const mark = (on: boolean) => (on ? "[X]" : "[ ]");
const mmddyyyy = (iso: string) => dateText(iso, "mm/dd/yyyy");
const V = (s: string, look: Look) => (look.upper ? s.toUpperCase() : s);

function amountText(n: number, look: Look): string {
  const x = dollars(n, { sign: false });
  return look.money === "joined" ? `$${x}` : look.money === "spaced" ? `$ ${x}` : x;
}

/** Typed check items packed onto lines that fit `room`, never splitting "[X]" from its word. */
function checkLines(w: Writer, items: [string, boolean][], room: number): string[] {
  const out: string[] = [];
  let cur = "";
  for (const [label, on] of items) {
    const item = `${mark(on)} ${label}`;
    const next = cur ? `${cur}   ${item}` : item;
    if (cur && w.width_(next) > room) {
      out.push(cur);
      cur = item;
    } else cur = next;
  }
  if (cur) out.push(cur);
  return out;
}

const full = (label: string, lines: string[], extra: Partial<Box> = {}): Box => ({
  label,
  lines,
  at: 0,
  width: 1,
  ...extra,
});

/** Title with the issue-date box, the notice, and the producer / company / insured / policy halves. */
function formTop(
  w: Writer,
  g: GeneratedPolicy,
  rng: Rng,
  look: Look,
  title: string,
): { naic: boolean; inBox: boolean } {
  const t = g.truth;
  const cap = { captionScale: look.cap };
  formHalves(
    w,
    rng.pick([0.72, 0.76, 0.8]),
    (ww) => {
      const big = { bold: true, size: ww.size * 1.55 };
      const size = fitWidth(ww, title, big);
      ww.y += 6;
      ww.put(title, ww.left + (ww.right - ww.left - ww.width_(title, { ...big, size })) / 2, ww.y + size, {
        ...big,
        size,
      });
      ww.y += size * 1.4;
    },
    (ww) => boxRow(ww, [full(rng.pick(EVIBOX.dateBox), [mmddyyyy(g.extras.issueDate)], { align: "c" })], cap),
  );
  if (rng.chance(0.8))
    boxRow(w, [full("", [rng.pick(EVIBOX.notice)], { style: { size: w.size * 0.72, bold: true } })], cap);

  const a = g.extras.agent;
  const office = addressLines(officeAddress(rng), rng, look.upper);
  const names = t.insureds.map((_, i) => personName(g, i, rng.chance(0.3) ? "last-first" : "first-last", look.upper));
  const mail = addressLines(t.address, rng, look.upper);
  const naic = !!g.extras.naicCode && rng.chance(0.6);
  const inBox = rng.chance(0.55);
  const email = `${a.name.split(" ")[0].toLowerCase()}@${a.agency.split(" ")[0].toLowerCase()}agency.com`;
  const labels = {
    producer: rng.pick(EVIBOX.producer),
    phone: rng.pick(EVIBOX.phone),
    email: rng.pick(EVIBOX.email),
    code: rng.pick(EVIBOX.agencyCode),
    insured: rng.pick(EVIBOX.insured),
    company: rng.pick(EVIBOX.company),
    naic: rng.pick(EVIBOX.naic),
    policy: rng.pick(EVIBOX.policy),
    eff: rng.pick(EVIBOX.eff),
    exp: rng.pick(EVIBOX.exp),
    third: rng.chance(0.5)
      ? [rng.pick(EVIBOX.time), rng.pick(EVIBOX.timeValue)]
      : [rng.pick(EVIBOX.term), rng.pick(EVIBOX.termValue[g.extras.termMonths])],
    premium: rng.pick(EVIBOX.premium),
  };
  const producer = (ww: Writer) => {
    boxRow(ww, [full(labels.producer, [V(a.agency, look), ...office])], { ...cap, minLines: 3 });
    boxRow(
      ww,
      [
        { label: labels.phone, lines: [a.phone], at: 0, width: 0.45 },
        { label: labels.email, lines: [email], at: 0.45, width: 0.55 },
      ],
      cap,
    );
    boxRow(ww, [full(labels.code, [a.code])], cap);
  };
  const insured = (ww: Writer) =>
    boxRow(ww, [full(labels.insured, [...names, ...mail], { style: { bold: true } })], { ...cap, minLines: 4 });
  const policy = (ww: Writer) => {
    boxRow(
      ww,
      naic
        ? [
            { label: labels.company, lines: [V(t.carrier.name, look)], at: 0, width: 0.74 },
            { label: labels.naic, lines: [g.extras.naicCode!], at: 0.74, width: 0.26 },
          ]
        : [full(labels.company, [V(t.carrier.name, look)])],
      { ...cap, minLines: 2 },
    );
    boxRow(ww, [full(labels.policy, [t.policyNumber], { style: { bold: true } })], cap);
    boxRow(
      ww,
      [
        { label: labels.eff, lines: [mmddyyyy(t.effectiveDate)], at: 0, width: 0.34, align: "c" },
        { label: labels.exp, lines: [mmddyyyy(t.expirationDate)], at: 0.34, width: 0.34, align: "c" },
        { label: labels.third[0], lines: [labels.third[1]], at: 0.68, width: 0.32, align: "c" },
      ],
      cap,
    );
    if (inBox) boxRow(ww, [full(labels.premium, [`$${dollars(t.premium, { sign: false, cents: true })}`])], cap);
  };
  const split = rng.pick([0.48, 0.5, 0.55]);
  if (rng.chance(0.5))
    formHalves(
      w,
      split,
      (ww) => {
        producer(ww);
        insured(ww);
      },
      policy,
    );
  else {
    formHalves(w, split, producer, (ww) => boxRow(ww, [full(labels.company, [V(t.carrier.name, look)])], cap));
    formHalves(w, split, insured, (ww) => {
      if (naic) boxRow(ww, [full(labels.naic, [g.extras.naicCode!])], cap);
      boxRow(ww, [full(labels.policy, [t.policyNumber], { style: { bold: true } })], cap);
      boxRow(
        ww,
        [
          { label: labels.eff, lines: [mmddyyyy(t.effectiveDate)], at: 0, width: 0.5, align: "c" },
          { label: labels.exp, lines: [mmddyyyy(t.expirationDate)], at: 0.5, width: 0.5, align: "c" },
        ],
        cap,
      );
      if (inBox) boxRow(ww, [full(labels.premium, [`$${dollars(t.premium, { sign: false, cents: true })}`])], cap);
    });
  }
  w.gap(4);
  return { naic, inBox };
}

/** A section caption outside the boxes, as the forms print "COVERAGE INFORMATION" above a grid. */
function sectionLabel(w: Writer, text: string): void {
  const size = w.size * 0.85;
  w.ensure(size * 4);
  w.put(text, w.left + 2, w.y + size, { bold: true, size });
  w.y += size * 1.35;
}

function remarksBox(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, premiumInRemarks: boolean): void {
  const t = g.truth;
  const lines: string[] = [];
  if (premiumInRemarks)
    lines.push(fill(rng.pick(EVIBOX.remarkPremium), { x: `$${dollars(t.premium, { sign: false, cents: true })}` }));
  for (const f of g.extras.fees.filter((x) => !x.inPremium))
    lines.push(
      fill(rng.pick(EVIBOX.outFee), {
        label: f.label.toUpperCase(),
        x: `$${dollars(f.amount, { sign: false, cents: true })}`,
      }),
    );
  const pool = EVIBOX.remarkLines[t.type === "auto" ? "auto" : "home"];
  lines.push(...rng.shuffle(pool).slice(0, rng.int(0, 2)));
  if (!lines.length && !rng.chance(0.5)) return;
  boxRow(
    w,
    [
      full(
        rng.pick(EVIBOX.remarks),
        lines.map((l) => V(l, look)),
        { style: { size: w.size * 0.88 } },
      ),
    ],
    {
      captionScale: look.cap,
      minLines: 2,
    },
  );
  w.gap(4);
}

/** One ADDITIONAL INTEREST block per lender (an empty one when there is none). */
function interests(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, vehicleRef: (vin: string) => string): boolean {
  const t = g.truth;
  const isAuto = t.type === "auto";
  const itemsSet = rng.pick(isAuto ? EVIBOX.autoItems : EVIBOX.homeItems);
  const loanPrinted = rng.chance(0.9);
  const labels = {
    name: rng.pick(EVIBOX.interestName),
    type: rng.pick(EVIBOX.interestType),
    loan: rng.pick(EVIBOX.loan),
    vehicle: rng.pick(EVIBOX.vehicleBox),
    rank: rng.pick(EVIBOX.rank),
    signature: rng.pick(EVIBOX.signature),
  };
  const isaoa = rng.pick(EVIBOX.isaoa);
  const signer = rng.chance(0.6) ? V(g.extras.agent.name, look) : "";
  const cap = { captionScale: look.cap };
  const block = (p: TruthParty | null, i: number) => {
    // Which box is marked: a lienholder is a LIENHOLDER or LOSS PAYEE, a lessor the LESSOR box.
    const lienWord = rng.pick(["LIENHOLDER", "LOSS PAYEE"]);
    const checked = (label: string) =>
      !!p &&
      (p.type === "mortgagee"
        ? label === "MORTGAGEE"
        : p.type === "lessor"
          ? label.includes("LESSOR")
          : label === lienWord);
    const items: [string, boolean][] = itemsSet.map((l) => [l, checked(l)]);
    const nameLines = p ? [`${V(p.name, look)}${isaoa}`, ...addressLines(p.address, rng, look.upper)] : [];
    formHalves(
      w,
      rng.pick([0.5, 0.55, 0.6]),
      (ww) => boxRow(ww, [full(labels.name, nameLines, { style: { bold: true } })], { ...cap, minLines: 4 }),
      (ww) => {
        const room = ww.right - ww.left - 9;
        boxRow(ww, [full(labels.type, checkLines(ww, items, room))], cap);
        const loan = p && loanPrinted && p.loanNumber ? p.loanNumber : "";
        const side: Box[] = [];
        if (isAuto)
          side.push({
            label: labels.vehicle[0],
            lines: [p?.vin ? fill(labels.vehicle[1], { ref: vehicleRef(p.vin), vin: p.vin }) : ""],
            at: 0.45,
            width: 0.55,
          });
        else if (t.thirdParties.length > 1)
          side.push({ label: labels.rank, lines: [p ? EVIBOX.rankValue[i] : ""], at: 0.6, width: 0.4 });
        const loanWidth = side.length ? side[0].at : 1;
        boxRow(
          ww,
          [{ label: labels.loan, lines: [loan], at: 0, width: loanWidth, style: { bold: true } }, ...side],
          cap,
        );
        boxRow(ww, [full(labels.signature, [signer])], cap);
      },
    );
    w.gap(3);
  };
  sectionLabel(w, rng.pick(EVIBOX.interestHead));
  if (!t.thirdParties.length) block(null, 0);
  else t.thirdParties.forEach((p, i) => block(p, i));
  return loanPrinted;
}

function formFooter(w: Writer, g: GeneratedPolicy, rng: Rng): void {
  const [yyyy, mm] = [String(rng.int(2014, 2024)), String(rng.int(1, 12)).padStart(2, "0")];
  const id = fill(rng.pick(EVIBOX.formId), {
    t: g.truth.type === "auto" ? "PA" : "HO",
    yyyy,
    mm,
    yy: yyyy.slice(2),
    n: String(rng.int(10, 99)),
  });
  const page = rng.pick(EVIBOX.pageOf);
  footers(
    w,
    () => id,
    (n, m) => fill(page, { n: String(n), m: String(m) }),
  );
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const vehicles = vehicleList(g);
  const look: Look = {
    upper: rng.chance(0.75),
    money: rng.pick<Look["money"]>(["joined", "joined", "spaced", "bare"]),
    joinedLimits: rng.chance(0.4),
    gridMarks: rng.chance(0.7),
    cap: rng.pick([0.6, 0.64, 0.7]),
  };
  const title = rng.pick(EVIBOX.title.auto);
  const { naic, inBox } = formTop(w, g, rng, look, title);

  // The vehicle schedule: its numbers are what the grid's APPLIES TO column points at.
  const vehCols = rng.pick(EVIBOX.vehCols);
  const vc: RCol[] = [{ width: 0.08 }, { width: 0.09 }, { width: 0.2 }, { width: 0.3 }, { width: 0.33 }];
  const vehRef = rng.pick(EVIBOX.vehRef);
  const ref = (k: number) => fill(vehRef, { n: String(k + 1) });
  const vrows: RRow[] = vehicles.map((v, k) => ({
    cells: [
      [String(k + 1)],
      [String(v.year)],
      [V(v.make, look)],
      [V(`${v.model}${v.trim ? ` ${v.trim}` : ""}`, look)],
      [v.vin],
    ],
  }));
  sectionLabel(w, rng.pick(EVIBOX.vehiclesHead));
  const vhead = [vehCols.map((h) => [h])];
  ruledTable(w, vc, vhead, vrows, fitSize(w, vc, [{ cells: vhead[0], bold: true }, ...vrows], w.size * 0.92) ?? 6);
  w.gap(5);

  // The coverage grid: one row per limit line, pre-printed rows unchecked where nothing was bought.
  const captions = rng.pick(EVIBOX.captions);
  const all = rng.pick(EVIBOX.allVehicles);
  const notBought = rng.pick(EVIBOX.notBought);
  const acv = rng.pick(EVIBOX.acv);
  const lenderBrief = rng.chance(0.25);
  const preprinted = !lenderBrief && rng.chance(0.6);
  const typeName = (key: string) => rng.pick(EVIBOX.autoTypes[key]);
  const rows: RRow[] = [];
  const printed = new Set<TruthCoverage>();
  const group = (
    type: string,
    on: boolean,
    lines: { applies: string; ded: string; caption: string; amount: string }[],
  ) => {
    const head = look.gridMarks ? `${mark(on)} ${type}` : type;
    lines.forEach((l, i) => {
      const limit = look.joinedLimits
        ? [[l.amount ? `${l.caption} ${l.amount}` : l.caption]]
        : [[l.caption], [l.amount]];
      rows.push({
        cells: [[i === 0 ? head : ""], [l.applies], [l.ded], ...limit],
        rule: i === lines.length - 1,
      });
    });
  };
  const cov = (code: string) => t.coverages.find((c) => c.code === code && !c.vin);
  const limitGroup = (c: TruthCoverage, key: string, typeKey: string) => {
    const caps =
      c.limitPerPerson !== null
        ? captions[key]
        : key === "UMBI" || key === "UIMBI"
          ? captions.UMCSL
          : captions[key === "BI" ? "CSL" : key];
    const values = c.limitPerPerson !== null ? [c.limitPerPerson, c.limitPerAccident!] : [c.limitPerAccident!];
    const ded = c.deductible !== null ? amountText(c.deductible, look) : "";
    group(
      typeName(typeKey),
      true,
      values.map((x, i) => ({
        applies: i === 0 ? all : "",
        ded: i === 0 ? ded : "",
        caption: caps[i],
        amount: amountText(x, look),
      })),
    );
    printed.add(c);
  };
  const empty = (typeKey: string, caps: string[]) =>
    group(
      typeName(typeKey),
      false,
      caps.map((c, i) => ({ applies: "", ded: "", caption: c, amount: i === 0 ? notBought : "" })),
    );

  // Liability: BI and PD in one group, or a combined single limit.
  const bi = cov("BI");
  const pd = cov("PD");
  const csl = cov("CSL");
  if (csl) limitGroup(csl, "CSL", "LIAB");
  else if (bi && pd) {
    const liab = typeName("LIAB");
    group(liab, true, [
      { applies: all, ded: "", caption: captions.BI[0], amount: amountText(bi.limitPerPerson!, look) },
      { applies: "", ded: "", caption: captions.BI[1], amount: amountText(bi.limitPerAccident!, look) },
      { applies: "", ded: "", caption: captions.PD[0], amount: amountText(pd.limitPerAccident!, look) },
    ]);
    printed.add(bi);
    printed.add(pd);
  }
  for (const code of ["UMBI", "UIMBI", "UMPD", "MEDPAY"]) {
    if (lenderBrief) break;
    const c = cov(code);
    if (c) limitGroup(c, code, code);
    else if (preprinted) empty(code, captions[code]);
  }
  // Physical damage: a row per vehicle, deductible in the DEDUCTIBLE column.
  for (const code of ["COMP", "COLL"]) {
    const per = vehicles.map((v) => t.coverages.find((c) => c.code === code && c.vin === v.vin));
    const type = typeName(code);
    const lines = per.flatMap((c, k) => {
      if (c) {
        printed.add(c);
        return [{ applies: ref(k), ded: amountText(c.deductible!, look), caption: acv, amount: "" }];
      }
      return preprinted ? [{ applies: ref(k), ded: notBought, caption: "", amount: "" }] : [];
    });
    if (lines.length) group(type, per.some(Boolean), lines);
    else if (preprinted) group(type, false, [{ applies: "", ded: "", caption: "", amount: "" }]);
  }
  const head = rng.pick(EVIBOX.gridCols);
  const gc: RCol[] = look.joinedLimits
    ? [{ width: 0.3 }, { width: 0.13 }, { width: 0.15 }, { width: 0.42 }]
    : [{ width: 0.3 }, { width: 0.13 }, { width: 0.15 }, { width: 0.26 }, { width: 0.16, align: "r" }];
  const gridHead = [[...head.map((h) => [h]), ...(look.joinedLimits ? [] : [[look.money === "bare" ? "$" : ""]])]];
  sectionLabel(w, rng.pick(EVIBOX.coverageHead));
  const size = fitSize(w, gc, [{ cells: gridHead[0], bold: true }, ...rows], w.size * 0.9) ?? 5.5;
  ruledTable(w, gc, gridHead, rows, size);
  w.gap(5);

  remarksBox(w, g, rng, look, !inBox);
  const loanPrinted = interests(w, g, rng, look, (vin) => ref(vehicles.findIndex((v) => v.vin === vin)));
  formFooter(w, g, rng);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  truth.coverages = truth.coverages.filter((c) => [...printed].some((p) => p.code === c.code && p.vin === c.vin));
  const variant = [
    look.joinedLimits ? "joined-limits" : "limit-columns",
    look.money,
    lenderBrief ? "brief" : preprinted ? "preprinted" : "",
    inBox ? "premium-box" : "premium-remarks",
    `${vehicles.length}-veh`,
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const look: Look = {
    upper: rng.chance(0.75),
    money: rng.pick<Look["money"]>(["joined", "joined", "spaced", "bare"]),
    joinedLimits: false,
    gridMarks: false,
    cap: rng.pick([0.6, 0.64, 0.7]),
  };
  const title = rng.pick(EVIBOX.title[condo ? "condo" : "home"]);
  const { naic, inBox } = formTop(w, g, rng, look, title);
  const cap = { captionScale: look.cap };

  // The property: location, year built and form, and the perils line with its typed marks.
  const where = addressLines(premises, rng, look.upper).join(", ");
  const facts = [fill(rng.pick(EVIBOX.yearBuilt), { y: String(g.extras.yearBuilt) }), `FORM ${g.extras.form}`];
  boxRow(w, [full(rng.pick(EVIBOX.location), [where, ...(rng.chance(0.6) ? [facts.join("   ")] : [])])], {
    ...cap,
    minLines: 2,
  });
  const perils = `${rng.pick(EVIBOX.perils)}   ${EVIBOX.perilItems.map((p) => `${mark(p === "SPECIAL")} ${p}`).join("   ")}`;
  boxRow(w, [full("", [perils], { style: { size: w.size * 0.85 } })], cap);
  w.gap(4);

  const brief = rng.chance(0.3);
  const order = [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ];
  // A lender's evidence often stops at the dwelling, contents and liability.
  const shown = brief
    ? order.filter((c) => ["DWELLING", "PERSONAL_PROPERTY", "PERSONAL_LIABILITY"].includes(c))
    : order;
  const scheme = rng.int(0, 2);
  const repeatDed = rng.chance(0.4);
  const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
  const ded = amountText(dwelling.deductible!, look);
  const rows: RRow[] = [];
  for (const code of shown) {
    const c = t.coverages.find((x) => x.code === code);
    const label = code === "DWELLING" && condo ? EVIBOX.condoA[scheme] : EVIBOX.homeCov[code][scheme];
    const dedCell = code === "DWELLING" || (repeatDed && ["OTHER_STRUCTURES", "PERSONAL_PROPERTY"].includes(code));
    if (c) rows.push({ cells: [[label], [amountText(c.limitPerAccident!, look)], [dedCell ? ded : ""]] });
    else if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
      rows.push({ cells: [[label], [rng.pick(EVIBOX.als)], [""]] });
  }
  const pct = g.extras.windHailPercent;
  if (pct)
    rows.push({
      cells: [
        [rng.pick(EVIBOX.windRow)],
        [""],
        [`${pct}% (${amountText(Math.round((dwelling.limitPerAccident! * pct) / 100), look)})`],
      ],
    });
  if (rng.chance(0.5))
    rows.push({ cells: [[`${rng.pick(EVIBOX.replacement)}   ${mark(true)} YES   ${mark(false)} NO`], [""], [""]] });
  const hc: RCol[] = [{ width: 0.5 }, { width: 0.28, align: "r" }, { width: 0.22, align: "r" }];
  const head = [rng.pick(EVIBOX.homeCols).map((h, i) => [i > 0 && look.money === "bare" ? `${h} ($)` : h])];
  sectionLabel(w, rng.pick(EVIBOX.coverageHead));
  ruledTable(w, hc, head, rows, fitSize(w, hc, [{ cells: head[0], bold: true }, ...rows], w.size * 0.92) ?? 5.5);
  w.gap(5);

  remarksBox(w, g, rng, look, !inBox);
  const loanPrinted = interests(w, g, rng, look, () => "");
  formFooter(w, g, rng);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  truth.coverages = truth.coverages.filter((c) => shown.includes(c.code));
  const variant = [
    condo ? "condo" : "home",
    look.money,
    brief ? "brief" : "",
    pct ? "wind" : "",
    inBox ? "premium-box" : "premium-remarks",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

export const acordStyleEvidence: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
