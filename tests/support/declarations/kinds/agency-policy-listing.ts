import type { TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import { Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dwellingAddress,
  hrule,
  ledger,
  officeAddress,
  personName,
  row,
  sameAddress,
  sideBySide,
  vehicleList,
  type Col,
  type KindFn,
  digits,
  money,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";
import { fitSize, footers, ruledTable, type RCol, type RRow } from "./ruled";

// Imitates the policy listing an agency-management system exports when a lender asks the agency
// for the coverage on a loan: a line of report banner (agency, report name, run date), one or two
// run-on caption lines of the policy's facts ("Pol#: … Eff: … Exp: … Co: … Prem: …") with the
// caption words the system's report writer uses, then ONE wide table: a row per vehicle (year,
// make, model, VIN, the liability limits as compact codes such as 100/300/50 or a CSL amount,
// UM/UIM, medical payments, comprehensive and collision deductibles, and the lienholder with its
// loan number in the same row) or a row per location (the location, Coverage A-F amounts, the
// deductible, the mortgagee and its loan number). The named insureds and mailing address sit in a
// small block beside the table's header area, under the table, or in one more caption line. The
// report prints landscape on some pages (the export's wide format) and portrait on others; some
// report writers abbreviate the column heads to a few letters, others split them over two lines.
// The truth follows the page: a short home listing leaves Coverages B, D and F off, and so does
// its truth.

export const LISTING = {
  title: [
    "POLICY LISTING - LIENHOLDER COPY",
    "Policy Detail Listing",
    "LENDER VERIFICATION LISTING",
    "Policy Export - Interests",
    "INSURED POLICY LISTING",
    "Coverage Listing for Loss Payee",
  ],
  report: ["Rpt: POL-LST-{n}", "Report ID PL{n}", "RPT#{n}", "Listing {n}"],
  run: ["Run Date:", "Printed:", "Run:", "Date Printed:"],
  user: ["User:", "Oper:", "By:"],
  page: ["Page {n} of {m}", "Pg {n}/{m}", "PAGE {n} OF {m}"],
  pol: ["Pol#:", "Policy #:", "Pol No:", "POLICY:", "Pol:"],
  eff: ["Eff:", "Eff Dt:", "EFF:", "Effective:"],
  exp: ["Exp:", "Exp Dt:", "EXP:", "Expires:"],
  co: ["Co:", "Carrier:", "Wrtg Co:", "Ins Co:", "CO:"],
  naic: ["NAIC:", "NAIC#", "NAIC"],
  lob: ["LOB:", "Line:", "Type:"],
  lobValue: {
    auto: ["PPA", "AUTOP", "Personal Auto"],
    home: ["HOME", "HO", "Homeowners"],
    condo: ["CONDO", "HO6", "Condo Unit"],
  },
  term: ["Term:", "Tm:"],
  termValue: ["{n} Mo", "{n}M", "{n} months"],
  prem: ["Prem:", "Tot Prem:", "Premium:", "Written Prem:", "Term Prem:"],
  status: ["Status:", "Sts:"],
  statusValue: ["Active", "In Force", "ACTIVE", "Renewed", "New Bus"],
  bill: ["Bill:", "Billing:", "Pay Plan:"],
  billValue: {
    auto: ["Direct", "Agency", "DB", "EFT Monthly"],
    home: ["Direct", "Agency", "DB", "Mortgagee Bill", "Escrow"],
  },
  insd: ["Insd:", "Named Insd:", "Insured:", "NI:"],
  mail: ["Mail:", "Mail Addr:", "Addr:"],
  insuredHead: ["Named Insured(s)", "NAMED INSURED", "Insured / Mailing Address", "Client"],
  producerHead: ["Producer", "AGENCY / PRODUCER", "Servicing Agency"],
  client: ["Client Code:", "Cust#:", "Acct:"],
  producer: ["Producer:", "Prod:", "Agent:", "CSR:"],
  agencyCode: ["Agency Code:", "Agcy#:", "Code:"],
  phone: ["Ph:", "Phone:", "Tel:"],
  scheduleHead: {
    auto: ["Vehicles", "VEHICLE SCHEDULE", "Units / Coverage / Interest", "Veh Detail"],
    home: ["Locations", "LOCATION SCHEDULE", "Property / Coverage / Interest", "Loc Detail"],
  },
  liabCaption: ["Liab:", "Liability:", "BI/PD:"],
  umCaption: ["UM:", "UM/UIM:", "UMBI:"],
  uimCaption: ["UIM:", "UIMBI:"],
  umpdCaption: ["UMPD:", "UM PD:"],
  medCaption: ["Med:", "MedPay:", "MP:"],
  csl: ["{x} CSL", "CSL {x}", "{x} Single Limit"],
  notCarried: ["--", "None", "N/A", "NC"],
  noInterest: ["None", "--", "NONE ON FILE", ""],
  tag: {
    lienholder: ["LH", "Lienholder", "LP"],
    lessor: ["Lessor", "LESSOR", "AI/LP"],
    mortgagee: ["Mtg", "1st Mtg", "Mortgagee"],
    second: ["2nd Mtg", "Mortgagee 2", "2nd"],
  },
  loanWord: ["Loan#", "Loan #", "Ln#", "Acct#", "Loan No."],
  dedWord: ["Ded", "D"],
  same: ["Same as mailing", "SAME", "Same as Mail Addr"],
  acv: ["ACV", ""],
  als: ["ALS", "Act Loss"],
  thousands: ["Limits in 000s", "Liability limits shown in thousands (000 omitted)", "(Limits x 1,000)"],
  interestBlock: {
    auto: ["Interest Addresses", "LIENHOLDER / LOSS PAYEE ADDRESSES", "Additional Interests"],
    home: ["Interest Addresses", "MORTGAGEE ADDRESSES", "Additional Interests", "Mortgagee / Loss Payee Addresses"],
  },
  other: ["Other Cov:", "Endorsements:", "Addl Cov:"],
  drivers: ["Drivers:", "Operators:", "Drv:"],
  outFee: ["{label} {x} billed separately", "{label}: {x} (not in premium)"],
  disclaimer: [
    "This listing is provided for information only and does not amend, extend or alter the coverage afforded by the policy.",
    "Information as of the run date shown. Contact the agency to verify coverage.",
    "NOT A CONTRACT OF INSURANCE. SEE POLICY FOR TERMS AND CONDITIONS.",
  ],
  auto: {
    num: ["Veh #", "#", "Veh|No."],
    year: ["Year", "Yr", "Model|Year"],
    make: ["Make", "Mk", "Veh|Make"],
    model: ["Model", "Mdl", "Model /|Body"],
    vin: ["VIN", "VIN", "Vehicle ID|Number"],
    liab: ["Liability", "Liab", "Liab|BI/PD"],
    um: ["UM/UIM", "UM", "Unins|Motorist"],
    med: ["Med Pay", "Med", "Medical|Pay"],
    comp: ["Comp Ded", "Ded-Cmp", "Comp|Ded"],
    coll: ["Coll Ded", "Ded-Col", "Coll|Ded"],
    prem: ["Veh Prem", "Prem", "Vehicle|Premium"],
    lien: ["Lienholder / Loan #", "LH/Loan#", "Lienholder /|Loss Payee"],
    lienOnly: ["Lienholder", "LH", "Lienholder /|Lessor"],
    loan: ["Loan #", "Ln#", "Loan|Number"],
  },
  home: {
    num: ["Loc", "L#", "Loc|No."],
    addr: ["Location Address", "Loc Addr", "Property|Location"],
    form: ["Form", "Frm", "Policy|Form"],
    built: ["Yr Built", "YB", "Year|Built"],
    a: ["Dwelling / Cov A", "Cov A", "Cov A|Dwelling"],
    condoA: ["Unit / Cov A", "Cov A", "Cov A|Unit"],
    b: ["Oth Str / Cov B", "Cov B", "Cov B|Oth Str"],
    c: ["Pers Prop / Cov C", "Cov C", "Cov C|Pers Prop"],
    d: ["Loss of Use / Cov D", "Cov D", "Cov D|Loss Use"],
    e: ["Liability / Cov E", "Cov E", "Cov E|Liab"],
    f: ["Med Pay / Cov F", "Cov F", "Cov F|Med Pay"],
    ded: ["AOP Deductible", "Ded", "AOP|Ded"],
    wind: ["Wind/Hail Ded", "W/H", "Wind/|Hail Ded"],
    mtg: ["Mortgagee", "Mtg", "Mortgagee /|Loss Payee"],
    mtgLoan: ["Mortgagee / Loan #", "Mtg/Loan#", "Mortgagee /|Loan No."],
    loan: ["Loan #", "Ln#", "Loan|Number"],
  },
};

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  sign: boolean;
  /** Split liability limits in thousands: 100/300/50. */
  thousands: boolean;
  /** 0 full heads, 1 abbreviated, 2 split over two lines. */
  heads: 0 | 1 | 2;
  ruled: boolean;
  sep: string;
  landscape: boolean;
  insured: "beside" | "below" | "caption";
  /** Auto: liability, UM and med pay in the table's rows, or once in the caption lines above it. */
  liabInRows: boolean;
  /** The interest's address in its cell, or in a block of addresses under the table. */
  addrInCell: boolean;
  /** The loan number in a column of its own, or under the interest's name. */
  loanCol: boolean;
  cents: boolean;
}

interface ColSpec {
  key: string;
  heads: string[];
  weight: number;
  align?: "l" | "r" | "c";
  /** Dropped first when the table does not fit (lowest first). */
  optional?: number;
}

const group = (n: number) => n.toLocaleString("en-US");

function pickLook(rng: Rng, auto: boolean): Look {
  return {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "mm/dd/yy", "mm-dd-yy", "yyyy-mm-dd"]),
    upper: rng.chance(0.5),
    sign: rng.chance(0.45),
    thousands: rng.chance(0.6),
    heads: rng.pick([0, 1, 1, 2] as const),
    ruled: rng.chance(0.5),
    sep: rng.pick(["  ", "   ", " | ", "; "]),
    landscape: rng.chance(0.55),
    insured: rng.pick(["beside", "below", "caption"] as const),
    liabInRows: rng.chance(0.65),
    addrInCell: rng.chance(0.55),
    loanCol: auto ? rng.chance(0.35) : rng.chance(0.7),
    cents: !auto && rng.chance(0.2),
  };
}

