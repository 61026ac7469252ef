import type { GeneratedPolicy, TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  ledger,
  officeAddress,
  personName,
  vehicleList,
  type KindFn,
  type Ledger,
  money,
} from "./common";
import { boxRow, checkLine, dateText, fill, formHalves, sectionBar, type AnyDateStyle } from "./forms";
import { fitSize, footers, ruledTable, type RCol, type RRow } from "./ruled";

// Imitates the certificates an agency sends a lender for a financed car: ACORD 23's "Vehicle or
// Equipment Certificate of Insurance" as agency systems fill it in. A producer block (the agency's
// own address, contact, phone, fax and e-mail, not the insured's), the insurers affording coverage
// lettered A-E with a NAIC # column, the insured, a certificate and revision number, then the
// coverage grid: INSR LTR, type of insurance with its check marks, policy number, effective and
// expiration dates, and limits as caption / "$" amount lines (CSL or split BI, PD, med pay, UM),
// a physical damage row with the comprehensive and collision deductibles, the described vehicles
// with year, make, model and VIN, remarks in fine print (the premium is only there), and the
// certificate holder with LOSS PAYEE / LIENHOLDER / ADDITIONAL INSURED / LESSOR check boxes and the
// loan number. Further lienholders go to an additional remarks schedule or the remarks. A home
// policy gets the property certificate (ACORD 24's layout): covered property against limits and
// the mortgagee as holder.

