import type { GeneratedPolicy, TruthCoverage } from "../policy";
import type { Rng } from "../random";
import type { Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  formatDate,
  ledger,
  officeAddress,
  personName,
  sameAddress,
  vehicleList,
  type DateStyle,
  type KindFn,
  type Ledger,
  money,
} from "./common";
import { boxRow, fill, formHalves } from "./forms";
import { fitSize, fitWidth, footers, pairs, ruledTable, titledBox, type RCol, type RRow } from "./ruled";

// Imitates the homeowners declarations that home carriers print in ruled boxes (Travelers',
// Safeco's, Erie's and the regional mutuals' HO-3 / HO-6 decs): the brand's letterhead, an ID strip
// of captioned boxes (policy number, period, date issued), the insured beside the agent, the
// residence premises (sometimes not the mailing address) with its rating facts, then titled boxes:
// Section I coverages A-D and Section II E-F with their letters, a deductibles box ("All Peril
// deductible" and "Wind/Hail deductible 2% ($6,480)"), the first and second mortgagee with loan
// numbers, optional coverages, and a premium box whose itemized premiums, fees and discounts sit
// near (but are not) the limits. The underwriting company's legal name is only in the footer or a
// small "Company" box. An auto policy gets the same boxes: vehicles, Parts A-D, loss payees.

