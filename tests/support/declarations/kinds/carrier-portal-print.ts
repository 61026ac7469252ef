import { isoDate, type GeneratedPolicy, type TruthCoverage, type TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  ledger,
  personName,
  putRight,
  row,
  sameAddress,
  sideBySide,
  vehicleList,
  type Col,
  type KindFn,
  type Ledger,
  money,
} from "./common";
import { dateText, fill, tollFree, type AnyDateStyle } from "./forms";
import { fitWidth } from "./ruled";

// Imitates a carrier's customer website printed with the browser's "print this page" (the policy
// view of Progressive's, GEICO's, Lemonade's and Root's account pages): the browser's own header
// and footer (print date and time, the tab title, the page's URL, "1/2"), the site's wordmark,
// navigation links and breadcrumbs, an "Active" badge by the policy heading, the policy facts as
// short label/value runs, the policyholders beside a billing summary with an instalment amount
// that is not the premium, then the coverage table a portal shows for a car policy: one column per
// vehicle (year, make, model and VIN in the column head, the lienholder or lessor under it),
// coverages as rows, liability limits repeated in every column, "Not covered", "Excluded", a dash
// or nothing where a vehicle lacks a coverage, and the physical damage deductibles in rows of their
// own. A home policy lists coverages A-F as label/amount pairs (in two columns side by side, or one
// list), the deductibles as lines under them, and the mortgagee with its loan number.

