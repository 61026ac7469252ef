import type { GeneratedPolicy, TruthCoverage } from "../policy";
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
  vehicleList,
  type KindFn,
} from "./common";
import { dateText, type AnyDateStyle } from "./forms";

// Imitates the "policy detail" screen an agency-management system prints when a lender's tracking
// service calls the agency (the policy inquiry or policy summary report of the agency systems, the
// download the carrier sends the agency): no letterhead, a report line with the agency, run date
// and operator, then the policy header as a run of short "Label: value" pairs laid at tab stops,
// two to four to a line (Pol No, LOB, Status, Term, Eff, Exp, Bill Type, Pay Plan, Writing Co,
// NAIC, Full Term Prem, Producer, CSR, Cust #), the named insureds surname first and the mailing
// address as one line. Auto policies list the drivers, then each unit on one line ("Veh 1 2019
// TOYOTA CAMRY LE VIN ... Use: Commute Terr: 021") with its coverages as a line of the trade's
// abbreviations and the values inline ("BI 100/300 PD 100,000 UM 100/300 MED 5,000 COMP 500 COLL
// 1,000 RENT 40/1200 TOW"), liability either repeated on every unit or given once as policy-level
// coverages, the unit's premium at the end, and the lienholder as an "LH:" / "LP:" / "ADDL INT:"
// code with its address and loan number on the line under the unit. Homes get the location and
// rating facts (form, year built, construction, protection class) as pairs and Coverages A-F as one
// run ("COV A 350,000 COV B 35,000 ... AOP DED 1,000 WIND/HAIL 2%"), endorsements as codes, and
// the mortgagees as "MTG1:" / "MTG2:" lines. A premium summary and a remarks line close the report.
// Written after the dense upper-case abbreviations of USAA's and Hanover's mainframe pages and the
// "COMP/COLL" shorthand of the real schedules, set out as an agency screen rather than a form.

