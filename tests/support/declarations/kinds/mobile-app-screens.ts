import type { GeneratedPolicy, TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  personName,
  sameAddress,
  vehicleList,
  type KindFn,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";

// Imitates what a borrower sends the lender when asked for proof of insurance and all they have is
// the carrier's phone app: screenshots, printed by the lender one or two to a page. Each
// screenshot is a narrow phone-width frame with the phone's status bar ("9:41", signal, battery),
// the app's header (a back arrow, the brand, the screen's title), a stack of cards and the app's
// tab bar along the bottom ("Home  Policies  Claims  Account"). Cards print a small caption over
// each value ("Policy number" over the number, "Coverage period" over "Mar 3, 2026 - Sep 3,
// 2026", "Named insured", "Mailing address", "Underwritten by") or, for coverages, a label on the
// left and its value right-aligned in the narrow width ("Bodily injury   $100K / $300K",
// "Collision   $500 deductible", "Rental car   Not included"). Auto policies get a card per car
// (year, make, model, trim, VIN and the car's own deductibles) and one for the lienholder; homes
// and condos a property card, the coverages A-F (or the unit owner's) and the deductibles, and the
// mortgagee. Values too long for their row end in "..." as the app cuts them: the truth then keeps
// only what is visible (a cut lender name as far as it shows, a co-insured cut short is left out).
// Written after the app-style pages of Root and Lemonade in the real set, set out as screenshots.

export const APP = {
  time: ["9:41", "10:07", "2:36", "7:58", "4:12", "11:23", "3:05 PM"],
  signal: ["5G  87%", "LTE  64%", "5G  100%", "Wi-Fi  42%", "72%", "LTE  23%"],
  back: ["< Back", "< Policies", "< Home", "Done", ""],
  screen: {
    overview: ["Policy details", "My policy", "Policy overview", "Your policy"],
    coverage: ["Coverages", "Coverage details", "What's covered", "Your coverage"],
    vehicles: ["Vehicles", "Your vehicles", "Cars on policy", "Vehicles & coverage"],
    interests: ["Lienholders", "Interested parties", "Additional interests", "Lenders"],
    property: ["Property", "Your home", "Home details", "Property & coverage"],
  },
  tabs: [
    ["Home", "Policies", "Claims", "Account"],
    ["Home", "Policy", "Claims", "Billing", "More"],
    ["Dashboard", "Policies", "Pay", "Claims", "Profile"],
    ["Home", "Documents", "Claims", "Help"],
    ["Overview", "Coverage", "Claims", "Menu"],
  ],
  status: ["Active", "ACTIVE", "In force", "Active policy"],
  product: {
    auto: ["Auto Policy", "Auto Insurance", "Car insurance", "Personal Auto"],
    home: ["Homeowners Policy", "Home Insurance", "Homeowners"],
    condo: ["Condo Policy", "Condo Insurance", "Condominium Unit Owners"],
  },
  policyNo: ["Policy number", "Policy #", "Policy No."],
  period: ["Coverage period", "Policy period", "Policy term", "Current term"],
  periodJoin: [" \u2013 ", " - ", " to "],
  eff: ["Effective", "Starts", "Effective date", "Start date"],
  exp: ["Expires", "Ends", "Expiration date", "Renews"],
  insured: ["Named insured", "Policyholder", "Named insureds", "Insured"],
  mailing: ["Mailing address", "Address", "Policy address", "Billing address"],
  company: ["Underwritten by", "Insurance company", "Insurer", "Issuing company"],
  naic: ["NAIC", "NAIC #", "NAIC code"],
  premium: ["Total premium", "Policy premium", "{n}-month premium", "Term premium"],
  payment: ["Paid in full", "Autopay is on", "Next payment {a} due {d}", "Next bill {d}", "Payment plan: Monthly"],
  vin: ["VIN", "Vehicle ID (VIN)", "VIN number"],
  vehicleWord: ["Vehicle {n}", "Car {n}", "Vehicle #{n}"],
  vehicleCov: ["Coverage for this vehicle", "Vehicle coverages", "Physical damage", "Car coverages"],
  policyCov: ["Policy coverages", "Liability coverages", "Coverages for all vehicles", "Shared coverages"],
  cov: {
    BI: ["Bodily injury", "Bodily injury liability", "BI liability"],
    PD: ["Property damage", "Property damage liability", "PD liability"],
    CSL: ["Liability (CSL)", "Combined single limit", "Liability"],
    UMBI: ["Uninsured motorist", "Uninsured motorist BI", "UM bodily injury"],
    UIMBI: ["Underinsured motorist", "Underinsured motorist BI", "UIM bodily injury"],
    UMPD: ["Uninsured motorist PD", "UM property damage", "UMPD"],
    MEDPAY: ["Medical payments", "Med pay", "Medical payments"],
    COMP: ["Comprehensive", "Comprehensive", "Other than collision"],
    COLL: ["Collision", "Collision", "Collision"],
    DWELLING: ["Dwelling (Coverage A)", "Dwelling", "Your home"],
    OTHER_STRUCTURES: ["Other structures (B)", "Other structures", "Detached structures"],
    PERSONAL_PROPERTY: ["Personal property (C)", "Personal property", "Your belongings"],
    LOSS_OF_USE: ["Loss of use (D)", "Loss of use", "Additional living expense"],
    PERSONAL_LIABILITY: ["Personal liability (E)", "Personal liability", "Liability"],
    MEDICAL_PAYMENTS: ["Medical payments (F)", "Medical payments to others", "Guest medical"],
  } as Record<string, string[]>,
  condoA: ["Building property (Coverage A)", "Unit improvements", "Walls-in coverage"],
  eachPerson: [" each person", " / person", " per person"],
  eachAccident: [" each accident", " / accident", " per accident"],
  deductible: [" deductible", " ded.", " deductible"],
  notIncluded: ["Not included", "Not covered", "Declined", "None"],
  absent: {
    auto: ["Rental car", "Roadside assistance", "Uninsured motorist PD", "Gap coverage"],
    home: ["Water backup", "Earthquake", "Flood", "Service line"],
  },
  homeDed: ["Deductible", "All other perils deductible", "All perils deductible", "Standard deductible"],
  dedHead: ["Deductibles", "Your deductibles", "Deductible"],
  wind: ["Wind/hail deductible", "Windstorm or hail", "Wind & hail"],
  windValue: ["{p}% of dwelling", "{p}% of Coverage A", "{p}%"],
  als: ["Actual loss sustained", "Actual loss sustained (12 mo.)"],
  location: ["Property address", "Insured location", "Covered property", "Home address"],
  sameAsMailing: ["Same as mailing address", "Same as above"],
  form: ["Policy form", "Form", "Policy type"],
  yearBuilt: ["Year built", "Built"],
  lien: ["Lienholder", "Lien holder", "Loan / lease", "Lender"],
  lessor: ["Lessor", "Leasing company", "Lease company"],
  mortgagee: ["Mortgagee", "Mortgage company", "Mortgage lender"],
  secondMortgagee: ["Second mortgagee", "2nd mortgagee", "Mortgagee 2"],
  loan: ["Loan number", "Loan #", "Account number", "Loan no."],
  onVehicle: ["For", "Vehicle", "On"],
  noInterest: ["No lienholder on file", "No additional interests", "No lenders listed"],
  docs: ["ID cards", "Declarations page", "Policy documents", "Proof of insurance"],
  view: ["View >", ">", "Open >"],
  printedHead: [
    "Screenshots provided by borrower - received {d}",
    "Borrower upload {d}",
    "Proof of insurance - from borrower {d}",
    "",
  ],
  fileName: ["IMG_{n}.PNG", "IMG_{n}.jpeg", "Screenshot {n}.png", ""],
  help: ["Questions? Tap Help or call {t}", "Need help? Chat with us 24/7", ""],
};

type Amounts = "abbrev" | "full" | "words";

interface Look {
  ds: AnyDateStyle;
  amounts: Amounts;
  twoUp: boolean;
  /** Screenshot frame width and height in points. */
  sw: number;
  sh: number;
  fs: number;
  rowRules: boolean;
  /** Effective and expiry as one "Coverage period" caption, or two side by side. */
  periodOne: boolean;
  tabs: string[];
  brand: string;
  product: string;
  time: string;
  signal: string;
  back: string;
  fileName: string;
}

/** One printed element of a card: its height at the card's inner width, and how to draw it at y. */
interface Item {
  h: number;
  draw: (x: number, y: number) => void;
}

const ELLIPSIS = "\u2026";

const K = (n: number) =>
  n >= 1000000 && n % 1000000 === 0 ? `$${n / 1000000}M` : n % 1000 === 0 ? `$${n / 1000}K` : dollars(n);

function single(n: number, look: Look): string {
  return look.amounts === "abbrev" ? K(n) : dollars(n);
}

/** Draws the app's screens: a frame per screenshot, cards flowing from one screenshot to the next. */
class Phone {
  private screens = 0;
  private x = 0;
  private top = 0;
  /** Current position and the lowest y the body may reach. */
  y = 0;
  private bottom = 0;
  readonly pad: number;
  readonly inner: number;
  private titles: string[] = [];

  constructor(
    readonly w: Writer,
    readonly look: Look,
    readonly rng: Rng,
    private headLine: string,
  ) {
    this.pad = look.fs * 0.9;
    // Card inner width: the screen less its margins and the card's own padding.
    this.inner = look.sw - 2 * this.pad - 2 * look.fs * 0.7;
  }

  get cardLeft(): number {
    return this.x + this.pad;
  }

  get textLeft(): number {
    return this.x + this.pad + this.look.fs * 0.7;
  }

  private slot(i: number): { x: number; top: number } {
    const w = this.w;
    const perPage = this.look.twoUp ? 2 : 1;
    if (i > 0 && i % perPage === 0) w.newPage();
    const first = i === 0 && !!this.headLine;
    let top = w.margin + (first ? w.size * 2.2 : 0);
    if (first) w.put(this.headLine, w.left, w.margin + w.size, { size: w.size * 0.85 });
    const span = w.right - w.left;
    let x: number;
    if (this.look.twoUp) {
      const gap = span - 2 * this.look.sw;
      x = w.left + (i % 2) * (this.look.sw + gap);
    } else x = w.left + (span - this.look.sw) / 2;
    // A first screenshot under the header line keeps the same height as its neighbour.
    if (!first && this.headLine && i % perPage !== 0) top = w.margin + w.size * 2.2;
    return { x, top };
  }

  /** Starts the next screenshot: frame, status bar, app header, screen title and tab bar. */
  open(title: string): void {
    const { w, look, rng } = this;
    const { x, top } = this.slot(this.screens);
    this.screens++;
    this.titles.push(title);
    this.x = x;
    this.top = top;
    const fs = look.fs;
    const sh = look.sh;
    w.page.rects.push({ x, y: top, w: look.sw, h: sh });
    // Status bar.
    const small: TextStyle = { size: fs * 0.8, bold: true };
    let y = top + fs * 1.3;
    w.put(look.time, x + this.pad, y, small);
    w.put(look.signal, x + look.sw - this.pad - w.width_(look.signal, small), y, small);
    y += fs * 1.2;
    // App header: back link, brand, the screen's title.
    const brandStyle: TextStyle = { size: fs * 1.3, bold: true };
    if (look.back && this.screens > 1) {
      w.put(look.back, x + this.pad, y + fs * 0.9, { size: fs * 0.9 });
      y += fs * 1.4;
    }
    const brand = fit(w, look.brand, brandStyle, look.sw - 2 * this.pad);
    w.put(brand, x + this.pad, y + fs * 1.3, brandStyle);
    y += fs * 1.8;
    w.put(look.product, x + this.pad, y + fs * 0.9, { size: fs * 0.9 });
    y += fs * 1.5;
    w.put(title, x + this.pad, y + fs * 1.15, { size: fs * 1.15, bold: true });
    y += fs * 1.7;
    w.page.rects.push({ x, y, w: look.sw, h: 0.4, fill: true });
    this.y = y + fs * 0.6;
    // Tab bar: a rule and the tab words, the active one bold.
    const tabTop = top + sh - fs * 2.6;
    w.page.rects.push({ x, y: tabTop, w: look.sw, h: 0.4, fill: true });
    const n = look.tabs.length;
    const cell = look.sw / n;
    const active = Math.max(
      0,
      look.tabs.findIndex((t) => /Polic|Coverage|Documents/.test(t)),
    );
    look.tabs.forEach((t, k) => {
      const st: TextStyle = { size: fs * 0.78, bold: k === active };
      w.put(t, x + k * cell + (cell - w.width_(t, st)) / 2, tabTop + fs * 1.6, st);
    });
    if (look.fileName)
      w.put(fill(look.fileName, { n: String(rng.int(1000, 9999)) }), x, top + sh + fs * 1.1, { size: fs * 0.7 });
    this.bottom = tabTop - fs * 0.5;
  }

  /** The body height of a fresh screenshot (the header with a back link, less the tab bar). */
  body(): number {
    return this.look.sh - this.look.fs * (1.3 + 1.2 + 1.4 + 1.8 + 1.5 + 1.7 + 0.6 + 2.6 + 0.5);
  }

  room(): number {
    return this.bottom - this.y;
  }

  /** A card: a frame around its items; items that do not fit continue in the next screenshot. */
  card(items: Item[], screenTitle: string): void {
    const fs = this.look.fs;
    // A card that fits a fresh screenshot moves there whole; a taller one is split where it must be.
    const total = items.reduce((s, it) => s + it.h, 0) + fs * 1.5;
    const head = items.slice(0, 3).reduce((s, it) => s + it.h, 0) + fs * 1.5;
    if (!this.screens || this.room() < (total <= this.body() ? total : head)) this.open(screenTitle);
    let top = this.y;
    this.y += fs * 0.5;
    const close = () => {
      this.y += fs * 0.3;
      this.w.page.rects.push({ x: this.cardLeft, y: top, w: this.look.sw - 2 * this.pad, h: this.y - top });
      this.y += fs * 0.7;
    };
    for (const it of items) {
      if (this.y + it.h + fs * 0.3 > this.bottom) {
        close();
        this.open(screenTitle);
        top = this.y;
        this.y += fs * 0.5;
      }
      it.draw(this.textLeft, this.y);
      this.y += it.h;
    }
    close();
  }

  /** The writer's cursor below the last screenshot, for anything after. */
  finish(): void {
    this.w.y = Math.min(this.w.height - this.w.margin, this.top + this.look.sh + this.look.fs * 2);
  }
}

/** `text` cut with "..." to `width` when it is wider (the app's single-line cells). */
function fit(w: Writer, text: string, style: TextStyle, width: number): string {
  if (w.width_(text, style) <= width) return text;
  let n = text.length;
  while (n > 1 && w.width_(text.slice(0, n).trimEnd() + ELLIPSIS, style) > width) n--;
  return text.slice(0, n).replace(/[\s,.;:-]+$/, "") + ELLIPSIS;
}

/** The items of a card, built at the card's inner width. */
class Cards {
  constructor(
    readonly w: Writer,
    readonly look: Look,
    readonly inner: number,
  ) {}

  get fs() {
    return this.look.fs;
  }

  title(text: string): Item {
    const st: TextStyle = { size: this.fs * 1.05, bold: true };
    const lines = this.w.wrap(text, st, this.inner);
    return {
      h: lines.length * st.size! * 1.35 + this.fs * 0.2,
      draw: (x, y) => lines.forEach((l, k) => this.w.put(l, x, y + st.size! * (1 + 1.35 * k), st)),
    };
  }

  /** A small caption over its value lines. */
  cap(caption: string, values: string[], bold = false): Item {
    const cs: TextStyle = { size: this.fs * 0.76 };
    const vs: TextStyle = { size: this.fs, bold };
    const lines = values.flatMap((v) => this.w.wrap(v, vs, this.inner));
    const lh = this.fs * 1.3;
    return {
      h: cs.size! * 1.35 + lines.length * lh + this.fs * 0.45,
      draw: (x, y) => {
        this.w.put(caption, x, y + cs.size!, cs);
        lines.forEach((l, k) => this.w.put(l, x, y + cs.size! * 1.35 + this.fs + k * lh, vs));
      },
    };
  }

  /** Two captioned values side by side (Effective | Expires). */
  twin(a: [string, string], b: [string, string]): Item {
    const cs: TextStyle = { size: this.fs * 0.76 };
    const half = this.inner / 2;
    return {
      h: cs.size! * 1.35 + this.fs * 1.3 + this.fs * 0.45,
      draw: (x, y) =>
        [a, b].forEach(([c, v], k) => {
          this.w.put(c, x + k * half, y + cs.size!, cs);
          this.w.put(v, x + k * half, y + cs.size! * 1.35 + this.fs, { size: this.fs });
        }),
    };
  }

  /**
   * A label on the left, its value lines right-aligned. A value that does not fit beside the label
   * is cut with "..." when `cut` (returned in `shown`), else set under the label.
   */
  pair(label: string, values: string[], opts: { cut?: boolean; bold?: boolean } = {}): { item: Item; shown: string[] } {
    const ls: TextStyle = { size: this.fs };
    const vs: TextStyle = { size: this.fs, bold: opts.bold };
    const lw = this.w.width_(label, ls) + this.fs;
    // A cell the app cuts has a fixed value column, as its list rows do.
    const room = opts.cut ? Math.min(this.inner - lw, this.inner * 0.62) : this.inner - lw;
    let shown = values;
    let below = false;
    if (values.some((v) => this.w.width_(v, vs) > room)) {
      const cut = values.map((v) => fit(this.w, v, vs, room));
      if (opts.cut && cut.every((c) => c.length >= 9)) shown = cut;
      else below = true;
    }
    const lh = this.fs * 1.3;
    const rows = below ? 1 + shown.length : shown.length;
    const rule = this.look.rowRules;
    return {
      shown,
      item: {
        h: rows * lh + this.fs * (rule ? 0.55 : 0.3),
        draw: (x, y) => {
          this.w.put(label, x, y + this.fs, ls);
          shown.forEach((v, k) => {
            const vy = y + this.fs + (below ? k + 1 : k) * lh;
            this.w.put(v, x + this.inner - this.w.width_(v, vs), vy, vs);
          });
          if (rule) this.w.page.rects.push({ x, y: y + rows * lh + this.fs * 0.2, w: this.inner, h: 0.3, fill: true });
        },
      },
    };
  }

  note(text: string): Item {
    const st: TextStyle = { size: this.fs * 0.8 };
    const lines = this.w.wrap(text, st, this.inner);
    return {
      h: lines.length * st.size! * 1.3 + this.fs * 0.3,
      draw: (x, y) => lines.forEach((l, k) => this.w.put(l, x, y + st.size! * (1 + 1.3 * k), st)),
    };
  }
}

function pickLook(w: Writer, g: GeneratedPolicy, rng: Rng): Look {
  const span = w.right - w.left;
  const twoUp = rng.chance(0.65);
  const usable = w.height - 2 * w.margin - w.size * 4.5;
  const sw = twoUp
    ? Math.min(rng.pick([270, 240, 215]), (span - rng.pick([16, 24, 36])) / 2)
    : Math.min(span, rng.pick([215, 230, 250, 270]));
  // A single screenshot may be a long scrolling capture that fills the page.
  const sh = !twoUp && rng.chance(0.5) ? usable : Math.min(usable, sw * rng.pick([1.95, 2.05, 2.16]));
  const fs = Math.max(6.8, Math.min(9.5, sw / rng.pick([27, 29, 31]))) * (w.family === "Courier" ? 0.88 : 1);
  const t = g.truth.type;
  return {
    ds: rng.pick<AnyDateStyle>(["Mon d, yyyy", "Mon d, yyyy", "m/d/yyyy", "mm/dd/yyyy", "Month d, yyyy"]),
    amounts: rng.pick<Amounts>(["abbrev", "abbrev", "full", "words"]),
    twoUp,
    sw,
    sh,
    fs,
    rowRules: rng.chance(0.5),
    periodOne: rng.chance(0.6),
    tabs: rng.pick(APP.tabs),
    brand: rng.chance(0.3) ? `${g.extras.brand} ${rng.pick(["Insurance", "Mobile", "App"])}` : g.extras.brand,
    product: rng.pick(APP.product[t]),
    time: rng.pick(APP.time),
    signal: rng.pick(APP.signal),
    back: rng.pick(APP.back),
    fileName: rng.pick(APP.fileName),
  };
}

/** Whether the policy carries an optional coverage like `label` (then it is not "Not included"). */
function offered(g: GeneratedPolicy, label: string): boolean {
  const key = label.split(" ")[0].toLowerCase();
  return g.extras.optional.some((o) => o.label.toLowerCase().includes(key));
}

function split(c: TruthCoverage, look: Look, rng: Rng): string[] {
  const [pp, pa] = [c.limitPerPerson!, c.limitPerAccident!];
  if (look.amounts === "abbrev") return [`${K(pp)} / ${K(pa)}`];
  if (look.amounts === "full") return [`${dollars(pp)} / ${dollars(pa)}`];
  return [`${dollars(pp)}${rng.pick(APP.eachPerson)}`, `${dollars(pa)}${rng.pick(APP.eachAccident)}`];
}

/** The overview card shared by auto and home; returns what of the truth it leaves out. */
function overview(
  phone: Phone,
  cards: Cards,
  g: GeneratedPolicy,
  rng: Rng,
  screen: string,
): { naic: boolean; dropSecond: boolean } {
  const t = g.truth;
  const x = g.extras;
  const look = phone.look;
  const d = (iso: string) => dateText(iso, look.ds);
  const items: Item[] = [];
  items.push(cards.title(rng.pick(APP.status)));
  items.push(cards.cap(rng.pick(APP.policyNo), [t.policyNumber], true));
  if (look.periodOne)
    items.push(
      cards.cap(rng.pick(APP.period), [`${d(t.effectiveDate)}${rng.pick(APP.periodJoin)}${d(t.expirationDate)}`]),
    );
  else items.push(cards.twin([rng.pick(APP.eff), d(t.effectiveDate)], [rng.pick(APP.exp), d(t.expirationDate)]));
  // The insureds on one line joined by "&", cut by the app when long; or one per line.
  let dropSecond = false;
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", false));
  const label = rng.pick(APP.insured);
  if (names.length > 1 && rng.chance(0.6)) {
    const joined = names.join(" & ");
    const { item, shown } = cards.pair(label, [joined], { cut: true });
    // Cut inside the co-insured's name (the line ends with it): a careful reader cannot name them.
    // A cut that reaches into the first insured's name is not made: the names go one per line.
    if (shown[0] !== joined && shown[0].startsWith(`${names[0]} &`)) {
      dropSecond = true;
      items.push(item);
    } else items.push(cards.cap(label, shown[0] === joined ? [joined] : names));
  } else items.push(cards.cap(label, names));
  items.push(cards.cap(rng.pick(APP.mailing), addressLines(t.address, rng, false)));
  const naic = !!x.naicCode && rng.chance(0.4);
  items.push(
    cards.cap(rng.pick(APP.company), [
      naic ? `${t.carrier.name} (${rng.pick(APP.naic)} ${x.naicCode})` : t.carrier.name,
    ]),
  );
  const premLabel = fill(rng.pick(APP.premium), { n: String(x.termMonths) });
  items.push(cards.pair(premLabel, [dollars(t.premium, { cents: true })], { bold: true }).item);
  if (rng.chance(0.5)) {
    const due = dateText(t.effectiveDate.slice(0, 8) + "15", look.ds);
    const inst = dollars(Math.round((t.premium / x.termMonths) * 100) / 100 + 1, { cents: true });
    items.push(cards.note(fill(rng.pick(APP.payment), { a: inst, d: due })));
  }
  phone.card(items, screen);
  return { naic, dropSecond };
}

function partyCards(
  phone: Phone,
  cards: Cards,
  rng: Rng,
  parties: { p: TruthParty; role: string; onVehicle: string | null }[],
  screen: string,
  truthParties: TruthParty[],
): void {
  const asPair = rng.chance(0.6);
  const loanWord = rng.chance(0.8) ? rng.pick(APP.loan) : null;
  parties.forEach(({ p, role, onVehicle }, i) => {
    const items: Item[] = [];
    const addr = addressLines(p.address, rng, false);
    if (asPair) {
      const { item, shown } = cards.pair(role, [p.name], { cut: rng.chance(0.85), bold: true });
      items.push(item);
      if (shown[0] !== p.name) truthParties[i].name = shown[0].slice(0, -1);
      items.push(cards.note(addr.join(", ")));
    } else items.push(cards.cap(role, [p.name, ...addr]));
    if (onVehicle) items.push(cards.pair(rng.pick(APP.onVehicle), [onVehicle]).item);
    if (loanWord && p.loanNumber) items.push(cards.pair(loanWord, [p.loanNumber]).item);
    phone.card(items, screen);
    if (!loanWord) truthParties[i].loanNumber = null;
  });
}

const autoScreens: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const look = pickLook(w, g, rng);
  const head = fill(rng.pick(APP.printedHead), { d: dateText(g.extras.issueDate, look.ds) });
  const phone = new Phone(w, look, rng, head);
  const cards = new Cards(w, look, phone.inner);
  const scheme = rng.int(0, 2);
  const name = (code: string) => APP.cov[code][scheme];
  const sOverview = rng.pick(APP.screen.overview);
  const sCov = rng.pick(APP.screen.coverage);
  const sVeh = rng.pick(APP.screen.vehicles);
  const sInt = rng.pick(APP.screen.interests);
  const { naic, dropSecond } = overview(phone, cards, g, rng, sOverview);

  // Policy-wide coverages, label left and value right.
  const shared: Item[] = [cards.title(rng.pick(APP.policyCov))];
  const hasUmpd = t.coverages.some((c) => c.code === "UMPD");
  for (const c of t.coverages.filter((x) => !x.vin)) {
    const value = c.limitPerPerson !== null ? split(c, look, rng) : [single(c.limitPerAccident!, look)];
    if (c.deductible !== null) value.push(`${dollars(c.deductible)}${rng.pick(APP.deductible)}`);
    shared.push(cards.pair(name(c.code), value).item);
  }
  for (const o of g.extras.optional.filter(() => rng.chance(0.6))) shared.push(cards.pair(o.label, [o.limit]).item);
  const absent = APP.absent.auto.filter(
    (a) => !(hasUmpd && a.startsWith("Uninsured")) && !offered(g, a) && rng.chance(0.3),
  );
  const notIncluded = rng.pick(APP.notIncluded);
  for (const a of absent.slice(0, 2)) shared.push(cards.pair(a, [notIncluded]).item);

  // A card per car with its VIN and its own deductibles.
  const cars = vehicleList(g);
  const vehWord = rng.pick(APP.vehicleWord);
  const numbered = cars.length > 1 && rng.chance(0.5);
  const vehicleCard = (v: (typeof cars)[number], i: number): Item[] => {
    const items: Item[] = [];
    const bare = `${v.year} ${v.make} ${v.model}`;
    const st: TextStyle = { size: look.fs * 1.05, bold: true };
    // The app cuts a long title; only the trim may be cut (the model stays whole or wraps).
    if (v.trim && rng.chance(0.6)) {
      const full = `${bare} ${v.trim}`;
      const shown = fit(w, full, st, phone.inner);
      items.push(cards.title(shown.length - 1 >= bare.length || shown === full ? shown : bare));
    } else items.push(cards.title(bare));
    if (numbered) items.unshift(cards.note(fill(vehWord, { n: String(i + 1) })));
    items.push(cards.cap(rng.pick(APP.vin), [v.vin]));
    if (rng.chance(0.4)) items.push(cards.note(rng.pick(APP.vehicleCov)));
    for (const code of ["COMP", "COLL"]) {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      items.push(
        cards.pair(name(code), [c ? `${dollars(c.deductible!)}${rng.pick(APP.deductible)}` : notIncluded]).item,
      );
    }
    return items;
  };
  const vehiclesFirst = rng.chance(0.5);
  if (!vehiclesFirst) phone.card(shared, sCov);
  cars.forEach((v, i) => phone.card(vehicleCard(v, i), sVeh));
  if (vehiclesFirst) phone.card(shared, sCov);

  const parties = t.thirdParties.map((p) => {
    const i = cars.findIndex((v) => v.vin === p.vin);
    const car = cars[i];
    const onVehicle = cars.length > 1 || rng.chance(0.5) ? `${car.year} ${car.make} ${car.model}` : null;
    return { p, role: rng.pick(p.type === "lessor" ? APP.lessor : APP.lien), onVehicle };
  });
  if (parties.length) partyCards(phone, cards, rng, parties, sInt, truth.thirdParties);
  else if (rng.chance(0.5)) phone.card([cards.note(rng.pick(APP.noInterest))], sInt);
  phone.finish();

  if (!naic) truth.carrier.naicCode = null;
  if (dropSecond) truth.insureds = truth.insureds.slice(0, 1);
  const variant = ["auto", look.amounts, look.twoUp ? "two-up" : "single", `${cars.length}-veh`];
  if (dropSecond) variant.push("cut-insured");
  if (truth.thirdParties.some((p, i) => p.name !== t.thirdParties[i].name)) variant.push("cut-lender");
  return { truth, variant: variant.join("-"), title: `${look.brand} app - ${t.policyNumber}` };
};