export const PRINTOUT = {
  tabTitle: [
    "Policy Details | {brand}",
    "{brand} - My Policy",
    "Coverage details - {brand}",
    "{brand} Customer Center",
  ],
  urlPath: [
    "/myaccount/policies/{id}/coverages",
    "/account/policy/{id}",
    "/customer/policy-details?policyId={id}",
    "/portal/#/policies/{id}/overview",
  ],
  account: ["Log out", "Sign out", "Hi, {first}", "Welcome back, {first}"],
  nav: [
    ["My Account", "Policies", "Billing", "Claims", "Documents"],
    ["Overview", "My Policies", "Payments", "Claims", "ID Cards", "Help"],
    ["Home", "Policy", "Pay Bill", "Report a Claim", "Contact Us"],
  ],
  crumbs: ["Home > Policies > {kind} policy", "My Account / Policies / {number}", "Policies > {kind} > Details"],
  kindWord: { auto: ["Auto", "Car"], home: ["Home", "Homeowners"], condo: ["Condo", "Condo unit"] } as Record<
    string,
    string[]
  >,
  autoTitle: ["Auto policy", "Your auto policy", "Auto Insurance Policy", "Car insurance details"],
  homeTitle: {
    home: ["Homeowners policy", "Your home policy", "Home Insurance Policy", "Homeowners coverage details"],
    condo: ["Condo policy", "Your condo policy", "Condominium Unit Owners Policy", "Condo coverage details"],
  },
  status: ["Active", "ACTIVE", "In force", "Current"],
  number: ["Policy number", "Policy #", "Policy No."],
  period: ["Policy period", "Policy term", "Coverage dates", "Term"],
  periodJoin: [" - ", " to ", " through "],
  underwritten: ["Underwritten by {c}", "Insurance company: {c}", "Issued by {c}"],
  naic: ["NAIC {x}", "(NAIC #{x})", "Company code {x}"],
  holders: ["Policyholders", "Named insured(s)", "Policy holder", "Who's insured"],
  mailing: ["Mailing address", "Billing address", "Address on file"],
  premiumHead: ["Premium", "Billing summary", "Your price"],
  total: ["Total policy premium", "Total {term} premium", "Policy premium", "Full-term premium"],
  term: { 6: ["6-month", "six-month"], 12: ["12-month", "annual"] } as Record<number, string[]>,
  includes: ["Includes {label} of {x}", "({label} {x} included)"],
  instalment: ["Next payment {x} due {d}", "Monthly installment: {x}", "Amount due {x} on {d}"],
  paidInFull: ["Paid in full", "Paid in full - thank you!", "Balance: $0.00"],
  outFee: ["{label} of {x} applies to each installment.", "{label}: {x} per installment (not included above)"],
  drivers: ["Drivers", "Covered drivers", "Listed drivers"],
  coverageHead: ["Coverages", "Coverage details", "Your coverages", "Coverages by vehicle"],
  covColumn: ["Coverage", "Coverages", ""],
  vehicleWord: ["Vehicle {n}", "Car {n}", "Vehicle #{n}", ""],
  vin: ["VIN {v}", "VIN: {v}", "{v}"],
  lien: {
    lienholder: ["Lienholder", "Loss payee", "Lienholder/Loss payee", "Finance company"],
    lessor: ["Lessor", "Leasing company"],
  },
  lienLeft: ["Lienholder / Lessor", "Financed or leased through", "Loss payee"],
  loan: ["Loan # {x}", "Loan number {x}", "Account {x}", "Acct # {x}"],
  autoCov: {
    BI: ["Bodily injury liability", "Bodily Injury", "Liability - bodily injury"],
    PD: ["Property damage liability", "Property Damage", "Liability - property damage"],
    CSL: ["Combined single limit", "Liability (CSL)", "Bodily injury & property damage"],
    UMBI: ["Uninsured motorist bodily injury", "Uninsured motorist", "UM - bodily injury"],
    UIMBI: ["Underinsured motorist bodily injury", "Underinsured motorist", "UIM - bodily injury"],
    UMPD: ["Uninsured motorist property damage", "UM property damage", "UM - property damage"],
    MEDPAY: ["Medical payments", "Medical payments coverage", "Med pay"],
    COMP: ["Comprehensive", "Comprehensive (other than collision)", "Comprehensive coverage"],
    COLL: ["Collision", "Collision coverage", "Collision"],
  } as Record<string, string[]>,
  deductibleRow: ["{cov} deductible", "{cov} - deductible", "Deductible: {cov}"],
  covered: ["Covered", "Included", "Yes", "Actual cash value"],
  absent: ["Not covered", "Excluded", "\u2014", ""],
  refused: ["Rejected", "Declined", "Not covered", "Not selected"],
  eachPerson: ["each person", "per person"],
  eachAccident: ["each accident", "per accident"],
  thousands: [
    "Liability limits are shown in thousands (100/300 = $100,000/$300,000).",
    "Limits shown in thousands of dollars.",
  ],
  blankNote: [
    "Coverages apply only to vehicles where a limit or deductible is shown.",
    "A coverage marked Not covered does not apply to that vehicle.",
  ],
  vehiclePremium: ["Vehicle premium", "Premium", "Cost per vehicle"],
  discountsHead: ["Discounts applied", "Your discounts", "Savings"],
  discounts: ["Multi-policy", "Paperless", "Paid in full", "Safe driver", "Homeowner", "Loyalty", "Claim free"],
  documentsHead: ["Policy documents", "Documents", "Download"],
  documents: [
    "Declarations page (PDF)",
    "ID cards (PDF)",
    "Policy contract (PDF)",
    "Endorsements (PDF)",
    "Billing statement (PDF)",
  ],
  help: ["Need help? Call {p}", "Questions? {p}", "Customer service {p}, 24/7"],
  siteFooter: [
    "(c) {year} {brand}. All rights reserved.  Privacy  |  Terms of use  |  Accessibility",
    "{brand} and its affiliates  |  Privacy  |  Legal  |  Site map",
  ],
  property: ["Property address", "Insured property", "Covered location", "Home address"],
  sameAsMailing: ["Same as mailing address", "Same as billing address"],
  details: ["Year built {year}", "Policy form {form}", "{c} construction", "{n} stories"],
  construction: ["Frame", "Masonry", "Brick veneer", "Stucco"],
  sectionI: ["Property coverages", "Section I - Property", "Protecting your home"],
  sectionII: ["Liability coverages", "Section II - Liability", "Protecting you"],
  listHead: ["Coverages and limits", "Your coverages", "Coverage summary"],
  homeCov: {
    DWELLING: ["Coverage A - Dwelling", "Dwelling (Coverage A)", "A. Dwelling", "Your home (Dwelling)"],
    OTHER_STRUCTURES: [
      "Coverage B - Other structures",
      "Other structures (Coverage B)",
      "B. Other Structures",
      "Other structures",
    ],
    PERSONAL_PROPERTY: [
      "Coverage C - Personal property",
      "Personal property (Coverage C)",
      "C. Personal Property",
      "Your belongings",
    ],
    LOSS_OF_USE: [
      "Coverage D - Loss of use",
      "Loss of use (Coverage D)",
      "D. Loss of Use",
      "Additional living expense",
    ],
    PERSONAL_LIABILITY: [
      "Coverage E - Personal liability",
      "Personal liability (Coverage E)",
      "E. Personal Liability",
      "Personal liability",
    ],
    MEDICAL_PAYMENTS: [
      "Coverage F - Medical payments to others",
      "Medical payments (Coverage F)",
      "F. Medical Payments",
      "Guest medical",
    ],
  } as Record<string, string[]>,
  condoA: ["Coverage A - Building property", "Unit improvements (Coverage A)", "A. Building Property", "Your unit"],
  occurrence: ["", " each occurrence", " per occurrence"],
  perPerson: ["", " each person", " per person"],
  als: ["Actual loss sustained", "Up to 12 months (actual loss sustained)"],
  deductibles: ["Deductibles", "Your deductibles"],
  aop: ["All other perils deductible", "Deductible (all perils)", "Standard deductible", "Deductible"],
  wind: ["Wind/hail deductible", "Windstorm or hail deductible", "Named storm / wind deductible"],
  windValue: ["{p}% of Coverage A ({x})", "{p}% ({x})", "{x} ({p}% of dwelling)"],
  additionalHead: ["Additional coverages", "Optional coverages", "Add-ons"],
  mortgagee: ["Mortgagee", "Mortgage company", "Lender", "Mortgagee / loss payee"],
  secondMortgagee: ["Second mortgagee", "2nd mortgagee"],
  homeLoan: ["Loan number: {x}", "Loan # {x}", "Loan no. {x}"],
  noMortgagee: ["No mortgagee on file", "Mortgagee: none"],
};

