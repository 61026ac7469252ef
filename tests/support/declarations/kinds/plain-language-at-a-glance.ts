import type { GeneratedPolicy, TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  ledger,
  vehicleList,
  type KindFn,
  type Ledger,
  money,
} from "./common";
import { dateText, fill, pickDateStyle, tollFree, type AnyDateStyle } from "./forms";
import { fitWidth, footers, keepTogether } from "./ruled";

// Imitates the "Your policy at a glance" page insurtech carriers put in front of (or instead of)
// the formal declarations: no form grid, no coverage letters, just the facts in friendly sentences
// grouped on short cards, each card with a small icon square and a plain title ("Protecting
// others", "Your car", "What you pay", "Who else gets notified"). Liability reads "If you hurt
// someone in an accident, we'll pay up to $100,000 for each person and $300,000 for each
// accident"; a car card reads "Your car: 2021 Honda Civic (VIN ...). If it's damaged in a crash,
// you pay the first $500"; a home card "Your home is covered up to $350,000 to rebuild", "Stuff
// you own: $175,000"; coverages not bought are said in words ("You chose not to add roadside
// help"); the term is a sentence ("Your policy runs from March 3, 2026 to September 3, 2026"), as
// is the price ("You pay $642.18 for 6 months", often beside a rough monthly figure). Cards sit
// two to a row or stacked. Written after the Root and Lemonade pages in the real set (Root's
// "Your coverage begins on ... It expires on ..." sentence and "$25,000 each person" values,
// Lemonade's short coverage list with amounts) and after the welcome summaries such carriers mail.
//
// THE TRUTH: every value the cards print. Some pages leave the lender off ("Who else gets
// notified" missing: the page claims no lender), some name the lender without the loan number
// (the loan number is then null), and the NAIC code is printed only on some pages. The rough
// monthly amount and the wind/hail dollar figure are not truth values; limits may be printed
// abbreviated ("$100K", "$1M") on "abbrev" pages.

