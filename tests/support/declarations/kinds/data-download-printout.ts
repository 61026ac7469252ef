import { isoDate, type GeneratedPolicy, type TruthCoverage, type TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  cloneTruth,
  dollars,
  dwellingAddress,
  ledger,
  personName,
  row,
  vehicleList,
  type Col,
  type KindFn,
  digits,
  sum,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";
import { footers } from "./ruled";

// Imitates what an insurance-tracking vendor's or an agency system's download module prints from
// an electronic policy download (the ACORD AL3 / IVANS mailbox transactions carriers send to agents
// and lenders): a run header with the mailbox, batch and run date, then the transaction as fixed
// width records, one per line, each opening with a sequence number, the record's group code and
// name ("5BPI POLICY INFO", "5BIS INSURED", "6RVH VEHICLE", "6CVA COVERAGE", "5LAG LIENHOLDER"),
// then coded fields: "POLNUM=", "EFFDT=20260315" (YYYYMMDD or YYMMDD), "LOB=PAUTO", "CVG=BI
// LMT1=100000 LMT2=300000", "DED=500", amounts plain, zero-filled or with two implied decimals, and
// "?" filler where the carrier sent nothing. Because the raw fields are hard to read, the print
// program puts the edited value beside them, in one of three arrangements: an edited line under
// each record ("annotated"), an element listing with raw and edited columns per field
// ("element-detail"), or the raw dump first and a translated summary after it ("raw-summary").
//
// Distractors: the message and transaction headers (a processing date, a transaction effective
// date inside the term for a change, originator and destination mailbox ids, batch numbers), record
// sequence numbers and lengths, the transaction's net premium change or the prior term's premium,
// the prior policy number, per-coverage premiums, driver records with birth dates and licence
// numbers, symbols, territories and cost new, the dwelling's rating facts, a wind/hail percentage
// deductible, forms records and the trailer's record count.
//
// THE TRUTH: the whole policy as the edited values print it (the term premium from the policy
// record, every coverage record, every vehicle or the location, every interest with its loan
// number); NAIC only when the company record carries it.

export const DOWNLOAD = {
  title: [
    "POLICY DOWNLOAD DETAIL",
    "ELECTRONIC POLICY DOWNLOAD - PRINT",
    "AL3 DOWNLOAD TRANSACTION REPORT",
    "Download Activity Detail",
    "DOWNLOAD TRANSACTION PRINT",
  ],
  system: [
    "Insurance Tracking Services - Download Receipt",
    "AgencyLink AMS  Download Manager",
    "TrackPoint Lender Services - Electronic Evidence",
    "Mailbox Exchange Print Utility",
  ],
  run: ["RUN DATE:", "Run Date:", "PRINTED:"],
  mailbox: ["MAILBOX:", "Mailbox ID:", "MBX:"],
  batch: ["BATCH:", "Batch No:", "BATCH #"],
  page: ["PAGE {n}", "Page {n} of {m}", "PG {n}"],
  implied: [
    "AMOUNTS CARRY 2 IMPLIED DECIMAL PLACES",
    "Note: amount fields have 2 implied decimals",
    "AMT FIELDS = 2 IMPLIED DEC",
  ],
  translation: ["TRANSLATED VALUES", "Translation", "EDITED DOWNLOAD SUMMARY", "Translated Summary"],
  rawDump: ["RAW RECORDS", "Raw Record Print", "AL3 RECORD DUMP"],
  elementHead: [
    ["ELEM", "DESCRIPTION", "RAW VALUE", "EDITED"],
    ["Field", "Description", "Raw", "Translated"],
    ["CODE", "ELEMENT NAME", "DATA", "DISPLAY"],
  ],
  arrow: ["->", ">>", "*"],
  groups: {
    mhg: "1MHG MESSAGE HEADER",
    trg: "2TRG TRANSACTION HDR",
    bpi: "5BPI POLICY INFO",
    bis: "5BIS INSURED",
    cva: "6CVA COVERAGE",
    rvh: "6RVH VEHICLE",
    drv: "6DRV DRIVER",
    hru: "6HRU DWELLING",
    cvh: "6CVH HOME COVERAGE",
    lag: "5LAG LIENHOLDER",
    lagHome: "5LAG MORTGAGEE",
    fee: "5FEE FEE",
    frm: "5FOR FORMS",
    rmk: "5RMK REMARKS",
    trl: "3MTG TRAILER",
  },
  trans: {
    NBS: ["New business", "New Business", "NEW BUSINESS"],
    RWL: ["Renewal", "Renewal", "RENEWAL"],
    PCH: ["Policy change", "Policy Change", "ENDORSEMENT"],
  } as Record<string, string[]>,
  labels: {
    orig: "Originator",
    dest: "Destination",
    trnTyp: "Transaction type",
    trnDt: "Processing date",
    trnEff: "Transaction effective",
    polnum: "Policy number",
    lob: "Line of business",
    eff: "Effective date",
    exp: "Expiration date",
    term: "Term (months)",
    company: "Company",
    naic: "NAIC code",
    prem: "Term premium",
    netChg: "Net premium change",
    priorPrem: "Prior term premium",
    priorPol: "Prior policy number",
    producer: "Producer code",
    name1: "Named insured",
    name2: "Second named insured",
    addr1: "Mailing address",
    addr2: "Address line 2",
    city: "City",
    st: "State",
    zip: "ZIP",
    vehno: "Vehicle no.",
    year: "Model year",
    make: "Make",
    model: "Model",
    vin: "VIN",
    sym: "Symbol",
    terr: "Territory",
    cost: "Cost new",
    cvg: "Coverage",
    lmt1: "Limit 1",
    lmt2: "Limit 2",
    perPerson: "Each person",
    perAccident: "Each accident",
    csl: "Combined single limit",
    limit: "Limit",
    ded: "Deductible",
    dedPct: "Deductible %",
    cvgPrem: "Coverage premium",
    drvName: "Driver",
    dob: "Date of birth",
    lic: "License no.",
    locno: "Location no.",
    locAddr: "Location address",
    yrBuilt: "Year built",
    constr: "Construction",
    prot: "Protection class",
    form: "Policy form",
    aiType: "Interest type",
    aiName: "Name",
    loan: "Loan number",
    fee: "Fee",
    feeAmt: "Fee amount",
    recs: "Record count",
  },
  cvgNames: {
    BI: "Bodily Injury Liability",
    PD: "Property Damage Liability",
    CSL: "Liability - Combined Single Limit",
    UMBI: "Uninsured Motorists BI",
    UIMBI: "Underinsured Motorists BI",
    UMPD: "Uninsured Motorists PD",
    MEDPAY: "Medical Payments",
    COMP: "Comprehensive",
    COLL: "Collision",
    DWELLING: "Coverage A - Dwelling",
    condoA: "Coverage A - Building Property",
    OTHER_STRUCTURES: "Coverage B - Other Structures",
    PERSONAL_PROPERTY: "Coverage C - Personal Property",
    LOSS_OF_USE: "Coverage D - Loss of Use",
    PERSONAL_LIABILITY: "Coverage E - Personal Liability",
    MEDICAL_PAYMENTS: "Coverage F - Medical Payments",
    AOP: "All other perils deductible",
    WH: "Windstorm/hail deductible",
  } as Record<string, string>,
  aiTypes: { lienholder: "Lienholder", lessor: "Lessor / additional insured", mortgagee: "Mortgagee" },
  optionalNames: {
    "Rental Reimbursement": "RREIM",
    "Roadside Assistance": "TL",
    "Personal Injury Protection": "PIP",
    "Loan/Lease Gap Coverage": "LOAN",
    "Water Backup and Sump Overflow": "SEWER",
    "Ordinance or Law": "ORDLW",
    "Identity Theft Expense": "IDTHF",
    "Scheduled Jewelry": "SCHJW",
  } as Record<string, string>,
  als: "Actual loss sustained",
  remarks: [
    "DOWNLOAD RECEIVED VIA MAILBOX - NO ACTION REQUIRED",
    "AUTO MATCH TO CLIENT FILE",
    "PRIOR TERM RECORDS SUPPRESSED",
    "TRANSACTION POSTED TO TRACKING",
  ],
};

const CODES: Record<string, string> = {
  BI: "BI",
  PD: "PD",
  CSL: "CSL",
  UMBI: "UM",
  UIMBI: "UIM",
  UMPD: "UMPD",
  MEDPAY: "MEDPM",
  COMP: "COMP",
  COLL: "COLL",
  DWELLING: "DWELL",
  OTHER_STRUCTURES: "OS",
  PERSONAL_PROPERTY: "PP",
  LOSS_OF_USE: "LOU",
  PERSONAL_LIABILITY: "PL",
  MEDICAL_PAYMENTS: "MEDPM",
};

type Arrangement = "annotated" | "element-detail" | "raw-summary";
type DateRaw = "yyyymmdd" | "yymmdd";
type AmountRaw = "plain" | "zero" | "implied";

interface Look {
  arrangement: Arrangement;
  dateRaw: DateRaw;
  amountRaw: AmountRaw;
  ds: AnyDateStyle;
  sign: boolean;
  naic: boolean;
  /** The all-perils deductible on the dwelling record or as a record of its own. */
  dedRecord: boolean;
}

/** One coded field: its raw print, and the edited value the print program puts beside it. */
interface Field {
  key: string;
  raw: string;
  label?: string;
  ed?: string;
}

interface Rec {
  group: string;
  fields: Field[];
}

const addDays = (iso: string, n: number) => isoDate(new Date(Date.parse(iso) + n * 86400000));

function rawDate(iso: string, style: DateRaw): string {
  const s = iso.replace(/-/g, "");
  return style === "yymmdd" ? s.slice(2) : s;
}

function rawAmount(n: number, style: AmountRaw, width = 9): string {
  if (style === "implied") return String(Math.round(n * 100)).padStart(width + 2, "0");
  const s = Number.isInteger(n) ? String(n) : n.toFixed(2);
  return style === "zero" ? s.padStart(Number.isInteger(n) ? width : width + 3, "0") : s;
}

const up = (s: string) => s.toUpperCase();

function pickLook(rng: Rng, g: GeneratedPolicy): Look {
  return {
    arrangement: rng.pick<Arrangement>(["annotated", "element-detail", "raw-summary"]),
    dateRaw: rng.pick<DateRaw>(["yyyymmdd", "yyyymmdd", "yymmdd"]),
    amountRaw: rng.pick<AmountRaw>(["plain", "zero", "implied"]),
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "Mon d, yyyy", "yyyy-mm-dd"]),
    sign: rng.chance(0.5),
    naic: !!g.extras.naicCode && rng.chance(0.6),
    dedRecord: rng.chance(0.5),
  };
}

