import { isoDate, type GeneratedPolicy, type TruthAddress, type TruthCoverage, type TruthParty } from "../policy";
import type { Rng } from "../random";
import { AUTO_LENDERS, MORTGAGEES, STREET_NAMES, type Lender } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  officeAddress,
  personName,
  row,
  sameAddress,
  vehicleList,
  type Col,
  type KindFn,
  digits,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";

// Imitates the confirmation an agent or a carrier's service centre sends a lender when the
// mortgagee (or an auto's lienholder) clause on a policy was changed: the loan was sold or its
// servicing transferred, the home refinanced, the car refinanced with another lender. The new
// lender is the addressee; the page shows the PREVIOUS mortgagee or lienholder with its old loan
// number beside or above the NEW one with its new loan number, the date the change took effect
// (inside the term, not the policy's effective date), the policy number and term, the company,
// the named insureds and their mailing address, the property or the one financed vehicle, the
// coverages a lender checks (Coverage A and the deductible, sometimes all of A-F and a wind/hail
// percentage; or the liability limits and that car's comprehensive and collision deductibles),
// and the term premium with a "premium change: none" line. Three arrangements: a letter with the
// old and new clauses in sentences and indented blocks; a form with "Previous" and "New" columns;
// an endorsement-style schedule with "DELETE" and "ADD" lines. Written after the mortgagee change
// requests and confirmations agencies send to servicers, the "Interested party change" notices
// of carriers' policy-service centres and the ACORD-style policy change endorsements.
//
// THE TRUTH: the new lender only (name without its ISAOA clause, address, new loan number, the
// vehicle it is on); the old one, its loan number and the date of the change are distractors. The
// policy number, term, carrier (NAIC when printed), premium, insureds and mailing address, the
// dwelling or that one vehicle, and the coverages printed.

