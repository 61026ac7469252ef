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
  officeAddress,
  sideBySide,
  vehicleList,
  type KindFn,
  type Ledger,
} from "./common";
import { dateText, fill, pickDateStyle, tollFree, type AnyDateStyle } from "./forms";
import { fitSize, fitWidth, footers, pairs, ruledTable, type RCol, type RRow } from "./ruled";

// Imitates the verification report a lender gets from its insurance-tracking vendor (the outside
// firm that watches borrowers' insurance for banks, credit unions and mortgage servicers). It is
// not the carrier's page: the vendor's letterhead, a "Prepared for" block naming the lender with
// the lender's own office address and loan number, the borrower and the collateral, a block of the
// policy facts the vendor verified (carrier, policy number, term, premium, insureds, vehicles or
// property), then the heart of it: a ruled table that puts the LENDER'S REQUIREMENTS beside what
// was FOUND on the borrower's policy, one row per requirement, with a status ("Collision
// deductible | $1,000 max | $500 | Met", "Dwelling | $300,000 min | $350,000 | Met", "Mortgagee
// clause | Lender ISAOA/ATIMA | Wells Fargo Bank, N.A. ISAOA/ATIMA, PO Box ... | Met"). The
// columns come in several orders (found before required on some pages, the status first on
// others) under vendor headings ("Min. Req.", "Policy Value", "On File", "Verified"). Coverages
// the lender sets no requirement for are listed apart under "Other coverages on the policy", and
// lienholders or mortgagees other than the requesting lender under "Other interests".
//
// THE TRUTH IS THE FOUND COLUMN: what the borrower's policy has. The required values (maximum
// deductibles, minimum limits, the loan amount, the date coverage must be active on) are the
// lender's and are deliberate distractors, as are the lender's own office address in the header
// and the report and verification dates. When the requesting lender is not on the policy (found
// "Not listed", status "Not met") the policy has no lender: the truth's third parties are only
// those the policy lists. When the policy does not show the loan number (found "Not shown") the
// truth's loan number is null, even though the header prints the lender's loan number. The NAIC
// code is printed on some pages only.

