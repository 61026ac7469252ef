import type { GeneratedPolicy, TruthCoverage } from "../policy";
import type { Rng } from "../random";
import { Writer, type TextStyle } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  fromCents,
  ledger,
  personName,
  sameAddress,
  vehicleList,
  type KindFn,
  type Ledger,
} from "./common";
import { dateText, fill, pickDateStyle, tollFree, type AnyDateStyle } from "./forms";
import { fitWidth } from "./ruled";

// Imitates the "Your Policy at a Glance" brochure page some carriers mail on top of (or instead of)
// the formal declarations: a wide masthead with the marketing brand, then the policy set in two or
// three narrow newspaper columns that fill top to bottom and carry on at the top of the next
// column. Each section ("Who's covered", "Your vehicles" / "Your home", "Your coverages",
// "Lienholders" / "Mortgagee", "Your premium") is a heading over short label-value lines, and in a
// column that narrow the values wrap: "$100,000 each person / $300,000 each accident" breaks
// across two lines, a lender's long name and its address run over three. A section may break at
// the foot of one column and go on at the top of the next (some pages repeat its heading there
// with "(continued)"). The underwriting company's legal name is a small line under the masthead,
// a footer line, or a line of the policy section. Pages differ in how a label meets its value
// (label over value, label and value side by side, a bold run-in label), in column count, rules
// between the columns, balanced or filled columns, heading style, date and amount styles, and
// whether coverages are grouped by vehicle or by coverage.