export const GLANCE = {
  title: [
    "Your policy at a glance",
    "Your policy, in plain English",
    "The short version of your policy",
    "Here's what you're covered for",
    "Your coverage at a glance",
  ],
  product: {
    auto: ["car insurance", "auto policy", "auto insurance"],
    home: ["home insurance", "homeowners policy", "homeowners insurance"],
    condo: ["condo insurance", "condo policy", "condo unit owners policy"],
  } as Record<string, string[]>,
  hello: [
    "Hi {first}, here's the short version of your {product}.",
    "Hey {first}! Everything important about your {product}, on one page.",
    "{first}, this is a quick summary of your {product}. Your full policy has all the details.",
    "",
  ],
  basics: ["The basics", "Your policy", "Policy details", "Key facts"],
  period: [
    "Your policy runs from {a} to {b}.",
    "You're covered from {a} through {b}.",
    "Your coverage starts on {a} and ends on {b} at 12:01 a.m.",
    "Your coverage begins on {a}. It expires on {b}.",
  ],
  number: ["Policy number: {n}", "Your policy number is {n}.", "Policy #{n}"],
  people: [
    "Who's covered: {names}",
    "Named on this policy: {names}",
    "This policy belongs to {names}.",
    "Policyholders: {names}",
  ],
  and: [" and ", " & "],
  mail: ["We'll mail things to: {addr}", "Mailing address: {addr}", "Where we send your mail: {addr}"],
  insurer: [
    "Your insurance company: {c}",
    "Insurance provided by {c}",
    "Underwritten by {c}",
    "Your policy is issued by {c}",
  ],
  naic: [" (NAIC {n})", ", NAIC #{n}", " - NAIC code {n}"],
  others: ["Protecting others", "If it's your fault", "Other people and their stuff", "Liability"],
  you: ["Protecting you", "If someone else is at fault", "You and your passengers"],
  split: ["{a} for each person and {b} for each accident", "{a} a person and {b} per accident"],
  single: ["{x} for each accident", "{x} per accident"],
  BI: [
    "If you hurt someone in an accident, we'll pay up to {lim}.",
    "Injuries you cause to others: we pay up to {lim}.",
    "Hurt someone while driving? We cover their injuries up to {lim}.",
  ],
  PD: [
    "If you damage someone else's car or property, we'll pay up to {x}.",
    "Damage you cause to other people's stuff (cars, fences, mailboxes): up to {x} per accident.",
    "Hit someone's car or fence? We pay to fix it, up to {x}.",
  ],
  CSL: [
    "If you hurt someone or damage their property, we'll pay up to {x} in total for each accident.",
    "Injuries and damage you cause to others share one limit: {x} per accident.",
  ],
  UMBI: [
    "If a driver with no insurance hurts you or your passengers, we'll pay up to {lim}.",
    "Hit by someone without insurance? Your injuries are covered up to {lim}.",
  ],
  UIMBI: [
    "If the other driver doesn't have enough insurance for your injuries, we'll pay up to {lim}.",
    "Other driver underinsured? We add up to {lim} for your injuries.",
  ],
  UMPD: [
    "If an uninsured driver damages your car, we'll pay up to {x}{ded}.",
    "Your car hit by someone with no insurance: up to {x}{ded}.",
  ],
  umpdDed: [" (you pay the first {d})", ", after a {d} deductible"],
  MEDPAY: [
    "Medical bills for you and your passengers, no matter who's at fault: up to {x} per person.",
    "Doctor and hospital bills after a crash: up to {x} for each person in your car.",
  ],
  carTitle: ["Your car", "Your {make}", "Car {n}", "Vehicle {n}"],
  car: ["Your car: {car} (VIN {vin}).", "{car}, VIN {vin}.", "We cover your {car} (VIN {vin})."],
  COLL: [
    "If it's damaged in a crash, you pay the first {d}.",
    "Crash damage: you pay the first {d}, we pay the rest (up to what the car is worth).",
    "Collision: {d} deductible. That's what you pay before we pay for crash repairs.",
  ],
  COMP: [
    "If it's stolen or damaged by weather, fire, animals or a cracked windshield, you pay the first {d}.",
    "Theft, hail, flood, deer and glass: you pay the first {d}.",
    "Comprehensive: {d} deductible for theft, weather and other non-crash damage.",
  ],
  noColl: ["We don't cover crash damage to this car.", "You chose not to cover collisions for this car."],
  noPhysical: [
    "This car has liability coverage only, so we don't pay to fix it.",
    "You chose not to cover damage to this car itself.",
  ],
  extrasHead: ["Extras", "Add-ons", "Extra coverage", "Optional coverage"],
  added: ["You added {label} ({limit}).", "Included: {label} ({limit})", "+ {label}: {limit}"],
  declined: ["You chose not to add {x}.", "Not included: {x}", "No {x} on this policy."],
  friendly: {
    "Rental Reimbursement": "rental car coverage",
    "Roadside Assistance": "roadside help",
    "Personal Injury Protection": "personal injury protection",
    "Loan/Lease Gap Coverage": "gap coverage",
    "Water Backup and Sump Overflow": "water backup coverage",
    "Ordinance or Law": "ordinance or law coverage",
    "Identity Theft Expense": "identity theft help",
    "Scheduled Jewelry": "extra coverage for jewelry",
  } as Record<string, string>,
  homeTitle: ["Your home", "Your house", "The place you live", "Your place"],
  condoTitle: ["Your condo", "Your unit", "Your place"],
  location: ["Address: {addr}", "We cover your home at {addr}.", "Your home: {addr}"],
  condoLocation: ["Your unit at {addr}", "We cover your condo at {addr}.", "Unit address: {addr}"],
  DWELLING: [
    "Your home is covered up to {x} to rebuild.",
    "If your house is damaged or destroyed, we'll pay up to {x} to repair or rebuild it.",
    "Rebuilding your home: up to {x}.",
  ],
  condoA: [
    "Your unit's walls, floors, cabinets and upgrades are covered up to {x}.",
    "The parts of the unit you own (walls-in): up to {x}.",
  ],
  OTHER_STRUCTURES: [
    "Other buildings on your property, like a garage, shed or fence: {x}.",
    "Detached garage, shed and fences: up to {x}.",
  ],
  stuffTitle: ["Your stuff", "Your belongings", "Things you own"],
  PERSONAL_PROPERTY: [
    "Stuff you own: {x}.",
    "Your belongings (furniture, clothes, electronics): up to {x}.",
    "If your things are stolen or ruined, we'll pay up to {x}.",
  ],
  LOSS_OF_USE: [
    "If you can't live at home while it's being fixed, we'll pay up to {x} for a place to stay and extra costs.",
    "Hotel, meals and other extra costs while your home is repaired: up to {x}.",
  ],
  als: [
    "If you can't live at home while it's being fixed, we'll pay your extra living costs for as long as repairs reasonably take (actual loss sustained).",
    "Extra living costs while your home is repaired: covered for the actual loss sustained, no dollar cap.",
  ],
  PERSONAL_LIABILITY: [
    "If someone gets hurt at your place, or you accidentally damage their stuff, we'll cover up to {x}.",
    "If you're responsible for someone's injury or damage: up to {x}.",
  ],
  MEDICAL_PAYMENTS: [
    "Guests' medical bills if they get hurt at your home, no matter whose fault: up to {x} per person.",
    "A guest's doctor bills after a fall at your place: up to {x} each.",
  ],
  dedTitle: ["Your deductible", "What you pay first", "Deductible"],
  deductible: [
    "Your deductible is {d}. That's the part of a claim you pay before we pay.",
    "On most claims, you pay the first {d}.",
    "{d} - what you pay first on a claim.",
  ],
  wind: [
    "For wind and hail, your deductible is {p}% of your home's coverage (about {x}).",
    "Wind or hail damage: {p}% of your dwelling limit ({x}).",
  ],
  moneyTitle: ["What you pay", "Your price", "Cost", "Your premium"],
  premium: {
    6: ["You pay {p} for 6 months.", "Your price for 6 months: {p}", "Total for this 6-month policy: {p}"],
    12: ["You pay {p} for the year.", "Your price for 12 months: {p}", "Total for this policy year: {p}"],
  } as Record<number, string[]>,
  monthly: ["That's about {m} a month.", "Roughly {m} a month if you spread it out.", ""],
  inFee: ["This includes {x} for the {label}.", "Includes a {label} of {x}."],
  outFee: ["Paying in installments? There's a {x} {label} each time.", "A {label} of {x} applies to each bill."],
  lenderTitle: ["Who else gets notified", "Your lender", "Lenders we keep in the loop", "Also on your policy"],
  lenderLead: {
    lienholder: ["Lienholder for your {car}:", "{car} loan:", "We'll notify your lender:"],
    lessor: ["Leasing company for your {car}:", "{car} lease:"],
    mortgagee: ["Your mortgage company:", "Mortgage lender:", "We'll notify your lender:"],
  } as Record<string, string[]>,
  loan: ["loan #{l}", "loan number {l}", "account {l}"],
  help: ["Questions? Call us at {t} or chat in the app.", "Need help? We're at {t}, 24/7.", "Questions? {t}"],
  fine: [
    "This summary is not your policy. If anything here differs from your policy documents, the policy documents apply.",
    "This page is a summary only. Your full policy, including its exclusions and conditions, is in your documents.",
    "A friendly summary, not a contract: the policy and its endorsements decide what's covered.",
  ],
  formCode: ["GLANCE-{y}-01", "SUM {y}", "PLN-0{y}"],
};