export const TRACK = {
  vendor: [
    "Collateral Insurance Tracking Services",
    "ProofPoint Insurance Verification",
    "LoanGuard Compliance Services",
    "InsureWatch Solutions, Inc.",
    "Sentinel Collateral Monitoring",
    "Keystone Insurance Tracking",
  ],
  title: [
    "Insurance Verification Report",
    "Insurance Compliance Report",
    "Coverage Verification Summary",
    "Borrower Insurance Review",
    "Hazard Insurance Verification",
  ],
  autoTitle: ["Auto Insurance Verification", "Collateral Protection Review", "Vehicle Insurance Verification"],
  preparedFor: ["Prepared for", "Client", "Lender", "Requested by"],
  reportDate: ["Report date", "Date verified", "Verified on", "Review date"],
  reportNo: ["Report #", "Tracking ID", "Reference", "File no."],
  loan: ["Loan number", "Loan #", "Account", "Loan no."],
  borrower: ["Borrower", "Borrower(s)", "Customer"],
  collateral: ["Collateral", "Collateral description", "Secured property"],
  loanAmount: ["Loan amount", "Original balance", "Principal balance"],
  source: [
    "Source: declarations page received from {src} on {d}.",
    "Verified with {src} on {d}.",
    "Information obtained from {src}, {d}.",
  ],
  sourceWho: ["the insurance agent", "the carrier", "the borrower", "the carrier's web portal"],
  factsHead: ["Policy information", "Policy facts", "Policy on file", "Insurance found"],
  carrier: ["Insurance company", "Carrier", "Insurer", "Writing company"],
  naic: ["NAIC", "NAIC #", "NAIC code"],
  policy: ["Policy number", "Policy #", "Policy no."],
  term: ["Policy term", "Policy period", "Term"],
  termJoin: [" - ", " to ", " thru "],
  premium: ["Annual premium", "Term premium", "Premium", "Policy premium"],
  insured: ["Named insured(s)", "Insured", "Policyholder"],
  mailing: ["Mailing address", "Insured address", "Address"],
  agent: ["Agent", "Agency", "Producer"],
  property: ["Insured property", "Property address", "Location"],
  vehicles: ["Vehicles on policy", "Vehicles", "Covered autos"],
  form: ["Policy form", "Form", "Coverage form"],
  reqHead: [
    "Lender requirements",
    "Requirements review",
    "Coverage requirements vs. policy",
    "Compliance review",
    "Requirement check",
  ],
  cols: {
    item: ["Requirement", "Item", "Coverage", "Requirement item"],
    required: ["Required", "Min. Req.", "Lender requirement", "Requirement value", "Lender Req."],
    found: ["Found on policy", "Policy Value", "On File", "Verified", "Policy shows"],
    status: ["Status", "Result", "Compliance", "Met?"],
  },
  verdict: [
    ["Met", "Not met"],
    ["Compliant", "Deficient"],
    ["OK", "Exception"],
    ["Pass", "Fail"],
    ["Yes", "No"],
  ],
  max: ["{x} max", "{x} maximum", "Max {x}", "Not to exceed {x}"],
  min: ["{x} min", "{x} minimum", "Min {x}", "At least {x}"],
  active: ["In force on {d}", "Active as of {d}", "Active through {d}"],
  notShown: ["Not shown", "None shown", "Not on policy"],
  notListed: ["Not listed", "Lender not named", "No lienholder shown"],
  none: ["None", "Not carried", "Not found"],
  isaoa: [" ISAOA/ATIMA", ", ISAOA", " ISAOA ATIMA", ""],
  rows: {
    vehicle: ["Vehicle on policy", "Collateral vehicle listed", "VIN matches"],
    COMP: ["Comprehensive deductible", "Comp / OTC deductible", "Other than collision ded."],
    COLL: ["Collision deductible", "Collision ded.", "Collision coverage"],
    lienholder: ["Lienholder listed", "Loss payee", "Lender named as lienholder"],
    lessor: ["Lessor listed", "Lessor / additional insured", "Lender named as lessor"],
    mortgagee: ["Mortgagee clause", "Mortgagee listed", "Lender named as mortgagee"],
    loanNo: ["Loan number on policy", "Loan # referenced", "Loan number"],
    term: ["Policy in force", "Active coverage", "Coverage dates"],
    BI: ["Bodily injury liability", "BI liability"],
    PD: ["Property damage liability", "PD liability"],
    CSL: ["Liability (CSL)", "Combined single limit"],
    DWELLING: ["Dwelling (Coverage A)", "Dwelling", "Hazard / dwelling limit"],
    condoA: ["Unit coverage (Coverage A)", "Walls-in coverage", "HO-6 building coverage"],
    deductible: ["All-peril deductible", "Deductible", "AOP deductible"],
    PERSONAL_LIABILITY: ["Personal liability", "Liability (Coverage E)"],
    location: ["Property address", "Collateral address matches", "Insured location"],
    premium: ["Premium", "Premium paid", "Premium status"],
  } as Record<string, string[]>,
  stateMinimum: ["State minimum", "Statutory minimum"],
  premiumReq: ["Paid in full or escrowed", "Paid / escrowed", "Billed to escrow"],
  named: ["{lender}", "{lender} ISAOA/ATIMA", "Lender named"],
  otherHead: [
    "Other coverages on the policy",
    "Additional coverages found (no requirement)",
    "Other coverages (informational)",
    "Also on the policy",
  ],
  interestsHead: ["Other interests on the policy", "Additional interests found", "Other lienholders / mortgagees"],
  cover: {
    BI: ["Bodily injury", "Bodily injury liability"],
    PD: ["Property damage", "Property damage liability"],
    CSL: ["Combined single limit", "Liability (CSL)"],
    UMBI: ["Uninsured motorist BI", "Uninsured motorist"],
    UIMBI: ["Underinsured motorist BI", "Underinsured motorist"],
    UMPD: ["Uninsured motorist PD", "UM property damage"],
    MEDPAY: ["Medical payments", "Med pay"],
    COMP: ["Comprehensive", "Comprehensive"],
    COLL: ["Collision", "Collision"],
    DWELLING: ["Dwelling", "Coverage A - Dwelling"],
    OTHER_STRUCTURES: ["Other structures", "Coverage B - Other structures"],
    PERSONAL_PROPERTY: ["Personal property", "Coverage C - Personal property"],
    LOSS_OF_USE: ["Loss of use", "Coverage D - Loss of use"],
    PERSONAL_LIABILITY: ["Personal liability", "Coverage E - Personal liability"],
    MEDICAL_PAYMENTS: ["Medical payments to others", "Coverage F - Medical payments"],
  } as Record<string, string[]>,
  als: ["Actual loss sustained", "ALS"],
  each: ["{a} each person / {b} each accident", "{a} / {b}", "{a}/{b}"],
  ded: ["{x} deductible", "{x} ded."],
  windLine: ["Wind/hail deductible: {p}%", "Windstorm or hail: {p}% of Coverage A"],
  overall: ["Overall status: {v}", "Overall: {v}", "Compliance result: {v}"],
  actionMet: [
    "No action required. The policy meets the lender's requirements.",
    "Coverage is compliant. The next review is scheduled before the policy expires.",
  ],
  actionNot: [
    "A deficiency notice has been mailed to the borrower.",
    "The borrower has been asked to provide corrected evidence within 30 days.",
    "Lender-placed coverage may be considered if the exceptions are not corrected.",
  ],
  disclaimer: [
    "This report reflects information provided by the insurance carrier or agent as of the verification date. It does not amend, extend or alter the coverage afforded by the policy.",
    "Prepared for the lender's internal use. The vendor makes no representation as to coverage; refer to the policy for its terms.",
  ],
  contact: ["Questions: {t}", "Lender support {t}", "Client services {t}"],
  autoLenders: [
    "First Community Credit Union",
    "Summit Auto Finance",
    "Lakeshore Federal Credit Union",
    "Pioneer Bank & Trust",
  ],
  homeLenders: [
    "Heritage Home Lending",
    "Cornerstone Mortgage Servicing",
    "Bayview Savings Bank",
    "Meridian Loan Services",
  ],
  pageNo: ["Page {n} of {m}", "{n}/{m}"],
};

