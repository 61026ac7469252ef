import {
  fill,
  label,
  coverageName,
  LABELS,
  PROSE,
  pickDateFormat,
  pickMoneyFormat,
  pickSplitNotation,
  type DateFormat,
  type MoneyFormat,
  type SplitNotation,
} from "./lexicon";
import type { GeneratedPolicy, TruthAddress, TruthCoverage, TruthVehicle } from "./policy";
import type { Rng } from "./random";

// The printed pieces of one page, worded and formatted once, so every arrangement shows the same
// facts in the same page-wide style (one date format, one money format, one split notation).

export interface PageStyle {
  date: DateFormat;
  money: MoneyFormat;
  split: SplitNotation;
  upperLabels: boolean;
  colon: string;
  namesUpper: boolean;
}

export interface Info {
  label: string;
  values: string[];
}

export interface CoverageLine {
  code: string;
  name: string;
  /** The value for the policy or, for per-vehicle coverages, for each vehicle (null = not carried). */
  values: (string[] | null)[];
  perVehicle: boolean;
  premium: string | null;
}

export interface InterestEntry {
  kind: string;
  lines: string[];
  loan: string | null;
  vehicle: number | null;
}

export interface Content {
  style: PageStyle;
  brand: string;
  title: string;
  carrierLines: string[];
  info: Info[];
  vehicles: { ref: string; year: string; makeModel: string; vin: string }[];
  coverages: CoverageLine[];
  deductibleLines: string[];
  dwelling: Info | null;
  interestsHeading: string;
  interests: InterestEntry[];
  premium: Info[];
  notes: string[];
  agent: string[];
  drivers: Info | null;
  /** The insureds and their mailing address as a letter's address block prints them. */
  addressBlock: string[];
  prose: { period: string; number: string; carrier: string; premium: string; deductible: string | null };
}

export function addressLines(a: TruthAddress, rng: Rng, upper: boolean): string[] {
  const cityLine = `${a.city}, ${a.state} ${a.postalCode}${rng.chance(0.15) ? `-${rng.int(1000, 9999)}` : ""}`;
  const street = a.addressLine2
    ? rng.chance(0.6)
      ? [`${a.addressLine1} ${a.addressLine2}`]
      : [a.addressLine1, a.addressLine2]
    : [a.addressLine1];
  const lines = [...street, cityLine];
  return upper ? lines.map((l) => l.toUpperCase()) : lines;
}

function insuredNames(g: GeneratedPolicy, rng: Rng, upper: boolean): string[] {
  const people = g.truth.insureds.map((p, i) => {
    const mid = g.extras.middleInitials[i];
    const first = mid ? `${p.firstName} ${mid}${rng.chance(0.5) ? "." : ""}` : p.firstName;
    return { first, last: p.lastName };
  });
  let names: string[];
  const sameLast = people.length === 2 && people[0].last === people[1].last;
  const form = rng.weighted([
    ["lines", 5],
    ["last-first", 1.5],
    ["joined", 1.5],
    ["shared-last", sameLast ? 1 : 0],
  ] as const);
  if (form === "last-first") names = people.map((p) => `${p.last}, ${p.first}`);
  else if (form === "joined") names = [people.map((p) => `${p.first} ${p.last}`).join(rng.pick([" & ", " and "]))];
  else if (form === "shared-last") names = [`${people[0].first} & ${people[1].first} ${people[0].last}`];
  else names = people.map((p) => `${p.first} ${p.last}`);
  return upper ? names.map((n) => n.toUpperCase()) : names;
}

// The page's split notation covers the liability lines; med pay and home limits print as money.
const SPLIT_FAMILY = new Set(["BI", "PD", "CSL", "UMBI", "UIMBI", "UMPD"]);

function limitCell(c: TruthCoverage, s: PageStyle): string[] {
  if (c.limitPerPerson !== null && c.limitPerAccident !== null)
    return s.split.format(c.limitPerPerson, c.limitPerAccident, s.money);
  if (c.limitPerAccident === null) return [];
  return [SPLIT_FAMILY.has(c.code) ? s.split.single(c.limitPerAccident, s.money) : s.money(c.limitPerAccident)];
}