/** The transaction as download records, with their edited values. */
function records(g: GeneratedPolicy, rng: Rng, look: Look): { recs: Rec[]; trans: string } {
  const t = g.truth;
  const x = g.extras;
  const auto = t.type === "auto";
  const condo = t.type === "condo";
  const L = DOWNLOAD.labels;
  const L$ = ledger(g, rng);
  const d = (iso: string): Field["ed"] => dateText(iso, look.ds);
  const date = (key: string, label: string, iso: string): Field => ({
    key,
    raw: rawDate(iso, look.dateRaw),
    label,
    ed: d(iso),
  });
  const money = (key: string, label: string, n: number, cents = false, width = 9): Field => ({
    key,
    raw: rawAmount(n, look.amountRaw, width),
    label,
    ed: dollars(n, { cents, sign: look.sign }),
  });
  const text = (key: string, label: string | undefined, v: string, ed?: string): Field => ({
    key,
    raw: up(v),
    label,
    ed: label ? (ed ?? v) : undefined,
  });
  const filler = (): Field => ({ key: "", raw: "?".repeat(rng.int(3, 9)) });
  const recs: Rec[] = [];
  const G = DOWNLOAD.groups;

  const trans = rng.pick(["NBS", "RWL", "RWL", "PCH"]);
  const orig = `${up(x.brand.replace(/[^A-Za-z]/g, "").slice(0, 4))}${digits(rng, 4)}`;
  const dest = `AG${digits(rng, 6)}`;
  recs.push({
    group: G.mhg,
    fields: [
      text("ORIGID", L.orig, orig),
      text("DESTID", L.dest, dest),
      { key: "VER", raw: rng.pick(["AL3 V38", "AL3 V40", "V37"]) },
      filler(),
    ],
  });
  const changeDate = addDays(t.effectiveDate, rng.int(15, 120));
  const trnFields: Field[] = [
    text("TRNTYP", L.trnTyp, trans, rng.pick(DOWNLOAD.trans[trans])),
    date("TRNDT", L.trnDt, trans === "PCH" ? addDays(changeDate, -rng.int(1, 6)) : x.issueDate),
  ];
  if (trans === "PCH") trnFields.push(date("TRNEFF", L.trnEff, changeDate));
  recs.push({ group: G.trg, fields: trnFields });

  const lob = auto ? rng.pick(["PAUTO", "AUTOP"]) : condo ? "HOME" : rng.pick(["HOME", "HOMEP"]);
  const bpi: Field[] = [
    text("POLNUM", L.polnum, t.policyNumber),
    text("LOB", L.lob, lob, auto ? "Personal auto" : condo ? "Homeowners - unit owners (HO-6)" : "Homeowners"),
    date("EFFDT", L.eff, t.effectiveDate),
    date("EXPDT", L.exp, t.expirationDate),
    { key: "TERM", raw: String(x.termMonths).padStart(3, "0"), label: L.term, ed: String(x.termMonths) },
    text("CONAME", L.company, t.carrier.name),
  ];
  if (look.naic) bpi.push(text("NAIC", L.naic, x.naicCode!));
  bpi.push(money("PREM", L.prem, t.premium, true, 10));
  if (trans === "PCH") bpi.push(money("NETCHG", L.netChg, rng.int(500, 15000) / 100, true, 10));
  if (trans === "RWL" && rng.chance(0.6))
    bpi.push(money("PRIORPREM", L.priorPrem, Math.round(t.premium * (0.85 + rng.next() * 0.2) * 100) / 100, true, 10));
  if (trans === "RWL" && rng.chance(0.5))
    bpi.push(text("PRIORPOL", L.priorPol, `${t.policyNumber.replace(/\d$/, (c) => String((Number(c) + 1) % 10))}`));
  bpi.push(text("PRODCD", L.producer, x.agent.code));
  recs.push({ group: G.bpi, fields: bpi });

  const bis: Field[] = t.insureds.map((p, i) =>
    text(
      `NAME${i + 1}`,
      i ? L.name2 : L.name1,
      personName(g, i, "last-first", true).replace(",", ""),
      personName(g, i, "first-last", false),
    ),
  );
  const a = t.address;
  bis.push(text("ADDR1", L.addr1, a.addressLine1));
  if (a.addressLine2) bis.push(text("ADDR2", L.addr2, a.addressLine2));
  bis.push(
    text("CITY", L.city, a.city),
    text("ST", L.st, a.state),
    text("ZIP", L.zip, rng.chance(0.3) ? `${a.postalCode}${digits(rng, 4)}` : a.postalCode, a.postalCode),
  );
  recs.push({ group: G.bis, fields: bis });

  const covRec = (c: TruthCoverage, premCents: number, vehno?: string): Rec => {
    const name = c.code === "DWELLING" && condo ? DOWNLOAD.cvgNames.condoA : DOWNLOAD.cvgNames[c.code];
    const f: Field[] = [];
    if (vehno) f.push({ key: "VEHNO", raw: vehno, label: L.vehno, ed: String(Number(vehno)) });
    f.push(text("CVG", L.cvg, CODES[c.code], name));
    if (c.limitPerPerson !== null) {
      f.push(money("LMT1", L.perPerson, c.limitPerPerson));
      f.push(money("LMT2", L.perAccident, c.limitPerAccident!));
    } else if (c.limitPerAccident !== null)
      f.push(
        money(
          "LMT1",
          c.code === "CSL" ? L.csl : auto && c.code !== "MEDPAY" ? L.perAccident : L.limit,
          c.limitPerAccident,
        ),
      );
    if (c.deductible !== null && !(c.code === "DWELLING" && look.dedRecord)) f.push(money("DED", L.ded, c.deductible));
    f.push(money("PREM", L.cvgPrem, premCents / 100, true, 7));
    return { group: auto ? G.cva : G.cvh, fields: f };
  };

  if (auto) {
    for (const c of t.coverages.filter((c) => !c.vin)) recs.push(covRec(c, sum(L$.coverage.get(c)!)));
    vehicleList(g).forEach((v, i) => {
      const vehno = String(i + 1).padStart(3, "0");
      recs.push({
        group: G.rvh,
        fields: [
          { key: "VEHNO", raw: vehno, label: L.vehno, ed: String(i + 1) },
          { key: "YR", raw: String(v.year), label: L.year, ed: String(v.year) },
          text("MAKE", L.make, v.make),
          text("MODEL", L.model, v.model),
          text("VIN", L.vin, v.vin),
          { key: "SYM", raw: String(rng.int(10, 27)) },
          { key: "TERR", raw: String(rng.int(1, 99)).padStart(3, "0") },
          ...(rng.chance(0.5) ? [money("COSTNEW", L.cost, rng.int(180, 620) * 100)] : []),
        ],
      });
      for (const c of t.coverages.filter((c) => c.vin === v.vin)) recs.push(covRec(c, L$.coverage.get(c)![i], vehno));
    });
    x.optional.forEach((o, k) =>
      recs.push({
        group: G.cva,
        fields: [
          text("CVG", L.cvg, DOWNLOAD.optionalNames[o.label] ?? "OTHER", o.label),
          { key: "LMTDESC", raw: up(o.limit.replace(/[$,]/g, "")), label: L.limit, ed: o.limit },
          money("PREM", L.cvgPrem, sum(L$.optional[k]) / 100, true, 7),
        ],
      }),
    );
    x.drivers.forEach((name, i) => {
      const born = isoDate(new Date(Date.UTC(rng.int(1950, 2006), rng.int(0, 11), rng.int(1, 28))));
      recs.push({
        group: G.drv,
        fields: [
          { key: "DRVNO", raw: String(i + 1).padStart(3, "0") },
          text("NAME", L.drvName, name.split(" ").reverse().join(" "), name),
          date("DOB", L.dob, born),
          text("LIC", L.lic, `${"ABCDEFGHJKLMNPRSTW"[rng.int(0, 17)]}${digits(rng, 8)}`),
          ...(rng.chance(0.5) ? [filler()] : []),
        ],
      });
    });
  } else {
    const loc = dwellingAddress(t)!;
    recs.push({
      group: G.hru,
      fields: [
        { key: "LOCNO", raw: "001", label: L.locno, ed: "1" },
        text("LADDR1", L.locAddr, [loc.addressLine1, loc.addressLine2].filter(Boolean).join(" ")),
        text("LCITY", L.city, loc.city),
        text("LST", L.st, loc.state),
        text("LZIP", L.zip, loc.postalCode),
        text("FORM", L.form, x.form.replace("-", "")),
        { key: "YRBLT", raw: String(x.yearBuilt), label: L.yrBuilt, ed: String(x.yearBuilt) },
        text("CONSTR", L.constr, rng.pick(["F", "M", "B"]), rng.pick(["Frame", "Masonry", "Brick veneer"])),
        { key: "PROT", raw: String(rng.int(1, 9)).padStart(2, "0"), label: L.prot },
      ].map((f) => (f.label === L.prot ? { ...f, ed: String(Number(f.raw)) } : f)),
    });
    const order = ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE", "PERSONAL_LIABILITY"];
    for (const code of [...order, "MEDICAL_PAYMENTS"]) {
      const c = t.coverages.find((v) => v.code === code);
      if (c) recs.push(covRec(c, sum(L$.coverage.get(c)!)));
      else if (code === "LOSS_OF_USE" && x.lossOfUseAls)
        recs.push({
          group: G.cvh,
          fields: [
            text("CVG", L.cvg, "LOU", DOWNLOAD.cvgNames.LOSS_OF_USE),
            { key: "LMT1", raw: "ALS", label: L.limit, ed: DOWNLOAD.als },
          ],
        });
    }
    const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
    if (look.dedRecord)
      recs.push({
        group: G.cvh,
        fields: [text("CVG", L.cvg, "AOPDED", DOWNLOAD.cvgNames.AOP), money("DED", L.ded, dwelling.deductible!)],
      });
    if (x.windHailPercent)
      recs.push({
        group: G.cvh,
        fields: [
          text("CVG", L.cvg, "WHDED", DOWNLOAD.cvgNames.WH),
          {
            key: "DEDPCT",
            raw: String(x.windHailPercent).padStart(3, "0"),
            label: L.dedPct,
            ed: `${x.windHailPercent}% of Coverage A`,
          },
        ],
      });
    x.optional.forEach((o, k) =>
      recs.push({
        group: G.cvh,
        fields: [
          text("CVG", L.cvg, DOWNLOAD.optionalNames[o.label] ?? "OTHER", o.label),
          { key: "LMTDESC", raw: up(o.limit.replace(/[$,]/g, "")), label: L.limit, ed: o.limit },
          money("PREM", L.cvgPrem, sum(L$.optional[k]) / 100, true, 7),
        ],
      }),
    );
  }

  const vehicles = vehicleList(g);
  t.thirdParties.forEach((p: TruthParty) => {
    const vi = vehicles.findIndex((v) => v.vin === p.vin);
    const typeCode = { lienholder: "LH", lessor: "LS", mortgagee: "MG" }[p.type];
    const f: Field[] = [
      text("AITYPE", L.aiType, typeCode, DOWNLOAD.aiTypes[p.type]),
      ...(vi >= 0 ? [{ key: "VEHNO", raw: String(vi + 1).padStart(3, "0"), label: L.vehno, ed: String(vi + 1) }] : []),
      text("AINAME", L.aiName, p.name),
      text("AIADDR1", L.addr1, p.address.addressLine1),
      text("AICITY", L.city, p.address.city),
      text("AIST", L.st, p.address.state),
      text("AIZIP", L.zip, p.address.postalCode),
    ];
    if (p.loanNumber) f.push(text("LOAN", L.loan, p.loanNumber));
    recs.push({ group: p.type === "mortgagee" ? G.lagHome : G.lag, fields: f });
  });

  for (const fee of g.extras.fees)
    recs.push({
      group: G.fee,
      fields: [
        text("FEETYP", L.fee, fee.label.replace(/\s+/g, "").slice(0, 6), fee.label),
        money("FEEAMT", L.feeAmt, fee.amount, true, 7),
      ],
    });
  if (rng.chance(0.6))
    recs.push({
      group: G.frm,
      fields: [
        {
          key: "FORM",
          raw: auto ? rng.pick(["PP0001", "PP0309", "PP0313"]) : rng.pick(["HO0003", "HO0490", "HO0416"]),
        },
        {
          key: "EDDT",
          raw: rawDate(`20${rng.int(10, 24)}-${String(rng.int(1, 12)).padStart(2, "0")}-01`, look.dateRaw),
        },
      ],
    });
  if (rng.chance(0.5)) recs.push({ group: G.rmk, fields: [{ key: "TEXT", raw: rng.pick(DOWNLOAD.remarks) }] });
  recs.push({
    group: G.trl,
    fields: [
      { key: "RECS", raw: String(recs.length + 1).padStart(5, "0"), label: L.recs, ed: String(recs.length + 1) },
    ],
  });
  return { recs, trans };
}