export const NEWS = {
  glance: [
    "Your Policy at a Glance",
    "Policy at a Glance",
    "Your Coverage Snapshot",
    "Your Policy Summary",
    "Coverage at a Glance",
    "Here's What You're Covered For",
  ],
  product: {
    auto: ["Personal Auto Policy", "Auto Insurance", "Car Insurance Policy", "Private Passenger Auto"],
    home: ["Homeowners Policy", "Home Insurance", "Homeowners Insurance Policy"],
    condo: ["Condo Insurance", "Condominium Unit Owners Policy", "Condo Unit Owners Insurance"],
  } as Record<string, string[]>,
  greeting: [
    "Hi {first}, here is a quick look at the coverage on your policy. Your policy documents and endorsements explain it in full.",
    "Thank you for choosing {brand}, {first}. This summary shows the main facts of your policy; please keep it with your policy documents.",
    "Dear {first}: below is an easy-to-read summary of your policy. It is not a contract; your policy and endorsements govern.",
  ],
  legal: [
    "Underwritten by {carrier}",
    "Insurance provided by {carrier}",
    "Policy issued by {carrier}",
    "Coverage is written by {carrier}",
  ],
  naicInline: [", NAIC {naic}", " (NAIC #{naic})", " - NAIC Code {naic}"],
  heads: {
    policy: ["Your policy", "About your policy", "Policy details", "The basics"],
    who: ["Who's covered", "Who is insured", "People on your policy", "Who's on your policy"],
    vehicles: ["Your vehicles", "Cars we cover", "Vehicles on your policy", "What's covered"],
    home: ["Your home", "Your property", "Where you live", "The insured home"],
    condo: ["Your condo", "Your unit", "The insured unit", "Your property"],
    coverages: ["Your coverages", "How you're protected", "Coverages and limits", "What your policy pays"],
    damage: ["Protection for your cars", "Car damage coverages", "Physical damage"],
    deductibles: ["Your deductibles", "Deductibles", "What you pay first"],
    optional: ["Extras you added", "Optional coverages", "Add-on coverages"],
    lien: ["Lienholders", "Lienholders and lessors", "Loan and lease companies", "Who else has an interest"],
    mortgagee: ["Mortgagee", "Mortgage company", "Your lender", "Mortgagees"],
    premium: ["Your premium", "What you pay", "Your price", "Policy cost"],
    agent: ["Your agent", "Questions? Call your agent", "Your local agent", "Need help?"],
  },
  cont: ["(continued)", "(cont.)", "- continued", "(cont'd)"],
  number: ["Policy number", "Policy #", "Policy no."],
  period: ["Policy period", "Coverage period", "Policy term"],
  periodJoin: [" to ", " - ", " through "],
  start: ["Effective", "Coverage begins", "Starts", "Effective date"],
  end: ["Expires", "Coverage ends", "Ends", "Expiration date"],
  time: ["", "", " at 12:01 a.m.", " 12:01 AM"],
  term: ["Term", "Policy term length", "Length of term"],
  termValue: { 6: ["6 months", "Six months"], 12: ["12 months", "One year", "Annual"] } as Record<number, string[]>,
  issued: ["Issued", "Date issued", "Prepared on", "Printed"],
  account: ["Account", "Billing account", "Customer number"],
  insurer: ["Insurer", "Insurance company", "Underwriting company", "Written by"],
  naic: ["NAIC", "NAIC code", "NAIC #"],
  insured: ["Named insured", "Policyholder", "Named insureds", "Insured"],
  mailing: ["Mailing address", "Address", "We mail to"],
  drivers: ["Drivers", "Household drivers", "Listed drivers"],
  vehicle: ["Vehicle {n}", "Car {n}", "Auto {n}", "#{n}"],
  vin: ["VIN", "Vehicle ID", "VIN #"],
  use: ["Use", "Primary use"],
  uses: ["Commute", "Pleasure", "Business", "Farm"],
  garaged: ["Garaged at ZIP", "Garaging ZIP", "Kept at ZIP"],
  location: ["Location", "Insured address", "Residence premises", "Property address"],
  same: ["Same as mailing address", "Same as above"],
  form: ["Policy form", "Form"],
  built: ["Year built", "Built"],
  construction: ["Construction", "Built of"],
  constructionValues: ["Frame", "Masonry", "Brick veneer", "Vinyl siding"],
  labels: {
    BI: ["Bodily injury liability", "Bodily injury", "Injury to others"],
    PD: ["Property damage liability", "Property damage", "Damage to others' property"],
    CSL: ["Liability (combined single limit)", "Combined single limit", "Liability - single limit"],
    MEDPAY: ["Medical payments", "Medical payments coverage", "Med pay"],
    UMBI: ["Uninsured motorist bodily injury", "Uninsured motorists - injury", "Uninsured motorist BI"],
    UIMBI: ["Underinsured motorist bodily injury", "Underinsured motorists - injury", "Underinsured motorist BI"],
    UMPD: ["Uninsured motorist property damage", "Uninsured motorists - property", "Uninsured motorist PD"],
    COMP: ["Comprehensive", "Other than collision", "Comprehensive (fire, theft, glass)"],
    COLL: ["Collision", "Collision coverage", "Collision with another object"],
  } as Record<string, string[]>,
  split: [
    "{a} each person / {b} each accident",
    "{a} per person, {b} per accident",
    "{a} each person {b} each accident",
    "{a} per person / {b} per occurrence",
  ],
  perAccident: ["{a} each accident", "{a} per accident", "{a} per occurrence"],
  csl: ["{a} each accident", "{a} combined single limit", "{a} single limit"],
  medpay: ["{a} each person", "{a} per person"],
  umpdDed: ["{a} each accident, {d} deductible", "{a} per accident ({d} deductible)"],
  ded: ["{d} deductible", "{d} ded.", "Deductible {d}", "You pay {d}"],
  notCovered: ["Not covered", "Not purchased", "Declined"],
  home: {
    names: {
      DWELLING: ["Dwelling", "Your house (Coverage A)", "Coverage A - Dwelling"],
      OTHER_STRUCTURES: ["Other structures", "Garages, sheds, fences", "Coverage B - Other structures"],
      PERSONAL_PROPERTY: ["Personal property", "Your belongings", "Coverage C - Personal property"],
      LOSS_OF_USE: ["Loss of use", "Extra living expenses", "Coverage D - Loss of use"],
      PERSONAL_LIABILITY: ["Personal liability", "Liability to others", "Coverage E - Personal liability"],
      MEDICAL_PAYMENTS: ["Medical payments to others", "Guest medical", "Coverage F - Medical payments"],
    } as Record<string, string[]>,
    condoA: ["Building property", "Unit improvements", "Coverage A - Building property"],
    occurrence: ["{a} each occurrence", "{a} per occurrence"],
    person: ["{a} each person", "{a} per person"],
    als: ["Actual loss sustained", "Actual loss sustained, up to 12 months"],
    aop: ["All other perils", "All perils", "Standard deductible"],
    wind: ["Wind and hail", "Windstorm or hail"],
    windValue: ["{p}% of dwelling ({x})", "{p}% of Coverage A, which is {x}"],
  },
  role: {
    lienholder: ["Lienholder", "Loss payee", "Lender"],
    lessor: ["Lessor", "Leasing company", "Lessor / loss payee"],
    mortgagee: ["First mortgagee", "Mortgagee", "Mortgage holder"],
    second: ["Second mortgagee", "Mortgagee 2", "Second mortgage holder"],
  },
  forCar: ["For {car}", "On your {car}", "{car}"],
  loan: ["Loan number", "Loan #", "Account number", "Reference no."],
  none: ["None on file", "None listed", "No lienholders", "None"],
  vehiclePremium: ["{car}", "Premium for {car}"],
  coveragePremium: ["Liability coverages", "Physical damage coverages", "Optional coverages"],
  homePremium: ["Base premium", "Coverage premium"],
  optionalPremium: ["Add-on coverages", "Optional coverages"],
  total: ["Total {term} premium", "Your total premium", "Total policy premium", "Your {term} price"],
  termWord: { 6: ["6-month", "six-month"], 12: ["annual", "12-month"] } as Record<number, string[]>,
  outFee: ["{x} - billed separately, not part of your premium", "{x} per installment (not included above)"],
  agency: ["Agency", "Agent", "Your agent"],
  phone: ["Phone", "Call", "Tel."],
  claims: ["Report a claim", "Claims, 24/7", "To report a claim"],
  runHead: ["{brand} | {glance} | Policy {number}", "{glance} (continued) - {number}"],
  page: ["Page {n} of {m}", "{n} / {m}", "Page {n}"],
  formCode: ["GLANCE-{t} 01 23", "SUM {t} (05-22)", "PS-{t}-100"],
  fine: [
    "This summary is not your policy. Please read your policy and declarations for the complete terms.",
    "Coverage is subject to the terms, conditions and exclusions of your policy.",
    "If anything here differs from your declarations page, the declarations page governs.",
  ],
};

// ---------------------------------------------------------------- the column model

/** One thing a section holds: a label with its value, loose lines, or a subheading. */
type Item =
  | { kind: "pair"; label: string; value: string[]; bold?: boolean }
  | { kind: "lines"; lines: string[]; boldFirst?: boolean }
  | { kind: "sub"; text: string };

interface Section {
  title: string;
  items: Item[];
}

interface Part {
  dx: number;
  dy: number;
  text: string;
  style: TextStyle;
}

