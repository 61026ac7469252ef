import type { GeneratedPolicy, TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  fromCents,
  hrule,
  ledger,
  personName,
  sameAddress,
  sideBySide,
  vehicleList,
  type KindFn,
  type Ledger,
} from "./common";
import { dots, leaderLine } from "./fill-lines";
import { dateText, fill, type AnyDateStyle } from "./forms";

// Imitates the declarations an agency or carrier back-office system prints as one continuous
// report (USAA's and the regional mutuals' mainframe renewals, agency-management "policy print"
// reports): a running report line with the run date and page, upper-case "LABEL ......: VALUE"
// fields two to a line, the policy period as one sentence ("03/01/26 TO 09/01/26 12:01 AM
// STANDARD TIME"), then every coverage on one line with dotted leaders between the coverage, its
// limits written out in words ("$100,000 EACH PERSON $300,000 EACH OCCURRENCE") and its premium at
// the right margin. Cars are numbered blocks ("VEH 001 2019 TOYOTA CAMRY VIN ...") holding the
// physical damage lines ("$500 DED"), the extras and a "LOSS PAYEE:" block with its address and
// loan number; some reports repeat the liability lines in every vehicle block with that vehicle's
// share of the premium. Homes get "COV A - DWELLING ....." lines in Section I and II blocks, the
// deductibles as leader lines ("WIND/HAIL ..... 2% OF COV A ($6,440)"), the residence premises
// apart from the mailing address, and FIRST / SECOND MORTGAGEE blocks with "LOAN NO" lines.

