import type { TruthAddress, TruthCoverage, TruthParty, TruthPolicy } from "../policy";
import type { Rng } from "../random";
import { AUTO_LENDERS, FIRST_NAMES, LAST_NAMES, MORTGAGEES, STREET_NAMES } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  framed,
  fromCents,
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
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";
import { footers } from "./ruled";

// Imitates declarations an agency faxes to a lender that asked for evidence of insurance: every
// page carries the fax machine's transmit line at its very top (date and time, the sending fax
// number, the agency's name, a "P.002/003" page counter), and on some a second line the receiving
// machine printed. Page 1 is the agency's fax cover sheet, addressed TO the lender (the policy's
// lienholder or mortgagee, its loan-processing or insurance department and its fax number), FROM
// the agent, RE: the borrower and the loan number, with a short note and a confidentiality
// notice; the pages after it are the declarations in a plain typewriter style: capital labels with
// their values several spaces to the right, and coverages as "CODE  LIMIT  DEDUCTIBLE  PREMIUM"
// lines (BI, PD, UM, MED, COMP, COLL; A-F for a home), with the split limits written out as
// "100,000 EACH PERSON 300,000 EACH ACCIDENT" on some pages. The truth follows the page: a fax to
// a lender needs a lender, so a policy without one gets the lienholder (or mortgagee) the cover
// sheet names, and a lender on the cover sheet always has its loan number.