export const CERT = {
  autoTitle: [
    "VEHICLE OR EQUIPMENT CERTIFICATE OF INSURANCE",
    "EVIDENCE OF AUTOMOBILE INSURANCE",
    "CERTIFICATE OF AUTO INSURANCE",
  ],
  homeTitle: [
    "CERTIFICATE OF PROPERTY INSURANCE",
    "EVIDENCE OF HOMEOWNERS COVERAGE",
    "CERTIFICATE OF INSURANCE - PROPERTY",
  ],
  date: ["DATE (MM/DD/YYYY)", "DATE", "ISSUE DATE"],
  disclaimer: [
    "THIS CERTIFICATE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE CERTIFICATE HOLDER. THIS CERTIFICATE DOES NOT AFFIRMATIVELY OR NEGATIVELY AMEND, EXTEND OR ALTER THE COVERAGE AFFORDED BY THE POLICIES BELOW. THIS CERTIFICATE DOES NOT CONSTITUTE A CONTRACT BETWEEN THE ISSUING INSURER(S), AUTHORIZED REPRESENTATIVE OR PRODUCER, AND THE CERTIFICATE HOLDER.",
    "THIS CERTIFICATE IS PROVIDED FOR INFORMATION ONLY. IT GIVES THE HOLDER NO RIGHTS BEYOND THOSE IN THE POLICY AND DOES NOT CHANGE THE COVERAGE THE POLICY AFFORDS.",
  ],
  producer: ["PRODUCER", "AGENCY", "PRODUCER / AGENT"],
  contact: ["CONTACT NAME:", "CONTACT:", "NAME:"],
  phone: ["PHONE (A/C, No, Ext):", "PHONE:", "TEL:"],
  fax: ["FAX (A/C, No):", "FAX:"],
  email: ["E-MAIL ADDRESS:", "EMAIL:"],
  insurers: ["INSURER(S) AFFORDING COVERAGE", "COMPANIES AFFORDING COVERAGE"],
  naic: ["NAIC #", "NAIC NO.", "NAIC"],
  insurerRow: ["INSURER {l}:", "INSURER {l} :", "COMPANY {l}:"],
  insured: ["INSURED", "NAMED INSURED", "INSURED NAME AND ADDRESS"],
  coveragesBar: ["COVERAGES", "COVERAGES AFFORDED"],
  certNumber: ["CERTIFICATE NUMBER:", "CERT #:", "CERTIFICATE NO.:"],
  revision: ["REVISION NUMBER:", "REV #:"],
  gridNote: [
    "THIS IS TO CERTIFY THAT THE POLICIES OF INSURANCE LISTED BELOW HAVE BEEN ISSUED TO THE INSURED NAMED ABOVE FOR THE POLICY PERIOD INDICATED. LIMITS SHOWN MAY HAVE BEEN REDUCED BY PAID CLAIMS.",
    "THE POLICY BELOW HAS BEEN ISSUED TO THE INSURED NAMED ABOVE FOR THE PERIOD SHOWN, SUBJECT TO ALL ITS TERMS, EXCLUSIONS AND CONDITIONS.",
  ],
  gridCols: [
    [
      "INSR LTR",
      "TYPE OF INSURANCE",
      "POLICY NUMBER",
      "POLICY EFF (MM/DD/YYYY)",
      "POLICY EXP (MM/DD/YYYY)",
      "LIMITS",
      "",
    ],
    ["LTR", "COVERAGE", "POLICY #", "EFFECTIVE", "EXPIRATION", "LIMITS", ""],
  ],
  autoLiability: ["AUTOMOBILE LIABILITY", "AUTO LIABILITY", "PERSONAL AUTO LIABILITY"],
  autoChecks: ["PERSONAL AUTO", "ANY AUTO", "SCHEDULED AUTOS", "HIRED AUTOS", "NON-OWNED AUTOS"],
  physical: ["PHYSICAL DAMAGE", "AUTO PHYSICAL DAMAGE", "VEHICLE PHYSICAL DAMAGE"],
  valuation: ["ACTUAL CASH VALUE", "STATED AMOUNT", "AGREED VALUE"],
  limits: {
    csl: ["COMBINED SINGLE LIMIT (Ea accident)", "CSL (EA ACCIDENT)", "COMBINED SINGLE LIMIT"],
    biPerson: ["BODILY INJURY (Per person)", "BI EACH PERSON", "BODILY INJURY (EA PERSON)"],
    biAccident: ["BODILY INJURY (Per accident)", "BI EACH ACCIDENT", "BODILY INJURY (EA ACCIDENT)"],
    pd: ["PROPERTY DAMAGE (Per accident)", "PD EACH ACCIDENT", "PROPERTY DAMAGE (EA ACCIDENT)"],
    med: ["MEDICAL PAYMENTS (Per person)", "MED PAY EACH PERSON", "MEDICAL PAYMENTS"],
    um: ["UNINSURED MOTORIST (Per person/accident)", "UM BI EACH PERSON/ACCIDENT", "UNINSURED MOTORISTS BI"],
    umCsl: ["UNINSURED MOTORIST (Ea accident)", "UM BI EACH ACCIDENT", "UNINSURED MOTORISTS (CSL)"],
    uim: ["UNDERINSURED MOTORIST (Per person/accident)", "UIM BI EACH PERSON/ACCIDENT", "UNDERINSURED MOTORISTS BI"],
    umpd: ["UNINSURED MOTORIST PD (Per accident)", "UM PD EACH ACCIDENT", "UNINSURED MOTORISTS PD"],
    umpdDed: ["UM PD DEDUCTIBLE", "UMPD DED", "UM PD DEDUCTIBLE"],
    comp: ["COMPREHENSIVE DED", "OTHER THAN COLLISION DED", "COMP DEDUCTIBLE"],
    coll: ["COLLISION DED", "COLLISION DEDUCTIBLE", "COLL DEDUCTIBLE"],
  },
  seeSchedule: ["SEE VEHICLE SCHEDULE", "PER VEHICLE - SEE BELOW", "VARIES BY VEHICLE"],
  vehiclesBar: ["DESCRIPTION OF VEHICLE(S) / EQUIPMENT", "DESCRIBED VEHICLES", "SCHEDULED VEHICLES"],
  vehCols: [
    ["VEH #", "YEAR", "MAKE", "MODEL", "V.I.N.", "COMP DED", "COLL DED"],
    ["#", "YR", "MAKE", "MODEL / BODY", "VEHICLE ID NUMBER", "OTC DED", "COLL DED"],
  ],
  vehLine: ["VEH {n}: {year} {make} {model}  VIN {vin}", "{n}) {year} {make} {model} - {vin}"],
  vehLineDeds: ["COMP {comp} / COLL {coll}", "OTC DED {comp}, COLLISION DED {coll}"],
  notCovered: ["NOT COVERED", "NONE", "N/A"],
  remarks: ["REMARKS (Including Special Conditions)", "REMARKS", "DESCRIPTION OF OPERATIONS / REMARKS"],
  premium: [
    "TERM PREMIUM: {p}",
    "POLICY PREMIUM {p} - PAID IN FULL",
    "Total premium for the policy period: {p}",
    "Premium {p}; balance due {due}",
  ],
  fee: ["Premium includes {label} of {x}.", "Includes {label} {x}."],
  outFee: ["{label} of {x} per installment is not premium.", "{label} {x} billed with each installment."],
  holderRemark: [
    "Certificate holder is shown as {role} with respect to vehicle {n}.",
    "{role} applies to VEH {n} only.",
  ],
  garaging: ["Vehicles garaged at the insured's mailing address.", "Principal garaging: insured's address."],
  extraLien: [
    "ADDITIONAL {role} (VEH {n}): {name}, {address}{loan}",
    "ALSO {role} ON VEH {n}: {name}, {address}{loan}",
  ],
  schedule: ["ADDITIONAL REMARKS SCHEDULE", "ADDITIONAL INTERESTS SCHEDULE"],
  scheduleIntro: [
    "THIS ADDITIONAL REMARKS FORM IS A SCHEDULE TO THE CERTIFICATE FOR POLICY {pol}.",
    "SCHEDULE ATTACHED TO CERTIFICATE - POLICY {pol}",
  ],
  scheduleCols: [
    ["VEH", "INTEREST", "NAME AND ADDRESS", "LOAN / LEASE #"],
    ["#", "TYPE", "ADDITIONAL INTEREST", "ACCOUNT #"],
  ],
  holder: ["CERTIFICATE HOLDER", "HOLDER", "CERTIFICATE HOLDER / ADDITIONAL INTEREST"],
  holderBoxes: ["ADDITIONAL INSURED", "LOSS PAYEE", "LIENHOLDER", "LESSOR"],
  homeHolderBoxes: ["MORTGAGEE", "LOSS PAYEE", "ADDITIONAL INSURED"],
  interestBar: ["ADDITIONAL INTEREST", "INTEREST"],
  loan: ["LOAN / LEASE NUMBER", "LOAN #", "ACCOUNT NUMBER"],
  homeLoan: ["LOAN NUMBER", "MORTGAGE LOAN #", "LOAN #"],
  noHolder: ["TO WHOM IT MAY CONCERN", "INSURED'S COPY"],
  cancelBar: ["CANCELLATION", "NOTICE OF CANCELLATION"],
  cancel: [
    "SHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED BEFORE THE EXPIRATION DATE THEREOF, NOTICE WILL BE DELIVERED IN ACCORDANCE WITH THE POLICY PROVISIONS.",
    "THE INSURER WILL MAIL {d} DAYS WRITTEN NOTICE TO THE CERTIFICATE HOLDER BEFORE CANCELLATION, 10 DAYS FOR NONPAYMENT.",
  ],
  signature: ["AUTHORIZED REPRESENTATIVE", "AUTHORIZED SIGNATURE"],
  formId: ["ACORD 23 (2016/03)", "ACORD 24 (2016/03)", "AGY CERT-23 (01/22)", "FORM VC-100 (07/23)"],
  marks: ["The ACORD name and logo are registered marks of ACORD", ""],
  page: ["Page {n} of {m}", "PAGE {n} OF {m}"],
  homeProperty: ["PROPERTY", "HOMEOWNERS", "DWELLING / PROPERTY"],
  homeCauses: ["CAUSES OF LOSS:", "PERILS:"],
  causes: ["BASIC", "BROAD", "SPECIAL"],
  homeLiability: ["PERSONAL LIABILITY", "LIABILITY", "SECTION II LIABILITY"],
  locationBar: [
    "LOCATION OF PREMISES / DESCRIPTION OF PROPERTY",
    "PROPERTY LOCATION AND DESCRIPTION",
    "DESCRIPTION OF PROPERTY",
  ],
  dwellingWords: ["Single family dwelling", "One family dwelling, owner occupied", "Owner-occupied residence"],
  condoWords: ["Condominium unit, owner occupied", "Residential condominium unit"],
  homeLimits: {
    DWELLING: ["DWELLING", "BUILDING (COV A)", "COVERAGE A - DWELLING"],
    OTHER_STRUCTURES: ["OTHER STRUCTURES", "OTHER STRUCTURES (COV B)", "COVERAGE B - OTHER STRUCTURES"],
    PERSONAL_PROPERTY: ["PERSONAL PROPERTY", "CONTENTS (COV C)", "COVERAGE C - PERSONAL PROPERTY"],
    LOSS_OF_USE: ["LOSS OF USE", "LOSS OF USE (COV D)", "COVERAGE D - LOSS OF USE"],
    PERSONAL_LIABILITY: ["EACH OCCURRENCE", "PERSONAL LIABILITY (COV E)", "COVERAGE E - EACH OCCURRENCE"],
    MEDICAL_PAYMENTS: ["MEDICAL PAYMENTS (Any one person)", "MED PAY (COV F)", "COVERAGE F - EACH PERSON"],
  } as Record<string, string[]>,
  condoA: ["UNIT IMPROVEMENTS", "BUILDING PROPERTY (COV A)", "COVERAGE A - UNIT"],
  als: ["ACTUAL LOSS SUSTAINED", "ALS"],
  aopDed: ["DEDUCTIBLE (ALL PERILS)", "AOP DEDUCTIBLE", "DEDUCTIBLE"],
  windDed: ["WIND/HAIL DEDUCTIBLE", "WINDSTORM OR HAIL DED"],
  windValue: ["{p}% ({x})", "{p}% OF COV A"],
  secondMortgagee: ["SECOND MORTGAGEE: {name}, {address}{loan}", "2ND MORTGAGEE - {name}, {address}{loan}"],
  escrow: ["Premium paid through escrow; bill mortgagee at renewal.", "Insured pays premium directly.", ""],
};

