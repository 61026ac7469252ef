import { isoDate, type GeneratedPolicy, type TruthAddress, type TruthCoverage, type TruthParty } from "../policy";
import type { Rng } from "../random";
import { AUTO_LENDERS, MORTGAGEES, type Lender } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  personName,
  row,
  sameAddress,
  vehicleList,
  type Col,
  type KindFn,
  digits,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";

// Imitates the notice a carrier's policy-services centre mails to the lienholder or mortgagee
// itself (the "Notice to Lienholder", "Mortgagee Clause Notice", "Interested Party Notice" a lender's
// insurance-tracking department receives at new business, renewal or a change, beside the copy of
// the declarations the insured gets). The lender is the addressee: its name, an "Attn:" line, its
// address and often its loan number sit in the window-envelope block under the carrier's return
// address, so the first address on the page is not the insured's. The reason for the notice is a
// row of typed check boxes or a single "Reason for notice:" line (with a change date inside the
// term that is not the policy's effective date). The insured, the mailing address, the policy, its
// term and company, and the one financed vehicle or the insured premises are in a "Re:" block of
// label/value lines; the coverage that matters to the lender follows as a short table or as
// sentences (liability, the vehicle's comprehensive and collision deductibles; or Coverage A and
// the deductible), then the term premium and how it is billed, the lender's notice-of-cancellation
// clause in small print, the agent, and a form number. Written after the window-envelope heads of
// Progressive's and State Farm's pages, USAA's and Hanover's "FIRST MORTGAGEE" blocks and the loss
// payee wording on the real pages. A notice concerns one loan: other cars and other lenders on the
// policy are not on it.