const homeScreens: KindFn = (w, g, rng) => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const condo = t.type === "condo";
  const look = pickLook(w, g, rng);
  const head = fill(rng.pick(APP.printedHead), { d: dateText(x.issueDate, look.ds) });
  const phone = new Phone(w, look, rng, head);
  const cards = new Cards(w, look, phone.inner);
  const scheme = rng.int(0, 2);
  const name = (code: string) => (code === "DWELLING" && condo ? APP.condoA : APP.cov[code])[scheme];
  const sOverview = rng.pick(APP.screen.overview);
  const sProp = rng.pick(APP.screen.property);
  const sCov = rng.pick(APP.screen.coverage);
  const sInt = rng.pick(APP.screen.interests);
  const { naic, dropSecond } = overview(phone, cards, g, rng, sOverview);

  const loc = dwellingAddress(t)!;
  const prop: Item[] = [];
  const same = sameAddress(loc, t.address) && rng.chance(0.3);
  prop.push(cards.cap(rng.pick(APP.location), same ? [rng.pick(APP.sameAsMailing)] : addressLines(loc, rng, false)));
  if (rng.chance(0.6))
    prop.push(cards.twin([rng.pick(APP.form), x.form], [rng.pick(APP.yearBuilt), String(x.yearBuilt)]));
  phone.card(prop, sProp);

  const covItems: Item[] = [cards.title(rng.pick(APP.screen.coverage))];
  for (const code of [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ]) {
    const c = t.coverages.find((y) => y.code === code);
    if (c) covItems.push(cards.pair(name(code), [single(c.limitPerAccident!, look)]).item);
    else if (code === "LOSS_OF_USE" && x.lossOfUseAls) covItems.push(cards.pair(name(code), [rng.pick(APP.als)]).item);
  }
  for (const o of x.optional.filter(() => rng.chance(0.5))) covItems.push(cards.pair(o.label, [o.limit]).item);
  const notIncluded = rng.pick(APP.notIncluded);
  for (const a of APP.absent.home.filter((y) => !offered(g, y) && rng.chance(0.25)).slice(0, 2))
    covItems.push(cards.pair(a, [notIncluded]).item);
  const a = t.coverages.find((y) => y.code === "DWELLING")!;
  const dedItems: Item[] = [
    cards.title(rng.pick(APP.dedHead)),
    cards.pair(rng.pick(APP.homeDed), [dollars(a.deductible!)]).item,
  ];
  if (x.windHailPercent)
    dedItems.push(
      cards.pair(rng.pick(APP.wind), [fill(rng.pick(APP.windValue), { p: String(x.windHailPercent) })]).item,
    );
  if (rng.chance(0.5)) {
    phone.card(covItems, sCov);
    phone.card(dedItems, sCov);
  } else phone.card([...covItems, ...dedItems.slice(1)], sCov);

  const parties = t.thirdParties.map((p, i) => ({
    p,
    role: rng.pick(i === 0 ? APP.mortgagee : APP.secondMortgagee),
    onVehicle: null,
  }));
  if (parties.length) partyCards(phone, cards, rng, parties, sInt, truth.thirdParties);
  else if (rng.chance(0.5)) phone.card([cards.note(rng.pick(APP.noInterest))], sInt);
  phone.finish();

  if (!naic) truth.carrier.naicCode = null;
  if (dropSecond) truth.insureds = truth.insureds.slice(0, 1);
  const variant = [condo ? "condo" : "home", look.amounts, look.twoUp ? "two-up" : "single"];
  if (dropSecond) variant.push("cut-insured");
  if (truth.thirdParties.some((p, i) => p.name !== t.thirdParties[i].name)) variant.push("cut-lender");
  return { truth, variant: variant.join("-"), title: `${look.brand} app - ${t.policyNumber}` };
};

export const mobileAppScreens: KindFn = (w, g, rng) =>
  g.truth.type === "auto" ? autoScreens(w, g, rng) : homeScreens(w, g, rng);
