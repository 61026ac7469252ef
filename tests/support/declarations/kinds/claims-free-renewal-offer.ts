import type { GeneratedPolicy, TruthCoverage } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  ledger,
  officeAddress,
  row,
  vehicleList,
  type Col,
  type KindFn,
  type Ledger,
  money,
} from "./common";
import { dateText, fill, pickDateStyle, priorTerm, tollFree, type AnyDateStyle } from "./forms";
import { fitSize, footers, ruledTable, type RCol, type RRow } from "./ruled";

// Imitates the renewal OFFER letter carriers mail a few weeks before a claims-free policy renews:
// a marketing letter rather than a form. After the letterhead, the window-envelope address block
// and a salutation, paragraphs thank the customer for their claims-free years and state the
// policy's facts inside sentences ("Your renewal premium of $1,284.00 for the term beginning
// March 3, 2027 ..."), often beside the premium of the term now ending. A "What's changing" panel
// puts the current term's limits, deductibles and premium side by side with the renewal term's;
// a plain summary of the renewal coverages follows; and a closing line names the lienholder or
// mortgagee that will receive a copy ("We will send a copy of this offer to ...").
//
// THE TRUTH FOLLOWS THE RENEWAL COLUMN: the page offers the renewal term, so its policy period,
// premium, limits and deductibles are the generated policy's. The "current" column holds invented
// values of the term that is ending; every row of the panel differs between the two columns, and
// the current premium differs from the renewal premium, so a reader that takes the wrong column
// (or the wrong premium sentence) gets wrong values. Some pages also print the current column as
// "was $500" or in a shorter form ("100/300").