interface Look {
  cols: 2 | 3;
  /** How a label meets its value: label over value, side by side, or a bold run-in label. */
  pairs: "stacked" | "inline" | "run-in";
  /** Label share of the column for side-by-side pairs. */
  labelShare: number;
  valueRight: boolean;
  heading: "rule-above" | "rule-below" | "plain";
  upperHeadings: boolean;
  colRules: boolean;
  balance: boolean;
  cont: string;
  legal: "masthead" | "footer" | "section";
  masthead: "split" | "stacked" | "centered";
  gutter: number;
  ds: AnyDateStyle;
  premiumSign: boolean;
}

function pickLook(rng: Rng): Look {
  const cols = rng.chance(0.3) ? 3 : 2;
  return {
    cols,
    pairs: rng.pick(
      cols === 3 ? (["stacked", "run-in", "inline"] as const) : (["stacked", "inline", "run-in"] as const),
    ),
    labelShare: rng.pick([0.4, 0.44, 0.48]),
    valueRight: rng.chance(0.3),
    heading: rng.pick(["rule-above", "rule-below", "plain"] as const),
    upperHeadings: rng.chance(0.35),
    colRules: rng.chance(0.45),
    balance: cols === 3 || rng.chance(0.55),
    cont: rng.chance(0.5) ? rng.pick(NEWS.cont) : "",
    legal: rng.pick(["masthead", "footer", "section"] as const),
    masthead: rng.pick(["split", "stacked", "centered"] as const),
    gutter: rng.pick([14, 18, 22]),
    ds: pickDateStyle(rng),
    premiumSign: rng.chance(0.75),
  };
}

interface Geometry {
  xs: number[];
  colW: number;
  /** Top of the columns on the first page and on later pages. */
  top: number;
  laterTop: number;
  /** Lowest baseline room on any page. */
  pageBottom: number;
}

/**
 * Sets the sections into the columns of `w`, column after column and page after page. Draws no
 * random choices, so it can be run on a scratch writer first to balance the columns. Returns the
 * columns used on the first page and, per page, the lowest point written in any column.
 */
function setColumns(
  w: Writer,
  sections: Section[],
  look: Look,
  geo: Geometry,
  firstBottom: number,
  onNewPage: (w: Writer) => void,
): { firstPageColumns: number; depth: number[] } {
  const size = w.size;
  const lh = size * 1.3;
  const headStyle: TextStyle = { bold: true, size: size * 1.12 };
  const labelStyle: TextStyle = { bold: true, size: look.pairs === "stacked" ? size * 0.86 : size };
  let col = 0;
  let page = 0;
  let top = geo.top;
  let bottom = firstBottom;
  let firstPageColumns = 1;
  const depth: number[] = [top];
  const place = () => {
    w.left = geo.xs[col];
    w.right = geo.xs[col] + geo.colW;
  };
  place();
  w.y = top;
  let current: Section | null = null;
  let drawnInSection = 0;
  const H = (s: string) => (look.upperHeadings ? s.toUpperCase() : s);

  const nextColumn = () => {
    depth[page] = Math.max(depth[page], w.y);
    col++;
    if (col >= look.cols) {
      w.newPage();
      onNewPage(w);
      page++;
      col = 0;
      top = geo.laterTop;
      bottom = geo.pageBottom;
      depth[page] = top;
    } else if (page === 0) firstPageColumns = col + 1;
    place();
    w.y = top;
    // A section broken at the foot of a column says so at the top of the next.
    if (current && drawnInSection > 0 && look.cont) {
      const t = `${H(current.title)} ${look.cont}`;
      for (const l of w.wrap(t, headStyle)) {
        w.put(l, w.left, w.y + headStyle.size!, headStyle);
        w.y += headStyle.size! * 1.3;
      }
      w.y += 2;
    }
  };
  const need = (h: number) => {
    if (w.y + h > bottom && w.y > top + 0.5) nextColumn();
  };

  const colW = geo.colW;
  /** An item's lines relative to the column's left edge and the item's top, and its height. */
  const layout = (it: Item): { h: number; parts: Part[] } => {
    const parts: Part[] = [];
    if (it.kind === "sub") {
      const st: TextStyle = { bold: true };
      const lines = w.wrap(it.text, st, colW);
      lines.forEach((l, k) => parts.push({ dx: 0, dy: 2 + size + k * lh, text: l, style: st }));
      return { h: lines.length * lh + 3, parts };
    }
    if (it.kind === "lines") {
      let k = 0;
      it.lines.forEach((l, i) => {
        const st: TextStyle = { bold: !!it.boldFirst && i === 0 };
        for (const x of w.wrap(l, st, colW)) parts.push({ dx: 0, dy: size + k++ * lh, text: x, style: st });
      });
      return { h: k * lh + 2, parts };
    }
    const { label, value } = it;
    const valueStyle: TextStyle = { bold: !!it.bold };
    let mode = look.pairs;
    if (mode === "inline") {
      const lw = colW * look.labelShare - 4;
      const vw = colW - colW * look.labelShare;
      const tooWide = (x: string, st: TextStyle, room: number) =>
        x.split(/\s+/).some((word) => w.width_(word, st) > room);
      // A word wider than its half (a VIN, a long label word) puts the value under its label.
      if (tooWide(label, labelStyle, lw) || value.some((v) => tooWide(v, valueStyle, vw))) mode = "stacked";
      else {
        const labels = w.wrap(label, labelStyle, lw);
        const values = value.flatMap((v) => w.wrap(v, valueStyle, vw));
        labels.forEach((l, k) => parts.push({ dx: 0, dy: size + k * lh, text: l, style: labelStyle }));
        values.forEach((v, k) =>
          parts.push({
            dx: look.valueRight ? colW - w.width_(v, valueStyle) : colW * look.labelShare,
            dy: size + k * lh,
            text: v,
            style: valueStyle,
          }),
        );
        return { h: Math.max(labels.length, values.length, 1) * lh + 2, parts };
      }
    }
    if (mode === "run-in") {
      const lead = `${label}:`;
      const leadW = w.width_(lead, labelStyle) + 4;
      const hang = 8;
      // The value's words follow the label on its line and wrap under it with a hanging indent.
      const lines: { dx: number; text: string }[] = [];
      value.forEach((v, vi) => {
        let cur = "";
        let dx = vi === 0 ? leadW : hang;
        for (const word of v.split(/\s+/).filter(Boolean)) {
          const next = cur ? `${cur} ${word}` : word;
          if (w.width_(next, valueStyle) <= colW - dx) cur = next;
          else {
            if (cur || vi === 0) lines.push({ dx, text: cur });
            cur = word;
            dx = hang;
          }
        }
        lines.push({ dx, text: cur });
      });
      parts.push({ dx: 0, dy: size, text: lead, style: labelStyle });
      lines.forEach((l, k) => l.text && parts.push({ dx: l.dx, dy: size + k * lh, text: l.text, style: valueStyle }));
      return { h: Math.max(1, lines.length) * lh + 2, parts };
    }
    const labels = w.wrap(label, labelStyle, colW);
    const values = value.flatMap((v) => w.wrap(v, valueStyle, colW));
    const lsz = labelStyle.size!;
    labels.forEach((l, k) => parts.push({ dx: 0, dy: lsz + k * lsz * 1.25, text: l, style: labelStyle }));
    const top = labels.length * lsz * 1.25;
    values.forEach((v, k) => parts.push({ dx: 0, dy: top + size + k * lh, text: v, style: valueStyle }));
    return { h: top + values.length * lh + 3, parts };
  };
  const draw = (it: Item) => {
    const { h, parts } = layout(it);
    need(h);
    for (const p of parts) w.put(p.text, w.left + p.dx, w.y + p.dy, p.style);
    w.y += h;
  };

  const heading = (title: string, first: Item | undefined) => {
    const lines = w.wrap(H(title), headStyle);
    const hh = lines.length * headStyle.size! * 1.3 + 8;
    // A heading never sits alone at a column's foot: its first item goes with it.
    if (w.y > top + 0.5) w.y += size * 0.9;
    need(hh + (first ? layout(first).h : lh));
    if (look.heading === "rule-above") {
      w.page.rects.push({ x: w.left, y: w.y, w: w.right - w.left, h: 1.2, fill: true });
      w.y += 3;
    }
    for (const l of lines) {
      w.put(l, w.left, w.y + headStyle.size!, headStyle);
      w.y += headStyle.size! * 1.3;
    }
    if (look.heading === "rule-below") {
      w.y += 1;
      w.page.rects.push({ x: w.left, y: w.y, w: w.right - w.left, h: 0.5, fill: true });
    }
    w.y += 3;
  };

  for (const s of sections) {
    current = null;
    heading(s.title, s.items[0]);
    current = s;
    drawnInSection = 0;
    s.items.forEach((it, i) => {
      // A subheading (a car, a lender's role) keeps the item under it in its column.
      if (it.kind === "sub" && s.items[i + 1]) need(layout(it).h + layout(s.items[i + 1]).h);
      draw(it);
      drawnInSection++;
    });
  }
  depth[page] = Math.max(depth[page], w.y);
  return { firstPageColumns, depth };
}