export const LEADER = {
  report: [
    "POLICY DECLARATIONS PRINT",
    "PERSONAL LINES POLICY SUMMARY",
    "POLICY INQUIRY - DECLARATIONS",
    "DECLARATIONS REPORT",
  ],
  reportId: ["RPT {id}", "REPORT {id}", "JOB {id}", "PGM {id}"],
  runDate: ["RUN DATE {d}", "PRINTED {d}", "PROCESS DATE {d}", "DATE {d}"],
  page: ["PAGE {n} OF {m}", "PAGE {n}", "PG {n} OF {m}"],
  title: {
    auto: ["PERSONAL AUTO POLICY DECLARATIONS", "AUTOMOBILE POLICY DECLARATIONS", "AUTO POLICY - DECLARATIONS PAGE"],
    home: ["HOMEOWNERS POLICY DECLARATIONS", "HOMEOWNER POLICY - DECLARATIONS PAGE", "DWELLING OWNER DECLARATIONS"],
    condo: [
      "CONDOMINIUM UNIT OWNERS DECLARATIONS",
      "CONDO UNIT POLICY DECLARATIONS",
      "UNIT OWNERS POLICY - DECLARATIONS",
    ],
  } as Record<string, string[]>,
  transaction: ["RENEWAL", "NEW BUSINESS", "RENEWAL CERTIFICATE", "REWRITE"],
  insured: ["NAMED INSURED", "INSURED NAME", "NAMED INSURED(S)", "INSURED"],
  mailing: ["MAILING ADDRESS", "ADDRESS", "MAIL TO", "BILLING ADDRESS"],
  policy: ["POLICY NUMBER", "POLICY NO", "POLICY #", "POL NO"],
  company: ["COMPANY", "WRITING COMPANY", "INSURER", "UNDERWRITTEN BY"],
  naic: ["NAIC", "NAIC CODE", "NAIC NO"],
  agent: ["AGENT", "PRODUCER", "AGENCY"],
  agentCode: ["AGT CODE", "PRODUCER CODE", "AGENCY NO"],
  account: ["ACCOUNT NO", "CUSTOMER NO", "BILL ACCT"],
  transLabel: ["TRANSACTION", "TRANS TYPE", "STATUS"],
  term: ["TERM", "POLICY TERM"],
  termValue: { 6: ["6 MONTHS", "SIX MONTHS", "06 MOS"], 12: ["12 MONTHS", "ANNUAL", "12 MOS"] } as Record<
    number,
    string[]
  >,
  period: [
    "POLICY PERIOD: {a} TO {b} 12:01 AM STANDARD TIME",
    "POLICY PERIOD FROM {a} TO {b} AT 12:01 A.M. STANDARD TIME AT THE ADDRESS OF THE NAMED INSURED",
    "EFFECTIVE {a}  EXPIRES {b}  12:01 AM STD TIME",
    "TERM BEGINS {a} - TERM ENDS {b} (12:01 A.M. STANDARD TIME)",
  ],
  operators: ["OPERATORS", "DRIVERS", "LISTED DRIVERS"],
  policyBlock: ["POLICY LEVEL COVERAGES", "COVERAGES APPLICABLE TO ALL VEHICLES", "LIABILITY COVERAGES - ALL VEHICLES"],
  coverageHead: ["COVERAGE", "COVERAGES", "COVERAGE DESCRIPTION"],
  limitsHead: ["LIMITS", "LIMITS OF LIABILITY", "LIMIT / DEDUCTIBLE"],
  premiumHead: ["PREMIUM", "TERM PREM", "PREMIUM $"],
  vehicleHead: ["VEH {n}", "VEHICLE {n}", "UNIT {n}", "AUTO {n}"],
  vinWord: ["VIN", "VIN:", "ID NO", "SERIAL"],
  rating: [
    "USE: {use}  TERR: {terr}  SYM: {sym}",
    "CLASS {cls}  TERR {terr}  SYMBOL {sym}",
    "{use} - TERRITORY {terr}",
  ],
  uses: ["PLEASURE", "COMMUTE", "BUSINESS", "WORK/SCHOOL"],
  garaged: ["GARAGED: {x}", "PRINCIPALLY GARAGED AT {x}"],
  autoCov: {
    BI: ["BODILY INJURY LIABILITY", "BODILY INJURY", "LIAB - BODILY INJURY", "BI LIABILITY"],
    PD: ["PROPERTY DAMAGE LIABILITY", "PROPERTY DAMAGE", "LIAB - PROPERTY DAMAGE", "PD LIABILITY"],
    CSL: [
      "LIABILITY - COMBINED SINGLE LIMIT",
      "SINGLE LIMIT LIABILITY",
      "BI/PD COMBINED SINGLE LIMIT",
      "CSL LIABILITY",
    ],
    UMBI: ["UNINSURED MOTORISTS BODILY INJURY", "UNINSURED MOTORIST", "UNINS MOTORIST - BI", "UM BODILY INJURY"],
    UIMBI: [
      "UNDERINSURED MOTORISTS BODILY INJURY",
      "UNDERINSURED MOTORIST",
      "UNDERINS MOTORIST - BI",
      "UIM BODILY INJURY",
    ],
    UMPD: ["UNINSURED MOTORISTS PROPERTY DAMAGE", "UNINSURED MOTORIST PD", "UNINS MOTORIST - PD", "UM PROPERTY DAMAGE"],
    MEDPAY: ["MEDICAL PAYMENTS", "MEDICAL PAYMENTS", "MED PAY", "AUTO MEDICAL PAYMENTS"],
    COMP: ["COMPREHENSIVE", "OTHER THAN COLLISION", "COMP", "COMPREHENSIVE LOSS"],
    COLL: ["COLLISION", "COLLISION", "COLL", "COLLISION LOSS"],
  } as Record<string, string[]>,
  eachPerson: ["EACH PERSON", "EA PERSON", "EA PERS", "PER PERSON"],
  eachAccident: ["EACH OCCURRENCE", "EACH ACCIDENT", "EA ACC", "EA OCC"],
  csl: ["COMBINED SINGLE LIMIT", "EACH ACCIDENT", "CSL"],
  ded: ["{x} DED", "DED {x}", "ACV LESS {x} DED", "{x} DEDUCTIBLE"],
  notCovered: ["NOT COVERED", "NO COVERAGE", "NOT CARRIED", "EXCLUDED"],
  rejected: ["REJECTED", "DECLINED", "NOT PURCHASED"],
  included: ["INCL", "INCLUDED", "N/C"],
  thousands: ["LIABILITY LIMITS SHOWN IN THOUSANDS (100/300 = $100,000/$300,000)", "LIMITS IN 000S"],
  lien: {
    lienholder: ["LOSS PAYEE", "LIENHOLDER", "LIEN HOLDER", "ADDL INTEREST"],
    lessor: ["LESSOR", "LESSOR/ADDL INSURED", "LEASING CO"],
  },
  loan: ["LOAN NO", "LOAN #", "ACCT NO", "REF NO"],
  vehicleTotal: ["TOTAL VEHICLE PREMIUM", "VEHICLE PREMIUM", "VEH TOTAL PREMIUM"],
  total: ["TOTAL POLICY PREMIUM", "TOTAL PREMIUM", "TOTAL TERM PREMIUM", "POLICY PREMIUM"],
  outFee: ["{label} OF {x} PER INSTALLMENT NOT INCLUDED ABOVE", "PLUS {label} {x} IF PAID IN INSTALLMENTS"],
  notBill: ["THIS IS NOT A BILL", "PREMIUM DUE AT INCEPTION. THIS IS NOT A BILL.", "YOU WILL BE BILLED SEPARATELY"],
  premises: ["RESIDENCE PREMISES", "LOCATION", "INSURED LOCATION", "PROPERTY ADDRESS"],
  sameAsMailing: ["SAME AS MAILING ADDRESS", "SAME AS ABOVE"],
  facts: ["FORM {form}", "YR BUILT {year}", "CONSTR {c}", "PROT CLASS {p}", "FAMILIES {f}"],
  construction: ["FRAME", "MASONRY", "BRICK VENEER", "FIRE RESISTIVE"],
  sectionI: ["SECTION I - PROPERTY COVERAGES", "SECTION I COVERAGES", "PROPERTY COVERAGES (SECTION I)"],
  sectionII: ["SECTION II - LIABILITY COVERAGES", "SECTION II COVERAGES", "LIABILITY COVERAGES (SECTION II)"],
  homeCov: {
    DWELLING: ["COV A - DWELLING", "A DWELLING", "COVERAGE A DWELLING", "DWELLING (A)"],
    OTHER_STRUCTURES: [
      "COV B - OTHER STRUCTURES",
      "B OTHER STRUCTURES",
      "COVERAGE B OTHER STRUCT",
      "OTHER STRUCTURES (B)",
    ],
    PERSONAL_PROPERTY: [
      "COV C - PERSONAL PROPERTY",
      "C PERSONAL PROPERTY",
      "COVERAGE C PERS PROPERTY",
      "PERSONAL PROPERTY (C)",
    ],
    LOSS_OF_USE: ["COV D - LOSS OF USE", "D LOSS OF USE", "COVERAGE D LOSS OF USE", "LOSS OF USE (D)"],
    PERSONAL_LIABILITY: [
      "COV E - PERSONAL LIABILITY",
      "E PERSONAL LIABILITY",
      "COVERAGE E LIABILITY",
      "PERSONAL LIABILITY (E)",
    ],
    MEDICAL_PAYMENTS: ["COV F - MEDICAL PAYMENTS", "F MEDICAL PAYMENTS", "COVERAGE F MED PAY", "MEDICAL PAYMENTS (F)"],
  } as Record<string, string[]>,
  condoA: ["COV A - BUILDING PROPERTY", "A UNIT BUILDING", "COVERAGE A BLDG PROPERTY", "UNIT ADDITIONS (A)"],
  als: ["ACTUAL LOSS SUSTAINED", "ALS - 12 MONTHS"],
  deductibles: ["DEDUCTIBLES", "SECTION I DEDUCTIBLES", "DEDUCTIBLE(S)"],
  aop: ["ALL OTHER PERILS", "ALL PERILS", "AOP DEDUCTIBLE", "OTHER LOSSES"],
  wind: ["WIND/HAIL", "WINDSTORM OR HAIL", "WIND AND HAIL"],
  windValue: ["{p}% OF COV A ({x})", "{x} ({p}%)", "{p}% - {x}"],
  optionalHead: ["OPTIONAL COVERAGES / ENDORSEMENTS", "ADDITIONAL COVERAGES", "ENDORSEMENTS"],
  mortgagee: ["FIRST MORTGAGEE", "1ST MORTGAGEE", "MORTGAGEE"],
  secondMortgagee: ["SECOND MORTGAGEE", "2ND MORTGAGEE"],
  isaoa: ["", " ISAOA/ATIMA", " ITS SUCCESSORS AND/OR ASSIGNS"],
  noMortgagee: ["MORTGAGEE: NONE", "NO MORTGAGEE ON FILE"],
  formFooter: ["FORM {id} ED {mm}/{yy}", "{id} ({mm}-{yy})"],
};

