import type { TruthCoverage, TruthParty } from "../policy";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  ledger,
  personName,
  sameAddress,
  vehicleList,
  type KindFn,
  type KindResult,
  type Ledger,
  money,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";
import { fitWidth, footers } from "./ruled";

// Imitates the one-page "policy snapshot" that carriers' newer document services attach to a
// renewal e-mail and that agents print from the carrier's app for a lender (after the headline
// figures of Lemonade's and Root's pages, where the figure is large and what it means is said
// in small type, and the two-column summary head of Allstate's and Progressive's pages). The
// point of the arrangement is its reading order: every fact is the VALUE first, in bold, with its
// caption AFTER it in small type - trailing it on the same line or set flush against the column's
// right edge ("PA 1234567  policy number", "Mar 3, 2026 - Sep 3, 2026  coverage period"). A
// reader that takes the value after a caption takes the next fact's value. Coverages are either
// the same value-then-caption entries or dotted-leader lines whose split limit is always broken
// onto a second line in a narrow value column ("Bodily Injury Liability ..... $50,000 each
// person /" over "$100,000 each accident"), with the coverage premium at the right on some
// pages. Lenders are value-first too (the name and address, then "lienholder"; the loan number,
// then "loan number"). A monthly installment figure sits near the total as a distractor.
// THE TRUTH: every value the snapshot prints; the NAIC code and loan numbers only when printed.