export function buildContent(g: GeneratedPolicy, rng: Rng): Content {
  const { truth: t, extras: x } = g;
  const style: PageStyle = {
    date: pickDateFormat(rng),
    money: pickMoneyFormat(rng),
    split: pickSplitNotation(rng),
    upperLabels: rng.chance(0.3),
    colon: rng.pick([":", ":", ""]),
    namesUpper: rng.chance(0.4),
  };
  const L = (s: string) => (style.upperLabels ? s.toUpperCase() : s) + style.colon;
  const d = style.date;
  const m = style.money;
  const condo = t.type === "condo";
  const kind = t.type === "auto" ? "auto" : "home";
  const term =
    x.termMonths === 6
      ? rng.pick(["6-month", "six month", "semi-annual"])
      : rng.pick(["12-month", "annual", "one year"]);

  const info: Info[] = [{ label: L(label(rng, "policyNumber")), values: [t.policyNumber] }];
  if (rng.chance(0.5)) {
    const sep = rng.pick([" to ", " - ", " through ", " – "]);
    // Some carriers print the hour the term starts with each date.
    const at = rng.pick(["", "", "12:01 AM ", "12:01 a.m. "]);
    info.push({
      label: L(label(rng, "period")),
      values: [
        `${at}${d(t.effectiveDate)}${sep}${at}${d(t.expirationDate)}`,
        ...(rng.chance(0.4) ? ["12:01 A.M. standard time at the insured's address"] : []),
      ],
    });
  } else {
    info.push({ label: L(label(rng, "effective")), values: [d(t.effectiveDate)] });
    info.push({ label: L(label(rng, "expiration")), values: [d(t.expirationDate)] });
  }
  const names = insuredNames(g, rng, style.namesUpper);
  const mail = addressLines(t.address, rng, style.namesUpper);
  if (rng.chance(0.5)) info.push({ label: L(label(rng, "insured")), values: [...names, ...mail] });
  else {
    info.push({ label: L(label(rng, "insured")), values: names });
    info.push({ label: L(label(rng, "mailing")), values: mail });
  }
  if (rng.chance(0.6)) info.push({ label: L(label(rng, "issued")), values: [d(x.issueDate)] });
  if (rng.chance(0.4))
    info.push({
      label: L(rng.pick(["Account number", "Customer ID", "Billing account", "Household ID"])),
      values: [x.accountNumber],
    });
  // A renewal under a new number names the one it replaces: a policy-number-shaped distractor.
  if (rng.chance(0.08))
    info.push({
      label: L(rng.pick(["Replaces policy", "Prior policy number"])),
      values: [`${t.policyNumber.slice(0, -2)}${rng.int(10, 99)}`],
    });
  if (rng.chance(0.3)) info.push({ label: L("Policy form"), values: [x.form] });

  const naic = x.naicCode ? `${rng.pick(LABELS.naic)} ${x.naicCode}` : null;
  const carrierLines = rng.pick([
    () => [`${label(rng, "carrier")}${style.colon} ${t.carrier.name}`, ...(naic ? [naic] : [])],
    () => [naic ? `${t.carrier.name} (${naic})` : t.carrier.name],
    () => [t.carrier.name, ...(naic ? [naic] : [])],
  ])();

  const vehicles = t.properties.flatMap((p, i) => {
    if (p.type !== "vehicle") return [];
    const v: TruthVehicle = p.data;
    const mm = `${v.make} ${v.model}${x.trims[i] ? ` ${x.trims[i]}` : ""}`;
    return [
      {
        ref: rng.pick([`Vehicle ${i + 1}`, `Veh ${i + 1}`, `Auto ${i + 1}`, `#${i + 1}`, `Car ${i + 1}`]),
        year: String(v.year),
        makeModel: style.namesUpper ? mm.toUpperCase() : mm,
        vin: v.vin,
      },
    ];
  });
  const vins = vehicles.map((v) => v.vin);

  const coverages: CoverageLine[] = [];
  const premiumOf = (c: TruthCoverage) => m(x.coveragePremiums.get(c) ?? 0);
  for (const c of t.coverages.filter((c) => !c.vin)) {
    const values = limitCell(c, style);
    const ded = c.deductible !== null && c.code === "UMPD" ? [`${m(c.deductible)} ded.`] : [];
    coverages.push({
      code: c.code,
      name: coverageName(rng, c.code, condo),
      values: [[...values, ...ded]],
      perVehicle: false,
      premium: premiumOf(c),
    });
  }
  for (const code of ["COMP", "COLL"]) {
    const per = t.coverages.filter((c) => c.code === code);
    if (!per.length) continue;
    const word = rng.pick(["", " deductible", " ded."]);
    coverages.push({
      code,
      name: coverageName(rng, code),
      values: vins.map((vin) => {
        const c = per.find((p) => p.vin === vin);
        return c
          ? [c.deductible === 0 ? rng.pick(["Full coverage", "$0", "No deductible"]) : `${m(c.deductible!)}${word}`]
          : null;
      }),
      perVehicle: true,
      premium: null,
    });
  }
  for (const o of x.optional)
    coverages.push({ code: "", name: o.label, values: [[o.limit]], perVehicle: false, premium: m(o.premium) });
  if (kind === "home") {
    const als = rng.pick(["Actual loss sustained", "Actual Loss Sustained (12 months)", "Included"]);
    if (x.lossOfUseAls)
      coverages.splice(condo ? 2 : 3, 0, {
        code: "LOSS_OF_USE",
        name: coverageName(rng, "LOSS_OF_USE"),
        values: [[als]],
        perVehicle: false,
        premium: null,
      });
  }

  const deductibleLines: string[] = [];
  const dwellingCov = t.coverages.find((c) => c.code === "DWELLING");
  const proseDeductible = dwellingCov?.deductible
    ? fill(rng.pick(PROSE.deductible), { ded: m(dwellingCov.deductible) })
    : null;
  if (dwellingCov?.deductible) {
    deductibleLines.push(
      `${rng.pick(["All Perils", "All other perils", "Section I deductible", "All covered perils", "Deductible - all losses"])}${style.colon} ${m(dwellingCov.deductible)}`,
    );
    if (x.windHailPercent) {
      const amount = m(Math.round(((dwellingCov.limitPerAccident ?? 0) * x.windHailPercent) / 100));
      deductibleLines.push(fill(rng.pick(PROSE.windHail), { pct: String(x.windHailPercent), amount }));
    }
  }

  const dwellingProp = t.properties.find((p) => p.type === "dwelling");
  const dwelling =
    dwellingProp && dwellingProp.type === "dwelling"
      ? { label: L(label(rng, "dwelling")), values: addressLines(dwellingProp.data.address, rng, style.namesUpper) }
      : null;

  const interests: InterestEntry[] = t.thirdParties.map((p, i) => {
    const isaoa = rng.chance(0.35) ? rng.pick([" ISAOA/ATIMA", " ISAOA", ", its successors and/or assigns"]) : "";
    const kindWord =
      p.type === "mortgagee"
        ? i === 0
          ? rng.pick(["First Mortgagee", "Mortgagee", "1st Mortgagee"])
          : rng.pick(["Second Mortgagee", "2nd Mortgagee"])
        : p.type === "lessor"
          ? rng.pick(["Lessor", "Additional Insured - Lessor"])
          : rng.pick(["Lienholder", "Loss Payee", "Lienholder/Loss Payee"]);
    return {
      kind: kindWord,
      lines: [`${p.name}${isaoa}`, ...addressLines(p.address, rng, style.namesUpper)],
      loan: p.loanNumber,
      vehicle: p.vin ? vins.indexOf(p.vin) : null,
    };
  });

  const termLabel = label(rng, "premium").replace("{term}", term);
  const premium: Info[] = [];
  const fees = x.fees;
  if (fees.some((f) => f.inPremium) && rng.chance(0.7)) {
    const base = t.premium - fees.filter((f) => f.inPremium).reduce((s, f) => s + f.amount, 0);
    premium.push({
      label: L(rng.pick(["Policy premium", "Premium", "Subtotal"])),
      values: [m(Math.round(base * 100) / 100)],
    });
    for (const f of fees.filter((f) => f.inPremium)) premium.push({ label: L(f.label), values: [m(f.amount)] });
  }
  premium.push({ label: L(termLabel), values: [m(t.premium)] });
  for (const f of fees.filter((f) => !f.inPremium)) {
    premium.push({ label: L(`${f.label} (not part of premium)`), values: [m(f.amount)] });
    if (rng.chance(0.5))
      premium.push({ label: L("Total amount due"), values: [m(Math.round((t.premium + f.amount) * 100) / 100)] });
  }

  const agent = [
    `${label(rng, "agent")}${style.colon}`,
    x.agent.name,
    x.agent.agency,
    x.agent.phone,
    ...(rng.chance(0.5) ? [`Agent code ${x.agent.code}`] : []),
  ];
  const drivers = t.type === "auto" && rng.chance(0.5) ? { label: L(label(rng, "drivers")), values: x.drivers } : null;
  const notes: string[] = rng
    .shuffle(PROSE.noise.filter((n) => t.type === "auto" || !/vehicle/.test(n)))
    .slice(0, rng.int(1, 3));
  if (style.split.note && t.type === "auto") notes.unshift(style.split.note);
  return {
    style,
    brand: x.brand,
    title: rng.pick(LABELS.title[t.type]),
    carrierLines,
    info: rng.chance(0.4) ? [info[0], ...rng.shuffle(info.slice(1))] : info,
    vehicles,
    coverages,
    deductibleLines,
    dwelling,
    interestsHeading: rng.pick(LABELS.interests[kind]),
    interests,
    premium,
    notes,
    agent,
    drivers,
    addressBlock: [...names, ...mail],
    prose: {
      period: fill(rng.pick(PROSE.period), { eff: d(t.effectiveDate), exp: d(t.expirationDate) }),
      number: fill(rng.pick(PROSE.policyNumber), { num: t.policyNumber }),
      carrier: fill(rng.pick(PROSE.carrier), { carrier: t.carrier.name }) + (x.naicCode ? ` (NAIC ${x.naicCode})` : ""),
      premium: fill(rng.pick(PROSE.premium), { premium: m(t.premium), term }),
      deductible: proseDeductible,
    },
  };
}