export const HOMEBOX = {
  title: {
    home: ["HOMEOWNERS POLICY DECLARATIONS", "Homeowners Declarations", "HOMEOWNERS POLICY - DECLARATIONS PAGE"],
    condo: ["CONDOMINIUM UNIT OWNERS DECLARATIONS", "Condominium Unitowners Declarations", "HO-6 UNIT OWNERS POLICY"],
    auto: ["PERSONAL AUTO POLICY DECLARATIONS", "Auto Policy Declarations", "AUTOMOBILE POLICY DECLARATIONS"],
  },
  action: ["RENEWAL DECLARATIONS", "NEW BUSINESS", "AMENDED DECLARATIONS", "POLICY CHANGE"],
  actionDate: ["Effective {d}", "EFFECTIVE {d}", "Eff. {d}"],
  number: ["POLICY NUMBER", "POLICY NO.", "Policy Number"],
  period: ["POLICY PERIOD", "Policy Period", "TERM"],
  periodText: ["{eff} to {exp}", "From {eff} To {exp}", "{eff} - {exp}"],
  periodNote: [
    "12:01 A.M. STANDARD TIME",
    "12:01 a.m. at the residence premises",
    "Standard time at the insured location",
  ],
  issued: ["DATE ISSUED", "Issue Date", "DATE PREPARED"],
  account: ["ACCOUNT NUMBER", "Account No.", "BILLING ACCOUNT"],
  company: ["COMPANY", "Insuring Company", "UNDERWRITTEN BY"],
  insured: ["NAMED INSURED AND MAILING ADDRESS", "Named Insured(s) and Mailing Address", "INSURED"],
  agent: ["AGENT", "Your Agent", "PRODUCER"],
  agentCode: ["Agent Code", "Producer No.", "Agency #"],
  premises: ["LOCATION OF INSURED PROPERTY", "RESIDENCE PREMISES", "Insured Location"],
  same: ["Same as mailing address", "SAME AS MAILING ADDRESS"],
  rating: {
    year: ["Year Built", "Yr. Constructed"],
    construction: ["Construction", "Const. Type"],
    pc: ["Protection Class", "Fire Prot. Class"],
    occupancy: ["Occupancy", "Use"],
    form: ["Policy Form", "Form"],
    families: ["Families", "No. of Units"],
  },
  constructionValues: ["Frame", "Masonry", "Brick Veneer", "Fire Resistive", "Masonry Veneer"],
  occupancyValues: ["Primary", "Owner Occupied", "Primary Residence"],
  sectionOne: ["SECTION I - PROPERTY COVERAGES", "Section I - Property", "SECTION I COVERAGES"],
  sectionTwo: ["SECTION II - LIABILITY COVERAGES", "Section II - Liability", "SECTION II COVERAGES"],
  cols: [
    ["COV", "COVERAGE", "LIMIT OF LIABILITY", "PREMIUM"],
    ["", "Coverage", "Limit", "Premium"],
    ["", "Description", "Amount of Insurance", "Annual Premium"],
  ],
  letterForm: ["{l}", "{l}.", "Cov {l}", "Coverage {l}"],
  cov: {
    DWELLING: ["Dwelling", "Dwelling Protection", "Residence"],
    OTHER_STRUCTURES: ["Other Structures", "Other Structures Protection", "Private Structures"],
    PERSONAL_PROPERTY: ["Personal Property", "Personal Property Protection", "Contents"],
    LOSS_OF_USE: ["Loss of Use", "Additional Living Expense", "Loss of Use / ALE"],
    PERSONAL_LIABILITY: ["Personal Liability", "Family Liability Protection", "Personal Liability"],
    MEDICAL_PAYMENTS: ["Medical Payments to Others", "Guest Medical Protection", "Medical Payments"],
  } as Record<string, string[]>,
  condoA: ["Building Property", "Unit Additions and Alterations", "Dwelling (Unit Improvements)"],
  occurrence: ["each occurrence", "Each Occurrence", "per occurrence"],
  person: ["each person", "Each Person", "per person"],
  als: ["Actual Loss Sustained", "ALS - up to 12 months", "Actual Loss Sustained (12 mos.)"],
  included: ["Included", "Incl."],
  deductibles: ["DEDUCTIBLES", "Section I Deductibles", "DEDUCTIBLE INFORMATION"],
  aop: ["All Peril Deductible", "All Other Perils Deductible", "Section I Deductible - All Perils"],
  wind: ["Wind/Hail Deductible", "Windstorm or Hail Deductible", "Wind / Hail"],
  windValue: ["{p}% ({x})", "{p}% of Coverage A ({x})", "{x} ({p}% of Dwelling)"],
  windNone: ["Wind/Hail: All Peril deductible applies", "Windstorm or Hail: included in All Peril deductible"],
  dedNote: [
    "In case of a loss under Section I, we cover only that part of the loss over the deductible stated.",
    "Deductibles apply per occurrence to Section I coverages only.",
  ],
  mortgagees: ["MORTGAGEE(S)", "Mortgagee / Additional Interest", "MORTGAGEE INFORMATION"],
  first: ["FIRST MORTGAGEE", "1st Mortgagee", "Mortgagee 1"],
  second: ["SECOND MORTGAGEE", "2nd Mortgagee", "Mortgagee 2"],
  loan: ["LOAN NUMBER", "Loan No.", "LOAN #"],
  isaoa: ["", " ISAOA/ATIMA", " ITS SUCCESSORS AND/OR ASSIGNS"],
  noMortgagee: ["NONE", "No mortgagee on file", "None listed"],
  optional: ["OPTIONAL COVERAGES / ENDORSEMENTS", "Additional Coverages", "ENDORSEMENTS AND OPTIONAL COVERAGES"],
  optionalCols: [
    ["Endorsement", "Limit", "Premium"],
    ["Coverage", "Limit", "Premium"],
  ],
  premiumBox: ["PREMIUM SUMMARY", "Policy Premium", "PREMIUM INFORMATION"],
  base: ["Basic Policy Premium", "Section I and II Premium", "Base Premium"],
  baseAuto: ["Coverage Premium", "Vehicle Premiums", "Base Premium"],
  optionalTotal: ["Optional Coverages Premium", "Endorsements", "Additional Coverages Premium"],
  total: ["TOTAL ANNUAL PREMIUM", "Total Policy Premium", "TOTAL PREMIUM"],
  totalAuto: ["TOTAL {term} PREMIUM", "Total Policy Premium", "TOTAL PREMIUM"],
  termWord: { 6: ["6 MONTH", "SIX MONTH"], 12: ["ANNUAL", "12 MONTH"] } as Record<number, string[]>,
  outFee: ["{label} {x} per installment - not included above", "{label}: {x} (not part of premium)"],
  discounts: ["Discounts applied", "Your premium reflects these discounts", "DISCOUNTS"],
  discountNames: [
    "Multi-Policy",
    "Protective Device",
    "Claim Free",
    "Home Buyer",
    "Paperless",
    "New Roof",
    "Early Signing",
    "Auto-Pay",
  ],
  forms: ["FORMS AND ENDORSEMENTS", "Forms Applicable", "POLICY FORMS"],
  formList: {
    "HO-3": ["HO 00 03 05 11 Homeowners 3 - Special Form"],
    "HO-5": ["HO 00 05 05 11 Homeowners 5 - Comprehensive Form"],
    "HO-6": ["HO 00 06 05 11 Homeowners 6 - Unit-Owners Form"],
    PAP: ["PP 00 01 09 18 Personal Auto Policy"],
  } as Record<string, string[]>,
  moreForms: [
    "HO 04 90 05 11 Personal Property Replacement Cost",
    "HO 04 16 10 00 Premises Alarm or Fire Protection System",
    "HO 23 71 05 11 Special Provisions",
    "IL P 001 01 04 U.S. Treasury OFAC Advisory Notice",
    "HO 04 96 04 91 No Section II Coverage for Home Day Care",
  ],
  autoForms: [
    "PP 03 06 09 18 Towing and Labor Costs",
    "PP 01 94 Amendment of Policy Provisions",
    "IL P 001 01 04 OFAC Notice",
  ],
  footer: ["{company}", "Underwritten by {company}", "{company} - {city}"],
  naic: ["NAIC {n}", "NAIC # {n}", "NAIC Co. Code {n}"],
  page: ["Page {n} of {m}", "PAGE {n} OF {m}"],
  vehicles: ["DESCRIBED VEHICLES", "Vehicles", "SCHEDULE OF AUTOS"],
  vehCols: [
    ["VEH", "YEAR", "MAKE", "MODEL", "VEHICLE ID NUMBER", "USE"],
    ["#", "Year", "Make", "Model", "VIN", "Use"],
  ],
  useValues: ["Pleasure", "Commute", "Business", "Work/School"],
  liability: ["LIABILITY AND MEDICAL COVERAGES", "Part A, B and C Coverages", "COVERAGES AND LIMITS"],
  liabCols: [
    ["PART", "COVERAGE", "LIMITS", "PREMIUM"],
    ["", "Coverage", "Limits of Liability", "Premium"],
  ],
  parts: {
    BI: ["A", "Bodily Injury Liability"],
    PD: ["A", "Property Damage Liability"],
    CSL: ["A", "Liability - Combined Single Limit"],
    MEDPAY: ["B", "Medical Payments"],
    UMBI: ["C", "Uninsured Motorists Bodily Injury"],
    UIMBI: ["C", "Underinsured Motorists Bodily Injury"],
    UMPD: ["C", "Uninsured Motorists Property Damage"],
  } as Record<string, string[]>,
  perPerson: ["each person", "per person"],
  perAccident: ["each accident", "per accident"],
  damage: ["PART D - COVERAGE FOR DAMAGE TO YOUR AUTO", "Physical Damage", "PART D - PHYSICAL DAMAGE"],
  damageCols: [
    ["VEH", "COMPREHENSIVE DEDUCTIBLE", "COLLISION DEDUCTIBLE", "PREMIUM"],
    ["Vehicle", "Other Than Collision Ded.", "Collision Ded.", "Premium"],
  ],
  notCovered: ["Not Covered", "NONE", "--"],
  lienholders: ["LIENHOLDER / LOSS PAYEE", "Loss Payees", "ADDITIONAL INTERESTS"],
  lienWord: { lienholder: ["Lienholder", "Loss Payee"], lessor: ["Lessor", "Lessor - Additional Insured"] },
  vehicleWord: ["Vehicle {n}", "VEH {n}", "Auto {n}"],
  noLien: ["NONE", "No lienholders listed"],
};

