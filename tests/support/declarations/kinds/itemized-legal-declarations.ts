import type { TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  framed,
  fromCents,
  hrule,
  ledger,
  officeAddress,
  personName,
  putRight,
  row,
  sameAddress,
  toCents,
  vehicleList,
  type Col,
  type KindFn,
} from "./common";
import { dateText, fill, stateName, type AnyDateStyle } from "./forms";
import { fitWidth } from "./ruled";

// Imitates the legal-style declarations of specialty, surplus-lines and dwelling-fire carriers and
// of the older mutuals' typed policies: no boxes of captions and no coverage grid as the page's
// spine, but numbered ITEMS in the order the policy form refers to them ("Item 1. Named Insured and
// Mailing Address", "Item 2. Policy Period: From 12:01 A.M. ... To ...", "Item 3. Description of
// Premises" or "Described Automobiles", "Item 4. Limits of Insurance", "Item 5. Deductible",
// "Item 6. Premium", "Item 7. Mortgagee / Loss Payee", "Item 8. Forms and Endorsements"), amounts in
// words and figures ("One Hundred Thousand Dollars ($100,000)", "Five Hundred Dollars ($500) each
// occurrence", premiums as "... and 56/100 Dollars ($1,234.56)"), split limits as "$100,000 each
// person / $300,000 each accident" or, in the "thousands" variant, "100/300" (with the PD limit as
// "100/300/50"), "Coverage is provided only where a premium is shown", and the boilerplate of these
// pages: "Renewal of" a prior policy number, the producer or surplus-lines broker with an office
// address and licence number, a minimum earned premium, a countersignature with a date.
//
// It differs from numbered-parts (Liberty Mutual's statutory parts 1-12 in a coverage table with
// a premium column per vehicle under a headline premium): here the page is a sequence of items,
// and the limits live in sentences or a schedule inside Item 4, the deductibles apart in Item 5.
//
// Varied by the rng: the item heading ("Item 1.", "ITEM 1.", "Item One.", "1."), the arrangement
// (hanging item captions in a left column, run-in headings with indented text, or each item in a
// ruled box), the money style (words then figures, figures then words, figures only), Item 4 as
// sentences or as a "Coverage | Limit of Insurance | Premium" schedule (a premium column per auto),
// the premium style (an admitted carrier's total; a surplus-lines total that ADDS the policy fee,
// surplus lines tax and stamping fee; or a surplus-lines page that lists them as payable in
// addition to the premium), the date style, capitals, the home form's labels (homeowners letters
// or dwelling-fire words).
//
// THE TRUTH is the generated policy as printed, every truth value with figures (words appear only
// beside figures, or alone on distractors). The premium is the page's bottom-line total labelled
// "Total ..." in Item 6: the policy's premium (its coverage premiums and any surcharge the policy
// adds in), plus the policy fee and the surplus lines taxes in the "taxes-added" style only.
// NOT truth (distractors): item and form numbers with edition dates, the prior policy number, the
// countersignature and issue dates, the producer's or broker's address, code and licence number,
// the year built, protection class and territory, symbols, cost new, per-coverage and per-auto
// premiums, the premium before taxes, the taxes and fees, the installment fee, the minimum earned
// premium (sometimes in words only), the windstorm or hail percentage and its dollar figure, and
// the "Not Covered" lines.