export const MCLAUSE = {
  title: {
    home: [
      "CONFIRMATION OF MORTGAGEE CHANGE",
      "Mortgagee Clause Change Confirmation",
      "MORTGAGEE CHANGE - CONFIRMATION OF COVERAGE",
      "Notice of Change in Mortgagee",
    ],
    auto: [
      "CONFIRMATION OF LIENHOLDER CHANGE",
      "Lienholder Change Confirmation",
      "LOSS PAYEE CHANGE - CONFIRMATION OF COVERAGE",
      "Notice of Change in Lienholder",
    ],
  },
  endorsementTitle: [
    "POLICY CHANGE ENDORSEMENT - ADDITIONAL INTEREST",
    "AMENDMENT OF MORTGAGEE / LOSS PAYEE SCHEDULE",
    "Policy Change - Interested Party Schedule",
  ],
  services: {
    home: ["Policy Services", "Mortgagee Services Unit", "Customer Service Center", "Lender Services"],
    auto: ["Policy Services", "Lienholder Services Unit", "Customer Service Center", "Lender Services"],
  },
  date: ["Date:", "Date Issued:", "Processed:", ""],
  attn: ["Attn: Insurance Department", "Attn: Hazard Insurance", "ATTN: INSURANCE TRACKING", "Attn: Loss Payee Dept."],
  isaoa: ["", " ISAOA/ATIMA", " ISAOA", ", its successors and/or assigns"],
  re: ["Re:", "RE:", "Regarding:"],
  insured: ["Insured:", "Named Insured(s):", "Borrower/Insured:", "Policyholder:"],
  mailing: ["Mailing Address:", "Insured Address:", "Address:"],
  policyNo: ["Policy Number:", "Policy No.:", "Policy #:"],
  term: ["Policy Term:", "Policy Period:", "Term:"],
  termJoin: [" to ", " - ", " through "],
  company: ["Company:", "Insurer:", "Writing Company:", "Insurance Carrier:"],
  naic: ["NAIC", "NAIC #", "NAIC Code"],
  location: ["Property Address:", "Insured Location:", "Residence Premises:", "Property:"],
  sameAsMailing: "Same as mailing address",
  vehicle: ["Vehicle:", "Insured Vehicle:", "Covered Auto:"],
  vin: ["VIN", "VIN:", "Vehicle ID:"],
  changeEff: ["Effective Date of Change:", "Change Effective:", "Date of Change:", "Endorsement Effective:"],
  reason: {
    home: ["Loan servicing transferred", "Loan refinanced", "Mortgage assigned to new servicer", "Refinance"],
    auto: ["Vehicle refinanced", "Loan paid off / refinanced", "Lien transferred to new lender", "Refinance"],
  },
  reasonLabel: ["Reason:", "Reason for change:", "Change requested:"],
  letter: {
    salutation: ["Dear Sir or Madam:", "To Whom It May Concern:", "Dear Lender:"],
    intro: [
      "At the request of our insured, the {clause} clause on the policy referenced above has been changed effective {date}. {old} has been removed and your institution has been added as {role}.",
      "This letter confirms that effective {date} the {clause} on the above policy was changed from {old} to your institution, as {role}.",
      "Please be advised that the {clause} clause was amended on {date}. The previous {clause}, {old}, was deleted and you were added as {role}.",
    ],
    previous: ["Previous {clause}:", "PRIOR {CLAUSE}:", "Removed:"],
    current: ["New {clause}:", "{CLAUSE} NOW READS:", "Added:"],
    coverage: [
      "Coverage on the {object} remains in force as summarized below.",
      "The coverage below applies to the {object} as of the date of this letter.",
      "Current coverage for the {object}:",
    ],
    closing: [
      "If you need anything further, please contact our office.",
      "Please update your records. A copy of this letter has been sent to the insured.",
      "Should you have any questions, please call us at the number above.",
    ],
    sign: ["Sincerely,", "Regards,", "Thank you,"],
  },
  columns: {
    head: [
      ["", "PREVIOUS", "NEW"],
      ["", "Old", "New"],
      ["Item", "Prior Mortgagee / Lienholder", "Current Mortgagee / Lienholder"],
      ["", "DELETED", "ADDED"],
    ],
    name: ["Name", "Mortgagee", "Lender"],
    addr: ["Address", "Mailing Address", "Address"],
    loan: ["Loan Number", "Loan No.", "Loan #"],
    pos: ["Position", "Interest", "Type"],
  },
  endorse: {
    intro: [
      "In consideration of the premium charged, the schedule of additional interests is amended as follows:",
      "The following change is made to the policy. All other terms and conditions remain unchanged.",
      "THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY.",
    ],
    del: ["DELETE:", "Delete", "REMOVE:"],
    add: ["ADD:", "Add", "ADD:"],
    number: ["Endorsement No.", "Change No.", "Amendment #"],
  },
  role: {
    mortgagee: ["first mortgagee", "mortgagee", "1st Mortgagee"],
    lienholder: ["lienholder", "loss payee", "lienholder/loss payee"],
    lessor: ["lessor", "lessor/additional insured", "lessor"],
  } as Record<string, string[]>,
  clause: { mortgagee: "mortgagee", lienholder: "lienholder", lessor: "lessor" } as Record<string, string>,
  object: {
    home: ["dwelling", "described premises", "property"],
    auto: ["described vehicle", "vehicle", "financed auto"],
  },
  loanWord: ["Loan No.", "Loan #", "Loan Number", "Acct #"],
  covHead: [
    ["Coverage", "Limit", "Deductible"],
    ["COVERAGE", "LIMITS", "DEDUCTIBLE"],
    ["Coverage", "Amount of Insurance", "Deductible"],
  ],
  cov: {
    BI: ["Bodily Injury Liability", "Bodily Injury", "BI"],
    PD: ["Property Damage Liability", "Property Damage", "PD"],
    CSL: ["Combined Single Limit", "Liability (CSL)", "CSL Liability"],
    UMBI: ["Uninsured Motorist BI", "Uninsured Motorist", "UM BI"],
    UIMBI: ["Underinsured Motorist BI", "Underinsured Motorist", "UIM BI"],
    UMPD: ["Uninsured Motorist PD", "UM Property Damage", "UMPD"],
    MEDPAY: ["Medical Payments", "Medical Payments", "Med Pay"],
    COMP: ["Comprehensive", "Other Than Collision", "Comp"],
    COLL: ["Collision", "Collision", "Coll"],
    DWELLING: ["Coverage A - Dwelling", "Dwelling", "Cov A Dwelling"],
    condoA: ["Coverage A - Building Property", "Unit Improvements", "Cov A Bldg Property"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "Other Structures", "Cov B Other Structures"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Personal Property", "Cov C Personal Property"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "Loss of Use", "Cov D Loss of Use"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "Personal Liability", "Cov E Liability"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments", "Medical Payments to Others", "Cov F Med Pay"],
  } as Record<string, string[]>,
  aop: ["All Other Perils Deductible", "Section I Deductible", "AOP Deductible"],
  wind: ["Windstorm/Hail Deductible", "Wind/Hail Deductible", "Windstorm or Hail"],
  windValue: ["{p}% of Coverage A", "{p}% of Dwelling", "{p}%"],
  acv: ["ACV", "Actual Cash Value", "-"],
  notCarried: ["Not Carried", "None", "Excluded"],
  als: ["Actual Loss Sustained", "ALS"],
  premium: ["Term Premium:", "Total Policy Premium:", "Policy Premium:", "Annual Premium:"],
  premChange: [
    "Premium Change: None",
    "Additional Premium: $0.00",
    "Premium change for this endorsement: $0.00",
    "Return Premium: None",
  ],
  billed: ["Payor: Insured", "Billed to: Mortgagee (escrow)", "Paid in full", "Bill plan: Direct bill"],
  agent: ["Agent:", "Producer:", "Servicing Agent:", "Your Agent:"],
  cc: ["cc: Named Insured", "cc: Insured; previous lienholder", "Copy: Insured / File"],
  form: ["MC-12 (03/21)", "LCC 04 18", "AI-CHG (ed. 10/22)", "PCE-7 06/19"],
};