export const SNAPSHOT = {
  title: {
    auto: ["Auto policy snapshot", "Your auto coverage at a glance", "Policy snapshot - Auto", "Coverage snapshot"],
    home: ["Home policy snapshot", "Your home coverage at a glance", "Policy snapshot - Homeowners"],
    condo: ["Condo policy snapshot", "Your condo coverage at a glance", "Policy snapshot - Condo unit"],
  } as Record<string, string[]>,
  prepared: ["Prepared {d}", "Snapshot as of {d}", "Printed {d}", "Generated {d}"],
  heads: {
    basics: ["The basics", "Policy", "At a glance", "Your policy"],
    people: ["Who's covered", "Policyholder", "Insured"],
    vehicles: ["Vehicles", "Your cars", "Covered vehicles"],
    property: { home: ["Your home", "Property", "Insured property"], condo: ["Your unit", "Property", "Insured unit"] },
    coverages: ["Coverages", "Limits and deductibles", "What's covered", "Coverage snapshot"],
    lenders: {
      auto: ["Lenders", "Lienholders", "Interested parties"],
      home: ["Lenders", "Mortgagee", "Interested parties"],
    },
    cost: ["Cost", "Premium", "What you pay"],
  },
  caption: {
    number: ["policy number", "policy #", "your policy"],
    period: ["coverage period", "policy term", "term of coverage"],
    effective: ["coverage starts", "start date", "effective"],
    expiration: ["coverage ends", "end date", "expires"],
    company: ["insurance company", "underwriting company", "insurer"],
    naic: ["NAIC code", "NAIC #", "company code"],
    insured: ["named insured", "policyholder", "named insured(s)"],
    mailing: ["mailing address", "billing address", "address on file"],
    premises: ["insured location", "residence premises", "covered property"],
    form: ["policy form", "form"],
    built: ["year built", "built"],
    vehicle: ["vehicle {n}", "car {n}", "auto {n}"],
    vin: ["VIN", "vehicle ID", "VIN {n}"],
    drivers: ["drivers", "listed drivers"],
    total: ["total premium for the term", "total {term} premium", "policy premium, {term} term"],
    before: ["coverage premium", "premium before fees"],
    installment: ["monthly installment", "per month on autopay", "est. monthly payment"],
    outFee: ["{label}, billed with each installment", "{label} (not in the total)"],
  },
  term: { 6: ["6-month", "six-month"], 12: ["annual", "12-month"] } as Record<number, string[]>,
  role: {
    lienholder: ["lienholder", "loss payee", "lienholder / loss payee"],
    lessor: ["lessor", "leasing company"],
    mortgagee: ["mortgagee", "first mortgagee", "mortgage company"],
    second: ["second mortgagee", "2nd mortgagee"],
  },
  loan: ["loan number", "loan #", "account number", "reference"],
  forVehicle: ["for {car}", "on vehicle {n}"],
  none: { auto: ["no lienholder on file", "none listed"], home: ["no mortgagee on file", "none listed"] },
  auto: {
    BI: ["Bodily Injury Liability", "Injury to others", "Bodily injury"],
    PD: ["Property Damage Liability", "Damage to others' property", "Property damage"],
    CSL: ["Liability (combined single limit)", "Combined liability", "Single-limit liability"],
    UMBI: ["Uninsured Motorist Bodily Injury", "Uninsured motorist injury", "UM bodily injury"],
    UIMBI: ["Underinsured Motorist Bodily Injury", "Underinsured motorist injury", "UIM bodily injury"],
    UMPD: ["Uninsured Motorist Property Damage", "Uninsured motorist vehicle damage", "UM property damage"],
    MEDPAY: ["Medical Payments", "Medical expenses", "Med pay"],
    COMP: ["Comprehensive", "Other than collision", "Comprehensive (fire, theft, glass)"],
    COLL: ["Collision", "Collision", "Collision damage"],
  } as Record<string, string[]>,
  home: {
    DWELLING: ["Dwelling (Coverage A)", "Your house", "Coverage A: dwelling"],
    CONDO_A: ["Unit improvements (Coverage A)", "Your unit's interior", "Coverage A: building property"],
    OTHER_STRUCTURES: ["Other structures (Coverage B)", "Detached structures", "Coverage B: other structures"],
    PERSONAL_PROPERTY: ["Personal property (Coverage C)", "Your belongings", "Coverage C: contents"],
    LOSS_OF_USE: ["Loss of use (Coverage D)", "Living expenses if displaced", "Coverage D: loss of use"],
    PERSONAL_LIABILITY: ["Personal liability (Coverage E)", "Liability to others", "Coverage E: liability"],
    MEDICAL_PAYMENTS: ["Medical payments (Coverage F)", "Guest medical", "Coverage F: medical payments"],
  } as Record<string, string[]>,
  split: [
    ["{p} each person /", "{a} each accident"],
    ["{p} per person", "{a} per accident"],
    ["{p} each person and", "{a} each accident"],
  ],
  splitOne: ["{p} each person / {a} each accident", "{p} per person, {a} per accident", "{p} / {a}"],
  accident: [" each accident", " per accident", ""],
  person: [" each person", " per person", ""],
  occurrence: [" each occurrence", " per occurrence", ""],
  deductible: ["{x} deductible", "{x} ded.", "deductible {x}"],
  umpdDed: ["{x}, {d} deductible", "{x} ({d} ded.)"],
  notCarried: ["Not carried", "Declined", "Not selected"],
  als: ["Actual loss sustained", "Covered - actual loss sustained"],
  aop: ["All-peril deductible", "Deductible (all covered perils)", "Standard deductible"],
  wind: ["Wind/hail deductible", "Windstorm or hail deductible"],
  windValue: ["{p}% of dwelling", "{p}% of Coverage A ({x})", "{p}% ({x})"],
  physical: ["{cov} - {car}", "{cov}, vehicle {n}", "{cov} ({car})"],
  footnote: [
    "This snapshot summarizes your policy. Your declarations page and policy documents control.",
    "A summary, not a contract: see your policy and endorsements for complete terms.",
    "Questions about this snapshot? Contact your agent or sign in to your account.",
  ],
  footer: ["{brand} policy snapshot", "Snapshot - {brand}", "{brand} | Policy services"],
  pageNo: ["{n} of {m}", "Page {n} of {m}", "Page {n}"],
};

type CaptionMode = "trail" | "flush";

/** How the page sets its entries, fixed once per page. */
interface Look {
  ds: AnyDateStyle;
  mode: CaptionMode;
  sep: string;
  /** Which line of a multi-line value carries the caption. */
  captionAt: "first" | "last";
  valueScale: number;
  capScale: number;
  capsUpper: boolean;
  upper: boolean;
  cents: boolean;
  abbrev: boolean;
  covStyle: "leader" | "entries";
  /** Where the leader lines' value column starts (share of the width). */
  valueAt: number;
  premiums: boolean;
}