export const OFFER = {
  tagline: ["Insurance made simple", "Protecting what matters since 1931", "Here for you, mile after mile", ""],
  service: ["Customer Service", "Questions? Call us", "Service Center", "We're here 24/7"],
  underwritten: ["Coverage underwritten by {c}", "Policy issued by {c}", "{c}", "Insurance provided by {c}"],
  naic: ["NAIC {n}", "NAIC #{n}", "NAIC Code {n}"],
  reLine: {
    auto: ["Your auto policy renewal offer", "Renewal offer - Personal Auto Policy", "Your auto insurance renewal"],
    home: ["Your homeowners policy renewal offer", "Renewal offer - Homeowners Policy", "Your home insurance renewal"],
    condo: [
      "Your condo policy renewal offer",
      "Renewal offer - Condominium Unit Owners",
      "Your condo insurance renewal",
    ],
  } as Record<string, string[]>,
  number: ["Policy number", "Policy No.", "Policy #", "Re: Policy"],
  dated: ["", "Date: ", "Mailed "],
  dear: ["Dear {first},", "Dear {first} {last}:", "Dear Valued Customer,", "Hello {first},", "Dear Policyholder:"],
  thanks: [
    "Thank you for choosing {brand}. Because you have gone {n} years without a claim, your renewal includes our claims-free discount of {pct}%.",
    "Congratulations on {n} claims-free years! As a thank-you, we have applied a {pct}% claims-free discount to your renewal.",
    "Safe drivers and careful homeowners deserve a reward. With {n} years and no claims, you have earned a {pct}% claims-free discount, and it is already included in the price below.",
    "We appreciate your loyalty. Your record of {n} years without a claim qualifies you for a {pct}% claims-free discount at renewal.",
  ],
  renewal: [
    "Your renewal premium of {premium} for the term beginning {a} is shown below. Your new policy period runs from {a} to {b}.",
    "For the {months}-month term from {a} through {b}, your premium will be {premium}, which already reflects your claims-free savings.",
    "Good news: your policy renews on {a}, and your total premium for the renewal term ending {b} is {premium}.",
    "We are pleased to offer to renew your policy for the period {a} to {b} for a total premium of {premium}.",
  ],
  compare: {
    down: [
      "That is {diff} less than the {current} premium for your current term.",
      "Compared with {current} for the term now ending, you save {diff}.",
      "Your current term cost {current}, so your premium goes down by {diff}.",
    ],
    up: [
      "Your current term premium was {current}; rising repair and rebuilding costs account for the {diff} difference.",
      "That is {diff} more than the {current} you paid for your current term, even after your discount.",
      "Compared with {current} for the term now ending, your premium increases by {diff}.",
    ],
  },
  changing: ["What's changing", "What's changing at renewal", "Changes at a glance", "Your coverage: then and now"],
  changingLead: [
    "Here is how your renewal compares with the policy you have today:",
    "The following items are different on your renewal:",
    "",
  ],
  current: ["Current term", "Your current policy", "Expiring term", "Today"],
  renewalCol: ["Renewal term", "Your renewal", "New term", "At renewal"],
  termDates: ["{a} - {b}", "ends {b}", "starts {a}"],
  itemCol: ["Coverage", "Item", "What"],
  was: ["was {x}", "{x} (old)"],
  premiumRow: ["Total premium", "Term premium", "Your premium"],
  discountRow: ["Claims-free discount", "Claims-free savings"],
  summary: [
    "Your renewal coverage summary",
    "Coverage summary",
    "What your renewal includes",
    "Your coverages at renewal",
  ],
  vehiclesLead: ["Vehicles covered:", "Your vehicles:", "Insured vehicles:"],
  vehicle: ["{car}, VIN {vin}", "{car} (VIN {vin})", "{car} - VIN {vin}"],
  locationLead: ["Insured location:", "Your home at", "Property insured:"],
  labels: {
    BI: ["Bodily injury liability", "Bodily injury", "Liability to others for injuries"],
    PD: ["Property damage liability", "Property damage", "Damage to others' property"],
    CSL: ["Liability (combined single limit)", "Combined single limit", "Bodily injury and property damage"],
    MEDPAY: ["Medical payments", "Medical payments", "Medical expenses"],
    UMBI: ["Uninsured motorist bodily injury", "Uninsured motorist", "Uninsured drivers - injuries"],
    UIMBI: ["Underinsured motorist bodily injury", "Underinsured motorist", "Underinsured drivers - injuries"],
    UMPD: ["Uninsured motorist property damage", "Uninsured motorist PD", "Uninsured drivers - your car"],
    COMP: ["Comprehensive", "Comprehensive", "Theft, glass and weather"],
    COLL: ["Collision", "Collision", "Collision damage"],
  } as Record<string, string[]>,
  dedWord: ["{x} deductible", "deductible {x}", "{x} ded."],
  split: ["{a} per person / {b} per accident", "{a} each person, {b} each accident", "{a}/{b}"],
  perAccident: ["{x} per accident", "{x} each accident", "{x}"],
  perPerson: ["{x} per person", "{x} each person"],
  csl: ["{x} each accident", "{x} combined single limit", "{x}"],
  onCar: ["{label} - {car}", "{label} ({car})", "{label}, vehicle {n}"],
  home: {
    names: {
      DWELLING: ["Dwelling (Coverage A)", "Your home's structure", "Dwelling"],
      OTHER_STRUCTURES: ["Other structures (Coverage B)", "Detached structures", "Other structures"],
      PERSONAL_PROPERTY: ["Personal property (Coverage C)", "Your belongings", "Personal property"],
      LOSS_OF_USE: ["Loss of use (Coverage D)", "Additional living expenses", "Loss of use"],
      PERSONAL_LIABILITY: ["Personal liability (Coverage E)", "Liability protection", "Personal liability"],
      MEDICAL_PAYMENTS: ["Medical payments to others (Coverage F)", "Guest medical", "Medical payments"],
    } as Record<string, string[]>,
    condoA: ["Building property (Coverage A)", "Unit improvements", "Building property"],
    als: ["Actual loss sustained", "Actual loss sustained (no dollar limit)"],
    deductible: ["All-peril deductible", "Your deductible", "Deductible (all perils)"],
    wind: ["Wind and hail deductible", "Windstorm or hail deductible"],
    windValue: ["{p}% of dwelling ({x})", "{p}% ({x})"],
    inflation: [
      "Your dwelling limit has been adjusted for rising construction costs.",
      "To keep pace with building costs, we increased your dwelling coverage.",
      "",
    ],
  },
  optionalHead: ["Also included", "Optional coverages", "Extras on your policy"],
  copyTo: {
    lienholder: [
      "We will send a copy of this renewal offer to your lienholder, {party}.",
      "A copy of this notice will be sent to {party}, the lienholder on your {car}.",
      "As required by your loan, we will also send proof of renewal to {party}.",
    ],
    lessor: [
      "We will send a copy of this renewal offer to your leasing company, {party}.",
      "A copy of this notice will be sent to {party}, the lessor of your {car}.",
    ],
    mortgagee: [
      "We will send a copy of this renewal offer to your mortgage company, {party}.",
      "Because your premium is paid through escrow, we will send the renewal bill to {party}.",
      "A copy of this notice will be sent to your mortgagee, {party}.",
    ],
  },
  copyBlock: ["We will send a copy to:", "Copy sent to:", "cc:"],
  loan: ["loan number {l}", "loan #{l}", "account {l}"],
  installment: [
    "If you pay in installments, your first payment of {x} is due by {a}.",
    "Your first installment of {x} will be due on {a}.",
  ],
  action: [
    "No action is needed if you pay automatically. Otherwise, simply pay by {a} to keep your coverage in force.",
    "To accept this offer, make your payment by {a}. Coverage will continue without interruption.",
    "Your renewal documents will follow. If you have questions, your agent is happy to help.",
  ],
  outFee: [
    "A {label} of {x} per installment is not included in the premium above.",
    "{label}: {x} (billed separately).",
  ],
  closing: ["Sincerely,", "Thank you,", "With appreciation,", "Warm regards,"],
  signer: ["Customer Care Team", "Renewal Services", "Your {brand} team", "Policyholder Services"],
  agentLead: ["Your agent", "Questions? Contact your agent", "Agent"],
  pageNo: ["Page {n} of {m}", "{n}/{m}", "Page {n}"],
  contd: ["{name} - Policy {num}", "Policy {num} - continued"],
  formCode: ["REN-OFR {y}", "CFR 0{y}", "RNL-L {y}-A", "MKT-REN {y}"],
};

