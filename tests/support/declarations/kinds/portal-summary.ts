import type { GeneratedPolicy, TruthCoverage } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  formatDate,
  hrule,
  ledger,
  officeAddress,
  personName,
  sameAddress,
  vehicleList,
  type DateStyle,
  type KindFn,
  type Ledger,
  sum,
  money,
} from "./common";

// Imitates the app-generated pages of the insurtechs (Root's auto declarations, Lemonade's home
// page, the account-portal printouts of the newer carriers): a wordmark instead of a letterhead,
// a big friendly heading, the policy facts as boxed "cards" with a small caption over the value,
// coverages as a plain two-column list ("Bodily injury liability | $100k / $300k", or the limit
// on two lines "each person" / "each accident"), plain-language coverage names ("Your
// belongings"), deductibles pulled out into a section of their own, "Declined" for coverages not
// bought, the lender as an "Interested party", a monthly figure beside the term price (a number
// that looks like a premium and is not), and the underwriting company only in the fine print or
// in the return-address corner.

export const PORTAL = {
  autoTitle: [
    "Your auto policy",
    "Auto insurance policy declarations",
    "Your car insurance, at a glance",
    "Auto policy renewal declarations",
  ],
  homeTitle: {
    home: ["Your home policy", "Homeowners policy declarations", "Your homeowners coverage"],
    condo: ["Your condo policy", "Condo policy declarations", "Your condo coverage"],
  },
  greeting: [
    "Hi {first}, here's everything your policy covers.",
    "Thanks for being with us, {first}. Here are your policy details.",
    "Everything you need to know about your coverage, in one place.",
    "",
  ],
  help: ["Questions? help@{site}", "Need help? Chat with us in the app", "Support: {site}/help"],
  policyNo: ["Policy number", "POLICY ID", "Policy #"],
  starts: ["Coverage starts", "POLICY START DATE", "Starts"],
  ends: ["Coverage ends", "POLICY END DATE", "Ends"],
  period: ["Policy period", "Coverage period"],
  insured: ["Policyholder", "Named insured", "NAMED INSURED(S)", "Who's covered"],
  mailing: ["Mailing address", "Send mail to"],
  sameMail: ["Same as insured property", "Same as property address"],
  property: { home: ["Insured property", "Your home", "PROPERTY ADDRESS"], condo: ["Your unit", "Insured unit"] },
  drivers: ["Drivers", "Listed drivers"],
  price: ["Your price", "Total premium", "Policy price"],
  perTerm: ["for {term}", "per {n}-month term"],
  monthly: ["or {x}/mo with monthly payments", "about {x} a month if paid monthly", "{n} payments of {x}"],
  carsHead: ["Your cars", "Covered vehicles", "Vehicles"],
  coveredHead: ["What's covered", "Your coverages", "Coverage summary"],
  coveredNote: [
    "These coverages apply to every car on your policy.",
    "Limits are the most we'll pay for a covered claim.",
    "The following coverages apply to all listed vehicles unless otherwise noted.",
    "",
  ],
  premiumWord: ["Premium: {p}", "Price: {p}", "{p}"],
  declined: ["Declined", "Not included", "DECLINED"],
  autoCov: {
    BI: ["Bodily injury liability", "Injuries you cause to others"],
    PD: ["Property damage liability", "Damage you cause to others' property"],
    CSL: ["Liability (combined single limit)", "Injuries and damage you cause to others"],
    UMBI: ["Uninsured motorist bodily injury", "Injuries caused by uninsured drivers"],
    UIMBI: ["Underinsured motorist bodily injury", "Injuries caused by underinsured drivers"],
    UMPD: ["Uninsured motorist property damage", "Car damage caused by uninsured drivers"],
    MEDPAY: ["Medical payments", "Medical bills for you and your passengers"],
    COMP: ["Comprehensive", "Theft, weather and animals"],
    COLL: ["Collision", "Crashes, whoever's at fault"],
  },
  perWords: [
    ["each person", "each accident"],
    ["per person", "per accident"],
    ["/person", "/accident"],
  ],
  dedHead: ["Deductibles", "Your deductibles", "What you pay first"],
  dedNote: [
    "You pay this amount toward a covered claim before we pay the rest.",
    "Your deductible is subtracted from each covered claim.",
    "",
  ],
  noDamage: ["Liability only - no comprehensive or collision", "No physical damage coverage"],
  zeroDed: ["$0 (no deductible)", "$0"],
  extrasHead: ["Extras", "Add-ons", "Optional coverages"],
  included: ["Included", "Incl."],
  partyHead: ["Interested parties", "Interested party", "Lenders"],
  lienholder: ["Lienholder", "Loss payee", "Lender"],
  lessor: ["Lessor", "Leasing company"],
  mortgagee: ["Mortgagee", "Mortgage company", "Interested party"],
  loan: ["Loan number", "Loan #", "Account"],
  forCar: ["on your {car}", "for the {car}"],
  priceHead: ["Price breakdown", "What you pay", "Your premium"],
  coveragePrice: ["Coverages", "Premium before fees", "Coverage premium"],
  total: ["Total", "Total premium", "Total {term} premium"],
  outFee: ["{label}: {x} per payment (not included in your total)", "{label} Total: {x} per installment"],
  homeCov: {
    DWELLING: ["Dwelling", "Your home's structure", "Coverage A - Dwelling"],
    OTHER_STRUCTURES: ["Other structures", "Fences, sheds and garages", "Coverage B - Other structures"],
    PERSONAL_PROPERTY: ["Personal property", "Your belongings", "Coverage C - Personal property"],
    LOSS_OF_USE: ["Loss of use", "Living somewhere else while we fix things", "Coverage D - Loss of use"],
    PERSONAL_LIABILITY: [
      "Personal liability",
      "If someone gets hurt or you damage their stuff",
      "Coverage E - Liability",
    ],
    MEDICAL_PAYMENTS: ["Medical payments to others", "Guests' medical bills", "Coverage F - Medical payments"],
  },
  formal: {
    DWELLING: "Coverage A",
    OTHER_STRUCTURES: "Coverage B",
    PERSONAL_PROPERTY: "Coverage C",
    LOSS_OF_USE: "Coverage D",
    PERSONAL_LIABILITY: "Coverage E",
    MEDICAL_PAYMENTS: "Coverage F",
  },
  condoA: ["Unit improvements", "Your walls, floors and fixtures", "Coverage A - Building property"],
  als: ["Actual loss sustained", "Up to 12 months of extra costs"],
  homeCols: [
    ["COVERAGE", "MAXIMUM AMOUNT", "COST"],
    ["Coverage", "Limit", "Price"],
  ],
  homeDed: ["Deductible", "Your deductible", "All perils"],
  homeDedNote: ["applies to each claim for your home and belongings", "per claim, property coverages"],
  windHail: ["Wind & hail", "Windstorm or hail"],
  windHailValue: "{pct}% of your dwelling limit ({x})",
  perYear: "({x}/yr)",
  underwritten: [
    "Underwritten by {carrier}",
    "Insurance is provided by {carrier}",
    "Copyright {year} by {carrier} (a stock company)",
  ],
} as const;

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? "");