type Key = "item" | "required" | "found" | "status";

interface Look {
  ds: AnyDateStyle;
  order: Key[];
  heads: Record<Key, string>;
  verdict: string[];
  /** Money as "$1,000", "$1,000.00" or "1,000". */
  money: "dollars" | "cents" | "bare";
  naic: boolean;
  isaoa: string;
  /** Header address of the lender (its office, not the policy's mortgagee clause address). */
  clientAddress: boolean;
}

function pickLook(rng: Rng, g: GeneratedPolicy): Look {
  const orders: Key[][] = [
    ["item", "required", "found", "status"],
    ["item", "required", "found", "status"],
    ["item", "found", "required", "status"],
    ["status", "item", "required", "found"],
    ["item", "found", "status", "required"],
  ];
  return {
    ds: pickDateStyle(rng),
    order: rng.pick(orders),
    heads: {
      item: rng.pick(TRACK.cols.item),
      required: rng.pick(TRACK.cols.required),
      found: rng.pick(TRACK.cols.found),
      status: rng.pick(TRACK.cols.status),
    },
    verdict: rng.pick(TRACK.verdict),
    money: rng.weighted([
      ["dollars", 5],
      ["cents", 2],
      ["bare", 1],
    ] as const),
    naic: !!g.extras.naicCode && rng.chance(0.5),
    isaoa: rng.pick(TRACK.isaoa),
    clientAddress: rng.chance(0.6),
  };
}