type LimitStyle = "thousands" | "slash" | "words" | "two-line";

/** How this printout writes figures and names, fixed once per page. */
interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  style: LimitStyle;
  /** The two-line style with "each person" / "each accident" after the halves. */
  lineWords: boolean;
  /** Limits and deductibles with ".00", as some portals print every amount. */
  cents: boolean;
  perWord: string;
  accWord: string;
  absent: string;
}

const amount = (n: number, look: Look) => dollars(n, { cents: look.cents });
const U = (s: string, look: Look) => (look.upper ? s.toUpperCase() : s);

/** The browser's print header and footer on every page, added once the page count is known. */
function browserMargins(w: Writer, rng: Rng, g: GeneratedPolicy): void {
  if (!rng.chance(0.8)) return;
  const printed = isoDate(new Date(Date.parse(g.extras.issueDate) + rng.int(1, 90) * 86400000));
  const [y, m, d] = printed.split("-");
  const hour = rng.int(1, 12);
  const stamp = `${Number(m)}/${Number(d)}/${y.slice(2)}, ${hour}:${String(rng.int(0, 59)).padStart(2, "0")} ${rng.pick(["AM", "PM"])}`;
  const brand = g.extras.brand;
  const tab = fill(rng.pick(PRINTOUT.tabTitle), { brand });
  const host = `https://www.${brand.toLowerCase().replace(/[^a-z0-9]+/g, "")}.com`;
  const url = host + fill(rng.pick(PRINTOUT.urlPath), { id: String(rng.int(10000000, 99999999)) });
  const size = w.size * 0.68;
  const n = w.pages.length;
  w.pages.forEach((p, i) => {
    const top = w.margin * 0.55;
    const bottom = p.height - w.margin * 0.4;
    const x0 = w.margin * 0.6;
    const x1 = p.width - w.margin * 0.6;
    p.texts.push({ text: stamp, x: x0, y: top, size, bold: false });
    p.texts.push({ text: tab, x: (p.width - w.width_(tab, { size })) / 2, y: top, size, bold: false });
    p.texts.push({ text: url, x: x0, y: bottom, size, bold: false });
    const of = `${i + 1}/${n}`;
    p.texts.push({ text: of, x: x1 - w.width_(of, { size }), y: bottom, size, bold: false });
  });
}

/** Wordmark, account links, navigation bar and breadcrumbs. */
function siteHeader(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look): void {
  const t = g.truth;
  const brand = look.upper ? g.extras.brand.toUpperCase() : g.extras.brand;
  const big = { bold: true, size: w.size * rng.pick([1.8, 2.1, 2.4]) };
  const size = fitWidth(w, brand, big, (w.right - w.left) * 0.55);
  w.ensure(size * 2);
  w.put(brand, w.left, w.y + size, { bold: true, size });
  putRight(w, fill(rng.pick(PRINTOUT.account), { first: t.insureds[0].firstName }), { size: w.size * 0.8 }, size * 0.3);
  w.y += size * 1.45;
  const navSize = w.size * 0.88;
  let x = w.left;
  const gap = rng.pick([14, 20, 26]);
  for (const item of rng.pick(PRINTOUT.nav)) x += w.put(item, x, w.y + navSize, { size: navSize, bold: true }) + gap;
  w.y += navSize * 1.5;
  hrule(w, 0.8, 5);
  const kind = rng.pick(PRINTOUT.kindWord[t.type]);
  w.line(fill(rng.pick(PRINTOUT.crumbs), { kind, number: t.policyNumber }), { size: w.size * 0.75 });
  w.gap(4);
}