export const LEGAL = {
  item: ["Item {n}.", "ITEM {n}.", "Item {w}.", "{n}."],
  titles: {
    insured: ["Named Insured and Mailing Address", "Named Insured and Address", "Name and Mailing Address of Insured"],
    period: ["Policy Period", "Policy Period", "Term of Policy"],
    premises: ["Description of Premises", "Described Location", "Location and Description of Premises"],
    autos: ["Described Automobiles", "Description of Automobiles", "Schedule of Described Autos"],
    limits: ["Limits of Insurance", "Limits of Liability", "Coverages and Limits of Insurance"],
    deductible: ["Deductible", "Deductibles", "Deductible Provisions"],
    premium: ["Premium", "Premium", "Premium and Charges"],
    mortgagee: ["Mortgagee", "Mortgagee(s)", "Mortgagee / Loss Payee"],
    payee: ["Loss Payee", "Loss Payee / Lienholder", "Additional Interests"],
    forms: ["Forms and Endorsements", "Forms and Endorsements Made Part of This Policy", "Schedule of Forms"],
  },
  period: [
    "From {from} To {to} at 12:01 A.M. Standard Time at the address of the Named Insured as stated herein.",
    "From: {from}   To: {to}   12:01 A.M. standard time at the location of the described premises.",
    "Beginning {from} and ending {to}, both days at 12:01 A.M. Standard Time at the mailing address shown in Item 1.",
  ],
  term: ["({m} months)", "Term: {m} Months", "— a {m}-month term"],
  title: {
    auto: ["Personal Automobile Policy Declarations", "Automobile Policy Declarations", "DECLARATIONS"],
    home: ["Homeowners Policy Declarations", "Dwelling Policy Declarations", "DECLARATIONS"],
    condo: ["Unit-Owners Policy Declarations", "Condominium Unit-Owners Declarations", "DECLARATIONS"],
  },
  companyNote: [
    "A Mutual Insurance Company",
    "(A Stock Insurance Company, herein called the Company)",
    "herein called the Company",
  ],
  slNote: [
    "This insurance is issued pursuant to the {state} surplus lines law. Persons insured by surplus lines carriers do not have the protection of the {state} insurance guaranty act to the extent of any right of recovery for the obligation of an insolvent unlicensed insurer.",
    "NOTICE: This policy is issued by an insurer not licensed in {state}. It is placed by a licensed surplus lines broker and is not protected by the {state} Insurance Guaranty Association.",
  ],
  policyNo: ["Policy No.", "Policy Number:", "POLICY NO."],
  renewalOf: ["Renewal of:", "Renewal of Policy No.", "Replaces:"],
  newPolicy: ["NEW", "New Business"],
  naic: ["NAIC No.", "NAIC Code:", "NAIC #"],
  producer: ["Producer:", "Agent:", "Producing Agent:"],
  broker: ["Surplus Lines Broker:", "Licensed Surplus Lines Broker:"],
  license: ["License No.", "Lic. #"],
  agentCode: ["Agent Code", "Producer No."],
  and: [" and ", " & "],
  premisesLead: [
    "The residence premises covered by this policy is located at:",
    "Location of described premises:",
    "Described Location:",
  ],
  sameAsItem1: "Same as Item 1",
  construction: ["Construction:", "Const.:"],
  constructions: ["Frame", "Masonry", "Masonry Veneer", "Brick", "Fire Resistive"],
  yearBuilt: ["Year Built:", "Yr. Built"],
  protection: ["Protection Class:", "Prot. Class"],
  families: ["No. of Families:", "Families:"],
  occupancy: ["Occupancy:", "Occupied By:"],
  occupancies: { home: ["Owner", "Owner Occupied", "Primary Residence"], condo: ["Owner (Unit)", "Unit Owner"] },
  association: ["Condominium Association:", "Name of Association:"],
  autoHead: ["Auto", "Year", "Trade Name", "Model / Body Type", "Identification Number", "Sym.", "Terr.", "Cost New"],
  garage: [
    "Each described auto is principally garaged at the address shown in Item 1 unless otherwise stated.",
    "Garaging: at the Named Insured's mailing address.",
  ],
  onlyWhere: [
    "Coverage is provided only where a premium is shown for the coverage.",
    "Insurance is afforded only for the coverages for which a premium is shown below.",
    "COVERAGE IS PROVIDED ONLY WHERE A PREMIUM OR LIMIT IS SHOWN FOR THE COVERAGE.",
  ],
  limitsHead: ["Coverage", "Limit of Insurance", "Premium"],
  autoCov: {
    BI: ["Bodily Injury Liability", "Liability — Bodily Injury", "Coverage A – Bodily Injury"],
    PD: ["Property Damage Liability", "Liability — Property Damage", "Coverage A – Property Damage"],
    CSL: [
      "Liability (Single Limit)",
      "Bodily Injury and Property Damage — Combined Single Limit",
      "Coverage A – Liability, each accident",
    ],
    UMBI: ["Uninsured Motorists — Bodily Injury", "Uninsured Motorists Coverage", "Coverage C – Uninsured Motorists"],
    UIMBI: ["Underinsured Motorists — Bodily Injury", "Underinsured Motorists Coverage", "Coverage C-1 – Underinsured"],
    UMPD: [
      "Uninsured Motorists — Property Damage",
      "Uninsured Motorists Property Damage",
      "Coverage C-2 – UM Property Damage",
    ],
    MEDPAY: ["Medical Payments", "Medical Payments Coverage", "Coverage B – Medical Payments"],
    COMP: ["Other Than Collision", "Comprehensive (Other Than Collision)", "Coverage D – Other Than Collision"],
    COLL: ["Collision", "Collision Coverage", "Coverage D – Collision"],
  },
  homeCov: {
    DWELLING: ["Coverage A – Dwelling", "Dwelling", "A. Dwelling"],
    OTHER_STRUCTURES: ["Coverage B – Other Structures", "Other Structures", "B. Other Structures"],
    PERSONAL_PROPERTY: ["Coverage C – Personal Property", "Personal Property (Contents)", "C. Personal Property"],
    LOSS_OF_USE: ["Coverage D – Loss of Use", "Additional Living Expense / Fair Rental Value", "D. Loss of Use"],
    PERSONAL_LIABILITY: ["Coverage E – Personal Liability", "Personal Liability", "L. Personal Liability"],
    MEDICAL_PAYMENTS: ["Coverage F – Medical Payments to Others", "Medical Payments to Others", "M. Medical Payments"],
  },
  condoCov: {
    DWELLING: [
      "Coverage A – Building Property",
      "Unit-Owners Building Additions and Alterations",
      "A. Building Property",
    ],
  },
  each: {
    person: ["each person", "each person"],
    accident: ["each accident", "each accident"],
    occurrence: ["each occurrence", "each occurrence"],
  },
  acv: [
    "Actual Cash Value, less the deductible in Item 5",
    "Actual cash value or cost of repair, whichever is less, less deductible",
    "ACV less deductible shown",
  ],
  als: ["Actual Loss Sustained", "Actual loss sustained (12 months)"],
  notCovered: ["Not Covered", "NOT COVERED", "Excluded"],
  notCoveredLines: { auto: ["Towing and Labor", "Sound Equipment"], home: ["Earthquake", "Flood", "Home Business"] },
  dedAll: [
    "{amt} each occurrence, applicable to all Section I perils.",
    "All Perils: {amt} each occurrence.",
    "In any one loss we cover only that part of the loss over {amt}.",
  ],
  dedWind: [
    "Windstorm or Hail: {p}% of the Coverage A limit ({amt}), which replaces the all perils deductible for such loss.",
    "Windstorm or Hail Deductible: {p}% of Coverage A ({amt}).",
  ],
  dedAuto: ["Auto {i}:", "Auto No. {i} –"],
  dedNone: ["No physical damage coverage.", "Liability only — no deductible applies."],
  umpdDed: ["Uninsured Motorists Property Damage deductible:", "UMPD Deductible:"],
  premLines: {
    base: ["Premium", "Policy Premium", "Premium for Coverages Shown"],
    policyFee: ["Policy Fee", "Policy Fee (fully earned)", "Company Fee"],
    slTax: ["Surplus Lines Tax", "S/L Tax", "Surplus Lines Tax ({r}%)"],
    stamp: ["Stamping Fee", "Stamping Office Fee ({r}%)", "SLSO Fee"],
    total: ["Total Premium", "TOTAL PREMIUM", "Total Policy Premium"],
    totalAdded: [
      "Total Premium, Taxes and Fees",
      "TOTAL (Premium, Fees and Taxes)",
      "Total Amount Payable Including Taxes and Fees",
    ],
    apart: [
      "The following are payable in addition to the premium and are not part of it:",
      "Taxes and fees (in addition to premium):",
    ],
    notIncluded: ["(not included in premium)", "(billed separately)"],
    mep: [
      "Minimum Earned Premium: {p}%",
      "Minimum earned premium {p}% of the policy premium.",
      "This policy is subject to a Minimum Earned Premium of {w} Dollars.",
    ],
    payable: ["Premium payable at inception.", "Premium is payable in advance.", "Paid in full to the Company."],
  },
  payeeLabel: { lienholder: ["Loss Payee:", "Lienholder:"], lessor: ["Additional Insured – Lessor:", "Lessor:"] },
  loan: ["Loan No.", "Loan Number:", "Account No."],
  mortgageeRank: ["First Mortgagee:", "Second Mortgagee:", "Third Mortgagee:"],
  noneInterest: ["None", "No mortgagee or loss payee of record.", "NONE"],
  formsHead: ["Form Number", "Edition", "Title"],
  formTitles: {
    auto: [
      ["PP 00 01", "Personal Auto Policy"],
      ["PP 01 82", "Amendment of Policy Provisions"],
      ["PP 04 01", "Uninsured Motorists Coverage"],
      ["PP 03 06", "Towing and Labor Costs Coverage"],
      ["IL 00 17", "Common Policy Conditions"],
    ],
    home: [
      ["HO 00 03", "Homeowners 3 – Special Form"],
      ["HO 04 96", "No Section II – Liability Coverages for Home Day Care Business"],
      ["HO 04 90", "Personal Property Replacement Cost"],
      ["IL 09 35", "Exclusion of Certain Computer-Related Losses"],
    ],
    dwelling: [
      ["DP 00 03", "Dwelling Property 3 – Special Form"],
      ["DL 24 01", "Personal Liability"],
      ["DL 24 05", "Premises Liability"],
      ["IL 09 35", "Exclusion of Certain Computer-Related Losses"],
    ],
    condo: [
      ["HO 00 06", "Homeowners 6 – Unit-Owners Form"],
      ["HO 17 32", "Unit-Owners Coverage A – Special Coverage"],
      ["HO 04 35", "Loss Assessment Coverage"],
      ["IL 09 35", "Exclusion of Certain Computer-Related Losses"],
    ],
  } as Record<string, string[][]>,
  formsLead: [
    "Forms and endorsements applying to this policy and made a part hereof at time of issue:",
    "This policy consists of these Declarations and the following forms:",
  ],
  countersign: [
    "Countersigned at {city}, {st} this {date}",
    "Countersigned: {date}   at {city}, {st}",
    "Date of Issue: {date}",
  ],
  by: ["By: ______________________________ Authorized Representative", "Authorized Representative"],
  witness: [
    "IN WITNESS WHEREOF, the Company has caused this policy to be signed by its President and Secretary, but it shall not be valid unless countersigned by a duly authorized representative.",
    "These Declarations together with the policy form and endorsements complete the above numbered policy.",
  ],
} as const;

