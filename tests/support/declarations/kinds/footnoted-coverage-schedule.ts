import type { TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dwellingAddress,
  hrule,
  ledger,
  personName,
  sameAddress,
  sideBySide,
  vehicleList,
  type KindFn,
  money,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";
import { footers, measure } from "./ruled";

// Imitates declarations whose coverage schedule leaves part of what it says to footnotes, as
// Farmers' "Permissive User Limit of Liability**" and "Fees (*also see Information on Additional
// Fees below)", Allstate's "Up to 24 months not to exceed $121,723" and the regional carriers'
// schedule notes do: a cell says "Included¹", "See note 2", "Limit shown in Note A", "Applies†" or
// "$500*", and a note at the foot of the schedule, the foot of the page or a "Notes to the
// schedule" block after it gives the value ("¹ Subject to a $1,000 deductible per occurrence",
// "* Each person / each accident: 100,000/300,000"). Some rows keep their values in the cells,
// some put only the limit or only the deductible in a note, some print the value with a marker
// whose note restates it or adds a condition without a value. Markers are the font's symbols
// (*, †, ‡, §), small digits set raised beside the word, the superscript digits ¹ ² ³ (on pages
// with three notes or fewer), "(1)", "[a]", or written references to numbered or lettered notes.
// Auto pages print the schedule by coverage (a comprehensive and a collision row per vehicle) or
// with a premium column per vehicle (the deductibles per vehicle then in the cell or in a note);
// home and condo pages print Coverages A-F with the deductible in a column or on a row of its own.
// Lienholders and mortgagees are in a section of their own or are themselves a note keyed from
// the vehicle table or the residence premises line, with the loan number.
// THE TRUTH: every limit and deductible, wherever the page puts it. Notes that carry figures which
// are not the policy's (the state's minimum limits, a wind/hail percentage in dollars, extended
// replacement cost, an instalment fee, full glass) are distractors and are not in the truth; the
// agent is printed and is not an interest.

export const FOOTNOTED = {
  title: {
    auto: [
      "Automobile Policy Declarations",
      "PERSONAL AUTO POLICY DECLARATIONS",
      "Auto Policy Declarations Page",
      "Declarations - Personal Auto Policy",
    ],
    home: ["Homeowners Policy Declarations", "HOMEOWNERS DECLARATIONS", "Declarations - Homeowners Policy"],
    condo: [
      "Condominium Unit Owners Declarations",
      "HO-6 UNIT OWNERS DECLARATIONS",
      "Declarations - Condominium Unit Owners Policy",
    ],
  } as Record<string, string[]>,
  action: ["Renewal", "New Business", "Policy Change", ""],
  policyNo: ["Policy Number", "Policy No.", "Policy #"],
  period: ["Policy Period", "Policy Term", "Term"],
  periodJoin: [" to ", " - ", " through "],
  time: ["", " 12:01 a.m. standard time", " (12:01 AM at the mailing address)"],
  insured: ["Named Insured", "Named Insured(s)", "Insured"],
  mailing: ["Mailing Address", "Address"],
  company: ["Insuring Company", "Company", "Underwritten by"],
  naic: ["NAIC", "NAIC No.", "NAIC Code"],
  agent: ["Agent", "Your Agent", "Producer"],
  issued: ["Date Issued", "Issue Date", "Processed"],
  premises: ["Residence Premises", "Location of Residence Premises", "Insured Location"],
  same: ["Same as mailing address", "Same as above"],
  form: ["Policy Form", "Form"],
  built: ["Year Built", "Constructed"],
  vehicles: ["Described Vehicles", "Vehicles Covered", "VEHICLE SCHEDULE"],
  vehHead: [
    ["Veh", "Year", "Make", "Model", "VIN"],
    ["No.", "Yr", "Make", "Model", "Vehicle ID Number"],
    ["Unit", "Year", "Make", "Model / Body", "VIN"],
  ],
  interestCol: ["Interest", "Lienholder", "Addl Int"],
  noInterest: ["None", "-", ""],
  vehWord: ["Veh {n}", "Vehicle {n}", "Unit {n}", "Auto {n}"],
  schedule: [
    "SCHEDULE OF COVERAGES",
    "Coverages, Limits and Premiums",
    "Coverage Schedule",
    "COVERAGES AND LIMITS OF LIABILITY",
  ],
  scheduleLead: [
    "Coverage is provided only where a premium or Included is shown. See the notes to this schedule.",
    "Limits and deductibles not shown in the schedule are stated in the notes that follow it.",
    "Marked entries are explained in the notes below.",
  ],
  head: {
    coverage: ["Coverage", "Coverages", "Description of Coverage"],
    limits: ["Limits", "Limits of Liability", "Limit"],
    ded: ["Deductible", "Ded.", "Deductibles"],
    premium: ["Premium", "Term Premium", "Prem."],
    limitsDed: ["Limits / Deductible", "Limits and Deductibles", "Limit or Deductible"],
  },
  names: {
    BI: ["Bodily Injury Liability", "Bodily Injury", "Liability - Bodily Injury"],
    PD: ["Property Damage Liability", "Property Damage", "Liability - Property Damage"],
    CSL: ["Combined Single Limit Liability", "Liability (CSL)", "Single Limit Liability"],
    UMBI: ["Uninsured Motorists Bodily Injury", "Uninsured Motorist", "UM Bodily Injury"],
    UIMBI: ["Underinsured Motorists Bodily Injury", "Underinsured Motorist", "UIM Bodily Injury"],
    UMPD: ["Uninsured Motorists Property Damage", "UM Property Damage", "Uninsured Motorist PD"],
    MEDPAY: ["Medical Payments", "Medical Payments Coverage", "Med Pay"],
    COMP: ["Comprehensive", "Other Than Collision", "Comprehensive (OTC)"],
    COLL: ["Collision", "Collision", "Collision Coverage"],
    DWELLING: ["Coverage A - Dwelling", "A. Dwelling", "Dwelling (Cov A)"],
    CONDO_A: ["Coverage A - Building Property", "A. Unit Additions and Alterations", "Building Property (Cov A)"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "B. Other Structures", "Other Structures (Cov B)"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "C. Personal Property", "Personal Property (Cov C)"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "D. Loss of Use", "Loss of Use (Cov D)"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "E. Personal Liability", "Personal Liability (Cov E)"],
    MEDICAL_PAYMENTS: [
      "Coverage F - Medical Payments to Others",
      "F. Medical Payments to Others",
      "Medical Payments (Cov F)",
    ],
    DEDUCTIBLE: ["Deductible - All Other Perils", "Section I Deductible", "All Perils Deductible"],
    WIND: ["Windstorm or Hail Deductible", "Wind/Hail Deductible"],
  } as Record<string, string[]>,
  basis: {
    person: ["each person", "per person", "ea. person"],
    accident: ["each accident", "per accident", "ea. accident"],
    occurrence: ["each occurrence", "per occurrence", "ea. occurrence"],
  },
  acv: ["Actual Cash Value", "ACV", ""],
  als: ["Actual Loss Sustained", "ALS"],
  notCarried: ["--", "Not carried", "N/A"],
  // A cell that says only that a note holds its value.
  refWord: {
    limit: ["Included", "See note", "See below", "Shown in notes", "Yes"],
    ded: ["Applies", "See note", "Yes", "See below"],
  },
  refText: {
    limit: ["See note {n}", "See Note {n}", "Limit shown in Note {n}", "Per Note {n}", "Refer to note {n}"],
    ded: ["See note {n}", "Deductible per Note {n}", "Per Note {n}", "Refer to note {n}"],
  },
  withNote: ["{x} (Note {n})", "{x} - Note {n}", "{x} see note {n}"],
  notePrefix: {
    numbered: ["Note {n}:", "NOTE {n} -", "{n}."],
    lettered: ["Note {n}:", "NOTE {n} -", "({n})"],
  },
  notesHead: ["NOTES TO THE SCHEDULE", "Schedule Notes", "Footnotes", "NOTES"],
  split: [
    "{name}: {pp} each person / {pa} each accident",
    "Each person / each accident: {ppb}/{pab}",
    "{name} limits of liability are {pp} per person and {pa} per accident",
  ],
  single: ["{name}: {x} {basis}", "Limit of liability for {name} is {x} {basis}", "{name} limit {x}"],
  ded: [
    "Subject to a {x} deductible per occurrence",
    "{name} deductible: {x}",
    "{name}: a deductible of {x} applies to each loss",
  ],
  both: ["{name}: {limit}; subject to a {x} deductible", "{name} limit {limit}, deductible {x}"],
  vehDeds: ["{name} deductible: {list}", "{name} deductibles by vehicle - {list}", "{name}: {list}"],
  restate: {
    limit: [
      "Limits apply per accident regardless of the number of vehicles insured.",
      "The limit shown is the most we will pay for any one accident or loss.",
      "Limits may not be stacked or combined.",
    ],
    ded: [
      "The deductible shown applies to each loss.",
      "Deductible applies per occurrence.",
      "One deductible applies when a single loss involves more than one vehicle.",
    ],
    home: [
      "Limit includes the inflation guard adjustment for this term.",
      "Replacement cost loss settlement applies.",
      "Limit shown applies per occurrence.",
    ],
  },
  pctOfA: [
    "Coverage {letter} limit is {pct}% of Coverage A: {x}",
    "{name}: {pct}% of Coverage A ({x})",
    "{x} ({pct}% of the Dwelling limit)",
  ],
  lossOfUse: ["Up to 24 months, not to exceed {x}", "{name}: {x}", "Additional living expense up to {x}"],
  alsNote: ["Up to 12 months from the date of loss", "Payable for the shortest time needed to repair or replace"],
  homeDed: [
    "All other perils deductible: {x} per occurrence",
    "Section I deductible of {x} applies to Coverages A, B, C and D",
    "Subject to a {x} deductible per occurrence",
  ],
  // Notes with figures that are not the policy's.
  minimums: "Your state's minimum liability limits are {a}/{b}/{c}; the limits you chose are shown above.",
  glass: "Full glass: no deductible ($0) applies to windshield repair under Comprehensive.",
  wind: "Windstorm or hail deductible: {p}% of Coverage A ({x})",
  extended: "Coverage A includes extended replacement cost up to an additional {p}% ({x}).",
  ordinance: "Ordinance or law coverage: {p}% of Coverage A ({x}).",
  optional: ["Optional Coverages", "Additional Coverages", "Endorsements"],
  premium: ["Premium", "Policy Premium", "Premium for Coverages"],
  total: ["Total Policy Premium", "TOTAL PREMIUM", "Total Term Premium"],
  inFeeNote: ["Includes {label} of {x}.", "Total includes {label} {x}."],
  outFeeNote: [
    "{label} of {x} per installment is not included in the premium shown.",
    "{label}: {x}, billed separately.",
  ],
  vehTotal: ["Total per Vehicle", "Vehicle Premium", "Veh Total"],
  interestsHead: {
    auto: ["Additional Interests", "Lienholders / Loss Payees", "LIENHOLDER"],
    home: ["Mortgagee(s)", "Additional Interests", "MORTGAGEE / LOSS PAYEE"],
  },
  premisesMortgagee: ["Mortgagee", "Mortgagee(s)", "Additional Interest"],
  role: {
    lienholder: ["Lienholder", "Loss Payee", "Lienholder/Loss Payee"],
    lessor: ["Lessor", "Lessor - Additional Insured"],
    mortgagee: ["Mortgagee", "First Mortgagee"],
    second: ["Second Mortgagee", "2nd Mortgagee"],
  },
  loan: ["Loan No.", "Loan #", "Account No."],
  drivers: ["Drivers", "Rated Drivers", "Operators"],
  formId: ["DEC-FN (06/23)", "PD 22 (01/24)", "HD 07 ED 03 22", "Form D-400 (10/21)"],
  pageNo: ["Page {n} of {m}", "Page {n}", "{n} of {m}"],
};

// ---------------------------------------------------------------- markers and notes

type MarkStyle = "symbols" | "raised" | "superscript" | "paren" | "bracket" | "numbered" | "lettered";

interface Line {
  text: string;
  /** Index of the note this line refers to, drawn as the page's marker. */
  mark?: number;
}
type Cell = Line[];

const SYMBOLS = ["*", "†", "‡", "§", "#"];
const SUPERSCRIPTS = ["¹", "²", "³"];
const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

class Marks {
  readonly notes: string[] = [];
  constructor(
    public style: MarkStyle,
    readonly prefixForm: string,
  ) {}

  add(text: string): number {
    this.notes.push(text);
    return this.notes.length - 1;
  }

  /** The marker of note `i` as the page prints it. */
  label(i: number): string {
    switch (this.style) {
      case "symbols":
        return SYMBOLS[i % SYMBOLS.length].repeat(Math.floor(i / SYMBOLS.length) + 1);
      case "raised":
        return String(i + 1);
      case "superscript":
        return SUPERSCRIPTS[i];
      case "paren":
        return `(${i + 1})`;
      case "bracket":
        return `[${"abcdefghjkmnpqrstuvwxyz"[i]}]`;
      case "numbered":
        return String(i + 1);
      case "lettered":
        return LETTERS[i];
    }
  }

  get written(): boolean {
    return this.style === "numbered" || this.style === "lettered";
  }

  /** The text a marked line prints (a raised marker is drawn apart from it). */
  inline(l: Line, withNote: string): string {
    if (l.mark === undefined || this.style === "raised") return l.text;
    const m = this.label(l.mark);
    if (this.written) return fill(withNote, { x: l.text, n: m });
    return this.style === "paren" ? `${l.text} ${m}` : `${l.text}${m}`;
  }

  /** The prefix of note `i` at the foot ("*", "(1)", "Note A:"); raised digits are drawn apart. */
  prefix(i: number): string {
    if (this.style === "raised") return "";
    if (this.written) return fill(this.prefixForm, { n: this.label(i) });
    return this.label(i);
  }
}

const RAISE = 0.38;
const SMALL = 0.62;

interface TCol {
  at: number;
  width: number;
  align?: "l" | "r";
}

interface Laid {
  lines: { text: string; mark?: number }[][];
  h: number;
}

/** A schedule row's cells wrapped to their columns (a raised marker stays with its line's last word). */
function layRow(w: Writer, cols: TCol[], cells: Cell[], style: TextStyle, m: Marks, withNote: string): Laid {
  const size = style.size ?? w.size;
  const span = w.right - w.left;
  const lines = cells.map((cell, i) =>
    cell.flatMap((l) => {
      const raised = m.style === "raised" && l.mark !== undefined;
      const mw = raised ? w.width_(m.label(l.mark!), { size: size * SMALL }) + 1 : 0;
      const parts = w.wrap(m.inline(l, withNote), style, cols[i].width * span - 5 - mw);
      return parts.map((p, k) => ({ text: p, mark: raised && k === parts.length - 1 ? l.mark : undefined }));
    }),
  );
  return { lines, h: Math.max(1, ...lines.map((c) => c.length)) * size * 1.3 + 2 };
}

function paintRow(w: Writer, cols: TCol[], laid: Laid, style: TextStyle, m: Marks): void {
  const size = style.size ?? w.size;
  const span = w.right - w.left;
  const small: TextStyle = { size: size * SMALL, bold: style.bold };
  laid.lines.forEach((lines, i) => {
    const x0 = w.left + cols[i].at * span;
    const cw = cols[i].width * span - 5;
    lines.forEach((l, k) => {
      const tw = w.width_(l.text, style);
      const mw = l.mark !== undefined ? w.width_(m.label(l.mark), small) + 1 : 0;
      const x = cols[i].align === "r" ? x0 + cw - tw - mw : x0;
      const y = w.y + size + k * size * 1.3;
      w.put(l.text, x, y, style);
      if (l.mark !== undefined) w.put(m.label(l.mark), x + tw + 1, y - size * RAISE, small);
    });
  });
  w.y += laid.h;
}

/** A schedule: a header row, body rows, the header again after a page break. */
function drawTable(
  w: Writer,
  cols: TCol[],
  head: string[],
  rows: { cells: Cell[]; bold?: boolean }[],
  size: number,
  m: Marks,
  withNote: string,
  ruled: boolean,
): void {
  const headStyle: TextStyle = { bold: true, size: size * 0.95 };
  const header = () => {
    hrule(w, 0.8, 2);
    const laid = layRow(
      w,
      cols,
      head.map((h) => [{ text: h }]),
      headStyle,
      m,
      withNote,
    );
    w.ensure(laid.h + size * 3);
    paintRow(w, cols, laid, headStyle, m);
    hrule(w, 0.6, 2);
  };
  header();
  for (const r of rows) {
    const style: TextStyle = { size, bold: r.bold };
    const laid = layRow(w, cols, r.cells, style, m, withNote);
    if (w.y + laid.h + 3 > w.height - w.margin) {
      w.newPage();
      header();
    }
    paintRow(w, cols, laid, style, m);
    if (ruled) hrule(w, 0.3, 1.5);
  }
  hrule(w, 0.8, 3);
}

/** The notes, each with its marker and a hanging indent. Draws nothing random (it is measured first). */
function drawNotes(w: Writer, m: Marks, size: number, head: string | null): void {
  const style: TextStyle = { size };
  const small: TextStyle = { size: size * SMALL };
  if (head) {
    w.ensure(size * 4);
    w.put(head, w.left, w.y + size, { size, bold: true });
    w.y += size * 1.5;
  }
  const indent = Math.max(...m.notes.map((_, i) => w.width_(m.prefix(i) || m.label(i), style))) + 4;
  m.notes.forEach((text, i) => {
    const lines = w.wrap(text, style, w.right - w.left - indent);
    w.ensure(lines.length * size * 1.3 + 1);
    const y = w.y + size;
    if (m.style === "raised") w.put(m.label(i), w.left, y - size * RAISE, small);
    else w.put(m.prefix(i), w.left, y, style);
    lines.forEach((l, k) => w.put(l, w.left + indent, y + k * size * 1.3, style));
    w.y += lines.length * size * 1.3 + 1;
  });
}

// ---------------------------------------------------------------- the page

const group = (n: number) => n.toLocaleString("en-US");
const ORDER = ["CSL", "BI", "PD", "UMBI", "UIMBI", "UMPD", "MEDPAY"];

type Mode = "inline" | "limit-note" | "ded-note" | "both-note" | "mark-inline";

export const footnotedCoverageSchedule: KindFn = (w, g, rng) => {
  const t = g.truth;
  const auto = t.type === "auto";
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const ds = rng.pick<AnyDateStyle>([
    "mm/dd/yyyy",
    "mm/dd/yyyy",
    "m/d/yyyy",
    "Month d, yyyy",
    "mm/dd/yy",
    "MON dd yyyy",
  ]);
  const d = (iso: string) => dateText(iso, ds);
  const upper = rng.chance(0.3);
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  const sign = rng.chance(0.7);
  const amt = (n: number) => `${sign ? "$" : ""}${group(n)}`;
  const naic = !!g.extras.naicCode && rng.chance(0.6);
  const set = rng.int(0, 2);
  const name = (code: string) => {
    const names = FOOTNOTED.names[code];
    return U(names[set % names.length]);
  };
  const size = Math.min(w.size, 9);
  const noteSize = Math.max(6, size * 0.82);

  // Marker style: superscript digits only go to three, so the page decides after counting its notes.
  const styleWish = rng.pick<MarkStyle>([
    "symbols",
    "raised",
    "superscript",
    "paren",
    "bracket",
    "numbered",
    "lettered",
  ]);
  const placement = rng.pick(["under-table", "page-foot", "notes-section"] as const);
  const prefixForm = rng.pick(styleWish === "lettered" ? FOOTNOTED.notePrefix.lettered : FOOTNOTED.notePrefix.numbered);
  // Built against a provisional style; the label text is only resolved when drawn.
  const m = new Marks(styleWish, prefixForm);
  // Superscript digits go to three: such a page keeps its notes few (two schedule notes, no distractors).
  const sparse = styleWish === "superscript";
  const withNote = rng.pick(FOOTNOTED.withNote);
  const refWordLimit = rng.pick(FOOTNOTED.refWord.limit);
  const refWordDed = rng.pick(FOOTNOTED.refWord.ded);
  const refTextLimit = rng.pick(FOOTNOTED.refText.limit);
  const refTextDed = rng.pick(FOOTNOTED.refText.ded);
  /** A cell that only points at note `i`. Written references need the final style, so they are resolved late. */
  const ref = (i: number, kind: "limit" | "ded"): Line => ({ text: `\u0000${kind}`, mark: i });
  const resolve = (cells: Cell[]): Cell[] => {
    const out = cells.map((c) =>
      c.map((l): Line => {
        if (!l.text.startsWith("\u0000")) return { ...l };
        const kind = l.text.slice(1) as "limit" | "ded";
        if (m.written) return { text: fill(kind === "limit" ? refTextLimit : refTextDed, { n: m.label(l.mark!) }) };
        return { text: U(kind === "limit" ? refWordLimit : refWordDed), mark: l.mark };
      }),
    );
    // A digit set beside an amount reads as part of it ("$500,0001"): such a page marks the
    // coverage's name instead, as Farmers' "Permissive User Limit of Liability**".
    if (m.style === "raised" || m.style === "superscript")
      for (const c of out.slice(1))
        for (const l of c)
          if (l.mark !== undefined && /\d$/.test(l.text)) {
            const nameLine = out[0][out[0].length - 1];
            if (nameLine && nameLine.mark === undefined) nameLine.mark = l.mark;
            delete l.mark;
          }
    return out;
  };
  const splitForm = rng.pick(["slash", "two-line", "broken"] as const);
  const basisSet = rng.int(0, 2);
  const per = FOOTNOTED.basis.person[basisSet];
  const acc = FOOTNOTED.basis.accident[basisSet];
  const occ = FOOTNOTED.basis.occurrence[basisSet];
  const splitCell = (c: TruthCoverage): Line[] =>
    splitForm === "slash"
      ? [{ text: `${amt(c.limitPerPerson!)}/${amt(c.limitPerAccident!)}` }]
      : splitForm === "two-line"
        ? [{ text: `${amt(c.limitPerPerson!)} ${per}` }, { text: `${amt(c.limitPerAccident!)} ${acc}` }]
        : [{ text: `${amt(c.limitPerPerson!)} /` }, { text: amt(c.limitPerAccident!) }];
  const splitNote = (c: TruthCoverage, nm: string) =>
    fill(rng.pick(FOOTNOTED.split), {
      name: nm,
      pp: amt(c.limitPerPerson!),
      pa: amt(c.limitPerAccident!),
      ppb: group(c.limitPerPerson!),
      pab: group(c.limitPerAccident!),
    });
  const singleNote = (x: number, nm: string, basis: string) =>
    fill(rng.pick(FOOTNOTED.single), { name: nm, x: amt(x), basis }).trim();
  const dedNote = (x: number, nm: string) => fill(rng.pick(FOOTNOTED.ded), { name: nm, x: amt(x) });
  const notCarried = rng.pick(FOOTNOTED.notCarried);
  const vehWord = rng.pick(FOOTNOTED.vehWord);
  const vw = (k: number) => U(fill(vehWord, { n: String(k + 1) }));
  const showPremium = !auto ? rng.chance(0.7) : true;

  // Which coverages leave something to a note: at least two, never all when there are three or more.
  const pickModes = (units: { key: string; modes: Mode[] }[]): Map<string, Mode> => {
    const out = new Map<string, Mode>();
    const n = units.length;
    const noted = n <= 2 || sparse ? Math.min(n, 2) : rng.int(2, Math.max(2, Math.min(n - 1, Math.ceil(n * 0.6))));
    const chosen = new Set(rng.shuffle(units.map((u) => u.key)).slice(0, noted));
    for (const u of units) out.set(u.key, chosen.has(u.key) ? rng.pick(u.modes) : "inline");
    return out;
  };

  // ---------------------------------------------------------------- heading
  const title = rng.pick(FOOTNOTED.title[t.type]);
  const action = rng.pick(FOOTNOTED.action);
  w.line(U(g.extras.brand), { bold: true, size: w.size * 1.5 });
  w.line(`${U(title)}${action ? `  -  ${U(action)}` : ""}`, { bold: true, size: w.size * 1.1 });
  hrule(w, 1, 6);
  const a = g.extras.agent;
  const nameForm = rng.chance(0.3) ? "last-first" : "first-last";
  const names = t.insureds.map((_, i) => personName(g, i, nameForm, upper));
  const mailing = addressLines(t.address, rng, upper);
  const policyFacts: [string, string[]][] = [
    [rng.pick(FOOTNOTED.policyNo), [t.policyNumber]],
    [
      rng.pick(FOOTNOTED.period),
      [`${d(t.effectiveDate)}${rng.pick(FOOTNOTED.periodJoin)}${d(t.expirationDate)}${rng.pick(FOOTNOTED.time)}`],
    ],
    [
      rng.pick(FOOTNOTED.company),
      [`${U(t.carrier.name)}${naic ? `  ${rng.pick(FOOTNOTED.naic)} ${g.extras.naicCode}` : ""}`],
    ],
    ...(rng.chance(0.6) ? [[rng.pick(FOOTNOTED.issued), [d(g.extras.issueDate)]] as [string, string[]]] : []),
  ];
  const personFacts: [string, string[]][] = [
    [rng.pick(FOOTNOTED.insured), names],
    [rng.pick(FOOTNOTED.mailing), mailing],
  ];
  const agentFact: [string, string[]] = [rng.pick(FOOTNOTED.agent), [a.name, a.agency, a.phone]];
  const header = rng.pick(["stacked", "two-column"] as const);
  if (header === "stacked") {
    const lx = rng.pick([100, 115, 130]);
    for (const [label, values] of [...policyFacts, ...personFacts, agentFact])
      w.kv(U(label), values, lx, { bold: true });
  } else {
    const block = (facts: [string, string[]][]) => (ww: Writer) => {
      for (const [label, values] of facts) {
        ww.line(U(label), { bold: true, size: ww.size * 0.85 });
        for (const v of values) for (const l of ww.wrap(v)) ww.line(l);
        ww.gap(2);
      }
    };
    sideBySide(w, 0.5, block([...personFacts, agentFact]), block(policyFacts));
  }
  w.gap(6);

  // ---------------------------------------------------------------- interests (decided before the schedule)
  const interestMode = t.thirdParties.length ? (sparse ? "section" : rng.pick(["section", "noted"] as const)) : "none";
  const loanLabel = rng.pick(FOOTNOTED.loan);
  const partyText = (p: TruthParty, role: string) =>
    `${role}: ${U(p.name)}, ${addressLines(p.address, rng, upper).join(", ")}${p.loanNumber ? `, ${loanLabel} ${p.loanNumber}` : ""}`;
  const roleOf = (p: TruthParty, k: number) =>
    rng.pick(
      p.type === "mortgagee"
        ? k === 0
          ? FOOTNOTED.role.mortgagee
          : FOOTNOTED.role.second
        : FOOTNOTED.role[p.type as "lienholder" | "lessor"],
    );

  const head = FOOTNOTED.head;
  let cols: TCol[];
  let heads: string[];
  const rows: { cells: Cell[]; bold?: boolean }[] = [];
  const distractors: string[] = [];
  let variantBits: string[];

  if (auto) {
    // Vehicle table, with the lienholder as a note when the page keys it from there.
    w.line(U(rng.pick(FOOTNOTED.vehicles)), { bold: true });
    const vh = rng.pick(FOOTNOTED.vehHead);
    const withInterest = interestMode === "noted";
    const vcols: TCol[] = withInterest
      ? [
          { at: 0, width: 0.08 },
          { at: 0.08, width: 0.08 },
          { at: 0.16, width: 0.16 },
          { at: 0.32, width: 0.2 },
          { at: 0.52, width: 0.3 },
          { at: 0.82, width: 0.18 },
        ]
      : [
          { at: 0, width: 0.08 },
          { at: 0.08, width: 0.1 },
          { at: 0.18, width: 0.2 },
          { at: 0.38, width: 0.26 },
          { at: 0.64, width: 0.36 },
        ];
    const vrows: Cell[][] = vehicles.map((v, k) => {
      const cells: Cell[] = [
        [{ text: String(k + 1) }],
        [{ text: String(v.year) }],
        [{ text: U(v.make) }],
        [{ text: U(`${v.model}${v.trim ? ` ${v.trim}` : ""}`) }],
        [{ text: v.vin }],
      ];
      if (withInterest) {
        const parties = t.thirdParties.filter((p) => p.vin === v.vin);
        cells.push(
          parties.length
            ? parties.map((p) => {
                const role = roleOf(p, 0);
                return { text: U(role), mark: m.add(partyText(p, role)) };
              })
            : [{ text: rng.pick(FOOTNOTED.noInterest) }],
        );
      }
      return cells;
    });
    const vheads = [...vh, ...(withInterest ? [rng.pick(FOOTNOTED.interestCol)] : [])].map(U);
    // Drawn after the notes' style is final (see below); kept for now.
    const vehicleTable = () =>
      drawTable(
        w,
        vcols,
        vheads,
        vrows.map((cells) => ({ cells: resolve(cells) })),
        size,
        m,
        withNote,
        false,
      );

    const layout = rng.chance(vehicles.length > 1 ? 0.5 : 0.3) ? "vehicle-premiums" : "by-coverage";
    const liability = t.coverages.filter((c) => !c.vin).sort((x, y) => ORDER.indexOf(x.code) - ORDER.indexOf(y.code));
    const pdOf = (code: string) => vehicles.map((v) => t.coverages.find((c) => c.code === code && c.vin === v.vin));
    const units: { key: string; modes: Mode[] }[] = liability.map((c) => ({
      key: c.code,
      modes:
        c.deductible !== null ? ["limit-note", "ded-note", "both-note"] : ["limit-note", "limit-note", "mark-inline"],
    }));
    for (const code of ["COMP", "COLL"]) {
      if (layout === "by-coverage")
        pdOf(code).forEach(
          (c, k) => c && units.push({ key: `${code}${k}`, modes: ["ded-note", "ded-note", "mark-inline"] }),
        );
      else if (pdOf(code).some((c) => c)) units.push({ key: code, modes: ["ded-note"] });
    }
    const modes = pickModes(units);
    const basisOf = (c: TruthCoverage) => (c.code === "MEDPAY" ? per : acc);
    const limitCell = (c: TruthCoverage, mode: Mode, nm: string): Line[] => {
      const inline = c.limitPerPerson !== null ? splitCell(c) : [{ text: amt(c.limitPerAccident!) }];
      if (mode === "limit-note" || mode === "both-note") {
        const text =
          mode === "both-note"
            ? fill(rng.pick(FOOTNOTED.both), {
                name: nm,
                limit:
                  c.limitPerPerson !== null
                    ? `${amt(c.limitPerPerson)}/${amt(c.limitPerAccident!)}`
                    : amt(c.limitPerAccident!),
                x: amt(c.deductible!),
              })
            : c.limitPerPerson !== null
              ? splitNote(c, nm)
              : singleNote(c.limitPerAccident!, nm, basisOf(c));
        return [ref(m.add(text), "limit")];
      }
      if (mode === "mark-inline") {
        const i = m.add(rng.pick(FOOTNOTED.restate.limit));
        inline[inline.length - 1] = { ...inline[inline.length - 1], mark: i };
      }
      return inline;
    };
    const dedCell = (c: TruthCoverage, mode: Mode, nm: string, noteIndex: number | null): Line[] => {
      if (c.deductible === null) return [{ text: "" }];
      if (mode === "both-note" && noteIndex !== null) return [ref(noteIndex, "ded")];
      if (mode === "ded-note") return [ref(m.add(dedNote(c.deductible, nm)), "ded")];
      if (mode === "mark-inline") return [{ text: amt(c.deductible), mark: m.add(rng.pick(FOOTNOTED.restate.ded)) }];
      return [{ text: amt(c.deductible) }];
    };
    const acv = rng.pick(FOOTNOTED.acv);

    if (layout === "by-coverage") {
      cols = [
        { at: 0, width: 0.36 },
        { at: 0.36, width: 0.3 },
        { at: 0.66, width: 0.16, align: "r" },
        { at: 0.82, width: 0.18, align: "r" },
      ];
      heads = [rng.pick(head.coverage), rng.pick(head.limits), rng.pick(head.ded), rng.pick(head.premium)];
      for (const c of liability) {
        const nm = name(c.code);
        const mode = modes.get(c.code)!;
        const lim = limitCell(c, mode, nm);
        const noteIndex = mode === "both-note" ? (lim[0].mark ?? null) : null;
        rows.push({
          cells: [
            [{ text: nm }],
            lim,
            dedCell(c, mode, nm, noteIndex),
            [{ text: money(L.coverage.get(c)!.reduce((s, x) => s + x, 0)) }],
          ],
        });
      }
      for (const code of ["COMP", "COLL"])
        pdOf(code).forEach((c, k) => {
          if (!c) return;
          const nm = `${name(code)} - ${vw(k)}`;
          rows.push({
            cells: [
              [{ text: nm }],
              [{ text: U(acv) }],
              dedCell(c, modes.get(`${code}${k}`)!, nm, null),
              [{ text: money(L.coverage.get(c)![k]) }],
            ],
          });
        });
      g.extras.optional.forEach((o, i) => {
        const noted = !sparse && rng.chance(0.4);
        rows.push({
          cells: [
            [{ text: U(o.label) }],
            noted ? [ref(m.add(`${o.label}: ${o.limit}`), "limit")] : [{ text: o.limit }],
            [{ text: "" }],
            [{ text: money(L.optional[i].reduce((s, x) => s + x, 0)) }],
          ],
        });
      });
    } else {
      const n = vehicles.length;
      const vw0 = 0.42 / n;
      cols = [
        { at: 0, width: 0.27 },
        { at: 0.27, width: 0.31 },
        ...vehicles.map((_, k) => ({ at: 0.58 + k * vw0, width: vw0, align: "r" as const })),
      ];
      heads = [rng.pick(head.coverage), rng.pick(head.limitsDed), ...vehicles.map((_, k) => vw(k))];
      for (const c of liability) {
        const nm = name(c.code);
        const mode = modes.get(c.code)!;
        const lim = limitCell(c, mode, nm);
        const cell: Line[] = [...lim];
        if (c.deductible !== null) {
          if (mode === "both-note") {
            /* the deductible is in the same note */
          } else if (mode === "ded-note") cell.push(ref(m.add(dedNote(c.deductible, nm)), "ded"));
          else cell.push({ text: `${amt(c.deductible)} ded.` });
        }
        rows.push({
          cells: [[{ text: nm }], cell, ...vehicles.map((_, k) => [{ text: money(L.coverage.get(c)![k]) }])],
        });
      }
      for (const code of ["COMP", "COLL"]) {
        const cs = pdOf(code);
        if (!cs.some((c) => c)) continue;
        const nm = name(code);
        const mode = modes.get(code)!;
        const list = cs
          .map((c, k) => (c ? `${vw(k)} ${amt(c.deductible!)}` : ""))
          .filter((s) => s)
          .join("; ");
        const distinct = new Set(cs.filter((c) => c).map((c) => c!.deductible));
        let cell: Line[];
        if (mode === "ded-note") cell = [ref(m.add(fill(rng.pick(FOOTNOTED.vehDeds), { name: nm, list })), "ded")];
        else if (distinct.size === 1) cell = [{ text: `${amt([...distinct][0]!)} deductible` }];
        else cell = cs.flatMap((c, k) => (c ? [{ text: `${vw(k)} ${amt(c.deductible!)}` }] : []));
        rows.push({
          cells: [[{ text: nm }], cell, ...cs.map((c, k) => [{ text: c ? money(L.coverage.get(c)![k]) : notCarried }])],
        });
      }
      g.extras.optional.forEach((o, i) => {
        const noted = !sparse && rng.chance(0.4);
        rows.push({
          cells: [
            [{ text: U(o.label) }],
            noted ? [ref(m.add(`${o.label}: ${o.limit}`), "limit")] : [{ text: o.limit }],
            ...vehicles.map((_, k) => [{ text: money(L.optional[i][k]) }]),
          ],
        });
      });
      rows.push({
        cells: [
          [{ text: U(rng.pick(FOOTNOTED.vehTotal)) }],
          [{ text: "" }],
          ...vehicles.map((_, k) => [{ text: money(L.vehicleTotals[k]) }]),
        ],
        bold: true,
      });
    }
    // Distractor notes: the state's minimum limits (never the policy's), full glass.
    if (rng.chance(0.35)) {
      const bi = t.coverages.find((c) => c.code === "BI");
      const mins = [
        [15, 30, 5],
        [25, 50, 25],
        [30, 60, 25],
        [20, 40, 15],
        [25, 50, 20],
      ].filter(([x]) => !bi || x * 1000 !== bi.limitPerPerson);
      const [x, y, z] = rng.pick(mins);
      distractors.push(fill(FOOTNOTED.minimums, { a: String(x), b: String(y), c: String(z) }));
    }
    if (pdOf("COMP").some((c) => c) && rng.chance(0.25)) distractors.push(FOOTNOTED.glass);
    if (rng.chance(0.4)) distractors.push(`${rng.pick(FOOTNOTED.drivers)}: ${g.extras.drivers.map(U).join(", ")}`);

    // Style: superscript digits only when three notes or fewer are needed.
    if (sparse) distractors.length = 0;
    finalizeStyle(m, distractors.length, rng);
    vehicleTable();
    w.gap(6);
    variantBits = ["auto", layout, `split-${splitForm}`];
  } else {
    const condo = t.type === "condo";
    const dw = dwellingAddress(t)!;
    const premLines: Line[] =
      sameAddress(dw, t.address) && rng.chance(0.35)
        ? [{ text: rng.pick(FOOTNOTED.same) }]
        : addressLines(dw, rng, upper).map((text) => ({ text }));
    const dedMode = rng.pick(["column", "row"] as const);
    const cov = (code: string) => t.coverages.find((c) => c.code === code);
    const A = cov("DWELLING")!;
    const codes = [
      "DWELLING",
      "OTHER_STRUCTURES",
      "PERSONAL_PROPERTY",
      "LOSS_OF_USE",
      "PERSONAL_LIABILITY",
      "MEDICAL_PAYMENTS",
    ];
    const present = codes.filter((c) => cov(c));
    const units: { key: string; modes: Mode[] }[] = present.map((code) => ({
      key: code,
      modes:
        code === "DWELLING" && dedMode === "column"
          ? ["limit-note", "ded-note", "both-note", "mark-inline"]
          : ["limit-note", "limit-note", "mark-inline"],
    }));
    if (dedMode === "row") units.push({ key: "DEDUCTIBLE", modes: ["ded-note", "ded-note", "mark-inline"] });
    const modes = pickModes(units);
    // The mortgagee keyed from the premises line comes first, as the page reads.
    const premisesMarks: Line[] = [];
    if (interestMode === "noted")
      t.thirdParties.forEach((p, k) => {
        const role = roleOf(p, k);
        premisesMarks.push({ text: U(role), mark: m.add(partyText(p, role)) });
      });
    const basisOf = (code: string) => (code === "PERSONAL_LIABILITY" ? occ : code === "MEDICAL_PAYMENTS" ? per : "");
    const letter: Record<string, string> = { OTHER_STRUCTURES: "B", PERSONAL_PROPERTY: "C" };
    const limitNote = (c: TruthCoverage, nm: string): string => {
      const x = c.limitPerAccident!;
      if (!condo && (c.code === "OTHER_STRUCTURES" || c.code === "PERSONAL_PROPERTY") && rng.chance(0.6)) {
        const pct = Math.round((x / A.limitPerAccident!) * 100);
        if (Math.round((A.limitPerAccident! * pct) / 100) === x)
          return fill(rng.pick(FOOTNOTED.pctOfA), { letter: letter[c.code], name: nm, pct: String(pct), x: amt(x) });
      }
      if (c.code === "LOSS_OF_USE") return fill(rng.pick(FOOTNOTED.lossOfUse), { name: nm, x: amt(x) });
      return singleNote(x, nm, basisOf(c.code));
    };
    cols = showPremium
      ? [
          { at: 0, width: 0.4 },
          { at: 0.4, width: 0.26 },
          { at: 0.66, width: 0.16, align: "r" },
          { at: 0.82, width: 0.18, align: "r" },
        ]
      : [
          { at: 0, width: 0.46 },
          { at: 0.46, width: 0.3 },
          { at: 0.76, width: 0.24, align: "r" },
        ];
    heads = [
      rng.pick(head.coverage),
      rng.pick(head.limits),
      rng.pick(head.ded),
      ...(showPremium ? [rng.pick(head.premium)] : []),
    ];
    const prem = (cents: number | null): Cell[] =>
      showPremium ? [[{ text: cents === null ? "" : money(cents) }]] : [];
    for (const code of codes) {
      const c = cov(code);
      const nm = name(code === "DWELLING" && condo ? "CONDO_A" : code);
      if (!c) {
        if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls) {
          const als = U(rng.pick(FOOTNOTED.als));
          const cell: Line =
            !sparse && rng.chance(0.5) ? { text: als, mark: m.add(rng.pick(FOOTNOTED.alsNote)) } : { text: als };
          rows.push({ cells: [[{ text: nm }], [cell], [{ text: "" }], ...prem(null)] });
        }
        continue;
      }
      const mode = modes.get(code)!;
      const basis = basisOf(code);
      let lim: Line[];
      let ded: Line[] = [{ text: "" }];
      if (mode === "limit-note") lim = [ref(m.add(limitNote(c, nm)), "limit")];
      else if (mode === "both-note") {
        const i = m.add(
          fill(rng.pick(FOOTNOTED.both), { name: nm, limit: amt(c.limitPerAccident!), x: amt(c.deductible!) }),
        );
        lim = [ref(i, "limit")];
        ded = [ref(i, "ded")];
      } else {
        lim = [{ text: `${amt(c.limitPerAccident!)}${basis && rng.chance(0.5) ? ` ${basis}` : ""}` }];
        if (mode === "mark-inline") lim[0].mark = m.add(rng.pick(FOOTNOTED.restate.home));
      }
      if (code === "DWELLING" && dedMode === "column" && mode !== "both-note")
        ded =
          mode === "ded-note"
            ? [ref(m.add(fill(rng.pick(FOOTNOTED.homeDed), { x: amt(c.deductible!) })), "ded")]
            : [{ text: amt(c.deductible!) }];
      rows.push({ cells: [[{ text: nm }], lim, ded, ...prem(L.coverage.get(c)![0])] });
    }
    if (dedMode === "row") {
      const mode = modes.get("DEDUCTIBLE")!;
      const x = A.deductible!;
      const cell: Line[] =
        mode === "ded-note"
          ? [ref(m.add(fill(rng.pick(FOOTNOTED.homeDed), { x: amt(x) })), "ded")]
          : [{ text: amt(x), mark: mode === "mark-inline" ? m.add(rng.pick(FOOTNOTED.restate.ded)) : undefined }];
      rows.push({ cells: [[{ text: name("DEDUCTIBLE") }], [{ text: "" }], cell, ...prem(null)] });
    }
    const pct = g.extras.windHailPercent;
    if (pct) {
      const text = fill(FOOTNOTED.wind, { p: String(pct), x: amt(Math.round((A.limitPerAccident! * pct) / 100)) });
      if (sparse) {
        /* no room for another note */
      } else if (rng.chance(0.5))
        rows.push({ cells: [[{ text: name("WIND") }], [{ text: "" }], [ref(m.add(text), "ded")], ...prem(null)] });
      else distractors.push(text);
    }
    g.extras.optional.forEach((o, i) => {
      const noted = !sparse && rng.chance(0.4);
      rows.push({
        cells: [
          [{ text: U(o.label) }],
          noted ? [ref(m.add(`${o.label}: ${o.limit}`), "limit")] : [{ text: o.limit }],
          [{ text: "" }],
          ...prem(L.optional[i][0]),
        ],
      });
    });
    if (!condo && rng.chance(0.35)) {
      const p = rng.pick([20, 25, 50]);
      distractors.push(fill(FOOTNOTED.extended, { p: String(p), x: amt(Math.round((A.limitPerAccident! * p) / 100)) }));
    }
    if (rng.chance(0.25)) {
      const p = rng.pick([10, 25]);
      distractors.push(
        fill(FOOTNOTED.ordinance, { p: String(p), x: amt(Math.round((A.limitPerAccident! * p) / 100)) }),
      );
    }
    if (sparse) distractors.length = 0;
    finalizeStyle(m, distractors.length, rng);
    // Premises, form and the mortgagee keyed from here.
    const lx = rng.pick([110, 125]);
    w.kv(
      U(rng.pick(FOOTNOTED.premises)),
      premLines.map((l) => l.text),
      lx,
      { bold: true },
    );
    w.kv(U(rng.pick(FOOTNOTED.form)), [`${g.extras.form}   ${rng.pick(FOOTNOTED.built)} ${g.extras.yearBuilt}`], lx, {
      bold: true,
    });
    if (premisesMarks.length) {
      // "Mortgagee  First Mortgagee*": the label in bold as the lines above, the roles marked.
      const at = lx / (w.right - w.left);
      const vcols: TCol[] = [
        { at: 0, width: at },
        { at, width: 1 - at },
      ];
      const laid = layRow(w, vcols, [[], resolve([premisesMarks])[0]], {}, m, withNote);
      w.ensure(laid.h + w.lineHeight);
      const label = U(rng.pick(FOOTNOTED.premisesMortgagee));
      w.put(label, w.left, w.y + w.size, { bold: true });
      // A label wider than its column pushes the roles to the next line, as the kv lines above do.
      if (w.width_(label, { bold: true }) > lx - 6) w.y += w.lineHeight;
      paintRow(w, vcols, laid, {}, m);
    }
    w.gap(6);
    variantBits = [t.type, `ded-${dedMode}`, showPremium ? "premiums" : "no-premiums"];
  }

  // ---------------------------------------------------------------- the schedule
  w.line(U(rng.pick(FOOTNOTED.schedule)), { bold: true });
  if (rng.chance(0.5)) w.paragraph(rng.pick(FOOTNOTED.scheduleLead), { size: size * 0.85 });
  drawTable(
    w,
    cols,
    heads.map(U),
    rows.map((r) => ({ ...r, cells: resolve(r.cells) })),
    size,
    m,
    withNote,
    rng.chance(0.5),
  );

  // ---------------------------------------------------------------- premium
  const pcols: TCol[] = [
    { at: 0.45, width: 0.35 },
    { at: 0.8, width: 0.2, align: "r" },
  ];
  const premRow = (label: string, value: string, bold = false, mark?: number) => {
    const style: TextStyle = { bold };
    const laid = layRow(w, pcols, [[{ text: label, mark }], [{ text: value }]], style, m, withNote);
    w.ensure(laid.h);
    paintRow(w, pcols, laid, style, m);
  };
  const feeNotes = L.inFees.length > 0 && rng.chance(0.5);
  if (L.inFees.length && !feeNotes) {
    premRow(U(rng.pick(FOOTNOTED.premium)), money(L.base));
    for (const f of L.inFees) premRow(U(f.label), money(f.amount));
  }
  const totalLabel = U(rng.pick(FOOTNOTED.total));
  // The total's own notes come last among the notes: added now, after the schedule's.
  const totalNotes: string[] = [
    ...(feeNotes
      ? L.inFees.map((f) => fill(rng.pick(FOOTNOTED.inFeeNote), { label: f.label.toLowerCase(), x: money(f.amount) }))
      : []),
    ...L.outFees.map((f) => fill(rng.pick(FOOTNOTED.outFeeNote), { label: f.label, x: money(f.amount) })),
  ];
  const canAdd = m.style !== "superscript" || m.notes.length + distractors.length + (totalNotes.length ? 1 : 0) <= 3;
  if (totalNotes.length && canAdd) {
    const i = m.add(totalNotes.join(" "));
    premRow(totalLabel, money(L.total), true, i);
  } else {
    premRow(totalLabel, money(L.total), true);
    for (const n of totalNotes) w.paragraph(n, { size: noteSize });
  }
  for (const text of distractors) m.add(text);

  // ---------------------------------------------------------------- notes and interests
  const notesHead = rng.pick(FOOTNOTED.notesHead);
  const interests = () => {
    if (interestMode !== "section") return;
    w.gap(8);
    w.line(U(rng.pick(auto ? FOOTNOTED.interestsHead.auto : FOOTNOTED.interestsHead.home)), { bold: true });
    t.thirdParties.forEach((p, k) => {
      const vi = p.vin ? vehicles.findIndex((v) => v.vin === p.vin) : -1;
      const label = `${roleOf(p, k)}${vi >= 0 ? ` - ${vw(vi)}` : ""}`;
      w.kv(
        U(label),
        [U(p.name), ...addressLines(p.address, rng, upper), ...(p.loanNumber ? [`${loanLabel} ${p.loanNumber}`] : [])],
        140,
        { bold: true },
      );
      w.gap(3);
    });
  };
  if (placement === "under-table") {
    // Notes right under the schedule and premium, the interests after them.
    w.gap(3);
    drawNotes(w, m, noteSize, null);
    interests();
  } else if (placement === "notes-section") {
    interests();
    w.gap(8);
    drawNotes(w, m, noteSize, U(notesHead));
  } else {
    interests();
    // Footnotes at the foot of the last page, under a short rule.
    const h = measure(w, (ww) => drawNotes(ww, m, noteSize, null)) + 6;
    const bottom = w.height - w.margin;
    if (w.y + h + 8 > bottom || h > bottom - w.margin) w.newPage();
    w.y = Math.max(w.y + 8, bottom - h);
    w.page.rects.push({ x: w.left, y: w.y, w: (w.right - w.left) * 0.3, h: 0.5, fill: true });
    w.y += 4;
    drawNotes(w, m, noteSize, null);
  }

  const formId = rng.pick(FOOTNOTED.formId);
  const pageForm = rng.pick(FOOTNOTED.pageNo);
  footers(
    w,
    () => formId,
    (n, k) => fill(pageForm, { n: String(n), m: String(k) }),
  );
  if (!naic) truth.carrier.naicCode = null;
  const variant = [
    ...variantBits,
    `marks-${m.style}`,
    `notes-${placement}`,
    `header-${header}`,
    `interests-${interestMode}`,
  ].join("-");
  return { truth, variant, title: `${title} - ${t.policyNumber}` };
};

/** Superscript digits stop at three: a page that needs more notes falls back to raised digits. */
function finalizeStyle(m: Marks, extra: number, rng: Rng): void {
  if (m.style === "superscript" && m.notes.length + extra + 1 > 3) {
    m.style = rng.chance(0.5) ? "raised" : "symbols";
  }
}
