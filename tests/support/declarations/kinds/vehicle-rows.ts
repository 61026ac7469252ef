import type { TruthCoverage } from "../policy";
import {
  addressLines,
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
  sideBySide,
  vehicleList,
  type Col,
  type KindFn,
  money,
} from "./common";

// Imitates Nationwide's declarations ("Your Policy Declarations", "Prepared on …", "Page 1 of 6",
// the carrier in a sentence, a "Premium Summary and Other Charges" table with "$" set apart from
// its amounts) with the coverages turned the other way from the usual grid: one row per vehicle
// and one column per coverage, each column titled on two stacked lines ("Bodily Injury" over
// "Each Person / Each Accident"), each cell holding the limit over the vehicle's premium for it,
// and "Not covered" / "Excluded" / "Rejected" / blank where a vehicle has none (as Liberty
// Mutual's and USAA's schedules do). The home side is Nationwide's condominium page: the policy
// period in a long sentence, a boxed "Residence Premises Information" block, and a "limits /
// deductible / premium" table with two-line column titles and "Excluded"/"Not covered" rows.

export const ROWS = {
  tagline: ["is on your side", "Insurance for what matters", "Protecting you since 1926", ""],
  title: ["Your Policy Declarations", "Policy Declarations", "Your Auto Policy Declarations"],
  product: ["{brand} Auto Policy", "{brand} Personal Auto Policy", "Auto Policy"],
  prepared: ["Prepared on", "Issued", "Printed on"],
  period: ["Policy Period:", "Term:", "Policy Term:"],
  number: ["Policy Number:", "Policy No:"],
  policyholder: ["Policyholder (Named Insured)", "Policyholder(s)", "Named Insured(s)"],
  carrier: ["Your carrier is {carrier}", "Underwriting company: {carrier}", "Insurance provided by {carrier}"],
  premiumSummary: ["Premium Summary and Other Charges", "Premium Summary", "Your Premium"],
  policyCoverages: ["Total For Policy Coverages", "Policy-Level Coverages"],
  fees: ["Total For Policy Fees And Other Charges", "Fees and Other Charges"],
  total: ["Total Policy Premium", "Total Premium", "Policy Total"],
  matrixHead: ["Coverages by Vehicle", "Coverage Schedule", "Vehicle Coverage Summary"],
  matrixNote: [
    "Each cell shows the limit or deductible, and below it the premium for that vehicle.",
    "Limits and deductibles are shown over the premium charged for each vehicle.",
  ],
  liabilityPart: ["Liability and Medical", "Coverages Applying to Each Vehicle", "Liability Coverages"],
  damagePart: ["Damage To Your Auto and Other Coverages", "Physical Damage and Extras", "Vehicle Coverages"],
  vehicleCol: [
    ["Vehicle", ""],
    ["Veh", "Year / Make / Model"],
  ],
  heads: {
    BI: [
      ["Bodily Injury", "Each Person/Each Accident"],
      ["BI Liability", "Per Person/Per Acc"],
    ],
    PD: [
      ["Property Damage", "Each Occurrence"],
      ["PD Liability", "Per Accident"],
    ],
    CSL: [
      ["Single Limit", "Each Accident"],
      ["CSL Liability", "BI & PD Combined"],
    ],
    UMBI: [
      ["Uninsured Motorists", "Each Person/Each Accident"],
      ["UM Bodily Injury", "Per Person/Per Acc"],
    ],
    UIMBI: [
      ["Underinsured Motorists", "Each Person/Each Accident"],
      ["UIM Bodily Injury", "Per Person/Per Acc"],
    ],
    UMPD: [
      ["Uninsured Motorists", "Property Damage"],
      ["UM Property", "Damage"],
    ],
    MEDPAY: [
      ["Medical Payments", "Each Person"],
      ["Med Pay", "Per Person"],
    ],
    COMP: [
      ["Other Than Collision", "(Comprehensive)"],
      ["Comprehensive", "Deductible"],
    ],
    COLL: [
      ["Collision", "ACV Less"],
      ["Collision", "Deductible"],
    ],
  } as Record<string, [string, string][]>,
  vehicleTotal: [
    ["Vehicle", "Premium"],
    ["Total", "Per Vehicle"],
  ],
  none: ["Not covered", "Excluded", "Rejected", "--", ""],
  thousands: "Liability limits are shown in thousands of dollars (100/300 means $100,000/$300,000).",
  lien: ["Lienholder / Loss Payee", "Additional Interests", "Loss Payee"],
  drivers: ["Rated Driver(s)", "Drivers"],
  // Home
  homeTitle: {
    home: ["HOMEOWNER POLICY DECLARATIONS", "HOMEOWNERS POLICY DECLARATIONS"],
    condo: ["CONDOMINIUM POLICY DECLARATIONS", "CONDOMINIUM UNIT OWNERS DECLARATIONS"],
  },
  homeIntro:
    "These Declarations are a part of the policy named above and identified by policy number below. They supersede any Declarations issued earlier.",
  periodFrom: ["Policy Period From:", "Policy Period:"],
  periodText:
    "{eff} to {exp} but only if the required premium for this period has been paid. Each period begins and ends at 12:01 A.M. standard time at the Residence Premises.",
  premisesHead: ["Residence Premises Information:", "Location of Residence Premises:"],
  coverageHead: ["Coverage Detail", "Coverages and Limits", "Property and Liability Coverages"],
  homeHeads: [
    [
      ["", "Coverage"],
      ["Limits of", "Liability"],
      ["Deductible", "Amount"],
      ["Annual", "Premium"],
    ],
    [
      ["Policy", "Coverages"],
      ["Limit of", "Insurance"],
      ["Section I", "Deductible"],
      ["Coverage", "Premium"],
    ],
  ],
  homeCov: {
    DWELLING: ["Coverage A - Dwelling", "Dwelling|Coverage A"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "Other Structures|Coverage B"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Personal Property|Coverage C"],
    LOSS_OF_USE: ["Coverage D - Loss Of Use", "Loss Of Use|Coverage D"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "Personal Liability|Coverage E - Each Occurrence"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments", "Medical Payments To Others|Coverage F - Each Person"],
  } as Record<string, [string, string]>,
  condoA: ["Coverage A - Building Property", "Building Property|Coverage A"],
  noDed: ["Not Applicable", "N/A", ""],
  sameDed: ["Included", "See Above", ""],
  excludedRows: [
    ["Earthquake", "Excluded"],
    ["Flood", "Not covered"],
    ["Identity Theft", "Not covered"],
    ["Home Business", "Excluded"],
  ],
  allPerils: ["All Perils Deductible", "Section I Deductible - All Perils"],
  windHail: ["Wind/Hail", "Windstorm or Hail"],
  mortgagee: ["Mortgagee(s)", "Mortgagee / Lienholder", "Additional Interests"],
  loan: ["Loan Number", "Loan No."],
} as const;

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? "");
/** "$ 1,088.05": the sign set apart, as Nationwide's summary prints it. */
const apart = (cents: number) => dollars(fromCents(cents), { cents: true, sign: false });

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const long = (s: string) => formatDate(s, "Mon d, yyyy");
  const title = rng.pick(ROWS.title);
  const pages = rng.int(3, 6);
  const thousands = rng.chance(0.35);
  const small = w.size * 0.85;

  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.line(g.extras.brand, { bold: true, size: ww.size * 2 });
      ww.line(rng.pick(ROWS.tagline), { size: small }, 24);
      ww.gap();
      ww.line(`For coverage definitions and descriptions, visit ${g.extras.brand.replace(/\s/g, "")}.com`, {
        size: small,
      });
    },
    (ww) => {
      ww.line(`${rng.pick(ROWS.prepared)} ${formatDate(g.extras.issueDate, "Month d, yyyy")}     Page 1 of ${pages}`, {
        size: w.size * 0.75,
      });
      ww.line(title, { bold: true, size: ww.size * 1.6 });
      ww.gap(ww.lineHeight * 0.4);
      ww.line(fill(rng.pick(ROWS.product), { brand: g.extras.brand }), { bold: true });
      ww.kv(rng.pick(ROWS.period), [`${long(t.effectiveDate)} - ${long(t.expirationDate)}`], 72);
      ww.kv(rng.pick(ROWS.number), [t.policyNumber], 72);
    },
  );
  w.gap();
  w.line(rng.pick(ROWS.policyholder), { bold: true });
  for (const l of [
    ...t.insureds.map((_, i) => personName(g, i, "first-last", false)),
    ...addressLines(t.address, rng, false),
  ])
    w.line(l);
  w.gap();
  w.line(fill(rng.pick(ROWS.carrier), { carrier: t.carrier.name }));
  w.gap();

  // Premium summary: vehicle lines, then policy-level items, "$" apart from the amounts.
  hrule(w, 1.6, 2);
  w.line(rng.pick(ROWS.premiumSummary), { bold: true, size: w.size * 1.15 });
  hrule(w, 1.6, 2);
  const ps: Col[] = [
    { at: 0, width: 0.7 },
    { at: 0.76, width: 0.04 },
    { at: 0.8, width: 0.15, align: "r" },
  ];
  vehicles.forEach((v, k) => row(w, ps, [[`${v.year} ${v.make} ${v.model}`], ["$"], [apart(L.vehicleTotals[k])]]));
  for (const f of L.inFees) row(w, ps, [[rng.pick(ROWS.fees)], ["$"], [apart(f.amount)]]);
  hrule(w, 1.2, 2);
  row(w, [{ at: 0.3, width: 0.45, align: "r" }, ps[1], ps[2]], [[rng.pick(ROWS.total)], ["$"], [apart(L.total)]], {
    bold: true,
  });
  for (const f of L.outFees)
    w.line(`${f.label} of ${money(f.amount)} is billed per installment and not included above.`, { size: small });
  w.gap();

  // The matrix: vehicles down, coverages across, two-line titles, limit over premium in each cell.
  w.line(rng.pick(ROWS.matrixHead), { bold: true, size: w.size * 1.15 });
  w.line(rng.pick(ROWS.matrixNote), { size: small });
  const scheme = rng.int(0, 1);
  const none = rng.pick(ROWS.none);
  const k1000 = (n: number) => String(n / 1000);
  const lim = (c: TruthCoverage): string[] => {
    if (c.limitPerPerson !== null && c.limitPerAccident !== null)
      return thousands
        ? [`${k1000(c.limitPerPerson)}/${k1000(c.limitPerAccident)}`]
        : [`${dollars(c.limitPerPerson)}/`, dollars(c.limitPerAccident)];
    const out = c.limitPerAccident === null ? [] : [dollars(c.limitPerAccident)];
    if (c.deductible !== null) out.push(`${dollars(c.deductible)} ded`);
    return out;
  };
  const vehCell = (k: number) => {
    const v = vehicles[k];
    return [`${k + 1} ${v.year} ${v.make}`, v.model, v.vin];
  };
  const vehHead = rng.pick(ROWS.vehicleCol);
  const matrix = (head: string, cols: { title: [string, string]; cell: (k: number) => string[] }[]) => {
    if (!cols.length) return;
    w.ensure(w.lineHeight * 8);
    w.line(head, { bold: true });
    const first = 0.28;
    const cw = (1 - first) / cols.length;
    const cc: Col[] = [
      { at: 0, width: first },
      ...cols.map((_, i) => ({ at: first + i * cw, width: cw, align: "c" as const })),
    ];
    framed(w, () => {
      const hs = { bold: true, size: w.size * 0.8 };
      row(w, cc, [[vehHead[0]], ...cols.map((c) => [c.title[0]])], hs, { pad: 0, vlines: true });
      row(w, cc, [[vehHead[1]], ...cols.map((c) => [c.title[1]])], hs, { rule: true, vlines: true });
      vehicles.forEach((_, k) =>
        row(
          w,
          cc,
          [vehCell(k), ...cols.map((c) => c.cell(k))],
          { size: w.size * 0.9 },
          {
            rule: k < vehicles.length - 1,
            vlines: true,
            pad: 3,
          },
        ),
      );
    });
    w.gap();
  };
  const share = (c: TruthCoverage, k: number) => money(L.coverage.get(c)![k]);
  const liabilityCols = t.coverages
    .filter((c) => !c.vin)
    .map((c) => ({ title: ROWS.heads[c.code][scheme], cell: (k: number) => [...lim(c), share(c, k)] }));
  // A coverage the policy does not carry shows as a column of "Rejected" cells on some pages.
  if (!t.coverages.some((c) => c.code === "UMPD") && rng.chance(0.4))
    liabilityCols.push({ title: ROWS.heads.UMPD[scheme], cell: () => [rng.pick(["Rejected", "Not covered"])] });
  matrix(rng.pick(ROWS.liabilityPart), liabilityCols);
  const damageCols: { title: [string, string]; cell: (k: number) => string[] }[] = [];
  for (const code of ["COMP", "COLL"] as const) {
    const per = vehicles.map((v) => t.coverages.find((c) => c.code === code && c.vin === v.vin));
    if (!per.some(Boolean)) continue;
    damageCols.push({
      title: ROWS.heads[code][scheme],
      cell: (k) => {
        const c = per[k];
        return c ? [dollars(c.deductible!), share(c, k)] : [none];
      },
    });
  }
  g.extras.optional.slice(0, 2).forEach((o, j) =>
    damageCols.push({
      title: [o.label.split(" ")[0], o.label.split(" ").slice(1).join(" ")],
      cell: (k) => [o.limit, money(L.optional[j][k])],
    }),
  );
  damageCols.push({
    title: [...rng.pick(ROWS.vehicleTotal)] as [string, string],
    cell: (k) => [money(L.vehicleTotals[k])],
  });
  matrix(rng.pick(ROWS.damagePart), damageCols);
  const rest = g.extras.optional.slice(2);
  rest.forEach((o, i) => {
    const j = i + 2;
    w.line(`${o.label}: ${o.limit} (${L.optional[j].map((x, k) => `Veh ${k + 1} ${money(x)}`).join(", ")})`);
  });
  if (thousands) w.line(ROWS.thousands, { size: small });

  const loanPrinted = rng.chance(0.6);
  if (t.thirdParties.length) {
    w.gap();
    w.line(rng.pick(ROWS.lien), { bold: true });
    hrule(w);
    for (const p of t.thirdParties) {
      const k = vehicles.findIndex((v) => v.vin === p.vin);
      row(
        w,
        [
          { at: 0, width: 0.2 },
          { at: 0.2, width: 0.5 },
          { at: 0.72, width: 0.28 },
        ],
        [
          [`Vehicle ${k + 1}`, p.type === "lessor" ? "Lessor" : "Lienholder"],
          [p.name, ...addressLines(p.address, rng, false)],
          loanPrinted && p.loanNumber ? [`Loan No. ${p.loanNumber}`] : [""],
        ],
        {},
        { pad: 4 },
      );
    }
  }
  w.gap();
  w.line(rng.pick(ROWS.drivers), { bold: true });
  hrule(w);
  g.extras.drivers.forEach((n, k) =>
    row(
      w,
      [
        { at: 0, width: 0.06 },
        { at: 0.06, width: 0.4 },
        { at: 0.5, width: 0.2 },
        { at: 0.72, width: 0.28 },
      ],
      [
        [String(k + 1).padStart(2, "0")],
        [n],
        ["Principal"],
        [String(Math.min(k + 1, vehicles.length)).padStart(2, "0")],
      ],
    ),
  );
  w.gap();
  w.line(`A ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)} (${rng.int(1, 12)}/${rng.int(15, 23)})`, {
    size: w.size * 0.7,
  });
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  truth.carrier.naicCode = null;
  return { truth, variant: thousands ? "nationwide-rows+thousands" : "nationwide-rows", title };
};

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
  const title = rng.pick(ROWS.homeTitle[condo ? "condo" : "home"]);
  const up = (s: string) => formatDate(s, "MON dd yyyy").replace(/ (\d\d) /, " $1, ");
  const small = w.size * 0.85;
  const naic = !!g.extras.naicCode && rng.chance(0.4);

  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.line(g.extras.brand, { bold: true, size: ww.size * 2 });
      ww.line(rng.pick(ROWS.tagline), { size: small }, 24);
    },
    (ww) => {
      for (const l of title.split(" POLICY ")) {
        const s = l === title ? l : l.endsWith("DECLARATIONS") ? l : `${l} POLICY`;
        const style = { bold: true, size: ww.size * 1.4 };
        ww.put(s, ww.right - ww.width_(s, style), ww.y + style.size, style);
        ww.y += style.size * 1.3;
      }
      const p = `Page 1 of ${rng.int(2, 4)}`;
      ww.put(p, ww.right - ww.width_(p), ww.y + ww.size, {});
      ww.y += ww.lineHeight;
    },
  );
  w.gap();
  w.paragraph(ROWS.homeIntro);
  w.gap();
  sideBySide(
    w,
    0.45,
    (ww) => {
      ww.line("Policy Number:", { bold: true });
      ww.line(t.policyNumber);
      ww.gap();
      ww.line("Issued:", { bold: true });
      ww.line(up(g.extras.issueDate));
      ww.gap();
      ww.line("Issued by:", { bold: true });
      ww.paragraph(t.carrier.name.toUpperCase());
      if (naic) ww.line(`NAIC #${g.extras.naicCode}`);
    },
    (ww) => {
      ww.line(rng.pick(ROWS.policyholder), { bold: true });
      for (const l of [
        ...t.insureds.map((_, i) => personName(g, i, "first-last", true)),
        ...addressLines(t.address, rng, true),
      ])
        ww.line(l);
    },
  );
  w.gap();
  w.line(rng.pick(ROWS.periodFrom), { bold: true });
  w.paragraph(fill(ROWS.periodText, { eff: up(t.effectiveDate), exp: up(t.expirationDate) }));
  w.gap();
  framed(w, () => {
    w.line(rng.pick(ROWS.premisesHead), { bold: true });
    sideBySide(
      w,
      0.5,
      (ww) => {
        for (const l of addressLines(premises, rng, true)) ww.line(l);
      },
      (ww) => {
        for (const l of [
          `BUILT: ${g.extras.yearBuilt}`,
          `CONSTRUCTION: ${rng.pick(["FRAME", "MASONRY", "BRICK VENEER"])}`,
          `PROTECTION CLASS ${rng.int(1, 9)}`,
          `MILES FROM FIRE DEPT: ${String(rng.int(1, 9)).padStart(3, "0")}`,
        ])
          ww.line(l, { size: small });
      },
    );
  });
  w.gap();

  // The table: two-line titles over limit / deductible / premium.
  w.line(rng.pick(ROWS.coverageHead), { bold: true, size: w.size * 1.15 });
  const hv = rng.int(0, 1);
  const heads = ROWS.homeHeads[hv];
  const cc: Col[] = [
    { at: 0, width: 0.46 },
    { at: 0.46, width: 0.18, align: "r" },
    { at: 0.66, width: 0.16, align: "r" },
    { at: 0.84, width: 0.16, align: "r" },
  ];
  const hs = { bold: true, size: w.size * 0.9 };
  row(
    w,
    cc,
    heads.map((h) => [h[0]]),
    hs,
    { pad: 0 },
  );
  row(
    w,
    cc,
    heads.map((h) => [h[1]]),
    hs,
    { rule: true },
  );
  const scheme = rng.int(0, 1);
  const nameLines = (code: string) =>
    (code === "DWELLING" && condo ? ROWS.condoA[scheme] : ROWS.homeCov[code][scheme]).split("|");
  const dedInRowA = rng.chance(0.5);
  const noDed = rng.pick(ROWS.noDed);
  const sameDed = rng.pick(ROWS.sameDed);
  const codes = [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ];
  for (const code of codes) {
    const c = t.coverages.find((x) => x.code === code);
    const section2 = code === "PERSONAL_LIABILITY" || code === "MEDICAL_PAYMENTS";
    const ded = section2 ? noDed : code === "DWELLING" && dedInRowA ? dollars(dwelling.deductible!) : sameDed;
    if (c)
      row(
        w,
        cc,
        [nameLines(code), [dollars(c.limitPerAccident!)], [ded], [money(L.coverage.get(c)![0])]],
        {},
        { rule: true, pad: 3 },
      );
    else if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
      row(w, cc, [nameLines(code), ["Actual Loss Sustained"], [ded], ["Included"]], {}, { rule: true, pad: 3 });
    else if (code === "OTHER_STRUCTURES" && condo && rng.chance(0.5))
      row(w, cc, [nameLines(code), ["Not covered"], [""], [""]], {}, { rule: true, pad: 3 });
  }
  if (!dedInRowA)
    row(
      w,
      cc,
      [[rng.pick(ROWS.allPerils)], [""], [dollars(dwelling.deductible!)], [""]],
      { bold: true },
      { rule: true },
    );
  if (g.extras.windHailPercent)
    row(w, cc, [[rng.pick(ROWS.windHail)], [""], [`${g.extras.windHailPercent}% of Cov A`], [""]], {}, { rule: true });
  g.extras.optional.forEach((o, j) =>
    row(w, cc, [[o.label], [o.limit], [""], [money(L.optional[j][0])]], {}, { rule: true, pad: 3 }),
  );
  for (const [n, v] of rng.shuffle(ROWS.excludedRows).slice(0, rng.int(1, 3)))
    row(w, cc, [[n], [v], [""], [""]], {}, { rule: true });
  for (const f of L.inFees) row(w, cc, [[f.label], [""], [""], [money(f.amount)]], {}, { rule: true });
  row(w, [cc[0], { at: 0.66, width: 0.34, align: "r" }], [[rng.pick(ROWS.total)], [money(L.total)]], { bold: true });
  for (const f of L.outFees)
    w.line(`${f.label}: ${money(f.amount)} per installment (not part of the premium)`, { size: small });
  w.gap();

  const loanPrinted = rng.chance(0.7);
  if (t.thirdParties.length) {
    w.line(rng.pick(ROWS.mortgagee), { bold: true });
    hrule(w);
    const mc: Col[] = [
      { at: 0, width: 0.08 },
      { at: 0.08, width: 0.56 },
      { at: 0.66, width: 0.34 },
    ];
    row(w, mc, [["#"], ["Name and Address"], [loanPrinted ? rng.pick(ROWS.loan) : ""]], { bold: true });
    t.thirdParties.forEach((p, i) =>
      row(
        w,
        mc,
        [
          [String(i + 1)],
          [p.name.toUpperCase(), ...addressLines(p.address, rng, true)],
          [loanPrinted ? (p.loanNumber ?? "") : ""],
        ],
        {},
        { pad: 4 },
      ),
    );
  }
  w.gap();
  w.line(`H ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 20)}`, { size: w.size * 0.7 });
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  if (!naic) truth.carrier.naicCode = null;
  return { truth, variant: condo ? "nationwide-condo" : "nationwide-home", title };
};

export const vehicleRows: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