// ---------------------------------------------------------------- words

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function under1000(n: number): string {
  const parts: string[] = [];
  if (n >= 100) parts.push(`${ONES[Math.floor(n / 100)]} Hundred`);
  const r = n % 100;
  if (r >= 20) parts.push(TENS[Math.floor(r / 10)] + (r % 10 ? `-${ONES[r % 10]}` : ""));
  else if (r > 0 || !parts.length) parts.push(ONES[r]);
  return parts.join(" ");
}

/** 1250000 → "One Million Two Hundred Fifty Thousand". */
export function numberWords(n: number): string {
  if (n === 0) return "Zero";
  const parts: string[] = [];
  for (const [size, name] of [
    [1_000_000, "Million"],
    [1000, "Thousand"],
  ] as const)
    if (n >= size) {
      parts.push(`${under1000(Math.floor(n / size))} ${name}`);
      n %= size;
    }
  if (n) parts.push(under1000(n));
  return parts.join(" ");
}

type MoneyStyle = "words-figures" | "figures-words" | "figures";

/** "One Hundred Thousand Dollars ($100,000)", "$100,000 (One Hundred Thousand Dollars)" or "$100,000". */
function money(n: number, style: MoneyStyle, upper: boolean, cents = false): string {
  const whole = Math.floor(n);
  const c = Math.round((n - whole) * 100);
  let w = `${numberWords(whole)}${cents ? ` and ${String(c).padStart(2, "0")}/100` : ""} Dollars`;
  if (upper) w = w.toUpperCase();
  const fig = dollars(n, { cents });
  if (style === "figures") return fig;
  return style === "words-figures" ? `${w} (${fig})` : `${fig} (${w})`;
}