interface Look {
  ds: AnyDateStyle;
  /** The "What's changing" panel: a ruled table, or unruled columns under a rule. */
  panel: "table" | "columns";
  /** The renewal column first (left) or second. */
  renewalFirst: boolean;
  /** How the current column's values read: plainly, as "was $500", or shortened ("100/300"). */
  current: "plain" | "was" | "short";
  summary: "lines" | "bullets" | "table";
  copy: "sentence" | "block" | "none";
  upperNames: boolean;
  scheme: number;
  /** "was {x}" or "{x} (old)": one wording for the whole current column. */
  was: string;
}

function pickLook(rng: Rng): Look {
  return {
    ds: pickDateStyle(rng, ["Month d, yyyy", "Month d, yyyy", "Mon d, yyyy", "mm/dd/yyyy", "m/d/yyyy"]),
    panel: rng.pick(["table", "columns"] as const),
    renewalFirst: rng.chance(0.3),
    current: rng.pick(["plain", "plain", "was", "short"] as const),
    summary: rng.pick(["lines", "bullets", "table"] as const),
    copy: rng.weighted([
      ["sentence", 5],
      ["block", 3],
      ["none", 1],
    ] as const),
    upperNames: rng.chance(0.3),
    scheme: rng.int(0, 2),
    was: rng.pick(OFFER.was),
  };
}

const $ = (n: number) => dollars(n);
/** "100/300" or "50": the short way a current column may print a limit in thousands. */
const k = (n: number) => (n % 1000 === 0 ? String(n / 1000) : $(n));

/** A row of the "What's changing" panel: the item, the current term's value, the renewal's. */
interface Diff {
  item: string;
  current: string;
  renewal: string;
}