// ---------------------------------------------------------------- the page

interface Printed {
  naic: boolean;
  loans: boolean;
}

/** The masthead across the page; returns the title and where the columns start. */
function masthead(w: Writer, g: GeneratedPolicy, look: Look, rng: Rng, legalLine: string): { title: string } {
  const t = g.truth;
  const glance = rng.pick(NEWS.glance);
  const product = rng.pick(NEWS.product[t.type]);
  const brand = rng.chance(0.3) ? g.extras.brand.toUpperCase() : g.extras.brand;
  const brandStyle: TextStyle = { bold: true, size: w.size * 2.4 };
  const span = w.right - w.left;
  const small = w.size * 0.8;
  if (look.masthead === "split") {
    const glanceStyle: TextStyle = { bold: true, size: w.size * 1.35 };
    const gw = Math.max(w.width_(glance, glanceStyle), w.width_(product, { size: w.size }));
    brandStyle.size = fitWidth(w, brand, brandStyle, span - gw - 24);
    const h = Math.max(brandStyle.size! * 1.2, glanceStyle.size! * 1.3 + w.size * 1.3);
    w.put(brand, w.left, w.y + brandStyle.size!, brandStyle);
    w.put(glance, w.right - w.width_(glance, glanceStyle), w.y + glanceStyle.size!, glanceStyle);
    w.put(product, w.right - w.width_(product), w.y + glanceStyle.size! * 1.3 + w.size, {});
    w.y += h + 4;
  } else {
    const centered = look.masthead === "centered";
    const x = (text: string, st: TextStyle) => (centered ? (w.left + w.right - w.width_(text, st)) / 2 : w.left);
    brandStyle.size = fitWidth(w, brand, brandStyle);
    w.put(brand, x(brand, brandStyle), w.y + brandStyle.size!, brandStyle);
    w.y += brandStyle.size! * 1.25;
    const line = `${glance}${rng.pick([" | ", " - ", ": "])}${product}`;
    const ls: TextStyle = { bold: true, size: fitWidth(w, line, { bold: true, size: w.size * 1.3 }) };
    w.put(line, x(line, ls), w.y + ls.size!, ls);
    w.y += ls.size! * 1.4;
  }
  w.page.rects.push({ x: w.left, y: w.y, w: span, h: 2.2, fill: true });
  w.y += 5;
  if (look.legal === "masthead") {
    for (const l of w.wrap(legalLine, { size: small })) {
      w.put(l, w.left, w.y + small, { size: small });
      w.y += small * 1.3;
    }
    w.y += 2;
  }
  if (rng.chance(0.45)) {
    const text = fill(rng.pick(NEWS.greeting), { first: t.insureds[0].firstName, brand: g.extras.brand });
    w.y += 3;
    for (const l of w.wrap(text, { size: w.size * 0.95 })) {
      w.put(l, w.left, w.y + w.size * 0.95, { size: w.size * 0.95 });
      w.y += w.size * 1.3;
    }
  }
  w.y += 8;
  return { title: `${glance} - ${product}` };
}