// ---------------------------------------------------------------- page pieces

type Block = { text: string; style?: TextStyle } | { draw: (w: Writer) => void };

interface Item {
  title: string;
  /** Text after the title on the heading line ("Policy Period: From ..."). */
  blocks: Block[];
}

type Arrangement = "hanging" | "run-in" | "boxed";

interface Setup {
  upper: boolean;
  money: MoneyStyle;
  arrangement: Arrangement;
  heading: string;
  dateStyle: AnyDateStyle;
  sentences: boolean;
  thousands: boolean;
}

const cap = (s: string, upper: boolean) => (upper ? s.toUpperCase() : s);

function itemLabel(template: string, n: number): string {
  return fill(template, { n: String(n), w: ONES[n] });
}

/** Wrapped text indented from the column's left. */
function para(w: Writer, text: string, indent: number, style: TextStyle = {}): void {
  for (const l of w.wrap(text, style, w.right - w.left - indent)) w.line(l, style, indent);
}

function drawItems(w: Writer, s: Setup, items: Item[]): void {
  const hangCols: Col[] = [
    { at: 0, width: 0.27 },
    { at: 0.28, width: 0.72 },
  ];
  items.forEach((item, i) => {
    const label = `${itemLabel(s.heading, i + 1)} ${cap(item.title, s.upper)}`;
    const body = () => {
      if (s.arrangement === "hanging") {
        // The caption hangs in the left column beside the first text block; schedules run full width.
        // Leading plain text (names, address lines) stays in one cell beside the caption.
        let lead = 0;
        while (lead < item.blocks.length) {
          const b = item.blocks[lead];
          if (!("text" in b) || b.style) break;
          lead++;
        }
        const text = item.blocks.slice(0, lead).map((b) => ("text" in b ? b.text : ""));
        row(w, hangCols, [[label], text], { bold: false }, { pad: 3 });
        for (const b of item.blocks.slice(lead))
          if ("text" in b) row(w, hangCols, [[""], [b.text]], b.style ?? {}, { pad: 1 });
          else b.draw(w);
      } else {
        w.line(label, { bold: true });
        for (const b of item.blocks)
          if ("text" in b) para(w, b.text, 14, b.style ?? {});
          else b.draw(w);
      }
    };
    if (s.arrangement === "boxed") framed(w, body, 3);
    else body();
    w.gap(s.arrangement === "hanging" ? 3 : 5);
    if (s.arrangement === "hanging") hrule(w, 0.3, 3);
  });
}

function schedule(w: Writer, cols: Col[], head: string[], rows: string[][][], size: number): void {
  row(
    w,
    cols,
    head.map((h) => [h]),
    { bold: true, size },
    { rule: true },
  );
  for (const r of rows) row(w, cols, r, { size }, { pad: 2 });
  hrule(w, 0.4, 3);
}

function interestLines(p: TruthParty, rng: Rng, loanWord: string, upper: boolean): string[] {
  const addr = addressLines(p.address, rng, upper);
  return [cap(p.name, upper), ...addr, ...(p.loanNumber ? [`${loanWord} ${p.loanNumber}`] : [])];
}

// ---------------------------------------------------------------- the kind