/** Letterhead, date, address block, reference line and salutation. */
function opening(w: Writer, g: GeneratedPolicy, look: Look, rng: Rng): string {
  const t = g.truth;
  const bs: TextStyle = { bold: true, size: w.size * 1.8 };
  w.put(g.extras.brand, w.left, w.y + bs.size!, bs);
  const tag = rng.pick(OFFER.tagline);
  const phone = `${rng.pick(OFFER.service)} ${tollFree(rng)}`;
  const small: TextStyle = { size: w.size * 0.8 };
  w.put(phone, w.right - w.width_(phone, small), w.y + small.size!, small);
  const [box, city] = carrierAddress(rng);
  const ret = `${box}, ${city}`;
  w.put(ret, w.right - w.width_(ret, small), w.y + small.size! * 2.4, small);
  w.y += bs.size! * 1.3;
  if (tag) w.line(tag, { size: w.size * 0.85 });
  hrule(w, 0.8, 10);

  const date = `${rng.pick(OFFER.dated)}${dateText(g.extras.issueDate, look.ds)}`;
  w.line(date);
  w.gap(8);
  const names = t.insureds.map((p, i) => {
    const mid = g.extras.middleInitials[i];
    const s = `${p.firstName}${mid ? ` ${mid}` : ""} ${p.lastName}`;
    return look.upperNames ? s.toUpperCase() : s;
  });
  const joined = names.length === 2 && rng.chance(0.4) ? [`${names[0]} and ${names[1]}`] : names;
  for (const l of [...joined, ...addressLines(t.address, rng, look.upperNames)]) w.line(l);
  w.gap(10);
  const re = rng.pick(OFFER.reLine[t.type]);
  w.line(re, { bold: true });
  w.line(`${rng.pick(OFFER.number)} ${t.policyNumber}`);
  w.gap(6);
  const dear = fill(rng.pick(OFFER.dear), { first: t.insureds[0].firstName, last: t.insureds[0].lastName });
  w.line(dear);
  w.gap(3);
  return re;
}

/** The marketing paragraphs with the renewal facts in sentences, and the current premium beside them. */
function story(w: Writer, g: GeneratedPolicy, look: Look, rng: Rng, currentCents: number, L: Ledger): number {
  const t = g.truth;
  const d = (iso: string) => dateText(iso, look.ds);
  const years = rng.int(3, 12);
  const pct = rng.pick([5, 8, 10, 12, 15, 20]);
  w.paragraph(fill(rng.pick(OFFER.thanks), { brand: g.extras.brand, n: String(years), pct: String(pct) }));
  w.gap(4);
  const diff = Math.abs(L.total - currentCents);
  const cmp = fill(rng.pick(OFFER.compare[L.total < currentCents ? "down" : "up"]), {
    current: money(currentCents),
    diff: money(diff),
  });
  const renewal = fill(rng.pick(OFFER.renewal), {
    premium: money(L.total),
    a: d(t.effectiveDate),
    b: d(t.expirationDate),
    months: String(g.extras.termMonths),
  });
  w.paragraph(`${renewal} ${cmp}`);
  w.gap(4);
  return pct;
}

/** The panel: current and renewal side by side. Every row differs between the two columns. */
function panel(w: Writer, g: GeneratedPolicy, look: Look, rng: Rng, diffs: Diff[]): void {
  const t = g.truth;
  const d = (iso: string) => dateText(iso, look.ds);
  const [prevA, prevB] = priorTerm(t.effectiveDate, g.extras.termMonths);
  const datesAt = rng.int(0, OFFER.termDates.length - 1);
  const curHead = [rng.pick(OFFER.current), fill(OFFER.termDates[datesAt], { a: d(prevA), b: d(prevB) })];
  const renHead = [
    rng.pick(OFFER.renewalCol),
    fill(OFFER.termDates[datesAt], { a: d(t.effectiveDate), b: d(t.expirationDate) }),
  ];
  const title = rng.pick(OFFER.changing);
  const lead = rng.pick(OFFER.changingLead);
  w.gap(4);
  w.ensure(w.lineHeight * (diffs.length * 2 + 6));
  w.line(title, { bold: true, size: w.size * 1.15 });
  if (lead) w.line(lead, { size: w.size * 0.95 });
  const item = rng.pick(OFFER.itemCol);
  const pair = <T>(cur: T, ren: T): [T, T] => (look.renewalFirst ? [ren, cur] : [cur, ren]);
  if (look.panel === "table") {
    const cols: RCol[] = [{ width: 0.4 }, { width: 0.3, align: "r" }, { width: 0.3, align: "r" }];
    const head = [[[item], ...pair(curHead, renHead)]];
    const rows: RRow[] = diffs.map((x) => ({ cells: [[x.item], ...pair([x.current], [x.renewal])] }));
    ruledTable(w, cols, head, rows, fitSize(w, cols, rows, w.size) ?? w.size * 0.85);
  } else {
    const cols: Col[] = [
      { at: 0, width: 0.4 },
      { at: 0.42, width: 0.28, align: "r" },
      { at: 0.72, width: 0.28, align: "r" },
    ];
    row(w, cols, [[item], ...pair(curHead, renHead)], { bold: true, size: w.size * 0.92 }, { rule: true });
    for (const x of diffs) row(w, cols, [[x.item], ...pair([x.current], [x.renewal])], {}, { pad: 1 });
    hrule(w, 0.5, 4);
  }
  w.gap(6);
}