const WIDTH: Record<Key, number> = { item: 0.25, required: 0.22, found: 0.4, status: 0.13 };

interface Req {
  item: string;
  required: string;
  found: string[];
  met: boolean;
}

const premiumText = (cents: number) => dollars(fromCents(cents), { cents: true });

function amount(n: number, look: Look): string {
  if (look.money === "bare") return dollars(n, { sign: false });
  return dollars(n, { cents: look.money === "cents" });
}

/** "$100,000 / $300,000" or "$300,000": a coverage's limit in the page's money style. */
function limitText(c: TruthCoverage, look: Look, each: string): string {
  if (c.limitPerPerson !== null)
    return fill(each, { a: amount(c.limitPerPerson, look), b: amount(c.limitPerAccident!, look) });
  return amount(c.limitPerAccident!, look);
}

/** A lender's maximum deductible: one of the usual caps, not always above what the policy has. */
function maxDeductible(rng: Rng, found: number): { cap: number; met: boolean } {
  const cap = rng.pick([500, 1000, 1000, 1500, 2500].filter((x) => x !== found));
  return { cap, met: found <= cap };
}

function partyFound(p: TruthParty, rng: Rng, look: Look): string[] {
  return [`${p.name}${look.isaoa}`, ...addressLines(p.address, rng, false)];
}

interface Requesting {
  name: string;
  party: TruthParty | null;
  loanNumber: string;
}

/** The lender that ordered the report: the policy's first lender, or one the policy does not name. */
function requester(g: GeneratedPolicy, rng: Rng): Requesting {
  const p = g.truth.thirdParties[0];
  const invented = () => String(rng.int(1000000000, 9999999999));
  if (p && rng.chance(0.88)) return { name: p.name, party: p, loanNumber: p.loanNumber ?? invented() };
  const name = rng.pick(g.truth.type === "auto" ? TRACK.autoLenders : TRACK.homeLenders);
  return { name, party: null, loanNumber: invented() };
}

/** Letterhead, the "Prepared for" block, and the borrower / collateral lines. */
function header(
  w: Writer,
  g: GeneratedPolicy,
  look: Look,
  rng: Rng,
  req: Requesting,
  collateral: string,
  report: string,
): string {
  const t = g.truth;
  const d = (iso: string) => dateText(iso, look.ds);
  const vendor = rng.pick(TRACK.vendor);
  const vs: TextStyle = { bold: true, size: w.size * 1.5 };
  vs.size = fitWidth(w, vendor, vs, (w.right - w.left) * 0.6);
  w.put(vendor, w.left, w.y + vs.size!, vs);
  const contact = fill(rng.pick(TRACK.contact), { t: tollFree(rng) });
  const small: TextStyle = { size: w.size * 0.8 };
  w.put(contact, w.right - w.width_(contact, small), w.y + small.size!, small);
  w.y += vs.size! * 1.4;
  const title = rng.pick(t.type === "auto" && rng.chance(0.5) ? TRACK.autoTitle : TRACK.title);
  w.line(title, { bold: true, size: w.size * 1.3 });
  hrule(w, 1, 6);

  const reportNo = `${rng.pick(["VR", "IT", "CT", ""])}${rng.int(100000, 9999999)}`;
  const names = t.insureds.map((p) => `${p.firstName} ${p.lastName}`);
  const borrower = rng.chance(0.6) ? names.slice(0, 1) : names;
  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.line(rng.pick(TRACK.preparedFor), { bold: true, size: ww.size * 0.85 });
      ww.line(req.name);
      if (look.clientAddress) for (const l of addressLines(officeAddress(rng), rng, false)) ww.line(l);
      ww.gap(2);
      pairs(
        ww,
        [
          [rng.pick(TRACK.loan), req.loanNumber],
          [rng.pick(TRACK.loanAmount), dollars(rng.int(80, 900) * 500, { cents: true })],
        ],
        0.45,
        { size: ww.size * 0.92 },
      );
    },
    (ww) =>
      pairs(
        ww,
        [
          [rng.pick(TRACK.reportDate), d(report)],
          [rng.pick(TRACK.reportNo), reportNo],
          [rng.pick(TRACK.borrower), borrower.join(", ")],
          [rng.pick(TRACK.collateral), collateral],
        ],
        0.42,
        { size: ww.size * 0.92 },
      ),
  );
  w.gap(4);
  const src = fill(rng.pick(TRACK.source), { src: rng.pick(TRACK.sourceWho), d: d(report) });
  w.line(src, { size: w.size * 0.85 });
  w.gap(6);
  return title;
}