/** The policy, who is covered: the sections shared by auto and home pages. */
function opening(g: GeneratedPolicy, look: Look, rng: Rng, legal: string, printed: Printed): Section[] {
  const t = g.truth;
  const d = (iso: string) => dateText(iso, look.ds);
  const items: Item[] = [{ kind: "pair", label: rng.pick(NEWS.number), value: [t.policyNumber], bold: true }];
  const time = rng.pick(NEWS.time);
  if (rng.chance(0.6))
    items.push({
      kind: "pair",
      label: rng.pick(NEWS.period),
      value: [`${d(t.effectiveDate)}${rng.pick(NEWS.periodJoin)}${d(t.expirationDate)}${time}`],
    });
  else
    items.push(
      { kind: "pair", label: rng.pick(NEWS.start), value: [`${d(t.effectiveDate)}${time}`] },
      { kind: "pair", label: rng.pick(NEWS.end), value: [`${d(t.expirationDate)}${time}`] },
    );
  if (rng.chance(0.5))
    items.push({ kind: "pair", label: rng.pick(NEWS.term), value: [rng.pick(NEWS.termValue[g.extras.termMonths])] });
  if (rng.chance(0.6)) items.push({ kind: "pair", label: rng.pick(NEWS.issued), value: [d(g.extras.issueDate)] });
  if (rng.chance(0.35)) items.push({ kind: "pair", label: rng.pick(NEWS.account), value: [g.extras.accountNumber] });
  if (look.legal === "section") {
    items.push({ kind: "pair", label: rng.pick(NEWS.insurer), value: [legal] });
    if (printed.naic) items.push({ kind: "pair", label: rng.pick(NEWS.naic), value: [g.extras.naicCode!] });
  }
  const order = rng.chance(0.8) ? "first-last" : "last-first";
  const upper = rng.chance(0.25);
  const who: Item[] = [
    { kind: "pair", label: rng.pick(NEWS.insured), value: t.insureds.map((_, i) => personName(g, i, order, upper)) },
    { kind: "pair", label: rng.pick(NEWS.mailing), value: addressLines(t.address, rng, upper) },
  ];
  if (t.type === "auto" && rng.chance(0.7))
    who.push({ kind: "pair", label: rng.pick(NEWS.drivers), value: [g.extras.drivers.join(", ")] });
  const sections = [
    { title: rng.pick(NEWS.heads.policy), items },
    { title: rng.pick(NEWS.heads.who), items: who },
  ];
  return rng.chance(0.3) ? sections.reverse() : sections;
}

function agentSection(g: GeneratedPolicy, rng: Rng): Section | null {
  if (!rng.chance(0.65)) return null;
  const a = g.extras.agent;
  const items: Item[] = [
    { kind: "lines", lines: [a.name, a.agency], boldFirst: true },
    { kind: "pair", label: rng.pick(NEWS.phone), value: [a.phone] },
  ];
  if (rng.chance(0.5)) items.push({ kind: "pair", label: rng.pick(NEWS.claims), value: [tollFree(rng)] });
  return { title: rng.pick(NEWS.heads.agent), items };
}