// ---------------------------------------------------------------- printing

/** Tokens laid out on a character grid from `startCol`, wrapped to continuation lines; never overlapping. */
function rawLines(w: Writer, lead: string[], tokens: string[], style: TextStyle): void {
  const size = style.size ?? w.size;
  const cw = w.width_("0", style);
  const gap = Math.max(cw, w.width_(" ", style) * 1.5);
  const lh = size * 1.3;
  w.ensure(lh * 1.2);
  let x = w.left;
  // Sequence number and group at fixed columns.
  const cols = [0, 6];
  lead.forEach((l, i) => {
    const at = Math.max(w.left + cols[i] * cw, x);
    x = at + w.put(l, at, w.y + size, style) + gap;
  });
  const fieldStart = Math.max(x, w.left + 28 * cw);
  x = fieldStart;
  for (const tok of tokens) {
    const tw = w.width_(tok, style);
    if (x + tw > w.right && x > fieldStart) {
      w.y += lh;
      w.ensure(lh);
      x = fieldStart;
    }
    // Fields start on the next tab stop of four characters.
    const stop = w.left + Math.ceil((x - w.left) / (cw * 4)) * cw * 4;
    const at = stop + tw <= w.right ? stop : x;
    x = at + w.put(tok, at, w.y + size, style) + gap;
  }
  w.y += lh;
}