export const NOTICE = {
  title: {
    auto: [
      "NOTICE TO LIENHOLDER",
      "Lienholder Notification",
      "LOSS PAYEE NOTICE",
      "Notice to Loss Payee / Lienholder",
      "Interested Party Notice",
      "EVIDENCE OF COVERAGE - FOR YOUR RECORDS",
    ],
    home: [
      "MORTGAGEE NOTICE",
      "Notice to Mortgagee",
      "MORTGAGEE CLAUSE NOTICE",
      "Interested Party Notice",
      "EVIDENCE OF COVERAGE - FOR YOUR RECORDS",
      "Notice to Mortgagee / Loss Payee",
    ],
  },
  services: [
    "Policyholder Services",
    "Lienholder Services Center",
    "Insurance Services Center",
    "Policy Service Center",
  ],
  attn: ["Attn: Insurance Department", "Attn: Insurance Tracking", "Attn: Insurance Services", "ATTN: INS DEPT"],
  isaoa: ["", " ISAOA/ATIMA", " ISAOA", ", its successors and/or assigns"],
  noticeDate: ["Notice Date:", "Date of Notice:", "Mailing Date:", "Date:"],
  policyNo: ["Policy Number:", "Policy No.:", "Policy #:"],
  page: ["Page 1 of 1", "Page 1"],
  loanTop: ["Loan No.", "Loan #", "Your Loan Number:", "Ref/Loan:"],
  reasonHead: ["Reason for Notice:", "Reason for notice:", "Type of Transaction:", "Notice Reason:"],
  reasons: {
    new: ["New Business", "New Policy", "New business issued"],
    renewal: ["Renewal", "Policy Renewed", "Renewal issued"],
    change: ["Policy Change", "Change in Coverage", "Endorsement"],
    added: ["Interest Added", "Additional Interest Added", "Lienholder/Mortgagee Added"],
  },
  checkboxes: ["New Business", "Renewal", "Policy Change", "Interest Added", "Reinstatement"],
  changeOn: ["Change effective {d}", "Transaction effective {d}", "Effective date of change: {d}"],
  re: ["Re:", "RE:", "Regarding:"],
  insured: ["Insured:", "Named Insured:", "Named Insured(s):", "Borrower/Insured:"],
  mailing: ["Mailing Address:", "Address:", "Insured's Address:"],
  company: ["Insurance Company:", "Insurer:", "Underwritten by:", "Company:"],
  naic: ["NAIC", "NAIC #", "NAIC Code"],
  period: ["Policy Period:", "Policy Term:", "Term:"],
  periodJoin: [" to ", " - ", " through "],
  eff: ["Effective Date:", "Effective:"],
  exp: ["Expiration Date:", "Expires:"],
  loanRe: ["Loan Number:", "Loan No.:", "Account/Loan #:"],
  vehicle: ["Vehicle:", "Insured Vehicle:", "Covered Auto:", "Vehicle Description:"],
  vin: ["VIN:", "VIN", "Vehicle ID No.:"],
  location: ["Property Location:", "Insured Location:", "Residence Premises:", "Location:"],
  sameAsMailing: "Same as mailing address",
  role: {
    lienholder: ["lienholder", "loss payee", "lienholder/loss payee"],
    lessor: ["lessor and additional insured", "lessor", "additional insured/lessor"],
    mortgagee: ["first mortgagee", "mortgagee"],
    second: ["second mortgagee", "2nd mortgagee"],
  } as Record<string, string[]>,
  intro: [
    "You are shown as {role} on the policy described above. The coverage in force on the {object} is summarized below for your records.",
    "Our records show your interest as {role} under the policy referenced above. The following coverage applies to the {object}.",
    "This notice confirms that {company} has listed you as {role} on the policy shown. Coverage on the {object} is as follows.",
  ],
  object: {
    auto: ["described vehicle", "vehicle", "financed vehicle"],
    home: ["described premises", "dwelling", "property"],
  },
  tableHead: [
    ["Coverage", "Limit", "Deductible"],
    ["Coverage", "Limits of Liability", "Deductible"],
    ["COVERAGE", "LIMIT", "DED"],
  ],
  acv: ["Actual Cash Value", "ACV", "-"],
  notCarried: ["Not Carried", "None", "Not Purchased"],
  cov: {
    BI: ["Bodily Injury Liability", "Bodily Injury", "BI Liability"],
    PD: ["Property Damage Liability", "Property Damage", "PD Liability"],
    CSL: ["Combined Single Limit Liability", "Liability (CSL)", "Single Limit Liability"],
    UMBI: ["Uninsured Motorists BI", "Uninsured Motorist", "UM Bodily Injury"],
    UIMBI: ["Underinsured Motorists BI", "Underinsured Motorist", "UIM Bodily Injury"],
    UMPD: ["Uninsured Motorists PD", "UM Property Damage", "UMPD"],
    MEDPAY: ["Medical Payments", "Med Pay", "Medical Payments"],
    COMP: ["Comprehensive (Other Than Collision)", "Comprehensive", "Other Than Collision"],
    COLL: ["Collision", "Collision", "Collision"],
    DWELLING: ["Coverage A - Dwelling", "Dwelling", "Cov A Dwelling"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "Other Structures", "Cov B Other Structures"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Personal Property", "Cov C Personal Property"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "Loss of Use", "Cov D Loss of Use"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "Personal Liability", "Cov E Liability"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments", "Medical Payments to Others", "Cov F Med Pay"],
  } as Record<string, string[]>,
  condoA: ["Coverage A - Building Property", "Unit Building Property", "Cov A Unit Improvements"],
  perPerson: [" each person", " per person", " EA PERSON"],
  perAccident: [" each accident", " per accident", " EA ACCIDENT"],
  occurrence: [" each occurrence", " per occurrence", ""],
  aopRow: ["All Other Perils", "Section I Deductible", "All Peril Deductible"],
  windRow: ["Windstorm or Hail", "Wind/Hail", "Windstorm/Hail"],
  windValue: ["{p}% of Coverage A", "{p}% of Cov A", "{p}%"],
  als: ["Actual Loss Sustained", "ALS"],
  sentences: {
    liabilitySplit: [
      "Liability limits are {pp} each person and {pa} each accident for bodily injury and {pd} for property damage.",
      "The policy provides bodily injury liability of {pp}/{pa} and property damage liability of {pd}.",
    ],
    liabilityCsl: [
      "Liability is written at a combined single limit of {x}.",
      "The policy carries {x} combined single limit liability.",
    ],
    deds: [
      "Physical damage coverage applies to this vehicle subject to a {c} comprehensive deductible and a {k} collision deductible.",
      "Comprehensive coverage is provided with a {c} deductible and collision coverage with a {k} deductible.",
    ],
    compOnly: [
      "Comprehensive coverage is provided with a {c} deductible. Collision coverage is not carried on this vehicle.",
    ],
    noPhysical: ["Physical damage coverage (comprehensive and collision) is not carried on this vehicle."],
    dwelling: [
      "The dwelling is insured for {x} under Coverage A, subject to a {d} all other perils deductible.",
      "Coverage A (Dwelling) is written at {x} with a {d} deductible.",
    ],
    condo: ["Coverage A (Building Property) on the unit is {x}, subject to a {d} deductible."],
    wind: [
      "A windstorm or hail deductible of {p}% of Coverage A applies.",
      "Windstorm/hail losses are subject to a {p}% deductible.",
    ],
  },
  premium: ["Term Premium:", "Total Policy Premium:", "Premium for this term:", "Annual Premium:"],
  billed: {
    insured: ["Billed to: Insured", "Payment plan: Direct bill to insured", "Paid in full by insured"],
    mortgagee: ["Billed to: Mortgagee (escrow)", "Payor: Mortgagee", "Payment plan: Mortgagee bill"],
  },
  cancel: [
    "In the event of cancellation or nonrenewal of this policy, we will mail you written notice at least {n} days before the date cancellation takes effect, as the loss payable or mortgage clause of the policy provides.",
    "This notice is furnished for your information only. It does not amend, extend or alter the coverage afforded by the policy. We will notify you {n} days prior to cancellation.",
    "Should this policy be cancelled or not renewed, {n} days' written notice will be given to you at the address shown above.",
  ],
  notBill: ["THIS IS NOT A BILL.", "This is not a bill - no payment is due from you.", ""],
  agent: ["Agent:", "Your agent:", "Producer:", "Servicing Agent:"],
  cc: ["cc: Named Insured", "Copy: Insured", "cc: Insured; Agent"],
  form: ["LN-101 (01/22)", "MN 04 02 (ed. 06/20)", "IP-2214 07-21", "NTL-9 (10/19)"],
};

