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
  putRight,
  row,
  sideBySide,
  vehicleList,
  type Col,
  type KindFn,
  money,
} from "./common";
import { SIDEBAR as S } from "./wording";

// Imitates letter-like declarations with a summary column: Allstate's house & home page (premium
// box and discounts on the left, a "Summary" sidebar with the insured, the policy and the agency's
// own address on the right, coverages below) and Progressive's auto coverage summary (carrier
// return address above the insured's window address, policy facts in a right column, dates in
// sentences, then one coverage table per vehicle with its own premiums).

const long = (iso: string) => formatDate(iso, "Month d, yyyy");
const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? "");

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const title = rng.pick(S.homeTitle[condo ? "condo" : "home"]);
  const premises = dwellingAddress(t)!;
  const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
  const scheme = rng.int(0, 1);
  const naic = !!g.extras.naicCode && rng.chance(0.4);

  sideBySide(
    w,
    0.62,
    (ww) => {
      ww.line(title, { bold: true, size: ww.size * 1.5 });
      ww.line(`Your policy effective date is ${long(t.effectiveDate)}`);
    },
    (ww) => {
      ww.line(g.extras.brand, { bold: true, size: ww.size * 2 });
      ww.line(rng.pick(["You're in good hands.", "Here for you.", ""]), { size: ww.size * 0.9 });
    },
  );
  putRight(w, `Page 1 of ${rng.int(2, 4)}`);
  w.gap(w.lineHeight * 1.5);

  const pair: Col[] = [
    { at: 0, width: 0.72 },
    { at: 0.72, width: 0.28, align: "r" },
  ];
  sideBySide(
    w,
    0.64,
    (ww) => {
      ww.line(rng.pick(S.totalHead), { bold: true, size: ww.size * 1.3 });
      hrule(ww);
      const coverageCents = L.base;
      row(ww, pair, [[rng.pick(S.propertyPremium)], [money(coverageCents)]]);
      for (const f of L.inFees) row(ww, pair, [[f.label], [money(f.amount)]]);
      framed(ww, () => row(ww, pair, [[rng.pick(S.total)], [money(L.total)]], { bold: true, size: ww.size * 1.15 }));
      for (const f of L.outFees)
        ww.line(`${f.label} of ${money(f.amount)} is billed separately and is not part of your premium.`, {
          size: ww.size * 0.8,
        });
      ww.gap();
      ww.line(rng.pick(S.discounts), { bold: true, size: ww.size * 1.2 });
      hrule(ww);
      const names = rng.shuffle(S.discountNames).slice(0, rng.int(2, 6));
      const amounts = names.map(() => rng.int(1500, 40000));
      const four: Col[] = [
        { at: 0, width: 0.3 },
        { at: 0.3, width: 0.18, align: "r" },
        { at: 0.52, width: 0.3 },
        { at: 0.82, width: 0.18, align: "r" },
      ];
      for (let i = 0; i < names.length; i += 2)
        row(
          ww,
          four,
          [[names[i]], [money(amounts[i])], [names[i + 1] ?? ""], [names[i + 1] ? money(amounts[i + 1]) : ""]],
          {},
          { pad: 0 },
        );
      framed(ww, () =>
        row(ww, pair, [[rng.pick(S.discountTotal)], [money(amounts.reduce((s, x) => s + x, 0))]], { bold: true }),
      );
    },
    (ww) => {
      ww.line(`${rng.pick(S.asOf)} ${long(g.extras.issueDate)}`);
      ww.line(rng.pick(S.summary), { bold: true, size: ww.size * 1.4 });
      hrule(ww);
      const block = (label: string, lines: string[], bold = false) => {
        ww.line(label);
        for (const l of lines) ww.line(l, { bold });
        ww.gap(ww.lineHeight * 0.3);
      };
      block(
        rng.pick(S.named),
        t.insureds.map((_, i) => personName(g, i, "first-last", false)),
        true,
      );
      block(rng.pick(S.mailing), addressLines(t.address, rng, false));
      block(rng.pick(S.number), [t.policyNumber], true);
      block(rng.pick(S.providedBy), [t.carrier.name, ...(naic ? [`NAIC ${g.extras.naicCode}`] : [])], true);
      ww.line(rng.pick(S.period));
      ww.paragraph(`Beginning ${long(t.effectiveDate)} through ${long(t.expirationDate)} at 12:01 a.m. standard time`);
      ww.gap(ww.lineHeight * 0.3);
      const office = officeAddress(rng);
      block(fill(rng.pick(S.agency), { brand: g.extras.brand }), [
        g.extras.agent.name,
        ...addressLines(office, rng, false),
        g.extras.agent.phone,
      ]);
    },
  );
  w.gap();
  w.paragraph(S.agentNotice, { bold: true, size: w.size * 0.85 });
  w.gap();

  w.line(`${rng.pick(S.details)}*`, { bold: true, size: w.size * 1.3 });
  hrule(w);
  w.line(`${rng.pick(S.location)} ${addressLines(premises, rng, false).join(", ")}`, { bold: true });
  w.line(
    `Dwelling Style: Built in ${g.extras.yearBuilt}; ${condo ? "condominium unit" : "1 family"}; ${rng.int(800, 4200).toLocaleString("en-US")} sq. ft.; ${rng.int(1, 3)} stories`,
  );
  w.gap();

  w.line(rng.pick(S.coverageHead), { bold: true, size: w.size * 1.3 });
  hrule(w);
  const cols: Col[] = [
    { at: 0, width: 0.42 },
    { at: 0.42, width: 0.3 },
    { at: 0.74, width: 0.26 },
  ];
  row(
    w,
    cols,
    rng.pick(S.homeCols).map((h) => [h]),
    { bold: true },
    { rule: true },
  );
  const ruled = rng.chance(0.5);
  const allPeril = `${dollars(dwelling.deductible!)} ${rng.pick(S.allPeril)}`;
  const wind = g.extras.windHailPercent
    ? [
        `${dollars(Math.round((dwelling.limitPerAccident! * g.extras.windHailPercent) / 100))} Windstorm and hail (${g.extras.windHailPercent}%)`,
      ]
    : [];
  const name = (code: keyof typeof S.homeCov) => (code === "DWELLING" && condo ? S.condoA : S.homeCov[code])[scheme];
  for (const code of [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ] as const) {
    const c = t.coverages.find((x) => x.code === code);
    if (code === "LOSS_OF_USE" && !c && g.extras.lossOfUseAls)
      row(w, cols, [[name(code)], ["Actual loss sustained, up to 12 months"], [""]]);
    if (!c) continue;
    const limit =
      code === "LOSS_OF_USE"
        ? [`Up to 12 months not to exceed ${dollars(c.limitPerAccident!)}`]
        : code === "PERSONAL_LIABILITY"
          ? [`${dollars(c.limitPerAccident!)} each occurrence`]
          : code === "MEDICAL_PAYMENTS"
            ? [`${dollars(c.limitPerAccident!)} each person`]
            : [dollars(c.limitPerAccident!)];
    row(w, cols, [[name(code)], limit, code === "DWELLING" ? [allPeril, ...wind] : [""]], {}, { rule: ruled });
  }
  for (const o of g.extras.optional) row(w, cols, [[o.label], [o.limit], [""]]);

  if (t.thirdParties.length) {
    w.gap();
    w.line(rng.pick(S.mortgagee), { bold: true, size: w.size * 1.2 });
    hrule(w);
    const loan = rng.pick(S.loan);
    for (const p of t.thirdParties) {
      for (const l of [p.name, ...addressLines(p.address, rng, false)]) w.line(l);
      if (p.loanNumber) w.line(`${loan} ${p.loanNumber}`);
      w.gap(w.lineHeight * 0.4);
    }
  }
  if (!naic) truth.carrier.naicCode = null;
  return { truth, variant: "allstate-home", title };
};

