import { CARRIER_DATA } from "@/lib/service/carriers/catalogue-data";
import { addMonths, isoDate, type GeneratedPolicy, type TruthCoverage, type TruthParty } from "../policy";
import type { Rng } from "../random";
import { AUTO_LENDERS, AUTO_ONLY_SLUGS, FIRST_NAMES, HOME_ONLY_SLUGS, MAKES, MORTGAGEES } from "../reference-data";
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
  row,
  vehicleList,
  type Col,
  type KindFn,
  type Ledger,
  digits,
  letters,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";
import { fitSize, fitWidth, footers, ruledTable, type RCol, type RRow } from "./ruled";

// Imitates a printout of an agency-management system's client screen ("Client Detail", "Customer
// Center", "Account Overview"), as an agency faxes or e-mails it to a lender's tracking desk or a
// closing agent: the browser's print header and footer (print date and time, the page title, the
// URL, "1/2"), the system's name, the client's name in large type with a client number, a row of
// tabs drawn as boxes with the open one in bold (Overview, Policies, Notes, Attachments...), the
// policy's details as label/value pairs laid out in two or three columns (read across the rows or
// down the columns, depending on the screen), sometimes a short list of the client's policies in
// which an earlier policy (rewritten, cancelled or expired, with another carrier or an old policy
// number) sits beside the current one, the vehicles or the location, a coverage grid (one column
// per vehicle or one row per coverage with limit, deductible and premium), the "Additional
// Interests" list, and a running log of notes with timestamps and the user who wrote them. The notes
// are the trap: they quote other dates (a renewal term, a call-back, a payment), other amounts
// (quotes from other companies, the prior premium, a deductible the insured asked about but did not
// take), the PREVIOUS carrier and its policy number, an old policy number from before a conversion,
// a lienholder or mortgagee that was removed, a sold car. None of that is the current policy.
// THE TRUTH: the current policy number, term, carrier (NAIC when printed), premium, named insureds,
// mailing address, vehicles or location, every coverage in the grid, and the interests with their
// loan numbers (when the list prints them). Nothing from the notes that is not also in the details.