type LimitStyle = "words" | "abbrev" | "slash" | "thousands" | "two-line";

/** How this report prints, fixed once per page. */
interface Look {
  ds: AnyDateStyle;
  limits: LimitStyle;
  perWord: string;
  accWord: string;
  dedForm: string;
  /** Premiums with "$", or bare ("212.00") under a PREMIUM heading. */
  sign: boolean;
  /** Dotted leaders, or the label and value separated by space only. */
  leaders: boolean;
  /** Where the limit column starts, as a share of the column. */
  at: number;
}

const U = (s: string) => s.toUpperCase();

function premium(cents: number, look: Look): string {
  return dollars(fromCents(cents), { cents: true, sign: look.sign });
}

function dedText(n: number, look: Look): string {
  return fill(look.dedForm, { x: dollars(n) });
}

/** A coverage's limits as this report writes them, one or two lines. */
function limitLines(c: TruthCoverage, look: Look, rng: Rng): string[] {
  const ded = c.deductible !== null ? ` ${dedText(c.deductible, look)}` : "";
  if (c.limitPerPerson !== null && c.limitPerAccident !== null) {
    const [pp, pa] = [c.limitPerPerson, c.limitPerAccident];
    switch (look.limits) {
      case "words":
        return [`${dollars(pp)} ${look.perWord} ${dollars(pa)} ${look.accWord}${ded}`];
      case "abbrev":
        return [`${dollars(pp)} ${look.perWord} / ${dollars(pa)} ${look.accWord}${ded}`];
      case "slash":
        return [`${dollars(pp)}/${dollars(pa)}${ded}`];
      case "thousands":
        return [`${pp / 1000}/${pa / 1000}${ded}`];
      case "two-line":
        return [`${dollars(pp)} ${look.perWord}`, `${dollars(pa)} ${look.accWord}${ded}`];
    }
  }
  const x = dollars(c.limitPerAccident!);
  if (c.code === "CSL") return [`${x} ${rng.pick(LEADER.csl)}`];
  if (c.code === "MEDPAY") return [`${x} ${look.perWord}`];
  return [`${x} ${look.accWord}${ded}`];
}