export const itemizedLegalDeclarations: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const auto = t.type === "auto";
  const s: Setup = {
    upper: rng.chance(0.35),
    money: rng.weighted<MoneyStyle>([
      ["words-figures", 5],
      ["figures-words", 2],
      ["figures", 3],
    ]),
    arrangement: rng.pick<Arrangement>(["hanging", "run-in", "boxed"]),
    heading: rng.pick(LEGAL.item),
    dateStyle: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "m/d/yyyy", "Month d, yyyy", "Mon d, yyyy", "MON dd yyyy"]),
    sentences: rng.chance(0.45),
    thousands: auto && rng.chance(0.3),
  };
  const premiumStyle = rng.weighted<"admitted" | "taxes-added" | "taxes-apart">([
    ["admitted", 4],
    ["taxes-added", 3],
    ["taxes-apart", 2],
  ]);
  const surplus = premiumStyle !== "admitted";
  const up = (x: string) => cap(x, s.upper);
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const date = (iso: string) => dateText(iso, s.dateStyle);
  const small = w.size * 0.8;
  const state = t.address.state;

  // -------- heading: the company, the title, the policy number and its prior number
  const [hoLine1, hoLine2] = carrierAddress(rng);
  const carrierSize = fitWidth(w, t.carrier.name.toUpperCase(), { bold: true, size: w.size * 1.5 });
  w.line(t.carrier.name.toUpperCase(), { bold: true, size: carrierSize });
  const note = surplus ? "Surplus Lines Insurer — Non-Admitted" : pick(LEGAL.companyNote);
  w.line(`${note}   ${hoLine1}, ${hoLine2}`, { size: small });
  if (g.extras.naicCode) w.line(`${pick(LEGAL.naic)} ${g.extras.naicCode}`, { size: small });
  w.gap(4);
  const title = pick(LEGAL.title[t.type]);
  w.line(title.toUpperCase(), { bold: true, size: w.size * 1.25 });
  // The prior term's number differs from this one in its last digit: a distractor.
  const prior = rng.chance(0.7)
    ? `${pick(LEGAL.renewalOf)} ${t.policyNumber.replace(/\d(?=\D*$)/, (d) => String((Number(d) + rng.int(1, 8)) % 10))}`
    : pick(LEGAL.newPolicy);
  w.line(`${pick(LEGAL.policyNo)} ${t.policyNumber}`, { bold: true });
  putRight(w, prior, { size: small }, -w.size * 1.4);
  hrule(w, 1, 6);
  if (surplus) {
    w.paragraph(fill(pick(LEGAL.slNote), { state: stateName(state) }), { size: small * 0.9, bold: true });
    w.gap(3);
  }

  // -------- Item 1: names and mailing address
  const lastFirst = rng.chance(0.4);
  const names = t.insureds.map((_, i) => personName(g, i, lastFirst ? "last-first" : "first-last", s.upper));
  const nameLines = rng.chance(0.5) ? [names.join(pick(LEGAL.and))] : names;
  const items: Item[] = [];
  items.push({
    title: pick(LEGAL.titles.insured),
    blocks: [...nameLines, ...addressLines(t.address, rng, s.upper)].map((text) => ({ text })),
  });

  // -------- Item 2: the period
  const periodText = fill(pick(LEGAL.period), { from: date(t.effectiveDate), to: date(t.expirationDate) });
  const termNote = rng.chance(0.5) ? ` ${fill(pick(LEGAL.term), { m: String(g.extras.termMonths) })}` : "";
  items.push({ title: pick(LEGAL.titles.period), blocks: [{ text: periodText + termNote }] });

  // -------- Item 3: premises or autos
  const vehicles = vehicleList(g);
  if (auto) {
    const symbols = vehicles.map(() => String(rng.int(8, 27)));
    const terr = String(rng.int(1, 45)).padStart(3, "0");
    const costs = vehicles.map(() => dollars(rng.int(180, 650) * 100));
    const cols: Col[] = [
      { at: 0, width: 0.06 },
      { at: 0.06, width: 0.07 },
      { at: 0.13, width: 0.14 },
      { at: 0.27, width: 0.2 },
      { at: 0.47, width: 0.25 },
      { at: 0.72, width: 0.07 },
      { at: 0.79, width: 0.08 },
      { at: 0.87, width: 0.13, align: "r" },
    ];
    const rows = vehicles.map((v, i) => [
      [String(i + 1)],
      [String(v.year)],
      [up(v.make)],
      [up(v.trim ? `${v.model} ${v.trim}` : v.model)],
      [v.vin],
      [symbols[i]],
      [terr],
      [costs[i]],
    ]);
    items.push({
      title: pick(LEGAL.titles.autos),
      blocks: [
        { draw: (ww) => schedule(ww, cols, [...LEGAL.autoHead], rows, small) },
        { text: pick(LEGAL.garage), style: { size: small } },
      ],
    });
  } else {
    const d = dwellingAddress(t)!;
    const sameAsMailing = sameAddress(d, t.address) && rng.chance(0.3);
    const where = sameAsMailing ? [LEGAL.sameAsItem1] : addressLines(d, rng, s.upper);
    const facts = [
      `${pick(LEGAL.construction)} ${pick(LEGAL.constructions)}`,
      `${pick(LEGAL.yearBuilt)} ${g.extras.yearBuilt}`,
      `${pick(LEGAL.protection)} ${rng.int(1, 9)}`,
      t.type === "condo"
        ? `${pick(LEGAL.occupancy)} ${pick(LEGAL.occupancies.condo)}`
        : `${pick(LEGAL.families)} ${rng.int(1, 2)}   ${pick(LEGAL.occupancy)} ${pick(LEGAL.occupancies.home)}`,
    ].join(";  ");
    const blocks: Block[] = [{ text: pick(LEGAL.premisesLead) }, ...where.map((text) => ({ text })), { text: facts }];
    if (t.type === "condo")
      blocks.push({ text: `${pick(LEGAL.association)} ${d.addressLine1} Condominium Association` });
    // "Same as Item 1" prints the premises only by reference: the mailing address is printed in Item 1.
    items.push({ title: pick(LEGAL.titles.premises), blocks });
  }

  // -------- Item 4: limits
  const eachPerson = LEGAL.each.person[0];
  const eachAccident = LEGAL.each.accident[0];
  const eachOcc = LEGAL.each.occurrence[0];
  const scheme = rng.int(0, 2);
  const amt = (n: number) => money(n, s.money, s.upper);
  const autoLimit = (c: TruthCoverage, pd: TruthCoverage | undefined): string => {
    if (c.limitPerPerson !== null && c.limitPerAccident !== null) {
      if (s.thousands) {
        const k = `${c.limitPerPerson / 1000}/${c.limitPerAccident / 1000}`;
        return c.code === "BI" && pd?.limitPerAccident ? `${k}/${pd.limitPerAccident / 1000}` : k;
      }
      return `${amt(c.limitPerPerson)} ${eachPerson} / ${amt(c.limitPerAccident)} ${eachAccident}`;
    }
    if (c.code === "COMP" || c.code === "COLL") return pick(LEGAL.acv);
    if (c.code === "MEDPAY") return `${amt(c.limitPerAccident!)} ${eachPerson}`;
    return `${amt(c.limitPerAccident!)} ${eachAccident}`;
  };
  const homeLimit = (c: TruthCoverage): string => {
    const n = c.limitPerAccident!;
    if (c.code === "PERSONAL_LIABILITY") return `${amt(n)} ${eachOcc}`;
    if (c.code === "MEDICAL_PAYMENTS") return `${amt(n)} ${eachPerson}`;
    return amt(n);
  };
  const covName = (c: TruthCoverage) =>
    up(
      auto
        ? LEGAL.autoCov[c.code as keyof typeof LEGAL.autoCov][scheme]
        : t.type === "condo" && c.code === "DWELLING"
          ? LEGAL.condoCov.DWELLING[scheme]
          : LEGAL.homeCov[c.code as keyof typeof LEGAL.homeCov][scheme],
    );
  const notCovered = pick(LEGAL.notCovered);
  const extraNot = pick(auto ? LEGAL.notCoveredLines.auto : LEGAL.notCoveredLines.home);
  const pd = t.coverages.find((c) => c.code === "PD");
  const premSign = rng.chance(0.6);
  const cents = (c: number) => dollars(fromCents(c), { cents: true, sign: premSign });
  const limitsBlocks: Block[] = [];
  const onlyWhere = pick(LEGAL.onlyWhere);
  // In the thousands style the PD limit rides on the BI line ("100/300/50"): no PD line of its own.
  const shownCoverages = t.coverages.filter(
    (c, i) =>
      !(s.thousands && c.code === "PD" && t.coverages.some((b) => b.code === "BI")) &&
      // Physical damage is one line per coverage (the auto columns say which autos carry it).
      !(c.vin && t.coverages.findIndex((x) => x.code === c.code) !== i),
  );
  const alsLine = g.extras.lossOfUseAls
    ? [[covName({ code: "LOSS_OF_USE" } as TruthCoverage)], [pick(LEGAL.als)]]
    : null;
  if (s.thousands) limitsBlocks.push({ text: "Limits are shown in thousands of dollars.", style: { size: small } });
  if (s.sentences) {
    limitsBlocks.push({ text: onlyWhere, style: { size: small } });
    const cols: Col[] = [
      { at: 0, width: 0.36 },
      { at: 0.37, width: 0.63 },
    ];
    const rows: string[][][] = shownCoverages.map((c) => [[covName(c)], [auto ? autoLimit(c, pd) : homeLimit(c)]]);
    if (alsLine) rows.splice(3, 0, alsLine);
    rows.push([[up(extraNot)], [notCovered]]);
    limitsBlocks.push({ draw: (ww) => rows.forEach((r) => row(ww, cols, r, {}, { pad: 2 })) });
  } else {
    // A schedule with a premium per coverage (a column per auto on auto pages).
    const n = auto ? vehicles.length : 1;
    const premW = Math.min(0.13, 0.36 / n);
    const limW = 1 - 0.3 - premW * n;
    const cols: Col[] = [
      { at: 0, width: 0.3 },
      { at: 0.3, width: limW },
      ...Array.from({ length: n }, (_, i) => ({ at: 0.3 + limW + premW * i, width: premW, align: "r" as const })),
    ];
    const head = [
      LEGAL.limitsHead[0],
      LEGAL.limitsHead[1],
      ...(auto ? vehicles.map((_, i) => `Auto ${i + 1}`) : [LEGAL.limitsHead[2]]),
    ];
    const premCells = (c: TruthCoverage): string[][] => {
      const per = auto
        ? t.coverages
            .filter((x) => x.code === c.code)
            .reduce((acc, x) => acc.map((v, i) => v + L.coverage.get(x)![i]), new Array(n).fill(0) as number[])
        : L.coverage.get(c)!;
      // The BI line of a "100/300/50" carries the PD premium too.
      const withPd = s.thousands && c.code === "BI" && pd ? per.map((v, i) => v + (L.coverage.get(pd)?.[i] ?? 0)) : per;
      return withPd.map((v) => [v ? cents(v) : "—"]);
    };
    const rows: string[][][] = shownCoverages.map((c) => [
      [covName(c)],
      [auto ? autoLimit(c, pd) : homeLimit(c)],
      ...premCells(c),
    ]);
    if (alsLine) rows.splice(3, 0, [...alsLine, ["Incl."]]);
    g.extras.optional.forEach((o, k) =>
      rows.push([
        [up(o.label)],
        [o.limit],
        ...(auto ? L.optional[k].map((v) => [v ? cents(v) : "—"]) : [[cents(toCents(o.premium))]]),
      ]),
    );
    rows.push([[up(extraNot)], [notCovered], ...Array.from({ length: n }, () => [""])]);
    limitsBlocks.push({ text: onlyWhere, style: { size: small } });
    limitsBlocks.push({ draw: (ww) => schedule(ww, cols, head, rows, w.size * 0.88) });
  }
  items.push({ title: pick(LEGAL.titles.limits), blocks: limitsBlocks });

  // -------- Item 5: deductibles
  const dedBlocks: Block[] = [];
  if (auto) {
    const lead = pick(LEGAL.dedAuto);
    vehicles.forEach((v, i) => {
      const comp = t.coverages.find((c) => c.code === "COMP" && c.vin === v.vin);
      const coll = t.coverages.find((c) => c.code === "COLL" && c.vin === v.vin);
      const parts = [comp, coll]
        .filter((c): c is TruthCoverage => !!c && c.deductible !== null)
        .map((c) => `${covName(c)}: ${amt(c.deductible!)}`);
      dedBlocks.push({
        text: `${fill(lead, { i: String(i + 1) })} ${parts.length ? parts.join("; ") : pick(LEGAL.dedNone)}`,
      });
    });
    const umpd = t.coverages.find((c) => c.code === "UMPD" && c.deductible !== null);
    if (umpd) dedBlocks.push({ text: `${pick(LEGAL.umpdDed)} ${amt(umpd.deductible!)}` });
  } else {
    const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
    dedBlocks.push({ text: fill(pick(LEGAL.dedAll), { amt: amt(dwelling.deductible!) }) });
    if (g.extras.windHailPercent) {
      const a = dwelling.limitPerAccident!;
      const p = g.extras.windHailPercent;
      dedBlocks.push({ text: fill(pick(LEGAL.dedWind), { p: String(p), amt: dollars((a * p) / 100) }) });
    }
  }
  items.push({ title: pick(LEGAL.titles.deductible), blocks: dedBlocks });

  // -------- Item 6: premium
  const P = LEGAL.premLines;
  const premBlocks: Block[] = [];
  const premCols: Col[] = [
    { at: 0, width: 0.6 },
    { at: 0.6, width: 0.4, align: "r" },
  ];
  const lines: [string, string, boolean][] = [];
  const fig = (c: number) => dollars(fromCents(c), { cents: true });
  const premWords = s.money !== "figures" && rng.chance(0.6);
  const totalText = (c: number) => (premWords ? money(fromCents(c), s.money, s.upper, true) : fig(c));
  const taxRate = pick([3, 3.5, 3.6, 4.85, 4.94, 5, 6]);
  const stampRate = pick([0.04, 0.15, 0.18, 0.3]);
  const policyFee = toCents(pick([50, 75, 100, 150, 250]));
  const taxable = L.total + policyFee;
  const slTax = Math.round((taxable * taxRate) / 100);
  const stamp = Math.round((taxable * stampRate) / 100);
  if (L.inFees.length || premiumStyle === "taxes-added") lines.push([up(pick(P.base)), fig(L.base), false]);
  for (const f of L.inFees) lines.push([up(f.label), fig(f.amount), false]);
  let total = L.total;
  const totalLabel = up(pick(premiumStyle === "taxes-added" ? P.totalAdded : P.total));
  const taxLines: [string, string, boolean][] = [
    [up(pick(P.policyFee)), fig(policyFee), false],
    [up(fill(pick(P.slTax), { r: String(taxRate) })), fig(slTax), false],
    [up(fill(pick(P.stamp), { r: String(stampRate) })), fig(stamp), false],
  ];
  if (premiumStyle === "taxes-added") {
    if (L.inFees.length) lines.push([up(pick(P.total)), fig(L.total), false]);
    lines.push(...taxLines);
    total = L.total + policyFee + slTax + stamp;
    truth.premium = fromCents(total);
  }
  lines.push([totalLabel, totalText(total), true]);
  premBlocks.push({
    draw: (ww) => {
      for (const [label, value, bold] of lines) row(ww, premCols, [[label], [value]], { bold }, { pad: 1 });
    },
  });
  if (premiumStyle === "taxes-apart") {
    premBlocks.push({ text: pick(P.apart), style: { size: small } });
    premBlocks.push({
      draw: (ww) => {
        for (const [label, value] of taxLines) row(ww, premCols, [[label], [value]], { size: small }, { pad: 1 });
      },
    });
  }
  for (const f of L.outFees)
    premBlocks.push({ text: `${f.label}: ${fig(f.amount)} ${pick(P.notIncluded)}`, style: { size: small } });
  const mepPct = pick([25, 25, 35, 100]);
  const mepAmount = Math.round((fromCents(L.total) * mepPct) / 100);
  // The minimum earned premium in words only: a distractor amount with no figures.
  if (surplus || rng.chance(0.4))
    premBlocks.push({
      text: fill(pick(P.mep), { p: String(mepPct), w: numberWords(mepAmount) }),
      style: { size: small },
    });
  if (rng.chance(0.5)) premBlocks.push({ text: pick(P.payable), style: { size: small } });
  items.push({ title: pick(LEGAL.titles.premium), blocks: premBlocks });

  // -------- Item 7: interests
  const loanWord = pick(LEGAL.loan);
  const interest: Block[] = [];
  if (!t.thirdParties.length) interest.push({ text: pick(LEGAL.noneInterest) });
  t.thirdParties.forEach((p, k) => {
    const idx = p.vin ? vehicles.findIndex((v) => v.vin === p.vin) : -1;
    const lead = auto
      ? `${pick(LEGAL.payeeLabel[p.type === "lessor" ? "lessor" : "lienholder"])} (Auto ${idx + 1})`
      : LEGAL.mortgageeRank[k];
    const [first, ...rest] = interestLines(p, rng, loanWord, s.upper);
    interest.push({ text: `${lead} ${first}` }, ...rest.map((text) => ({ text })));
  });
  items.push({ title: pick(auto ? LEGAL.titles.payee : LEGAL.titles.mortgagee), blocks: interest });

  // -------- Item 8: forms with edition dates
  const formList = rng
    .shuffle(LEGAL.formTitles[t.type === "home" && scheme === 1 ? "dwelling" : t.type])
    .slice(0, rng.int(3, 4))
    .map(([num, name]) => {
      const ed = `${String(rng.int(1, 12)).padStart(2, "0")} ${String(rng.int(98, 122) % 100).padStart(2, "0")}`;
      return rng.chance(0.5) ? `${num} ${ed} – ${name}` : `${num} (${ed.replace(" ", "/")}) ${name}`;
    });
  items.push({
    title: pick(LEGAL.titles.forms),
    blocks: [{ text: pick(LEGAL.formsLead), style: { size: small } }, ...formList.map((text) => ({ text }))],
  });

  drawItems(w, s, items);

  // -------- producer, countersignature
  const office = officeAddress(rng);
  const lic = `${pick(LEGAL.license)} ${rng.int(100000, 9999999)}`;
  const who = surplus
    ? `${pick(LEGAL.broker)} ${g.extras.agent.name}, ${g.extras.agent.agency}  ${lic}`
    : `${pick(LEGAL.producer)} ${g.extras.agent.agency}  ${pick(LEGAL.agentCode)} ${g.extras.agent.code}`;
  w.gap(4);
  w.paragraph(who, { size: small });
  w.line(`${office.addressLine1}, ${office.city}, ${office.state} ${office.postalCode}   ${g.extras.agent.phone}`, {
    size: small,
  });
  w.gap(6);
  // Countersigned at the producer's office or at the company's home office.
  const [city, st] = rng.chance(0.5)
    ? [office.city, office.state]
    : [hoLine2.split(",")[0], (hoLine2.split(", ")[1] ?? "").slice(0, 2)];
  w.line(fill(pick(LEGAL.countersign), { city, st, date: date(g.extras.issueDate) }), { size: small });
  w.line(pick(LEGAL.by), { size: small });
  if (rng.chance(0.6)) w.paragraph(pick(LEGAL.witness), { size: small * 0.9 });

  const variant = [
    s.arrangement,
    s.money,
    s.sentences ? "sentences" : "schedule",
    premiumStyle,
    ...(s.thousands ? ["thousands"] : []),
  ].join("-");
  return { truth, variant, title };
};