export const CRM = {
  system: [
    "AgencyDesk",
    "BrokerPoint CRM",
    "InsurLink Agency Manager",
    "PolicyPilot",
    "Agency Navigator",
    "ClientBridge AMS",
  ],
  host: ["agencydesk", "brokerpoint", "insurlink", "policypilot", "agencynav", "clientbridge"],
  screen: ["Client Detail", "Client Detail / Policy Notes", "Customer Center", "Client Overview", "Account Detail"],
  clientId: ["Client ID", "Client #", "Cust No.", "Account #"],
  since: ["Client Since", "Customer Since", "Orig. Date"],
  clientType: ["Personal Lines", "Personal", "Individual"],
  clientStatus: ["Active Client", "Status: Active", "Client"],
  phone: ["Home Phone", "Phone", "Primary Phone"],
  email: ["Email", "E-mail"],
  tabs: {
    auto: ["Overview", "Policies", "Vehicles", "Drivers", "Notes", "Attachments", "Claims", "Billing"],
    home: ["Overview", "Policies", "Locations", "Notes", "Attachments", "Claims", "Billing", "Contacts"],
  },
  active: ["Policies", "Notes", "Overview"],
  polSection: ["Policy Information", "Policy Detail", "POLICY", "General"],
  labels: {
    policy: ["Policy Number", "Policy #", "Pol No", "Policy No."],
    carrier: ["Carrier", "Writing Company", "Company", "Insurer"],
    naic: ["NAIC", "NAIC Code", "NAIC #"],
    lob: ["Line of Business", "LOB", "Policy Type"],
    status: ["Status", "Policy Status"],
    eff: ["Effective Date", "Eff Date", "Term Start", "Effective"],
    exp: ["Expiration Date", "Exp Date", "Term End", "Expires"],
    term: ["Term", "Term Length"],
    premium: ["Term Premium", "Written Premium", "Full Term Premium", "Policy Premium"],
    annual: "Annual Premium",
    bill: ["Bill Method", "Billing", "Bill Type"],
    plan: ["Pay Plan", "Payment Plan"],
    insured: ["Named Insured", "Primary Insured", "Insured"],
    second: ["Additional Named Insured", "Co-Insured", "Spouse/Co-Named"],
    mailing: ["Mailing Address", "Mail Address", "Address"],
    producer: ["Producer", "Agent"],
    csr: ["CSR", "Account Rep", "Service Rep"],
    inception: ["Original Inception", "Orig Inception", "First Written"],
    prior: ["Prior Carrier", "Previous Carrier"],
    priorPol: ["Prior Policy #", "Prior Pol No"],
    modified: ["Last Modified", "Last Updated", "Updated"],
    location: ["Location", "Property Address", "Risk Address", "Insured Location"],
    form: ["Form", "Policy Form"],
    built: ["Year Built", "Yr Built"],
    constr: ["Construction", "Const Type"],
    vehicles: ["# Vehicles", "Vehicles", "Units"],
  },
  lob: {
    auto: ["Personal Auto", "PPA", "Auto - Personal"],
    home: ["Homeowners", "HO", "Home"],
    condo: ["Condominium (HO-6)", "Condo", "HO6 Unit Owners"],
  } as Record<string, string[]>,
  status: ["Active", "In Force", "Active - Renewed", "ACTIVE"],
  term: { 6: ["6 Months", "Semi-Annual", "6 mo"], 12: ["12 Months", "Annual", "12 mo"] } as Record<number, string[]>,
  bill: ["Direct Bill", "Agency Bill", "Direct"],
  billEscrow: ["Mortgagee Bill", "Escrow"],
  plan: ["Monthly EFT", "Full Pay", "2-Pay", "Quarterly", "Monthly - Recurring Card"],
  constr: ["Frame", "Masonry", "Brick Veneer", "Stucco"],
  policies: ["Client Policies", "Policies", "Policy List"],
  policiesHead: ["Policy #", "Carrier", "LOB", "Eff", "Exp", "Status"],
  priorStatus: ["Rewritten", "Cancelled", "Expired", "Replaced", "Non-Renewed"],
  vehiclesHead: ["Vehicles", "Vehicle Schedule", "Autos"],
  vehCols: ["#", "Year", "Make", "Model", "VIN", "Use"],
  use: ["Pleasure", "Commute", "Business", "Work/School"],
  locationHead: ["Location", "Property", "Dwelling Information"],
  coverageHead: ["Coverages", "Coverage Detail", "Coverage Summary", "Limits & Deductibles"],
  covCols: {
    list: ["Coverage", "Limits", "Deductible", "Premium"],
    listVeh: ["Applies To", "Vehicle", "Unit"],
  },
  allVehicles: ["All", "Policy", "All Vehs"],
  vehWord: ["Veh {n}", "V{n}", "Unit {n}", "Auto {n}"],
  cov: {
    BI: ["Bodily Injury", "BI Liability", "Liability - BI"],
    PD: ["Property Damage", "PD Liability", "Liability - PD"],
    CSL: ["Combined Single Limit", "CSL Liability", "Liability - CSL"],
    UMBI: ["Uninsured Motorist BI", "UM BI", "Uninsured Motorist"],
    UIMBI: ["Underinsured Motorist BI", "UIM BI", "Underinsured Motorist"],
    UMPD: ["Uninsured Motorist PD", "UMPD", "UM Property Damage"],
    MEDPAY: ["Medical Payments", "Med Pay", "Medical Expense"],
    COMP: ["Comprehensive", "Comp (OTC)", "Other Than Collision"],
    COLL: ["Collision", "Coll", "Collision"],
    DWELLING: ["A - Dwelling", "Dwelling", "Cov A - Dwelling"],
    OTHER_STRUCTURES: ["B - Other Structures", "Other Structures", "Cov B - Other Structures"],
    PERSONAL_PROPERTY: ["C - Personal Property", "Personal Property", "Cov C - Contents"],
    LOSS_OF_USE: ["D - Loss of Use", "Loss of Use", "Cov D - ALE"],
    PERSONAL_LIABILITY: ["E - Personal Liability", "Personal Liability", "Cov E - Liability"],
    MEDICAL_PAYMENTS: ["F - Medical Payments", "Medical Payments to Others", "Cov F - Med Pay"],
  } as Record<string, string[]>,
  condoA: ["A - Building Property", "Unit Building", "Cov A - Unit Improvements"],
  notCarried: ["Excluded", "--", "Not Carried", "N/A"],
  ded: ["{x} Ded", "{x} ded", "{x}"],
  aop: ["Deductible - All Perils", "AOP Deductible", "All Other Perils Ded"],
  wind: ["Wind/Hail Deductible", "Windstorm/Hail Ded"],
  als: ["ALS", "Actual Loss Sustained"],
  vehPremium: ["Vehicle Premium", "Unit Premium", "Veh Prem"],
  total: ["Total", "Total Premium", "Policy Total"],
  interestsHead: ["Additional Interests", "Interested Parties", "Lienholders / Mortgagees", "Addl Interests"],
  intCols: ["Type", "Name", "Address", "Loan #", "Applies To"],
  noInterests: ["No additional interests on file.", "(none)", "No records found."],
  role: {
    lienholder: ["Lienholder", "Loss Payee", "LH"],
    lessor: ["Lessor", "Lessor/AI", "Additional Insured - Lessor"],
    mortgagee: ["Mortgagee", "1st Mortgagee", "Mortgagee 1"],
    second: ["2nd Mortgagee", "Mortgagee 2", "Second Mortgagee"],
  } as Record<string, string[]>,
  notesHead: ["Notes", "Policy Notes", "Activity Log", "Journal Entries", "Notes & Activities"],
  noteCols: ["Date/Time", "User", "Type", "Note"],
  noteTypes: {
    call: ["Phone Call", "Call", "Inbound Call"],
    email: ["Email", "E-mail Sent"],
    service: ["Service", "Policy Change", "Endorsement"],
    billing: ["Billing", "Payment"],
    sale: ["New Business", "Sale", "Quote"],
    renewal: ["Renewal", "Renewal Review"],
    eoi: ["EOI Request", "Verification", "Lender Request"],
  },
  sort: ["Newest first", "Sorted by: Date (desc)", "Oldest first", "Sorted by: Date (asc)"],
  notes: {
    prior: [
      "Rewrote from {carrier} pol# {pol} (exp {d}). Prior prem {amt}. Insd wanted lower premium.",
      "Prior coverage: {carrier}, policy {pol}, expiring {d}, {amt}/term. Moving to {brand}.",
      "Insd had {carrier} ({pol}) - cancelling eff {d} after new policy binds.",
    ],
    quotes: [
      "Quoted {carrier} at {amt} and {carrier2} at {amt2}. Insd chose {brand}.",
      "Comparative rater: {carrier} {amt}, {carrier2} {amt2}, {brand} best value.",
    ],
    remarket: [
      "Remarket per insd: {carrier2} {amt2}, {carrier} {amt}. Not competitive, no change.",
      "Ran remarket - {carrier} came in at {amt}. Staying with {brand}.",
    ],
    bound: [
      "Bound eff {eff}. Down pmt {down} rec'd, {plan}.",
      "New business bound {eff} - {exp}. Premium {premium}. Docs emailed to insd.",
    ],
    conversion: [
      "Carrier converted policy - old pol # {old} now {pol}. Update lender records.",
      "Policy renumbered by carrier (was {old}) - same coverage, same term.",
    ],
    payment: [
      "Pmt of {amt} rec'd via EFT, conf #{conf}.",
      "Insd paid {amt} by phone. Next draft {d}.",
      "Late notice rec'd - insd paid {amt} on {d}.",
    ],
    renewal: [
      "Renewal offer rec'd for {exp} - {next}. Est prem {amt} (+{pct}%). Will review w/ insd.",
      "Renewal {exp}: carrier indicated {amt}. Remarket if over {amt2}.",
    ],
    deductible: [
      "Insd asked about raising deductible to {ded} - quoted savings {amt}. Declined, no change.",
      "Discussed {ded} ded option, premium would drop {amt}. Insd will think about it.",
    ],
    callback: ["Left VM for insd, call back by {d}.", "Follow up {d} re: signed forms."],
    removedLender: [
      "Payoff letter rec'd - removed {lender} as {role}, loan {loan} paid in full.",
      "{lender} ({role}) deleted per refinance; new lender added below.",
    ],
    eoi: ["EOI sent to {lender} per request, ref {loan}.", "{lender} called to verify coverage - sent dec page."],
    soldCar: [
      "Deleted {car} (sold) eff {d}, VIN ending {vin4}. Return prem {amt}.",
      "Insd traded in {car} on {d}; removed from policy.",
    ],
    addedCar: ["Added {car} eff {d}, lienholder {lender}.", "Replaced vehicle: {car} added {d}."],
    claim: [
      "Insd called about hail damage {d}, under deductible - no claim filed.",
      "Reported water leak {d}; adjuster assigned, claim closed w/o payment.",
    ],
    discount: [
      "Applied paperless/autopay discount, premium reduced {amt}.",
      "Multi-policy discount added, credit {amt}.",
    ],
  },
  users: ["jmartinez", "kwilson", "tnguyen", "ahall", "SYSTEM", "dpatel", "rbrooks", "mlopez"],
  footerUrl: ["https://app.{host}.com/clients/{id}/detail", "https://{host}.cloud/crm/client/{id}?tab={tab}"],
};

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  sign: boolean;
  cols: 2 | 3;
  rowMajor: boolean;
  boldLabels: boolean;
  colon: string;
  ruled: boolean;
}