/** The policy facts the vendor verified, in two columns. */
function facts(w: Writer, g: GeneratedPolicy, look: Look, rng: Rng, L: Ledger, extra: [string, string][]): void {
  const t = g.truth;
  const d = (iso: string) => dateText(iso, look.ds);
  w.ensure(w.lineHeight * 8);
  w.line(rng.pick(TRACK.factsHead), { bold: true, size: w.size * 1.1 });
  hrule(w, 0.5, 3);
  const names = t.insureds.map((p, i) => {
    const mid = g.extras.middleInitials[i];
    return `${p.firstName}${mid ? ` ${mid}` : ""} ${p.lastName}`;
  });
  const carrier = `${t.carrier.name}${look.naic ? ` (${rng.pick(TRACK.naic)} ${g.extras.naicCode})` : ""}`;
  const left: [string, string][] = [
    [rng.pick(TRACK.carrier), carrier],
    [rng.pick(TRACK.policy), t.policyNumber],
    [rng.pick(TRACK.term), `${d(t.effectiveDate)}${rng.pick(TRACK.termJoin)}${d(t.expirationDate)}`],
    [rng.pick(TRACK.premium), premiumText(L.total)],
  ];
  if (rng.chance(0.5)) left.push([rng.pick(TRACK.form), g.extras.form]);
  const right: [string, string][] = [
    [rng.pick(TRACK.insured), names.join("; ")],
    [rng.pick(TRACK.mailing), addressLines(t.address, rng, false).join(", ")],
    [rng.pick(TRACK.agent), `${g.extras.agent.agency}, ${g.extras.agent.phone}`],
    ...extra,
  ];
  sideBySide(
    w,
    0.48,
    (ww) => pairs(ww, left, 0.36, { size: ww.size * 0.92 }),
    (ww) => pairs(ww, right, 0.34, { size: ww.size * 0.92 }),
  );
  w.gap(8);
}

/** The requirements table in the page's column order, with its verdicts. */
function table(w: Writer, look: Look, rng: Rng, reqs: Req[]): void {
  w.ensure(w.lineHeight * 6);
  w.line(rng.pick(TRACK.reqHead), { bold: true, size: w.size * 1.1 });
  const cols: RCol[] = look.order.map((k) => ({ width: WIDTH[k], align: k === "status" ? "c" : "l" }));
  const cell = (r: Req, k: Key): string[] =>
    k === "item" ? [r.item] : k === "required" ? [r.required] : k === "found" ? r.found : [look.verdict[r.met ? 0 : 1]];
  const rows: RRow[] = reqs.map((r) => ({ cells: look.order.map((k) => cell(r, k)) }));
  const head = [look.order.map((k) => [look.heads[k]])];
  ruledTable(w, cols, head, rows, fitSize(w, cols, rows, w.size * 0.95) ?? w.size * 0.8);
  w.gap(4);
  const ok = reqs.every((r) => r.met);
  w.line(fill(rng.pick(TRACK.overall), { v: look.verdict[ok ? 0 : 1] }), { bold: true });
  w.paragraph(rng.pick(ok ? TRACK.actionMet : TRACK.actionNot), { size: w.size * 0.92 });
  w.gap(6);
}