interface Look {
  ds: AnyDateStyle;
  /** How an amount sits in its box: "$ 100,000", "$100,000" or "100,000". */
  sign: "$ " | "$" | "";
  scheme: number;
  acord: boolean;
}

const amount = (look: Look, n: number) => `${look.sign}${dollars(n, { sign: false })}`;

function titleRow(w: Writer, title: string, issued: string, look: Look, rng: Rng): void {
  const big = { bold: true, size: w.size * 1.5 };
  const dateLabel = rng.pick(CERT.date);
  formHalves(
    w,
    0.78,
    (ww) => {
      ww.y += 4;
      for (const l of ww.wrap(title, big)) {
        ww.put(l, ww.left, ww.y + big.size, big);
        ww.y += big.size * 1.25;
      }
    },
    (ww) => boxRow(ww, [{ label: dateLabel, lines: [dateText(issued, look.ds)], at: 0, width: 1, align: "c" }]),
  );
  w.gap(2);
  boxRow(w, [
    { label: "", lines: [rng.pick(CERT.disclaimer)], at: 0, width: 1, style: { size: w.size * 0.68, bold: true } },
  ]);
}

/** Producer, contact, insurers A-E with NAIC codes, and the insured; returns whether NAIC was printed. */
function parties(w: Writer, g: GeneratedPolicy, rng: Rng): boolean {
  const a = g.extras.agent;
  const office = addressLines(officeAddress(rng), rng, true);
  const email = `${a.name.split(" ")[0].toLowerCase()}@${a.agency.split(" ")[0].toLowerCase()}ins.com`;
  const fax = `(${a.phone.slice(1, 4)}) ${rng.int(200, 989)}-${rng.int(1000, 9999)}`;
  const naic = !!g.extras.naicCode && rng.chance(0.7);
  const insurerRow = rng.pick(CERT.insurerRow);
  const insuredLines = [
    ...g.truth.insureds.map((_, i) => personName(g, i, "first-last", true)),
    ...addressLines(g.truth.address, rng, true),
  ];
  const labels = {
    producer: rng.pick(CERT.producer),
    contact: rng.pick(CERT.contact),
    phone: rng.pick(CERT.phone),
    fax: rng.pick(CERT.fax),
    email: rng.pick(CERT.email),
    insurers: rng.pick(CERT.insurers),
    naic: rng.pick(CERT.naic),
    insured: rng.pick(CERT.insured),
  };
  formHalves(
    w,
    0.5,
    (ww) => {
      boxRow(ww, [{ label: labels.producer, lines: [a.agency.toUpperCase(), ...office], at: 0, width: 1 }], {
        minLines: 4,
      });
      boxRow(ww, [{ label: labels.insured, lines: insuredLines, at: 0, width: 1 }], { minLines: 4 });
    },
    (ww) => {
      boxRow(ww, [{ label: labels.contact, lines: [a.name.toUpperCase()], at: 0, width: 1 }]);
      boxRow(ww, [
        { label: labels.phone, lines: [a.phone], at: 0, width: 0.55 },
        { label: labels.fax, lines: [fax], at: 0.55, width: 0.45 },
      ]);
      boxRow(ww, [{ label: labels.email, lines: [email], at: 0, width: 1 }]);
      // The insurers' table: A is the carrier; B-E are the form's empty lines.
      const ic: RCol[] = [{ width: 0.8 }, { width: 0.2, align: "c" }];
      const rows: RRow[] = ["A", "B", "C", "D", "E"].map((l) => ({
        cells: [
          [`${fill(insurerRow, { l })} ${l === "A" ? g.truth.carrier.name.toUpperCase() : ""}`],
          [l === "A" && naic ? g.extras.naicCode! : ""],
        ],
      }));
      const size = fitSize(ww, ic, rows, ww.size * 0.9) ?? 5.5;
      ruledTable(ww, ic, [[[labels.insurers], [labels.naic]]], rows, size);
    },
  );
  return naic;
}

