import type { GeneratedPolicy, TruthCoverage, TruthPolicy } from "../policy";
import { PLACES } from "../reference-data";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
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
  shares,
  vehicleList,
  type KindFn,
  type Ledger,
  sum,
} from "./common";
import { leaderLine } from "./fill-lines";
import { dateText, fill, sectionBar, type AnyDateStyle } from "./forms";
import { fitSize, footers, ruledTable, titledBox, type RCol, type RRow } from "./ruled";

// Imitates the declarations of a coastal homeowners policy, as the Gulf and Atlantic coast writers
// (the Florida domestics, the Carolinas' and Texas' coastal programs, the Northeast's shoreline
// books) print them: the hurricane or windstorm deductible is a percentage of the dwelling limit
// ("Hurricane Deductible: 2% of Coverage A ($7,000)"), and the all-other-perils deductible a dollar
// amount beside it; named-storm and earthquake lines sit under them (another percentage, or "Not
// Covered"). Coverages B, C and D print as percentages of Coverage A (a condominium unit's Loss of
// Use as a percentage of Coverage C), some with the computed dollar amount beside them and some
// without. The premium splits into a hurricane and a non-hurricane portion, and a wind-mitigation
// block lists the inspection's features (roof shape, roof-deck attachment, roof-to-wall
// connection, opening protection, secondary water resistance) with a credit percentage and the
// credit in dollars already taken. Three arrangements: ruled boxed tables, dotted leader lines
// under banded section titles, and two halves (coverages left, deductibles and premium right).
// A condominium unit policy and a personal auto policy are printed in the same house style.
//
// THE TRUTH: the dwelling's deductible is the all-other-perils dollar deductible (the hurricane,
// named-storm and earthquake amounts are not). A coverage printed only as a percentage ("10% of
// Coverage A", no dollars) is left out of the truth; one printed with its dollar amount keeps it.
// Loss of use as "Actual Loss Sustained" is not in the truth. Mortgagees as printed, NAIC only when
// printed. The premium is the total policy premium; the hurricane and non-hurricane portions, the
// mitigation credit and the fees outside the premium are distractors.