/** "LABEL .....: value" with the values stacked at `labelW` from the column's left. */
function field(w: Writer, label: string, values: string[], labelW: number, look: Look): void {
  const size = w.size;
  const lh = size * 1.3;
  const lines = values.flatMap((v) => w.wrap(v, {}, w.right - w.left - labelW - 6));
  w.ensure(lh * Math.max(1, lines.length));
  const base = w.y + size;
  const lw = w.put(label, w.left, base);
  const colon = w.width_(":");
  if (look.leaders) dots(w, w.left + lw + 2, w.left + labelW - colon - 1, base, {});
  w.put(":", w.left + Math.max(lw + 1, labelW - colon), base);
  lines.forEach((l, k) => w.put(l, w.left + labelW + 4, base + k * lh));
  w.y += lh * Math.max(1, lines.length);
}

/**
 * A coverage line (leaders to the limit and on to the premium), and any continuation lines. The
 * limit column stays where the report put it however far the line is indented; a limit too wide
 * for it breaks between its halves, as the report wraps "EACH PERSON" / "EACH OCCURRENCE".
 */
function coverageLine(w: Writer, label: string, limits: string[], right: string, look: Look, indent = 0): void {
  const span = w.right - w.left;
  const at = (look.at * span - indent) / (span - indent);
  const room = w.width_("999,999.99") + 16;
  const fits = span * (1 - look.at) - room - 8;
  const lines = limits.flatMap((l) => {
    const halves = l.match(/^(\$[\d,]+ \S+(?: \S+)?) (\/ )?(\$[\d,]+ .+)$/);
    return w.width_(l) > fits && halves ? [`${halves[1]}${halves[2] ? " /" : ""}`, halves[3]] : [l];
  });
  w.left += indent;
  leaderLine(w, { label, middle: lines[0] ?? "", right }, at, room, {}, look.leaders);
  for (const more of lines.slice(1)) leaderLine(w, { label: "", middle: more, right: "" }, at, room, {}, false);
  w.left -= indent;
}