const ICON: Record<string, string[]> = {
  basics: ["i", "i"],
  others: ["!", "\u00bb"],
  you: ["+", "\u00bb"],
  car: ["#", "\u00bb"],
  home: ["^", "\u00bb"],
  stuff: ["*", "\u00bb"],
  extras: ["+", "\u00bb"],
  money: ["$", "\u00a4"],
  lender: ["@", "\u00bb"],
  ded: ["%", "\u00bb"],
};

interface Look {
  ds: AnyDateStyle;
  /** Cards two to a row, or one under the other. */
  grid: boolean;
  /** Limits as "$100K" / "$1M". */
  abbrev: boolean;
  /** Limits with cents ("$100,000.00"). */
  cents: boolean;
  iconSet: number;
  /** Print the lender card (when the policy has one). */
  lender: boolean;
  loans: boolean;
  naic: boolean;
}

interface Card {
  icon: string;
  title: string;
  lines: string[];
}

function pickLook(rng: Rng, g: GeneratedPolicy): Look {
  const abbrev = rng.chance(0.25);
  return {
    ds: pickDateStyle(rng, ["Month d, yyyy", "Month d, yyyy", "Mon d, yyyy", "m/d/yyyy", "mm/dd/yyyy"]),
    grid: rng.chance(0.55),
    abbrev,
    cents: !abbrev && rng.chance(0.15),
    iconSet: rng.int(0, 1),
    lender: rng.chance(0.8),
    loans: rng.chance(0.75),
    naic: !!g.extras.naicCode && rng.chance(0.5),
  };
}