type Arrangement = "letter" | "old-new" | "delete-add";

interface Look {
  arrangement: Arrangement;
  ds: AnyDateStyle;
  upper: boolean;
  table: boolean;
  fromAgency: boolean;
  naic: boolean;
  scheme: number;
}

const addDays = (iso: string, n: number) => isoDate(new Date(Date.parse(iso) + n * 86400000));

function lenderAddress(rng: Rng, l: Lender): TruthAddress {
  return {
    addressLine1: l.poBox ? `PO Box ${rng.int(1000, 99999)}` : `${rng.int(100, 9999)} ${rng.pick(STREET_NAMES)} Pkwy`,
    addressLine2: null,
    city: l.city,
    state: l.state,
    postalCode: l.zip,
    country: "US",
  };
}

const loanNo = (rng: Rng) =>
  rng.pick([
    () => digits(rng, 10),
    () => `${digits(rng, 4)}-${digits(rng, 6)}`,
    () => `${digits(rng, 7)}${"ABCDEFGHJK"[rng.int(0, 9)]}`,
    () => digits(rng, 12),
  ])();

/** The new lender (one on the policy when it has one) and the lender it replaced. */
function parties(g: GeneratedPolicy, rng: Rng): { next: TruthParty; prev: TruthParty } {
  const t = g.truth;
  const auto = t.type === "auto";
  const list = auto ? AUTO_LENDERS : MORTGAGEES;
  const onPolicy = t.thirdParties.filter((p) => (auto ? p.type === "lienholder" : p.type === "mortgagee"));
  let next: TruthParty;
  if (onPolicy.length) {
    next = structuredClone(auto ? rng.pick(onPolicy) : onPolicy[0]);
    if (!next.loanNumber) next.loanNumber = loanNo(rng);
  } else {
    const lender = rng.pick(list);
    const vehicles = vehicleList(g);
    const withComp = vehicles.filter((v) => t.coverages.some((c) => c.code === "COMP" && c.vin === v.vin));
    const car = auto ? rng.pick(withComp.length ? withComp : vehicles) : null;
    next = {
      type: auto ? "lienholder" : "mortgagee",
      name: lender.name,
      address: lenderAddress(rng, lender),
      loanNumber: loanNo(rng),
      ...(car ? { vin: car.vin } : {}),
    };
  }
  const old = rng.pick(list.filter((l) => l.name !== next.name));
  let oldLoan = loanNo(rng);
  while (oldLoan === next.loanNumber) oldLoan = loanNo(rng);
  const prev: TruthParty = {
    type: next.type,
    name: old.name,
    address: lenderAddress(rng, old),
    loanNumber: oldLoan,
    ...(next.vin ? { vin: next.vin } : {}),
  };
  return { next, prev };
}

