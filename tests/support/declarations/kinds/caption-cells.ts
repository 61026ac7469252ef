import type { GeneratedPolicy, TruthCoverage } from "../policy";
import type { Rng } from "../random";
import type { Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  formatDate,
  framed,
  fromCents,
  hrule,
  ledger,
  personName,
  row,
  sameAddress,
  sideBySide,
  vehicleList,
  type Col,
  type KindFn,
} from "./common";
import { CAPTIONS as C } from "./wording";

// Imitates the newer, sparse pages: Lemonade's (small upper-case captions over values in a
// three-column grid, a coverage summary whose cost column says "Included", the deductible as a
// row of its own, the underwriting company only in the copyright line), Liberty Mutual's
// ("Insurance Information" label/value pairs in two columns, the total premium as the headline,
// "$" set apart from its amount) and Root's coverage cards (name and "Premium: $x" on the left,
// limits on the right, "DECLINED" for coverages not bought).

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? "");
const money = (cents: number, whole = false) => dollars(fromCents(cents), { cents: !whole });

/** A caption in small capitals over its value lines. */
function cell(w: Writer, caption: string, values: string[], big = false): void {
  w.line(caption, { size: w.size * 0.75 });
  for (const v of values) w.line(v, { size: big ? w.size * 1.2 : w.size });
  w.gap(w.lineHeight * 0.5);
}

/** Three captioned cells across the page. */
function threeCells(w: Writer, cells: [string, string[]][], big: boolean): void {
  w.columns(
    cells.map(
      ([c, v]) =>
        (ww: Writer) =>
          cell(ww, c, v, big),
    ),
  );
}

/** Liberty Mutual's top band: phone, policy number, claims line, brand. */
function libertyBand(w: Writer, g: GeneratedPolicy, rng: Rng): void {
  const t = g.truth;
  w.columns([
    (ww) => {
      ww.line("Questions about your Policy?", { bold: true });
      ww.line(`Call 1-800-${rng.int(200, 999)}-${rng.int(1000, 9999)}`);
    },
    (ww) => {
      ww.line("Policy Number:", { bold: true });
      ww.line(t.policyNumber);
    },
    (ww) => {
      ww.line("Report a Claim:", { bold: true });
      ww.line(`1-800-${rng.int(200, 999)}-${rng.int(1000, 9999)}`);
    },
    (ww) => ww.line(g.extras.brand, { bold: true, size: ww.size * 1.6 }),
  ]);
  w.gap();
  w.line("ACTION REQUIRED:", { bold: true });
  w.line("PLEASE REVIEW AND KEEP FOR YOUR RECORDS.");
  w.gap(w.lineHeight * 1.5);
}