export const PCTDED = {
  title: {
    home: [
      "HOMEOWNERS POLICY DECLARATIONS",
      "Homeowners Declarations Page",
      "HO-3 SPECIAL FORM DECLARATIONS",
      "COASTAL HOMEOWNERS DECLARATIONS",
    ],
    condo: ["CONDOMINIUM UNIT OWNERS DECLARATIONS", "HO-6 Unit Owners Declarations", "CONDO UNIT OWNERS POLICY"],
    auto: ["PERSONAL AUTO POLICY DECLARATIONS", "Auto Policy Declarations", "AUTOMOBILE DECLARATIONS"],
  } as Record<string, string[]>,
  transaction: ["NEW BUSINESS", "RENEWAL", "Renewal Declarations", "New Policy"],
  number: ["Policy Number", "POLICY NO.", "Policy #"],
  period: ["Policy Period", "POLICY TERM", "Term"],
  periodText: ["{eff} to {exp}", "From {eff} To {exp}", "{eff} - {exp}"],
  periodNote: ["12:01 A.M. standard time at the residence premises", "12:01 AM Standard Time", ""],
  insured: ["Named Insured and Mailing Address", "NAMED INSURED / MAILING ADDRESS", "Insured"],
  location: ["Residence Premises", "LOCATION OF RESIDENCE PREMISES", "Property Location", "Insured Location"],
  sameAs: "Same as mailing address",
  company: ["Insurance Company", "COMPANY", "Underwritten by"],
  naic: ["NAIC", "NAIC #", "NAIC Code"],
  agent: ["Agent", "AGENT", "Producer"],
  facts: {
    built: ["Year Built", "Yr Built", "Year of Construction"],
    construction: ["Construction", "Const. Type"],
    constructions: ["Masonry", "Frame", "Masonry Veneer", "Superior", "Concrete Block"],
    territory: ["Territory", "Terr."],
    protection: ["Protection Class", "PC", "Fire Protection Class"],
    wbdr: ["Wind-Borne Debris Region", "WBDR", "Windborne Debris Region"],
    distance: ["Distance to Coast", "Dist. to Coast", "Miles to Coast"],
    bceg: ["BCEG", "Bldg Code Grade", "BCEG Grade"],
  },
  sectionI: ["SECTION I - PROPERTY COVERAGES", "Section I Coverages", "PROPERTY COVERAGES"],
  sectionII: ["SECTION II - LIABILITY COVERAGES", "Section II Coverages", "LIABILITY COVERAGES"],
  deductibles: ["DEDUCTIBLES", "Deductibles", "SECTION I DEDUCTIBLES"],
  premiumHead: ["PREMIUM", "Premium Summary", "POLICY PREMIUM"],
  mitigationHead: [
    "WINDSTORM LOSS MITIGATION",
    "Wind Mitigation Credits",
    "HURRICANE MITIGATION FEATURES",
    "Windstorm Mitigation Discount Information",
  ],
  mortgageeHead: ["MORTGAGEE(S)", "Mortgagees", "ADDITIONAL INTERESTS"],
  optionalHead: ["OPTIONAL COVERAGES / ENDORSEMENTS", "Optional Coverages", "ADDITIONAL COVERAGES"],
  colHead: [
    ["Coverage", "Limit of Liability", "Premium"],
    ["COVERAGE", "LIMIT", "PREMIUM"],
    ["Coverage", "Amount of Insurance", "Annual Premium"],
  ],
  cov: {
    DWELLING: ["Coverage A - Dwelling", "A. Dwelling", "Cov A Dwelling"],
    condoA: ["Coverage A - Building Property", "A. Unit Building Property", "Cov A Unit Improvements"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "B. Other Structures", "Cov B Other Structures"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "C. Personal Property", "Cov C Personal Property"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "D. Loss of Use", "Cov D Loss of Use"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "E. Personal Liability", "Cov E Personal Liability"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments to Others", "F. Medical Payments", "Cov F Medical Payments"],
  } as Record<string, string[]>,
  /** How a percentage of another coverage prints; {b} is the base coverage's letter. */
  pctOf: ["{p}% of Coverage {b}", "{p}% of Cov {b}", "{p}% of {b}"],
  pctWithDollars: ["{pct} ({d})", "{d} ({pct})", "{pct} = {d}"],
  occurrence: [" each occurrence", " per occurrence", ""],
  perPerson: [" each person", " per person", ""],
  als: ["Actual Loss Sustained", "ALS - 12 months", "Actual Loss Sustained (12 mo.)"],
  hurricane: {
    coastal: ["Hurricane Deductible", "HURRICANE DEDUCTIBLE", "Hurricane"],
    inland: ["Windstorm or Hail Deductible", "WIND/HAIL DEDUCTIBLE", "Windstorm/Hail"],
  },
  namedStorm: ["Named Storm Deductible", "Named Storm", "NAMED STORM DEDUCTIBLE"],
  namedStormSame: ["Same as Hurricane Deductible", "Included in hurricane deductible", "See hurricane deductible"],
  earthquake: ["Earthquake Deductible", "Earthquake", "EARTHQUAKE"],
  notCovered: ["Not Covered", "NOT COVERED", "Excluded"],
  aop: [
    "All Other Perils Deductible",
    "ALL OTHER PERILS",
    "All Other Perils (AOP)",
    "Section I Deductible - All Other Perils",
  ],
  dedNote: {
    coastal: [
      "The hurricane deductible applies once per calendar year to losses caused by a hurricane.",
      "Percentage deductibles are calculated on the Coverage A limit in effect at the time of loss.",
    ],
    inland: [
      "Percentage deductibles are calculated on the Coverage A limit in effect at the time of loss.",
      "Windstorm deductible applies to loss caused by windstorm or hail; all other losses are subject to the all other perils deductible.",
    ],
  },
  mitigation: {
    roofCover: ["Roof Covering", "Roof Cover"],
    roofCovers: ["FBC Equivalent", "Meets 2001 FBC", "Non-FBC", "Level A", "Level B"],
    deck: ["Roof-Deck Attachment", "Roof Deck Attachment"],
    decks: ["A", "B", "C", "Reinforced Concrete Roof Deck"],
    wall: ["Roof-to-Wall Connection", "Roof to Wall"],
    walls: ["Toe Nails", "Clips", "Single Wraps", "Double Wraps"],
    shape: ["Roof Geometry", "Roof Shape"],
    shapes: ["Hip", "Flat", "Other (Gable)"],
    swr: ["Secondary Water Resistance", "SWR"],
    opening: ["Opening Protection", "Openings"],
    openings: ["None", "Basic", "Hurricane", "Class A (Hurricane Impact)"],
    credit: ["Wind Mitigation Credit", "Windstorm Mitigation Discount", "Mitigation Credit Applied"],
    inspection: ["Inspection Date", "Mitigation Inspection"],
  },
  premium: {
    hurricane: ["Hurricane Premium", "Hurricane Portion", "Hurricane"],
    nonHurricane: ["Non-Hurricane Premium", "Non-Hurricane Portion", "All Other Perils"],
    wind: ["Wind Premium", "Windstorm Portion", "Wind/Hail"],
    nonWind: ["Non-Wind Premium", "All Other Perils Portion", "Non-Wind"],
    total: ["Total Policy Premium", "TOTAL PREMIUM", "Total Annual Premium", "Policy Total"],
    notIncluded: ["not included in premium", "billed separately", "not part of premium"],
  },
  creditNote: ["(reflected in premium above)", "(already applied)", "(included)"],
  loan: ["Loan No.", "Loan #", "Loan Number"],
  position: ["First Mortgagee", "Second Mortgagee"],
  forms: ["HO 00 03 04 91", "HO 04 96", "HO 03 22 Windstorm Exterior Paint", "HO 04 90 Personal Property RC"],
  auto: {
    vehicles: ["VEHICLES", "Described Autos", "Insured Vehicles"],
    coverages: ["COVERAGES", "Coverage Schedule", "Coverages and Limits"],
    lienholders: ["LIENHOLDERS / LOSS PAYEES", "Additional Interests", "LOSS PAYEES"],
    note: [
      "Comprehensive coverage includes loss by flood and windstorm, subject to the comprehensive deductible shown.",
      "Hurricane and flood damage to a covered auto is paid under Comprehensive, less its deductible.",
    ],
    veh: ["Veh", "Auto", "#"],
    cov: {
      BI: ["Bodily Injury", "Bodily Injury Liability", "BI"],
      PD: ["Property Damage", "Property Damage Liability", "PD"],
      CSL: ["Combined Single Limit", "Liability - CSL", "CSL"],
      UMBI: ["Uninsured Motorist BI", "Uninsured Motorists", "UM BI"],
      UIMBI: ["Underinsured Motorist BI", "Underinsured Motorists", "UIM BI"],
      UMPD: ["Uninsured Motorist PD", "UM Property Damage", "UMPD"],
      MEDPAY: ["Medical Payments", "Medical Payments", "Med Pay"],
      COMP: ["Comprehensive", "Other Than Collision", "Comp"],
      COLL: ["Collision", "Collision", "Coll"],
    } as Record<string, string[]>,
    ded: ["{d} deductible", "{d} ded.", "Ded {d}"],
    total: ["Total Term Premium", "TOTAL POLICY PREMIUM", "Total Premium"],
  },
};

const COASTAL = new Set([
  "FL",
  "TX",
  "LA",
  "MS",
  "AL",
  "GA",
  "SC",
  "NC",
  "VA",
  "MD",
  "DE",
  "NJ",
  "NY",
  "CT",
  "RI",
  "MA",
  "NH",
  "ME",
  "HI",
]);

type Arrangement = "ruled" | "leaders" | "halves";

interface Look {
  arrangement: Arrangement;
  ds: AnyDateStyle;
  upper: boolean;
  scheme: number;
  naic: boolean;
}

/** A line to print: label, value and premium; `cov` marks what it puts in the truth. */
interface Line {
  label: string;
  value: string;
  premium: string;
  cov?: TruthCoverage;
  /** The coverage whose premium the line carries (whether or not its limit is in the truth). */
  src?: TruthCoverage;
}

const money = (n: number) => dollars(n);
const cents = (c: number) => dollars(fromCents(c), { cents: true });

function header(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, title: string): void {
  const t = g.truth;
  const x = g.extras;
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const d = (iso: string) => dateText(iso, look.ds);
  const big: TextStyle = { bold: true, size: w.size * 1.6 };
  const small: TextStyle = { size: w.size * 0.82 };
  const top = w.y;
  w.line(x.brand, big);
  for (const l of carrierAddress(rng)) w.line(l, small);
  const right = [rng.pick(PCTDED.transaction), `${rng.pick(PCTDED.number)}: ${t.policyNumber}`];
  right.forEach((r, i) =>
    w.put(r, w.right - w.width_(r, { bold: i === 1 }), top + w.size * (1.4 * i + 1), { bold: i === 1 }),
  );
  w.y = Math.max(w.y, top + w.size * 3) + 4;
  const ts: TextStyle = { bold: true, size: w.size * 1.25 };
  w.put(title, (w.left + w.right - w.width_(title, ts)) / 2, w.y + ts.size!, ts);
  w.y += ts.size! * 1.9;

  const names = t.insureds.map((_, i) => personName(g, i, "first-last", look.upper));
  const period = fill(rng.pick(PCTDED.periodText), { eff: d(t.effectiveDate), exp: d(t.expirationDate) });
  const note = rng.pick(PCTDED.periodNote);
  const company = look.naic ? `${t.carrier.name}  ${rng.pick(PCTDED.naic)} ${x.naicCode}` : t.carrier.name;
  const leftBlock = (ww: Writer) => {
    ww.line(U(rng.pick(PCTDED.insured)), { bold: true, size: ww.size * 0.85 });
    for (const l of [...names, ...addressLines(t.address, rng, look.upper)]) ww.line(l);
  };
  const rightBlock = (ww: Writer) => {
    ww.line(U(rng.pick(PCTDED.period)), { bold: true, size: ww.size * 0.85 });
    for (const l of ww.wrap(period)) ww.line(l);
    if (note) ww.line(note, { size: ww.size * 0.75 });
    ww.line(U(rng.pick(PCTDED.company)), { bold: true, size: ww.size * 0.85 });
    for (const l of ww.wrap(company)) ww.line(l);
    ww.line(U(rng.pick(PCTDED.agent)), { bold: true, size: ww.size * 0.85 });
    ww.line(`${x.agent.agency}  ${x.agent.phone}`, { size: ww.size * 0.85 });
  };
  w.columns([leftBlock, rightBlock], 24);
  w.gap(6);
}

function locationBlock(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, state: string): void {
  const t = g.truth;
  const loc = dwellingAddress(t)!;
  const F = PCTDED.facts;
  const same = sameAddress(loc, t.address) && rng.chance(0.3);
  const place = same ? PCTDED.sameAs : addressLines(loc, rng, look.upper).join(", ");
  w.line(`${rng.pick(PCTDED.location)}: ${place}`, { bold: false });
  const facts = [
    `${rng.pick(F.built)}: ${g.extras.yearBuilt}`,
    `${rng.pick(F.construction)}: ${rng.pick(F.constructions)}`,
    `${rng.pick(F.territory)}: ${String(rng.int(1, 99)).padStart(3, "0")}`,
    `${rng.pick(F.protection)}: ${rng.int(1, 9)}`,
    ...(COASTAL.has(state)
      ? [
          `${rng.pick(F.wbdr)}: ${rng.pick(["Yes", "No"])}`,
          `${rng.pick(F.distance)}: ${rng.pick(["0-1 mi", "1-5 mi", "5-10 mi", "> 10 mi"])}`,
        ]
      : []),
    `${rng.pick(F.bceg)}: ${rng.pick(["03", "04", "99", "5"])}`,
  ];
  const size = w.size * 0.82;
  const lh = size * 1.3;
  let x = w.left;
  w.ensure(lh * 2);
  for (const f of facts) {
    const fw = w.width_(f, { size });
    if (x + fw > w.right) {
      w.y += lh;
      x = w.left;
    }
    x += w.put(f, x, w.y + size, { size }) + 14;
  }
  w.y += lh + 4;
}

/** Draws a titled group of lines in the page's arrangement. */
function group(w: Writer, look: Look, title: string, heads: string[] | null, lines: Line[], withPrem: boolean): void {
  if (!lines.length) return;
  if (look.arrangement === "ruled") {
    // A premium list with nothing in its middle column is two columns: label and amount.
    const bare = withPrem && lines.every((l) => !l.value);
    const head = bare ? null : heads;
    const cols: RCol[] = bare
      ? [{ width: 0.7 }, { width: 0.3, align: "r" }]
      : withPrem
        ? [{ width: 0.42 }, { width: 0.38 }, { width: 0.2, align: "r" }]
        : [{ width: 0.45 }, { width: 0.55 }];
    const rows: RRow[] = lines.map((l) => ({
      cells: bare ? [[l.label], [l.premium]] : withPrem ? [[l.label], [l.value], [l.premium]] : [[l.label], [l.value]],
    }));
    const size = fitSize(w, cols, rows, w.size * 0.92) ?? w.size * 0.8;
    titledBox(
      w,
      title,
      (ww) =>
        ruledTable(ww, cols, head ? [(cols.length === 3 ? head : head.slice(0, 2)).map((h) => [h])] : [], rows, size),
      w.size * 0.95,
    );
    w.gap(5);
  } else {
    sectionBar(w, title, { bold: true, size: w.size * 0.95 });
    for (const l of lines)
      leaderLine(
        w,
        { label: l.label, middle: l.value, right: withPrem ? l.premium : "" },
        withPrem ? 0.46 : 0.5,
        withPrem ? 62 : 0,
      );
    w.gap(4);
  }
}

const homePage = (w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, L: Ledger) => {
  const t = g.truth;
  const x = g.extras;
  const condo = t.type === "condo";
  const truth = cloneTruth(t);
  const printed = new Set<TruthCoverage>();
  const title = rng.pick(PCTDED.title[condo ? "condo" : "home"]);
  const loc = dwellingAddress(t)!;
  const coastal = COASTAL.has(loc.state);
  header(w, g, rng, look, title);
  locationBlock(w, g, rng, look, loc.state);

  const name = (code: string) => (code === "DWELLING" && condo ? PCTDED.cov.condoA : PCTDED.cov[code])[look.scheme];
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const premOf = (c: TruthCoverage) => cents(L.coverage.get(c)!.reduce((s, v) => s + v, 0));
  const pctForm = rng.pick(PCTDED.pctOf);
  const withDollarsForm = rng.pick(PCTDED.pctWithDollars);
  // Which percentage lines show their dollars: all, none, or some.
  const dollarMode = rng.weighted([
    ["all", 3],
    ["some", 4],
    ["none", 2],
  ] as const);
  let dropped = 0;
  const a = cov("DWELLING")!;
  const A = a.limitPerAccident!;
  const section1: Line[] = [{ label: name("DWELLING"), value: money(A), premium: premOf(a), cov: a, src: a }];
  const pctLine = (code: string, baseCode: "A" | "C", base: number) => {
    const c = cov(code);
    if (!c) {
      if (code === "LOSS_OF_USE" && x.lossOfUseAls)
        section1.push({ label: name(code), value: rng.pick(PCTDED.als), premium: "Included" });
      return;
    }
    const limit = c.limitPerAccident!;
    const p = (limit * 100) / base;
    const exact = Number.isInteger(p * 10) && Math.round((base * p) / 100) === limit;
    const show = !exact || dollarMode === "all" || (dollarMode === "some" && rng.chance(0.5));
    const pct = exact ? fill(pctForm, { p: String(p), b: baseCode }) : "";
    const value = !pct ? money(limit) : show ? fill(withDollarsForm, { pct, d: money(limit) }) : pct;
    if (!show) dropped++;
    section1.push({
      label: name(code),
      value,
      premium: code === "LOSS_OF_USE" || rng.chance(0.5) ? "Included" : premOf(c),
      cov: show ? c : undefined,
      src: c,
    });
  };
  if (condo) {
    const c = cov("PERSONAL_PROPERTY")!;
    section1.push({
      label: name("PERSONAL_PROPERTY"),
      value: money(c.limitPerAccident!),
      premium: premOf(c),
      cov: c,
      src: c,
    });
    pctLine("LOSS_OF_USE", "C", c.limitPerAccident!);
  } else {
    pctLine("OTHER_STRUCTURES", "A", A);
    pctLine("PERSONAL_PROPERTY", "A", A);
    pctLine("LOSS_OF_USE", "A", A);
  }
  const section2: Line[] = [];
  for (const code of ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"]) {
    const c = cov(code)!;
    const tail = code === "PERSONAL_LIABILITY" ? rng.pick(PCTDED.occurrence) : rng.pick(PCTDED.perPerson);
    section2.push({
      label: name(code),
      value: `${money(c.limitPerAccident!)}${tail}`,
      premium: premOf(c),
      cov: c,
      src: c,
    });
  }
  // A line printed "Included" has its premium folded into Coverage A's, so the column still adds
  // up to the coverages' premium.
  const folded = sum(section1.map((l) => (l.premium === "Included" && l.src ? sum(L.coverage.get(l.src)!) : 0)));
  section1[0].premium = cents(sum(L.coverage.get(a)!) + folded);
  const head = rng.pick(PCTDED.colHead);
  const [t1, t2] = [rng.pick(PCTDED.sectionI), rng.pick(PCTDED.sectionII)];
  for (const l of [...section1, ...section2]) if (l.cov) printed.add(l.cov);

  // Deductibles.
  const pct = x.windHailPercent ?? rng.pick(coastal ? [2, 2, 5, 10] : [1, 2, 5]);
  const hurricaneDollars = (A * pct) / 100;
  const showHurricaneDollars = rng.chance(0.7);
  const hurricaneLabel = rng.pick(coastal ? PCTDED.hurricane.coastal : PCTDED.hurricane.inland);
  const hurricaneValue = `${pct}% of ${condo ? "Coverage A" : rng.pick(["Coverage A", "Dwelling Limit", "Cov A"])}${showHurricaneDollars ? ` (${money(hurricaneDollars)})` : ""}`;
  const deds: Line[] = [];
  const aopLine: Line = { label: rng.pick(PCTDED.aop), value: money(a.deductible!), premium: "" };
  const aopFirst = rng.chance(0.4);
  if (aopFirst) deds.push(aopLine);
  deds.push({ label: hurricaneLabel, value: hurricaneValue, premium: "" });
  if (coastal) {
    const ns = rng.chance(0.5)
      ? rng.pick(PCTDED.namedStormSame)
      : (() => {
          const p2 = rng.pick([2, 5, 10].filter((v) => v !== pct));
          return `${p2}% of Coverage A${rng.chance(0.5) ? ` (${money((A * p2) / 100)})` : ""}`;
        })();
    deds.push({ label: rng.pick(PCTDED.namedStorm), value: ns, premium: "" });
  }
  const eqCovered = rng.chance(0.3);
  const eqPct = rng.pick([5, 10, 15]);
  deds.push({
    label: rng.pick(PCTDED.earthquake),
    value: eqCovered ? `${eqPct}% of Coverage A (${money((A * eqPct) / 100)})` : rng.pick(PCTDED.notCovered),
    premium: "",
  });
  if (!aopFirst) deds.push(aopLine);
  const [t3, dedNote] = [rng.pick(PCTDED.deductibles), rng.pick(PCTDED.dedNote[coastal ? "coastal" : "inland"])];
  const coverages = (ww: Writer) => {
    group(ww, look, t1, head, section1, true);
    group(ww, look, t2, head, section2, true);
  };
  const deductibles = (ww: Writer) => {
    group(ww, look, t3, null, deds, false);
    ww.paragraph(dedNote, { size: ww.size * 0.78 });
    ww.gap(4);
  };
  if (look.arrangement === "halves") w.columns([coverages, deductibles], 20);
  else {
    coverages(w);
    deductibles(w);
  }

  // Optional coverages.
  const opts: Line[] = x.optional.map((o, k) => ({
    label: o.label,
    value: o.limit,
    premium: cents(sum(L.optional[k])),
  }));
  group(w, look, rng.pick(PCTDED.optionalHead), head, opts, true);

  // Wind mitigation (distractors).
  if (coastal || rng.chance(0.4)) {
    const M = PCTDED.mitigation;
    const creditPct = rng.int(3, 45);
    const creditAmt = Math.round((L.base * creditPct) / (100 - creditPct));
    const items: Line[] = [
      { label: rng.pick(M.roofCover), value: rng.pick(M.roofCovers), premium: "" },
      { label: rng.pick(M.deck), value: rng.pick(M.decks), premium: "" },
      { label: rng.pick(M.wall), value: rng.pick(M.walls), premium: "" },
      { label: rng.pick(M.shape), value: rng.pick(M.shapes), premium: "" },
      { label: rng.pick(M.swr), value: rng.pick(["Yes", "No"]), premium: "" },
      { label: rng.pick(M.opening), value: rng.pick(M.openings), premium: "" },
      {
        label: rng.pick(M.credit),
        value: `${creditPct}%  -${cents(creditAmt)} ${rng.pick(PCTDED.creditNote)}`,
        premium: "",
      },
    ];
    group(w, look, rng.pick(PCTDED.mitigationHead), null, items, false);
  }

  // Premium: hurricane and non-hurricane portions of the base, fees, total.
  const [hur, non] = shares(L.base, 2, rng);
  const P = PCTDED.premium;
  const prem: Line[] = [
    { label: rng.pick(coastal ? P.hurricane : P.wind), value: "", premium: cents(hur) },
    { label: rng.pick(coastal ? P.nonHurricane : P.nonWind), value: "", premium: cents(non) },
    ...L.inFees.map((f) => ({ label: f.label, value: "", premium: cents(f.amount) })),
    { label: rng.pick(P.total), value: "", premium: dollars(t.premium, { cents: true }) },
    ...L.outFees.map((f) => ({ label: f.label, value: rng.pick(P.notIncluded), premium: cents(f.amount) })),
  ];
  group(w, look, rng.pick(PCTDED.premiumHead), null, prem, true);

  // Mortgagees.
  if (t.thirdParties.length) {
    const lines: Line[] = t.thirdParties.map((p, i) => ({
      label: PCTDED.position[Math.min(i, 1)],
      value: [
        p.name,
        ...addressLines(p.address, rng, false),
        ...(p.loanNumber ? [`${rng.pick(PCTDED.loan)} ${p.loanNumber}`] : []),
      ].join(", "),
      premium: "",
    }));
    group(w, look, rng.pick(PCTDED.mortgageeHead), null, lines, false);
  }
  w.line(`Forms: ${rng.shuffle(PCTDED.forms).slice(0, 3).join("; ")}`, { size: w.size * 0.75 });

  truth.coverages = truth.coverages.filter((_, i) => printed.has(t.coverages[i]));
  return {
    truth,
    variant: `${t.type}-${look.arrangement}-dollars-${dollarMode}${dropped ? "-pct-only" : ""}-${coastal ? "hurricane" : "windhail"}`,
    title,
  };
};

const autoPage = (w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, L: Ledger) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const title = rng.pick(PCTDED.title.auto);
  header(w, g, rng, look, title);
  const A = PCTDED.auto;
  const vehicles = vehicleList(g);
  const vehLines: Line[] = vehicles.map((v, i) => ({
    label: `${rng.pick(A.veh)} ${i + 1}: ${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`,
    value: `VIN ${v.vin}`,
    premium: cents(L.vehicleTotals[i]),
  }));
  group(w, look, rng.pick(A.vehicles), null, vehLines, true);
  const name = (code: string) => A.cov[code][look.scheme];
  const dedForm = rng.pick(A.ded);
  const limit = (c: TruthCoverage) =>
    c.limitPerPerson !== null
      ? `${money(c.limitPerPerson)} / ${money(c.limitPerAccident!)}`
      : c.limitPerAccident !== null
        ? money(c.limitPerAccident)
        : "";
  const lines: Line[] = t.coverages
    .filter((c) => !c.vin)
    .map((c) => ({
      label: name(c.code),
      value: [limit(c), c.deductible !== null ? fill(dedForm, { d: money(c.deductible) }) : ""]
        .filter(Boolean)
        .join(", "),
      premium: cents(sum(L.coverage.get(c)!)),
    }));
  vehicles.forEach((v, i) => {
    for (const c of t.coverages.filter((c) => c.vin === v.vin))
      lines.push({
        label: `${name(c.code)} - ${rng.pick(A.veh)} ${i + 1}`,
        value: fill(dedForm, { d: money(c.deductible!) }),
        premium: cents(L.coverage.get(c)![i]),
      });
  });
  g.extras.optional.forEach((o, k) =>
    lines.push({ label: o.label, value: o.limit, premium: cents(sum(L.optional[k])) }),
  );
  group(w, look, rng.pick(A.coverages), rng.pick(PCTDED.colHead), lines, true);
  w.paragraph(rng.pick(A.note), { size: w.size * 0.8 });
  w.gap(4);
  const prem: Line[] = [
    ...L.inFees.map((f) => ({ label: f.label, value: "", premium: cents(f.amount) })),
    { label: rng.pick(A.total), value: "", premium: dollars(t.premium, { cents: true }) },
    ...L.outFees.map((f) => ({
      label: f.label,
      value: rng.pick(PCTDED.premium.notIncluded),
      premium: cents(f.amount),
    })),
  ];
  group(w, look, rng.pick(PCTDED.premiumHead), null, prem, true);
  if (t.thirdParties.length) {
    const ls: Line[] = t.thirdParties.map((p) => {
      const i = vehicles.findIndex((v) => v.vin === p.vin);
      return {
        label: `${p.type === "lessor" ? "Lessor" : "Lienholder"} - ${rng.pick(A.veh)} ${i + 1}`,
        value: [
          p.name,
          ...addressLines(p.address, rng, false),
          ...(p.loanNumber ? [`${rng.pick(PCTDED.loan)} ${p.loanNumber}`] : []),
        ].join(", "),
        premium: "",
      };
    });
    group(w, look, rng.pick(A.lienholders), null, ls, false);
  }
  return { truth, variant: `auto-${look.arrangement}`, title };
};