/** A titled list of label: value lines (coverages with no requirement, other interests). */
function list(w: Writer, title: string, items: string[][]): void {
  if (!items.length) return;
  w.ensure(w.lineHeight * 3);
  w.line(title, { bold: true });
  hrule(w, 0.4, 2);
  for (const lines of items) {
    lines.forEach((l, i) => {
      for (const part of w.wrap(l, {}, w.right - w.left - 14)) w.line(part, {}, i === 0 ? 4 : 14);
    });
  }
  w.gap(6);
}

function close(w: Writer, g: GeneratedPolicy, rng: Rng): void {
  w.gap(4);
  w.paragraph(rng.pick(TRACK.disclaimer), { size: w.size * 0.75 });
  const pageNo = rng.pick(TRACK.pageNo);
  const code = `${g.extras.brand} / ${g.truth.policyNumber}`;
  footers(
    w,
    () => code,
    (n, m) => fill(pageNo, { n: String(n), m: String(m) }),
  );
}

/** The lienholder or mortgagee row and the loan number row, from the requesting lender. */
function lenderRows(req: Requesting, look: Look, rng: Rng, kind: string): { rows: Req[]; loanShown: boolean } {
  const rows: Req[] = [];
  const p = req.party;
  const type = p?.type ?? kind;
  rows.push({
    item: rng.pick(TRACK.rows[type]),
    required: fill(rng.pick(TRACK.named), { lender: req.name }),
    found: p ? partyFound(p, rng, look) : [rng.pick(TRACK.notListed)],
    met: !!p,
  });
  const loanShown = !!p?.loanNumber;
  if (p)
    rows.push({
      item: rng.pick(TRACK.rows.loanNo),
      required: req.loanNumber,
      found: [loanShown ? p.loanNumber! : rng.pick(TRACK.notShown)],
      met: loanShown,
    });
  return { rows, loanShown };
}

function termRow(g: GeneratedPolicy, look: Look, rng: Rng, report: string): Req {
  const d = (iso: string) => dateText(iso, look.ds);
  const t = g.truth;
  return {
    item: rng.pick(TRACK.rows.term),
    required: fill(rng.pick(TRACK.active), { d: d(report) }),
    found: [`${d(t.effectiveDate)}${rng.pick(TRACK.termJoin)}${d(t.expirationDate)}`],
    met: true,
  };
}