/** Split limits as Progressive prints them: "$100,000 each person/$300,000 each accident" or stacked. */
function limitText(c: TruthCoverage, stacked: boolean): string[] {
  if (c.limitPerPerson !== null && c.limitPerAccident !== null) {
    const a = `${dollars(c.limitPerPerson)} each person`;
    const b = `${dollars(c.limitPerAccident)} each accident`;
    return stacked ? [a, b] : [`${a}/${b}`];
  }
  if (c.limitPerAccident === null) return [];
  return [`${dollars(c.limitPerAccident)} ${c.code === "MEDPAY" ? "each person" : "each accident"}`];
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const title = rng.pick(S.autoTitle);
  const short = (iso: string) => formatDate(iso, "Mon d, yyyy");
  const stacked = rng.chance(0.5);
  const naic = !!g.extras.naicCode && rng.chance(0.3);
  const term = g.extras.termMonths === 6 ? "6 month" : "12 month";

  sideBySide(
    w,
    0.55,
    (ww) => {
      for (const l of [g.extras.brand.toUpperCase(), ...carrierAddress(rng).map((l) => l.toUpperCase())])
        ww.line(l, { size: ww.size * 0.9 });
      ww.gap(ww.lineHeight * 4);
      const names = t.insureds.map((_, i) => personName(g, i, "first-last", true));
      for (const l of [...names, ...addressLines(t.address, rng, true)]) ww.line(l);
    },
    (ww) => {
      ww.line(g.extras.brand.toUpperCase(), { bold: true, size: ww.size * 2 });
      ww.gap();
      ww.line(`Policy Number: ${t.policyNumber}`, { bold: true, size: ww.size * 1.1 });
      for (const l of [
        "Underwritten by:",
        t.carrier.name,
        long(g.extras.issueDate),
        `Policy Period: ${short(t.effectiveDate)} - ${short(t.expirationDate)}`,
        `Page 1 of ${rng.int(2, 3)}`,
      ])
        ww.line(l, {}, 12);
      ww.gap();
      ww.line(`1-800-${rng.int(200, 999)}-${rng.int(1000, 9999)}`, { bold: true });
      ww.line("For customer service and claims service, 24 hours a day, 7 days a week.", { size: ww.size * 0.9 }, 12);
    },
  );
  w.gap(w.lineHeight * 2);
  w.line(title, { bold: true, size: w.size * 1.7 });
  const sub = rng.pick(S.autoSub);
  if (sub) w.line(sub, { size: w.size * 1.4 });
  w.gap();
  w.paragraph(fill(rng.pick(S.begins), { eff: long(t.effectiveDate), exp: long(t.expirationDate) }));
  w.paragraph(
    `Your insurance policy and any policy endorsements contain a full explanation of your coverage. The policy limits shown for a vehicle may not be combined with the limits for the same coverage on another vehicle. The policy contract is form ${rng.int(1000, 9999)}${rng.pick(["D", "A", ""])} (${String(rng.int(1, 12)).padStart(2, "0")}/${rng.int(10, 24)}).`,
    { size: w.size * 0.95 },
  );
  w.gap();

  w.line(rng.pick(S.drivers), { bold: true, size: w.size * 1.2 });
  const insuredNames = new Set(t.insureds.map((p) => `${p.firstName} ${p.lastName}`));
  for (const d of g.extras.drivers) {
    w.line(d, { bold: true }, 20);
    w.line(
      `Additional information: ${insuredNames.has(d) ? S.driverRole.insured : rng.pick(S.driverRole.other)}`,
      {},
      20,
    );
  }
  w.gap();

  w.line(rng.pick(S.outline), { bold: true, size: w.size * 1.2 });
  const cols: Col[] = [
    { at: 0.03, width: 0.37 },
    { at: 0.4, width: 0.32 },
    { at: 0.72, width: 0.13, align: "r" },
    { at: 0.85, width: 0.15, align: "r" },
  ];
  const heads = rng.pick(S.autoCols);
  const scheme = rng.int(0, 1);
  const name = (code: string) => S.autoCov[code as keyof typeof S.autoCov][scheme];
  const loan = rng.pick(["Loan #", "Loan number:", "Account:"]);
  vehicles.forEach((v, k) => {
    w.gap(w.lineHeight * 0.5);
    const car = `${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}${v.trim ? ` ${v.trim.toUpperCase()}` : ""}`;
    w.line(car, { bold: true });
    w.line(`VIN ${v.vin}`);
    for (const p of t.thirdParties.filter((x) => x.vin === v.vin)) {
      const kind = p.type === "lessor" ? rng.pick(S.lessor) : rng.pick(S.lienholder);
      w.line(
        `${kind}: ${p.name}, ${addressLines(p.address, rng, false).join(", ")}${p.loanNumber ? `  ${loan} ${p.loanNumber}` : ""}`,
        { size: w.size * 0.9 },
      );
    }
    row(
      w,
      cols,
      heads.map((h) => [h]),
      { bold: true, size: w.size * 0.9 },
      { rule: true },
    );
    for (const c of t.coverages.filter((x) => !x.vin)) {
      const ded = c.deductible !== null ? [dollars(c.deductible)] : [""];
      row(w, cols, [[name(c.code)], limitText(c, stacked), ded, [money(L.coverage.get(c)![k])]], {}, { pad: 1 });
    }
    for (const code of ["COMP", "COLL"]) {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      if (c)
        row(
          w,
          cols,
          [
            [name(code)],
            [c.deductible === 0 ? "No deductible" : ""],
            [c.deductible === 0 ? "$0" : dollars(c.deductible!)],
            [money(L.coverage.get(c)![k])],
          ],
          {},
          { pad: 1 },
        );
      else if (rng.chance(0.6))
        row(w, cols, [[name(code)], [rng.pick(["Not covered", "No coverage", "--"])], [""], [""]], {}, { pad: 1 });
    }
    g.extras.optional.forEach((o, j) =>
      row(w, cols, [[o.label], [o.limit], [""], [money(L.optional[j][k])]], {}, { pad: 1 }),
    );
    hrule(w, 0.4);
    row(
      w,
      [{ at: 0.03, width: 0.82 }, cols[3]],
      [[fill(rng.pick(S.vehicleTotal), { car: `${v.year} ${v.make} ${v.model}` })], [money(L.vehicleTotals[k])]],
      { bold: true },
    );
  });
  w.gap();
  const pair: Col[] = [
    { at: 0.03, width: 0.82 },
    { at: 0.85, width: 0.15, align: "r" },
  ];
  if (L.inFees.length) {
    row(w, pair, [["Premium for all vehicles"], [money(L.base)]]);
    for (const f of L.inFees) row(w, pair, [[f.label], [money(f.amount)]]);
  }
  row(
    w,
    pair,
    [[fill(rng.pick(S.policyTotal), { term })], [money(L.total)]],
    { bold: true, size: w.size * 1.1 },
    { rule: true },
  );
  for (const f of L.outFees)
    w.line(
      `${f.label}: ${money(f.amount)} per installment (not included in the policy premium)`,
      { size: w.size * 0.9 },
      8,
    );
  const bill = rng.pick(S.notBill);
  if (bill) w.line(bill, { bold: true }, 8);
  w.gap();
  w.line(
    `Form ${rng.int(1000, 9999)} ${t.address.state} (${String(rng.int(1, 12)).padStart(2, "0")}/${rng.int(15, 24)})${naic ? `   NAIC ${g.extras.naicCode}` : ""}`,
    { size: w.size * 0.75 },
  );
  if (!naic) truth.carrier.naicCode = null;
  return { truth, variant: "progressive-auto", title };
};

export const sidebarSummary: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