const addDays = (iso: string, n: number) => isoDate(new Date(Date.parse(iso) + n * 86400000));

/** A policy number in the style of the current one but not it (same prefix letters when it has them). */
function otherNumber(rng: Rng, like: string): string {
  const out = like.replace(/\d/g, () => String(rng.int(0, 9)));
  return out === like ? `${like.slice(0, -1)}${(Number(like.slice(-1)) + 1) % 10}` : out;
}

function clock(rng: Rng): string {
  const h = rng.int(7, 17);
  return `${h > 12 ? h - 12 : h}:${String(rng.int(0, 59)).padStart(2, "0")} ${h >= 12 ? "PM" : "AM"}`;
}

/** Label/value pairs in `cols` columns, read across the rows or down the columns. */
function detailGrid(w: Writer, items: [string, string][], look: Look, rng: Rng): void {
  const lab: TextStyle = { bold: look.boldLabels };
  const label = (l: string) => `${look.upper ? l.toUpperCase() : l}${look.colon}`;
  const n = look.cols;
  if (look.rowMajor) {
    const span = w.right - w.left;
    const cell = span / n;
    const labelW = cell * rng.pick([0.42, 0.46, 0.5]);
    const rules = rng.chance(0.3);
    for (let i = 0; i < items.length; i += n) {
      const chunk = items.slice(i, i + n).map(([l, v]) => ({
        label: w.wrap(label(l), lab, labelW - 4),
        value: w.wrap(v, {}, cell - labelW - 6),
      }));
      const lines = Math.max(...chunk.map((c) => Math.max(c.label.length, c.value.length)));
      w.ensure(lines * w.lineHeight + 2);
      chunk.forEach((c, k) => {
        const x0 = w.left + k * cell;
        c.label.forEach((l, j) => w.put(l, x0, w.y + w.size + j * w.lineHeight, lab));
        c.value.forEach((l, j) => w.put(l, x0 + labelW, w.y + w.size + j * w.lineHeight));
      });
      w.y += lines * w.lineHeight + 1;
      if (rules) hrule(w, 0.3, 1);
    }
    return;
  }
  const per = Math.ceil(items.length / n);
  const chunks = Array.from({ length: n }, (_, i) => items.slice(i * per, (i + 1) * per));
  w.columns(
    chunks.map((chunk) => (ww: Writer) => {
      const widest = Math.max(0, ...chunk.map(([l]) => ww.width_(label(l), lab)));
      const x = Math.min(widest + 6, (ww.right - ww.left) * 0.55);
      for (const [l, v] of chunk) ww.kv(label(l), [v], x, lab);
    }),
    14,
  );
}

function tabRow(w: Writer, tabs: string[], active: string): void {
  const size = w.size * 0.9;
  w.ensure(size * 3);
  let x = w.left;
  const h = size * 1.9;
  for (const t of tabs) {
    const on = t === active;
    const tw = w.width_(t, { size, bold: on }) + 14;
    if (x + tw > w.right) break;
    w.page.rects.push({ x, y: w.y, w: tw, h });
    if (on) w.page.rects.push({ x, y: w.y, w: tw, h: 1.6, fill: true });
    w.put(t, x + 7, w.y + size * 1.3, { size, bold: on });
    x += tw + 2;
  }
  w.y += h;
  w.page.rects.push({ x: w.left, y: w.y, w: w.right - w.left, h: 0.8, fill: true });
  w.y += 6;
}

function heading(w: Writer, text: string, look: Look): void {
  w.gap(6);
  w.ensure(w.lineHeight * 4);
  const size = w.size * 1.05;
  if (look.ruled) {
    w.page.rects.push({ x: w.left, y: w.y, w: w.right - w.left, h: size * 1.6 });
    w.put(text, w.left + 4, w.y + size * 1.2, { bold: true, size });
    w.y += size * 1.6 + 3;
  } else {
    w.line(text, { bold: true, size });
    hrule(w, 0.5, 3);
  }
}

