import type { TruthCoverage } from "../policy";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  formatDate,
  framed,
  hrule,
  ledger,
  officeAddress,
  personName,
  row,
  sideBySide,
  vehicleList,
  type Col,
  type DateStyle,
  type KindFn,
  money,
} from "./common";
import { GRID } from "./wording";

// Imitates GEICO's declarations page: letterhead with the underwriting company and its PO box,
// the mail-to block, "Named Insured" beside "Additional Drivers", a vehicle list whose last
// column is the finance company (names only, no loan numbers), then a coverage grid with one
// premium column per vehicle, "Insured Rejects" for refused coverages and "-" where a vehicle has
// none. The home side turns the grid the other way: coverages as columns with stacked headers
// (ACORD's evidence-of-property style), a limit row and a premium row.

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? "");

function splitLimit(c: TruthCoverage, style: number): string {
  const f = (n: number) => (style === 2 ? String(n / 1000) : dollars(n));
  if (c.limitPerPerson !== null && c.limitPerAccident !== null)
    return style === 1
      ? `${f(c.limitPerPerson)} / ${f(c.limitPerAccident)}`
      : `${f(c.limitPerPerson)}/${f(c.limitPerAccident)}`;
  return c.limitPerAccident === null ? "" : dollars(c.limitPerAccident);
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const dates: DateStyle = rng.pick(["mm-dd-yy", "mm/dd/yyyy", "Mon d, yyyy"]);
  const d = (s: string) => formatDate(s, dates);
  const title = rng.pick(GRID.autoTitle);
  // "100/300" only with its explanation, as pages that print thousands say so.
  const limitStyle = rng.pick([0, 0, 1, 2]);

  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.line(g.extras.brand.toUpperCase(), { bold: true, size: ww.size * 2.4 });
      ww.line(`${g.extras.brand.toLowerCase().replace(/[^a-z]/g, "")}.com`, { size: ww.size * 0.9 }, 20);
      ww.line(t.carrier.name, { bold: true });
      for (const l of carrierAddress(rng)) ww.line(l);
    },
    (ww) => {
      ww.line(title, { bold: true, size: ww.size * 1.7 });
      ww.line(rng.pick(GRID.autoSub), { size: ww.size * 0.85 });
      ww.gap();
      ww.line(`${rng.pick(GRID.number)} ${t.policyNumber}`, { bold: true, size: ww.size * 1.4 });
      ww.line(rng.pick(GRID.period), { bold: true, size: ww.size * 1.4 });
      ww.line(`${d(t.effectiveDate)} through ${d(t.expirationDate)}`, { size: ww.size * 1.2 });
      ww.line("12:01 a.m. standard time at the address of the named insured.", { size: ww.size * 0.8 });
    },
  );
  w.gap();
  w.line(`${rng.pick(GRID.issued)} ${formatDate(g.extras.issueDate, "Month d, yyyy")}`);
  w.gap();
  // The mail-to block names the first insured only; the list below names them all.
  for (const l of [personName(g, 0, "first-last", true), ...addressLines(t.address, rng, true)]) w.line(l);
  w.gap();
  hrule(w);
  const insured = new Set(t.insureds.map((p) => `${p.firstName} ${p.lastName}`));
  const others = g.extras.drivers.filter((n) => !insured.has(n));
  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.line(rng.pick(GRID.named), { bold: true });
      t.insureds.forEach((_, i) => ww.line(personName(g, i, "first-last", false)));
    },
    (ww) => {
      ww.line(rng.pick(GRID.others), { bold: true });
      for (const n of others.length ? others : ["None"]) ww.line(n);
    },
  );
  hrule(w);

  const vc: Col[] = [
    { at: 0, width: 0.32 },
    { at: 0.32, width: 0.24 },
    { at: 0.56, width: 0.2 },
    { at: 0.76, width: 0.24 },
  ];
  row(
    w,
    vc,
    rng.pick(GRID.vehCols).map((h) => [h]),
    { bold: true },
  );
  const glued = rng.chance(0.3);
  vehicles.forEach((v, k) => {
    const lender = t.thirdParties.find((p) => p.vin === v.vin);
    const trim = v.trim ? (glued ? v.trim : ` ${v.trim}`) : "";
    row(
      w,
      vc,
      [
        [`${k + 1} ${v.year} ${v.make} ${v.model}${trim}`],
        [v.vin],
        [`${t.address.city.toUpperCase()} ${t.address.state} ${t.address.postalCode}`],
        lender ? [lender.name.toUpperCase() + (lender.type === "lessor" ? " (LESSOR)" : "")] : [""],
      ],
      {},
      { rule: true, pad: 4 },
    );
  });
  w.gap();

  const n = vehicles.length;
  const colW = 0.4 / n;
  const cc: Col[] = [
    { at: 0, width: 0.36 },
    { at: 0.36, width: 0.24, align: "c" },
    ...vehicles.map((_, k) => ({ at: 0.6 + k * colW, width: colW, align: "r" as const })),
  ];
  const vehHead = rng.pick(GRID.vehicleHead);
  row(
    w,
    cc,
    [
      [rng.pick(GRID.covHead)],
      [rng.pick(GRID.limitsHead)],
      ...vehicles.map((_, k) => [fill(vehHead, { n: String(k + 1) })]),
    ],
    { bold: true },
    { rule: true },
  );
  const blank = rng.pick(GRID.blank);
  const scheme = rng.int(0, 1);
  const name = (code: string) => GRID.autoCov[code as keyof typeof GRID.autoCov][scheme].split("|");
  const cents = (c: TruthCoverage) => L.coverage.get(c)!;
  for (const c of t.coverages.filter((x) => !x.vin)) {
    const lim = [splitLimit(c, limitStyle), ...(c.deductible !== null ? [`${dollars(c.deductible)} Ded`] : [])];
    const lines = name(c.code);
    row(
      w,
      cc,
      [
        lines,
        [...Array(lines.length - 1).fill(""), ...lim],
        ...cents(c).map((x) => [...Array(lines.length - 1).fill(""), money(x)]),
      ],
      {},
      { rule: true, pad: 3 },
    );
  }
  const refused = [
    ...(t.coverages.some((c) => c.code === "UMPD") ? [] : ["UMPD"]),
    ...(t.coverages.some((c) => c.code === "MEDPAY") ? [] : ["MEDPAY"]),
  ].filter(() => rng.chance(0.6));
  for (const code of refused)
    row(w, cc, [[name(code)[0]], [rng.pick(GRID.rejected)], ...vehicles.map(() => ["-"])], {}, { rule: true, pad: 3 });
  const dedWord = rng.pick(GRID.dedWord);
  const nonDed = rng.pick(GRID.nonDed);
  const dedText = (x: number) => (x === 0 ? nonDed : `${dollars(x)}${dedWord}`);
  for (const code of ["COMP", "COLL"]) {
    const per = vehicles.map((v) => t.coverages.find((c) => c.code === code && c.vin === v.vin));
    if (!per.some(Boolean)) continue;
    const deds = new Set(per.filter(Boolean).map((c) => c!.deductible));
    // One deductible for all: in the limits column; otherwise in each vehicle's cell above its premium.
    const shared = deds.size === 1 ? dedText([...deds][0]!) : null;
    const cells = per.map((c, k) =>
      !c ? [blank] : shared ? [money(cents(c)[k])] : [dedText(c.deductible!), money(cents(c)[k])],
    );
    row(w, cc, [name(code), [shared ?? "See vehicle"], ...cells], {}, { rule: true, pad: 3 });
  }
  g.extras.optional.forEach((o, j) =>
    row(w, cc, [[o.label], [o.limit], ...L.optional[j].map((x) => [money(x)])], {}, { rule: true, pad: 3 }),
  );
  row(w, cc, [[rng.pick(GRID.vehicleTotal)], [""], ...L.vehicleTotals.map((x) => [money(x)])], { bold: true });
  w.gap();
  const term = g.extras.termMonths === 6 ? "Six Month" : "Annual";
  const pair: Col[] = [
    { at: 0.36, width: 0.44 },
    { at: 0.8, width: 0.2, align: "r" },
  ];
  if (L.inFees.length) {
    row(w, pair, [["Premium for Coverages"], [money(L.base)]]);
    for (const f of L.inFees) row(w, pair, [[f.label], [money(f.amount)]]);
  }
  row(w, pair, [[fill(rng.pick(GRID.total), { term })], [money(L.total)]], { bold: true, size: w.size * 1.1 });
  for (const f of L.outFees)
    w.line(`A ${f.label.toLowerCase()} of ${money(f.amount)} is charged in addition to the premium.`, {
      size: w.size * 0.85,
    });
  if (limitStyle === 2)
    w.line("Liability limits are shown in thousands of dollars (e.g. 100/300 = $100,000/$300,000).", {
      size: w.size * 0.85,
    });
  w.line(GRID.starNote, { size: w.size * 0.85 });

  // A separate interest schedule (with loan numbers) follows on some pages; otherwise only names.
  const schedule = t.thirdParties.length > 0 && rng.chance(0.4);
  if (schedule) {
    w.gap();
    w.line("Lienholder / Loss Payee", { bold: true });
    const lc: Col[] = [
      { at: 0, width: 0.12 },
      { at: 0.12, width: 0.5 },
      { at: 0.64, width: 0.36 },
    ];
    row(
      w,
      lc,
      [["Vehicle"], ["Name and Address"], [rng.pick(["Loan Number", "Loan/Lease No."])]],
      { bold: true },
      { rule: true },
    );
    for (const p of t.thirdParties) {
      const k = vehicles.findIndex((v) => v.vin === p.vin);
      row(
        w,
        lc,
        [
          [String(k + 1)],
          [`${p.name}${p.type === "lessor" ? " (Lessor)" : ""}`, ...addressLines(p.address, rng, false)],
          [p.loanNumber ?? ""],
        ],
        {},
        { pad: 3 },
      );
    }
  } else for (const p of truth.thirdParties) p.loanNumber = null;
  w.gap();
  w.line(`DEC_PAGE (${String(rng.int(1, 12)).padStart(2, "0")}-${rng.int(10, 24)})  (Page 1 of ${rng.int(2, 4)})`, {
    size: w.size * 0.75,
  });
  truth.carrier.naicCode = null;
  return { truth, variant: schedule ? "geico-auto+schedule" : "geico-auto", title };
};

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const title = rng.pick(GRID.homeTitle[condo ? "condo" : "home"]);
  const style = rng.pick(["mm/dd/yyyy", "m/d/yyyy"] as const);
  const d = (s: string) => formatDate(s, style);
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  const premises = dwellingAddress(t)!;
  const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;

  sideBySide(
    w,
    0.45,
    (ww) => {
      ww.line(g.extras.brand, { bold: true, size: ww.size * 2.2 });
      ww.line(`Insurer: ${t.carrier.name}`, { size: ww.size * 0.85 });
      if (naic) ww.line(`NAIC Code: ${g.extras.naicCode}`, { size: ww.size * 0.85 });
    },
    (ww) => {
      ww.line(title, { bold: true, size: ww.size * 1.4 });
      ww.line(`Policy Number: ${t.policyNumber}`, { bold: true });
      ww.line(`Policy Period: ${d(t.effectiveDate)} to ${d(t.expirationDate)}`);
      ww.line("12:01 A.M. standard time at the residence premises", { size: ww.size * 0.8 });
    },
  );
  w.gap();
  const office = officeAddress(rng);
  framed(w, () =>
    sideBySide(
      w,
      0.5,
      (ww) => {
        ww.line("NAMED INSURED(S) AND MAILING ADDRESS", { bold: true, size: ww.size * 0.75 });
        const names = t.insureds.map((_, i) => personName(g, i, "first-last", false));
        for (const l of [...names, ...addressLines(t.address, rng, false)]) ww.line(l);
      },
      (ww) => {
        ww.line(rng.pick(["PRODUCER", "AGENT", "AGENCY"]), { bold: true, size: ww.size * 0.75 });
        for (const l of [
          g.extras.agent.agency,
          ...addressLines(office, rng, false),
          g.extras.agent.phone,
          `Code: ${g.extras.agent.code}`,
        ])
          ww.line(l);
      },
    ),
  );
  w.gap();
  w.line(`${rng.pick(GRID.insuredProperty)}: ${addressLines(premises, rng, false).join(", ")}`, { bold: true });
  w.line(`Year built ${g.extras.yearBuilt}   Form ${g.extras.form}   Protection class ${rng.int(1, 9)}`);
  w.gap();

  // Coverages across: stacked two-line headers over a limit row and a premium row.
  const head = rng.pick([0, 1]);
  const codes = (
    [
      "DWELLING",
      "OTHER_STRUCTURES",
      "PERSONAL_PROPERTY",
      "LOSS_OF_USE",
      "PERSONAL_LIABILITY",
      "MEDICAL_PAYMENTS",
    ] as const
  ).filter((c) => t.coverages.some((x) => x.code === c) || (c === "LOSS_OF_USE" && g.extras.lossOfUseAls));
  const splitAt = rng.chance(0.4) ? codes.indexOf("PERSONAL_LIABILITY") : codes.length;
  const labels = rng.pick(GRID.rowLabels.limit);
  const premLabel = rng.pick(GRID.rowLabels.premium);
  const grid = (part: readonly string[]) => {
    const cw = 0.84 / part.length;
    const cols: Col[] = [
      { at: 0, width: 0.16 },
      ...part.map((_, i) => ({ at: 0.16 + i * cw, width: cw, align: "r" as const })),
    ];
    const header = (code: string) => (code === "DWELLING" && condo ? GRID.condoA[head] : GRID.homeHead[head][code]);
    framed(w, () => {
      row(
        w,
        cols,
        [[""], ...part.map((c) => [header(c)[0]])],
        { bold: true, size: w.size * 0.85 },
        { vlines: true, pad: 0 },
      );
      row(
        w,
        cols,
        [[""], ...part.map((c) => [header(c)[1]])],
        { bold: true, size: w.size * 0.85 },
        { vlines: true, rule: true },
      );
      const cov = (c: string) => t.coverages.find((x) => x.code === c);
      row(
        w,
        cols,
        [[labels], ...part.map((c) => [cov(c) ? dollars(cov(c)!.limitPerAccident!) : "ALS"])],
        {},
        { vlines: true, rule: true },
      );
      row(
        w,
        cols,
        [[premLabel], ...part.map((c) => [cov(c) ? money(L.coverage.get(cov(c)!)![0]) : "Included"])],
        {},
        { vlines: true },
      );
    });
    w.gap();
  };
  grid(codes.slice(0, splitAt));
  if (splitAt < codes.length) grid(codes.slice(splitAt));
  if (g.extras.lossOfUseAls) w.line("ALS = Actual Loss Sustained (up to 12 months)", { size: w.size * 0.8 });
  w.line(`${rng.pick(GRID.deductible)}: ${dollars(dwelling.deductible!)}`, { bold: true });
  if (g.extras.windHailPercent) w.line(`Windstorm or Hail Deductible: ${g.extras.windHailPercent}% of Coverage A`);
  w.gap();
  const pair: Col[] = [
    { at: 0, width: 0.5 },
    { at: 0.5, width: 0.28 },
    { at: 0.8, width: 0.2, align: "r" },
  ];
  if (g.extras.optional.length) {
    row(w, pair, [["Optional Coverages / Endorsements"], ["Limit"], [premLabel]], { bold: true }, { rule: true });
    g.extras.optional.forEach((o, j) => row(w, pair, [[o.label], [o.limit], [money(L.optional[j][0])]]));
    w.gap();
  }
  for (const f of L.inFees) row(w, pair, [[f.label], [""], [money(f.amount)]]);
  row(
    w,
    pair,
    [[`Total ${g.extras.termMonths === 12 ? "Annual " : ""}Premium`], [""], [money(L.total)]],
    { bold: true },
    { rule: true },
  );
  for (const f of L.outFees) w.line(`${f.label}: ${money(f.amount)} (not included above)`, { size: w.size * 0.85 });
  if (t.thirdParties.length) {
    w.gap();
    const mc: Col[] = [
      { at: 0, width: 0.14 },
      { at: 0.14, width: 0.56 },
      { at: 0.72, width: 0.28 },
    ];
    row(w, mc, [["Interest"], [rng.pick(GRID.mortgagee)], [rng.pick(GRID.loan)]], { bold: true }, { rule: true });
    t.thirdParties.forEach((p, i) =>
      row(
        w,
        mc,
        [[i === 0 ? "1st Mtg" : "2nd Mtg"], [p.name, ...addressLines(p.address, rng, false)], [p.loanNumber ?? ""]],
        {},
        { pad: 3 },
      ),
    );
  }
  if (!naic) truth.carrier.naicCode = null;
  return { truth, variant: "coverage-columns-home", title };
};

export const vehicleColumns: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