/** The renewal coverage summary: label and value lines, bullets or a small table. */
function summary(w: Writer, look: Look, rng: Rng, lines: [string, string][], lead: string[]): void {
  w.ensure(w.lineHeight * 6);
  w.line(rng.pick(OFFER.summary), { bold: true, size: w.size * 1.1 });
  for (const l of lead) w.paragraph(l);
  if (look.summary === "table") {
    const cols: RCol[] = [{ width: 0.5 }, { width: 0.5 }];
    const rows: RRow[] = lines.map(([a, b]) => ({ cells: [[a], [b]] }));
    ruledTable(
      w,
      cols,
      [[["Coverage"], ["Renewal limit / deductible"]]],
      rows,
      fitSize(w, cols, rows, w.size) ?? w.size * 0.85,
    );
  } else if (look.summary === "bullets") {
    for (const [a, b] of lines) {
      const text = `${a}: ${b}`;
      const wrapped = w.wrap(text, {}, w.right - w.left - 12);
      w.ensure(wrapped.length * w.lineHeight);
      w.put("\u2022", w.left + 2, w.y + w.size);
      wrapped.forEach((l, i) => w.put(l, w.left + 12, w.y + w.size + i * w.lineHeight));
      w.y += wrapped.length * w.lineHeight;
    }
  } else {
    const cols: Col[] = [
      { at: 0, width: 0.48 },
      { at: 0.5, width: 0.5 },
    ];
    for (const [a, b] of lines) row(w, cols, [[a], [b]], {}, { pad: 1 });
  }
  w.gap(6);
}

/** The lienholder / mortgagee copy line, the action paragraph, the closing and the agent. */
function close(
  w: Writer,
  g: GeneratedPolicy,
  look: Look,
  rng: Rng,
  L: Ledger,
  carOf: (vin: string | undefined) => string,
): boolean {
  const t = g.truth;
  const d = (iso: string) => dateText(iso, look.ds);
  const loans = rng.chance(0.8);
  const party = (i: number) => {
    const p = t.thirdParties[i];
    const addr = addressLines(p.address, rng, false).join(", ");
    const loan = loans && p.loanNumber ? `, ${fill(rng.pick(OFFER.loan), { l: p.loanNumber })}` : "";
    return `${p.name}, ${addr}${loan}`;
  };
  if (t.thirdParties.length && look.copy === "sentence")
    t.thirdParties.forEach((p, i) =>
      w.paragraph(fill(rng.pick(OFFER.copyTo[p.type]), { party: party(i), car: carOf(p.vin) })),
    );
  else if (t.thirdParties.length && look.copy === "block") {
    w.ensure(w.lineHeight * (t.thirdParties.length * 4 + 1));
    w.line(rng.pick(OFFER.copyBlock), { bold: true });
    for (const p of t.thirdParties) {
      for (const l of [p.name, ...addressLines(p.address, rng, false)]) w.line(l, {}, 14);
      if (loans && p.loanNumber) w.line(fill(rng.pick(OFFER.loan), { l: p.loanNumber }), {}, 14);
      w.gap(2);
    }
  }
  w.gap(4);
  if (rng.chance(0.4)) {
    const n = rng.pick([2, 4, 6]);
    w.paragraph(fill(rng.pick(OFFER.installment), { x: money(Math.ceil(L.total / n)), a: d(t.effectiveDate) }));
  }
  for (const f of L.outFees) {
    const text = fill(rng.pick(OFFER.outFee), { label: f.label.toLowerCase(), x: money(f.amount) });
    w.paragraph(text.charAt(0).toUpperCase() + text.slice(1));
  }
  w.paragraph(fill(rng.pick(OFFER.action), { a: d(t.effectiveDate) }));
  w.gap(8);
  w.ensure(w.lineHeight * 8);
  w.line(rng.pick(OFFER.closing));
  w.gap(10);
  w.line(fill(rng.pick(OFFER.signer), { brand: g.extras.brand }), { bold: true });
  w.gap(8);
  const a = g.extras.agent;
  const agent = [a.agency, a.name, ...addressLines(officeAddress(rng), rng, false), a.phone];
  w.line(rng.pick(OFFER.agentLead), { bold: true, size: w.size * 0.9 });
  for (const l of agent) w.line(l, { size: w.size * 0.9 });
  return loans;
}