/** A table: ruled (a screen grid) or plain with a rule under the head. */
function grid(w: Writer, look: Look, widths: number[], head: string[], rows: string[][][], align?: ("l" | "r")[]) {
  if (look.ruled) {
    const rc: RCol[] = widths.map((width, i) => ({ width, align: align?.[i] ?? "l" }));
    const body: RRow[] = rows.map((cells) => ({ cells }));
    const size = fitSize(w, rc, [{ cells: head.map((h) => [h]), bold: true }, ...body], w.size * 0.92) ?? 5.5;
    ruledTable(w, rc, [head.map((h) => [h])], body, size);
    return;
  }
  let at = 0;
  const cols: Col[] = widths.map((width, i) => {
    // A column after a right-aligned one starts a little in, so the two do not run together.
    const inset = i > 0 && align?.[i - 1] === "r" && align?.[i] !== "r" ? 0.02 : 0;
    const c: Col = { at: at + inset, width: width - inset, align: align?.[i] === "r" ? "r" : "l" };
    at += width;
    return c;
  });
  row(
    w,
    cols,
    head.map((h) => [h]),
    { bold: true, size: w.size * 0.92 },
    { rule: true },
  );
  for (const r of rows) row(w, cols, r, {}, { pad: 1.5 });
  hrule(w, 0.4, 2);
}

const HOME_CODES = [
  "DWELLING",
  "OTHER_STRUCTURES",
  "PERSONAL_PROPERTY",
  "LOSS_OF_USE",
  "PERSONAL_LIABILITY",
  "MEDICAL_PAYMENTS",
] as const;

interface Ctx {
  g: GeneratedPolicy;
  rng: Rng;
  look: Look;
  money: Ledger;
  d: (iso: string) => string;
  U: (s: string) => string;
  $: (n: number) => string;
  $$: (cents: number) => string;
  vw: (i: number) => string;
}

function splitText(c: TruthCoverage, x: Ctx): string {
  if (c.limitPerPerson === null) return x.$(c.limitPerAccident!);
  return `${x.$(c.limitPerPerson)}/${x.$(c.limitPerAccident!)}`;
}

/** The coverage grid; returns the truth coverages it printed (all of them). */
function coverageGrid(w: Writer, x: Ctx, printed: Set<TruthCoverage>): string {
  const { g, rng, look, U } = x;
  const t = g.truth;
  const scheme = rng.int(0, 2);
  const name = (code: string) => U((code === "DWELLING" && t.type === "condo" ? CRM.condoA : CRM.cov[code])[scheme]);
  const dedF = rng.pick(CRM.ded);
  const ded = (n: number) => fill(dedF, { x: x.$(n) });
  const none = rng.pick(CRM.notCarried);
  const showPrem = rng.chance(0.6);
  const sum = (c: TruthCoverage) => x.money.coverage.get(c)!.reduce((s, v) => s + v, 0);
  const head = CRM.covCols.list.map(U);
  if (t.type === "auto") {
    const cars = vehicleList(g);
    const shared = t.coverages.filter((c) => !c.vin);
    const matrix = rng.chance(0.5);
    if (matrix) {
      const n = cars.length;
      const share = (1 - 0.28) / n;
      const widths = [0.28, ...cars.map(() => share)];
      const headCells = [U(head[0]), ...cars.map((v, i) => U(`${x.vw(i)}: ${v.year} ${v.make} ${v.model}`))];
      const rows: string[][][] = [];
      for (const c of shared) {
        printed.add(c);
        const value = `${splitText(c, x)}${c.deductible !== null ? ` ${x.$(c.deductible)} Ded` : ""}`;
        rows.push([[name(c.code)], ...cars.map(() => [value])]);
      }
      for (const code of ["COMP", "COLL"]) {
        const cells = cars.map((v) => {
          const c = t.coverages.find((k) => k.code === code && k.vin === v.vin);
          if (c) printed.add(c);
          return [c ? ded(c.deductible!) : none];
        });
        rows.push([[name(code)], ...cells]);
      }
      for (const o of g.extras.optional) rows.push([[U(o.label)], ...cars.map(() => [o.limit])]);
      if (showPrem) rows.push([[U(rng.pick(CRM.vehPremium))], ...x.money.vehicleTotals.map((c) => [x.$$(c)])]);
      grid(w, look, widths, headCells, rows);
      return "matrix";
    }
    const vehCol = U(rng.pick(CRM.covCols.listVeh));
    const all = rng.pick(CRM.allVehicles);
    const widths = showPrem ? [0.3, 0.3, 0.14, 0.12, 0.14] : [0.34, 0.34, 0.16, 0.16];
    const rows: string[][][] = [];
    const acv = rng.pick(["ACV", "Actual Cash Value", ""]);
    const prem = (cents: number) => (showPrem ? [[x.$$(cents)]] : []);
    for (const c of shared) {
      printed.add(c);
      rows.push([
        [name(c.code)],
        [splitText(c, x)],
        [c.deductible !== null ? x.$(c.deductible) : ""],
        ...prem(sum(c)),
        [all],
      ]);
    }
    cars.forEach((v, i) => {
      for (const code of ["COMP", "COLL"]) {
        const c = t.coverages.find((k) => k.code === code && k.vin === v.vin);
        if (!c) continue;
        printed.add(c);
        rows.push([[name(code)], [acv], [x.$(c.deductible!)], ...prem(sum(c)), [U(x.vw(i))]]);
      }
    });
    x.money.optional.forEach((per, k) =>
      rows.push([
        [U(g.extras.optional[k].label)],
        [g.extras.optional[k].limit],
        [""],
        ...prem(per.reduce((s, v) => s + v, 0)),
        [all],
      ]),
    );
    const headRow = [...head.slice(0, 3), ...(showPrem ? [head[3]] : []), vehCol];
    grid(w, look, widths, headRow, rows, showPrem ? ["l", "l", "r", "r", "l"] : ["l", "l", "r", "l"]);
    return "list";
  }
  const a = t.coverages.find((c) => c.code === "DWELLING")!;
  const widths = showPrem ? [0.4, 0.24, 0.18, 0.18] : [0.46, 0.3, 0.24];
  const rows: string[][][] = [];
  const prem = (cents: number | null) => (showPrem ? [[cents === null ? "" : x.$$(cents)]] : []);
  const dedInRow = rng.chance(0.5);
  for (const code of HOME_CODES) {
    const c = t.coverages.find((k) => k.code === code);
    if (!c) {
      if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
        rows.push([[name(code)], [rng.pick(CRM.als)], [""], ...prem(null)]);
      continue;
    }
    printed.add(c);
    rows.push([
      [name(code)],
      [x.$(c.limitPerAccident!)],
      [code === "DWELLING" && dedInRow ? x.$(a.deductible!) : ""],
      ...prem(sum(c)),
    ]);
  }
  if (!dedInRow) rows.push([[U(rng.pick(CRM.aop))], [""], [x.$(a.deductible!)], ...prem(null)]);
  if (g.extras.windHailPercent)
    rows.push([[U(rng.pick(CRM.wind))], [""], [`${g.extras.windHailPercent}%`], ...prem(null)]);
  x.money.optional.forEach((per, k) =>
    rows.push([
      [U(g.extras.optional[k].label)],
      [g.extras.optional[k].limit],
      [""],
      ...prem(per.reduce((s, v) => s + v, 0)),
    ]),
  );
  const headRow = showPrem ? head : head.slice(0, 3);
  grid(w, look, widths, headRow, rows, showPrem ? ["l", "r", "r", "r"] : ["l", "r", "r"]);
  return "list";
}