/** "Insurance Information": label/value pairs in two columns. */
function insuranceInfo(w: Writer, g: GeneratedPolicy, rng: Rng, location: string[] | null): void {
  const t = g.truth;
  const d = (s: string) => formatDate(s, "mm/dd/yyyy");
  w.line("Insurance Information", { bold: true, size: w.size * 1.1 });
  hrule(w);
  const kv = (ww: Writer, label: string, values: string[]) => ww.kv(label, values, 90);
  w.columns([
    (ww) => {
      kv(
        ww,
        "Named Insured:",
        t.insureds.map((_, i) => personName(g, i, "first-last", false)),
      );
      kv(ww, "Mailing Address:", addressLines(t.address, rng, false));
      if (location) kv(ww, "Insured Location:", location);
    },
    (ww) => {
      kv(ww, "Policy Number:", [t.policyNumber]);
      kv(ww, "Policy Period:", [
        `${d(t.effectiveDate)}-${d(t.expirationDate)} 12:01 a.m. standard time at the address of the Named Insured`,
      ]);
      kv(ww, "Declarations Effective:", [
        d(g.extras.issueDate < t.effectiveDate ? t.effectiveDate : g.extras.issueDate),
      ]);
    },
  ]);
  w.gap();
}

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
  const lemonade = rng.chance(0.55);
  const scheme = lemonade ? 0 : 1;
  const title = rng.pick(C.homeTitle[condo ? "condo" : "home"]);
  const name = (code: keyof typeof C.homeCov) => (code === "DWELLING" && condo ? C.condoA : C.homeCov[code])[scheme];
  const codes = [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ] as const;
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const loanPrinted = rng.chance(0.5);

  if (lemonade) {
    const addr = carrierAddress(rng).join(", ");
    w.line(g.extras.brand, { bold: true, size: w.size * 2.6 });
    w.line(addr, { size: w.size * 0.8 });
    w.line(title.toUpperCase(), { size: w.size * 0.8 });
    w.gap(w.lineHeight * 1.5);
    const when = (s: string) => `${formatDate(s, "Mon d, yyyy")} 12:01am`;
    // One caption case per page: all capitals (Lemonade) or title case.
    const upper = rng.chance(0.6);
    const cap = (options: readonly string[]) => {
      const c = rng.pick(options);
      return upper ? c.toUpperCase() : c.toLowerCase().replace(/(^|\s)\w/g, (m) => m.toUpperCase());
    };
    threeCells(
      w,
      [
        [cap(C.number), [t.policyNumber]],
        [cap(C.start), [when(t.effectiveDate)]],
        [cap(C.end), [when(t.expirationDate)]],
      ],
      true,
    );
    const first = t.insureds[0];
    threeCells(
      w,
      [
        [
          cap(C.insured),
          [...t.insureds.map((_, i) => personName(g, i, "first-last", false)), ...addressLines(t.address, rng, false)],
        ],
        [cap(C.property), addressLines(premises, rng, false)],
        [cap(C.email), [`${first.firstName}.${first.lastName}@example.com`.toLowerCase()]],
      ],
      false,
    );
    for (const p of t.thirdParties) {
      const isaoa = rng.chance(0.5) ? " ISAOA, ATIMA" : "";
      cell(
        w,
        cap(C.mortgagee),
        [
          `${p.name}${isaoa}`,
          ...addressLines(p.address, rng, false),
          ...(loanPrinted && p.loanNumber ? [`Loan # ${p.loanNumber}`] : []),
        ],
        true,
      );
    }
    w.gap(w.lineHeight * 2);
    // Cost column: "Included" everywhere (the total is the only premium), or a price per line.
    const included = rng.chance(0.6);
    const cols: Col[] = [
      { at: 0.01, width: 0.62 },
      { at: 0.63, width: 0.2, align: "r" },
      { at: 0.84, width: 0.15, align: "r" },
    ];
    framed(w, () => w.line(rng.pick(C.summaryHead)), 2);
    row(
      w,
      cols,
      C.homeCols[0].map((h) => [h]),
      { size: w.size * 0.8 },
      { rule: true },
    );
    const big = { size: w.size * 1.25 };
    const inc = rng.pick(C.included);
    for (const code of codes) {
      const c = cov(code);
      if (!c && code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
        row(w, cols, [[name(code)], ["Actual loss"], [inc]], big, { rule: true, pad: 6 });
      if (c)
        row(
          w,
          cols,
          [[name(code)], [dollars(c.limitPerAccident!)], [included ? inc : money(L.coverage.get(c)![0])]],
          big,
          { rule: true, pad: 6 },
        );
    }
    g.extras.optional.forEach((o, j) =>
      row(w, cols, [[o.label], [o.limit], [included ? inc : money(L.optional[j][0])]], big, { rule: true, pad: 6 }),
    );
    const credit = `-${dollars(rng.int(10, 90))}`;
    row(
      w,
      cols,
      [[fill(rng.pick(C.deductibleRow), { ded: dollars(dwelling.deductible!) })], [""], [included ? credit : ""]],
      big,
      { rule: true, pad: 6 },
    );
    if (g.extras.windHailPercent)
      row(w, cols, [[`Wind/Hail Deductible ${g.extras.windHailPercent}%`], [""], [""]], big, { rule: true, pad: 6 });
    for (const f of L.inFees) row(w, cols, [[f.label], [""], [money(f.amount)]], big, { rule: true, pad: 6 });
    hrule(w, 1.2);
    const yearly = g.extras.termMonths === 12 ? ` (${money(L.total)}/yr)` : "";
    row(
      w,
      [cols[0], { at: 0.5, width: 0.49, align: "r" }],
      [[fill(rng.pick(C.totalPremium), { term: "Annual" })], [`${money(L.total)}${yearly}`]],
      { bold: true, size: w.size * 1.25 },
    );
    for (const f of L.outFees)
      w.line(`${f.label}: ${money(f.amount)} per payment, not part of the premium.`, { size: w.size * 0.85 });
    w.gap(w.lineHeight * 3);
    w.line(
      `Copyright ${rng.int(2015, 2024)} by ${t.carrier.name.toUpperCase()} (a stock company) | ${addr} | ${g.extras.brand.toUpperCase().slice(0, 3)}-DEC-${rng.int(1, 9)}`,
      { size: w.size * 0.65 },
    );
  } else {
    libertyBand(w, g, rng);
    w.line("Policy Declarations", { bold: true, size: w.size * 1.6 });
    w.line(`Total ${g.extras.termMonths} Month Premium: ${money(L.total)}`, { size: w.size * 1.6 });
    w.gap();
    w.paragraph(
      `This page and any attached endorsements form a part of your policy, which is issued by ${t.carrier.name} (a stock insurance company).`,
    );
    w.gap();
    const location =
      sameAddress(premises, t.address) && rng.chance(0.5)
        ? ["Same as Mailing address above"]
        : addressLines(premises, rng, false);
    insuranceInfo(w, g, rng, location);
    w.line("Coverage Information", { bold: true, size: w.size * 1.5 });
    w.line("Standard Policy", { bold: true });
    // "$" in its own column, the amount right-aligned after it.
    const cols: Col[] = [
      { at: 0, width: 0.7 },
      { at: 0.72, width: 0.03 },
      { at: 0.75, width: 0.11, align: "r" },
      { at: 0.88, width: 0.12, align: "r" },
    ];
    const section = (head: string, part: readonly string[]) => {
      hrule(w, 1);
      row(w, cols, [[head], [""], ["LIMITS"], ["PREMIUM"]], { bold: true }, { rule: true });
      for (const code of part) {
        const c = cov(code);
        if (!c && code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
          row(w, cols, [[name("LOSS_OF_USE")], [""], ["ALS"], [""]]);
        if (c)
          row(w, cols, [
            [name(code as keyof typeof C.homeCov)],
            ["$"],
            [dollars(c.limitPerAccident!, { sign: false })],
            [money(L.coverage.get(c)![0])],
          ]);
      }
      w.gap();
    };
    section("SECTION I COVERAGES", codes.slice(0, 4));
    section("SECTION II COVERAGES", codes.slice(4));
    if (g.extras.optional.length) {
      hrule(w, 1);
      row(w, cols, [["OPTIONAL COVERAGES"], [""], ["LIMITS"], ["PREMIUM"]], { bold: true }, { rule: true });
      g.extras.optional.forEach((o, j) => row(w, cols, [[o.label], [""], [o.limit], [money(L.optional[j][0])]]));
      w.gap();
    }
    hrule(w, 1);
    w.line("POLICY DEDUCTIBLES", { bold: true });
    hrule(w, 1);
    w.line(fill(rng.pick(C.deductibleLine), { ded: dollars(dwelling.deductible!) }));
    if (g.extras.windHailPercent)
      w.line(`Windstorm or hail losses are subject to a deductible of ${g.extras.windHailPercent}% of Coverage A.`);
    for (const f of L.inFees) w.line(`Includes ${f.label.toLowerCase()} of ${money(f.amount)}.`);
    for (const f of L.outFees) w.line(`${f.label} of ${money(f.amount)} is not included in the premium.`);
    if (t.thirdParties.length) {
      w.gap();
      w.line("Mortgagee / Additional Interests", { bold: true });
      hrule(w);
      for (const p of t.thirdParties)
        row(
          w,
          [
            { at: 0, width: 0.6 },
            { at: 0.62, width: 0.38 },
          ],
          [
            [p.name, ...addressLines(p.address, rng, false)],
            loanPrinted && p.loanNumber ? [`Loan Number: ${p.loanNumber}`] : [""],
          ],
          {},
          { pad: 4 },
        );
    }
  }
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  truth.carrier.naicCode = null;
  return { truth, variant: lemonade ? "lemonade-home" : "liberty-home", title };
};

function limitLines(c: TruthCoverage): string[] {
  if (c.limitPerPerson !== null && c.limitPerAccident !== null)
    return [`${dollars(c.limitPerPerson)} each person`, `${dollars(c.limitPerAccident)} each accident`];
  if (c.limitPerAccident === null) return [];
  return [`${dollars(c.limitPerAccident)} ${c.code === "MEDPAY" ? "each person" : "each accident"}`];
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const title = rng.pick(C.autoTitle);
  const liberty = rng.chance(0.5);
  const termWord = g.extras.termMonths === 6 ? "6 Month" : "Annual";

  if (liberty) {
    libertyBand(w, g, rng);
    w.line(title, { bold: true, size: w.size * 1.6 });
    w.line(`Total ${termWord} Policy Premium: ${money(L.total)}`, { size: w.size * 1.6 });
    w.gap();
    w.paragraph(
      `This page and any attached endorsements form a part of your policy, which is issued by ${t.carrier.name} (a stock insurance company).`,
    );
    if (L.inFees.length)
      w.paragraph("Your discounts and benefits have been applied. Includes state surcharges where applicable.");
    w.gap();
    insuranceInfo(w, g, rng, null);
  } else {
    // Root: the company's block at the top right, the dates in one sentence.
    sideBySide(
      w,
      0.6,
      () => {},
      (ww) => {
        ww.line(g.extras.brand, { bold: true, size: ww.size * 2 });
        ww.line(t.carrier.name, { bold: true });
        for (const l of carrierAddress(rng)) ww.line(l);
      },
    );
    w.gap(w.lineHeight * 2);
    w.line(title, { bold: true, size: w.size * 1.6 });
    w.line(`Policy number ${t.policyNumber}`);
    w.paragraph(
      fill(rng.pick(C.autoIntro), {
        eff: formatDate(t.effectiveDate, "Month d, yyyy"),
        exp: formatDate(t.expirationDate, "Month d, yyyy"),
      }),
    );
    w.gap();
    sideBySide(
      w,
      0.5,
      (ww) => {
        ww.line("Named insured", { bold: true, size: ww.size * 1.15 });
        for (const l of [
          ...t.insureds.map((_, i) => personName(g, i, "first-last", false)),
          ...addressLines(t.address, rng, false),
        ])
          ww.line(l);
      },
      (ww) => {
        ww.line("Vehicles", { bold: true, size: ww.size * 1.15 });
        for (const v of vehicles) ww.paragraph(`${v.year} ${v.make} ${v.model} (${v.vin})`);
      },
    );
    w.gap();
  }

  if (liberty) {
    w.line(rng.pick(C.vehicles), { bold: true });
    hrule(w);
    const vc: Col[] = [
      { at: 0, width: 0.06 },
      { at: 0.06, width: 0.16 },
      { at: 0.22, width: 0.22 },
      { at: 0.44, width: 0.22 },
      { at: 0.66, width: 0.34 },
    ];
    row(w, vc, [[""], ...C.vehCols.map((h) => [h])], {}, { rule: true });
    vehicles.forEach((v, k) =>
      row(w, vc, [[String(k + 1)], [String(v.year)], [v.make.toUpperCase()], [v.model.toUpperCase()], [v.vin]]),
    );
    w.line(rng.pick(C.drivers), { bold: true });
    hrule(w);
    const dc: Col[] = [
      { at: 0, width: 0.06 },
      { at: 0.06, width: 0.4 },
      { at: 0.46, width: 0.24 },
      { at: 0.7, width: 0.3 },
    ];
    row(w, dc, [[""], ...C.driverCols.map((h) => [h])], {}, { rule: true });
    g.extras.drivers.forEach((n, k) =>
      row(w, dc, [
        [String(k + 1)],
        [n],
        [t.address.state],
        [`${String(rng.int(1, 12)).padStart(2, "0")}/${String(rng.int(0, 99)).padStart(2, "0")}`],
      ]),
    );
    w.gap();
  }

  // Root's cards: name and premium on the left, limits on the right, a rule between cards.
  w.line(rng.pick(C.coverageCards), { bold: true, size: w.size * 1.2 });
  w.line(C.cardIntro);
  const cols: Col[] = [
    { at: 0, width: 0.5 },
    { at: 0.55, width: 0.45 },
  ];
  const premiumWord = rng.pick(C.premiumWord);
  const card = (label: string, premium: string | null, limits: string[]) => {
    row(
      w,
      cols,
      [[label, ...(premium ? [fill(premiumWord, { p: premium })] : [])], limits],
      {},
      { rule: true, pad: 6 },
    );
  };
  const whole = rng.chance(0.5) && L.total % 100 === 0;
  const sum = (per: number[]) =>
    money(
      per.reduce((s, x) => s + x, 0),
      whole,
    );
  for (const c of t.coverages.filter((x) => !x.vin)) {
    const ded = c.deductible !== null ? [`${dollars(c.deductible)} deductible`] : [];
    card(C.autoCov[c.code as keyof typeof C.autoCov][0], sum(L.coverage.get(c)!), [...limitLines(c), ...ded]);
  }
  for (const code of ["UMBI", "MEDPAY"] as const)
    if (!t.coverages.some((c) => c.code === code || (code === "UMBI" && c.code === "CSL")) && rng.chance(0.7))
      card(C.autoCov[code][0], money(0, whole), [rng.pick(C.declined)]);
  for (const code of ["COMP", "COLL"] as const)
    vehicles.forEach((v, k) => {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      const label = `${C.autoCov[code][0]} - ${v.year} ${v.make} ${v.model}`;
      if (c)
        card(label, money(L.coverage.get(c)![k], whole), [
          c.deductible === 0 ? "$0 deductible (full glass)" : `${dollars(c.deductible!)} deductible`,
        ]);
      else if (vehicles.length > 1) card(label, null, [rng.pick(C.declined)]);
    });
  g.extras.optional.forEach((o, j) => card(o.label, sum(L.optional[j]), [o.limit]));
  for (const f of L.inFees) card(f.label, null, [`Total: ${money(f.amount)}`]);
  for (const f of L.outFees) card(f.label, null, [`Total: ${money(f.amount)} (charged in addition to your premium)`]);
  if (!liberty) row(w, cols, [[`Total ${termWord.toLowerCase()} premium`], [money(L.total)]], { bold: true });

  if (t.thirdParties.length) {
    w.gap();
    w.line(rng.pick(C.lien), { bold: true });
    hrule(w);
    const lc: Col[] = [
      { at: 0, width: 0.3 },
      { at: 0.3, width: 0.45 },
      { at: 0.75, width: 0.25 },
    ];
    row(w, lc, [["Vehicle"], ["Name and address"], [rng.pick(C.loan)]], { bold: true }, { rule: true });
    for (const p of t.thirdParties) {
      const v = vehicles.find((x) => x.vin === p.vin)!;
      const who = p.type === "lessor" ? `${p.name} (${C.lessor[0]})` : p.name;
      row(
        w,
        lc,
        [[`${v.year} ${v.make} ${v.model}`], [who, ...addressLines(p.address, rng, false)], [p.loanNumber ?? ""]],
        {},
        { pad: 4 },
      );
    }
  }
  w.gap();
  w.line(
    `Form ${rng.int(0, 99)}, ${t.address.state}, ${formatDate(g.extras.issueDate, "Month d, yyyy").replace(/ \d+,/, "")}`,
    { size: w.size * 0.8 },
  );
  truth.carrier.naicCode = null;
  return { truth, variant: liberty ? "liberty-auto" : "root-auto", title };
};

export const captionCells: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