/** Heading with the status badge and the policy facts; returns whether the NAIC code was printed. */
function policyHeading(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, title: string): boolean {
  const t = g.truth;
  const h1 = { bold: true, size: w.size * 1.7 };
  w.ensure(h1.size * 2);
  const tw = w.put(title, w.left, w.y + h1.size, h1);
  // The badge: a small framed word beside the heading, as the site draws a pill.
  const status = rng.pick(PRINTOUT.status);
  const bs = w.size * 0.78;
  const bx = w.left + tw + 12;
  const bw = w.width_(status, { size: bs, bold: true }) + 8;
  w.page.rects.push({ x: bx, y: w.y + h1.size - bs - 3, w: bw, h: bs + 5 });
  w.put(status, bx + 4, w.y + h1.size - 1, { size: bs, bold: true });
  w.y += h1.size * 1.5;

  const d = (iso: string) => dateText(iso, look.ds);
  const period = `${d(t.effectiveDate)}${rng.pick(PRINTOUT.periodJoin)}${d(t.expirationDate)}`;
  const facts: [string, string][] = [
    [rng.pick(PRINTOUT.number), t.policyNumber],
    [rng.pick(PRINTOUT.period), period],
  ];
  const naic = !!g.extras.naicCode && rng.chance(0.4);
  const company = `${fill(rng.pick(PRINTOUT.underwritten), { c: t.carrier.name })}${naic ? ` ${fill(rng.pick(PRINTOUT.naic), { x: g.extras.naicCode! })}` : ""}`;
  const form = rng.int(0, 2);
  if (form === 0) {
    // One run of facts split by bars, as a summary strip.
    const text = facts.map(([l, v]) => `${l}: ${v}`).join("   |   ");
    w.paragraph(text);
  } else if (form === 1) {
    // Small captions over values in a row of cards.
    const span = w.right - w.left;
    const cap = w.size * 0.72;
    w.ensure(cap + w.size * 2.6);
    facts.forEach(([l, v], i) => {
      const x = w.left + span * [0, 0.38][i];
      w.put(l.toUpperCase(), x, w.y + cap, { size: cap });
      w.put(v, x, w.y + cap * 1.4 + w.size, { bold: true });
    });
    w.y += cap * 1.4 + w.size * 1.6;
  } else {
    const valueX = Math.max(...facts.map(([l]) => w.width_(`${l}:`, { bold: true }))) + 12;
    for (const [l, v] of facts) w.kv(`${l}:`, [v], valueX, { bold: true });
  }
  w.paragraph(company, { size: w.size * 0.85 });
  w.gap(6);
  return naic;
}

/** Policyholders and mailing address beside (or above) the billing summary. */
function holdersAndBilling(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, L: Ledger): void {
  const t = g.truth;
  const names = t.insureds.map((_, i) => personName(g, i, rng.chance(0.15) ? "last-first" : "first-last", look.upper));
  const mail = addressLines(t.address, rng, look.upper);
  const holdersHead = rng.pick(PRINTOUT.holders);
  const mailingHead = rng.pick(PRINTOUT.mailing);
  const term = rng.pick(PRINTOUT.term[g.extras.termMonths]);
  const totalLabel = fill(rng.pick(PRINTOUT.total), { term });
  const includes = L.inFees.map((f) =>
    fill(rng.pick(PRINTOUT.includes), { label: f.label.toLowerCase(), x: money(f.amount) }),
  );
  const months = g.extras.termMonths;
  const due = isoDate(new Date(Date.parse(t.effectiveDate) + rng.int(20, 40) * 86400000));
  const payLine = rng.chance(0.6)
    ? fill(rng.pick(PRINTOUT.instalment), { x: money(Math.round(L.total / months)), d: dateText(due, look.ds) })
    : rng.pick(PRINTOUT.paidInFull);
  const outFees = L.outFees.map((f) => fill(rng.pick(PRINTOUT.outFee), { label: f.label, x: money(f.amount) }));
  const premiumHead = rng.pick(PRINTOUT.premiumHead);
  const h2: TextStyle = { bold: true, size: w.size * 1.05 };
  const holders = (ww: Writer) => {
    ww.line(holdersHead, h2);
    for (const n of names) ww.line(n);
    ww.gap(2);
    ww.line(mailingHead, { bold: true, size: ww.size * 0.85 });
    for (const l of mail) ww.line(l);
  };
  const billing = (ww: Writer) => {
    ww.line(premiumHead, h2);
    ww.line(totalLabel, { size: ww.size * 0.9 });
    ww.line(money(L.total), { bold: true, size: ww.size * 1.4 });
    for (const l of includes) ww.paragraph(l, { size: ww.size * 0.8 });
    ww.paragraph(payLine, { size: ww.size * 0.85 });
    for (const l of outFees) ww.paragraph(l, { size: ww.size * 0.75 });
  };
  if (rng.chance(0.7)) sideBySide(w, rng.pick([0.5, 0.55, 0.6]), holders, billing);
  else {
    holders(w);
    w.gap(5);
    billing(w);
  }
  w.gap(8);
}