export const FAX = {
  tti: [
    ["{date} {time}  FROM:{AGENCY}  {fax}  TO:{tofax}", "P.{p3}/{m3}"],
    ["{date} {time}  FAX {fax}  {AGENCY}", "#{p3}/{m3}"],
    ["{date} {time}  {agency}  {fax}", "page {p}"],
    ["{date} {time}  {fax}  {AGENCY}", "PAGE {p2}/{m2}"],
    ["FROM : {AGENCY}  FAX NO. : {fax}  {date} {time}", "P{p}"],
  ],
  received: ["RECEIVED {date} {time}", "Rcvd {date} {time} from {fax}", "{date} {time} RX {fax}"],
  coverTitle: ["FAX", "FACSIMILE TRANSMITTAL", "Fax Cover Sheet", "FAX TRANSMITTAL", "FACSIMILE COVER SHEET"],
  to: ["TO:", "To:", "TO"],
  attn: ["ATTN:", "Attn:", "ATTENTION:"],
  dept: [
    "Loan Processing",
    "Insurance Department",
    "Insurance Verification",
    "Collateral Protection Dept.",
    "Escrow / Hazard Insurance",
    "Funding Department",
    "Insurance Tracking Center",
  ],
  fax: ["FAX:", "Fax:", "FAX #:", "Fax No.:"],
  phone: ["PHONE:", "Phone:", "TEL:", "Ph:"],
  from: ["FROM:", "From:", "FROM"],
  date: ["DATE:", "Date:", "SENT:"],
  re: ["RE:", "Re:", "SUBJECT:", "REGARDING:"],
  reText: [
    "{borrower} - Loan # {loan}",
    "Evidence of Insurance - {borrower}, Loan No. {loan}",
    "Borrower: {borrower}  Loan Number: {loan}",
    "{borrower} / LOAN {loan}",
  ],
  pages: ["PAGES:", "No. of Pages (incl. cover):", "Pages including cover:", "# PAGES:"],
  cc: ["CC:", "cc:"],
  checks: ["Urgent", "For Review", "Please Comment", "Please Reply", "Please Recycle"],
  note: [
    "Attached is the evidence of insurance you requested for the borrower named above. Please update your file with the coverage shown on the attached declarations.",
    "As requested, attached please find the current declarations page showing your company as {role}. Please call our office if you need anything further.",
    "Per your request, we are faxing a copy of the declarations for the above loan. The policy is in force as shown.",
    "Attached is the evidence of insurance you requested. If you do not receive all pages, please call us at the number above.",
  ],
  role: {
    lienholder: ["lienholder", "loss payee", "lienholder / loss payee"],
    lessor: ["lessor", "lessor and additional insured"],
    mortgagee: ["mortgagee", "first mortgagee", "mortgagee, ISAOA"],
  },
  thanks: ["Thank you,", "Thanks,", "Sincerely,", "Regards,"],
  confidential: [
    "CONFIDENTIALITY NOTICE: The documents accompanying this facsimile transmission contain information which is confidential and intended only for the use of the addressee named above. If you have received this fax in error, please notify us by telephone immediately and destroy the documents.",
    "This facsimile contains privileged and confidential information intended only for the recipient named above. Any review, dissemination or copying of this transmission by anyone else is prohibited.",
    "IMPORTANT: This message is intended only for the use of the individual or entity to which it is addressed and may contain information that is confidential. If you are not the intended recipient, please call the sender.",
  ],
  decTitle: {
    auto: ["AUTOMOBILE POLICY DECLARATIONS", "PERSONAL AUTO POLICY DECLARATIONS", "AUTO DECLARATIONS PAGE"],
    home: ["HOMEOWNERS POLICY DECLARATIONS", "HOMEOWNER DECLARATIONS PAGE", "DWELLING POLICY DECLARATIONS"],
    condo: ["CONDOMINIUM UNIT OWNERS DECLARATIONS", "CONDO UNIT OWNER POLICY DECLARATIONS", "HO-6 DECLARATIONS"],
  },
  action: ["RENEWAL", "NEW BUSINESS", "POLICY CHANGE", "REVISED", ""],
  policyNo: ["POLICY NUMBER", "POLICY NO.", "POLICY #"],
  period: ["POLICY PERIOD", "TERM", "POLICY TERM"],
  periodText: ["FROM {eff} TO {exp}", "{eff} TO {exp}", "{eff} - {exp}"],
  time: ["12:01 A.M. STANDARD TIME", "12:01 AM STD TIME AT THE ADDRESS OF THE NAMED INSURED", "12:01 A.M."],
  issued: ["DATE ISSUED", "ISSUE DATE", "DATE PRINTED"],
  insured: ["NAMED INSURED", "INSURED", "NAMED INSURED(S)"],
  mailing: ["MAILING ADDRESS", "ADDRESS", "MAIL TO"],
  company: ["COMPANY", "INSURING COMPANY", "INSURER", "WRITING COMPANY"],
  naic: ["NAIC", "NAIC NO.", "NAIC CODE"],
  agent: ["AGENT", "PRODUCER", "AGENCY"],
  agentCode: ["CODE", "AGT NO.", "PRODUCER NO."],
  vehicles: ["DESCRIBED VEHICLES", "VEHICLES", "SCHEDULE OF VEHICLES"],
  vehHead: [
    ["VEH", "YEAR", "MAKE", "MODEL", "VIN"],
    ["NO.", "YR", "MAKE", "MODEL", "VEHICLE IDENTIFICATION NO."],
    ["AUTO", "YEAR", "MAKE", "MODEL/BODY", "SERIAL NUMBER"],
  ],
  vehWord: ["VEH {n}", "AUTO {n}", "VEHICLE {n}"],
  premises: ["RESIDENCE PREMISES", "LOCATION", "DESCRIBED LOCATION", "INSURED LOCATION"],
  same: ["SAME AS MAILING ADDRESS", "SAME AS ABOVE"],
  form: ["FORM", "POLICY FORM"],
  built: ["YEAR BUILT", "YR BUILT", "CONSTRUCTED"],
  construction: ["CONSTRUCTION", "CONST"],
  constructionValues: ["FRAME", "MASONRY", "BRICK VENEER", "VINYL SIDING"],
  coverages: ["COVERAGES", "COVERAGES AND LIMITS OF LIABILITY", "SCHEDULE OF COVERAGES"],
  covHead: [
    ["CODE", "LIMIT", "DEDUCTIBLE", "PREMIUM"],
    ["COV", "LIMITS", "DED", "PREM"],
    ["CODE", "LIMITS OF LIABILITY", "DEDUCTIBLE", "PREMIUM"],
  ],
  descHead: ["COVERAGE", "DESCRIPTION"],
  codes: {
    BI: ["BI", "BI", "BIL"],
    PD: ["PD", "PD", "PDL"],
    CSL: ["CSL", "SL", "CSL"],
    UMBI: ["UM", "UMBI", "UM"],
    UIMBI: ["UIM", "UIMBI", "UIM"],
    UMPD: ["UMPD", "UMPD", "UMPD"],
    MEDPAY: ["MED", "MEDPAY", "MP"],
    COMP: ["COMP", "COMP", "OTC"],
    COLL: ["COLL", "COLL", "COL"],
  } as Record<string, string[]>,
  desc: {
    BI: "BODILY INJURY",
    PD: "PROPERTY DAMAGE",
    CSL: "COMBINED SINGLE LIMIT",
    UMBI: "UNINSURED MOTORIST BI",
    UIMBI: "UNDERINSURED MOTORIST BI",
    UMPD: "UNINSURED MOTORIST PD",
    MEDPAY: "MEDICAL PAYMENTS",
    COMP: "COMPREHENSIVE",
    COLL: "COLLISION",
    DWELLING: "DWELLING",
    CONDO_A: "BUILDING PROPERTY (UNIT)",
    OTHER_STRUCTURES: "OTHER STRUCTURES",
    PERSONAL_PROPERTY: "PERSONAL PROPERTY",
    LOSS_OF_USE: "LOSS OF USE",
    PERSONAL_LIABILITY: "PERSONAL LIABILITY",
    MEDICAL_PAYMENTS: "MEDICAL PAYMENTS TO OTHERS",
  } as Record<string, string>,
  homeCodes: {
    DWELLING: ["A", "COV A", "A."],
    OTHER_STRUCTURES: ["B", "COV B", "B."],
    PERSONAL_PROPERTY: ["C", "COV C", "C."],
    LOSS_OF_USE: ["D", "COV D", "D."],
    PERSONAL_LIABILITY: ["E", "COV E", "E."],
    MEDICAL_PAYMENTS: ["F", "COV F", "F."],
  } as Record<string, string[]>,
  optionalCodes: ["RENT", "TOW", "PIP", "GAP", "WBU", "ORD", "IDT", "SPP"],
  each: {
    person: ["EACH PERSON", "EA PERSON", "PER PERSON"],
    accident: ["EACH ACCIDENT", "EA ACCIDENT", "PER ACCIDENT"],
    occurrence: ["EACH OCCURRENCE", "EA OCCURRENCE", "PER OCCURRENCE"],
  },
  acv: ["ACV", "ACTUAL CASH VALUE", ""],
  als: ["ACTUAL LOSS SUSTAINED", "ALS"],
  allPerils: ["ALL PERILS", "AOP"],
  deductible: ["DEDUCTIBLE", "SECTION I DEDUCTIBLE", "ALL PERIL DEDUCTIBLE"],
  windHail: ["WIND/HAIL", "WINDSTORM OR HAIL", "W/H"],
  windText: ["{p}% OF COV A", "{p}% ({x})", "{p} PERCENT"],
  vehTotal: ["VEHICLE PREMIUM", "TOTAL FOR VEHICLE", "VEH TOTAL"],
  premium: ["PREMIUM", "POLICY PREMIUM"],
  total: ["TOTAL POLICY PREMIUM", "TOTAL PREMIUM", "TOTAL TERM PREMIUM"],
  outFee: ["{label} {x} PER INSTALLMENT - NOT INCLUDED ABOVE", "{label} OF {x} BILLED SEPARATELY"],
  interest: {
    lienholder: ["LIENHOLDER", "LOSS PAYEE", "LIENHOLDER/LOSS PAYEE"],
    lessor: ["LESSOR", "ADDITIONAL INSURED/LESSOR"],
    mortgagee: ["MORTGAGEE", "1ST MORTGAGEE", "FIRST MORTGAGEE"],
    second: ["2ND MORTGAGEE", "SECOND MORTGAGEE"],
  },
  loan: ["LOAN NO.", "LOAN NUMBER", "LOAN #", "ACCT NO."],
  interestsHead: {
    auto: ["ADDITIONAL INTERESTS", "LIENHOLDERS / LOSS PAYEES", "LIENHOLDER"],
    home: ["ADDITIONAL INTERESTS", "MORTGAGEES", "MORTGAGEE(S)"],
  },
  end: ["*** END OF DECLARATIONS ***", "END OF DECLARATIONS", "- CONTINUED ON NEXT PAGE -"],
  formId: ["DEC 01 (07/19)", "PAD-100 (03/21)", "HDEC 2 (01/22)", "FORM D-11 ED. 05 20"],
  decPage: ["PAGE {n}", "PAGE {n} OF {m}"],
};