export const AMS = {
  report: [
    "Policy Detail",
    "Policy Inquiry",
    "Policy Information Report",
    "POLICY DETAIL REPORT",
    "Policy Summary - Detail",
  ],
  run: ["Run Date:", "Printed:", "Date:"],
  user: ["User:", "Oper:", "By:"],
  page: ["Page 1", "Pg 1", "Page: 1"],
  policy: ["Pol No", "Policy #", "Policy No"],
  lob: ["LOB", "Line", "Type"],
  lobValue: {
    auto: ["PPA", "AUTOP", "Personal Auto"],
    home: ["HOME", "HO", "Homeowners"],
    condo: ["CONDO", "HO6", "Condo Unit"],
  } as Record<string, string[]>,
  status: ["Status", "Sts"],
  statusValue: ["Active", "In Force", "ACTIVE", "Renewed"],
  term: ["Term", "Pol Term"],
  termValue: { 6: ["6 Mo", "06 MOS", "Semi-Annual"], 12: ["12 Mo", "12 MOS", "Annual"] } as Record<number, string[]>,
  eff: ["Eff", "Eff Dt", "Effective"],
  exp: ["Exp", "Exp Dt", "Expiration"],
  company: ["Writing Co", "Company", "Co", "Carrier"],
  naic: ["NAIC", "NAIC #", "NAIC Cd"],
  bill: ["Bill Type", "Billing", "Bill"],
  billValue: ["Direct Bill", "DB", "Agency Bill", "AB"],
  plan: ["Pay Plan", "Plan"],
  planValue: ["Full Pay", "2 Pay", "Monthly EFT", "Quarterly", "10 Pay"],
  premium: ["Full Term Prem", "Written Prem", "Term Prem", "Annual Prem"],
  producer: ["Producer", "Agent", "Prod"],
  csr: ["CSR", "Acct Rep", "Svc Rep"],
  cust: ["Cust #", "Client ID", "Acct #"],
  insured: ["Named Insd", "Insured", "Name"],
  second: ["2nd Insd", "Co-Insd", "Addl Named Insd"],
  mail: ["Mail Addr", "Mailing", "Address"],
  head: {
    drivers: ["DRIVERS", "Drivers", "Operators"],
    vehicles: ["VEHICLES / COVERAGES", "Vehicles", "Units / Coverages"],
    policyCov: ["POLICY LEVEL COVERAGES", "Policy Coverages", "Liability - All Vehicles"],
    premium: ["PREMIUM SUMMARY", "Premium", "Premium Detail"],
    location: ["LOCATION", "Location / Dwelling", "Risk Location"],
    coverages: ["COVERAGES", "Coverage Detail", "Section I / II"],
    endorsements: ["ENDORSEMENTS", "Optional Coverages", "Endts"],
    interests: ["ADDITIONAL INTERESTS", "Addl Interests", "Interests"],
    remarks: ["REMARKS", "Notes", "Activity"],
  },
  driverRel: ["Named Insd", "Insured", "Spouse", "Child", "Other Rel"],
  rel: ["Rel:", "Relation:"],
  dob: ["DOB: **/**/****", "DOB: XX/XX/XXXX", "DOB: on file"],
  lic: ["Lic St:", "DL St:"],
  veh: ["Veh {n}", "V{n}", "#{n}", "Unit {n}"],
  vin: ["VIN", "VIN:", "Serial"],
  use: ["Use: Pleasure", "Use: Commute", "Use: Work", "Use: PL", "Use: CM"],
  terr: ["Terr:", "Terr"],
  vehPrem: ["Prem", "Veh Prem", "Unit Prem"],
  codes: {
    BI: ["BI", "BI"],
    PD: ["PD", "PD"],
    CSL: ["CSL", "LIAB CSL"],
    UMBI: ["UM", "UMBI"],
    UIMBI: ["UIM", "UIMBI"],
    UMPD: ["UMPD", "UMPD"],
    MEDPAY: ["MED", "MP"],
    COMP: ["COMP", "OTC"],
    COLL: ["COLL", "COLL"],
  } as Record<string, string[]>,
  liab: ["BI/PD", "LIAB"],
  ded: ["", " DED"],
  noPhysical: ["LIAB ONLY", "NO PHYS DAM", "NO COMP/COLL"],
  party: {
    lienholder: ["LH:", "LP:", "ADDL INT: LH", "LIEN:"],
    lessor: ["LS:", "ADDL INT: AI/LESSOR", "LESSOR:"],
    mortgagee: ["MTG1:", "1ST MTG:", "MORT 1:"],
    second: ["MTG2:", "2ND MTG:", "MORT 2:"],
  } as Record<string, string[]>,
  loan: ["Loan#", "Ln#", "Loan No", "Acct#"],
  optional: {
    "Rental Reimbursement": ["RENT 40/1200", "RREIM 40/1200"],
    "Roadside Assistance": ["TOW", "RSA"],
    "Personal Injury Protection": ["PIP 10,000", "PIP 10,000"],
    "Loan/Lease Gap Coverage": ["GAP", "LOAN/LEASE"],
    "Water Backup and Sump Overflow": ["WBU 10,000", "WTR BKUP 10,000"],
    "Ordinance or Law": ["ORD/LAW 10%", "ORD LAW 10%"],
    "Identity Theft Expense": ["ID THEFT", "IDT 25,000"],
    "Scheduled Jewelry": ["SCHED JWL 8,500", "SPP JEWELRY 8,500"],
  } as Record<string, string[]>,
  home: {
    DWELLING: ["COV A", "A-DWLG", "DWELL"],
    OTHER_STRUCTURES: ["COV B", "B-OTH STR", "OTH STR"],
    PERSONAL_PROPERTY: ["COV C", "C-PERS PROP", "PERS PROP"],
    LOSS_OF_USE: ["COV D", "D-LOU", "LOSS USE"],
    PERSONAL_LIABILITY: ["COV E", "E-LIAB", "PERS LIAB"],
    MEDICAL_PAYMENTS: ["COV F", "F-MED", "MED PAY"],
  } as Record<string, string[]>,
  condoA: ["COV A", "A-BLDG", "UNIT BLDG"],
  aop: ["AOP DED", "ALL PERIL DED", "SEC I DED"],
  wind: ["WIND/HAIL", "W/H DED", "WH DED"],
  als: "ALS",
  loc: ["Loc", "Location", "Risk Addr"],
  form: ["Form", "Pol Form"],
  yearBuilt: ["Yr Blt", "Yr Built"],
  constr: ["Constr", "Const"],
  constrValue: ["Frame", "Masonry", "Brick Ven", "FRAME", "Mas Ven"],
  prot: ["Prot Cl", "PC"],
  occ: ["Occ", "Occupancy"],
  occValue: { home: ["Owner", "Primary", "OWNER"], condo: ["Owner", "Unit Owner"] } as Record<string, string[]>,
  base: ["Base Prem", "Coverage Prem", "Prem"],
  inFee: ["Fees/Surch", "Surcharges", "Taxes/Fees"],
  outFee: ["Inst Fee", "Svc Chg (not incl)", "Inst Chg"],
  total: ["Total Prem", "TOTAL", "Total Full Term"],
  remarks: [
    "EOI sent to lienholder.",
    "Renewal offer accepted - no changes.",
    "Pmt rec'd - PIF.",
    "Evidence faxed to mortgagee on request.",
    "Insd called re: coverage verification.",
  ],
};