function interests(w: Writer, x: Ctx, showLoan: boolean): void {
  const { g, rng, look, U } = x;
  const t = g.truth;
  const cars = vehicleList(g);
  if (!t.thirdParties.length) {
    w.line(rng.pick(CRM.noInterests), { size: w.size * 0.92 }, 4);
    return;
  }
  const firstMortgagee = t.thirdParties.findIndex((p) => p.type === "mortgagee");
  const scheme = rng.int(0, 2);
  const role = (p: TruthParty, i: number) =>
    U(CRM.role[p.type === "mortgagee" && i !== firstMortgagee ? "second" : p.type][scheme]);
  const applies = (p: TruthParty) => {
    const i = p.vin ? cars.findIndex((v) => v.vin === p.vin) : -1;
    return i < 0 ? "" : U(`${x.vw(i)} ${cars[i].year} ${cars[i].make}`);
  };
  if (rng.chance(0.55)) {
    const auto = t.type === "auto";
    const cols = CRM.intCols.filter((c) => (c !== "Loan #" || showLoan) && (c !== "Applies To" || auto));
    const widthOf: Record<string, number> = {
      Type: 0.14,
      Name: 0.26,
      Address: 0.3,
      "Loan #": 0.14,
      "Applies To": 0.16,
    };
    const total = cols.reduce((s, c) => s + widthOf[c], 0);
    const rows = t.thirdParties.map((p, i) =>
      cols.map((c) => {
        if (c === "Type") return [role(p, i)];
        if (c === "Name") return [U(p.name)];
        if (c === "Address") return addressLines(p.address, rng, look.upper);
        if (c === "Loan #") return [p.loanNumber ?? ""];
        return [applies(p)];
      }),
    );
    grid(
      w,
      look,
      cols.map((c) => widthOf[c] / total),
      cols.map(U),
      rows,
    );
    return;
  }
  // A list: one block per interest, numbered as the screen shows them.
  t.thirdParties.forEach((p, i) => {
    const lines = [
      `${i + 1}. ${role(p, i)}: ${U(p.name)}`,
      addressLines(p.address, rng, look.upper).join(", "),
      [showLoan && p.loanNumber ? `Loan # ${p.loanNumber}` : "", applies(p)].filter(Boolean).join("   "),
    ].filter(Boolean);
    w.ensure(w.lineHeight * lines.length);
    lines.forEach((l, k) => {
      const style: TextStyle = k === 0 ? { bold: true } : {};
      const indent = k === 0 ? 4 : 16;
      for (const part of w.wrap(l, style, w.right - w.left - indent)) w.line(part, style, indent);
    });
    w.gap(2);
  });
}

interface Note {
  at: string;
  time: string;
  user: string;
  type: string;
  text: string;
}