/** The column titles over the coverage lines: coverage, limits at the limit column, premium at the right. */
function columnHead(w: Writer, rng: Rng, look: Look, first: string): void {
  w.ensure(w.lineHeight * 3);
  const y = w.y + w.size;
  const bold: TextStyle = { bold: true };
  w.put(first, w.left, y, bold);
  w.put(rng.pick(LEADER.limitsHead), w.left + (w.right - w.left) * look.at, y, bold);
  const p = rng.pick(LEADER.premiumHead);
  w.put(p, w.right - w.width_(p, bold), y, bold);
  w.y += w.lineHeight;
}

/** The report line at the top of every page; the page numbers go on once the count is known. */
function runningHead(w: Writer, g: GeneratedPolicy, rng: Rng): (pages: number) => void {
  const small: TextStyle = { size: w.size * 0.85 };
  const report = rng.pick(LEADER.report);
  const id = fill(rng.pick(LEADER.reportId), { id: `${rng.pick(["PL", "DC", "DEC"])}${rng.int(100, 989)}` });
  const run = fill(rng.pick(LEADER.runDate), { d: dateText(g.extras.issueDate, "mm/dd/yy") });
  const pageForm = rng.pick(LEADER.page);
  const number = `${rng.pick(LEADER.policy)} ${g.truth.policyNumber}`;
  const draw = (ww: Writer) => {
    const y = ww.y + small.size!;
    ww.put(`${id}  ${report}`, ww.left, y, small);
    ww.put(run, ww.left + (ww.right - ww.left) * 0.55, y, small);
    if (ww.pages.length > 1) ww.put(number, ww.left, y + small.size! * 1.3, small);
    ww.y += small.size! * (ww.pages.length > 1 ? 2.7 : 1.5);
    hrule(ww, 0.5, 4);
  };
  draw(w);
  w.setPageDecorator(draw);
  return (m) =>
    w.pages.forEach((p, i) => {
      const text = fill(pageForm, { n: String(i + 1), m: String(m) });
      p.texts.push({
        text,
        x: p.width - w.margin - w.width_(text, small),
        y: w.margin + small.size!,
        size: small.size!,
        bold: false,
      });
    });
}

/** Title, the two columns of dotted fields and the policy period sentence; returns the title and whether NAIC printed. */
function headFields(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look): { title: string; naic: boolean } {
  const t = g.truth;
  const x = g.extras;
  const title = rng.pick(LEADER.title[t.type]);
  const big: TextStyle = { bold: true, size: w.size * 1.2 };
  w.ensure(big.size! * 2);
  w.put(title, w.left + (w.right - w.left - w.width_(title, big)) / 2, w.y + big.size!, big);
  w.y += big.size! * 1.6;
  const nameForm = rng.chance(0.5) ? "last-first" : "first-last";
  const names = t.insureds.map((_, i) => personName(g, i, nameForm, true));
  const naic = !!x.naicCode && rng.chance(0.55);
  const left: [string, string[]][] = [
    [rng.pick(LEADER.insured), names],
    [rng.pick(LEADER.mailing), addressLines(t.address, rng, true)],
  ];
  const right: [string, string[]][] = [
    [rng.pick(LEADER.policy), [t.policyNumber]],
    [rng.pick(LEADER.company), [U(t.carrier.name)]],
    ...(naic ? [[rng.pick(LEADER.naic), [x.naicCode!]] as [string, string[]]] : []),
    [rng.pick(LEADER.term), [rng.pick(LEADER.termValue[x.termMonths])]],
    [rng.pick(LEADER.transLabel), [rng.pick(LEADER.transaction)]],
  ];
  if (rng.chance(0.5)) right.push([rng.pick(LEADER.account), [x.accountNumber]]);
  if (rng.chance(0.6)) left.push([rng.pick(LEADER.agent), [U(x.agent.agency), x.agent.phone]]);
  if (rng.chance(0.4)) left.push([rng.pick(LEADER.agentCode), [x.agent.code]]);
  const labelW = (items: [string, string[]][]) =>
    Math.max(...items.map(([l]) => w.width_(l))) + (look.leaders ? rng.pick([14, 22, 30]) : 8);
  sideBySide(
    w,
    0.52,
    (ww) => {
      const lw = labelW(left);
      for (const [l, v] of left) field(ww, l, v, lw, look);
    },
    (ww) => {
      const lw = labelW(right);
      for (const [l, v] of right) field(ww, l, v, lw, look);
    },
  );
  w.gap(4);
  const d = (iso: string) => dateText(iso, look.ds);
  w.paragraph(fill(rng.pick(LEADER.period), { a: d(t.effectiveDate), b: d(t.expirationDate) }), { bold: true });
  hrule(w, 0.5, 4);
  return { title, naic };
}