/** Draws the page: masthead, columns, running heads and footers. */
function compose(
  w: Writer,
  g: GeneratedPolicy,
  look: Look,
  rng: Rng,
  legal: string,
  build: (printed: Printed) => Section[],
  printed: Printed,
): string {
  const t = g.truth;
  const { title } = masthead(w, g, look, rng, legal);
  const sections = build(printed);
  const small = w.size * 0.75;
  const footer = look.legal === "footer" || rng.chance(0.5);
  const pageBottom = w.height - w.margin - (footer ? small * 1.5 : 0);
  const span = w.right - w.left;
  const colW = (span - look.gutter * (look.cols - 1)) / look.cols;
  const xs = Array.from({ length: look.cols }, (_, i) => w.left + i * (colW + look.gutter));
  const runHead = fill(rng.pick(NEWS.runHead), {
    brand: g.extras.brand,
    glance: title.split(" - ")[0],
    number: t.policyNumber,
  });
  const laterTop = w.margin + small * 2.6;
  const geo: Geometry = { xs, colW, top: w.y, laterTop, pageBottom };
  const [left, right] = [w.left, w.right];
  const onNewPage = (ww: Writer) => {
    ww.put(runHead, left, ww.margin + small, { size: small });
    ww.page.rects.push({ x: left, y: ww.margin + small * 1.6, w: right - left, h: 0.5, fill: true });
  };
  // Balanced columns: the shortest column foot at which everything still fits this page's columns.
  // Filled columns only where the text runs past every column but the last: a brochure never
  // leaves a whole column blank, so a short page balances its columns instead.
  let firstBottom = pageBottom;
  const scratch = new Writer(w.family, w.size, w.margin, w.width, w.height);
  const run = (b: number) => {
    scratch.pages.length = 0;
    scratch.newPage();
    scratch.y = geo.top;
    return setColumns(scratch, sections, look, geo, b, () => {});
  };
  const filled = run(pageBottom);
  look.balance ||= scratch.pages.length === 1 && filled.firstPageColumns < look.cols;
  if (look.balance)
    for (let b = geo.top + (pageBottom - geo.top) / look.cols; b < pageBottom; b += 8) {
      run(b);
      if (scratch.pages.length === 1) {
        firstBottom = b;
        break;
      }
    }
  const pageOfStart = w.pages.length - 1;
  const { depth } = setColumns(w, sections, look, geo, firstBottom, onNewPage);
  w.left = left;
  w.right = right;
  if (look.colRules)
    depth.forEach((bottom, i) => {
      const p = w.pages[pageOfStart + i];
      const top = i === 0 ? geo.top : laterTop;
      for (let c = 1; c < look.cols; c++)
        p.rects.push({ x: xs[c] - look.gutter / 2, y: top, w: 0.5, h: Math.max(0, bottom - top), fill: true });
    });
  // Footers: the legal line on some pages, the form code, page numbers.
  const m = w.pages.length;
  const pageWord = rng.pick(NEWS.page);
  const code = fill(rng.pick(NEWS.formCode), { t: t.type === "auto" ? "A" : "H" });
  const fine = rng.chance(0.5) ? rng.pick(NEWS.fine) : "";
  const [box, city] = carrierAddress(rng);
  w.pages.forEach((p, i) => {
    const y = p.height - w.margin / 2;
    const r = m > 1 || rng.chance(0.3) ? fill(pageWord, { n: String(i + 1), m: String(m) }) : "";
    const lineLeft =
      look.legal === "footer"
        ? `${legal}, ${box}, ${city}`
        : footer
          ? `${code}${fine && i === m - 1 ? `  ${fine}` : ""}`
          : "";
    if (lineLeft) {
      const room = right - left - (r ? w.width_(r, { size: small }) + 16 : 0);
      const sz = fitWidth(w, lineLeft, { size: small }, room);
      p.texts.push({ text: lineLeft, x: left, y, size: sz, bold: false });
    }
    if (r) p.texts.push({ text: r, x: right - w.width_(r, { size: small }), y, size: small, bold: false });
  });
  return title;
}