const group = (n: number) => n.toLocaleString("en-US");
const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/** The fax machine's own date forms, none of them a form a carrier prints its dates in. */
function machineDate(iso: string, k: number): string {
  const [y, m, d] = [iso.slice(0, 4), Number(iso.slice(5, 7)), iso.slice(8, 10)];
  const mon = MONTHS[m - 1];
  switch (k) {
    case 0:
      return `${mon}-${d}-${y}`;
    case 1:
      return `${String(m).padStart(2, "0")}/${d}/${y.slice(2)}`;
    case 2:
      return `${mon[0]}${mon.slice(1).toLowerCase()} ${d} ${y}`;
    case 3:
      return `${y}/${String(m).padStart(2, "0")}/${d}`;
    default:
      return `${mon}.${d}.${y}`;
  }
}

const faxNumber = (rng: Rng, area = String(rng.int(201, 989))) =>
  rng.pick([
    `(${area}) ${rng.int(200, 989)}-${digits(rng, 4)}`,
    `${area}-${rng.int(200, 989)}-${digits(rng, 4)}`,
    `${area} ${rng.int(200, 989)} ${digits(rng, 4)}`,
  ]);

/** A lender for a policy that has none: a fax to a lender names one, and so does its truth. */
function addLender(truth: TruthPolicy, rng: Rng): void {
  const auto = truth.type === "auto";
  const lender = rng.pick(auto ? AUTO_LENDERS : MORTGAGEES);
  const address: TruthAddress = {
    addressLine1: lender.poBox
      ? `PO Box ${rng.int(1000, 99999)}`
      : `${rng.int(100, 9999)} ${rng.pick(STREET_NAMES)} Blvd`,
    addressLine2: null,
    city: lender.city,
    state: lender.state,
    postalCode: lender.zip,
    country: "US",
  };
  const vehicles = truth.properties.flatMap((p) => (p.type === "vehicle" ? [p.data] : []));
  const newest = [...vehicles].sort((a, b) => b.year - a.year)[0];
  truth.thirdParties.push({
    type: auto ? "lienholder" : "mortgagee",
    name: lender.name,
    address,
    loanNumber: null,
    ...(auto ? { vin: newest.vin } : {}),
  });
}

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  sign: boolean;
  limits: "slash" | "dollar" | "words" | "words-two-line";
  codeSet: number;
  desc: boolean;
  perVehicle: boolean;
  valueX: number;
}