function certNumbers(w: Writer, rng: Rng): void {
  const bar = rng.pick(CERT.coveragesBar);
  sectionBar(w, bar, { bold: true, size: w.size * 0.9 });
  const size = w.size * 0.75;
  const y = w.y + size;
  const cert = `${rng.pick(CERT.certNumber)} ${rng.int(10000000, 99999999)}`;
  w.put(cert, w.left + 2, y, { size, bold: true });
  const rev = `${rng.pick(CERT.revision)} ${rng.pick(["", "1", "2"])}`;
  w.put(rev, w.right - w.width_(rev, { size, bold: true }) - 4, y, { size, bold: true });
  w.y += size * 1.6;
  w.paragraph(rng.pick(CERT.gridNote), { size: w.size * 0.68 });
}

/** A coverage group in the grid: its first row carries letter, type, number and dates; rules after the last. */
function group(
  letter: string,
  type: string[],
  policy: string,
  eff: string,
  exp: string,
  limits: [string, string][],
): RRow[] {
  const n = Math.max(type.length, limits.length);
  return Array.from({ length: n }, (_, i) => ({
    cells: [
      [i === 0 ? letter : ""],
      [type[i] ?? ""],
      [i === 0 ? policy : ""],
      [i === 0 ? eff : ""],
      [i === 0 ? exp : ""],
      [limits[i]?.[0] ?? ""],
      [limits[i]?.[1] ?? ""],
    ],
    rule: i === n - 1,
  }));
}