// ---------------------------------------------------------------- auto

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L: Ledger = ledger(g, rng);
  const look = pickLook(rng);
  const vehicles = vehicleList(g);
  const printed: Printed = { naic: !!g.extras.naicCode && rng.chance(0.5), loans: rng.chance(0.85) };
  const naicText = printed.naic ? fill(rng.pick(NEWS.naicInline), { naic: g.extras.naicCode! }) : "";
  const legal =
    look.legal === "section" ? t.carrier.name : `${fill(rng.pick(NEWS.legal), { carrier: t.carrier.name })}${naicText}`;
  const scheme = rng.int(0, 2);
  const byVehicle = rng.chance(0.6);
  const showNot = rng.chance(0.5) ? rng.pick(NEWS.notCovered) : "";
  const split = rng.pick(NEWS.split);
  const per = rng.pick(NEWS.perAccident);
  const ded = rng.pick(NEWS.ded);
  const vehCaption = rng.pick(NEWS.vehicle);
  const money = (cents: number) => dollars(fromCents(cents), { cents: true, sign: look.premiumSign });
  const $ = (n: number) => dollars(n);
  const car = (v: (typeof vehicles)[number]) => `${v.year} ${v.make} ${v.model}`;

  const build = (): Section[] => {
    const sections = opening(g, look, rng, legal, printed);
    // Vehicles.
    const vItems: Item[] = [];
    const use = rng.chance(0.4);
    const garaged = rng.chance(0.3);
    vehicles.forEach((v, k) => {
      const head = fill(vehCaption, { n: String(k + 1) });
      vItems.push({ kind: "sub", text: `${head}: ${car(v)}${v.trim ? ` ${v.trim}` : ""}` });
      vItems.push({ kind: "pair", label: rng.pick(NEWS.vin), value: [v.vin] });
      if (use) vItems.push({ kind: "pair", label: rng.pick(NEWS.use), value: [rng.pick(NEWS.uses)] });
      if (garaged) vItems.push({ kind: "pair", label: rng.pick(NEWS.garaged), value: [t.address.postalCode] });
    });
    sections.push({ title: rng.pick(NEWS.heads.vehicles), items: vItems });

    // Coverages: liability for the policy, then the damage coverages by car or by coverage.
    const order = ["BI", "PD", "CSL", "MEDPAY", "UMBI", "UIMBI", "UMPD"];
    const liability = t.coverages.filter((c) => !c.vin).sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
    const limit = (c: TruthCoverage): string => {
      const a = c.limitPerAccident !== null ? $(c.limitPerAccident) : "";
      if (c.limitPerPerson !== null) return fill(split, { a: $(c.limitPerPerson), b: a });
      if (c.code === "CSL") return fill(rng.pick(NEWS.csl), { a });
      if (c.code === "MEDPAY") return fill(rng.pick(NEWS.medpay), { a });
      if (c.code === "UMPD" && c.deductible !== null) return fill(rng.pick(NEWS.umpdDed), { a, d: $(c.deductible) });
      return fill(per, { a });
    };
    const label = (code: string) => NEWS.labels[code][scheme];
    const cov: Item[] = liability.map((c) => ({ kind: "pair", label: label(c.code), value: [limit(c)] }));
    const damage = (code: "COMP" | "COLL", vin: string): string | null => {
      const c = t.coverages.find((x) => x.code === code && x.vin === vin);
      return c ? fill(ded, { d: $(c.deductible!) }) : showNot || null;
    };
    const dmg: Item[] = [];
    if (byVehicle)
      vehicles.forEach((v, k) => {
        const lines: Item[] = [];
        for (const code of ["COMP", "COLL"] as const) {
          const x = damage(code, v.vin);
          if (x) lines.push({ kind: "pair", label: label(code), value: [x] });
        }
        g.extras.optional.forEach((o) => lines.push({ kind: "pair", label: o.label, value: [o.limit] }));
        if (lines.length)
          dmg.push({ kind: "sub", text: `${fill(vehCaption, { n: String(k + 1) })} - ${car(v)}` }, ...lines);
      });
    else {
      for (const code of ["COMP", "COLL"] as const) {
        const values = vehicles.flatMap((v) => {
          const x = damage(code, v.vin);
          return x ? [`${v.year} ${v.make}: ${x}`] : [];
        });
        if (values.length) dmg.push({ kind: "pair", label: label(code), value: values });
      }
      g.extras.optional.forEach((o) => dmg.push({ kind: "pair", label: o.label, value: [o.limit] }));
    }
    if (rng.chance(0.5)) sections.push({ title: rng.pick(NEWS.heads.coverages), items: [...cov, ...dmg] });
    else
      sections.push(
        { title: rng.pick(NEWS.heads.coverages), items: cov },
        { title: rng.pick(NEWS.heads.damage), items: dmg },
      );

    // Lienholders and lessors, under the car they finance.
    const lien: Item[] = [];
    const joined = rng.chance(0.5);
    const forCar = rng.pick(NEWS.forCar);
    const loanLabel = rng.pick(NEWS.loan);
    for (const p of t.thirdParties) {
      const v = vehicles.find((x) => x.vin === p.vin);
      const role = rng.pick(NEWS.role[p.type === "lessor" ? "lessor" : "lienholder"]);
      const addr = addressLines(p.address, rng, false);
      lien.push({ kind: "sub", text: `${role}${v ? ` - ${fill(forCar, { car: car(v) })}` : ""}` });
      lien.push({ kind: "lines", lines: joined ? [[p.name, ...addr].join(", ")] : [p.name, ...addr] });
      if (printed.loans && p.loanNumber) lien.push({ kind: "pair", label: loanLabel, value: [p.loanNumber] });
    }
    if (lien.length || rng.chance(0.5))
      sections.push({
        title: rng.pick(NEWS.heads.lien),
        items: lien.length ? lien : [{ kind: "lines", lines: [rng.pick(NEWS.none)] }],
      });

    // Premium.
    const prem: Item[] = [];
    const breakdown = rng.pick(["vehicle", "coverage", "none"] as const);
    const vehiclePremium = rng.pick(NEWS.vehiclePremium);
    if (breakdown === "vehicle")
      vehicles.forEach((v, k) =>
        prem.push({ kind: "pair", label: fill(vehiclePremium, { car: car(v) }), value: [money(L.vehicleTotals[k])] }),
      );
    else if (breakdown === "coverage") {
      const sum = (cs: TruthCoverage[]) => cs.reduce((a, c) => a + L.coverage.get(c)!.reduce((x, y) => x + y, 0), 0);
      prem.push({ kind: "pair", label: NEWS.coveragePremium[0], value: [money(sum(liability))] });
      const pd = sum(t.coverages.filter((c) => c.vin));
      if (pd) prem.push({ kind: "pair", label: NEWS.coveragePremium[1], value: [money(pd)] });
      const opt = L.optional.reduce((a, per) => a + per.reduce((x, y) => x + y, 0), 0);
      if (opt) prem.push({ kind: "pair", label: NEWS.coveragePremium[2], value: [money(opt)] });
    }
    for (const f of L.inFees) prem.push({ kind: "pair", label: f.label, value: [money(f.amount)] });
    const term = rng.pick(NEWS.termWord[g.extras.termMonths]);
    prem.push({ kind: "pair", label: fill(rng.pick(NEWS.total), { term }), value: [money(L.total)], bold: true });
    for (const f of L.outFees)
      prem.push({ kind: "pair", label: f.label, value: [fill(rng.pick(NEWS.outFee), { x: money(f.amount) })] });
    sections.push({ title: rng.pick(NEWS.heads.premium), items: prem });
    const agent = agentSection(g, rng);
    if (agent) sections.push(agent);
    return sections;
  };
  const title = compose(w, g, look, rng, legal, build, printed);

  if (!printed.naic) truth.carrier.naicCode = null;
  if (!printed.loans) for (const p of truth.thirdParties) p.loanNumber = null;
  return { truth, variant: variantName("auto", look, byVehicle ? "by-vehicle" : "by-coverage"), title };
};

function variantName(type: string, look: Look, extra: string): string {
  return [
    type,
    `${look.cols}col`,
    look.pairs,
    look.balance ? "balanced" : "filled",
    `legal-${look.legal}`,
    look.colRules ? "col-rules" : "",
    look.cont ? "cont-heads" : "",
    extra,
  ]
    .filter(Boolean)
    .join("-");
}