function limitText(n: number, look: Look): string {
  if (look.abbrev && n >= 10000) {
    if (n % 1_000_000 === 0) return `$${n / 1_000_000}M`;
    if (n < 1_000_000 && n % 1000 === 0) return `$${n / 1000}K`;
  }
  return dollars(n, { cents: look.cents });
}

const ded = (n: number) => dollars(n);

/** A card: an icon square with a glyph, a bold title, then sentences. Kept whole on one page. */
function drawCard(w: Writer, c: Card): void {
  keepTogether(w, (ww) => {
    const top = ww.y;
    const page = ww.page;
    const pad = ww.size * 0.8;
    const s = ww.size * 1.5;
    const x = ww.left + pad;
    ww.y += pad;
    ww.page.rects.push({ x, y: ww.y, w: s, h: s });
    const gs: TextStyle = { bold: true, size: ww.size };
    ww.put(c.icon, x + (s - ww.width_(c.icon, gs)) / 2, ww.y + s * 0.72, gs);
    const ts: TextStyle = { bold: true, size: ww.size * 1.1 };
    ww.put(c.title, x + s + pad * 0.8, ww.y + s * 0.75, ts);
    ww.y += s + pad * 0.5;
    const inner = ww.right - ww.left - 2 * pad;
    for (const l of c.lines) {
      for (const part of ww.wrap(l, {}, inner)) {
        ww.put(part, x, ww.y + ww.size, {});
        ww.y += ww.lineHeight;
      }
      ww.y += ww.size * 0.35;
    }
    ww.y += pad * 0.6;
    if (ww.page === page) page.rects.push({ x: ww.left, y: top, w: ww.right - ww.left, h: ww.y - top });
  });
}

function layCards(w: Writer, cards: Card[], look: Look): void {
  if (!look.grid) {
    for (const c of cards) {
      drawCard(w, c);
      w.gap(w.size * 0.9);
    }
    return;
  }
  for (let i = 0; i < cards.length; i += 2) {
    const pair = cards.slice(i, i + 2);
    if (pair.length === 1) drawCard(w, pair[0]);
    else w.columns(pair.map((c) => (ww: Writer) => drawCard(ww, c)));
    w.gap(w.size * 0.9);
  }
}

function names(g: GeneratedPolicy, rng: Rng): string {
  const list = g.truth.insureds.map((p, i) => {
    const mid = g.extras.middleInitials[i];
    return `${p.firstName}${mid && rng.chance(0.5) ? ` ${mid}.` : ""} ${p.lastName}`;
  });
  return list.join(rng.pick(GLANCE.and));
}