/** One value-first entry: the value (possibly several lines) in bold, its caption after it. */
function entry(w: Writer, values: string[], caption: string, look: Look, valueStyle: TextStyle = {}): void {
  const vs: TextStyle = { bold: true, size: w.size * look.valueScale, ...valueStyle };
  const cs: TextStyle = { size: w.size * look.capScale };
  const vsize = vs.size!;
  const lh = vsize * 1.3;
  const span = w.right - w.left;
  const cap = `${look.sep}${look.capsUpper ? caption.toUpperCase() : caption}`;
  const capW = w.width_(cap, cs);
  // Flush captions keep the value clear of the right edge; trailing ones follow the value.
  const room = look.mode === "flush" ? Math.max(span * 0.45, span - capW - 10) : span;
  const lines = values.flatMap((v) => (v ? w.wrap(v, vs, room) : []));
  if (!lines.length) return;
  const at = look.captionAt === "first" ? 0 : lines.length - 1;
  const atW = w.width_(lines[at], vs);
  const trailFits = atW + 6 + capW <= span;
  const below = look.mode === "trail" && !trailFits;
  const h = (lines.length + (below ? 1 : 0)) * lh + 3;
  w.ensure(h);
  // The caption is put after the value lines so it follows them in the text layer.
  lines.forEach((l, k) => w.put(l, w.left, w.y + vsize + k * lh, vs));
  const base = w.y + vsize + at * lh;
  if (look.mode === "flush") w.put(cap, w.right - capW, base, cs);
  else if (!below) w.put(cap, w.left + atW + 6, base, cs);
  else w.put(cap, w.left + 10, w.y + vsize + lines.length * lh, cs);
  w.y += h;
}

/** "Label ........ value" with the value in a narrow column, each value line under the last. */
function leaderLine(w: Writer, label: string, values: string[], premium: string | null, look: Look): void {
  const size = w.size * 0.95;
  const st: TextStyle = { size };
  const vst: TextStyle = { size, bold: true };
  const lh = size * 1.32;
  const span = w.right - w.left;
  const vx = w.left + span * look.valueAt;
  const premW = premium !== null ? span * 0.14 : 0;
  const labels = w.wrap(label, st, vx - w.left - 18);
  const lines = values.flatMap((v) => w.wrap(v, vst, w.right - premW - vx - 6));
  const n = Math.max(labels.length, lines.length, 1);
  w.ensure(n * lh + 3);
  labels.forEach((l, k) => w.put(l, w.left, w.y + size + k * lh, st));
  const from = w.left + w.width_(labels[0] ?? "", st) + 4;
  const dot = w.width_(".", st);
  const count = Math.floor((vx - 5 - from) / dot);
  if (count > 2) w.put(".".repeat(count), from, w.y + size, st);
  lines.forEach((l, k) => w.put(l, vx, w.y + size + k * lh, vst));
  if (premium !== null) w.put(premium, w.right - w.width_(premium, st), w.y + size, st);
  w.y += n * lh + 3;
}

function heading(w: Writer, text: string, look: Look): void {
  w.ensure(w.size * 5);
  w.gap(5);
  w.line(look.upper ? text.toUpperCase() : text, { bold: true, size: w.size * 1.15 });
  hrule(w, 0.5, 4);
}