/** The lender's block: caption, name, address, and the loan line when printed. */
function partyBlock(w: Writer, caption: string, p: TruthParty, rng: Rng, loan: string | null, indent: number): void {
  const lines = [
    U(p.name) + rng.pick(LEADER.isaoa),
    ...addressLines(p.address, rng, true),
    ...(loan && p.loanNumber ? [`${loan}: ${p.loanNumber}`] : []),
  ];
  const size = w.size;
  const lh = size * 1.3;
  const capW = w.width_(`${caption}:`) + 8;
  w.ensure(lh * lines.length + 2);
  w.put(`${caption}:`, w.left + indent, w.y + size);
  lines.forEach((l, k) => w.put(l, w.left + indent + capW, w.y + size + k * lh));
  w.y += lh * lines.length + 2;
}

function totals(w: Writer, rng: Rng, look: Look, L: Ledger): void {
  hrule(w, 0.5, 3);
  for (const f of L.inFees) coverageLine(w, U(f.label), [], premium(f.amount, look), look);
  const total = dollars(fromCents(L.total), { cents: true });
  coverageLine(w, rng.pick(LEADER.total), [], total, { ...look, at: 0.7 });
  for (const f of L.outFees)
    w.line(fill(rng.pick(LEADER.outFee), { label: U(f.label), x: dollars(fromCents(f.amount), { cents: true }) }));
  w.line(rng.pick(LEADER.notBill));
}