interface Look {
  ds: AnyDateStyle;
  /** Split limits in thousands ("100/300") or in full ("100,000/300,000"). */
  thousands: boolean;
  sign: boolean;
  perLine: number;
  boldLabels: boolean;
  sep: string;
  upper: boolean;
}

const group = (n: number) => n.toLocaleString("en-US");

/** Tokens laid left to right with a fixed gap, wrapping to `indent` when the line is full. */
function flow(w: Writer, tokens: string[], indent: number, style: TextStyle = {}): void {
  const gap = w.width_("MM", style);
  w.ensure(w.lineHeight);
  let x = w.left + indent;
  for (const tok of tokens) {
    const tw = w.width_(tok, style);
    if (x > w.left + indent && x + tw > w.right) {
      w.y += w.lineHeight;
      w.ensure(w.lineHeight);
      x = w.left + indent;
    }
    w.put(tok, x, w.y + w.size, style);
    x += tw + gap;
  }
  w.y += w.lineHeight;
}

/** "Label: value" pairs at tab stops, `perLine` to a line; a long pair takes as many stops as it needs. */
function pairs(w: Writer, items: [string, string][], look: Look): void {
  const span = w.right - w.left;
  const cellW = span / look.perLine;
  const lab: TextStyle = { bold: look.boldLabels };
  let col = 0;
  w.ensure(w.lineHeight);
  const newline = () => {
    w.y += w.lineHeight;
    w.ensure(w.lineHeight);
    col = 0;
  };
  for (const [l, v] of items) {
    const label = `${l}${look.sep}`;
    const lw = w.width_(label, lab);
    const need = lw + 4 + w.width_(v) + 10;
    const stops = Math.ceil(need / cellW);
    if (col > 0 && col + stops > look.perLine) newline();
    const x = w.left + col * cellW;
    w.put(label, x, w.y + w.size, lab);
    const lines = w.wrap(v, {}, w.right - x - lw - 4);
    lines.forEach((line, i) => {
      if (i > 0) newline();
      w.put(line, x + lw + 4, w.y + w.size);
    });
    col += lines.length > 1 ? look.perLine : stops;
    if (col >= look.perLine) newline();
  }
  if (col > 0) newline();
}

function section(w: Writer, text: string): void {
  w.gap(3);
  w.ensure(w.lineHeight * 3);
  hrule(w, 0.5, 2);
  w.line(text, { bold: true });
}

function header(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look): string {
  const x = g.extras;
  const small: TextStyle = { size: w.size * 0.85 };
  const report = rng.pick(AMS.report);
  const time = `${rng.int(7, 17)}:${String(rng.int(0, 59)).padStart(2, "0")}`;
  const user = x.agent.name
    .split(" ")
    .map((p) => p[0])
    .join("")
    .toUpperCase();
  const runDate = dateText(x.issueDate, look.ds);
  const left = look.upper ? x.agent.agency.toUpperCase() : x.agent.agency;
  // Run date, operator and page as separate fields at the right, as the report's header prints them.
  const right = [
    `${rng.pick(AMS.run)} ${runDate} ${time}`,
    `${rng.pick(AMS.user)} ${user}${rng.int(1, 99)}`,
    rng.pick(AMS.page),
  ];
  w.ensure(w.lineHeight * 3);
  w.put(left, w.left, w.y + small.size!, small);
  const gap = w.width_("MMM", small);
  let rx = w.right;
  for (const r of [...right].reverse()) {
    rx -= w.width_(r, small);
    w.put(r, rx, w.y + small.size!, small);
    rx -= gap;
  }
  w.y += small.size! * 1.5;
  hrule(w, 1, 4);
  const big: TextStyle = { bold: true, size: w.size * 1.25 };
  w.line(look.upper ? report.toUpperCase() : report, big);
  w.gap(2);
  return report;
}