type Reason = "new" | "renewal" | "change" | "added";

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  /** Where the loan number prints: the window block, the Re: block, or nowhere. */
  loanAt: "window" | "re" | "none";
  checkboxes: boolean;
  table: boolean;
  labelX: number;
}

const addDays = (iso: string, n: number) => isoDate(new Date(Date.parse(iso) + n * 86400000));

function newLenderAddress(rng: Rng, l: Lender): TruthAddress {
  return {
    addressLine1: l.poBox ? `PO Box ${rng.int(1000, 99999)}` : `${rng.int(100, 9999)} Financial Center Dr`,
    addressLine2: null,
    city: l.city,
    state: l.state,
    postalCode: l.zip,
    country: "US",
  };
}

/** The addressee: a lender on the policy, or one added by the change this notice reports. */
function addressee(g: GeneratedPolicy, rng: Rng): { party: TruthParty; index: number; added: boolean } {
  const t = g.truth;
  if (t.thirdParties.length) {
    const index = rng.int(0, t.thirdParties.length - 1);
    return { party: structuredClone(t.thirdParties[index]), index, added: false };
  }
  const auto = t.type === "auto";
  const lender = rng.pick(auto ? AUTO_LENDERS : MORTGAGEES);
  const vehicles = vehicleList(g);
  // A newly financed car is a recent one with physical damage when the policy has one.
  const withComp = vehicles.filter((v) => t.coverages.some((c) => c.code === "COMP" && c.vin === v.vin));
  const car = auto ? rng.pick(withComp.length ? withComp : vehicles) : null;
  const party: TruthParty = {
    type: auto ? "lienholder" : "mortgagee",
    name: lender.name,
    address: newLenderAddress(rng, lender),
    loanNumber: rng.pick([digits(rng, 10), `${digits(rng, 4)}-${digits(rng, 6)}`, digits(rng, 12)]),
    ...(car ? { vin: car.vin } : {}),
  };
  return { party, index: 0, added: true };
}