/**
 * Most of these pages come from coastal books: an inland dwelling is usually moved to a coastal
 * town (the mailing address with it when they are one), so the truth follows the page.
 */
function coastward(g: GeneratedPolicy, rng: Rng): GeneratedPolicy {
  const t = g.truth;
  const loc = dwellingAddress(t)!;
  if (COASTAL.has(loc.state) || !rng.chance(0.65)) return g;
  const place = rng.pick(PLACES.filter((p) => COASTAL.has(p.state)));
  const moved = { ...loc, city: place.city, state: place.state, postalCode: rng.pick(place.zips) };
  const address = sameAddress(t.address, loc) ? { ...moved } : t.address;
  // The coverages keep their identity: the ledger's premiums are keyed by them.
  const properties: TruthPolicy["properties"] = t.properties.map((p) =>
    p.type === "dwelling" ? { type: "dwelling", data: { address: moved } } : p,
  );
  return { truth: { ...t, address, properties }, extras: g.extras };
}

const declarations: KindFn = (w, g, rng) => {
  const look: Look = {
    arrangement: rng.pick<Arrangement>(["ruled", "leaders", "halves"]),
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "Month d, yyyy", "mm/dd/yy"]),
    upper: rng.chance(0.3),
    scheme: rng.int(0, 2),
    naic: !!g.extras.naicCode && rng.chance(0.6),
  };
  const L = ledger(g, rng);
  const out = g.truth.type === "auto" ? autoPage(w, g, rng, look, L) : homePage(w, coastward(g, rng), rng, look, L);
  if (!look.naic) out.truth.carrier.naicCode = null;
  footers(
    w,
    () => `${g.truth.policyNumber}`,
    (n, m) => `Page ${n} of ${m}`,
  );
  return out;
};

export const percentageDeductibleHomeDeclarations: KindFn = declarations;