const tokenOf = (f: Field) => (f.key ? `${f.key}=${f.raw}` : f.raw);

function editedPairs(r: Rec): string[] {
  return r.fields.filter((f) => f.label && f.ed !== undefined).map((f) => `${f.label}: ${f.ed}`);
}

function flowing(w: Writer, items: string[], style: TextStyle, indent: number): void {
  const size = style.size ?? w.size;
  const lh = size * 1.3;
  const sep = w.width_("   ", style) + 6;
  let x = w.left + indent;
  w.ensure(lh);
  for (const it of items) {
    // An item wider than a line wraps on its own words.
    const parts = w.wrap(it, style, w.right - w.left - indent);
    for (const [k, p] of parts.entries()) {
      const pw = w.width_(p, style);
      if ((k > 0 || x + pw > w.right) && x > w.left + indent) {
        w.y += lh;
        w.ensure(lh);
        x = w.left + indent;
      }
      x += w.put(p, x, w.y + size, style) + sep;
    }
  }
  w.y += lh;
}

const downloadPage: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const look = pickLook(rng, g);
  const { recs, trans } = records(g, rng, look);
  const small: TextStyle = { size: w.size * 0.85 };
  const raw: TextStyle = { size: w.size * (w.family === "Courier" ? 0.92 : 0.82) };
  const title = rng.pick(DOWNLOAD.title);
  const system = rng.pick(DOWNLOAD.system);
  const runDate = addDays(g.extras.issueDate, rng.int(0, 4));
  const runStamp = `${rng.pick(DOWNLOAD.run)} ${dateText(runDate, "mm/dd/yyyy")} ${String(rng.int(0, 23)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`;

  // Run header.
  w.line(system, { bold: true, size: w.size * 1.15 });
  w.line(title, { bold: true });
  const headBits = [
    runStamp,
    `${rng.pick(DOWNLOAD.mailbox)} ${rng.pick(["LND", "TRK", "AGY"])}${digits(rng, 5)}`,
    `${rng.pick(DOWNLOAD.batch)} ${digits(rng, 6)}`,
  ];
  flowing(w, headBits, small, 0);
  if (look.amountRaw === "implied") w.line(rng.pick(DOWNLOAD.implied), small);
  w.rule();

  const seq = (i: number) => String(i + 1).padStart(4, "0");
  const arrow = rng.pick(DOWNLOAD.arrow);
  if (look.arrangement === "annotated") {
    recs.forEach((r, i) => {
      rawLines(w, [seq(i), r.group], r.fields.map(tokenOf), raw);
      const ed = editedPairs(r);
      if (ed.length) flowing(w, [`${arrow} ${ed[0]}`, ...ed.slice(1)], small, w.width_("0000  ", raw));
      w.gap(2);
    });
  } else if (look.arrangement === "element-detail") {
    const head = rng.pick(DOWNLOAD.elementHead);
    const cols: Col[] = [
      { at: 0, width: 0.13 },
      { at: 0.13, width: 0.27 },
      { at: 0.4, width: 0.27 },
      { at: 0.67, width: 0.33 },
    ];
    recs.forEach((r, i) => {
      w.gap(3);
      w.ensure(w.size * 4);
      w.line(
        `${seq(i)}  ${r.group}  LEN=${String(r.fields.reduce((s, f) => s + tokenOf(f).length + 1, 30)).padStart(4, "0")}`,
        {
          bold: true,
          size: w.size * 0.9,
        },
      );
      if (i === 0 || r.group === DOWNLOAD.groups.bpi)
        row(
          w,
          cols,
          head.map((h) => [h]),
          { bold: true, size: w.size * 0.8 },
          { rule: true },
        );
      for (const f of r.fields)
        row(
          w,
          cols,
          [[f.key || "FILLER"], [f.label ?? ""], [f.raw], [f.ed ?? ""]],
          { size: w.size * 0.85 },
          { pad: 1 },
        );
    });
  } else {
    w.line(rng.pick(DOWNLOAD.rawDump), { bold: true, size: w.size * 0.9 });
    recs.forEach((r, i) => rawLines(w, [seq(i), r.group], r.fields.map(tokenOf), raw));
    w.gap(6);
    w.rule();
    w.line(rng.pick(DOWNLOAD.translation), { bold: true });
    for (const r of recs) {
      const ed = editedPairs(r);
      if (!ed.length) continue;
      w.ensure(w.size * 3);
      w.line(r.group.slice(5), { bold: true, size: w.size * 0.9 });
      flowing(w, ed, small, 12);
    }
  }
  w.gap(4);
  w.line(`*** END OF TRANSACTION ${trans} - ${recs.length} RECORDS ***`, small);

  const pageWord = rng.pick(DOWNLOAD.page);
  footers(
    w,
    () => `${system.split(" ")[0].toUpperCase()} ${t.policyNumber}`,
    (n, m) => fill(pageWord, { n: String(n), m: String(m) }),
  );

  if (!look.naic) truth.carrier.naicCode = null;
  const variant = [t.type, look.arrangement, `${look.dateRaw}`, `amt-${look.amountRaw}`, trans.toLowerCase()].join("-");
  return { truth, variant, title: `${title} ${t.policyNumber}` };
};

export const dataDownloadPrintout: KindFn = downloadPage;