/** The header, greeting and basics card; returns the page's title. */
function opening(w: Writer, g: GeneratedPolicy, look: Look, rng: Rng): { title: string; basics: Card } {
  const t = g.truth;
  const d = (iso: string) => dateText(iso, look.ds);
  const bs: TextStyle = { bold: true, size: w.size * 2 };
  bs.size = fitWidth(w, g.extras.brand, bs, (w.right - w.left) * 0.55);
  w.put(g.extras.brand, w.left, w.y + bs.size!, bs);
  const help = fill(rng.pick(GLANCE.help), { t: tollFree(rng) });
  const small: TextStyle = { size: w.size * 0.8 };
  w.put(help, w.right - w.width_(help, small), w.y + bs.size! * 0.6, small);
  w.y += bs.size! * 1.5;
  const title = rng.pick(GLANCE.title);
  w.line(title, { bold: true, size: w.size * 1.6 });
  const hello = fill(rng.pick(GLANCE.hello), {
    first: t.insureds[0].firstName,
    product: rng.pick(GLANCE.product[t.type]),
  });
  if (hello) w.paragraph(hello);
  hrule(w, 0.6, 8);

  const addr = addressLines(t.address, rng, false).join(", ");
  const naic = look.naic ? fill(rng.pick(GLANCE.naic), { n: g.extras.naicCode! }) : "";
  const lines = [
    fill(rng.pick(GLANCE.period), { a: d(t.effectiveDate), b: d(t.expirationDate) }),
    fill(rng.pick(GLANCE.number), { n: t.policyNumber }),
    fill(rng.pick(GLANCE.people), { names: names(g, rng) }),
    fill(rng.pick(GLANCE.mail), { addr }),
    `${fill(rng.pick(GLANCE.insurer), { c: t.carrier.name })}${naic}`,
  ];
  const order = rng.chance(0.5) ? lines : [lines[1], lines[0], lines[2], lines[3], lines[4]];
  return { title, basics: { icon: "", title: rng.pick(GLANCE.basics), lines: order } };
}

function moneyCard(g: GeneratedPolicy, L: Ledger, rng: Rng): Card {
  const lines = [fill(rng.pick(GLANCE.premium[g.extras.termMonths]), { p: money(L.total) })];
  const monthly = rng.pick(GLANCE.monthly);
  if (monthly) lines.push(fill(monthly, { m: money(Math.round(L.total / g.extras.termMonths)) }));
  for (const f of L.inFees)
    lines.push(fill(rng.pick(GLANCE.inFee), { x: money(f.amount), label: f.label.toLowerCase() }));
  for (const f of L.outFees)
    lines.push(fill(rng.pick(GLANCE.outFee), { x: money(f.amount), label: f.label.toLowerCase() }));
  return { icon: "", title: rng.pick(GLANCE.moneyTitle), lines };
}

function extrasCard(g: GeneratedPolicy, rng: Rng): Card | null {
  const all =
    g.truth.type === "auto"
      ? ["Rental Reimbursement", "Roadside Assistance", "Personal Injury Protection", "Loan/Lease Gap Coverage"]
      : ["Water Backup and Sump Overflow", "Ordinance or Law", "Identity Theft Expense", "Scheduled Jewelry"];
  const added = rng.pick(GLANCE.added);
  const declined = rng.pick(GLANCE.declined);
  const lines: string[] = [];
  for (const o of g.extras.optional)
    lines.push(fill(added, { label: GLANCE.friendly[o.label] ?? o.label.toLowerCase(), limit: o.limit }));
  for (const label of all)
    if (!g.extras.optional.some((o) => o.label === label) && rng.chance(0.6))
      lines.push(fill(declined, { x: GLANCE.friendly[label] }));
  return lines.length ? { icon: "", title: rng.pick(GLANCE.extrasHead), lines } : null;
}

function lenderCard(g: GeneratedPolicy, look: Look, rng: Rng, carOf: (p: TruthParty) => string): Card | null {
  const t = g.truth;
  if (!t.thirdParties.length || !look.lender) return null;
  const lines: string[] = [];
  for (const p of t.thirdParties) {
    const lead = fill(rng.pick(GLANCE.lenderLead[p.type]), { car: carOf(p) });
    const loan = look.loans && p.loanNumber ? `, ${fill(rng.pick(GLANCE.loan), { l: p.loanNumber })}` : "";
    lines.push(`${lead} ${p.name}${loan}`);
    lines.push(addressLines(p.address, rng, false).join(", "));
  }
  return { icon: "", title: rng.pick(GLANCE.lenderTitle), lines };
}