// ---------------------------------------------------------------- home and condo

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const look = pickLook(rng);
  const H = NEWS.home;
  const printed: Printed = { naic: !!g.extras.naicCode && rng.chance(0.5), loans: rng.chance(0.9) };
  const naicText = printed.naic ? fill(rng.pick(NEWS.naicInline), { naic: g.extras.naicCode! }) : "";
  const legal =
    look.legal === "section" ? t.carrier.name : `${fill(rng.pick(NEWS.legal), { carrier: t.carrier.name })}${naicText}`;
  const scheme = rng.int(0, 2);
  const money = (cents: number) => dollars(fromCents(cents), { cents: true, sign: look.premiumSign });
  const dedSeparate = rng.chance(0.6);

  const build = (): Section[] => {
    const sections = opening(g, look, rng, legal, printed);
    const premises = dwellingAddress(t)!;
    const same = sameAddress(premises, t.address) && rng.chance(0.35);
    const place: Item[] = [
      {
        kind: "pair",
        label: rng.pick(NEWS.location),
        value: same ? [rng.pick(NEWS.same)] : addressLines(premises, rng, false),
      },
      { kind: "pair", label: rng.pick(NEWS.form), value: [g.extras.form] },
    ];
    if (rng.chance(0.6)) place.push({ kind: "pair", label: rng.pick(NEWS.built), value: [String(g.extras.yearBuilt)] });
    if (!condo && rng.chance(0.5))
      place.push({ kind: "pair", label: rng.pick(NEWS.construction), value: [rng.pick(NEWS.constructionValues)] });
    sections.push({ title: rng.pick(condo ? NEWS.heads.condo : NEWS.heads.home), items: place });

    const cov = (code: string) => t.coverages.find((c) => c.code === code);
    const occurrence = rng.pick(H.occurrence);
    const person = rng.pick(H.person);
    const dwelling = cov("DWELLING")!;
    const dedText = fill(rng.pick(NEWS.ded), { d: dollars(dwelling.deductible!) });
    const items: Item[] = [];
    for (const code of [
      "DWELLING",
      "OTHER_STRUCTURES",
      "PERSONAL_PROPERTY",
      "LOSS_OF_USE",
      "PERSONAL_LIABILITY",
      "MEDICAL_PAYMENTS",
    ]) {
      const c = cov(code);
      if (!c && !(code === "LOSS_OF_USE" && g.extras.lossOfUseAls)) continue;
      const name = code === "DWELLING" && condo ? H.condoA[scheme] : H.names[code][scheme];
      const a = c ? dollars(c.limitPerAccident!) : "";
      const value = !c
        ? rng.pick(H.als)
        : code === "PERSONAL_LIABILITY"
          ? fill(occurrence, { a })
          : code === "MEDICAL_PAYMENTS"
            ? fill(person, { a })
            : code === "DWELLING" && !dedSeparate
              ? `${a}, ${dedText}`
              : a;
      items.push({ kind: "pair", label: name, value: [value] });
    }
    sections.push({ title: rng.pick(NEWS.heads.coverages), items });
    const deds: Item[] = [];
    if (dedSeparate) deds.push({ kind: "pair", label: rng.pick(H.aop), value: [dollars(dwelling.deductible!)] });
    const pct = g.extras.windHailPercent;
    if (pct)
      deds.push({
        kind: "pair",
        label: rng.pick(H.wind),
        value: [
          fill(rng.pick(H.windValue), {
            p: String(pct),
            x: dollars(Math.round((dwelling.limitPerAccident! * pct) / 100)),
          }),
        ],
      });
    if (deds.length) sections.push({ title: rng.pick(NEWS.heads.deductibles), items: deds });
    if (g.extras.optional.length)
      sections.push({
        title: rng.pick(NEWS.heads.optional),
        items: g.extras.optional.map((o) => ({ kind: "pair", label: o.label, value: [o.limit] })),
      });

    const mort: Item[] = [];
    const joined = rng.chance(0.5);
    const loanLabel = rng.pick(NEWS.loan);
    t.thirdParties.forEach((p, i) => {
      const addr = addressLines(p.address, rng, false);
      mort.push({ kind: "sub", text: rng.pick(i === 0 ? NEWS.role.mortgagee : NEWS.role.second) });
      mort.push({ kind: "lines", lines: joined ? [[p.name, ...addr].join(", ")] : [p.name, ...addr] });
      if (printed.loans && p.loanNumber) mort.push({ kind: "pair", label: loanLabel, value: [p.loanNumber] });
    });
    if (mort.length || rng.chance(0.6))
      sections.push({
        title: rng.pick(NEWS.heads.mortgagee),
        items: mort.length ? mort : [{ kind: "lines", lines: [rng.pick(NEWS.none)] }],
      });

    const prem: Item[] = [];
    const optionalCents = g.extras.optional.reduce((a, o) => a + Math.round(o.premium * 100), 0);
    if (rng.chance(0.6)) {
      prem.push({ kind: "pair", label: rng.pick(NEWS.homePremium), value: [money(L.base - optionalCents)] });
      if (optionalCents)
        prem.push({ kind: "pair", label: rng.pick(NEWS.optionalPremium), value: [money(optionalCents)] });
    }
    for (const f of L.inFees) prem.push({ kind: "pair", label: f.label, value: [money(f.amount)] });
    const term = rng.pick(NEWS.termWord[12]);
    prem.push({ kind: "pair", label: fill(rng.pick(NEWS.total), { term }), value: [money(L.total)], bold: true });
    for (const f of L.outFees)
      prem.push({ kind: "pair", label: f.label, value: [fill(rng.pick(NEWS.outFee), { x: money(f.amount) })] });
    sections.push({ title: rng.pick(NEWS.heads.premium), items: prem });
    const agent = agentSection(g, rng);
    if (agent) sections.push(agent);
    return sections;
  };
  const title = compose(w, g, look, rng, legal, build, printed);

  if (!printed.naic) truth.carrier.naicCode = null;
  if (!printed.loans) for (const p of truth.thirdParties) p.loanNumber = null;
  return {
    truth,
    variant: variantName(condo ? "condo" : "home", look, g.extras.windHailPercent ? "wind-pct" : ""),
    title,
  };
};

export const newspaperColumns: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