/** The policy header pairs; returns whether the NAIC code printed. */
function policyPairs(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look): boolean {
  const t = g.truth;
  const x = g.extras;
  const d = (iso: string) => dateText(iso, look.ds);
  const naic = !!x.naicCode && rng.chance(0.6);
  const up = (s: string) => (look.upper ? s.toUpperCase() : s);
  const items: [string, string][] = [
    [rng.pick(AMS.policy), t.policyNumber],
    [rng.pick(AMS.lob), rng.pick(AMS.lobValue[t.type])],
    [rng.pick(AMS.status), rng.pick(AMS.statusValue)],
    [rng.pick(AMS.term), rng.pick(AMS.termValue[x.termMonths])],
    [rng.pick(AMS.eff), d(t.effectiveDate)],
    [rng.pick(AMS.exp), d(t.expirationDate)],
    [rng.pick(AMS.bill), rng.pick(AMS.billValue)],
    [rng.pick(AMS.plan), rng.pick(AMS.planValue)],
    [rng.pick(AMS.company), up(t.carrier.name)],
    ...(naic ? [[rng.pick(AMS.naic), x.naicCode!] as [string, string]] : []),
    [
      rng.pick(AMS.premium.filter((l) => x.termMonths === 12 || !l.startsWith("Annual"))),
      dollars(t.premium, { cents: true, sign: look.sign }),
    ],
    [rng.pick(AMS.producer), `${x.agent.code} ${up(x.agent.name)}`],
    ...(rng.chance(0.6)
      ? [[rng.pick(AMS.csr), up(rng.pick(["Kim", "Pat", "Lee", "Jo", "Sam"]))] as [string, string]]
      : []),
    [rng.pick(AMS.cust), x.accountNumber],
  ];
  pairs(w, items, look);
  const form = rng.chance(0.6) ? "last-first" : "first-last";
  const people: [string, string][] = t.insureds.map((_, i) => [
    i === 0 ? rng.pick(AMS.insured) : rng.pick(AMS.second),
    personName(g, i, form, look.upper),
  ]);
  people.push([rng.pick(AMS.mail), addressLines(t.address, rng, look.upper).join(", ")]);
  pairs(w, people, { ...look, perLine: Math.min(look.perLine, 2) });
  return naic;
}

function pickLook(rng: Rng): Look {
  return {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "mm/dd/yy", "m/d/yyyy", "yyyy-mm-dd"]),
    thousands: rng.chance(0.55),
    sign: rng.chance(0.4),
    perLine: rng.pick([2, 3, 3, 4]),
    boldLabels: rng.chance(0.5),
    sep: rng.pick([": ", ":", " "]),
    upper: rng.chance(0.5),
  };
}

const amount = (n: number, look: Look) => `${look.sign ? "$" : ""}${group(n)}`;

function splitValue(c: TruthCoverage, look: Look): string {
  if (look.thousands) return `${c.limitPerPerson! / 1000}/${c.limitPerAccident! / 1000}`;
  return `${amount(c.limitPerPerson!, look)}/${amount(c.limitPerAccident!, look)}`;
}