function finish(w: Writer, g: GeneratedPolicy, rng: Rng): void {
  w.gap(4);
  w.paragraph(rng.pick(GLANCE.fine), { size: w.size * 0.78 });
  const code = fill(rng.pick(GLANCE.formCode), { y: g.extras.issueDate.slice(2, 4) });
  footers(
    w,
    () => `${g.extras.brand}  ${code}`,
    (n, m) => (m > 1 ? `${n} of ${m}` : ""),
  );
}

function withIcons(cards: Card[], keys: string[], look: Look): Card[] {
  return cards.map((c, i) => ({ ...c, icon: ICON[keys[i]][look.iconSet] }));
}

// ---------------------------------------------------------------- auto

function autoPage(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, L: Ledger): string {
  const t = g.truth;
  const cov = (code: string) => t.coverages.find((c) => c.code === code && !c.vin);
  const lim = (c: TruthCoverage) =>
    c.limitPerPerson !== null
      ? fill(rng.pick(GLANCE.split), { a: limitText(c.limitPerPerson, look), b: limitText(c.limitPerAccident!, look) })
      : fill(rng.pick(GLANCE.single), { x: limitText(c.limitPerAccident!, look) });
  const { title, basics } = opening(w, g, look, rng);

  const others: string[] = [];
  for (const code of ["BI", "PD", "CSL"]) {
    const c = cov(code);
    if (!c) continue;
    others.push(
      fill(rng.pick(GLANCE[code as "BI" | "PD" | "CSL"]), { lim: lim(c), x: limitText(c.limitPerAccident!, look) }),
    );
  }
  const you: string[] = [];
  for (const code of ["UMBI", "UIMBI", "UMPD", "MEDPAY"] as const) {
    const c = cov(code);
    if (!c) continue;
    const dd = c.deductible !== null ? fill(rng.pick(GLANCE.umpdDed), { d: ded(c.deductible) }) : "";
    you.push(fill(rng.pick(GLANCE[code]), { lim: lim(c), x: limitText(c.limitPerAccident!, look), ded: dd }));
  }
  const vehicles = vehicleList(g);
  const carName = (v: (typeof vehicles)[number]) => `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`;
  const carTitle = rng.pick(GLANCE.carTitle);
  const carLine = rng.pick(GLANCE.car);
  const collW = rng.pick(GLANCE.COLL);
  const compW = rng.pick(GLANCE.COMP);
  const carCards: Card[] = vehicles.map((v, i) => {
    const comp = t.coverages.find((c) => c.code === "COMP" && c.vin === v.vin);
    const coll = t.coverages.find((c) => c.code === "COLL" && c.vin === v.vin);
    const lines = [fill(carLine, { car: carName(v), vin: v.vin })];
    if (coll) lines.push(fill(collW, { d: ded(coll.deductible!) }));
    if (comp) lines.push(fill(compW, { d: ded(comp.deductible!) }));
    if (comp && !coll) lines.push(rng.pick(GLANCE.noColl));
    if (!comp && !coll) lines.push(rng.pick(GLANCE.noPhysical));
    const head =
      vehicles.length === 1 && carTitle.includes("{n}")
        ? "Your car"
        : fill(carTitle, { make: v.make, n: String(i + 1) });
    return { icon: "", title: head, lines };
  });

  const cards: Card[] = [basics];
  const keys = ["basics"];
  cards.push({ icon: "", title: rng.pick(GLANCE.others), lines: others });
  keys.push("others");
  if (you.length) {
    cards.push({ icon: "", title: rng.pick(GLANCE.you), lines: you });
    keys.push("you");
  }
  for (const c of carCards) {
    cards.push(c);
    keys.push("car");
  }
  const extras = extrasCard(g, rng);
  if (extras) {
    cards.push(extras);
    keys.push("extras");
  }
  cards.push(moneyCard(g, L, rng));
  keys.push("money");
  const carOf = (p: TruthParty) => {
    const v = vehicles.find((x) => x.vin === p.vin);
    return v ? `${v.year} ${v.make} ${v.model}` : "car";
  };
  const lender = lenderCard(g, look, rng, carOf);
  if (lender) {
    cards.push(lender);
    keys.push("lender");
  }
  layCards(w, withIcons(cards, keys, look), look);
  finish(w, g, rng);
  return title;
}