export const faxTransmittal: KindFn = (w, g, rng) => {
  const t = g.truth;
  const auto = t.type === "auto";
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  if (!truth.thirdParties.length) addLender(truth, rng.fork("lender"));
  const lender = rng.pick(truth.thirdParties);
  if (!lender.loanNumber)
    lender.loanNumber = rng.pick([
      digits(rng, 10),
      `${digits(rng, 4)}-${digits(rng, 6)}`,
      `${digits(rng, 3)}-${digits(rng, 7)}`,
    ]);
  const a = g.extras.agent;
  const office = officeAddress(rng);
  const area = a.phone.slice(1, 4);
  const agencyFax = faxNumber(rng, area);
  const lenderFax = rng.chance(0.5)
    ? `1-${rng.pick(["800", "866", "877", "888"])}-${rng.int(200, 989)}-${digits(rng, 4)}`
    : faxNumber(rng);
  const lenderPhone = `1-${rng.pick(["800", "855", "888"])}-${rng.int(200, 989)}-${digits(rng, 4)}`;
  const sent = new Date(Date.parse(g.extras.issueDate) + rng.int(0, 12) * 86400000).toISOString().slice(0, 10);
  const hh = rng.int(8, 17);
  const mm = String(rng.int(0, 59)).padStart(2, "0");
  const ttiIndex = rng.int(0, FAX.tti.length - 1);
  const time24 = `${String(hh).padStart(2, "0")}:${mm}`;
  const time12 = `${hh > 12 ? hh - 12 : hh}:${mm}${hh >= 12 ? "PM" : "AM"}`;
  const look: Look = {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "mm/dd/yy", "m/d/yyyy", "MON dd yyyy", "Month d, yyyy"]),
    upper: rng.chance(0.85),
    sign: rng.chance(0.4),
    limits: rng.pick(["slash", "dollar", "words", "words-two-line"] as const),
    codeSet: rng.int(0, 2),
    desc: rng.chance(0.5),
    perVehicle: auto && rng.chance(0.45),
    valueX: 0,
  };
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const d = (iso: string) => U(dateText(iso, look.ds));
  const naic = !!g.extras.naicCode && rng.chance(0.6);
  const borrowerForm = rng.chance(0.4) ? "last-first" : "first-last";
  const borrowers = truth.insureds.map((_, i) => personName(g, i, borrowerForm, rng.chance(0.6)));
  const borrower = borrowers.join(borrowerForm === "last-first" ? "; " : " and ");
  const roleWord = rng.pick(FAX.role[lender.type]);
  const coverVariant = rng.pick(["lines", "boxes", "memo"] as const);

  // ---------------------------------------------------------------- page 1: the cover sheet
  const pagesAt: { page: number; x: number; y: number; style: TextStyle }[] = [];
  const coverUpper = rng.chance(0.5);
  const cs = (s: string) =>
    coverUpper
      ? s.toUpperCase()
      : s.toLowerCase().replace(/(^|[\s(])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());
  const attnPerson = rng.chance(0.4) ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}, ` : "";
  const dept = rng.pick(FAX.dept);
  const reText = fill(rng.pick(FAX.reText), { borrower, loan: lender.loanNumber });
  const note = fill(rng.pick(FAX.note), { role: roleWord });
  const sentText = dateText(sent, rng.pick<AnyDateStyle>(["mm/dd/yyyy", "Month d, yyyy", "m/d/yyyy"]));
  const lenderAddr = rng.chance(0.5) ? addressLines(lender.address, rng, false) : [];
  const fromLines = [a.name, a.agency];
  const phoneLabel = cs(rng.pick(FAX.phone));
  const faxLabel = cs(rng.pick(FAX.fax));

  const letterhead = () => {
    w.line(a.agency.toUpperCase(), { bold: true, size: w.size * 1.4 });
    w.line(
      `${office.addressLine1}  ${office.city}, ${office.state} ${office.postalCode}   ${phoneLabel} ${a.phone}   ${faxLabel} ${agencyFax}`,
      { size: w.size * 0.8 },
    );
    hrule(w, 1, 10);
  };
  const title = rng.pick(FAX.coverTitle);
  const placeholder = (x: number, y: number, style: TextStyle = {}) =>
    pagesAt.push({ page: w.pages.length - 1, x, y, style });

  if (coverVariant === "lines") {
    letterhead();
    w.line(title.toUpperCase(), { bold: true, size: w.size * 2.4 });
    w.gap(8);
    const kx = (w.right - w.left) * 0.2;
    const kv = (label: string, values: string[]) => w.kv(label, values, kx, { bold: true });
    kv(cs(rng.pick(FAX.date)), [sentText]);
    kv(cs(rng.pick(FAX.to)), [lender.name, ...lenderAddr]);
    kv(cs(rng.pick(FAX.attn)), [`${attnPerson}${dept}`]);
    kv(faxLabel, [lenderFax]);
    if (rng.chance(0.5)) kv(phoneLabel, [lenderPhone]);
    hrule(w, 0.5, 6);
    kv(cs(rng.pick(FAX.from)), fromLines);
    kv(phoneLabel, [a.phone]);
    kv(faxLabel, [agencyFax]);
    hrule(w, 0.5, 6);
    kv(cs(rng.pick(FAX.re)), [reText]);
    const y = w.y;
    kv(cs(rng.pick(FAX.pages)), [" "]);
    placeholder(w.left + kx, y + w.size);
  } else if (coverVariant === "boxes") {
    w.line(title, { bold: true, size: w.size * 2 });
    w.line(a.agency, { bold: true, size: w.size * 1.1 });
    w.line(`${office.addressLine1}, ${office.city}, ${office.state} ${office.postalCode}`, { size: w.size * 0.85 });
    w.gap(10);
    const box = (label: string, lines: string[]) => (ww: Writer) =>
      framed(ww, () => {
        ww.left += 4;
        ww.line(label, { bold: true, size: ww.size * 1.1 });
        for (const l of lines) ww.paragraph(l);
        ww.left -= 4;
      });
    sideBySide(
      w,
      0.5,
      box(cs(rng.pick(FAX.to)).replace(":", ""), [
        lender.name,
        ...lenderAddr,
        `${cs(rng.pick(FAX.attn))} ${attnPerson}${dept}`,
        `${faxLabel} ${lenderFax}`,
        `${phoneLabel} ${lenderPhone}`,
      ]),
      box(cs(rng.pick(FAX.from)).replace(":", ""), [
        ...fromLines,
        `${faxLabel} ${agencyFax}`,
        `${phoneLabel} ${a.phone}`,
      ]),
    );
    w.gap(8);
    const kx = (w.right - w.left) * 0.22;
    w.kv(cs(rng.pick(FAX.date)), [sentText], kx, { bold: true });
    w.kv(cs(rng.pick(FAX.re)), [reText], kx, { bold: true });
    const y = w.y;
    w.kv(cs(rng.pick(FAX.pages)), [" "], kx, { bold: true });
    placeholder(w.left + kx, y + w.size);
  } else {
    letterhead();
    w.line(title, { bold: true, size: w.size * 1.8 });
    w.gap(6);
    const cols: Col[] = [
      { at: 0, width: 0.1 },
      { at: 0.1, width: 0.42 },
      { at: 0.54, width: 0.12 },
      { at: 0.66, width: 0.34 },
    ];
    const B = (s: string) => [s];
    const pagesLabel = cs(rng.pick([FAX.pages[0], FAX.pages[3]]));
    row(
      w,
      cols,
      [B(cs(rng.pick(FAX.to))), [lender.name, ...lenderAddr], B(cs(rng.pick(FAX.from))), fromLines],
      {},
      { rule: true, pad: 4 },
    );
    row(
      w,
      cols,
      [B(cs(rng.pick(FAX.attn))), [`${attnPerson}${dept}`], B(cs(rng.pick(FAX.date))), [sentText]],
      {},
      { rule: true, pad: 4 },
    );
    row(w, cols, [B(faxLabel), [lenderFax], B(faxLabel), [agencyFax]], {}, { rule: true, pad: 4 });
    const y = w.y;
    row(w, cols, [B(phoneLabel), [lenderPhone], B(pagesLabel), [" "]], {}, { rule: true, pad: 4 });
    placeholder(w.left + 0.66 * (w.right - w.left), y + w.size);
    row(w, cols, [B(cs(rng.pick(FAX.re))), [reText], [""], [""]], {}, { rule: true, pad: 4 });
  }
  w.gap(10);
  if (rng.chance(0.6)) {
    const checked = rng.int(0, FAX.checks.length - 1);
    w.line(FAX.checks.map((c, i) => `${i === checked ? "[X]" : "[ ]"} ${cs(c)}`).join("    "), { size: w.size * 0.9 });
    w.gap(6);
  }
  w.line(cs(rng.pick(["Comments:", "Message:", "Notes:"])), { bold: true });
  w.paragraph(note);
  w.gap(6);
  w.line(rng.pick(FAX.thanks));
  w.line(a.name);
  w.line(`${a.agency}  ${a.phone}`, { size: w.size * 0.9 });
  w.gap(18);
  hrule(w, 0.5, 4);
  w.paragraph(rng.pick(FAX.confidential), { size: w.size * 0.7 });

  // ---------------------------------------------------------------- the declarations
  w.newPage();
  const coverPages = 1;
  const decStart = w.pages.length - 1;
  const labelStyle: TextStyle = { bold: rng.chance(0.4) };
  const labels = [
    FAX.policyNo,
    FAX.period,
    FAX.insured,
    FAX.mailing,
    FAX.company,
    FAX.agent,
    FAX.issued,
    ...(auto ? [] : [FAX.premises, FAX.form, FAX.built]),
  ].map((l) => rng.pick(l));
  const widest = Math.max(...labels.map((l) => w.width_(l, labelStyle)));
  look.valueX = widest + rng.pick([18, 24, 32, 40]);
  let li = 0;
  const kv = (values: string[]) => w.kv(labels[li++], values, look.valueX, labelStyle);

  const title2 = rng.pick(FAX.decTitle[t.type]);
  const action = rng.pick(FAX.action);
  w.line(U(t.carrier.name), { bold: true, size: w.size * 1.2 });
  w.line(`${title2}${action ? `  -  ${action}` : ""}`, { bold: true, size: w.size * 1.1 });
  w.gap(6);
  kv([t.policyNumber]);
  kv([
    `${fill(rng.pick(FAX.periodText), { eff: d(t.effectiveDate), exp: d(t.expirationDate) })}   ${rng.pick(FAX.time)}`,
  ]);
  const decForm = rng.chance(0.3) ? "last-first" : "first-last";
  const names = truth.insureds.map((_, i) => personName(g, i, decForm, look.upper));
  kv(names);
  kv(addressLines(truth.address, rng, look.upper));
  kv([`${U(t.carrier.name)}${naic ? `     ${rng.pick(FAX.naic)} ${g.extras.naicCode}` : ""}`]);
  kv([`${U(a.agency)}   ${U(a.name)}   ${a.phone}   ${rng.pick(FAX.agentCode)} ${a.code}`]);
  kv([d(g.extras.issueDate)]);

  const amt = (n: number) => `${look.sign ? "$" : ""}${group(n)}`;
  const money = (cents: number) => dollars(fromCents(cents), { cents: true, sign: look.sign });
  const e = rng.int(0, 2);
  const per = FAX.each.person[e];
  const acc = FAX.each.accident[e];
  const occ = FAX.each.occurrence[e];
  const words = look.limits === "words" || look.limits === "words-two-line";
  const splitLimit = (c: TruthCoverage): string[] => {
    if (c.limitPerPerson === null) return [words ? `${amt(c.limitPerAccident!)} ${acc}` : amt(c.limitPerAccident!)];
    const [pp, pa] = [amt(c.limitPerPerson), amt(c.limitPerAccident!)];
    if (look.limits === "words") return [`${pp} ${per} ${pa} ${acc}`];
    if (look.limits === "words-two-line") return [`${pp} ${per}`, `${pa} ${acc}`];
    return [look.limits === "dollar" ? `${pp} / ${pa}` : `${pp}/${pa}`];
  };
  const single = (n: number, word: string) => (words ? `${amt(n)} ${word}` : amt(n));

  // Coverage lines: CODE [DESCRIPTION] LIMIT DEDUCTIBLE PREMIUM.
  const head = FAX.covHead[rng.int(0, 2)];
  const covCols: Col[] = look.desc
    ? [
        { at: 0, width: 0.09 },
        { at: 0.09, width: 0.27 },
        { at: 0.36, width: 0.33 },
        { at: 0.69, width: 0.15, align: "r" },
        { at: 0.84, width: 0.16, align: "r" },
      ]
    : [
        { at: 0, width: 0.12 },
        { at: 0.12, width: 0.48 },
        { at: 0.6, width: 0.2, align: "r" },
        { at: 0.8, width: 0.2, align: "r" },
      ];
  const covHead = () => {
    const cells = look.desc ? [head[0], rng.pick(FAX.descHead), ...head.slice(1)] : head;
    row(
      w,
      covCols,
      cells.map((h) => [h]),
      { bold: true },
      { rule: rng.chance(0.5) },
    );
  };
  const line = (code: string, desc: string, limit: string[], ded: string, premium: string) =>
    row(
      w,
      covCols,
      look.desc ? [[code], [desc], limit, [ded], [premium]] : [[code], limit, [ded], [premium]],
      {},
      { pad: 1 },
    );
  const optCode = (label: string) => {
    const k = [
      "Rental",
      "Roadside",
      "Personal Injury",
      "Loan/Lease",
      "Water",
      "Ordinance",
      "Identity",
      "Scheduled",
    ].findIndex((x) => label.startsWith(x));
    return k >= 0 ? FAX.optionalCodes[k] : label.slice(0, 4).toUpperCase();
  };

  if (auto) {
    const vehicles = vehicleList(g);
    const vehWord = rng.pick(FAX.vehWord);
    const acv = rng.pick(FAX.acv);
    const code = (c: string) => FAX.codes[c][look.codeSet];
    const liability = t.coverages.filter((c) => !c.vin);
    const order = ["CSL", "BI", "PD", "UMBI", "UIMBI", "UMPD", "MEDPAY"];
    liability.sort((x, y) => order.indexOf(x.code) - order.indexOf(y.code));
    const limitOf = (c: TruthCoverage): string[] =>
      c.code === "BI" || c.code === "UMBI" || c.code === "UIMBI"
        ? splitLimit(c)
        : c.code === "MEDPAY"
          ? [single(c.limitPerAccident!, per)]
          : [single(c.limitPerAccident!, acc)];
    const dedOf = (c: TruthCoverage) => (c.deductible !== null ? amt(c.deductible) : "");
    w.gap(6);
    w.line(rng.pick(FAX.vehicles), { bold: true });
    const vh = rng.pick(FAX.vehHead);
    const vcols: Col[] = [
      { at: 0, width: 0.08 },
      { at: 0.08, width: 0.08 },
      { at: 0.16, width: 0.2 },
      { at: 0.36, width: 0.27 },
      { at: 0.63, width: 0.37 },
    ];
    if (!look.perVehicle) {
      row(
        w,
        vcols,
        vh.map((h) => [h]),
        { bold: labelStyle.bold },
      );
      vehicles.forEach((v, k) =>
        row(w, vcols, [[String(k + 1)], [String(v.year)], [U(v.make)], [U(v.model)], [v.vin]], {}, { pad: 1 }),
      );
      w.gap(6);
      w.line(rng.pick(FAX.coverages), { bold: true });
      covHead();
      for (const c of liability)
        line(
          code(c.code),
          FAX.desc[c.code],
          limitOf(c),
          dedOf(c),
          money(L.coverage.get(c)!.reduce((s, x) => s + x, 0)),
        );
      for (const cc of ["COMP", "COLL"])
        vehicles.forEach((v, k) => {
          const c = t.coverages.find((x) => x.code === cc && x.vin === v.vin);
          if (!c) return;
          const vw = fill(vehWord, { n: String(k + 1) });
          line(
            code(cc),
            `${FAX.desc[cc]} ${vw}`,
            [look.desc ? acv || "-" : `${vw}${acv ? ` ${acv}` : ""}`],
            amt(c.deductible!),
            money(L.coverage.get(c)![k]),
          );
        });
      g.extras.optional.forEach((o, i) =>
        line(
          optCode(o.label),
          o.label.toUpperCase(),
          [o.limit.toUpperCase()],
          "",
          money(L.optional[i].reduce((s, x) => s + x, 0)),
        ),
      );
    } else {
      vehicles.forEach((v, k) => {
        w.gap(4);
        w.ensure(w.lineHeight * 6);
        w.line(
          `${fill(vehWord, { n: String(k + 1) })}   ${v.year} ${U(v.make)} ${U(v.model)}   ${rng.pick(["VIN", "VIN:", "ID NO."])} ${v.vin}`,
          { bold: true },
        );
        covHead();
        for (const c of liability)
          line(code(c.code), FAX.desc[c.code], limitOf(c), dedOf(c), money(L.coverage.get(c)![k]));
        for (const cc of ["COMP", "COLL"]) {
          const c = t.coverages.find((x) => x.code === cc && x.vin === v.vin);
          if (c) line(code(cc), FAX.desc[cc], [acv || "-"], amt(c.deductible!), money(L.coverage.get(c)![k]));
        }
        g.extras.optional.forEach((o, i) =>
          line(optCode(o.label), o.label.toUpperCase(), [o.limit.toUpperCase()], "", money(L.optional[i][k])),
        );
        row(
          w,
          covCols,
          look.desc
            ? [[""], [rng.pick(FAX.vehTotal)], [""], [""], [money(L.vehicleTotals[k])]]
            : [[""], [rng.pick(FAX.vehTotal)], [""], [money(L.vehicleTotals[k])]],
          { bold: true },
        );
      });
    }
  } else {
    const condo = t.type === "condo";
    const dwelling = dwellingAddress(truth)!;
    kv(
      sameAddress(dwelling, truth.address) && rng.chance(0.4)
        ? [rng.pick(FAX.same)]
        : addressLines(dwelling, rng, look.upper),
    );
    kv([g.extras.form]);
    kv([`${g.extras.yearBuilt}     ${rng.pick(FAX.construction)} ${rng.pick(FAX.constructionValues)}`]);
    w.gap(6);
    w.line(rng.pick(FAX.coverages), { bold: true });
    covHead();
    const hc = rng.int(0, 2);
    const aop = rng.chance(0.5) ? ` ${rng.pick(FAX.allPerils)}` : "";
    const dedOnA = rng.chance(0.5);
    const codes = [
      "DWELLING",
      "OTHER_STRUCTURES",
      "PERSONAL_PROPERTY",
      "LOSS_OF_USE",
      "PERSONAL_LIABILITY",
      "MEDICAL_PAYMENTS",
    ];
    for (const code of codes) {
      const c = t.coverages.find((x) => x.code === code);
      const desc = code === "DWELLING" && condo ? FAX.desc.CONDO_A : FAX.desc[code];
      const cd = FAX.homeCodes[code][hc];
      if (!c) {
        if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls) line(cd, desc, [rng.pick(FAX.als)], "", "");
        continue;
      }
      const word = code === "PERSONAL_LIABILITY" ? occ : code === "MEDICAL_PAYMENTS" ? per : "";
      line(
        cd,
        desc,
        [word && words ? `${amt(c.limitPerAccident!)} ${word}` : amt(c.limitPerAccident!)],
        code === "DWELLING" && dedOnA ? amt(c.deductible!) : "",
        money(L.coverage.get(c)![0]),
      );
    }
    const a0 = t.coverages.find((x) => x.code === "DWELLING")!;
    if (!dedOnA) line("DED", rng.pick(FAX.deductible), [aop.trim() || ""], amt(a0.deductible!), "");
    const pct = g.extras.windHailPercent;
    if (pct)
      line(
        "WH",
        rng.pick(FAX.windHail),
        [""],
        fill(rng.pick(FAX.windText), { p: String(pct), x: amt(Math.round((a0.limitPerAccident! * pct) / 100)) }),
        "",
      );
    g.extras.optional.forEach((o, i) =>
      line(optCode(o.label), o.label.toUpperCase(), [o.limit.toUpperCase()], "", money(L.optional[i][0])),
    );
  }

  // Premium.
  w.gap(4);
  hrule(w, 0.5, 3);
  const pcols: Col[] = [
    { at: 0, width: 0.7 },
    { at: 0.7, width: 0.3, align: "r" },
  ];
  if (L.inFees.length) {
    row(w, pcols, [[rng.pick(FAX.premium)], [money(L.base)]]);
    for (const f of L.inFees) row(w, pcols, [[f.label.toUpperCase()], [money(f.amount)]]);
  }
  row(w, pcols, [[rng.pick(FAX.total)], [money(L.total)]], { bold: true });
  for (const f of L.outFees)
    w.paragraph(fill(rng.pick(FAX.outFee), { label: f.label.toUpperCase(), x: money(f.amount) }), {
      size: w.size * 0.85,
    });

  // Interests: the lender of the cover sheet among them.
  w.gap(8);
  w.line(rng.pick(auto ? FAX.interestsHead.auto : FAX.interestsHead.home), { bold: true });
  const vehicles = vehicleList(g);
  const loanLabel = rng.pick(FAX.loan);
  const loanOwnLine = rng.chance(0.5);
  truth.thirdParties.forEach((p: TruthParty, k) => {
    const label =
      p.type === "mortgagee"
        ? rng.pick(k === 0 ? FAX.interest.mortgagee : FAX.interest.second)
        : rng.pick(FAX.interest[p.type]);
    const vi = p.vin ? vehicles.findIndex((v) => v.vin === p.vin) : -1;
    const loan = p.loanNumber ? `${loanLabel} ${p.loanNumber}` : "";
    const values = [
      U(p.name),
      ...addressLines(p.address, rng, look.upper),
      ...(loan && loanOwnLine ? [loan] : []),
      ...(vi >= 0 ? [fill(rng.pick(FAX.vehWord), { n: String(vi + 1) })] : []),
    ];
    if (loan && !loanOwnLine) values[0] = `${values[0]}     ${loan}`;
    w.kv(label, values, look.valueX, labelStyle);
    w.gap(2);
  });
  w.gap(6);
  w.line(rng.pick(FAX.end));

  // ---------------------------------------------------------------- fax lines and page counts
  const n = w.pages.length;
  const [leftT, rightT] = FAX.tti[ttiIndex];
  const dateK = ttiIndex % 5;
  const vars = (p: number) => ({
    date: machineDate(sent, dateK),
    time: ttiIndex === 2 ? time12 : time24,
    AGENCY: a.agency.toUpperCase().slice(0, 24),
    agency: a.agency.slice(0, 24),
    fax: agencyFax.replace(/[^0-9]/g, ""),
    tofax: lenderFax.replace(/[^0-9]/g, "").replace(/^1/, ""),
    p: String(p),
    p2: String(p).padStart(2, "0"),
    p3: String(p).padStart(3, "0"),
    m2: String(n).padStart(2, "0"),
    m3: String(n).padStart(3, "0"),
  });
  const ttiSize = Math.min(w.size * 0.85, 7.5);
  const received =
    w.margin >= 42 && rng.chance(0.35)
      ? {
          text: rng.pick(FAX.received),
          time: `${String(hh).padStart(2, "0")}:${String(Math.min(59, Number(mm) + 1)).padStart(2, "0")}`,
        }
      : null;
  w.pages.forEach((page, i) => {
    const v = vars(i + 1);
    const y = Math.max(10, w.margin * 0.42);
    const lt = fill(leftT, v);
    const rt = fill(rightT, v);
    page.texts.push({ text: lt.replace(/\s+/g, " "), x: w.margin * 0.6, y, size: ttiSize, bold: false });
    page.texts.push({
      text: rt,
      x: page.width - w.margin * 0.6 - w.width_(rt, { size: ttiSize }),
      y,
      size: ttiSize,
      bold: false,
    });
    if (received) {
      const rx = fill(received.text, { date: machineDate(sent, (dateK + 1) % 5), time: received.time, fax: v.fax });
      page.texts.push({ text: rx, x: w.margin * 0.6, y: y + ttiSize * 1.35, size: ttiSize * 0.9, bold: false });
    }
  });
  for (const p of pagesAt)
    w.pages[p.page].texts.push({
      text: `${n}${rng.chance(0.5) ? " (including cover)" : ""}`,
      x: p.x,
      y: p.y,
      size: p.style.size ?? w.size,
      bold: false,
    });
  // The declarations' own page numbers, counted apart from the fax's.
  const formId = rng.pick(FAX.formId);
  const decPage = rng.pick(FAX.decPage);
  const decCount = n - decStart;
  footers(
    w,
    (i) => (i > coverPages ? formId : ""),
    (i) => (i > coverPages ? fill(decPage, { n: String(i - coverPages), m: String(decCount) }) : ""),
  );

  if (!naic) truth.carrier.naicCode = null;
  const variant = [
    auto ? (look.perVehicle ? "auto-per-vehicle" : "auto-schedule") : t.type,
    `cover-${coverVariant}`,
    `limits-${look.limits}`,
    look.desc ? "with-descriptions" : "codes-only",
    t.thirdParties.length ? "lender-on-policy" : "lender-added",
  ].join("-");
  return { truth, variant, title: `${title} - ${t.policyNumber}` };
};