/** "$100k", "$1M": how app pages shorten round limits (others keep the full amount). */
function short(n: number): string {
  if (n >= 1_000_000 && n % 100_000 === 0) return `$${n / 1_000_000}M`;
  return n % 1000 === 0 ? `$${n / 1000}k` : dollars(n);
}

type LimitStyle = "abbrev" | "lines" | "slash";

function limitLines(c: TruthCoverage, style: LimitStyle, words: readonly [string, string]): string[] {
  const f = style === "abbrev" ? short : (n: number) => dollars(n);
  const [per, acc] = words;
  if (c.limitPerPerson !== null && c.limitPerAccident !== null) {
    if (style === "lines") return [`${f(c.limitPerPerson)} ${per}`, `${f(c.limitPerAccident)} ${acc}`];
    return [`${f(c.limitPerPerson)} / ${f(c.limitPerAccident)}`];
  }
  if (c.limitPerAccident === null) return [];
  if (style !== "lines") return [f(c.limitPerAccident)];
  return [`${f(c.limitPerAccident)} ${c.code === "MEDPAY" ? per : acc}`];
}

interface Card {
  caption: string;
  values: string[];
  big?: boolean;
}

/** A row of boxed cards, caption over value, all drawn as tall as the tallest. */
function cards(w: Writer, items: Card[]): void {
  const boxes: { x: number; y: number; w: number }[] = [];
  w.columns(
    items.map((it, i) => (ww: Writer) => {
      boxes[i] = { x: ww.left, y: ww.y, w: ww.right - ww.left };
      ww.left += 7;
      ww.right -= 7;
      ww.y += 5;
      ww.line(it.caption, { size: ww.size * 0.72 });
      const style: TextStyle = it.big ? { size: ww.size * 1.25, bold: true } : {};
      for (const v of it.values) ww.paragraph(v, style);
      ww.y += 5;
    }),
    10,
  );
  for (const b of boxes) w.page.rects.push({ x: b.x, y: b.y, w: b.w, h: w.y - b.y });
  w.gap(8);
}