// ---------------------------------------------------------------- home and condo

function homePage(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, L: Ledger): string {
  const t = g.truth;
  const condo = t.type === "condo";
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const x = (c: TruthCoverage) => limitText(c.limitPerAccident!, look);
  const { title, basics } = opening(w, g, look, rng);
  const dwelling = cov("DWELLING")!;
  const premises = addressLines(dwellingAddress(t)!, rng, false).join(", ");

  const homeLines = [fill(rng.pick(condo ? GLANCE.condoLocation : GLANCE.location), { addr: premises })];
  homeLines.push(fill(rng.pick(condo ? GLANCE.condoA : GLANCE.DWELLING), { x: x(dwelling) }));
  const os = cov("OTHER_STRUCTURES");
  if (os) homeLines.push(fill(rng.pick(GLANCE.OTHER_STRUCTURES), { x: x(os) }));
  const stuff: string[] = [];
  const pp = cov("PERSONAL_PROPERTY");
  if (pp) stuff.push(fill(rng.pick(GLANCE.PERSONAL_PROPERTY), { x: x(pp) }));
  const lou = cov("LOSS_OF_USE");
  if (lou) stuff.push(fill(rng.pick(GLANCE.LOSS_OF_USE), { x: x(lou) }));
  else if (g.extras.lossOfUseAls) stuff.push(rng.pick(GLANCE.als));
  const others: string[] = [];
  const pl = cov("PERSONAL_LIABILITY");
  if (pl) others.push(fill(rng.pick(GLANCE.PERSONAL_LIABILITY), { x: x(pl) }));
  const med = cov("MEDICAL_PAYMENTS");
  if (med) others.push(fill(rng.pick(GLANCE.MEDICAL_PAYMENTS), { x: x(med) }));
  const dedLines = [fill(rng.pick(GLANCE.deductible), { d: ded(dwelling.deductible!) })];
  const p = g.extras.windHailPercent;
  if (p)
    dedLines.push(
      fill(rng.pick(GLANCE.wind), { p: String(p), x: dollars(Math.round((dwelling.limitPerAccident! * p) / 100)) }),
    );

  const cards: Card[] = [basics];
  const keys = ["basics"];
  const add = (c: Card | null, key: string) => {
    if (!c || !c.lines.length) return;
    cards.push(c);
    keys.push(key);
  };
  add({ icon: "", title: rng.pick(condo ? GLANCE.condoTitle : GLANCE.homeTitle), lines: homeLines }, "home");
  add({ icon: "", title: rng.pick(GLANCE.stuffTitle), lines: stuff }, "stuff");
  add({ icon: "", title: rng.pick(GLANCE.others), lines: others }, "others");
  add({ icon: "", title: rng.pick(GLANCE.dedTitle), lines: dedLines }, "ded");
  add(extrasCard(g, rng), "extras");
  add(moneyCard(g, L, rng), "money");
  add(
    lenderCard(g, look, rng, () => "home"),
    "lender",
  );
  layCards(w, withIcons(cards, keys, look), look);
  finish(w, g, rng);
  return title;
}

export const plainLanguageAtAGlance: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const look = pickLook(rng, g);
  const title = t.type === "auto" ? autoPage(w, g, rng, look, L) : homePage(w, g, rng, look, L);

  if (!look.naic) truth.carrier.naicCode = null;
  if (!look.lender) truth.thirdParties = [];
  if (!look.loans) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    t.type,
    look.grid ? "grid" : "stack",
    look.abbrev ? "abbrev" : look.cents ? "cents" : "dollars",
    t.thirdParties.length ? (look.lender ? (look.loans ? "lender" : "lender-no-loan") : "no-lender") : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};