function head(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, noticeDate: string): void {
  const brand = look.upper ? g.extras.brand.toUpperCase() : g.extras.brand;
  const big: TextStyle = { bold: true, size: w.size * 1.7 };
  const small: TextStyle = { size: w.size * 0.85 };
  w.ensure(big.size! * 5);
  const top = w.y;
  w.put(brand, w.left, w.y + big.size!, big);
  w.y += big.size! * 1.4;
  w.line(rng.pick(NOTICE.services), { ...small, bold: true });
  for (const l of carrierAddress(rng)) w.line(l, small);
  const bottom = w.y;
  // The notice's own references at the top right.
  const refs = [
    `${rng.pick(NOTICE.noticeDate)} ${dateText(noticeDate, look.ds)}`,
    `${rng.pick(NOTICE.policyNo)} ${g.truth.policyNumber}`,
    ...(rng.chance(0.5) ? [rng.pick(NOTICE.page)] : []),
  ];
  refs.forEach((r, i) => w.put(r, w.right - w.width_(r), top + w.size * (1.4 * i + 1)));
  w.y = Math.max(bottom, top + refs.length * w.size * 1.4) + w.size * 2.2;
}

function windowBlock(w: Writer, rng: Rng, look: Look, p: TruthParty): void {
  const isaoa = rng.pick(NOTICE.isaoa);
  const lines = [
    ...(look.loanAt === "window" && p.loanNumber ? [`${rng.pick(NOTICE.loanTop)} ${p.loanNumber}`] : []),
    `${p.name}${isaoa}`,
    ...(rng.chance(0.6) ? [rng.pick(NOTICE.attn)] : []),
    ...addressLines(p.address, rng, false),
  ];
  const indent = rng.pick([0, 0, 24]);
  for (const l of lines) w.line(look.upper ? l.toUpperCase() : l, {}, indent);
  w.gap(w.lineHeight * 1.6);
}

function reason(w: Writer, rng: Rng, look: Look, why: Reason, changeDate: string): void {
  const chosen = rng.pick(NOTICE.reasons[why]);
  if (look.checkboxes) {
    const marked = { new: 0, renewal: 1, change: 2, added: 3 }[why];
    const parts = NOTICE.checkboxes.map((c, i) => `[${i === marked ? "X" : " "}] ${c}`);
    const lead = rng.pick(NOTICE.reasonHead);
    w.ensure(w.lineHeight * 2);
    let x = w.left + w.put(lead, w.left, w.y + w.size, { bold: true }) + 8;
    for (const part of parts) {
      const width = w.width_(part);
      if (x + width > w.right) {
        w.y += w.lineHeight;
        x = w.left + 20;
      }
      x += w.put(part, x, w.y + w.size) + 12;
    }
    w.y += w.lineHeight;
  } else w.line(`${rng.pick(NOTICE.reasonHead)} ${look.upper ? chosen.toUpperCase() : chosen}`, { bold: true });
  if (why === "change" || why === "added")
    w.line(fill(rng.pick(NOTICE.changeOn), { d: dateText(changeDate, look.ds) }));
  w.gap(4);
}

function title(w: Writer, text: string): void {
  const style: TextStyle = { bold: true, size: w.size * 1.35 };
  w.ensure(style.size! * 2.2);
  w.put(text, (w.left + w.right - w.width_(text, style)) / 2, w.y + style.size!, style);
  w.y += style.size! * 1.8;
}