function notes(
  x: Ctx,
  prior: { carrier: string; pol: string; premium: number },
  old: string | null,
  printDate: string,
  showLoan: boolean,
): Note[] {
  const { g, rng, d } = x;
  const t = g.truth;
  const N = CRM.notes;
  const T = CRM.noteTypes;
  const auto = t.type === "auto";
  const eff = t.effectiveDate;
  const others = CARRIER_DATA.filter(
    (c) =>
      c.name !== t.carrier.name &&
      c.shortName !== g.extras.brand &&
      c.shortName !== prior.carrier &&
      !(auto ? HOME_ONLY_SLUGS : AUTO_ONLY_SLUGS).has(c.slug),
  );
  const $ = (n: number) => dollars(n, { cents: true });
  const amt = () => $(Math.round(t.premium * (0.85 + rng.next() * 0.4) * 100) / 100);
  const out: Note[] = [];
  // No note is later than the printout.
  const add = (day: string, type: string[], tpl: string[], v: Record<string, string>) =>
    out.push({
      at: day > printDate ? printDate : day,
      time: clock(rng),
      user: rng.pick(CRM.users),
      type: rng.pick(type),
      text: fill(rng.pick(tpl), v),
    });
  const before = (lo: number, hi: number) => addDays(eff, -rng.int(lo, hi));
  const after = (lo: number, hi: number) => addDays(eff, rng.int(lo, hi));
  const current = new Set(t.thirdParties.map((p) => p.name));

  // The previous carrier and its policy: always, as the brief of these screens is the rewrite.
  add(before(3, 20), T.sale, N.prior, {
    carrier: prior.carrier,
    pol: prior.pol,
    d: d(eff),
    amt: $(prior.premium),
    brand: g.extras.brand,
  });
  const pool: (() => void)[] = [
    () =>
      add(before(15, 40), T.sale, N.quotes, {
        carrier: rng.pick(others).shortName,
        carrier2: rng.pick(others).shortName,
        amt: amt(),
        amt2: amt(),
        brand: g.extras.brand,
      }),
    () =>
      add(after(15, 120), T.renewal, N.remarket, {
        carrier: rng.pick(others).shortName,
        carrier2: rng.pick(others).shortName,
        amt: amt(),
        amt2: amt(),
        brand: g.extras.brand,
      }),
    () =>
      add(before(0, 3), T.sale, N.bound, {
        eff: d(eff),
        exp: d(t.expirationDate),
        premium: $(t.premium),
        down: $(Math.round(t.premium * 0.2 * 100) / 100),
        plan: rng.pick(CRM.plan),
      }),
    () =>
      add(after(20, 90), T.billing, N.payment, {
        amt: $(Math.round((t.premium / rng.pick([6, 10, 12])) * 100) / 100),
        conf: digits(rng, 8),
        d: d(after(25, 100)),
      }),
  ];
  if (addDays(t.expirationDate, -50) <= printDate)
    pool.push(() => {
      const next = addMonths(t.expirationDate, g.extras.termMonths);
      add(addDays(t.expirationDate, -rng.int(30, 50)), T.renewal, N.renewal, {
        exp: d(t.expirationDate),
        next: d(next),
        amt: amt(),
        amt2: amt(),
        pct: String(rng.int(3, 14)),
      });
    });
  pool.push(
    () =>
      add(after(5, 120), T.call, N.deductible, {
        ded: dollars(rng.pick([2500, 5000, 1500, 2000])),
        amt: $(rng.int(40, 220)),
      }),
    () => add(after(1, 60), T.call, N.callback, { d: d(after(61, 75)) }),
    () => {
      const removed = rng.pick((auto ? AUTO_LENDERS : MORTGAGEES).filter((l) => !current.has(l.name)));
      add(after(10, 100), T.service, N.removedLender, {
        lender: removed.name,
        role: auto ? "lienholder" : "mortgagee",
        loan: digits(rng, 10),
      });
    },
    () => add(after(30, 110), T.call, N.claim, { d: d(after(5, 29)) }),
    () => add(after(2, 80), T.service, N.discount, { amt: $(rng.int(1500, 9000) / 100) }),
  );
  if (old) add(after(0, 30), T.service, N.conversion, { old, pol: t.policyNumber });
  if (t.thirdParties.length)
    pool.push(() => {
      const p = rng.pick(t.thirdParties);
      const loan = showLoan && p.loanNumber ? p.loanNumber : "";
      add(after(3, 100), T.eoi, loan ? N.eoi : N.eoi.slice(1), { lender: p.name, loan });
    });
  if (auto) {
    pool.push(() => {
      const info = rng.pick(MAKES);
      const [model, from, to] = rng.pick(info.models);
      const lo = Math.max(from, 2008);
      add(after(10, 120), T.service, N.soldCar, {
        car: `${rng.int(lo, Math.max(lo, Math.min(to, 2020)))} ${info.make} ${model}`,
        d: d(after(5, 100)),
        vin4: digits(rng, 4),
        amt: $(rng.int(3000, 25000) / 100),
      });
    });
    // A car now on the policy, added mid-term (a household with more than one): its date is not the policy's.
    if (vehicleList(g).length > 1)
      pool.push(() => {
        const v = rng.pick(vehicleList(g).slice(1));
        const lien = t.thirdParties.find((p) => p.vin === v.vin);
        add(after(10, 90), T.service, N.addedCar, {
          car: `${v.year} ${v.make} ${v.model}`,
          d: d(after(5, 60)),
          lender: lien ? lien.name : "none",
        });
      });
  }
  for (const f of rng.shuffle(pool).slice(0, rng.int(3, 6))) f();
  return out;
}

function notesLog(w: Writer, x: Ctx, list: Note[]): string {
  const { rng, look, d, U } = x;
  const desc = rng.chance(0.6);
  const sorted = [...list].sort((a, b) => (a.at === b.at ? a.time.localeCompare(b.time) : a.at < b.at ? -1 : 1));
  if (desc) sorted.reverse();
  if (rng.chance(0.5)) w.line(desc ? CRM.sort[rng.int(0, 1)] : CRM.sort[rng.int(2, 3)], { size: w.size * 0.8 }, 2);
  const style = rng.pick(["table", "entries"] as const);
  if (style === "table") {
    grid(
      w,
      look,
      [0.2, 0.11, 0.13, 0.56],
      CRM.noteCols.map(U),
      sorted.map((n) => [[d(n.at), n.time], [n.user], [n.type], [n.text]]),
    );
    return "notes-table";
  }
  for (const n of sorted) {
    w.ensure(w.lineHeight * 3);
    w.line(`${d(n.at)} ${n.time}  -  ${n.user}  -  ${n.type}`, { bold: true, size: w.size * 0.92 });
    for (const l of w.wrap(n.text, {}, w.right - w.left - 14)) w.line(l, {}, 14);
    w.gap(2);
  }
  return "notes-entries";
}

function pickLook(rng: Rng): Look {
  return {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "mm/dd/yy", "yyyy-mm-dd", "Mon d, yyyy"]),
    upper: rng.chance(0.25),
    sign: rng.chance(0.7),
    cols: rng.chance(0.5) ? 2 : 3,
    rowMajor: rng.chance(0.5),
    boldLabels: rng.chance(0.6),
    colon: rng.pick([":", ":", ""]),
    ruled: rng.chance(0.5),
  };
}