interface Look {
  ds: DateStyle;
  upper: boolean;
  scheme: number;
}

/** The letterhead, ID strip and insured / agent boxes; returns whether the company box was printed. */
function top(w: Writer, g: GeneratedPolicy, rng: Rng, title: string, look: Look): boolean {
  const t = g.truth;
  const d = (iso: string) => formatDate(iso, look.ds);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const brand = g.extras.brand;
  const action = rng.pick(HOMEBOX.action);
  const actionDate = fill(rng.pick(HOMEBOX.actionDate), { d: d(t.effectiveDate) });
  const big = { bold: true, size: w.size * rng.pick([2.1, 2.5]) };
  formHalves(
    w,
    0.45,
    (ww) => {
      const text = look.upper ? brand.toUpperCase() : brand;
      const style = { bold: true, size: fitWidth(ww, text, big, ww.right - ww.left - 8) };
      ww.put(text, ww.left, ww.y + style.size, style);
      ww.y += style.size * 1.3;
      ww.line(rng.pick(["Insurance", "Home & Auto", "Insurance Group", ""]) || " ", { size: ww.size * 0.8 });
    },
    (ww) => {
      for (const l of ww.wrap(title, { bold: true, size: ww.size * 1.3 }))
        ww.line(l, { bold: true, size: ww.size * 1.3 });
      ww.paragraph(`${action} - ${actionDate}`, { size: ww.size * 0.9 });
    },
  );
  w.gap(4);
  const companyBox = rng.chance(0.35);
  const strip = [
    { label: rng.pick(HOMEBOX.number), lines: [t.policyNumber], at: 0, width: 0.24, style: { bold: true } },
    {
      label: rng.pick(HOMEBOX.period),
      lines: [
        fill(rng.pick(HOMEBOX.periodText), { eff: d(t.effectiveDate), exp: d(t.expirationDate) }),
        rng.pick(HOMEBOX.periodNote),
      ],
      at: 0.24,
      width: 0.4,
    },
    { label: rng.pick(HOMEBOX.issued), lines: [d(g.extras.issueDate)], at: 0.64, width: 0.16 },
    companyBox
      ? {
          label: rng.pick(HOMEBOX.company),
          lines: [U(t.carrier.name)],
          at: 0.8,
          width: 0.2,
          style: { size: w.size * 0.8 },
        }
      : { label: rng.pick(HOMEBOX.account), lines: [g.extras.accountNumber], at: 0.8, width: 0.2 },
  ];
  boxRow(w, strip);
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", look.upper));
  const mail = addressLines(t.address, rng, look.upper);
  const a = g.extras.agent;
  const office = addressLines(officeAddress(rng), rng, look.upper);
  const agentLines = [U(a.agency), ...office, a.phone, `${rng.pick(HOMEBOX.agentCode)}: ${a.code}`];
  const insuredLabel = rng.pick(HOMEBOX.insured);
  const agentLabel = rng.pick(HOMEBOX.agent);
  formHalves(
    w,
    0.55,
    (ww) => boxRow(ww, [{ label: insuredLabel, lines: [...names, ...mail], at: 0, width: 1 }], { minLines: 4 }),
    (ww) => boxRow(ww, [{ label: agentLabel, lines: agentLines, at: 0, width: 1 }], { minLines: 4 }),
  );
  w.gap(5);
  return companyBox;
}