/** Site furniture under the policy: discounts, document links, help line and the site footer. */
function pageTail(w: Writer, g: GeneratedPolicy, rng: Rng): void {
  const small: TextStyle = { size: w.size * 0.82 };
  // A heading is not left alone at the foot of a page.
  const block = () => w.ensure(w.lineHeight * 4);
  if (rng.chance(0.45)) {
    block();
    w.line(rng.pick(PRINTOUT.discountsHead), { bold: true });
    w.paragraph(rng.shuffle(PRINTOUT.discounts).slice(0, rng.int(2, 4)).join("  \u00b7  "), small);
    w.gap(4);
  }
  if (rng.chance(0.5)) {
    block();
    w.line(rng.pick(PRINTOUT.documentsHead), { bold: true });
    for (const doc of rng.shuffle(PRINTOUT.documents).slice(0, rng.int(2, 4))) w.line(doc, small);
    w.gap(4);
  }
  w.line(fill(rng.pick(PRINTOUT.help), { p: tollFree(rng) }), small);
  hrule(w, 0.5, 4);
  const year = g.truth.effectiveDate.slice(0, 4);
  w.paragraph(fill(rng.pick(PRINTOUT.siteFooter), { year, brand: g.extras.brand }), { size: w.size * 0.7 });
}

/** The largest size (from `start`) at which no word of any cell crosses its column. */
function fitCells(w: Writer, cols: Col[], rows: string[][][], start: number): number {
  const span = w.right - w.left;
  const fits = (size: number) =>
    rows.every((r) =>
      r.every((cell, i) =>
        cell.every((l) =>
          l.split(/\s+/).every((word) => w.width_(word, { size, bold: true }) <= cols[i].width * span - 4),
        ),
      ),
    );
  for (let s = start; s > 5.5; s -= 0.25) if (fits(s)) return s;
  return 5.5;
}

function splitLimit(pp: number, pa: number, look: Look, room: number, w: Writer, size: number): string[] {
  switch (look.style) {
    case "thousands":
      return [`${pp / 1000}/${pa / 1000}`];
    case "slash":
      return [`${dollars(pp)}/${dollars(pa)}`];
    case "words": {
      const one = `${dollars(pp)} ${look.perWord} / ${dollars(pa)} ${look.accWord}`;
      // A narrow column breaks it after the slash, not inside a half.
      return w.width_(one, { size }) <= room
        ? [one]
        : [`${dollars(pp)} ${look.perWord} /`, `${dollars(pa)} ${look.accWord}`];
    }
    case "two-line":
      return look.lineWords
        ? [`${dollars(pp)} ${look.perWord}`, `${dollars(pa)} ${look.accWord}`]
        : [dollars(pp), dollars(pa)];
  }
}

interface TableLine {
  label: string;
  cells: string[][];
  bold?: boolean;
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const n = vehicles.length;
  const look: Look = {
    ds: rng.pick<AnyDateStyle>(["Mon d, yyyy", "mm/dd/yyyy", "Month d, yyyy", "m/d/yyyy"]),
    upper: rng.chance(0.2),
    style: rng.pick<LimitStyle>(["thousands", "slash", "words", "two-line"]),
    lineWords: rng.chance(0.5),
    cents: rng.chance(0.25),
    perWord: rng.pick(PRINTOUT.eachPerson),
    accWord: rng.pick(PRINTOUT.eachAccident),
    absent: rng.pick(PRINTOUT.absent),
  };
  const title = rng.pick(PRINTOUT.autoTitle);
  siteHeader(w, g, rng, look);
  const naic = policyHeading(w, g, rng, look, title);
  holdersAndBilling(w, g, rng, look, L);

  if (rng.chance(0.6)) {
    w.line(rng.pick(PRINTOUT.drivers), { bold: true, size: w.size * 1.05 });
    w.paragraph(g.extras.drivers.map((d) => U(d, look)).join(rng.pick([", ", "  |  ", "; "])));
    w.gap(6);
  }