function split(c: TruthCoverage, rng: Rng, words: boolean): string {
  if (c.limitPerPerson === null) return dollars(c.limitPerAccident!);
  if (!words) return `${dollars(c.limitPerPerson)}/${dollars(c.limitPerAccident!)}`;
  return `${dollars(c.limitPerPerson)}${rng.pick(NOTICE.perPerson)} / ${dollars(c.limitPerAccident!)}${rng.pick(NOTICE.perAccident)}`;
}

const cols = (labelShare: number): Col[] => [
  { at: 0, width: labelShare },
  { at: labelShare, width: 0.74 - labelShare + 0.12 },
  { at: 0.86, width: 0.14, align: "r" },
];

function coverageTable(w: Writer, rng: Rng, rows: [string, string, string][]): void {
  const h = rng.pick(NOTICE.tableHead);
  const c = cols(rng.pick([0.38, 0.42]));
  w.gap(2);
  hrule(w, 0.8, 2);
  row(
    w,
    c,
    h.map((x) => [x]),
    { bold: true },
    { pad: 2 },
  );
  hrule(w, 0.5, 2);
  for (const [a, b, d] of rows) row(w, c, [[a], [b], [d]], {}, { pad: 2 });
  hrule(w, 0.8, 4);
}

function reBlock(w: Writer, items: [string, string[]][], look: Look): void {
  const widest = Math.max(...items.map(([l]) => w.width_(l)));
  look.labelX = Math.min(widest + look.labelX, (w.right - w.left) * 0.42);
  for (const [l, v] of items) w.kv(l, v, look.labelX);
}

function pickLook(rng: Rng): Look {
  return {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "Month d, yyyy", "mm/dd/yy", "MON dd yyyy"]),
    upper: rng.chance(0.35),
    loanAt: rng.weighted([
      ["window", 4],
      ["re", 5],
      ["none", 1],
    ] as const),
    checkboxes: rng.chance(0.45),
    table: rng.chance(0.6),
    labelX: rng.pick([10, 24, 40]),
  };
}