function pickLook(rng: Rng, auto: boolean): Look {
  const limits = auto ? rng.pick<LimitStyle>(["words", "words", "abbrev", "slash", "thousands", "two-line"]) : "words";
  return {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yy", "mm/dd/yyyy", "mm-dd-yy", "MON dd yyyy"]),
    limits,
    perWord: rng.pick(LEADER.eachPerson),
    accWord: rng.pick(LEADER.eachAccident),
    dedForm: rng.pick(LEADER.ded),
    sign: rng.chance(0.4),
    leaders: rng.chance(0.85),
    at: rng.pick([0.36, 0.4, 0.44]),
  };
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const look = pickLook(rng, true);
  const pageNumbers = runningHead(w, g, rng);
  const { title, naic } = headFields(w, g, rng, look);
  const vehicles = vehicleList(g);

  if (rng.chance(0.6)) {
    const ops = g.extras.drivers.map((d, i) => `${String(i + 1).padStart(2, "0")} ${U(d)}`);
    const label = rng.pick(LEADER.operators);
    field(w, label, ops, w.width_(label) + 14, look);
    w.gap(3);
  }

  const scheme = rng.int(0, 3);
  const name = (code: string) => LEADER.autoCov[code][scheme];
  // Either the liability lines once for the policy, or in every vehicle block with its share.
  const perVehicle = rng.chance(0.4);
  const liability = t.coverages.filter((c) => !c.vin);
  const refused = ["UMPD", "MEDPAY", "UIMBI"].filter((code) => !t.coverages.some((c) => c.code === code));
  const refusedShown = refused.filter(() => rng.chance(0.35));
  const refusedWord = rng.pick(LEADER.rejected);
  columnHead(w, rng, look, rng.pick(LEADER.coverageHead));
  if (!perVehicle) {
    w.line(rng.pick(LEADER.policyBlock), { bold: true });
    for (const c of liability)
      coverageLine(
        w,
        name(c.code),
        limitLines(c, look, rng),
        premium(
          L.coverage.get(c)!.reduce((s, x) => s + x, 0),
          look,
        ),
        look,
        6,
      );
    for (const code of refusedShown) coverageLine(w, name(code), [refusedWord], "", look, 6);
    w.gap(4);
  }

  const vehWord = rng.pick(LEADER.vehicleHead);
  const numberWidth = rng.pick([1, 3]);
  const vinWord = rng.pick(LEADER.vinWord);
  const lienWords = { lienholder: rng.pick(LEADER.lien.lienholder), lessor: rng.pick(LEADER.lien.lessor) };
  const loanWord = rng.chance(0.85) ? rng.pick(LEADER.loan) : null;
  const absent = rng.pick(LEADER.notCovered);
  const showAbsent = rng.chance(0.5);
  const rating = rng.chance(0.5);
  const garaged = rng.chance(0.4);
  const oneLine = rng.chance(0.5);
  vehicles.forEach((v, k) => {
    const no = fill(vehWord, { n: String(k + 1).padStart(numberWidth, "0") });
    const car = U(`${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`);
    w.ensure(w.lineHeight * 4);
    const headLine = `${no}  ${car}  ${vinWord} ${v.vin}`;
    if (oneLine && w.width_(headLine, { bold: true }) < w.right - w.left) w.line(headLine, { bold: true });
    else {
      w.line(`${no}  ${car}`, { bold: true });
      w.line(`${vinWord} ${v.vin}`, {}, 20);
    }
    if (rating)
      w.line(
        fill(rng.pick(LEADER.rating), {
          use: rng.pick(LEADER.uses),
          terr: String(rng.int(1, 40)).padStart(2, "0"),
          sym: String(rng.int(8, 27)),
          cls: `${rng.int(1, 8)}${rng.pick(["A", "B", "C"])}${rng.int(1, 9)}`,
        }),
        { size: w.size * 0.9 },
        20,
      );
    if (garaged)
      w.line(
        fill(rng.pick(LEADER.garaged), { x: U(`${t.address.city} ${t.address.state} ${t.address.postalCode}`) }),
        { size: w.size * 0.9 },
        20,
      );
    if (perVehicle) {
      for (const c of liability)
        coverageLine(w, name(c.code), limitLines(c, look, rng), premium(L.coverage.get(c)![k], look), look, 20);
      for (const code of refusedShown) coverageLine(w, name(code), [refusedWord], "", look, 20);
    }
    for (const code of ["COMP", "COLL"]) {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      if (c)
        coverageLine(w, name(code), [dedText(c.deductible!, look)], premium(L.coverage.get(c)![k], look), look, 20);
      else if (showAbsent) coverageLine(w, name(code), [absent], "", look, 20);
    }
    g.extras.optional.forEach((o, j) =>
      coverageLine(w, U(o.label), [U(o.limit)], premium(L.optional[j][k], look), look, 20),
    );
    const p = t.thirdParties.find((x) => x.vin === v.vin);
    if (p) partyBlock(w, lienWords[p.type === "lessor" ? "lessor" : "lienholder"], p, rng, loanWord, 20);
    if (perVehicle)
      coverageLine(w, rng.pick(LEADER.vehicleTotal), [], premium(L.vehicleTotals[k], look), { ...look, at: 0.7 }, 20);
    w.gap(4);
  });
  if (look.limits === "thousands") w.line(rng.pick(LEADER.thousands), { size: w.size * 0.85 });
  totals(w, rng, look, L);
  pageNumbers(w.pages.length);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanWord) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    look.limits,
    perVehicle ? "per-vehicle" : "policy-block",
    `${vehicles.length}-veh`,
    look.leaders ? "" : "no-dots",
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
  const look = pickLook(rng, false);
  const pageNumbers = runningHead(w, g, rng);
  const { title, naic } = headFields(w, g, rng, look);
  const premises = dwellingAddress(t)!;

  const premisesLabel = rng.pick(LEADER.premises);
  const lw = w.width_(premisesLabel) + 24;
  const same = sameAddress(premises, t.address) && rng.chance(0.3);
  field(w, premisesLabel, same ? [rng.pick(LEADER.sameAsMailing)] : addressLines(premises, rng, true), lw, look);
  if (rng.chance(0.7)) {
    const facts = LEADER.facts.map((f) =>
      fill(f, {
        form: g.extras.form,
        year: String(g.extras.yearBuilt),
        c: rng.pick(LEADER.construction),
        p: String(rng.int(1, 10)).padStart(2, "0"),
        f: String(rng.int(1, 2)),
      }),
    );
    w.line(facts.slice(0, rng.int(3, 5)).join("   "), { size: w.size * 0.9 });
  }
  w.gap(4);

  const scheme = rng.int(0, 3);
  const label = (code: string) => (code === "DWELLING" && condo ? LEADER.condoA : LEADER.homeCov[code])[scheme];
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const cents = (c: TruthCoverage) => L.coverage.get(c)!.reduce((s, x) => s + x, 0);
  const line = (code: string) => {
    const c = cov(code);
    if (!c) {
      if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
        coverageLine(w, label(code), [rng.pick(LEADER.als)], rng.pick(LEADER.included), look, 6);
      return;
    }
    const x = dollars(c.limitPerAccident!);
    const limit =
      code === "PERSONAL_LIABILITY" ? `${x} ${look.accWord}` : code === "MEDICAL_PAYMENTS" ? `${x} ${look.perWord}` : x;
    coverageLine(w, label(code), [limit], premium(cents(c), look), look, 6);
  };
  columnHead(w, rng, look, rng.pick(LEADER.sectionI));
  for (const code of ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"]) line(code);
  w.gap(3);
  columnHead(w, rng, look, rng.pick(LEADER.sectionII));
  for (const code of ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"]) line(code);
  w.gap(3);

  const dwelling = cov("DWELLING")!;
  w.line(rng.pick(LEADER.deductibles), { bold: true });
  coverageLine(w, rng.pick(LEADER.aop), [dollars(dwelling.deductible!)], "", look, 6);
  const pct = g.extras.windHailPercent;
  if (pct)
    coverageLine(
      w,
      rng.pick(LEADER.wind),
      [
        fill(rng.pick(LEADER.windValue), {
          p: String(pct),
          x: dollars(Math.round((dwelling.limitPerAccident! * pct) / 100)),
        }),
      ],
      "",
      look,
      6,
    );
  w.gap(3);
  if (g.extras.optional.length) {
    w.line(rng.pick(LEADER.optionalHead), { bold: true });
    g.extras.optional.forEach((o, j) =>
      coverageLine(
        w,
        U(o.label),
        [U(o.limit)],
        premium(
          L.optional[j].reduce((s, x) => s + x, 0),
          look,
        ),
        look,
        6,
      ),
    );
    w.gap(3);
  }

  const loanWord = rng.chance(0.85) ? rng.pick(LEADER.loan) : null;
  if (!t.thirdParties.length && rng.chance(0.6)) w.line(rng.pick(LEADER.noMortgagee));
  t.thirdParties.forEach((p, i) => {
    partyBlock(w, i === 0 ? rng.pick(LEADER.mortgagee) : rng.pick(LEADER.secondMortgagee), p, rng, loanWord, 0);
    w.gap(2);
  });
  totals(w, rng, look, L);
  if (rng.chance(0.6)) {
    const text = fill(rng.pick(LEADER.formFooter), {
      id: `${rng.pick(["HO", "DEC", "PL"])}-${rng.int(100, 999)}`,
      mm: String(rng.int(1, 12)).padStart(2, "0"),
      yy: String(rng.int(15, 24)),
    });
    w.line(text, { size: w.size * 0.75 });
  }
  pageNumbers(w.pages.length);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanWord) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    condo ? "condo" : "home",
    pct ? "wind" : "",
    same ? "same-premises" : "",
    look.leaders ? "" : "no-dots",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

export const dottedLeaderPrintout: KindFn = (w, g, rng) =>
  g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng);