function kvBlock(w: Writer, items: [string, string[]][], style: TextStyle = {}): void {
  const widest = Math.max(...items.map(([l]) => w.width_(l, { bold: true })));
  const x = Math.min(widest + 10, (w.right - w.left) * 0.4);
  for (const [l, v] of items) w.kv(l, v, x, { bold: true }, style);
}

function limitText(c: TruthCoverage): string {
  if (c.limitPerPerson !== null) return `${dollars(c.limitPerPerson)} / ${dollars(c.limitPerAccident!)}`;
  return c.limitPerAccident !== null ? dollars(c.limitPerAccident) : "";
}

const confirmation: KindFn = (w, g, rng) => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const auto = t.type === "auto";
  const condo = t.type === "condo";
  const look: Look = {
    arrangement: rng.pick<Arrangement>(["letter", "old-new", "delete-add"]),
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "Month d, yyyy", "Mon d, yyyy", "mm/dd/yy"]),
    upper: rng.chance(0.3),
    table: rng.chance(0.65),
    fromAgency: rng.chance(0.55),
    naic: !!x.naicCode && rng.chance(0.5),
    scheme: rng.int(0, 2),
  };
  const d = (iso: string) => dateText(iso, look.ds);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const { next, prev } = parties(g, rng);
  const car = auto ? vehicleList(g).find((v) => v.vin === next.vin)! : null;
  const changeDate = addDays(t.effectiveDate, rng.int(10, 160));
  const letterDate = addDays(changeDate, rng.int(0, 12));
  const clause = MCLAUSE.clause[next.type];
  const role = rng.pick(MCLAUSE.role[next.type]);
  const small: TextStyle = { size: w.size * 0.85 };

  // Letterhead: the agency or the carrier's service centre.
  const big: TextStyle = { bold: true, size: w.size * 1.5 };
  const top = w.y;
  if (look.fromAgency) {
    const office = officeAddress(rng);
    w.line(x.agent.agency, big);
    for (const l of addressLines(office, rng, false)) w.line(l, small);
    w.line(`Phone ${x.agent.phone}`, small);
  } else {
    w.line(x.brand, big);
    w.line(rng.pick(MCLAUSE.services[auto ? "auto" : "home"]), { ...small, bold: true });
    for (const l of carrierAddress(rng)) w.line(l, small);
  }
  const dateLabel = rng.pick(MCLAUSE.date);
  const dateLine = `${dateLabel ? `${dateLabel} ` : ""}${d(letterDate)}`;
  w.put(dateLine, w.right - w.width_(dateLine), top + w.size);
  w.gap(w.lineHeight);
  hrule(w, 0.8, w.lineHeight);

  // Window block: the new lender.
  const isaoa = rng.pick(MCLAUSE.isaoa);
  const windowLines = [
    `${next.name}${isaoa}`,
    ...(rng.chance(0.6) ? [rng.pick(MCLAUSE.attn)] : []),
    ...addressLines(next.address, rng, false),
  ];
  for (const l of windowLines) w.line(U(l));
  w.gap(w.lineHeight);

  const titleText =
    look.arrangement === "delete-add"
      ? rng.pick(MCLAUSE.endorsementTitle)
      : rng.pick(MCLAUSE.title[auto ? "auto" : "home"]);
  const ts: TextStyle = { bold: true, size: w.size * 1.3 };
  w.ensure(ts.size! * 2);
  w.put(titleText, (w.left + w.right - w.width_(titleText, ts)) / 2, w.y + ts.size!, ts);
  w.y += ts.size! * 1.8;

  // The Re: block.
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", look.upper));
  const company = look.naic ? `${t.carrier.name} (${rng.pick(MCLAUSE.naic)} ${x.naicCode})` : t.carrier.name;
  const re: [string, string[]][] = [
    [`${rng.pick(MCLAUSE.re)} ${rng.pick(MCLAUSE.insured)}`, names],
    [rng.pick(MCLAUSE.mailing), addressLines(t.address, rng, look.upper)],
    [rng.pick(MCLAUSE.policyNo), [t.policyNumber]],
    [rng.pick(MCLAUSE.term), [`${d(t.effectiveDate)}${rng.pick(MCLAUSE.termJoin)}${d(t.expirationDate)}`]],
    [rng.pick(MCLAUSE.company), [company]],
  ];
  if (car) {
    const desc = U(`${car.year} ${car.make} ${car.model}${car.trim && rng.chance(0.5) ? ` ${car.trim}` : ""}`);
    re.push([rng.pick(MCLAUSE.vehicle), [desc, `${rng.pick(MCLAUSE.vin)} ${car.vin}`]]);
  } else {
    const loc = dwellingAddress(t)!;
    const same = sameAddress(loc, t.address) && rng.chance(0.3);
    re.push([
      rng.pick(MCLAUSE.location),
      same ? [MCLAUSE.sameAsMailing] : [addressLines(loc, rng, look.upper).join(", ")],
    ]);
  }
  const changeLabel = rng.pick(MCLAUSE.changeEff);
  if (look.arrangement !== "letter") re.push([changeLabel, [d(changeDate)]]);
  if (rng.chance(0.5)) re.push([rng.pick(MCLAUSE.reasonLabel), [rng.pick(MCLAUSE.reason[auto ? "auto" : "home"])]]);
  kvBlock(w, re);
  w.gap(8);

  // The change itself.
  const loanWord = rng.pick(MCLAUSE.loanWord);
  const clauseLines = (p: TruthParty, withIsaoa: boolean) => [
    `${p.name}${withIsaoa ? isaoa : ""}`,
    ...addressLines(p.address, rng, false),
    `${loanWord} ${p.loanNumber}`,
  ];
  const C = clause.charAt(0).toUpperCase() + clause.slice(1);
  let variantBits: string[] = [look.arrangement];
  if (look.arrangement === "letter") {
    w.line(rng.pick(MCLAUSE.letter.salutation));
    w.gap(3);
    w.paragraph(
      fill(rng.pick(MCLAUSE.letter.intro), {
        clause,
        date: d(changeDate),
        old: prev.name,
        role,
      }),
    );
    w.gap(4);
    const blocks: [string, string[]][] = [
      [fill(rng.pick(MCLAUSE.letter.previous), { clause: C, CLAUSE: clause.toUpperCase() }), clauseLines(prev, false)],
      [fill(rng.pick(MCLAUSE.letter.current), { clause: C, CLAUSE: clause.toUpperCase() }), clauseLines(next, true)],
    ];
    const sideBySideBlocks = rng.chance(0.5);
    if (sideBySideBlocks)
      w.columns(
        blocks.map(([h, lines]) => (ww: Writer) => {
          ww.line(h, { bold: true });
          for (const l of lines.flatMap((v) => ww.wrap(U(v), {}, ww.right - ww.left - 10))) ww.line(l, {}, 10);
        }),
        24,
      );
    else
      for (const [h, lines] of blocks) {
        w.line(h, { bold: true });
        for (const l of lines.flatMap((v) => w.wrap(U(v), {}, w.right - w.left - 18))) w.line(l, {}, 18);
        w.gap(3);
      }
    variantBits.push(sideBySideBlocks ? "side-by-side" : "stacked");
    w.gap(4);
    w.paragraph(fill(rng.pick(MCLAUSE.letter.coverage), { object: rng.pick(MCLAUSE.object[auto ? "auto" : "home"]) }));
  } else if (look.arrangement === "old-new") {
    const head = rng.pick(MCLAUSE.columns.head);
    const cols: Col[] = [
      { at: 0, width: 0.2 },
      { at: 0.2, width: 0.4 },
      { at: 0.6, width: 0.4 },
    ];
    const F = MCLAUSE.columns;
    const k = rng.int(0, 2);
    hrule(w, 0.8, 2);
    row(
      w,
      cols,
      head.map((h) => [h]),
      { bold: true },
      { rule: true, vlines: true },
    );
    const rowsOf: [string, string[], string[]][] = [
      [F.name[k], [U(prev.name)], [U(`${next.name}${isaoa}`)]],
      [F.addr[k], addressLines(prev.address, rng, look.upper), addressLines(next.address, rng, look.upper)],
      [F.loan[k], [prev.loanNumber!], [next.loanNumber!]],
      [F.pos[k], [role], [role]],
    ];
    for (const [l, a, b] of rowsOf) row(w, cols, [[l], a, b], {}, { rule: true, vlines: true });
    w.gap(6);
  } else {
    const num = `${rng.pick(MCLAUSE.endorse.number)} ${rng.int(1, 6)}`;
    w.line(`${num}    ${changeLabel} ${d(changeDate)}`, { bold: true });
    w.paragraph(rng.pick(MCLAUSE.endorse.intro), small);
    w.gap(4);
    const k = rng.int(0, 2);
    const entry = (lead: string, p: TruthParty, withIsaoa: boolean) => {
      const body = `${C}: ${[...clauseLines(p, withIsaoa)].join(", ")}`;
      const indent = w.width_(`${lead}  `, { bold: true }) + 4;
      w.ensure(w.lineHeight * 2);
      w.put(lead, w.left, w.y + w.size, { bold: true });
      const lines = w.wrap(U(body), {}, w.right - w.left - indent);
      for (const l of lines) w.line(l, {}, indent);
      w.gap(3);
    };
    entry(MCLAUSE.endorse.del[k], prev, false);
    entry(MCLAUSE.endorse.add[k], next, true);
    w.gap(4);
  }

  // Coverage the lender checks.
  const printed = new Set<TruthCoverage>();
  const name = (code: string) => (code === "DWELLING" && condo ? MCLAUSE.cov.condoA : MCLAUSE.cov[code])[look.scheme];
  const cov = (code: string, vin?: string) =>
    t.coverages.find((c) => c.code === code && (vin ? c.vin === vin : !c.vin));
  const rows: [string, string, string][] = [];
  if (auto) {
    const liab = ["CSL", "BI", "PD"].map((c) => cov(c)).filter((c): c is TruthCoverage => !!c);
    const others = ["UMBI", "UIMBI", "UMPD", "MEDPAY"].map((c) => cov(c)).filter((c): c is TruthCoverage => !!c);
    const extra = rng.chance(0.5) ? others : [];
    for (const c of [...liab, ...extra]) {
      printed.add(c);
      rows.push([name(c.code), limitText(c), c.deductible !== null ? dollars(c.deductible) : ""]);
    }
    for (const code of ["COMP", "COLL"]) {
      const c = cov(code, car!.vin);
      if (c) printed.add(c);
      rows.push([
        name(code),
        c ? rng.pick(MCLAUSE.acv) : rng.pick(MCLAUSE.notCarried),
        c ? dollars(c.deductible!) : "",
      ]);
    }
  } else {
    const a = cov("DWELLING")!;
    printed.add(a);
    const full = rng.chance(0.5);
    const aopRow = rng.chance(0.5);
    rows.push([name("DWELLING"), dollars(a.limitPerAccident!), aopRow ? "" : dollars(a.deductible!)]);
    if (full)
      for (const code of [
        "OTHER_STRUCTURES",
        "PERSONAL_PROPERTY",
        "LOSS_OF_USE",
        "PERSONAL_LIABILITY",
        "MEDICAL_PAYMENTS",
      ]) {
        const c = cov(code);
        if (c) {
          printed.add(c);
          rows.push([name(code), dollars(c.limitPerAccident!), ""]);
        } else if (code === "LOSS_OF_USE" && x.lossOfUseAls) rows.push([name(code), rng.pick(MCLAUSE.als), ""]);
      }
    if (aopRow) rows.push([rng.pick(MCLAUSE.aop), "", dollars(a.deductible!)]);
    if (x.windHailPercent)
      rows.push([rng.pick(MCLAUSE.wind), "", fill(rng.pick(MCLAUSE.windValue), { p: String(x.windHailPercent) })]);
    variantBits.push(full ? "full" : "cov-a");
  }
  if (look.table) {
    const cols: Col[] = [
      { at: 0, width: 0.46 },
      { at: 0.46, width: 0.32 },
      { at: 0.78, width: 0.22, align: "r" },
    ];
    w.gap(2);
    hrule(w, 0.8, 2);
    row(
      w,
      cols,
      rng.pick(MCLAUSE.covHead).map((h) => [h]),
      { bold: true },
      { rule: true },
    );
    for (const [a, b, c] of rows) row(w, cols, [[a], [b], [c]], {}, { pad: 1 });
    hrule(w, 0.8, 4);
  } else
    for (const [a, b, c] of rows) {
      const parts = [b === "-" ? "" : b, c ? `deductible ${c}` : ""].filter(Boolean).join(", ");
      w.line(`${a}: ${parts}`, {}, 12);
    }
  variantBits.push(look.table ? "table" : "lines");
  w.gap(4);

  // Premium.
  const premWords = MCLAUSE.premium.filter((l) => x.termMonths === 12 || !l.startsWith("Annual"));
  kvBlock(w, [[rng.pick(premWords), [dollars(t.premium, { cents: true })]]], { bold: true });
  w.line(rng.pick(MCLAUSE.premChange), small);
  if (!auto && rng.chance(0.5)) w.line(rng.pick(MCLAUSE.billed), small);
  w.gap(8);

  if (look.arrangement === "letter") {
    w.paragraph(rng.pick(MCLAUSE.letter.closing));
    w.gap(4);
    w.line(rng.pick(MCLAUSE.letter.sign));
    w.gap(w.lineHeight);
    w.line(look.fromAgency ? x.agent.name : rng.pick(MCLAUSE.services[auto ? "auto" : "home"]));
    if (look.fromAgency) w.line(x.agent.agency, small);
  } else {
    const ag = x.agent;
    w.line(`${rng.pick(MCLAUSE.agent)} ${ag.agency}  ${ag.phone}  Code ${ag.code}`, small);
  }
  if (rng.chance(0.6)) w.line(rng.pick(MCLAUSE.cc), small);
  w.gap(6);
  w.line(rng.pick(MCLAUSE.form), { size: w.size * 0.7 });

  // The truth: the new lender, its vehicle or the premises, the printed coverages.
  if (car) truth.properties = truth.properties.filter((p) => p.type === "vehicle" && p.data.vin === car.vin);
  truth.coverages = truth.coverages.filter((_, i) => printed.has(t.coverages[i]));
  truth.thirdParties = [next];
  if (!look.naic) truth.carrier.naicCode = null;
  variantBits = [t.type, ...variantBits, look.fromAgency ? "agency" : "carrier"];
  return { truth, variant: variantBits.join("-"), title: `${titleText} - ${t.policyNumber}` };
};

export const mortgageeClauseChangeConfirmation: KindFn = confirmation;