/** One entry of a two-column list: bold name (and a small line under it) | value lines | cost. */
function entry(w: Writer, name: string, sub: string | null, right: string[], cost: string | null = null): void {
  const span = w.right - w.left;
  const split = cost === null ? 0.52 : 0.46;
  const lh = w.lineHeight;
  const names = w.wrap(name, { bold: true }, span * split - 10);
  const values = right.flatMap((r) => w.wrap(r, {}, span * (cost === null ? 1 - split : 0.34)));
  const n = Math.max(names.length + (sub ? 1 : 0), values.length, 1);
  w.ensure(n * lh + 8);
  names.forEach((l, k) => w.put(l, w.left, w.y + w.size + k * lh, { bold: true }));
  if (sub) w.put(sub, w.left, w.y + w.size + names.length * lh, { size: w.size * 0.9 });
  values.forEach((l, k) => w.put(l, w.left + span * split, w.y + w.size + k * lh));
  if (cost !== null) w.put(cost, w.right - w.width_(cost), w.y + w.size);
  w.y += n * lh + 4;
  hrule(w, 0.4, 5);
}

function heading(w: Writer, text: string): void {
  w.gap(w.lineHeight * 0.6);
  w.ensure(w.lineHeight * 5);
  w.line(text, { bold: true, size: w.size * 1.3 });
  w.gap(2);
}

/** Wordmark left; help line, or (Root) the company's own name and street address, right. */
function masthead(w: Writer, g: GeneratedPolicy, rng: Rng): boolean {
  const site = `${g.extras.brand.toLowerCase().replace(/[^a-z]/g, "")}.com`;
  const corner = rng.chance(0.4);
  const mark = rng.chance(0.5) ? g.extras.brand : g.extras.brand.toLowerCase();
  w.columns([
    (ww) => ww.line(mark, { bold: true, size: ww.size * 2.4 }),
    (ww) => {
      const lines = corner
        ? [g.truth.carrier.name, ...addressLines(officeAddress(rng), rng, false)]
        : [fill(rng.pick(PORTAL.help), { site }), site];
      lines.forEach((l, i) => {
        const style = { bold: corner && i === 0, size: ww.size * 0.9 };
        ww.put(l, ww.right - ww.width_(l, style), ww.y + style.size, style);
        ww.y += ww.lineHeight;
      });
    },
  ]);
  w.gap(w.lineHeight);
  return corner;
}

function finePrint(w: Writer, g: GeneratedPolicy, rng: Rng, corner: boolean, naic: boolean): void {
  w.gap(w.lineHeight * 1.5);
  hrule(w, 0.4, 4);
  const small = { size: w.size * 0.72 };
  const year = g.extras.issueDate.slice(0, 4);
  const company = rng.chance(0.3) ? g.truth.carrier.name.toUpperCase() : g.truth.carrier.name;
  const bits = [
    ...(corner && rng.chance(0.5) ? [`(c) ${year} ${g.extras.brand}`] : []),
    fill(rng.pick(PORTAL.underwritten), { carrier: company, year }),
    ...(naic ? [`NAIC ${g.extras.naicCode}`] : []),
    `${g.extras.brand.slice(0, 3).toUpperCase()}-DEC-${String(rng.int(1, 99)).padStart(2, "0")}`,
  ];
  w.paragraph(bits.join(" | "), small);
  if (rng.chance(0.5))
    w.line(
      `Form ${String(rng.int(0, 99)).padStart(2, "0")}, ${g.truth.address.state}, ${formatDate(g.extras.issueDate, "Month d, yyyy").replace(/ \d+,/, "")}`,
      small,
    );
}