/** The liability and other shared coverages as tokens. */
function sharedTokens(t: GeneratedPolicy["truth"], rng: Rng, look: Look, scheme: number): string[] {
  const code = (c: string) => AMS.codes[c][scheme];
  const cov = (c: string) => t.coverages.find((x) => x.code === c && !x.vin);
  const out: string[] = [];
  const csl = cov("CSL");
  const bi = cov("BI");
  const pd = cov("PD");
  if (csl) out.push(`${code("CSL")} ${amount(csl.limitPerAccident!, look)}`);
  if (bi && pd) {
    // "PD 100" alone would not say thousands: a thousands page writes liability as one triple.
    if (look.thousands)
      out.push(
        `${rng.pick(AMS.liab)} ${bi.limitPerPerson! / 1000}/${bi.limitPerAccident! / 1000}/${pd.limitPerAccident! / 1000}`,
      );
    else out.push(`${code("BI")} ${splitValue(bi, look)}`, `${code("PD")} ${amount(pd.limitPerAccident!, look)}`);
  }
  for (const c of ["UMBI", "UIMBI"]) {
    const x = cov(c);
    if (!x) continue;
    out.push(`${code(c)} ${x.limitPerPerson === null ? amount(x.limitPerAccident!, look) : splitValue(x, look)}`);
  }
  const umpd = cov("UMPD");
  if (umpd)
    out.push(
      `${code("UMPD")} ${amount(umpd.limitPerAccident!, look)}${umpd.deductible !== null ? ` DED ${group(umpd.deductible)}` : ""}`,
    );
  const med = cov("MEDPAY");
  if (med) out.push(`${code("MEDPAY")} ${amount(med.limitPerAccident!, look)}`);
  return out;
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const look = pickLook(rng);
  const report = header(w, g, rng, look);
  const naic = policyPairs(w, g, rng, look);
  const money = ledger(g, rng);
  const up = (s: string) => (look.upper ? s.toUpperCase() : s);

  section(w, rng.pick(AMS.head.drivers));
  const rel = rng.pick(AMS.rel);
  const dob = rng.pick(AMS.dob);
  const lic = rng.pick(AMS.lic);
  x.drivers.forEach((name, i) => {
    const [first, ...rest] = name.split(" ");
    const shown = rng.chance(0.5) ? `${rest.join(" ")}, ${first}` : name;
    const r = i < t.insureds.length ? AMS.driverRel[i === 0 ? rng.int(0, 1) : 2] : rng.pick(AMS.driverRel.slice(2));
    flow(w, [String(i + 1).padStart(2, "0"), up(shown), `${rel} ${r}`, dob, `${lic} ${t.address.state}`], 6);
  });

  const scheme = rng.int(0, 1);
  const code = (c: string) => AMS.codes[c][scheme];
  const shared = sharedTokens(t, rng, look, scheme);
  const perVehicle = rng.chance(0.5);
  if (!perVehicle && shared.length) {
    section(w, rng.pick(AMS.head.policyCov));
    flow(w, shared, 6);
  }
  section(w, rng.pick(AMS.head.vehicles));
  const cars = vehicleList(g);
  const vehWord = rng.pick(AMS.veh);
  const vinWord = rng.pick(AMS.vin);
  const use = rng.pick(AMS.use);
  const terr = rng.pick(AMS.terr);
  const dedWord = rng.pick(AMS.ded);
  const loanWord = rng.pick(AMS.loan);
  const opt = x.optional.flatMap((o) => (AMS.optional[o.label] ? [AMS.optional[o.label][scheme]] : []));
  const premWord = rng.pick(AMS.vehPrem);
  cars.forEach((v, i) => {
    const car = `${v.year} ${v.make} ${v.model}${v.trim && rng.chance(0.5) ? ` ${v.trim}` : ""}`;
    const head = [
      vehWord.replace("{n}", String(i + 1)),
      up(car),
      `${vinWord} ${v.vin}`,
      use,
      `${terr} ${String(rng.int(1, 60)).padStart(3, "0")}`,
    ];
    flow(w, head, 0, { bold: rng.chance(0.3) });
    const comp = t.coverages.find((c) => c.code === "COMP" && c.vin === v.vin);
    const coll = t.coverages.find((c) => c.code === "COLL" && c.vin === v.vin);
    const tokens = [
      ...(perVehicle ? shared : []),
      ...(comp ? [`${code("COMP")}${dedWord} ${group(comp.deductible!)}`] : []),
      ...(coll ? [`${code("COLL")}${dedWord} ${group(coll.deductible!)}`] : []),
      ...(!comp && !coll ? [rng.pick(AMS.noPhysical)] : []),
      ...opt,
      `${premWord} ${dollars(fromCents(money.vehicleTotals[i]), { cents: true, sign: look.sign })}`,
    ];
    flow(w, tokens, 18);
    for (const p of t.thirdParties.filter((p) => p.vin === v.vin)) {
      const role = rng.pick(AMS.party[p.type]);
      flow(
        w,
        [
          role,
          up(p.name),
          addressLines(p.address, rng, look.upper).join(", "),
          ...(p.loanNumber ? [`${loanWord} ${p.loanNumber}`] : []),
        ],
        18,
      );
    }
    w.gap(2);
  });

  premiumSummary(
    w,
    rng,
    look,
    money,
    cars.map((_, i) => vehWord.replace("{n}", String(i + 1))),
  );
  remarks(w, rng, true);

  if (!naic) truth.carrier.naicCode = null;
  const variant = [
    look.thousands ? "thousands" : "full",
    perVehicle ? "liab-per-unit" : "liab-policy-level",
    `${cars.length}-veh`,
    `${look.perLine}-per-line`,
  ];
  return { truth, variant: variant.join("-"), title: `${report} - ${t.policyNumber}` };
};