const GRID: RCol[] = [
  { width: 0.05, align: "c" },
  { width: 0.2 },
  { width: 0.15 },
  { width: 0.1, align: "c" },
  { width: 0.1, align: "c" },
  { width: 0.27 },
  { width: 0.13, align: "r" },
];

function drawGrid(w: Writer, look: Look, rows: RRow[]): void {
  const head = [CERT.gridCols[look.scheme % 2].map((h) => [h])];
  const size = fitSize(w, GRID, [...head.map((cells) => ({ cells, bold: true })), ...rows], w.size * 0.82) ?? 5.5;
  ruledTable(w, GRID, head, rows, size);
}

function remarksBox(w: Writer, rng: Rng, L: Ledger, extra: string[]): void {
  const paid = Math.round(L.total * rng.pick([0.25, 0.5, 1 / 6]));
  const lines = [fill(rng.pick(CERT.premium), { p: money(L.total), due: money(L.total - paid) })];
  for (const f of L.inFees) lines.push(fill(rng.pick(CERT.fee), { label: f.label.toLowerCase(), x: money(f.amount) }));
  for (const f of L.outFees) lines.push(fill(rng.pick(CERT.outFee), { label: f.label, x: money(f.amount) }));
  lines.push(...extra.filter(Boolean));
  boxRow(w, [{ label: rng.pick(CERT.remarks), lines, at: 0, width: 1, style: { size: w.size * 0.82 } }], {
    minLines: 3,
  });
}

/** Certificate holder (left) beside the check boxes, loan number, cancellation and signature (right). */
function holderBlock(
  w: Writer,
  rng: Rng,
  holderLines: string[],
  boxes: string[],
  checked: Set<string>,
  loanLabel: string,
  loan: string,
  signer: string,
): void {
  const labels = {
    holder: rng.pick(CERT.holder),
    interest: rng.pick(CERT.interestBar),
    cancel: rng.pick(CERT.cancelBar),
    signature: rng.pick(CERT.signature),
  };
  const cancel = fill(rng.pick(CERT.cancel), { d: String(rng.pick([10, 20, 30])) });
  formHalves(
    w,
    0.5,
    (ww) => {
      boxRow(ww, [{ label: labels.holder, lines: holderLines, at: 0, width: 1 }], { minLines: 5 });
    },
    (ww) => {
      const top = ww.y;
      ww.y += 2;
      for (let i = 0; i < boxes.length; i += 2)
        checkLine(
          ww,
          boxes.slice(i, i + 2).map((b) => [b, checked.has(b)] as [string, boolean]),
          i === 0 ? labels.interest : "",
        );
      ww.page.rects.push({ x: ww.left, y: top, w: ww.right - ww.left, h: ww.y - top });
      boxRow(ww, [{ label: loanLabel, lines: [loan], at: 0, width: 1, style: { bold: true } }]);
      boxRow(ww, [{ label: labels.cancel, lines: [cancel], at: 0, width: 1, style: { size: ww.size * 0.68 } }]);
      boxRow(ww, [{ label: labels.signature, lines: [signer], at: 0, width: 1 }]);
    },
  );
}

function formFooter(w: Writer, rng: Rng, look: Look, home: boolean): string {
  const id = look.acord ? CERT.formId[home ? 1 : 0] : rng.pick(CERT.formId.slice(2));
  const marks = look.acord ? rng.pick(CERT.marks) : "";
  const page = rng.pick(CERT.page);
  footers(
    w,
    () => [id, marks].filter(Boolean).join("   "),
    (n, m) => fill(page, { n: String(n), m: String(m) }),
  );
  return id;
}