function priceSection(w: Writer, g: GeneratedPolicy, rng: Rng, L: Ledger, perYear: boolean): void {
  heading(w, rng.pick(PORTAL.priceHead));
  const term = `${g.extras.termMonths} month`;
  if (L.inFees.length || rng.chance(0.5)) entry(w, rng.pick(PORTAL.coveragePrice), null, [money(L.base)]);
  for (const f of L.inFees) entry(w, f.label, null, [money(f.amount)]);
  const total = money(L.total);
  entry(w, fill(rng.pick(PORTAL.total), { term }), null, [
    perYear ? `${total} ${fill(PORTAL.perYear, { x: total })}` : total,
  ]);
  for (const f of L.outFees)
    w.line(fill(rng.pick(PORTAL.outFee), { label: f.label, x: money(f.amount) }), { size: w.size * 0.85 });
}

/** The monthly figure printed beside the term price: a premium-shaped number that is not the premium. */
function monthly(L: Ledger, months: number, rng: Rng): string {
  const n = months === 6 ? 6 : rng.pick([10, 12]);
  return fill(rng.pick(PORTAL.monthly), { x: money(Math.ceil(L.total / n)), n: String(n) });
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const dates: DateStyle = rng.pick(["Mon d, yyyy", "Month d, yyyy", "mm/dd/yyyy"]);
  const clock = rng.pick(["", " 12:01am", " at 12:01 AM"]);
  const d = (s: string) => `${formatDate(s, dates)}${clock}`;
  const term = `${g.extras.termMonths} months`;
  const corner = masthead(w, g, rng);
  const title = rng.pick(PORTAL.autoTitle);
  w.line(title, { bold: true, size: w.size * 2 });
  const hi = fill(rng.pick(PORTAL.greeting), { first: t.insureds[0].firstName });
  if (hi) w.line(hi);
  w.gap();

  const split = rng.chance(0.5);
  cards(w, [
    { caption: rng.pick(PORTAL.policyNo), values: [t.policyNumber], big: true },
    ...(split
      ? [
          { caption: rng.pick(PORTAL.starts), values: [d(t.effectiveDate)] },
          { caption: rng.pick(PORTAL.ends), values: [d(t.expirationDate)] },
        ]
      : [{ caption: rng.pick(PORTAL.period), values: [`${d(t.effectiveDate)} - ${d(t.expirationDate)}`] }]),
  ]);
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", false));
  cards(w, [
    { caption: rng.pick(PORTAL.insured), values: names },
    { caption: rng.pick(PORTAL.mailing), values: addressLines(t.address, rng, false) },
    {
      caption: rng.pick(PORTAL.price),
      values: [
        `${money(L.total)} ${fill(rng.pick(PORTAL.perTerm), { term, n: String(g.extras.termMonths) })}`,
        monthly(L, g.extras.termMonths, rng),
      ],
    },
  ]);
  if (rng.chance(0.5)) cards(w, [{ caption: rng.pick(PORTAL.drivers), values: [g.extras.drivers.join(", ")] }]);

  heading(w, rng.pick(PORTAL.carsHead));
  const rootList = rng.chance(0.5);
  const carName = (v: (typeof vehicles)[number]) => `${v.year} ${v.make} ${v.model}`;
  for (const v of vehicles)
    if (rootList) w.line(`${carName(v)}${v.trim ? ` ${v.trim}` : ""} (${v.vin})`);
    else entry(w, carName(v), v.trim || null, [`VIN ${v.vin}`]);

  heading(w, rng.pick(PORTAL.coveredHead));
  const note = rng.pick(PORTAL.coveredNote);
  if (note) w.line(note, { size: w.size * 0.9 });
  w.gap(3);
  const style: LimitStyle = rng.pick(["abbrev", "lines", "slash"]);
  const words = rng.pick(PORTAL.perWords);
  const scheme = rng.int(0, 1);
  const showPremium = rng.chance(0.5);
  const premWord = rng.pick(PORTAL.premiumWord);
  const declined = rng.pick(PORTAL.declined);
  const name = (code: string) => PORTAL.autoCov[code as keyof typeof PORTAL.autoCov][scheme];
  for (const c of t.coverages.filter((x) => !x.vin)) {
    const prem = showPremium ? fill(premWord, { p: money(sum(L.coverage.get(c)!)) }) : null;
    entry(w, name(c.code), prem, limitLines(c, style, words));
  }
  // Root lists what the customer turned down, with a $0 premium; a reader must not take it as carried.
  for (const code of ["UMBI", "UMPD", "MEDPAY"] as const)
    if (!t.coverages.some((c) => c.code === code) && rng.chance(0.5))
      entry(w, name(code), showPremium ? fill(premWord, { p: "$0" }) : null, [declined]);

  heading(w, rng.pick(PORTAL.dedHead));
  const dedNote = rng.pick(PORTAL.dedNote);
  if (dedNote) w.line(dedNote, { size: w.size * 0.9 });
  w.gap(3);
  const ded = (n: number) => (n === 0 ? rng.pick(PORTAL.zeroDed) : dollars(n));
  for (const v of vehicles) {
    const lines: string[] = [];
    for (const code of ["COMP", "COLL"] as const) {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      if (!c) continue;
      const prem = showPremium ? `  (${money(L.coverage.get(c)![v.index])})` : "";
      lines.push(`${name(code)}: ${ded(c.deductible!)}${prem}`);
    }
    entry(w, carName(v), null, lines.length ? lines : [rng.pick(PORTAL.noDamage)]);
  }
  for (const c of t.coverages.filter((x) => !x.vin && x.deductible !== null))
    entry(w, name(c.code), null, [dollars(c.deductible!)]);

  if (g.extras.optional.length) {
    heading(w, rng.pick(PORTAL.extrasHead));
    const incl = rng.chance(0.4) ? rng.pick(PORTAL.included) : null;
    g.extras.optional.forEach((o, j) => entry(w, o.label, null, [o.limit], incl ?? money(sum(L.optional[j]))));
  }

  const loanPrinted = rng.chance(0.6);
  if (t.thirdParties.length) {
    heading(w, rng.pick(PORTAL.partyHead));
    const forCar = rng.pick(PORTAL.forCar);
    for (const p of t.thirdParties) {
      const v = vehicles.find((x) => x.vin === p.vin)!;
      const kind = rng.pick(p.type === "lessor" ? PORTAL.lessor : PORTAL.lienholder);
      entry(w, kind, fill(forCar, { car: carName(v) }), [
        p.name,
        ...addressLines(p.address, rng, false),
        ...(loanPrinted && p.loanNumber ? [`${rng.pick(PORTAL.loan)}: ${p.loanNumber}`] : []),
      ]);
    }
  }

  priceSection(w, g, rng, L, false);
  const naic = !!g.extras.naicCode && rng.chance(0.4);
  finePrint(w, g, rng, corner, naic);
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  if (!naic) truth.carrier.naicCode = null;
  return { truth, variant: `portal-auto${style === "abbrev" ? "+abbrev" : ""}`, title };
};

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
  const dates: DateStyle = rng.pick(["Mon d, yyyy", "Month d, yyyy", "mm/dd/yyyy"]);
  const clock = rng.pick(["", " 12:01am"]);
  const d = (s: string) => `${formatDate(s, dates)}${clock}`;
  const corner = masthead(w, g, rng);
  const title = rng.pick(PORTAL.homeTitle[condo ? "condo" : "home"]);
  w.line(title, { bold: true, size: w.size * 2 });
  const hi = fill(rng.pick(PORTAL.greeting), { first: t.insureds[0].firstName });
  if (hi) w.line(hi);
  w.gap();

  const loanPrinted = rng.chance(0.6);
  // Lemonade puts a single mortgagee among the cards, name only; the address then goes below.
  const lenderCard = t.thirdParties.length === 1 && rng.chance(0.5);
  cards(w, [
    { caption: rng.pick(PORTAL.policyNo), values: [t.policyNumber], big: true },
    { caption: rng.pick(PORTAL.starts), values: [d(t.effectiveDate)] },
    { caption: rng.pick(PORTAL.ends), values: [d(t.expirationDate)] },
  ]);
  const same = sameAddress(t.address, premises) && rng.chance(0.4);
  cards(w, [
    { caption: rng.pick(PORTAL.insured), values: t.insureds.map((_, i) => personName(g, i, "first-last", false)) },
    { caption: rng.pick(PORTAL.property[condo ? "condo" : "home"]), values: addressLines(premises, rng, false) },
    {
      caption: rng.pick(PORTAL.mailing),
      values: same ? [rng.pick(PORTAL.sameMail)] : addressLines(t.address, rng, false),
    },
  ]);
  if (lenderCard)
    cards(w, [
      { caption: rng.pick(PORTAL.mortgagee).toUpperCase(), values: [t.thirdParties[0].name, "ISAOA, ATIMA"] },
      {
        caption: rng.pick(PORTAL.price),
        values: [`${money(L.total)} ${fill(PORTAL.perYear, { x: money(L.total) })}`, monthly(L, 12, rng)],
      },
    ]);

  heading(w, rng.pick(PORTAL.coveredHead));
  const scheme = rng.int(0, 2);
  const abbrev = rng.chance(0.4);
  const lim = (n: number) => (abbrev ? short(n) : dollars(n));
  const cols = rng.pick(PORTAL.homeCols);
  const perCost = rng.chance(0.4);
  const incl = rng.pick(PORTAL.included);
  const head = { size: w.size * 0.75 };
  w.put(cols[0], w.left, w.y + head.size, head);
  w.put(cols[1], w.left + (w.right - w.left) * 0.46, w.y + head.size, head);
  w.put(cols[2], w.right - w.width_(cols[2], head), w.y + head.size, head);
  w.y += w.lineHeight;
  hrule(w, 0.6, 5);
  const codes = [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ] as const;
  for (const code of codes) {
    const c = t.coverages.find((x) => x.code === code);
    const label = code === "DWELLING" && condo ? PORTAL.condoA[scheme] : PORTAL.homeCov[code][scheme];
    // The plain-language names keep the form's letter beneath them, as the apps print it.
    const sub = scheme === 1 ? PORTAL.formal[code] : null;
    if (c) entry(w, label, sub, [lim(c.limitPerAccident!)], perCost ? money(L.coverage.get(c)![0]) : incl);
    else if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls) entry(w, label, sub, [rng.pick(PORTAL.als)], incl);
  }
  g.extras.optional.forEach((o, j) => entry(w, o.label, null, [o.limit], money(L.optional[j][0])));

  heading(w, rng.pick(PORTAL.dedHead));
  entry(w, rng.pick(PORTAL.homeDed), rng.pick(PORTAL.homeDedNote), [dollars(dwelling.deductible!)]);
  if (g.extras.windHailPercent) {
    const pct = g.extras.windHailPercent;
    const x = dollars(Math.round((dwelling.limitPerAccident! * pct) / 100));
    entry(w, rng.pick(PORTAL.windHail), null, [fill(PORTAL.windHailValue, { pct: String(pct), x })]);
  }

  if (t.thirdParties.length) {
    heading(w, rng.pick(PORTAL.partyHead));
    const kind = rng.pick(PORTAL.mortgagee);
    for (const p of t.thirdParties) {
      const loan = loanPrinted && p.loanNumber ? [`${rng.pick(PORTAL.loan)}: ${p.loanNumber}`] : [];
      // The lender already named on a card is headed by its name; the others by their role.
      if (lenderCard) entry(w, p.name, kind, [...addressLines(p.address, rng, false), ...loan]);
      else entry(w, kind, null, [p.name, ...addressLines(p.address, rng, false), ...loan]);
    }
  }

  priceSection(w, g, rng, L, true);
  const naic = !!g.extras.naicCode && rng.chance(0.4);
  finePrint(w, g, rng, corner, naic);
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  if (!naic) truth.carrier.naicCode = null;
  const variant = `portal-${condo ? "condo" : "home"}${abbrev ? "+abbrev" : ""}`;
  return { truth, variant, title };
};

export const portalSummary: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