  // Columns: coverage names, then one column per vehicle.
  const labelShare = n === 3 ? rng.pick([0.28, 0.31, 0.34]) : rng.pick([0.3, 0.35, 0.4]);
  const vw = (1 - labelShare) / n;
  const align = rng.pick<"l" | "r" | "c">(["l", "l", "r", "c"]);
  const cols: Col[] = [
    { at: 0, width: labelShare },
    ...vehicles.map((_, k) => ({ at: labelShare + k * vw, width: vw, align })),
  ];
  const span = w.right - w.left;
  const size = w.size * rng.pick([0.85, 0.9, 0.95]);

  // The vehicle heads: name, car, VIN, and the lender under them.
  const vehWord = rng.pick(PRINTOUT.vehicleWord);
  const vinForm = rng.pick(PRINTOUT.vin);
  const loanForm = rng.pick(PRINTOUT.loan);
  const loanPrinted = rng.chance(0.8);
  const lienLeft = rng.chance(0.35);
  const lienWords = { lienholder: rng.pick(PRINTOUT.lien.lienholder), lessor: rng.pick(PRINTOUT.lien.lessor) };
  const party = (vin: string): TruthParty | undefined => t.thirdParties.find((p) => p.vin === vin);
  const carText = (v: (typeof vehicles)[number]) =>
    U(`${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`, look);
  const titles = vehicles.map((v) => (vehWord ? fill(vehWord, { n: String(v.index + 1) }) : carText(v)));
  const details = vehicles.map((v) => [...(vehWord ? [carText(v)] : []), fill(vinForm, { v: v.vin })]);
  const liens = vehicles.map((v) => {
    const p = party(v.vin);
    if (!p) return [""];
    const head = lienLeft ? [] : [`${lienWords[p.type === "lessor" ? "lessor" : "lienholder"]}:`];
    const addr = addressLines(p.address, rng, look.upper);
    const loan = loanPrinted && p.loanNumber ? [fill(loanForm, { x: p.loanNumber })] : [];
    return [...head, U(p.name, look), ...addr, ...loan];
  });

  // The rows: liability repeated across, refused coverages, physical damage per vehicle.
  const cellRoom = vw * span - 4;
  const covName = (code: string) => rng.pick(PRINTOUT.autoCov[code]);
  const dedLabel = rng.pick(PRINTOUT.deductibleRow);
  const lines: TableLine[] = [];
  const liability: TableLine[] = [];
  for (const c of t.coverages.filter((x) => !x.vin)) {
    const cell =
      c.limitPerPerson !== null && c.limitPerAccident !== null
        ? splitLimit(c.limitPerPerson, c.limitPerAccident, look, cellRoom, w, size)
        : [
            `${amount(c.limitPerAccident!, look)}${look.style === "words" ? ` ${c.code === "MEDPAY" ? look.perWord : look.accWord}` : ""}`,
          ];
    const name = covName(c.code);
    liability.push({ label: name, cells: vehicles.map(() => cell) });
    if (c.deductible !== null)
      liability.push({
        label: fill(dedLabel, { cov: name }),
        cells: vehicles.map(() => [amount(c.deductible!, look)]),
      });
  }
  const refusedWord = rng.pick(PRINTOUT.refused);
  for (const code of ["UMPD", "UIMBI", "MEDPAY"])
    if (!t.coverages.some((c) => c.code === code) && rng.chance(0.4))
      liability.push({ label: covName(code), cells: vehicles.map(() => [refusedWord]) });
  const physical: TableLine[] = [];
  const statusRows = rng.chance(0.5);
  const covered = rng.pick(PRINTOUT.covered);
  const perVehicle = (c: TruthCoverage | undefined, text: (c: TruthCoverage) => string) => [c ? text(c) : look.absent];
  for (const code of ["COMP", "COLL"]) {
    const per = vehicles.map((v) => t.coverages.find((c) => c.code === code && c.vin === v.vin));
    const name = covName(code);
    if (!per.some(Boolean)) {
      if (rng.chance(0.5)) physical.push({ label: name, cells: vehicles.map(() => [look.absent || refusedWord]) });
      continue;
    }
    if (statusRows) physical.push({ label: name, cells: per.map((c) => perVehicle(c, () => covered)) });
    physical.push({
      label: fill(dedLabel, { cov: name }),
      cells: per.map((c) => perVehicle(c, (x) => amount(x.deductible!, look))),
    });
  }
  if (rng.chance(0.25)) lines.push(...physical, ...liability);
  else lines.push(...liability, ...physical);
  for (const o of g.extras.optional) lines.push({ label: o.label, cells: vehicles.map(() => [o.limit]) });
  const premiumRow = rng.chance(0.5);
  if (premiumRow)
    lines.push({
      label: rng.pick(PRINTOUT.vehiclePremium),
      cells: L.vehicleTotals.map((x) => [money(x)]),
      bold: true,
    });