/** The other interests on an attached schedule page (ACORD 101's role): one ruled row each. */
function schedulePage(w: Writer, rng: Rng, policy: string, rows: string[][][]): void {
  w.newPage();
  sectionBar(w, rng.pick(CERT.schedule), { bold: true, size: w.size * 1.2 });
  w.paragraph(fill(rng.pick(CERT.scheduleIntro), { pol: policy }), { size: w.size * 0.8 });
  w.gap(4);
  const cols: RCol[] = [{ width: 0.08 }, { width: 0.2 }, { width: 0.5 }, { width: 0.22 }];
  ruledTable(
    w,
    cols,
    [rng.pick(CERT.scheduleCols).map((h) => [h])],
    rows.map((cells) => ({ cells })),
    w.size * 0.9,
  );
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const acord = rng.chance(0.6);
  const look: Look = {
    ds: acord
      ? rng.pick<AnyDateStyle>(["mm/dd/yyyy", "m/d/yyyy"])
      : rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yy", "Mon d, yyyy"]),
    sign: rng.pick(["$ ", "$", ""] as const),
    scheme: rng.int(0, 2),
    acord,
  };
  const d = (iso: string) => dateText(iso, look.ds);
  const title = acord ? CERT.autoTitle[0] : rng.pick(CERT.autoTitle.slice(1));
  const loanPrinted = rng.chance(0.85);
  const L_ = CERT.limits;
  const s = look.scheme;

  titleRow(w, title, g.extras.issueDate, look, rng);
  const naic = parties(w, g, rng);
  certNumbers(w, rng);

  // Liability limits: one caption / amount line each.
  const find = (code: string) => t.coverages.find((c) => c.code === code && !c.vin);
  const limits: [string, string][] = [];
  const csl = find("CSL");
  const bi = find("BI");
  if (csl) limits.push([L_.csl[s], amount(look, csl.limitPerAccident!)]);
  if (bi) {
    limits.push([L_.biPerson[s], amount(look, bi.limitPerPerson!)]);
    limits.push([L_.biAccident[s], amount(look, bi.limitPerAccident!)]);
  }
  const pd = find("PD");
  if (pd) limits.push([L_.pd[s], amount(look, pd.limitPerAccident!)]);
  const med = find("MEDPAY");
  if (med) limits.push([L_.med[s], amount(look, med.limitPerAccident!)]);
  const split = (c: TruthCoverage) =>
    c.limitPerPerson !== null
      ? `${look.sign}${dollars(c.limitPerPerson, { sign: false })}/${dollars(c.limitPerAccident!, { sign: false })}`
      : amount(look, c.limitPerAccident!);
  const um = find("UMBI");
  if (um) limits.push([um.limitPerPerson !== null ? L_.um[s] : L_.umCsl[s], split(um)]);
  const uim = find("UIMBI");
  if (uim) limits.push([L_.uim[s], split(uim)]);
  const umpd = find("UMPD");
  if (umpd) {
    limits.push([L_.umpd[s], amount(look, umpd.limitPerAccident!)]);
    if (umpd.deductible !== null) limits.push([L_.umpdDed[s], amount(look, umpd.deductible)]);
  }
  const checks = CERT.autoChecks.map((c, i) => `${i === 0 ? "[X]" : "[ ]"} ${c}`);
  const policy = t.policyNumber;
  const [eff, exp] = [d(t.effectiveDate), d(t.expirationDate)];
  const rows = group("A", [rng.pick(CERT.autoLiability), ...checks], policy, eff, exp, limits);

  // Physical damage: one deductible for all vehicles in the grid, otherwise "see schedule".
  const per = (code: string) => vehicles.map((v) => t.coverages.find((c) => c.code === code && c.vin === v.vin));
  const comp = per("COMP");
  const coll = per("COLL");
  const nc = rng.pick(CERT.notCovered);
  const one = (list: (TruthCoverage | undefined)[]): number | undefined => {
    const deds = new Set(list.map((c) => (c ? c.deductible : null)));
    const [first] = [...deds];
    return deds.size === 1 && first !== null ? first : undefined;
  };
  const compAll = one(comp);
  const collAll = one(coll);
  const see = rng.pick(CERT.seeSchedule);
  if (comp.some(Boolean) || coll.some(Boolean)) {
    const valuation = rng.pick(CERT.valuation);
    const pdType = [rng.pick(CERT.physical), ...CERT.valuation.map((v) => `${v === valuation ? "[X]" : "[ ]"} ${v}`)];
    rows.push(
      ...group("A", pdType, policy, eff, exp, [
        [L_.comp[s], compAll !== undefined ? amount(look, compAll) : see],
        [L_.coll[s], collAll !== undefined ? amount(look, collAll) : see],
      ]),
    );
  }
  drawGrid(w, look, rows);
  w.gap(3);

  // Described vehicles: a ruled schedule, or a line each.
  const dedText = (c: TruthCoverage | undefined) => (c ? amount(look, c.deductible!) : nc);
  const vehTable = rng.chance(0.6);
  sectionBar(w, rng.pick(CERT.vehiclesBar), { bold: true, size: w.size * 0.9 });
  if (vehTable) {
    const vc: RCol[] = [
      { width: 0.07 },
      { width: 0.07 },
      { width: 0.14 },
      { width: 0.22 },
      { width: 0.26 },
      { width: 0.12, align: "r" },
      { width: 0.12, align: "r" },
    ];
    const head = [CERT.vehCols[s % 2].map((h) => [h])];
    const body: RRow[] = vehicles.map((v, k) => ({
      cells: [
        [String(k + 1)],
        [String(v.year)],
        [v.make.toUpperCase()],
        [`${v.model}${v.trim ? ` ${v.trim}` : ""}`.toUpperCase()],
        [v.vin],
        [dedText(comp[k])],
        [dedText(coll[k])],
      ],
    }));
    const size = fitSize(w, vc, [...head.map((cells) => ({ cells, bold: true })), ...body], w.size * 0.88) ?? 5.5;
    ruledTable(w, vc, head, body, size);
  } else {
    const form = rng.pick(CERT.vehLine);
    const deds = rng.pick(CERT.vehLineDeds);
    const lines = vehicles.map(
      (v, k) =>
        `${fill(form, { n: String(k + 1), year: String(v.year), make: v.make.toUpperCase(), model: v.model.toUpperCase(), vin: v.vin })}   ${fill(deds, { comp: dedText(comp[k]), coll: dedText(coll[k]) })}`,
    );
    boxRow(w, [{ label: "", lines, at: 0, width: 1 }]);
  }
  w.gap(3);

  // Holder: the first lienholder; the others in the remarks or on a schedule page.
  const holder = t.thirdParties[0] ?? null;
  const others = t.thirdParties.slice(1);
  const onSchedule = others.length > 0 && rng.chance(0.5);
  const role = (p: TruthParty) => (p.type === "lessor" ? "LESSOR" : rng.pick(["LIENHOLDER", "LOSS PAYEE"]));
  const vehOf = (p: TruthParty) => vehicles.findIndex((v) => v.vin === p.vin) + 1;
  const addr = (p: TruthParty) => addressLines(p.address, rng, true).join(", ");
  const extra: string[] = [];
  if (holder) extra.push(fill(rng.pick(CERT.holderRemark), { role: role(holder), n: String(vehOf(holder)) }));
  extra.push(rng.pick(CERT.garaging));
  for (const o of g.extras.optional) extra.push(`${o.label.toUpperCase()}: ${o.limit}`);
  if (!onSchedule)
    for (const p of others)
      extra.push(
        fill(rng.pick(CERT.extraLien), {
          role: role(p),
          n: String(vehOf(p)),
          name: p.name.toUpperCase(),
          address: addr(p),
          loan: loanPrinted && p.loanNumber ? `, LOAN # ${p.loanNumber}` : "",
        }),
      );
  remarksBox(w, rng, L, extra);
  const checked = new Set<string>();
  if (holder) {
    if (holder.type === "lessor") ["LESSOR", "ADDITIONAL INSURED", "LOSS PAYEE"].forEach((b) => checked.add(b));
    else {
      checked.add("LIENHOLDER");
      if (rng.chance(0.6)) checked.add("LOSS PAYEE");
    }
  }
  holderBlock(
    w,
    rng,
    holder ? [holder.name.toUpperCase(), ...addressLines(holder.address, rng, true)] : [rng.pick(CERT.noHolder)],
    CERT.holderBoxes,
    checked,
    rng.pick(CERT.loan),
    holder && loanPrinted && holder.loanNumber ? holder.loanNumber : "",
    g.extras.agent.name,
  );
  if (onSchedule)
    schedulePage(
      w,
      rng,
      policy,
      others.map((p) => [
        [String(vehOf(p))],
        [role(p)],
        [p.name.toUpperCase(), addr(p)],
        [loanPrinted && p.loanNumber ? p.loanNumber : ""],
      ]),
    );
  formFooter(w, rng, look, false);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    acord ? "acord23" : "agency-cert",
    csl ? "csl" : "split",
    vehTable ? "veh-table" : "veh-lines",
    compAll !== undefined && collAll !== undefined ? "deds-in-grid" : "deds-by-vehicle",
    others.length ? (onSchedule ? "schedule" : "remarks") : "",
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
  const acord = rng.chance(0.6);
  const look: Look = {
    ds: acord ? "mm/dd/yyyy" : rng.pick<AnyDateStyle>(["mm/dd/yyyy", "m/d/yyyy", "Mon d, yyyy"]),
    sign: rng.pick(["$ ", "$", ""] as const),
    scheme: rng.int(0, 2),
    acord,
  };
  const d = (iso: string) => dateText(iso, look.ds);
  const title = acord ? CERT.homeTitle[0] : rng.pick(CERT.homeTitle.slice(1));
  const loanPrinted = rng.chance(0.85);
  const s = look.scheme;

  titleRow(w, title, g.extras.issueDate, look, rng);
  const naic = parties(w, g, rng);
  sectionBar(w, rng.pick(CERT.locationBar), { bold: true, size: w.size * 0.9 });
  const desc = condo ? rng.pick(CERT.condoWords) : rng.pick(CERT.dwellingWords);
  boxRow(w, [
    {
      label: "",
      lines: [
        addressLines(premises, rng, true).join(", "),
        `${desc}; built ${g.extras.yearBuilt}; form ${g.extras.form}`,
      ],
      at: 0,
      width: 1,
    },
  ]);
  certNumbers(w, rng);

  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const dwelling = cov("DWELLING")!;
  const propertyLimits: [string, string][] = [];
  for (const code of ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"]) {
    const c = cov(code);
    const name = code === "DWELLING" && condo ? CERT.condoA[s] : CERT.homeLimits[code][s];
    if (c) propertyLimits.push([name, amount(look, c.limitPerAccident!)]);
    else if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls) propertyLimits.push([name, rng.pick(CERT.als)]);
  }
  propertyLimits.push([rng.pick(CERT.aopDed), amount(look, dwelling.deductible!)]);
  if (g.extras.windHailPercent)
    propertyLimits.push([
      rng.pick(CERT.windDed),
      fill(rng.pick(CERT.windValue), {
        p: String(g.extras.windHailPercent),
        x: dollars(Math.round((dwelling.limitPerAccident! * g.extras.windHailPercent) / 100)),
      }),
    ]);
  const cause = condo ? "BROAD" : "SPECIAL";
  const propType = [
    rng.pick(CERT.homeProperty),
    `${g.extras.form}`,
    rng.pick(CERT.homeCauses),
    ...CERT.causes.map((c) => `${c === cause ? "[X]" : "[ ]"} ${c}`),
  ];
  const policy = t.policyNumber;
  const [eff, exp] = [d(t.effectiveDate), d(t.expirationDate)];
  const rows = group("A", propType, policy, eff, exp, propertyLimits);
  const liab: [string, string][] = [];
  for (const code of ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"]) {
    const c = cov(code);
    if (c) liab.push([CERT.homeLimits[code][s], amount(look, c.limitPerAccident!)]);
  }
  rows.push(...group("A", [rng.pick(CERT.homeLiability), "[X] OCCURRENCE"], policy, eff, exp, liab));
  drawGrid(w, look, rows);
  w.gap(3);

  const holder = t.thirdParties[0] ?? null;
  const second = t.thirdParties[1] ?? null;
  const extra: string[] = [];
  for (const o of g.extras.optional) extra.push(`${o.label.toUpperCase()}: ${o.limit}`);
  if (second)
    extra.push(
      fill(rng.pick(CERT.secondMortgagee), {
        name: second.name.toUpperCase(),
        address: addressLines(second.address, rng, true).join(", "),
        loan: loanPrinted && second.loanNumber ? `, LOAN # ${second.loanNumber}` : "",
      }),
    );
  extra.push(rng.pick(CERT.escrow));
  remarksBox(w, rng, L, extra);
  const isaoa = rng.pick(["", " ISAOA/ATIMA", ", ITS SUCCESSORS AND/OR ASSIGNS"]);
  holderBlock(
    w,
    rng,
    holder
      ? [`${holder.name.toUpperCase()}${isaoa}`, ...addressLines(holder.address, rng, true)]
      : [rng.pick(CERT.noHolder)],
    CERT.homeHolderBoxes,
    new Set(holder ? ["MORTGAGEE"] : []),
    rng.pick(CERT.homeLoan),
    holder && loanPrinted && holder.loanNumber ? holder.loanNumber : "",
    g.extras.agent.name,
  );
  formFooter(w, rng, look, true);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  return {
    truth,
    variant: `${acord ? "acord24" : "agency-property-cert"}${second ? "-second-in-remarks" : ""}`,
    title,
  };
};

export const autoCertificate: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