/** The footer on every page: legal company name, its address, NAIC when printed, page numbers. */
function legalFooter(w: Writer, g: GeneratedPolicy, rng: Rng, naic: boolean): void {
  const [box, city] = carrierAddress(rng);
  const company = fill(rng.pick(HOMEBOX.footer), { company: g.truth.carrier.name, city });
  const left = [
    company,
    rng.chance(0.5) ? `${box}, ${city}` : "",
    naic ? fill(rng.pick(HOMEBOX.naic), { n: g.extras.naicCode! }) : "",
  ]
    .filter(Boolean)
    .join("  |  ");
  const page = rng.pick(HOMEBOX.page);
  footers(
    w,
    () => left,
    (n, m) => fill(page, { n: String(n), m: String(m) }),
  );
}

function premiumBox(w: Writer, g: GeneratedPolicy, rng: Rng, L: Ledger, totalLabel: string): void {
  const optionalCents = g.extras.optional.reduce((s, o) => s + Math.round(o.premium * 100), 0);
  const base = rng.pick(g.truth.type === "auto" ? HOMEBOX.baseAuto : HOMEBOX.base);
  const items: [string, string][] = [[base, money(L.base - optionalCents)]];
  if (optionalCents) items.push([rng.pick(HOMEBOX.optionalTotal), money(optionalCents)]);
  for (const f of L.inFees) items.push([f.label, money(f.amount)]);
  const notes = L.outFees.map((f) => fill(rng.pick(HOMEBOX.outFee), { label: f.label, x: money(f.amount) }));
  const discounts = rng.chance(0.6) ? rng.shuffle(HOMEBOX.discountNames).slice(0, rng.int(2, 4)) : [];
  const amounts = discounts.map(() => money(rng.int(1500, 15000)));
  const discountsHead = rng.pick(HOMEBOX.discounts);
  titledBox(w, rng.pick(HOMEBOX.premiumBox), (ww) => {
    const span = ww.right - ww.left;
    const line = (label: string, value: string, bold = false) => {
      ww.put(label, ww.left, ww.y + ww.size, { bold });
      ww.put(value, ww.left + span * 0.62 - ww.width_(value, { bold }), ww.y + ww.size, { bold });
      ww.y += ww.lineHeight;
    };
    for (const [l, v] of items) line(l, v);
    ww.page.rects.push({ x: ww.left + span * 0.4, y: ww.y + 1, w: span * 0.22, h: 0.5, fill: true });
    ww.y += 3;
    line(totalLabel, money(L.total), true);
    for (const n of notes) ww.paragraph(n, { size: ww.size * 0.8 });
    if (discounts.length) {
      ww.gap(2);
      ww.paragraph(`${discountsHead}: ${discounts.map((x, i) => `${x} (${amounts[i]})`).join(", ")}`, {
        size: ww.size * 0.8,
      });
    }
  });
}