/** The report date: a few days into the term, so it is neither the effective nor the expiry date. */
function reportDate(g: GeneratedPolicy, rng: Rng): string {
  const eff = Date.parse(g.truth.effectiveDate);
  const dt = new Date(eff + rng.int(3, 40) * 86400000);
  return dt.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------- auto

function autoReport(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, L: Ledger): [string, boolean] {
  const t = g.truth;
  const vehicles = vehicleList(g);
  const req = requester(g, rng);
  const target = vehicles.find((v) => v.vin === req.party?.vin) ?? vehicles[0];
  const car = (v: (typeof vehicles)[number]) => `${v.year} ${v.make} ${v.model}`;
  const report = reportDate(g, rng);
  const title = header(w, g, look, rng, req, `${car(target)}, VIN ${target.vin}`, report);
  const vehicleLines = vehicles.map((v) => `${car(v)}${v.trim ? ` ${v.trim}` : ""} ${v.vin}`);
  facts(w, g, look, rng, L, [[rng.pick(TRACK.vehicles), vehicleLines.join("; ")]]);

  const each = rng.pick(TRACK.each);
  const dedW = rng.pick(TRACK.ded);
  const reqs: Req[] = [];
  const inTable = new Set<TruthCoverage>();
  reqs.push({
    item: rng.pick(TRACK.rows.vehicle),
    required: `VIN ${target.vin}`,
    found: [`${car(target)}`, target.vin],
    met: true,
  });
  for (const code of ["COMP", "COLL"] as const) {
    const c = t.coverages.find((x) => x.code === code && x.vin === target.vin);
    const cap = maxDeductible(rng, c?.deductible ?? -1);
    reqs.push({
      item: rng.pick(TRACK.rows[code]),
      required: fill(rng.pick(TRACK.max), { x: amount(cap.cap, look) }),
      found: [c ? amount(c.deductible!, look) : rng.pick(TRACK.none)],
      met: !!c && cap.met,
    });
    if (c) inTable.add(c);
  }
  const lender = lenderRows(req, look, rng, "lienholder");
  reqs.push(...lender.rows);
  reqs.push(termRow(g, look, rng, report));
  // Some credit unions also require liability limits: the state minimum as the distractor.
  const liab = t.coverages.find((c) => c.code === "BI" || c.code === "CSL");
  if (liab && rng.chance(0.4)) {
    reqs.push({
      item: rng.pick(TRACK.rows[liab.code]),
      required: rng.chance(0.5)
        ? rng.pick(TRACK.stateMinimum)
        : fill(rng.pick(TRACK.min), { x: liab.code === "BI" ? "25/50" : amount(100000, look) }),
      found: [limitText(liab, look, each)],
      met: true,
    });
    inTable.add(liab);
  }
  if (rng.chance(0.5))
    reqs.push({
      item: rng.pick(TRACK.rows.premium),
      required: rng.pick(TRACK.premiumReq),
      found: [premiumText(L.total)],
      met: true,
    });
  table(w, look, rng, reqs);

  const order = ["BI", "PD", "CSL", "UMBI", "UIMBI", "UMPD", "MEDPAY", "COMP", "COLL"];
  const others = t.coverages
    .filter((c) => !inTable.has(c))
    .sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code))
    .map((c) => {
      const label = rng.pick(TRACK.cover[c.code]);
      const v = c.vin ? vehicles.find((x) => x.vin === c.vin) : undefined;
      const what =
        c.limitPerAccident !== null
          ? `${limitText(c, look, each)}${c.deductible !== null ? `, ${fill(dedW, { x: amount(c.deductible, look) })}` : ""}`
          : fill(dedW, { x: amount(c.deductible!, look) });
      return [`${label}${v ? ` (${car(v)})` : ""}: ${what}`];
    });
  for (const o of g.extras.optional) others.push([`${o.label}: ${o.limit}`]);
  list(w, rng.pick(TRACK.otherHead), others);
  const rest = t.thirdParties.filter((p) => p !== req.party);
  list(
    w,
    rng.pick(TRACK.interestsHead),
    rest.map((p) => {
      const v = vehicles.find((x) => x.vin === p.vin);
      const loan = p.loanNumber ? `, ${rng.pick(TRACK.loan)} ${p.loanNumber}` : "";
      return [
        `${p.type === "lessor" ? "Lessor" : "Lienholder"}${v ? ` (${car(v)})` : ""}: ${p.name}${loan}`,
        addressLines(p.address, rng, false).join(", "),
      ];
    }),
  );
  close(w, g, rng);
  return [title, !!req.party];
}

// ---------------------------------------------------------------- home and condo