/** The running header on later pages, and the footer: the carrier, NAIC, form code, page number. */
function frame(w: Writer, g: GeneratedPolicy, rng: Rng): (naic: boolean) => void {
  const t = g.truth;
  const head = fill(rng.pick(OFFER.contd), {
    name: `${t.insureds[0].firstName} ${t.insureds[0].lastName}`,
    num: t.policyNumber,
  });
  w.setPageDecorator((ww) => {
    ww.put(head, ww.left, ww.y + ww.size * 0.85, { size: ww.size * 0.85 });
    ww.y += ww.size * 2.4;
  });
  const under = fill(rng.pick(OFFER.underwritten), { c: t.carrier.name });
  const naicWord = rng.pick(OFFER.naic);
  const code = fill(rng.pick(OFFER.formCode), { y: g.extras.issueDate.slice(2, 4) });
  const pageNo = rng.pick(OFFER.pageNo);
  return (naic) =>
    footers(
      w,
      () => `${under}${naic ? `  ${fill(naicWord, { n: g.extras.naicCode! })}` : ""}  ${code}`,
      (n, m) => (m > 1 ? fill(pageNo, { n: String(n), m: String(m) }) : ""),
    );
}

/** A different split: the current term's limits before the renewal raised or lowered them. */
function otherSplit(rng: Rng, c: TruthCoverage): [number, number] {
  const splits: [number, number][] = [
    [25000, 50000],
    [50000, 100000],
    [100000, 300000],
    [250000, 500000],
    [30000, 60000],
  ];
  return rng.pick(splits.filter(([a, b]) => a !== c.limitPerPerson && b !== c.limitPerAccident));
}

function otherAmount(rng: Rng, x: number, pool: number[]): number {
  const options = pool.filter((p) => p !== x);
  return rng.pick(options);
}