export const valueCaptionSnapshot: KindFn = (w, g, rng): KindResult => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const L: Ledger = ledger(g, rng);
  const auto = t.type === "auto";
  const condo = t.type === "condo";
  const S = SNAPSHOT;
  const C = S.caption;
  const mode = rng.pick<CaptionMode>(["trail", "trail", "flush"]);
  const covStyle = rng.pick<Look["covStyle"]>(["leader", "leader", "entries"]);
  const look: Look = {
    ds: rng.pick<AnyDateStyle>(["Mon d, yyyy", "Month d, yyyy", "mm/dd/yyyy", "m/d/yyyy", "MON dd yyyy"]),
    mode,
    sep: mode === "flush" ? "" : rng.pick(["", "", "\u00b7 ", "\u2014 ", "| "]),
    captionAt: rng.pick(["first", "last"] as const),
    valueScale: rng.pick([1, 1.08, 1.18]),
    capScale: rng.pick([0.66, 0.72, 0.78]),
    capsUpper: rng.chance(0.25),
    upper: rng.chance(0.2),
    cents: rng.chance(0.2),
    abbrev: auto && covStyle === "entries" && rng.chance(0.5),
    covStyle,
    valueAt: rng.pick([0.48, 0.52, 0.56]),
    premiums: rng.chance(0.5),
  };
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const d = (iso: string) => dateText(iso, look.ds);
  const amt = (n: number) => dollars(n, { cents: look.cents });
  /** A liability figure: "$100K" / "$1M" on app-style pages, full dollars elsewhere. */
  const lim = (n: number) => (look.abbrev ? (n % 1_000_000 === 0 ? `$${n / 1_000_000}M` : `$${n / 1000}K`) : amt(n));
  const termWord = rng.pick(S.term[x.termMonths]);
  const naic = !!x.naicCode && rng.chance(0.55);
  const loanPrinted = rng.chance(0.85);
  const loanCaption = rng.pick(S.loan);
  const vehicles = vehicleList(g);

  // ---------------------------------------------------------------- head
  const title = rng.pick(S.title[t.type]);
  const brand = U(x.brand);
  const big: TextStyle = { bold: true, size: w.size * 1.9 };
  const bsize = fitWidth(w, brand, big, (w.right - w.left) * 0.6);
  w.ensure(bsize * 3);
  w.put(brand, w.left, w.y + bsize, { bold: true, size: bsize });
  const prepared = fill(rng.pick(S.prepared), { d: d(x.issueDate) });
  const ps = { size: w.size * 0.75 };
  w.put(prepared, w.right - w.width_(prepared, ps), w.y + bsize, ps);
  w.y += bsize * 1.4;
  w.line(title, { bold: true, size: w.size * 1.3 });
  hrule(w, 0.9, 6);

  // ---------------------------------------------------------------- the basics, two columns
  const periodSplit = rng.chance(0.35);
  const basics: [string[], string][] = [
    [[t.policyNumber], rng.pick(C.number)],
    ...(periodSplit
      ? ([
          [[d(t.effectiveDate)], rng.pick(C.effective)],
          [[d(t.expirationDate)], rng.pick(C.expiration)],
        ] as [string[], string][])
      : ([
          [[`${d(t.effectiveDate)}${rng.pick([" - ", " \u2013 ", " to "])}${d(t.expirationDate)}`], rng.pick(C.period)],
        ] as [string[], string][])),
    [[U(t.carrier.name)], rng.pick(C.company)],
    ...(naic ? ([[[x.naicCode!], rng.pick(C.naic)]] as [string[], string][]) : []),
  ];
  const names = t.insureds.map((_, i) => personName(g, i, rng.chance(0.2) ? "last-first" : "first-last", look.upper));
  const people: [string[], string][] = [
    [names, rng.pick(C.insured)],
    [addressLines(t.address, rng, look.upper), rng.pick(C.mailing)],
  ];
  if (auto && rng.chance(0.4)) people.push([[x.drivers.map(U).join(", ")], rng.pick(C.drivers)]);
  const basicsHead = rng.pick(S.heads.basics);
  const peopleHead = rng.pick(S.heads.people);
  const sideBy = rng.chance(0.7);
  const block = (head: string, items: [string[], string][]) => (ww: Writer) => {
    heading(ww, head, look);
    for (const [v, c] of items) entry(ww, v, c, look);
  };
  if (sideBy) w.columns([block(basicsHead, basics), block(peopleHead, people)], 24);
  else {
    block(basicsHead, basics)(w);
    block(peopleHead, people)(w);
  }

  // ---------------------------------------------------------------- vehicles or property, and lenders
  const lenderHead = rng.pick(S.heads.lenders[auto ? "auto" : "home"]);
  const partyEntries = (p: TruthParty, k: number): [string[], string][] => {
    const role =
      p.type === "mortgagee" ? rng.pick(k === 0 ? S.role.mortgagee : S.role.second) : rng.pick(S.role[p.type]);
    const vi = p.vin ? vehicles.findIndex((v) => v.vin === p.vin) : -1;
    const car = vi >= 0 ? `${vehicles[vi].year} ${vehicles[vi].make} ${vehicles[vi].model}` : "";
    const which = vi >= 0 ? ` ${fill(rng.pick(S.forVehicle), { car: U(car), n: String(vi + 1) })}` : "";
    return [
      [[U(p.name), ...addressLines(p.address, rng, look.upper)], `${role}${which}`],
      ...(loanPrinted && p.loanNumber ? ([[[p.loanNumber], loanCaption]] as [string[], string][]) : []),
    ];
  };
  const lenders: [string[], string][] = t.thirdParties.flatMap((p, k) => partyEntries(p, k));
  const noLender = rng.pick(S.none[auto ? "auto" : "home"]);
  const lenderBlock = (ww: Writer) => {
    heading(ww, lenderHead, look);
    if (!lenders.length) ww.line(noLender, { size: ww.size * 0.85 });
    for (const [v, c] of lenders) entry(ww, v, c, look);
  };
  let subject: [string[], string][];
  let subjectHead: string;
  if (auto) {
    subjectHead = rng.pick(S.heads.vehicles);
    const vinCaption = rng.pick(C.vin);
    const vehCaption = rng.pick(C.vehicle);
    subject = vehicles.flatMap((v, k): [string[], string][] => [
      [[U(`${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`)], fill(vehCaption, { n: String(k + 1) })],
      [[v.vin], fill(vinCaption, { n: String(k + 1) })],
    ]);
  } else {
    subjectHead = rng.pick(S.heads.property[condo ? "condo" : "home"]);
    const premises = dwellingAddress(t)!;
    subject = [[addressLines(premises, rng, look.upper), rng.pick(C.premises)]];
    if (sameAddress(premises, t.address) && rng.chance(0.3)) subject[0][1] += " (same as mailing)";
    subject.push([[x.form], rng.pick(C.form)]);
    if (rng.chance(0.6)) subject.push([[String(x.yearBuilt)], rng.pick(C.built)]);
  }
  const subjectBlock = (ww: Writer) => {
    heading(ww, subjectHead, look);
    for (const [v, c] of subject) entry(ww, v, c, look);
  };
  const lendersBeside = sideBy && rng.chance(0.6);
  if (lendersBeside) w.columns([subjectBlock, lenderBlock], 24);
  else subjectBlock(w);

  // ---------------------------------------------------------------- coverages
  heading(w, rng.pick(S.heads.coverages), look);
  const set = rng.int(0, 2);
  const each = rng.int(0, 2);
  const [per, acc, occ] = [S.person[each], S.accident[each], S.occurrence[each]];
  const splitForm = rng.int(0, S.split.length - 1);
  const dedForm = rng.pick(S.deductible);
  const notCarried = rng.pick(S.notCarried);
  const physForm = rng.pick(S.physical);
  const premOf = (c: TruthCoverage) => money(L.coverage.get(c)!.reduce((s, v) => s + v, 0));
  const cover = (label: string, values: string[], premium: string | null) => {
    const p = look.premiums ? premium : null;
    if (look.covStyle === "leader") leaderLine(w, U(label), values, p, look);
    else entry(w, [values.join(" ")], `${label}${p ? ` (${p})` : ""}`, look);
  };
  /** A split limit: on two lines in the leader column, on one in an entry. */
  const splitValues = (pp: number, pa: number) =>
    look.covStyle === "leader"
      ? S.split[splitForm].map((f) => fill(f, { p: lim(pp), a: lim(pa) }))
      : [fill(S.splitOne[splitForm], { p: lim(pp), a: lim(pa) })];

  if (auto) {
    const order = ["CSL", "BI", "PD", "UMBI", "UIMBI", "UMPD", "MEDPAY"];
    const liability = t.coverages.filter((c) => !c.vin).sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
    for (const c of liability) {
      const label = S.auto[c.code][set];
      let values: string[];
      if (c.limitPerPerson !== null) values = splitValues(c.limitPerPerson, c.limitPerAccident!);
      else {
        const one = `${lim(c.limitPerAccident!)}${c.code === "MEDPAY" ? per : acc}`;
        values = [c.deductible !== null ? fill(rng.pick(S.umpdDed), { x: one.trim(), d: amt(c.deductible) }) : one];
      }
      cover(label, values, premOf(c));
    }
    for (const code of ["UMPD", "MEDPAY"])
      if (!liability.some((c) => c.code === code) && rng.chance(0.35)) cover(S.auto[code][set], [notCarried], null);
    vehicles.forEach((v, k) => {
      const car = U(`${v.year} ${v.make} ${v.model}`);
      for (const code of ["COMP", "COLL"]) {
        const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
        const label = fill(physForm, { cov: S.auto[code][set], car, n: String(k + 1) });
        if (!c) {
          if (rng.chance(0.6)) cover(label, [notCarried], null);
          continue;
        }
        cover(label, [fill(dedForm, { x: amt(c.deductible!) })], money(L.coverage.get(c)![k]));
      }
    });
  } else {
    const cov = (code: string) => t.coverages.find((c) => c.code === code);
    const order = [
      "DWELLING",
      "OTHER_STRUCTURES",
      "PERSONAL_PROPERTY",
      "LOSS_OF_USE",
      "PERSONAL_LIABILITY",
      "MEDICAL_PAYMENTS",
    ];
    for (const code of order) {
      const label = S.home[code === "DWELLING" && condo ? "CONDO_A" : code][set];
      const c = cov(code);
      if (!c) {
        if (code === "LOSS_OF_USE" && x.lossOfUseAls) cover(label, [rng.pick(S.als)], null);
        continue;
      }
      const tail = code === "PERSONAL_LIABILITY" ? occ : code === "MEDICAL_PAYMENTS" ? per : "";
      cover(label, [`${amt(c.limitPerAccident!)}${tail}`], premOf(c));
    }
    const A = cov("DWELLING")!;
    cover(rng.pick(S.aop), [amt(A.deductible!)], null);
    if (x.windHailPercent)
      cover(
        rng.pick(S.wind),
        [
          fill(rng.pick(S.windValue), {
            p: String(x.windHailPercent),
            x: amt(Math.round((A.limitPerAccident! * x.windHailPercent) / 100)),
          }),
        ],
        null,
      );
  }
  for (const [i, o] of x.optional.entries())
    if (rng.chance(0.7)) cover(o.label, [o.limit], money(L.optional[i].reduce((s, v) => s + v, 0)));

  // ---------------------------------------------------------------- lenders (below) and cost
  if (!lendersBeside) lenderBlock(w);
  heading(w, rng.pick(S.heads.cost), look);
  if (L.inFees.length) {
    entry(w, [money(L.base)], rng.pick(C.before), look, { bold: false });
    for (const f of L.inFees) entry(w, [money(f.amount)], f.label.toLowerCase(), look, { bold: false });
  }
  entry(w, [money(L.total)], fill(rng.pick(C.total), { term: termWord }), look, { size: w.size * 1.35 });
  if (rng.chance(0.6)) {
    const months = x.termMonths;
    const monthly = Math.round((L.total * rng.pick([1.02, 1.04, 1.0])) / months);
    entry(w, [money(monthly)], rng.pick(C.installment), look, { bold: false });
  }
  for (const f of L.outFees)
    entry(w, [money(f.amount)], fill(rng.pick(C.outFee), { label: f.label.toLowerCase() }), look, { bold: false });
  w.gap(8);
  w.paragraph(rng.pick(S.footnote), { size: w.size * 0.72 });

  const foot = fill(rng.pick(S.footer), { brand: x.brand });
  const pageForm = rng.pick(S.pageNo);
  footers(
    w,
    () => foot,
    (n, m) => fill(pageForm, { n: String(n), m: String(m) }),
  );

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    t.type,
    mode,
    look.captionAt === "first" ? "cap-first" : "cap-last",
    covStyle,
    look.abbrev ? "abbrev" : "",
    sideBy ? "two-col" : "one-col",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title: `${title} - ${t.policyNumber}` };
};