  const covColumn = rng.pick(PRINTOUT.covColumn);
  const lienLabel = rng.pick(PRINTOUT.lienLeft);
  const anyLien = liens.some((l) => l[0]);
  const head: string[][][] = [
    [[covColumn], ...titles.map((x) => [x])],
    [[""], ...details],
    ...(anyLien ? [[[lienLeft ? lienLabel : ""], ...liens]] : []),
  ];
  const body = lines.map((l) => [[l.label], ...l.cells]);
  const tsize = fitCells(w, cols, [...head, ...body], size);

  w.line(rng.pick(PRINTOUT.coverageHead), { bold: true, size: w.size * 1.2 });
  w.gap(2);
  hrule(w, 0.9, 3);
  const ruleEvery = rng.chance(0.7);
  row(w, cols, head[0], { bold: true, size: tsize * 1.05 }, { pad: 1 });
  row(w, cols, head[1], { size: tsize }, { pad: 2 });
  if (anyLien) row(w, cols, head[2], { size: tsize * 0.9 }, { pad: 2 });
  hrule(w, 0.9, 3);
  lines.forEach((l, i) =>
    row(w, cols, body[i], { size: tsize, bold: l.bold }, { rule: ruleEvery || i === lines.length - 1, pad: 3 }),
  );
  w.gap(3);
  const notes = [rng.pick(PRINTOUT.blankNote)];
  if (look.style === "thousands" && rng.chance(0.7)) notes.unshift(rng.pick(PRINTOUT.thousands));
  for (const note of notes) w.paragraph(note, { size: w.size * 0.75 });
  w.gap(6);
  pageTail(w, g, rng);
  browserMargins(w, rng, g);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    look.style,
    look.style === "two-line" && look.lineWords ? "words" : "",
    `${n}-veh`,
    statusRows ? "status-rows" : "",
    anyLien ? (lienLeft ? "lien-left" : "lien-cell") : "",
    premiumRow ? "premium-row" : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const look: Look = {
    ds: rng.pick<AnyDateStyle>(["Mon d, yyyy", "mm/dd/yyyy", "Month d, yyyy", "m/d/yyyy"]),
    upper: rng.chance(0.2),
    style: "slash",
    lineWords: false,
    cents: rng.chance(0.2),
    perWord: rng.pick(PRINTOUT.perPerson),
    accWord: rng.pick(PRINTOUT.occurrence),
    absent: "",
  };
  const title = rng.pick(PRINTOUT.homeTitle[condo ? "condo" : "home"]);
  siteHeader(w, g, rng, look);
  const naic = policyHeading(w, g, rng, look, title);
  holdersAndBilling(w, g, rng, look, L);

  // The property: its address (or a pointer to the mailing address) and a few facts.
  const h2: TextStyle = { bold: true, size: w.size * 1.05 };
  w.line(rng.pick(PRINTOUT.property), h2);
  if (sameAddress(premises, t.address) && rng.chance(0.2)) w.line(rng.pick(PRINTOUT.sameAsMailing));
  else for (const l of addressLines(premises, rng, look.upper)) w.line(l);
  if (rng.chance(0.6)) {
    const facts = PRINTOUT.details.map((d) =>
      fill(d, {
        year: String(g.extras.yearBuilt),
        form: g.extras.form,
        c: rng.pick(PRINTOUT.construction),
        n: String(rng.int(1, 3)),
      }),
    );
    w.paragraph(rng.shuffle(facts).slice(0, rng.int(2, 3)).join("   \u00b7   "), { size: w.size * 0.85 });
  }
  w.gap(8);