// ---------------------------------------------------------------- auto

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const look = pickLook(rng);
  const vehicles = vehicleList(g);
  const finish = frame(w, g, rng);
  const label = (code: string) => OFFER.labels[code][look.scheme];
  const car = (v: { year: number; make: string; model: string }) => `${v.year} ${v.make} ${v.model}`;
  const splitW = rng.pick(OFFER.split);
  const accW = rng.pick(OFFER.perAccident);
  const personW = rng.pick(OFFER.perPerson);
  const cslW = rng.pick(OFFER.csl);
  const dedW = rng.pick(OFFER.dedWord);
  const onCar = rng.pick(OFFER.onCar);
  const limitText = (c: TruthCoverage, pp = c.limitPerPerson, pa = c.limitPerAccident): string =>
    pp !== null
      ? fill(splitW, { a: $(pp), b: $(pa!) })
      : c.code === "CSL"
        ? fill(cslW, { x: $(pa!) })
        : c.code === "MEDPAY"
          ? fill(personW, { x: $(pa!) })
          : fill(accW, { x: $(pa!) });
  const covText = (c: TruthCoverage) =>
    c.deductible !== null && c.limitPerAccident !== null
      ? `${limitText(c)}, ${fill(dedW, { x: $(c.deductible) })}`
      : c.limitPerAccident !== null
        ? limitText(c)
        : fill(dedW, { x: $(c.deductible!) });
  const itemOf = (c: TruthCoverage) => {
    if (!c.vin) return label(c.code);
    const i = vehicles.findIndex((v) => v.vin === c.vin);
    return fill(onCar, { label: label(c.code), car: car(vehicles[i]), n: String(i + 1) });
  };

  // The current term: a few coverages with other limits or deductibles, and another premium.
  const currentOf = (c: TruthCoverage): string => {
    const wrap = (s: string) => (look.current === "was" ? fill(look.was, { x: s }) : s);
    if (c.limitPerPerson !== null) {
      const [a, b] = otherSplit(rng, c);
      return wrap(look.current === "short" ? `${k(a)}/${k(b)}` : limitText(c, a, b));
    }
    if (c.limitPerAccident !== null) {
      const x = otherAmount(rng, c.limitPerAccident, [10000, 25000, 50000, 100000, 300000, 500000, 1000, 2000, 5000]);
      return wrap(look.current === "short" ? k(x) : limitText(c, null, x));
    }
    const x = otherAmount(rng, c.deductible!, [0, 100, 250, 500, 1000, 1500, 2000]);
    return wrap(look.current === "short" ? $(x) : fill(dedW, { x: $(x) }));
  };
  const changed = rng.shuffle(t.coverages).slice(0, rng.int(1, Math.min(4, t.coverages.length)));
  const currentCents = L.total + (rng.chance(0.6) ? -1 : 1) * rng.int(2500, Math.max(3000, Math.round(L.total * 0.2)));
  const diffs: Diff[] = changed.map((c) => ({ item: itemOf(c), current: currentOf(c), renewal: covText(c) }));

  const title = opening(w, g, look, rng);
  const pct = story(w, g, look, rng, currentCents, L);
  const pctCur = rng.pick([0, 3, 5, 8, 10, 12].filter((x) => x < pct));
  diffs.push(
    { item: rng.pick(OFFER.discountRow), current: `${pctCur}%`, renewal: `${pct}%` },
    { item: rng.pick(OFFER.premiumRow), current: money(currentCents), renewal: money(L.total) },
  );
  panel(w, g, look, rng, diffs);

  const vehLead = rng.pick(OFFER.vehiclesLead);
  const vehW = rng.pick(OFFER.vehicle);
  const lead = [vehLead, ...vehicles.map((v) => fill(vehW, { car: car(v), vin: v.vin }))];
  const order = ["BI", "PD", "CSL", "MEDPAY", "UMBI", "UIMBI", "UMPD", "COMP", "COLL"];
  const lines: [string, string][] = [...t.coverages]
    .sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code))
    .map((c) => [itemOf(c), covText(c)]);
  if (g.extras.optional.length)
    lines.push([rng.pick(OFFER.optionalHead), g.extras.optional.map((o) => o.label).join(", ")]);
  summary(w, look, rng, lines, lead);

  const carOf = (vin: string | undefined) => {
    const v = vehicles.find((x) => x.vin === vin);
    return v ? car(v) : "vehicle";
  };
  const loans = close(w, g, look, rng, L, carOf);
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  finish(naic);

  if (!naic) truth.carrier.naicCode = null;
  if (!loans) for (const p of truth.thirdParties) p.loanNumber = null;
  // A letter that does not name the lender claims none.
  if (look.copy === "none") truth.thirdParties = [];
  return { truth, variant: variantName("auto", look, t.thirdParties.length > 0), title };
};

function variantName(type: string, look: Look, parties: boolean): string {
  return [
    type,
    `panel-${look.panel}`,
    look.renewalFirst ? "renewal-first" : "current-first",
    `current-${look.current}`,
    `summary-${look.summary}`,
    parties ? `copy-${look.copy}` : "",
  ]
    .filter(Boolean)
    .join("-");
}