export const agentCrmNotesPrintout: KindFn = (w, g, rng) => {
  const t = g.truth;
  const ex = g.extras;
  const truth = cloneTruth(t);
  const auto = t.type === "auto";
  const condo = t.type === "condo";
  const look = pickLook(rng);
  if (w.size > 9) look.cols = 2;
  const money = ledger(g, rng);
  const vehWord = rng.pick(CRM.vehWord);
  const x: Ctx = {
    g,
    rng,
    look,
    money,
    d: (iso) => dateText(iso, look.ds),
    U: (s) => (look.upper ? s.toUpperCase() : s),
    $: (n) => dollars(n, { sign: look.sign }),
    $$: (c) => dollars(fromCents(c), { cents: true, sign: look.sign }),
    vw: (i) => fill(vehWord, { n: String(i + 1) }),
  };
  const { d, U } = x;
  const L = CRM.labels;
  const sysIdx = rng.int(0, CRM.system.length - 1);
  const system = CRM.system[sysIdx];
  const screen = rng.pick(CRM.screen);
  const clientNo = ex.accountNumber;
  const span = Math.round((Date.parse(t.expirationDate) - Date.parse(t.effectiveDate)) / 86400000);
  const printDate = addDays(t.effectiveDate, rng.int(20, span - 5));
  const printTime = clock(rng);

  // The previous carrier and the policy it had; an old number of this policy when it was converted.
  const priorCarrier = rng.pick(
    CARRIER_DATA.filter(
      (c) =>
        c.name !== t.carrier.name &&
        c.shortName !== ex.brand &&
        !(auto ? HOME_ONLY_SLUGS : AUTO_ONLY_SLUGS).has(c.slug),
    ),
  );
  const prior = {
    carrier: priorCarrier.shortName,
    pol: rng.chance(0.5) ? otherNumber(rng, t.policyNumber) : `${letters(rng, 2)}${digits(rng, 8)}`,
    premium: Math.round(t.premium * (0.9 + rng.next() * 0.35) * 100) / 100,
  };
  const old = rng.chance(0.35) ? otherNumber(rng, t.policyNumber) : null;

  // ---------------------------------------------------------------- header
  const active = rng.pick(CRM.active);
  const small: TextStyle = { size: w.size * 0.75 };
  const sysStyle: TextStyle = { bold: true, size: w.size * 1.1 };
  w.ensure(w.lineHeight * 6);
  w.put(system, w.left, w.y + sysStyle.size!, sysStyle);
  const who = `${rng.pick(CRM.users)} | ${ex.agent.agency}`;
  w.put(who, w.right - w.width_(who, small), w.y + sysStyle.size!, small);
  w.y += sysStyle.size! * 1.5;
  hrule(w, 0.6, 4);
  w.line(U(screen), { size: w.size * 0.85 });
  const nameForm = rng.chance(0.5) ? "last-first" : "first-last";
  const client = personName(g, 0, nameForm, look.upper);
  const bigSize = fitWidth(w, client, { bold: true, size: w.size * 1.6 }, (w.right - w.left) * 0.6);
  w.ensure(bigSize * 2);
  w.put(client, w.left, w.y + bigSize, { bold: true, size: bigSize });
  const idText = `${rng.pick(CRM.clientId)} ${clientNo}`;
  w.put(idText, w.right - w.width_(idText), w.y + bigSize);
  w.y += bigSize * 1.5;
  const since = addMonths(t.effectiveDate, -12 * rng.int(1, 9) - rng.int(0, 11));
  const facts = [
    rng.pick(CRM.clientType),
    rng.pick(CRM.clientStatus),
    `${rng.pick(CRM.since)} ${d(since)}`,
    `${rng.pick(CRM.phone)} (${rng.int(201, 989)}) ${rng.int(200, 989)}-${digits(rng, 4)}`,
    ...(rng.chance(0.6)
      ? [
          `${rng.pick(CRM.email)} ${t.insureds[0].firstName.toLowerCase()}.${t.insureds[0].lastName.toLowerCase()}@example.com`,
        ]
      : []),
  ];
  w.paragraph(facts.join("   |   "), { size: w.size * 0.85 });
  w.gap(4);
  tabRow(w, CRM.tabs[auto ? "auto" : "home"], active);

  // ---------------------------------------------------------------- policy details
  const naic = !!ex.naicCode && rng.chance(0.6);
  const addr = addressLines(t.address, rng, look.upper).join(", ");
  const premLabel = ex.termMonths === 12 && rng.chance(0.3) ? L.annual : rng.pick(L.premium);
  const people: [string, string][] = t.insureds.map((_, i) => [
    rng.pick(i === 0 ? L.insured : L.second),
    personName(g, i, "first-last", look.upper),
  ]);
  const core: [string, string][] = [
    [rng.pick(L.policy), t.policyNumber],
    [rng.pick(L.carrier), U(t.carrier.name)],
    ...(naic ? [[rng.pick(L.naic), ex.naicCode!] as [string, string]] : []),
    [rng.pick(L.lob), rng.pick(CRM.lob[t.type])],
    [rng.pick(L.status), rng.pick(CRM.status)],
    [rng.pick(L.eff), d(t.effectiveDate)],
    [rng.pick(L.exp), d(t.expirationDate)],
    ...(rng.chance(0.6) ? [[rng.pick(L.term), rng.pick(CRM.term[ex.termMonths])] as [string, string]] : []),
    [premLabel, dollars(t.premium, { cents: true, sign: look.sign })],
    [
      rng.pick(L.bill),
      !auto && t.thirdParties.length && rng.chance(0.4) ? rng.pick(CRM.billEscrow) : rng.pick(CRM.bill),
    ],
    ...(rng.chance(0.6) ? [[rng.pick(L.plan), rng.pick(CRM.plan)] as [string, string]] : []),
  ];
  const extra: [string, string][] = [
    [rng.pick(L.producer), `${ex.agent.code} ${U(ex.agent.name)}`],
    ...(rng.chance(0.5) ? [[rng.pick(L.csr), U(rng.pick(FIRST_NAMES))] as [string, string]] : []),
    ...(rng.chance(0.4) ? [[rng.pick(L.inception), d(since)] as [string, string]] : []),
    ...(rng.chance(0.35)
      ? ([
          [rng.pick(L.prior), U(prior.carrier)],
          [rng.pick(L.priorPol), prior.pol],
        ] as [string, string][])
      : []),
    ...(rng.chance(0.4)
      ? [[rng.pick(L.modified), `${d(addDays(printDate, -rng.int(0, 10)))} ${clock(rng)}`] as [string, string]]
      : []),
  ];
  if (auto) extra.push([rng.pick(L.vehicles), String(vehicleList(g).length)]);
  // The first fields stay where screens put them; the rest come in the screen's own order.
  const head = core.slice(0, 2);
  const rest = rng.chance(0.5) ? [...core.slice(2), ...extra] : rng.shuffle([...core.slice(2), ...extra]);
  const peopleFirst = rng.chance(0.4);
  const items: [string, string][] = peopleFirst ? [...people, ...head, ...rest] : [...head, ...rest, ...people];
  heading(w, U(rng.pick(CRM.polSection)), look);
  detailGrid(w, items, look, rng);
  // The mailing address is too long for a cell: one line under the grid.
  const mailWord = `${U(rng.pick(L.mailing))}${look.colon}`;
  w.kv(mailWord, [addr], w.width_(mailWord, { bold: true }) + 10, { bold: look.boldLabels });

  // ---------------------------------------------------------------- the sections
  const printed = new Set<TruthCoverage>();
  const showLoan = rng.chance(0.85);
  const parts: string[] = [];
  const policyList = rng.chance(0.4);
  const sections: Record<string, () => void> = {
    risk: () => {
      if (auto) {
        heading(w, U(rng.pick(CRM.vehiclesHead)), look);
        const trim = rng.chance(0.4);
        const useCol = rng.chance(0.5);
        const cols = CRM.vehCols.filter((c) => c !== "Use" || useCol);
        const widths = useCol ? [0.08, 0.08, 0.16, 0.26, 0.28, 0.14] : [0.08, 0.09, 0.18, 0.3, 0.35];
        grid(
          w,
          look,
          widths,
          cols.map(U),
          vehicleList(g).map((v, i) => [
            [U(x.vw(i))],
            [String(v.year)],
            [U(v.make)],
            [U(`${v.model}${trim && v.trim ? ` ${v.trim}` : ""}`)],
            [v.vin],
            ...(useCol ? [[rng.pick(CRM.use)]] : []),
          ]),
        );
      } else {
        heading(w, U(rng.pick(CRM.locationHead)), look);
        const loc = addressLines(dwellingAddress(t)!, rng, look.upper).join(", ");
        detailGrid(
          w,
          [
            [rng.pick(L.location), loc],
            [rng.pick(L.form), ex.form],
            [rng.pick(L.built), String(ex.yearBuilt)],
            [rng.pick(L.constr), rng.pick(CRM.constr)],
          ],
          { ...look, cols: 2, rowMajor: true },
          rng,
        );
      }
    },
    coverages: () => {
      heading(w, U(rng.pick(CRM.coverageHead)), look);
      parts.push(coverageGrid(w, x, printed));
    },
    interests: () => {
      heading(w, U(rng.pick(CRM.interestsHead)), look);
      interests(w, x, showLoan);
    },
    notes: () => {
      heading(w, U(rng.pick(CRM.notesHead)), look);
      parts.push(notesLog(w, x, notes(x, prior, old, printDate, showLoan)));
    },
    policies: () => {
      heading(w, U(rng.pick(CRM.policies)), look);
      const priorEff = addMonths(t.effectiveDate, -ex.termMonths);
      const rows = [
        [
          [t.policyNumber],
          [U(ex.brand)],
          [rng.pick(CRM.lob[t.type])],
          [d(t.effectiveDate)],
          [d(t.expirationDate)],
          [rng.pick(CRM.status)],
        ],
        [
          [prior.pol],
          [U(prior.carrier)],
          [rng.pick(CRM.lob[t.type])],
          [d(priorEff)],
          [d(t.effectiveDate)],
          [rng.pick(CRM.priorStatus)],
        ],
      ];
      grid(
        w,
        look,
        [0.22, 0.2, 0.16, 0.14, 0.14, 0.14],
        CRM.policiesHead.map(U),
        rng.chance(0.5) ? rows : rows.reverse(),
      );
    },
  };
  const order: string[] = ["risk", ...(rng.chance(0.5) ? ["coverages", "interests"] : ["interests", "coverages"])];
  order.splice(
    rng.weighted([
      [3, 6],
      [1, 2],
      [2, 1.5],
    ] as const),
    0,
    "notes",
  );
  if (policyList) order.splice(rng.chance(0.5) ? 0 : order.indexOf("notes"), 0, "policies");
  for (const s of order) sections[s]();

  // ---------------------------------------------------------------- browser print header and footer
  const host = CRM.host[sysIdx];
  const url = fill(rng.pick(CRM.footerUrl), { host, id: clientNo, tab: active.toLowerCase() });
  const stamp = `${dateText(printDate, rng.pick<AnyDateStyle>(["m/d/yyyy", "mm/dd/yy"]))}, ${printTime}`;
  const tabTitle = `${screen} - ${system}`;
  for (const p of w.pages) {
    const y = w.margin / 2 + small.size!;
    p.texts.push({ text: stamp, x: w.margin / 2, y, size: small.size!, bold: false });
    p.texts.push({ text: tabTitle, x: (p.width - w.width_(tabTitle, small)) / 2, y, size: small.size!, bold: false });
  }
  footers(
    w,
    () => url,
    (n, of) => `${n}/${of}`,
  );

  // The truth: the details, the grid's coverages, the interests (loan numbers when the list prints them).
  truth.coverages = truth.coverages.filter((_, i) => printed.has(t.coverages[i]));
  if (!naic) truth.carrier.naicCode = null;
  if (!showLoan) truth.thirdParties = truth.thirdParties.map((p) => ({ ...p, loanNumber: null }));
  const variant = [
    auto ? "auto" : condo ? "condo" : "home",
    `${look.cols}-col`,
    look.rowMajor ? "across" : "down",
    look.ruled ? "ruled" : "plain",
    ...parts,
    ...(policyList ? ["policy-list"] : []),
    ...(old ? ["old-number"] : []),
  ];
  return { truth, variant: variant.join("-"), title: `${tabTitle} - ${t.policyNumber}` };
};