  // Coverages A-F as label / amount pairs.
  const order = [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ];
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const scheme = rng.int(0, 3);
  const label = (code: string) => (code === "DWELLING" && condo ? PRINTOUT.condoA : PRINTOUT.homeCov[code])[scheme];
  const value = (code: string): string | null => {
    const c = cov(code);
    if (!c) return code === "LOSS_OF_USE" && g.extras.lossOfUseAls ? rng.pick(PRINTOUT.als) : null;
    const x = amount(c.limitPerAccident!, look);
    if (code === "PERSONAL_LIABILITY") return `${x}${look.accWord}`;
    if (code === "MEDICAL_PAYMENTS") return `${x}${look.perWord}`;
    return x;
  };
  const pairs = order.flatMap((code) => {
    const v = value(code);
    return v === null ? [] : [{ code, label: label(code), value: v }];
  });
  const dwelling = cov("DWELLING")!;
  const pct = g.extras.windHailPercent;
  const deductibles: [string, string][] = [[rng.pick(PRINTOUT.aop), amount(dwelling.deductible!, look)]];
  if (pct)
    deductibles.push([
      rng.pick(PRINTOUT.wind),
      fill(rng.pick(PRINTOUT.windValue), {
        p: String(pct),
        x: dollars(Math.round((dwelling.limitPerAccident! * pct) / 100)),
      }),
    ]);
  const pairLine = (ww: Writer, l: string, v: string, at: number | null, style: TextStyle = {}) => {
    // A right-aligned amount leaves the label whatever room it does not take.
    const room = at === null ? ww.right - ww.left - ww.width_(v, { bold: true }) - 12 : (ww.right - ww.left) * at - 8;
    const labels = ww.wrap(l, style, room);
    ww.ensure(ww.lineHeight * labels.length);
    labels.forEach((x, k) => ww.put(x, ww.left, ww.y + ww.size + k * ww.lineHeight, style));
    if (at === null) putRight(ww, v, { bold: true });
    else ww.put(v, ww.left + (ww.right - ww.left) * at, ww.y + ww.size, { bold: true });
    ww.y += ww.lineHeight * labels.length + 2;
  };
  const layout = rng.chance(0.55) ? "two-up" : "list";
  if (layout === "two-up") {
    const sectionOne = pairs.filter((p) => !["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"].includes(p.code));
    const sectionTwo = pairs.filter((p) => ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"].includes(p.code));
    const heads = [rng.pick(PRINTOUT.sectionI), rng.pick(PRINTOUT.sectionII), rng.pick(PRINTOUT.deductibles)];
    sideBySide(
      w,
      0.5,
      (ww) => {
        ww.line(heads[0], h2);
        hrule(ww, 0.5, 3);
        for (const p of sectionOne) pairLine(ww, p.label, p.value, null);
      },
      (ww) => {
        ww.line(heads[1], h2);
        hrule(ww, 0.5, 3);
        for (const p of sectionTwo) pairLine(ww, p.label, p.value, null);
        ww.gap(4);
        ww.line(heads[2], h2);
        hrule(ww, 0.5, 3);
        for (const [l, v] of deductibles) pairLine(ww, l, v, null);
      },
    );
  } else {
    const at = rng.pick([0.45, 0.55, 0.65]);
    w.line(rng.pick(PRINTOUT.listHead), h2);
    hrule(w, 0.5, 3);
    for (const p of pairs) pairLine(w, p.label, p.value, at);
    w.gap(4);
    for (const [l, v] of deductibles) pairLine(w, l, v, at, { bold: true });
  }
  w.gap(6);
  if (g.extras.optional.length && rng.chance(0.7)) {
    w.line(rng.pick(PRINTOUT.additionalHead), h2);
    for (const o of g.extras.optional) pairLine(w, o.label, o.limit, null);
    w.gap(6);
  }

  // The mortgagee block: name, address, loan number.
  const loanPrinted = rng.chance(0.85);
  const loanForm = rng.pick(PRINTOUT.homeLoan);
  const mortHead = rng.pick(PRINTOUT.mortgagee);
  if (!t.thirdParties.length) w.line(rng.pick(PRINTOUT.noMortgagee), { size: w.size * 0.9 });
  const block = (p: TruthParty, i: number) => (ww: Writer) => {
    ww.line(i === 0 ? mortHead : rng.pick(PRINTOUT.secondMortgagee), h2);
    ww.line(U(p.name, look) + (rng.chance(0.3) ? " ISAOA/ATIMA" : ""));
    for (const l of addressLines(p.address, rng, look.upper)) ww.line(l);
    if (loanPrinted && p.loanNumber) ww.line(fill(loanForm, { x: p.loanNumber }));
  };
  if (t.thirdParties.length === 2 && rng.chance(0.5))
    sideBySide(w, 0.5, block(t.thirdParties[0], 0), block(t.thirdParties[1], 1));
  else
    t.thirdParties.forEach((p, i) => {
      block(p, i)(w);
      w.gap(4);
    });
  w.gap(6);
  pageTail(w, g, rng);
  browserMargins(w, rng, g);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  return { truth, variant: `${condo ? "condo" : "home"}-${layout}${pct ? "-wind" : ""}`, title };
};

export const carrierPortalPrint: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