function optionalBox(w: Writer, g: GeneratedPolicy, rng: Rng): void {
  if (!g.extras.optional.length) return;
  const head = rng.pick(HOMEBOX.optionalCols);
  const rc: RCol[] = [{ width: 0.55 }, { width: 0.27 }, { width: 0.18, align: "r" }];
  const rows: RRow[] = g.extras.optional.map((o) => ({
    cells: [[o.label], [o.limit], [dollars(o.premium, { cents: true })]],
  }));
  titledBox(w, rng.pick(HOMEBOX.optional), (ww) => ruledTable(ww, rc, [head.map((h) => [h])], rows, ww.size * 0.9));
}

function formsBox(w: Writer, lines: string[], title: string): void {
  titledBox(w, title, (ww) => {
    for (const l of lines) ww.paragraph(l, { size: ww.size * 0.85 });
  });
}

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const look: Look = {
    ds: rng.pick<DateStyle>(["mm/dd/yyyy", "m/d/yyyy", "mm/dd/yy", "Month d, yyyy"]),
    upper: rng.chance(0.45),
    scheme: rng.int(0, 2),
  };
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const title = rng.pick(HOMEBOX.title[condo ? "condo" : "home"]);
  const naic = !!g.extras.naicCode && rng.chance(0.45);
  const loanPrinted = rng.chance(0.9);
  const premiumFirst = rng.chance(0.3);
  const premiumColumn = rng.chance(0.55);
  const sideSections = !premiumColumn && rng.chance(0.6);
  const companyBox = top(w, g, rng, title, look);

  // The insured location and its rating facts.
  const same = sameAddress(premises, t.address);
  const location = same && rng.chance(0.35) ? [rng.pick(HOMEBOX.same)] : addressLines(premises, rng, look.upper);
  const r = HOMEBOX.rating;
  const facts: [string, string][] = rng.shuffle([
    [rng.pick(r.year), String(g.extras.yearBuilt)],
    [rng.pick(r.construction), rng.pick(HOMEBOX.constructionValues)],
    [rng.pick(r.pc), String(rng.int(1, 9))],
    [rng.pick(r.occupancy), rng.pick(HOMEBOX.occupancyValues)],
    [rng.pick(r.form), g.extras.form],
    ...(condo ? [] : [[rng.pick(r.families), "1"] as [string, string]]),
  ] as [string, string][]);
  titledBox(w, rng.pick(HOMEBOX.premises), (ww) => {
    for (const l of location) ww.line(l);
    ww.gap(2);
    ww.paragraph(facts.map(([k, v]) => `${k}: ${v}`).join("    "), { size: ww.size * 0.85 });
  });
  w.gap(3);

  const opt = () => {
    premiumBox(w, g, rng, L, rng.pick(HOMEBOX.total));
    w.gap(3);
  };
  if (premiumFirst) opt();

  // Section I and II: letter, coverage, limit (and the line's premium on some pages).
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const head = HOMEBOX.cols[look.scheme];
  const letterForm = rng.pick(HOMEBOX.letterForm);
  const occurrence = rng.pick(HOMEBOX.occurrence);
  const person = rng.pick(HOMEBOX.person);
  const included = rng.pick(HOMEBOX.included);
  const als = rng.pick(HOMEBOX.als);
  const line = (letter: string, code: string): RRow | null => {
    const c: TruthCoverage | undefined = cov(code);
    if (!c && !(code === "LOSS_OF_USE" && g.extras.lossOfUseAls)) return null;
    const name = code === "DWELLING" && condo ? HOMEBOX.condoA[look.scheme] : HOMEBOX.cov[code][look.scheme];
    const limit = !c
      ? als
      : code === "PERSONAL_LIABILITY"
        ? `${dollars(c.limitPerAccident!)} ${occurrence}`
        : code === "MEDICAL_PAYMENTS"
          ? `${dollars(c.limitPerAccident!)} ${person}`
          : dollars(c.limitPerAccident!);
    const premium = c ? money(L.coverage.get(c)![0]) : included;
    return {
      cells: [
        [fill(letterForm, { l: letter })],
        [look.upper ? name.toUpperCase() : name],
        [limit],
        ...(premiumColumn ? [[premium]] : []),
      ],
    };
  };
  const rc: RCol[] = premiumColumn
    ? [{ width: 0.12 }, { width: 0.4 }, { width: 0.28, align: "r" }, { width: 0.2, align: "r" }]
    : [{ width: 0.16 }, { width: 0.46 }, { width: 0.38, align: "r" }];
  const headRow = [(premiumColumn ? head : head.slice(0, 3)).map((h) => [h])];
  const one = (
    [
      ["A", "DWELLING"],
      ["B", "OTHER_STRUCTURES"],
      ["C", "PERSONAL_PROPERTY"],
      ["D", "LOSS_OF_USE"],
    ] as const
  )
    .map(([l, c]) => line(l, c))
    .filter((x): x is RRow => !!x);
  const two = (
    [
      ["E", "PERSONAL_LIABILITY"],
      ["F", "MEDICAL_PAYMENTS"],
    ] as const
  )
    .map(([l, c]) => line(l, c))
    .filter((x): x is RRow => !!x);
  const titleOne = rng.pick(HOMEBOX.sectionOne);
  const titleTwo = rng.pick(HOMEBOX.sectionTwo);
  const table = (rows: RRow[]) => (ww: Writer) => {
    const size = fitSize(ww, rc, [...headRow.map((cells) => ({ cells, bold: true })), ...rows], ww.size * 0.95);
    ruledTable(ww, rc, headRow, rows, size ?? 5.5);
  };
  if (sideSections)
    formHalves(
      w,
      0.55,
      (ww) => titledBox(ww, titleOne, table(one)),
      (ww) => titledBox(ww, titleTwo, table(two)),
    );
  else {
    titledBox(w, titleOne, table(one));
    w.gap(3);
    titledBox(w, titleTwo, table(two));
  }
  w.gap(3);

  // Deductibles: the all-peril amount (the truth's) and a percentage wind/hail figure beside it.
  const dwelling = cov("DWELLING")!;
  const pct = g.extras.windHailPercent;
  const windValue = pct
    ? fill(rng.pick(HOMEBOX.windValue), {
        p: String(pct),
        x: dollars(Math.round((dwelling.limitPerAccident! * pct) / 100)),
      })
    : "";
  const dedItems: [string, string][] = [[rng.pick(HOMEBOX.aop), dollars(dwelling.deductible!)]];
  if (pct) dedItems.push([rng.pick(HOMEBOX.wind), windValue]);
  const windNone = !pct && rng.chance(0.5) ? rng.pick(HOMEBOX.windNone) : "";
  const dedNote = rng.pick(HOMEBOX.dedNote);
  titledBox(w, rng.pick(HOMEBOX.deductibles), (ww) => {
    pairs(ww, dedItems, 0.4, {});
    if (windNone) ww.line(windNone);
    ww.paragraph(dedNote, { size: ww.size * 0.75 });
  });
  w.gap(3);

  // Mortgagees: first and second side by side, each with its loan number.
  const isaoa = rng.pick(HOMEBOX.isaoa);
  const loanLabel = rng.pick(HOMEBOX.loan);
  const blocks = t.thirdParties.map((p, i) => ({
    label: rng.pick(i === 0 ? HOMEBOX.first : HOMEBOX.second),
    lines: [`${U(p.name)}${isaoa}`, ...addressLines(p.address, rng, look.upper)],
    loan: loanPrinted && p.loanNumber ? p.loanNumber : "",
  }));
  const none = rng.pick(HOMEBOX.noMortgagee);
  titledBox(w, rng.pick(HOMEBOX.mortgagees), (ww) => {
    if (!blocks.length) return ww.line(none);
    const block = (b: (typeof blocks)[number]) => (w2: Writer) => {
      w2.line(b.label, { bold: true, size: w2.size * 0.85 });
      for (const l of b.lines) w2.paragraph(l);
      w2.line(`${loanLabel}: ${b.loan}`);
    };
    if (blocks.length === 1) block(blocks[0])(ww);
    else ww.columns([block(blocks[0]), block(blocks[1])]);
  });
  w.gap(3);

  optionalBox(w, g, rng);
  w.gap(3);
  if (!premiumFirst) opt();
  const forms = [...HOMEBOX.formList[g.extras.form], ...rng.shuffle(HOMEBOX.moreForms).slice(0, rng.int(1, 3))];
  formsBox(w, forms, rng.pick(HOMEBOX.forms));
  legalFooter(w, g, rng, naic);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    condo ? "condo" : "home",
    premiumColumn ? "premium-column" : "limits-only",
    sideSections ? "side-sections" : "",
    premiumFirst ? "premium-first" : "",
    companyBox ? "company-box" : "footer-company",
    pct ? "wind-pct" : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const look: Look = {
    ds: rng.pick<DateStyle>(["mm/dd/yyyy", "m/d/yyyy", "mm/dd/yy", "Month d, yyyy"]),
    upper: rng.chance(0.5),
    scheme: rng.int(0, 1),
  };
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const title = rng.pick(HOMEBOX.title.auto);
  const naic = !!g.extras.naicCode && rng.chance(0.45);
  const loanPrinted = rng.chance(0.85);
  const companyBox = top(w, g, rng, title, look);

  const vc: RCol[] = [
    { width: 0.07 },
    { width: 0.08 },
    { width: 0.16 },
    { width: 0.25 },
    { width: 0.3 },
    { width: 0.14 },
  ];
  const vehRows: RRow[] = vehicles.map((v, k) => ({
    cells: [
      [String(k + 1)],
      [String(v.year)],
      [U(v.make)],
      [U(`${v.model}${v.trim ? ` ${v.trim}` : ""}`)],
      [v.vin],
      [rng.pick(HOMEBOX.useValues)],
    ],
  }));
  const vehHead = [HOMEBOX.vehCols[look.scheme].map((h) => [h])];
  titledBox(w, rng.pick(HOMEBOX.vehicles), (ww) => ruledTable(ww, vc, vehHead, vehRows, ww.size * 0.92));
  w.gap(3);

  const perPerson = rng.pick(HOMEBOX.perPerson);
  const perAccident = rng.pick(HOMEBOX.perAccident);
  const limits = (c: TruthCoverage): string[] => {
    const out: string[] = [];
    if (c.limitPerPerson !== null) out.push(`${dollars(c.limitPerPerson)} ${perPerson}`);
    if (c.limitPerAccident !== null)
      out.push(`${dollars(c.limitPerAccident)} ${c.code === "MEDPAY" ? perPerson : perAccident}`);
    if (c.deductible !== null) out.push(`${dollars(c.deductible)} deductible`);
    return out;
  };
  const sum = (c: TruthCoverage) => L.coverage.get(c)!.reduce((s, x) => s + x, 0);
  const order = ["BI", "PD", "CSL", "MEDPAY", "UMBI", "UIMBI", "UMPD"];
  const liab = t.coverages
    .filter((c) => !c.vin)
    .sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code))
    .map((c) => ({ cells: [[HOMEBOX.parts[c.code][0]], [HOMEBOX.parts[c.code][1]], limits(c), [money(sum(c))]] }));
  const lc: RCol[] = [{ width: 0.08 }, { width: 0.42 }, { width: 0.32 }, { width: 0.18, align: "r" }];
  const liabHead = [HOMEBOX.liabCols[look.scheme].map((h) => [h])];
  titledBox(w, rng.pick(HOMEBOX.liability), (ww) => ruledTable(ww, lc, liabHead, liab, ww.size * 0.92));
  w.gap(3);

  const nc = rng.pick(HOMEBOX.notCovered);
  const vehWord = rng.pick(HOMEBOX.vehicleWord);
  const damage = vehicles.flatMap((v, k) => {
    const comp = t.coverages.find((c) => c.code === "COMP" && c.vin === v.vin);
    const coll = t.coverages.find((c) => c.code === "COLL" && c.vin === v.vin);
    const prem = (comp ? L.coverage.get(comp)![k] : 0) + (coll ? L.coverage.get(coll)![k] : 0);
    return [
      {
        cells: [
          [`${fill(vehWord, { n: String(k + 1) })} ${v.year} ${U(v.make)}`],
          [comp ? dollars(comp.deductible!) : nc],
          [coll ? dollars(coll.deductible!) : nc],
          [prem ? money(prem) : ""],
        ],
      },
    ];
  });
  const dc: RCol[] = [
    { width: 0.34 },
    { width: 0.24, align: "r" },
    { width: 0.24, align: "r" },
    { width: 0.18, align: "r" },
  ];
  const dmgHead = [HOMEBOX.damageCols[look.scheme].map((h) => [h])];
  titledBox(w, rng.pick(HOMEBOX.damage), (ww) => {
    const size = fitSize(ww, dc, [...dmgHead.map((cells) => ({ cells, bold: true })), ...damage], ww.size * 0.92);
    ruledTable(ww, dc, dmgHead, damage, size ?? 5.5);
  });
  w.gap(3);

  const loanLabel = rng.pick(HOMEBOX.loan);
  const liens = t.thirdParties.map((p) => {
    const k = vehicles.findIndex((v) => v.vin === p.vin);
    return {
      label: `${fill(vehWord, { n: String(k + 1) })} - ${rng.pick(HOMEBOX.lienWord[p.type === "lessor" ? "lessor" : "lienholder"])}`,
      lines: [U(p.name), ...addressLines(p.address, rng, look.upper)],
      loan: loanPrinted && p.loanNumber ? `${loanLabel}: ${p.loanNumber}` : "",
    };
  });
  const noLien = rng.pick(HOMEBOX.noLien);
  titledBox(w, rng.pick(HOMEBOX.lienholders), (ww) => {
    if (!liens.length) return ww.line(noLien);
    const block = (b: (typeof liens)[number]) => (w2: Writer) => {
      w2.line(b.label, { bold: true, size: w2.size * 0.85 });
      for (const l of [...b.lines, b.loan].filter(Boolean)) w2.paragraph(l);
    };
    for (let i = 0; i < liens.length; i += 2) {
      const pair = liens.slice(i, i + 2);
      if (pair.length === 1) block(pair[0])(ww);
      else ww.columns(pair.map(block));
      ww.gap(2);
    }
  });
  w.gap(3);
  optionalBox(w, g, rng);
  w.gap(3);
  const term = rng.pick(HOMEBOX.termWord[g.extras.termMonths]);
  premiumBox(w, g, rng, L, fill(rng.pick(HOMEBOX.totalAuto), { term }));
  w.gap(3);
  formsBox(w, [...HOMEBOX.formList.PAP, ...rng.shuffle(HOMEBOX.autoForms).slice(0, 2)], rng.pick(HOMEBOX.forms));
  legalFooter(w, g, rng, naic);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  return { truth, variant: `auto-boxes${companyBox ? "-company-box" : "-footer-company"}`, title };
};

export const homeDecBoxes: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
