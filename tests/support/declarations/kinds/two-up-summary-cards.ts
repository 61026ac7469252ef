import type { GeneratedPolicy, TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  personName,
  row,
  sideBySide,
  vehicleList,
  type Col,
  type KindFn,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";

// Imitates the one-page "policy summary" an agency-management system or a carrier's agent portal
// prints for a lender or a customer in a hurry (the quick-view panels of the comparative raters,
// the summary sheet behind an ID card, Root's and Lemonade's two-column heads): a brand line and a
// title, then two panels side by side. The left panel holds the policy facts as terse
// label/value rows (Policy #, Eff, Exp, Co, NAIC, Total Prem) over the named insureds and their
// address; the right one the vehicles (or the dwelling and its form) over a compact two-column
// coverage table whose labels are the trade's abbreviations ("BI", "PD", "UM/UIM", "Comp Ded",
// "Coll Ded", "Cov A") and whose values are right-aligned, in thousands ("100/300"), "$100K" or
// full dollars. With several cars the physical damage deductibles are rows per car ("Comp Ded V2")
// or a small Veh 1 / Veh 2 grid. A strip across the bottom gives each lienholder or mortgagee in a
// cell of its own with the loan number.

export const CARDS = {
  title: ["Policy Summary", "Coverage Summary", "Declarations Summary", "Quick View", "Insurance Summary"],
  prepared: ["Prepared {d}", "Printed {d}", "As of {d}", "Summary date: {d}"],
  policyHead: ["Policy", "Policy Information", "Policy Details", "Policy Info"],
  insuredHead: ["Named Insured", "Named Insured(s)", "Insured", "Policyholder"],
  vehicleHead: ["Vehicles", "Described Autos", "Vehicle Schedule", "Autos"],
  dwellingHead: ["Property", "Dwelling", "Location", "Insured Location"],
  coverageHead: ["Coverages", "Coverage / Limits", "Limits & Deductibles", "Coverage Summary"],
  thousandsNote: ["(000s)", "(in thousands)", "(limits x 1,000)"],
  policy: ["Policy #", "Policy No", "Pol #", "Policy"],
  eff: ["Eff", "Eff Date", "Effective"],
  exp: ["Exp", "Exp Date", "Expires"],
  term: ["Term", "Policy Term", "Period"],
  company: ["Co", "Company", "Carrier", "Writing Co"],
  naic: ["NAIC", "NAIC #", "NAIC Code"],
  premium: ["Total Prem", "Term Premium", "Total Premium", "Premium"],
  form: ["Form", "Policy Form", "Pol Form"],
  yearBuilt: ["Yr Built", "Year Built", "Built"],
  agent: ["Agent", "Producer", "Agency"],
  fee: ["Inst Fee", "Install Fee", "Svc Chg"],
  veh: ["V{n}", "Veh {n}", "#{n}"],
  vin: ["VIN", "VIN:", "Serial"],
  auto: {
    BI: ["BI", "BI Liab", "Bodily Inj"],
    PD: ["PD", "PD Liab", "Prop Dmg"],
    CSL: ["CSL", "Liab CSL", "Comb Single Lmt"],
    UMBI: ["UM", "UM BI", "UMBI"],
    UIMBI: ["UIM", "UIM BI", "UIMBI"],
    UMPD: ["UMPD", "UM PD", "UMPD"],
    MEDPAY: ["MED", "Med Pay", "MP"],
    COMP: ["Comp Ded", "OTC Ded", "Comp"],
    COLL: ["Coll Ded", "Coll Ded", "Coll"],
  } as Record<string, string[]>,
  umUim: "UM/UIM",
  umpdDed: ["UMPD Ded", "UM PD Ded"],
  home: {
    DWELLING: ["Cov A", "A - Dwlg", "Cov A Dwelling"],
    OTHER_STRUCTURES: ["Cov B", "B - Oth Str", "Cov B Other Str"],
    PERSONAL_PROPERTY: ["Cov C", "C - Pers Prop", "Cov C Contents"],
    LOSS_OF_USE: ["Cov D", "D - Loss of Use", "Cov D ALE"],
    PERSONAL_LIABILITY: ["Cov E", "E - Liab", "Cov E Liability"],
    MEDICAL_PAYMENTS: ["Cov F", "F - Med Pay", "Cov F Med"],
  } as Record<string, string[]>,
  condoA: ["Cov A", "A - Bldg Prop", "Cov A Unit"],
  aop: ["AOP Ded", "All Peril Ded", "Ded"],
  wind: ["W/H Ded", "Wind/Hail Ded", "WH Ded"],
  als: ["ALS", "Actual Loss"],
  none: ["--", "None", "N/A", ""],
  lienholder: ["Lienholder", "Loss Payee", "Lienholder/LP"],
  lessor: ["Lessor", "Lessor/AI", "Addl Insd - Lessor"],
  mortgagee: ["Mortgagee", "1st Mortgagee", "Mortgagee 1"],
  secondMortgagee: ["2nd Mortgagee", "Mortgagee 2"],
  loan: ["Loan #", "Loan No", "Acct #", "Ln #"],
  noParties: ["Lienholder: None on file", "No additional interests", "Addl Interests: None"],
  footer: [
    "This summary is not a policy. Refer to your declarations and policy forms for the full terms.",
    "For information only. Coverage is subject to all policy terms, conditions and exclusions.",
  ],
};

type Amounts = "thousands" | "k" | "full";

interface Look {
  ds: AnyDateStyle;
  amounts: Amounts;
  framed: boolean;
  /** Share of the width the left panel takes. */
  split: number;
}

const K = (n: number) => (n >= 1000000 && n % 1000000 === 0 ? `$${n / 1000000}M` : `$${n / 1000}K`);

function single(n: number, look: Look): string {
  return look.amounts === "k" && n % 1000 === 0 ? K(n) : dollars(n);
}

function split(c: TruthCoverage, look: Look): string {
  const [pp, pa] = [c.limitPerPerson!, c.limitPerAccident!];
  switch (look.amounts) {
    case "thousands":
      return `${pp / 1000}/${pa / 1000}`;
    case "k":
      return `${K(pp)}/${K(pa)}`;
    case "full":
      return `${dollars(pp)}/${dollars(pa)}`;
  }
}

const LV: Col[] = [
  { at: 0, width: 0.5 },
  { at: 0.5, width: 0.5, align: "r" },
];

/** A panel's caption: bold, with a rule under it. */
function caption(w: Writer, text: string): void {
  w.gap(2);
  w.line(text, { bold: true, size: w.size * 1.1 });
  hrule(w, 0.5, 3);
}

/** Draws the panel's frame around what `fn` wrote (inside Writer.columns, so on one page). */
function panel(w: Writer, look: Look, fn: () => void): void {
  const top = w.y;
  w.left += look.framed ? 5 : 0;
  w.right -= look.framed ? 5 : 0;
  w.y += look.framed ? 3 : 0;
  fn();
  w.left -= look.framed ? 5 : 0;
  w.right += look.framed ? 5 : 0;
  w.y += look.framed ? 4 : 0;
  if (look.framed) w.page.rects.push({ x: w.left, y: top, w: w.right - w.left, h: w.y - top });
}

function pairs(w: Writer, items: [string, string][], cols: Col[] = LV): void {
  for (const [l, v] of items) row(w, cols, [[l], [v]], {}, { pad: 1 });
}

function head(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look): string {
  const title = rng.pick(CARDS.title);
  const big: TextStyle = { bold: true, size: w.size * 1.6 };
  w.ensure(big.size! * 3);
  w.put(g.extras.brand, w.left, w.y + big.size!, big);
  const t: TextStyle = { bold: true, size: w.size * 1.25 };
  w.put(title, w.right - w.width_(title, t), w.y + t.size!, t);
  const prep = fill(rng.pick(CARDS.prepared), { d: dateText(g.extras.issueDate, look.ds) });
  const small: TextStyle = { size: w.size * 0.85 };
  w.put(prep, w.right - w.width_(prep, small), w.y + t.size! * 1.3 + small.size!, small);
  w.y += big.size! * 2;
  hrule(w, 1.2, 10);
  return title;
}

/** The left panel: policy facts, then the insureds; returns whether NAIC printed. */
function policyPanel(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look): boolean {
  const t = g.truth;
  const x = g.extras;
  const d = (iso: string) => dateText(iso, look.ds);
  const naic = !!x.naicCode && rng.chance(0.6);
  caption(w, rng.pick(CARDS.policyHead));
  const short = ["mm/dd/yy", "mm/dd/yyyy", "m/d/yyyy", "mm-dd-yy"].includes(look.ds) && rng.chance(0.4);
  const items: [string, string][] = [
    [rng.pick(CARDS.policy), t.policyNumber],
    ...(short
      ? [[rng.pick(CARDS.term), `${d(t.effectiveDate)} - ${d(t.expirationDate)}`] as [string, string]]
      : [
          [rng.pick(CARDS.eff), d(t.effectiveDate)] as [string, string],
          [rng.pick(CARDS.exp), d(t.expirationDate)] as [string, string],
        ]),
    [rng.pick(CARDS.company), t.carrier.name],
    ...(naic ? [[rng.pick(CARDS.naic), x.naicCode!] as [string, string]] : []),
    ...(t.type !== "auto" ? [[rng.pick(CARDS.form), x.form] as [string, string]] : []),
    [rng.pick(CARDS.premium), dollars(t.premium, { cents: true })],
    ...x.fees
      .filter((f) => !f.inPremium)
      .map((f) => [rng.pick(CARDS.fee), dollars(f.amount, { cents: true })] as [string, string]),
  ];
  if (rng.chance(0.5)) items.push([rng.pick(CARDS.agent), x.agent.agency]);
  const cols: Col[] = [
    { at: 0, width: 0.36 },
    { at: 0.36, width: 0.64, align: "r" },
  ];
  pairs(w, items, cols);
  w.gap(4);
  caption(w, rng.pick(CARDS.insuredHead));
  const form = rng.chance(0.4) ? "last-first" : "first-last";
  const upper = rng.chance(0.4);
  for (let i = 0; i < t.insureds.length; i++) w.line(personName(g, i, form, upper));
  for (const l of addressLines(t.address, rng, upper)) w.line(l);
  return naic;
}

/** The bottom strip: one cell per lender, or a line saying there is none. */
function partyStrip(
  w: Writer,
  rng: Rng,
  look: Look,
  parties: { p: TruthParty; role: string }[],
  loanWord: string | null,
): void {
  w.gap(10);
  if (!parties.length) {
    if (rng.chance(0.6)) w.line(rng.pick(CARDS.noParties));
    return;
  }
  const n = parties.length;
  const cols: Col[] = parties.map((_, i) => ({ at: i / n, width: 1 / n }));
  const cells = parties.map(({ p, role }) => [
    role,
    p.name,
    ...addressLines(p.address, rng, false),
    ...(loanWord && p.loanNumber ? [`${loanWord} ${p.loanNumber}`] : []),
  ]);
  const top = w.y;
  hrule(w, look.framed ? 0.8 : 1.2, 3);
  const page = w.page;
  w.left += 4;
  row(w, cols, cells, {}, { vlines: look.framed, pad: 4 });
  w.left -= 4;
  if (look.framed && w.page === page) page.rects.push({ x: w.left, y: top, w: w.right - w.left, h: w.y - top });
  else hrule(w, 1.2, 3);
  // The role is the cell's first line: bold it as the printed strip does.
  for (const t of page.texts) if (t.y > top && parties.some((x) => x.role === t.text)) t.bold = true;
}

function pickLook(rng: Rng): Look {
  return {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yy", "m/d/yyyy", "Mon d, yyyy", "mm-dd-yy"]),
    amounts: rng.pick<Amounts>(["thousands", "k", "full", "full"]),
    framed: rng.chance(0.65),
    split: rng.pick([0.42, 0.46, 0.5]),
  };
}

function footer(w: Writer, rng: Rng): void {
  if (!rng.chance(0.6)) return;
  w.gap(12);
  w.paragraph(rng.pick(CARDS.footer), { size: w.size * 0.75 });
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const look = pickLook(rng);
  const title = head(w, g, rng, look);
  const cars = vehicleList(g);
  const scheme = rng.int(0, 2);
  const label = (code: string) => CARDS.auto[code][scheme];
  const vehWord = rng.pick(CARDS.veh);
  const vno = (i: number) => fill(vehWord, { n: String(i + 1) });
  const vinWord = rng.pick(CARDS.vin);
  const upperCars = rng.chance(0.5);
  // Several cars: deductibles per car as rows, or as a small grid with a column per car.
  const grid = cars.length > 1 && rng.chance(0.5);
  const none = rng.pick(CARDS.none);
  let naic = false;

  sideBySide(
    w,
    look.split,
    (ww) => panel(ww, look, () => (naic = policyPanel(ww, g, rng, look))),
    (ww) =>
      panel(ww, look, () => {
        caption(ww, rng.pick(CARDS.vehicleHead));
        cars.forEach((v, i) => {
          const car = `${v.year} ${v.make} ${v.model}`;
          ww.line(`${vno(i)}  ${upperCars ? car.toUpperCase() : car}`);
          ww.line(`${vinWord} ${v.vin}`, {}, ww.width_(`${vno(i)}  `));
        });
        ww.gap(4);
        const note = look.amounts === "thousands" ? ` ${rng.pick(CARDS.thousandsNote)}` : "";
        caption(ww, `${rng.pick(CARDS.coverageHead)}${note}`);
        const hasUim = t.coverages.some((c) => c.code === "UIMBI");
        const items: [string, string][] = [];
        for (const c of t.coverages.filter((x) => !x.vin)) {
          const name = c.code === "UMBI" && !hasUim && rng.chance(0.5) ? CARDS.umUim : label(c.code);
          if (c.limitPerPerson !== null) items.push([name, split(c, look)]);
          else items.push([name, single(c.limitPerAccident!, look)]);
          if (c.code === "UMPD" && c.deductible !== null) items.push([rng.pick(CARDS.umpdDed), dollars(c.deductible)]);
        }
        pairs(ww, items);
        const ded = (code: string, vin: string) => {
          const c = t.coverages.find((x) => x.code === code && x.vin === vin);
          return c ? dollars(c.deductible!) : none;
        };
        if (grid) {
          const n = cars.length;
          const cols: Col[] = [
            { at: 0, width: 0.4 },
            ...cars.map((_, i) => ({ at: 0.4 + (0.6 * i) / n, width: 0.6 / n, align: "r" as const })),
          ];
          row(ww, cols, [[""], ...cars.map((_, i) => [vno(i)])], { bold: true }, { pad: 1 });
          for (const code of ["COMP", "COLL"])
            row(ww, cols, [[label(code)], ...cars.map((v) => [ded(code, v.vin)])], {}, { pad: 1 });
        } else
          for (const [i, v] of cars.entries())
            for (const code of ["COMP", "COLL"]) {
              const value = ded(code, v.vin);
              if (value === "" && cars.length > 1) continue;
              pairs(ww, [[cars.length > 1 ? `${label(code)} ${vno(i)}` : label(code), value]]);
            }
      }),
  );

  const loanWord = rng.chance(0.8) ? rng.pick(CARDS.loan) : null;
  const parties = t.thirdParties.map((p) => {
    const i = cars.findIndex((v) => v.vin === p.vin);
    const role = rng.pick(p.type === "lessor" ? CARDS.lessor : CARDS.lienholder);
    return { p, role: cars.length > 1 ? `${role} - ${vno(i)}` : role };
  });
  partyStrip(w, rng, look, parties, loanWord);
  footer(w, rng);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanWord) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [look.amounts, grid ? "ded-grid" : "ded-rows", `${cars.length}-veh`, look.framed ? "framed" : "open"];
  return { truth, variant: variant.join("-"), title };
};

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const look = pickLook(rng);
  if (look.amounts === "thousands") look.amounts = "full";
  const condo = t.type === "condo";
  const title = head(w, g, rng, look);
  const scheme = rng.int(0, 2);
  const label = (code: string) => (code === "DWELLING" && condo ? CARDS.condoA : CARDS.home[code])[scheme];
  let naic = false;

  sideBySide(
    w,
    look.split,
    (ww) => panel(ww, look, () => (naic = policyPanel(ww, g, rng, look))),
    (ww) =>
      panel(ww, look, () => {
        caption(ww, rng.pick(CARDS.dwellingHead));
        for (const l of addressLines(dwellingAddress(t)!, rng, false)) ww.line(l);
        if (rng.chance(0.5)) ww.line(`${rng.pick(CARDS.yearBuilt)} ${g.extras.yearBuilt}`);
        ww.gap(4);
        caption(ww, rng.pick(CARDS.coverageHead));
        const items: [string, string][] = [];
        for (const code of Object.keys(CARDS.home)) {
          const c = t.coverages.find((x) => x.code === code);
          if (c) items.push([label(code), single(c.limitPerAccident!, look)]);
          else if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls) items.push([label(code), rng.pick(CARDS.als)]);
        }
        const a = t.coverages.find((x) => x.code === "DWELLING")!;
        items.push([rng.pick(CARDS.aop), dollars(a.deductible!)]);
        const pct = g.extras.windHailPercent;
        if (pct) items.push([rng.pick(CARDS.wind), `${pct}%`]);
        pairs(ww, items);
      }),
  );

  const loanWord = rng.chance(0.8) ? rng.pick(CARDS.loan) : null;
  const parties = t.thirdParties.map((p, i) => ({
    p,
    role: rng.pick(i === 0 ? CARDS.mortgagee : CARDS.secondMortgagee),
  }));
  partyStrip(w, rng, look, parties, loanWord);
  footer(w, rng);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanWord) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [condo ? "condo" : "home", look.amounts, look.framed ? "framed" : "open"];
  return { truth, variant: variant.join("-"), title };
};

export const twoUpSummaryCards: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