const notice: KindFn = (w, g, rng) => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const auto = t.type === "auto";
  const condo = t.type === "condo";
  const look = pickLook(rng);
  const d = (iso: string) => dateText(iso, look.ds);
  const { party, index, added } = addressee(g, rng);
  const why: Reason = added ? "added" : rng.pick<Reason>(["new", "renewal", "renewal", "change"]);
  const changeDate = addDays(t.effectiveDate, rng.int(20, 150));
  const noticeDate = why === "change" || why === "added" ? addDays(changeDate, rng.int(1, 9)) : x.issueDate;
  const car = auto ? vehicleList(g).find((v) => v.vin === party.vin)! : null;

  head(w, g, rng, look, noticeDate);
  windowBlock(w, rng, look, party);
  const titleText = rng.pick(NOTICE.title[auto ? "auto" : "home"]);
  title(w, titleText);
  reason(w, rng, look, why, changeDate);

  // The Re: block: who and what this notice is about.
  const naic = !!x.naicCode && rng.chance(0.55);
  const upper = (s: string) => (look.upper ? s.toUpperCase() : s);
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", look.upper));
  const periodLine = rng.chance(0.6);
  const items: [string, string[]][] = [
    [`${rng.pick(NOTICE.re)} ${rng.pick(NOTICE.insured)}`, names],
    [rng.pick(NOTICE.mailing), addressLines(t.address, rng, look.upper)],
    [rng.pick(NOTICE.policyNo), [t.policyNumber]],
    ...(periodLine
      ? [
          [rng.pick(NOTICE.period), [`${d(t.effectiveDate)}${rng.pick(NOTICE.periodJoin)}${d(t.expirationDate)}`]] as [
            string,
            string[],
          ],
        ]
      : [
          [rng.pick(NOTICE.eff), [d(t.effectiveDate)]] as [string, string[]],
          [rng.pick(NOTICE.exp), [d(t.expirationDate)]] as [string, string[]],
        ]),
    [rng.pick(NOTICE.company), [naic ? `${t.carrier.name} (${rng.pick(NOTICE.naic)} ${x.naicCode})` : t.carrier.name]],
    ...(look.loanAt === "re" && party.loanNumber
      ? [[rng.pick(NOTICE.loanRe), [party.loanNumber]] as [string, string[]]]
      : []),
  ];
  if (car) {
    const desc = `${car.year} ${car.make} ${car.model}${car.trim && rng.chance(0.5) ? ` ${car.trim}` : ""}`;
    const vinWord = rng.pick(NOTICE.vin);
    if (rng.chance(0.5)) items.push([rng.pick(NOTICE.vehicle), [upper(desc), `${vinWord} ${car.vin}`]]);
    else
      items.push(
        [rng.pick(NOTICE.vehicle), [upper(desc)]],
        [vinWord.endsWith(":") ? vinWord : `${vinWord}:`, [car.vin]],
      );
  } else {
    const loc = dwellingAddress(t)!;
    const same = sameAddress(loc, t.address) && rng.chance(0.3);
    items.push([
      rng.pick(NOTICE.location),
      same ? [NOTICE.sameAsMailing] : [addressLines(loc, rng, look.upper).join(", ")],
    ]);
  }
  reBlock(w, items, look);
  w.gap(6);

  const roleKey = party.type === "mortgagee" ? (index === 0 || added ? "mortgagee" : "second") : party.type;
  w.paragraph(
    fill(rng.pick(NOTICE.intro), {
      role: rng.pick(NOTICE.role[roleKey]),
      object: rng.pick(NOTICE.object[auto ? "auto" : "home"]),
      company: t.carrier.name,
    }),
  );
  w.gap(4);

  // The coverage the lender cares about.
  const printed = new Set<TruthCoverage>();
  const scheme = rng.int(0, 2);
  const name = (code: string) => (code === "DWELLING" && condo ? NOTICE.condoA : NOTICE.cov[code])[scheme];
  const cov = (code: string, vin?: string) =>
    t.coverages.find((c) => c.code === code && (vin ? c.vin === vin : !c.vin));
  const words = rng.chance(0.5);
  if (auto) {
    const liab = ["CSL", "BI", "PD"].map((c) => cov(c)).filter((c): c is TruthCoverage => !!c);
    const others = ["UMBI", "UIMBI", "UMPD", "MEDPAY"]
      .map((c) => cov(c))
      .filter((c): c is TruthCoverage => !!c && rng.chance(0.6));
    const comp = cov("COMP", car!.vin);
    const coll = cov("COLL", car!.vin);
    for (const c of [...liab, ...others, comp, coll]) if (c) printed.add(c);
    if (look.table) {
      const rows: [string, string, string][] = [];
      for (const c of [...liab, ...others]) {
        const ded = c.deductible !== null ? dollars(c.deductible) : "";
        rows.push([name(c.code), split(c, rng, words), ded]);
      }
      const acv = rng.pick(NOTICE.acv);
      const none = rng.pick(NOTICE.notCarried);
      rows.push([name("COMP"), comp ? acv : none, comp ? dollars(comp.deductible!) : ""]);
      rows.push([name("COLL"), coll ? acv : none, coll ? dollars(coll.deductible!) : ""]);
      coverageTable(w, rng, rows);
    } else {
      const csl = cov("CSL");
      const bi = cov("BI");
      const pd = cov("PD");
      if (csl) w.paragraph(fill(rng.pick(NOTICE.sentences.liabilityCsl), { x: dollars(csl.limitPerAccident!) }));
      else if (bi && pd)
        w.paragraph(
          fill(rng.pick(NOTICE.sentences.liabilitySplit), {
            pp: dollars(bi.limitPerPerson!),
            pa: dollars(bi.limitPerAccident!),
            pd: dollars(pd.limitPerAccident!),
          }),
        );
      for (const c of others) {
        const ded = c.deductible !== null ? ` (${dollars(c.deductible)} deductible)` : "";
        w.line(`${name(c.code)}: ${split(c, rng, words)}${ded}`);
      }
      const forms =
        comp && coll ? NOTICE.sentences.deds : comp ? NOTICE.sentences.compOnly : NOTICE.sentences.noPhysical;
      w.paragraph(
        fill(rng.pick(forms), {
          c: comp ? dollars(comp.deductible!) : "",
          k: coll ? dollars(coll.deductible!) : "",
        }),
      );
    }
  } else {
    const a = cov("DWELLING")!;
    printed.add(a);
    // Some notices give the lender only Coverage A and the deductible.
    const full = rng.chance(0.55);
    const pct = x.windHailPercent;
    if (look.table) {
      const rows: [string, string, string][] = [];
      const occ = rng.pick(NOTICE.occurrence);
      const aopOwnRow = rng.chance(0.4);
      rows.push([name("DWELLING"), dollars(a.limitPerAccident!), aopOwnRow ? "" : dollars(a.deductible!)]);
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
            rows.push([name(code), `${dollars(c.limitPerAccident!)}${code === "PERSONAL_LIABILITY" ? occ : ""}`, ""]);
          } else if (code === "LOSS_OF_USE" && x.lossOfUseAls) rows.push([name(code), rng.pick(NOTICE.als), ""]);
        }
      if (aopOwnRow) rows.push([rng.pick(NOTICE.aopRow), "", dollars(a.deductible!)]);
      if (pct) rows.push([rng.pick(NOTICE.windRow), "", fill(rng.pick(NOTICE.windValue), { p: String(pct) })]);
      coverageTable(w, rng, rows);
    } else {
      w.paragraph(
        fill(rng.pick(condo ? NOTICE.sentences.condo : NOTICE.sentences.dwelling), {
          x: dollars(a.limitPerAccident!),
          d: dollars(a.deductible!),
        }),
      );
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
            w.line(`${name(code)}: ${dollars(c.limitPerAccident!)}`, {}, 12);
          }
        }
      if (pct) w.paragraph(fill(rng.pick(NOTICE.sentences.wind), { p: String(pct) }));
    }
  }
  w.gap(4);

  // Premium and who pays it.
  const prem = dollars(t.premium, { cents: true });
  const premWords = NOTICE.premium.filter((l) => x.termMonths === 12 || !l.startsWith("Annual"));
  w.kv(rng.pick(premWords), [prem], look.labelX, { bold: true }, { bold: true });
  const payor = !auto && rng.chance(0.4) ? "mortgagee" : "insured";
  w.line(rng.pick(NOTICE.billed[payor]));
  const notBill = rng.pick(NOTICE.notBill);
  if (notBill && payor === "insured") w.line(notBill, { bold: true });
  w.gap(8);
  w.paragraph(fill(rng.pick(NOTICE.cancel), { n: String(rng.pick([10, 10, 20, 30])) }), { size: w.size * 0.8 });
  w.gap(6);
  const ag = x.agent;
  w.line(`${rng.pick(NOTICE.agent)} ${ag.agency}  ${ag.phone}`, { size: w.size * 0.9 });
  if (rng.chance(0.6)) w.line(rng.pick(NOTICE.cc), { size: w.size * 0.9 });
  w.gap(6);
  w.line(rng.pick(NOTICE.form), { size: w.size * 0.7 });

  // The truth: this lender, its vehicle or the premises, the printed coverages.
  if (car) truth.properties = truth.properties.filter((p) => p.type === "vehicle" && p.data.vin === car.vin);
  truth.coverages = truth.coverages.filter((_, i) => printed.has(t.coverages[i]));
  truth.thirdParties = [{ ...party, loanNumber: look.loanAt === "none" ? null : party.loanNumber }];
  if (!naic) truth.carrier.naicCode = null;
  const variant = [
    auto ? "auto" : condo ? "condo" : "home",
    why,
    look.table ? "table" : "sentences",
    `loan-${look.loanAt}`,
    look.checkboxes ? "checkboxes" : "reason-line",
  ];
  return { truth, variant: variant.join("-"), title: `${titleText} - ${t.policyNumber}` };
};

export const lienholderNotice: KindFn = notice;