// ---------------------------------------------------------------- home and condo

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const look = pickLook(rng);
  const condo = t.type === "condo";
  const H = OFFER.home;
  const finish = frame(w, g, rng);
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const name = (code: string) => (code === "DWELLING" && condo ? H.condoA[look.scheme] : H.names[code][look.scheme]);
  const dwelling = cov("DWELLING")!;
  const dedName = rng.pick(H.deductible);
  const als = rng.pick(H.als);
  const wrap = (s: string) => (look.current === "was" ? fill(look.was, { x: s }) : s);
  const short = (n: number) => (look.current === "short" && n % 1000 === 0 ? `${n / 1000}K` : $(n));

  // Current term: limits before the inflation adjustment (a few percent lower), and maybe another deductible.
  const factor = rng.pick([1.03, 1.04, 1.05, 1.06, 1.08]);
  const diffs: Diff[] = [];
  const adjusted = ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"].filter(
    (c) => cov(c) && rng.chance(c === "DWELLING" ? 1 : 0.6),
  );
  for (const code of adjusted) {
    const c = cov(code)!;
    let before = Math.round(c.limitPerAccident! / factor / 100) * 100;
    if (before === c.limitPerAccident) before -= 1000;
    diffs.push({ item: name(code), current: wrap(short(before)), renewal: $(c.limitPerAccident!) });
  }
  if (rng.chance(0.5))
    diffs.push({
      item: dedName,
      current: wrap($(otherAmount(rng, dwelling.deductible!, [500, 1000, 1500, 2000, 2500, 5000]))),
      renewal: $(dwelling.deductible!),
    });
  const liab = cov("PERSONAL_LIABILITY");
  if (liab && rng.chance(0.35))
    diffs.push({
      item: name("PERSONAL_LIABILITY"),
      current: wrap(short(otherAmount(rng, liab.limitPerAccident!, [100000, 300000, 500000]))),
      renewal: $(liab.limitPerAccident!),
    });
  const currentCents = L.total - rng.int(2000, Math.max(2500, Math.round(L.total * 0.12)));

  const title = opening(w, g, look, rng);
  const pct = story(w, g, look, rng, currentCents, L);
  const inflation = rng.pick(H.inflation);
  if (inflation) w.paragraph(inflation);
  const pctCur = rng.pick([0, 3, 5, 8, 10, 12].filter((x) => x < pct));
  diffs.push(
    { item: rng.pick(OFFER.discountRow), current: `${pctCur}%`, renewal: `${pct}%` },
    { item: rng.pick(OFFER.premiumRow), current: money(currentCents), renewal: money(L.total) },
  );
  panel(w, g, look, rng, diffs);

  const premises = dwellingAddress(t)!;
  const lead = [`${rng.pick(OFFER.locationLead)} ${addressLines(premises, rng, false).join(", ")}`];
  const lines: [string, string][] = [];
  for (const code of [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ]) {
    const c = cov(code);
    if (c) lines.push([name(code), $(c.limitPerAccident!)]);
    else if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls) lines.push([name(code), als]);
  }
  lines.push([dedName, $(dwelling.deductible!)]);
  const p = g.extras.windHailPercent;
  if (p)
    lines.push([
      rng.pick(H.wind),
      fill(rng.pick(H.windValue), { p: String(p), x: $(Math.round((dwelling.limitPerAccident! * p) / 100)) }),
    ]);
  if (g.extras.optional.length)
    lines.push([rng.pick(OFFER.optionalHead), g.extras.optional.map((o) => `${o.label} (${o.limit})`).join(", ")]);
  summary(w, look, rng, lines, lead);

  const loans = close(w, g, look, rng, L, () => "home");
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  finish(naic);

  if (!naic) truth.carrier.naicCode = null;
  if (!loans) for (const q of truth.thirdParties) q.loanNumber = null;
  if (look.copy === "none") truth.thirdParties = [];
  return { truth, variant: variantName(condo ? "condo" : "home", look, t.thirdParties.length > 0), title };
};

export const claimsFreeRenewalOffer: KindFn = (w, g, rng) =>
  g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng);