function homeReport(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, L: Ledger): [string, boolean] {
  const t = g.truth;
  const condo = t.type === "condo";
  const req = requester(g, rng);
  const premises = addressLines(dwellingAddress(t)!, rng, false);
  const report = reportDate(g, rng);
  const title = header(w, g, look, rng, req, premises.join(", "), report);
  facts(w, g, look, rng, L, [[rng.pick(TRACK.property), premises.join(", ")]]);

  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const dwelling = cov("DWELLING")!;
  const inTable = new Set<TruthCoverage>([dwelling]);
  const reqs: Req[] = [];
  reqs.push({
    item: rng.pick(TRACK.rows.location),
    required: rng.chance(0.5) ? "Matches collateral" : premises[0],
    found: premises,
    met: true,
  });
  const a = dwelling.limitPerAccident!;
  // The lender's minimum: the loan balance or a replacement-cost estimate, a little above or below A.
  const needed = Math.round((a * rng.pick([0.8, 0.9, 0.95, 1.05, 1.1])) / 1000) * 1000;
  reqs.push({
    item: rng.pick(condo ? TRACK.rows.condoA : TRACK.rows.DWELLING),
    required: fill(rng.pick(TRACK.min), { x: amount(needed, look) }),
    found: [amount(a, look)],
    met: a >= needed,
  });
  const cap = maxDeductible(rng, dwelling.deductible!);
  const capText = rng.chance(0.25)
    ? `${fill(rng.pick(TRACK.max), { x: amount(cap.cap, look) })} or 1% of A`
    : fill(rng.pick(TRACK.max), { x: amount(cap.cap, look) });
  reqs.push({
    item: rng.pick(TRACK.rows.deductible),
    required: capText,
    found: [amount(dwelling.deductible!, look)],
    met: cap.met,
  });
  const lender = lenderRows(req, look, rng, "mortgagee");
  reqs.push(...lender.rows);
  reqs.push(termRow(g, look, rng, report));
  const pl = cov("PERSONAL_LIABILITY");
  if (pl && rng.chance(condo ? 0.5 : 0.25)) {
    const min = rng.pick([100000, 300000, 500000].filter((x) => x !== pl.limitPerAccident));
    reqs.push({
      item: rng.pick(TRACK.rows.PERSONAL_LIABILITY),
      required: fill(rng.pick(TRACK.min), { x: amount(min, look) }),
      found: [amount(pl.limitPerAccident!, look)],
      met: pl.limitPerAccident! >= min,
    });
    inTable.add(pl);
  }
  reqs.push({
    item: rng.pick(TRACK.rows.premium),
    required: rng.pick(TRACK.premiumReq),
    found: [premiumText(L.total)],
    met: true,
  });
  table(w, look, rng, reqs);

  const others: string[][] = [];
  for (const code of [
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ]) {
    const c = cov(code);
    if (c && !inTable.has(c)) others.push([`${rng.pick(TRACK.cover[code])}: ${amount(c.limitPerAccident!, look)}`]);
    else if (!c && code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
      others.push([`${rng.pick(TRACK.cover[code])}: ${rng.pick(TRACK.als)}`]);
  }
  if (g.extras.windHailPercent) others.push([fill(rng.pick(TRACK.windLine), { p: String(g.extras.windHailPercent) })]);
  for (const o of g.extras.optional) others.push([`${o.label}: ${o.limit}`]);
  list(w, rng.pick(TRACK.otherHead), others);
  const rest = t.thirdParties.filter((p) => p !== req.party);
  list(
    w,
    rng.pick(TRACK.interestsHead),
    rest.map((p) => {
      const loan = p.loanNumber ? `, ${rng.pick(TRACK.loan)} ${p.loanNumber}` : "";
      return [`Mortgagee: ${p.name}${loan}`, addressLines(p.address, rng, false).join(", ")];
    }),
  );
  close(w, g, rng);
  return [title, !!req.party];
}

export const requirementsVsFoundReport: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const look = pickLook(rng, g);
  const [title, onPolicy] = t.type === "auto" ? autoReport(w, g, rng, look, L) : homeReport(w, g, rng, look, L);
  if (!look.naic) truth.carrier.naicCode = null;
  const order = look.order.join("-").replace("item-", "").replace("-item", "");
  // "requester-not-listed": the lender that ordered the report is not on the policy.
  const lender = onPolicy ? "requester-listed" : "requester-not-listed";
  const variant = [t.type, order, look.money, lender].join("-");
  return { truth, variant, title };
};