export const agencyPolicyListing: KindFn = (given, g, rng) => {
  const t = g.truth;
  const auto = t.type === "auto";
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const look = pickLook(rng, auto);
  // Thousands only where a split limit is printed: a CSL page has nothing to write in thousands.
  look.thousands &&= auto && t.coverages.some((c) => c.limitPerPerson !== null);
  // The wide export prints landscape: a writer of its own, whose pages become the page's.
  const w = look.landscape ? new Writer(given.family, given.size, given.margin, 792, 612) : given;
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const d = (iso: string) => dateText(iso, look.ds);
  const amt = (n: number) => `${look.sign ? "$" : ""}${group(n)}${look.cents ? ".00" : ""}`;
  const naic = !!g.extras.naicCode && rng.chance(0.55);
  const a = g.extras.agent;
  const runDate = d(g.extras.issueDate);
  const runTime = `${rng.int(7, 17)}:${String(rng.int(0, 59)).padStart(2, "0")}`;
  const reportId = fill(rng.pick(LISTING.report), { n: digits(rng, 3) });
  const title = rng.pick(LISTING.title);
  const small = w.size * 0.85;

  // ---- banner
  const bannerTop = w.y;
  w.line(U(a.agency), { bold: true, size: w.size * 1.15 });
  const runText = `${rng.pick(LISTING.run)} ${runDate} ${runTime}`;
  w.put(runText, w.right - w.width_(runText, { size: small }), bannerTop + w.size * 1.15, { size: small });
  w.line(title, { bold: true, size: w.size * 1.05 });
  hrule(w, 0.8, 3);

  // ---- caption lines
  const cap = (c: string, v: string) => `${c} ${v}`;
  const first = [
    cap(rng.pick(LISTING.pol), t.policyNumber),
    cap(rng.pick(LISTING.eff), d(t.effectiveDate)),
    cap(rng.pick(LISTING.exp), d(t.expirationDate)),
    cap(rng.pick(LISTING.co), U(t.carrier.name)),
  ];
  if (naic) first.push(cap(rng.pick(LISTING.naic), g.extras.naicCode!));
  const second = rng.shuffle([
    cap(rng.pick(LISTING.lob), rng.pick(LISTING.lobValue[t.type])),
    cap(rng.pick(LISTING.term), fill(rng.pick(LISTING.termValue), { n: String(g.extras.termMonths) })),
    cap(rng.pick(LISTING.status), rng.pick(LISTING.statusValue)),
    ...(rng.chance(0.5)
      ? [cap(rng.pick(LISTING.bill), rng.pick(auto ? LISTING.billValue.auto : LISTING.billValue.home))]
      : []),
  ]);
  second.splice(rng.int(0, second.length), 0, cap(rng.pick(LISTING.prem), money(L.total)));
  const captionLine = (tokens: string[], bold = false) => w.paragraph(tokens.join(look.sep), { bold, size: w.size });
  captionLine(first, rng.chance(0.4));
  captionLine(second);

  // Auto liability once, above the table.
  const find = (code: string) => t.coverages.find((c) => c.code === code && !c.vin);
  const cslForm = rng.pick(LISTING.csl);
  const split = (c: TruthCoverage) =>
    c.limitPerPerson === null
      ? amt(c.limitPerAccident!)
      : look.thousands
        ? `${c.limitPerPerson / 1000}/${c.limitPerAccident! / 1000}`
        : `${amt(c.limitPerPerson)}/${amt(c.limitPerAccident!)}`;
  const liabLines = (): string[] => {
    const csl = find("CSL");
    if (csl) return [fill(cslForm, { x: amt(csl.limitPerAccident!) })];
    const bi = find("BI")!;
    const pd = find("PD")!;
    if (look.thousands)
      return [`${bi.limitPerPerson! / 1000}/${bi.limitPerAccident! / 1000}/${pd.limitPerAccident! / 1000}`];
    return [`BI ${split(bi)}`, `PD ${amt(pd.limitPerAccident!)}`];
  };
  const umLines = (): string[] => {
    const um = find("UMBI");
    const uim = find("UIMBI");
    const umpd = find("UMPD");
    const out: string[] = [];
    if (um) out.push(`${uim || umpd ? "UM " : ""}${split(um)}`);
    if (uim) out.push(`UIM ${split(uim)}`);
    if (umpd)
      out.push(
        `UMPD ${amt(umpd.limitPerAccident!)}${umpd.deductible !== null ? ` ${rng.pick(LISTING.dedWord)} ${amt(umpd.deductible)}` : ""}`,
      );
    return out;
  };
  const med = find("MEDPAY");
  const nc = rng.pick(LISTING.notCarried);
  if (auto && !look.liabInRows) {
    const tokens = [cap(rng.pick(LISTING.liabCaption), liabLines().join(" "))];
    const um = find("UMBI");
    const uim = find("UIMBI");
    const umpd = find("UMPD");
    if (um) tokens.push(cap(rng.pick(LISTING.umCaption), split(um)));
    if (uim) tokens.push(cap(rng.pick(LISTING.uimCaption), split(uim)));
    if (umpd)
      tokens.push(
        cap(
          rng.pick(LISTING.umpdCaption),
          `${amt(umpd.limitPerAccident!)}${umpd.deductible !== null ? ` ${rng.pick(LISTING.dedWord)} ${amt(umpd.deductible)}` : ""}`,
        ),
      );
    tokens.push(cap(rng.pick(LISTING.medCaption), med ? amt(med.limitPerAccident!) : nc));
    captionLine(tokens);
  }

  // ---- insured and producer
  const nameForm = rng.chance(0.45) ? "last-first" : "first-last";
  const names = t.insureds.map((_, i) => personName(g, i, nameForm, look.upper));
  const joinedNames = names.length > 1 && rng.chance(0.5) ? [names.join(" & ")] : names;
  const mailing = addressLines(t.address, rng, look.upper);
  const office = officeAddress(rng);
  const producerLines = [
    U(a.agency),
    `${rng.pick(LISTING.producer)} ${U(a.name)}`,
    `${office.addressLine1}, ${office.city}, ${office.state} ${office.postalCode}`,
    `${rng.pick(LISTING.phone)} ${a.phone}   ${rng.pick(LISTING.agencyCode)} ${a.code}`,
  ];
  const clientLine = `${rng.pick(LISTING.client)} ${g.extras.accountNumber}`;
  const insuredHead = rng.pick(LISTING.insuredHead);
  const producerHead = rng.pick(LISTING.producerHead);
  const block = (ww: Writer, head: string, lines: string[]) => {
    ww.line(head, { bold: true, size: ww.size * 0.9 });
    for (const l of lines) ww.paragraph(l, { size: ww.size * 0.95 });
  };
  const insuredBlock = (ww: Writer) => block(ww, insuredHead, [...joinedNames, ...mailing, clientLine]);
  const producerBlock = (ww: Writer) => block(ww, producerHead, producerLines);
  if (look.insured === "caption") {
    captionLine([
      cap(rng.pick(LISTING.insd), joinedNames.join(" & ")),
      cap(rng.pick(LISTING.mail), mailing.join(", ")),
      clientLine,
    ]);
  } else if (look.insured === "beside") {
    w.gap(3);
    sideBySide(w, rng.pick([0.45, 0.5, 0.55]), insuredBlock, producerBlock);
  }
  w.gap(5);

  // ---- the one wide table
  w.line(rng.pick(auto ? LISTING.scheduleHead.auto : LISTING.scheduleHead.home), { bold: true, size: w.size * 0.95 });
  const interestAddr = new Map<TruthParty, string[]>();
  for (const p of t.thirdParties) interestAddr.set(p, addressLines(p.address, rng, look.upper));
  const loanWord = rng.pick(LISTING.loanWord);
  const showTag = rng.chance(0.5);
  const tagFor = (p: TruthParty, k: number) =>
    rng.pick(p.type === "mortgagee" ? (k === 0 ? LISTING.tag.mortgagee : LISTING.tag.second) : LISTING.tag[p.type]);
  const interestCell = (p: TruthParty, tag: string): string[] => [
    `${showTag ? `${tag}: ` : ""}${U(p.name)}`,
    ...(look.addrInCell ? interestAddr.get(p)! : []),
    ...(!look.loanCol && p.loanNumber ? [`${loanWord} ${p.loanNumber}`] : []),
  ];
  const none = rng.pick(LISTING.noInterest);

  let specs: ColSpec[];
  let rows: Record<string, string[]>[];
  if (auto) {
    const H = LISTING.auto;
    const vehicles = vehicleList(g);
    const withPrem = rng.chance(0.4);
    specs = [
      { key: "num", heads: H.num, weight: 0.035, align: "c" },
      { key: "year", heads: H.year, weight: 0.05 },
      { key: "make", heads: H.make, weight: 0.085 },
      { key: "model", heads: H.model, weight: 0.1 },
      { key: "vin", heads: H.vin, weight: 0.155 },
      ...(look.liabInRows
        ? [
            { key: "liab", heads: H.liab, weight: 0.1 },
            { key: "um", heads: H.um, weight: 0.1 },
            { key: "med", heads: H.med, weight: 0.065, align: "r" as const },
          ]
        : []),
      { key: "comp", heads: H.comp, weight: 0.06, align: "r" },
      { key: "coll", heads: H.coll, weight: 0.06, align: "r" },
      ...(withPrem ? [{ key: "prem", heads: H.prem, weight: 0.075, align: "r" as const, optional: 1 }] : []),
      { key: "lien", heads: look.loanCol ? H.lienOnly : H.lien, weight: 0.2 },
      ...(look.loanCol ? [{ key: "loan", heads: H.loan, weight: 0.09 }] : []),
    ];
    const liab = liabLines();
    const um = umLines();
    const dedWord = rng.chance(0.3) ? `${rng.pick(LISTING.dedWord)} ` : "";
    const withTrim = rng.chance(0.35);
    rows = vehicles.map((v, k) => {
      const ded = (code: string) => {
        const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
        return c ? `${dedWord}${amt(c.deductible!)}` : nc;
      };
      const p = t.thirdParties.find((x) => x.vin === v.vin);
      return {
        num: [String(k + 1)],
        year: [String(v.year)],
        make: [U(v.make)],
        model: [U(v.model), ...(withTrim && v.trim ? [U(v.trim)] : [])],
        vin: [v.vin],
        liab,
        um: um.length ? um : [nc],
        med: [med ? amt(med.limitPerAccident!) : nc],
        comp: [ded("COMP")],
        coll: [ded("COLL")],
        prem: [money(L.vehicleTotals[k])],
        lien: p ? interestCell(p, tagFor(p, 0)) : [none],
        loan: [p?.loanNumber ?? ""],
      };
    });
  } else {
    const H = LISTING.home;
    const condo = t.type === "condo";
    const full = rng.chance(0.65);
    const cov = (code: string) => t.coverages.find((c) => c.code === code);
    const dwelling = dwellingAddress(t)!;
    const sameAsMail = sameAddress(dwelling, t.address) && look.insured !== "below" && rng.chance(0.35);
    const dedCov = cov("DWELLING")!;
    const mtgs = t.thirdParties;
    specs = [
      { key: "num", heads: H.num, weight: 0.03, align: "c" },
      { key: "addr", heads: H.addr, weight: 0.15 },
      { key: "form", heads: H.form, weight: 0.05, optional: 2 },
      ...(rng.chance(0.5) ? [{ key: "built", heads: H.built, weight: 0.045, optional: 1 }] : []),
      { key: "a", heads: condo ? H.condoA : H.a, weight: 0.08, align: "r" },
      ...(full && !condo ? [{ key: "b", heads: H.b, weight: 0.075, align: "r" as const }] : []),
      { key: "c", heads: H.c, weight: 0.08, align: "r" },
      ...(full ? [{ key: "d", heads: H.d, weight: 0.075, align: "r" as const }] : []),
      { key: "e", heads: H.e, weight: 0.08, align: "r" },
      ...(full ? [{ key: "f", heads: H.f, weight: 0.065, align: "r" as const }] : []),
      { key: "ded", heads: H.ded, weight: 0.065, align: "r" },
      ...(g.extras.windHailPercent ? [{ key: "wind", heads: H.wind, weight: 0.06, align: "r" as const }] : []),
      { key: "mtg", heads: look.loanCol ? H.mtg : H.mtgLoan, weight: 0.17 },
      ...(look.loanCol ? [{ key: "loan", heads: H.loan, weight: 0.095 }] : []),
    ];
    const value = (code: string) => {
      const c = cov(code);
      if (c) return [amt(c.limitPerAccident!)];
      return [code === "LOSS_OF_USE" && g.extras.lossOfUseAls ? rng.pick(LISTING.als) : nc];
    };
    const base: Record<string, string[]> = {
      num: ["1"],
      addr: sameAsMail ? [rng.pick(LISTING.same)] : addressLines(dwelling, rng, look.upper),
      form: [g.extras.form],
      built: [String(g.extras.yearBuilt)],
      a: value("DWELLING"),
      b: value("OTHER_STRUCTURES"),
      c: value("PERSONAL_PROPERTY"),
      d: value("LOSS_OF_USE"),
      e: value("PERSONAL_LIABILITY"),
      f: value("MEDICAL_PAYMENTS"),
      ded: [amt(dedCov.deductible!)],
      wind: [`${g.extras.windHailPercent}%`],
      mtg: mtgs.length ? interestCell(mtgs[0], tagFor(mtgs[0], 0)) : [none],
      loan: [mtgs[0]?.loanNumber ?? ""],
    };
    rows = [base];
    // A second mortgagee continues the location on a row of its own, its other cells empty.
    for (const [k, p] of mtgs.slice(1).entries())
      rows.push({ num: [""], mtg: interestCell(p, tagFor(p, k + 1)), loan: [p.loanNumber ?? ""] });
    if (!full) {
      const printed = new Set(["DWELLING", "PERSONAL_PROPERTY", "PERSONAL_LIABILITY"]);
      truth.coverages = truth.coverages.filter((c) => printed.has(c.code));
    }
  }

  // Heads: full, abbreviated, or split over two lines; the largest size at which every cell fits.
  const headCells = (s: ColSpec) => {
    const h = s.heads[look.heads].split("|");
    const lines = look.heads === 2 ? h : [h.join(" ")];
    return lines.map((l) => (look.upper ? l.toUpperCase() : l));
  };
  let size: number | null;
  let cols: RCol[];
  let active = specs;
  const base = Math.min(w.size * 0.92, look.landscape ? 8.5 : 7.8);
  for (;;) {
    const total = active.reduce((s, c) => s + c.weight, 0);
    cols = active.map((c) => ({ width: c.weight / total, align: c.align }));
    const probe: RRow[] = [
      { cells: active.map(headCells), bold: true },
      ...rows.map((r) => ({ cells: active.map((c) => r[c.key] ?? [""]) })),
    ];
    size = fitSize(w, cols, probe, base, 5.5);
    const drop = active.filter((c) => c.optional).sort((x, y) => x.optional! - y.optional!)[0];
    if (size !== null || !drop) break;
    active = active.filter((c) => c !== drop);
  }
  const tableSize = size ?? 5.5;
  const bodyRows: RRow[] = rows.map((r) => ({ cells: active.map((c) => r[c.key] ?? [""]) }));
  if (look.ruled) ruledTable(w, cols, [active.map(headCells)], bodyRows, tableSize);
  else {
    let at = 0;
    const plain: Col[] = cols.map((c) => {
      const out = { at, width: c.width, align: c.align };
      at += c.width;
      return out;
    });
    hrule(w, 0.8, 2);
    row(w, plain, active.map(headCells), { bold: true, size: tableSize * 0.95 }, { rule: true });
    for (const r of bodyRows) row(w, plain, r.cells, { size: tableSize }, { rule: rng.chance(0.5), pad: 3 });
    hrule(w, 0.8, 2);
  }
  w.gap(3);
  const noteSize = w.size * 0.8;
  if (auto && look.thousands) w.line(rng.pick(LISTING.thousands), { size: noteSize });

  // Interest addresses under the table, when the cells hold names only.
  if (!look.addrInCell && t.thirdParties.length) {
    w.gap(2);
    w.line(rng.pick(auto ? LISTING.interestBlock.auto : LISTING.interestBlock.home), {
      bold: true,
      size: w.size * 0.9,
    });
    const vehicles = vehicleList(g);
    for (const p of t.thirdParties) {
      const vi = p.vin ? vehicles.findIndex((v) => v.vin === p.vin) : -1;
      const lead = vi >= 0 ? `${auto ? "Veh" : "Loc"} ${vi + 1} - ` : "";
      w.paragraph(`${lead}${U(p.name)}, ${interestAddr.get(p)!.join(", ")}`, { size: w.size * 0.9 });
    }
  }
  if (g.extras.optional.length && rng.chance(0.6))
    w.paragraph(cap(rng.pick(LISTING.other), g.extras.optional.map((o) => `${U(o.label)} ${o.limit}`).join("; ")), {
      size: noteSize,
    });
  if (auto && rng.chance(0.4))
    w.paragraph(cap(rng.pick(LISTING.drivers), g.extras.drivers.map((x) => U(x)).join(", ")), { size: noteSize });
  for (const f of L.outFees)
    w.paragraph(fill(rng.pick(LISTING.outFee), { label: f.label, x: money(f.amount) }), { size: noteSize });

  if (look.insured === "below") {
    w.gap(6);
    if (rng.chance(0.5)) sideBySide(w, 0.5, insuredBlock, producerBlock);
    else {
      insuredBlock(w);
      w.gap(3);
      producerBlock(w);
    }
  } else if (look.insured === "caption") {
    w.gap(6);
    producerBlock(w);
  }
  w.gap(6);
  w.paragraph(rng.pick(LISTING.disclaimer), { size: w.size * 0.72 });

  const user = `${rng.pick(LISTING.user)} ${a.name
    .split(" ")
    .map((x) => x[0])
    .join("")
    .toUpperCase()}${rng.int(1, 9)}`;
  const pageForm = rng.pick(LISTING.page);
  footers(
    w,
    () => `${reportId}   ${user}`,
    (n, m) => fill(pageForm, { n: String(n), m: String(m) }),
  );
  if (w !== given) given.pages.splice(0, given.pages.length, ...w.pages);

  if (!naic) truth.carrier.naicCode = null;
  const variant = [
    auto ? "auto" : t.type,
    look.landscape ? "landscape" : "portrait",
    ["full-heads", "short-heads", "split-heads"][look.heads],
    look.ruled ? "ruled" : "plain",
    `insured-${look.insured}`,
    auto
      ? look.liabInRows
        ? "liab-in-rows"
        : "liab-in-caption"
      : truth.coverages.length < t.coverages.length
        ? "short"
        : "full",
    look.addrInCell ? "addr-in-cell" : "addr-block",
    look.loanCol ? "loan-column" : "loan-in-cell",
    ...(auto && look.thousands ? ["thousands"] : []),
  ].join("-");
  return { truth, variant, title };
};