function premiumSummary(
  w: Writer,
  rng: Rng,
  look: Look,
  money: ReturnType<typeof ledger>,
  units: string[] | null,
): void {
  section(w, rng.pick(AMS.head.premium));
  const $ = (c: number) => dollars(fromCents(c), { cents: true, sign: look.sign });
  const items: [string, string][] = [];
  if (units && units.length > 1) units.forEach((u, i) => items.push([u, $(money.vehicleTotals[i])]));
  else items.push([rng.pick(AMS.base), $(money.base)]);
  const inFees = money.inFees.reduce((s, f) => s + f.amount, 0);
  if (inFees) items.push([rng.pick(AMS.inFee), $(inFees)]);
  items.push([rng.pick(AMS.total), $(money.total)]);
  for (const f of money.outFees) items.push([rng.pick(AMS.outFee), $(f.amount)]);
  pairs(w, items, { ...look, perLine: Math.max(3, look.perLine) });
}

function remarks(w: Writer, rng: Rng, auto: boolean): void {
  if (!rng.chance(0.6)) return;
  section(w, rng.pick(AMS.head.remarks));
  w.line(rng.pick(AMS.remarks.filter((r) => !r.includes(auto ? "mortgagee" : "lienholder"))), {}, 6);
}

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const condo = t.type === "condo";
  const look = pickLook(rng);
  look.thousands = false;
  const report = header(w, g, rng, look);
  const naic = policyPairs(w, g, rng, look);
  const money = ledger(g, rng);
  const up = (s: string) => (look.upper ? s.toUpperCase() : s);

  section(w, rng.pick(AMS.head.location));
  const loc = addressLines(dwellingAddress(t)!, rng, look.upper).join(", ");
  pairs(
    w,
    [
      [rng.pick(AMS.loc), loc],
      [rng.pick(AMS.form), x.form],
      [rng.pick(AMS.yearBuilt), String(x.yearBuilt)],
      [rng.pick(AMS.constr), rng.pick(AMS.constrValue)],
      [rng.pick(AMS.prot), String(rng.int(1, 9))],
      [rng.pick(AMS.occ), rng.pick(AMS.occValue[condo ? "condo" : "home"])],
    ],
    look,
  );

  section(w, rng.pick(AMS.head.coverages));
  const scheme = rng.int(0, 2);
  const label = (c: string) => (c === "DWELLING" && condo ? AMS.condoA : AMS.home[c])[scheme];
  const tokens: string[] = [];
  for (const c of Object.keys(AMS.home)) {
    const cov = t.coverages.find((v) => v.code === c);
    if (cov) tokens.push(`${label(c)} ${amount(cov.limitPerAccident!, look)}`);
    else if (c === "LOSS_OF_USE" && x.lossOfUseAls) tokens.push(`${label(c)} ${AMS.als}`);
  }
  const a = t.coverages.find((c) => c.code === "DWELLING")!;
  tokens.push(`${rng.pick(AMS.aop)} ${amount(a.deductible!, look)}`);
  if (x.windHailPercent) tokens.push(`${rng.pick(AMS.wind)} ${x.windHailPercent}%`);
  flow(w, tokens, 6);
  const opt = x.optional.flatMap((o) => (AMS.optional[o.label] ? [AMS.optional[o.label][scheme % 2]] : []));
  if (opt.length) {
    section(w, rng.pick(AMS.head.endorsements));
    flow(w, opt, 6);
  }

  if (t.thirdParties.length) {
    section(w, rng.pick(AMS.head.interests));
    const loanWord = rng.pick(AMS.loan);
    const roles = rng.int(0, 2);
    t.thirdParties.forEach((p, i) =>
      flow(
        w,
        [
          AMS.party[i === 0 ? "mortgagee" : "second"][roles],
          up(p.name),
          addressLines(p.address, rng, look.upper).join(", "),
          ...(p.loanNumber ? [`${loanWord} ${p.loanNumber}`] : []),
        ],
        6,
      ),
    );
  }
  premiumSummary(w, rng, look, money, null);
  remarks(w, rng, false);

  if (!naic) truth.carrier.naicCode = null;
  const variant = [condo ? "condo" : "home", look.sign ? "sign" : "bare", `${look.perLine}-per-line`];
  return { truth, variant: variant.join("-"), title: `${report} - ${t.policyNumber}` };
};

export const amsPolicyDetail: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
