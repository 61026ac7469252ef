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
  officeAddress,
  personName,
  row,
  sameAddress,
  sideBySide,
  vehicleList,
  type Col,
  type DateStyle,
  type KindFn,
} from "./common";
import { MAINFRAME as M } from "./wording";

// Imitates forms printed by a carrier's mainframe onto pre-ruled stock: USAA's auto renewal (a
// coverage grid whose rows are coverages and whose column pairs are vehicles, "D=DED AMOUNT" next
// to "PREMIUM"), USAA's amended home page (boxed sections) and Citizens/Hanover's homeowners page
// (a boxed header row, the agent beside the insured). Everything is upper case and terse.

const up = (s: string) => s.toUpperCase();
const plain = (cents: number) => dollars(fromCents(cents), { cents: true, sign: false });

function header(w: Writer, g: GeneratedPolicy, rng: Rng, right: (w: Writer) => void, titles: string[]): void {
  w.line(up(g.truth.carrier.name), { bold: true, size: w.size * 1.15 });
  w.line(rng.pick(["(A Stock Insurance Company)", "(A Mutual Company)", "(A Reciprocal Insurer)", ""]), {
    size: w.size * 0.8,
  });
  w.line(carrierAddress(rng).join(" - "), { size: w.size * 0.85 });
  sideBySide(
    w,
    0.52,
    (ww) => {
      ww.line(up(g.extras.brand), { bold: true, size: ww.size * 1.5 });
      for (const t of titles.filter(Boolean)) ww.line(t);
    },
    right,
  );
}

const limitCells = (c: TruthCoverage, money: (n: number) => string, qp: string, qa: string) =>
  c.limitPerPerson !== null && c.limitPerAccident !== null
    ? { qual: [qp, qa], amount: [money(c.limitPerPerson), money(c.limitPerAccident)] }
    : { qual: [qa], amount: [c.limitPerAccident === null ? "" : money(c.limitPerAccident)] };

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const dates: DateStyle = rng.pick(["MON dd yyyy", "mm/dd/yy", "mm-dd-yy"]);
  const d = (s: string) => up(formatDate(s, dates));
  const money = rng.pick([(n: number) => dollars(n), (n: number) => dollars(n, { sign: false })]);
  const term = g.extras.termMonths === 6 ? "6-MONTH" : "12-MONTH";
  const twoDigitYear = rng.chance(0.35);
  const title = `${t.address.state} ${rng.pick(M.autoTitle)}`;

  header(
    w,
    g,
    rng,
    (ww) =>
      framed(ww, () => {
        row(
          ww,
          [
            { at: 0, width: 0.3 },
            { at: 0.3, width: 0.7 },
          ],
          [["STATE"], ["POLICY NUMBER"]],
          {
            size: ww.size * 0.75,
            bold: true,
          },
        );
        row(
          ww,
          [
            { at: 0, width: 0.3 },
            { at: 0.3, width: 0.7 },
          ],
          [[t.address.state], [t.policyNumber]],
        );
        hrule(ww, 0.5);
        ww.line("POLICY PERIOD: (12:01 A.M. standard time)", { size: ww.size * 0.8 });
        ww.line(`EFFECTIVE ${d(t.effectiveDate)} TO ${d(t.expirationDate)}`, { bold: true });
      }),
    [title, rng.pick(M.autoAction), rng.pick(M.attach)],
  );
  w.gap();
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", true));
  sideBySide(
    w,
    0.52,
    (ww) =>
      framed(ww, () => {
        ww.line(rng.pick(M.insuredBox), { bold: true, size: ww.size * 0.85 });
        ww.gap();
        for (const l of [...names, ...addressLines(t.address, rng, true)]) ww.line(l, {}, 20);
      }),
    (ww) =>
      framed(ww, () => {
        ww.line(rng.pick(M.operators), { bold: true, size: ww.size * 0.85 });
        g.extras.drivers.forEach((n, i) => ww.line(`${String(i + 1).padStart(2, "0")} ${up(n)}`));
      }),
  );
  w.gap();

  // Vehicle description: a ruled box, as the pre-printed stock has.
  framed(w, () => {
    w.line(rng.pick(M.vehicleBox), { bold: true, size: w.size * 0.85 });
    const cols: Col[] = [
      { at: 0, width: 0.06 },
      { at: 0.06, width: 0.07 },
      { at: 0.13, width: 0.14 },
      { at: 0.27, width: 0.2 },
      { at: 0.47, width: 0.08 },
      { at: 0.55, width: 0.09, align: "r" },
      { at: 0.66, width: 0.28 },
      { at: 0.94, width: 0.06 },
    ];
    const small = { size: w.size * 0.7, bold: true };
    row(
      w,
      cols,
      [
        ["VEH"],
        ["YEAR"],
        ["TRADE NAME"],
        ["MODEL"],
        ["BODY TYPE"],
        ["ANNUAL MILEAGE"],
        ["IDENTIFICATION NUMBER"],
        ["USE"],
      ],
      small,
      { rule: true, vlines: true },
    );
    vehicles.forEach((v, i) =>
      row(
        w,
        cols,
        [
          [String(i + 1).padStart(2, "0")],
          [twoDigitYear ? String(v.year).slice(2) : String(v.year)],
          [up(v.make)],
          [up(`${v.model} ${v.trim}`.trim())],
          [rng.pick(["4D", "SW", "PK", "UT", "2D", "VN"])],
          [String(rng.int(3, 18) * 1000)],
          [v.vin],
          [rng.pick(["P", "W", "B"])],
        ],
        {},
        { vlines: true },
      ),
    );
  });
  w.line("The Vehicle(s) described herein is principally garaged at the above address unless otherwise stated.", {
    size: w.size * 0.8,
  });
  vehicles.forEach((_, i) =>
    w.line(`VEH ${String(i + 1).padStart(2, "0")}  ${up(t.address.city)} ${t.address.state} ${t.address.postalCode}`),
  );
  w.gap();
  w.paragraph(rng.pick(M.notice), { bold: true, size: w.size * 0.85 });

  // The grid: coverages down the left, one (deductible, premium) column pair per vehicle slot.
  const slots = Math.min(4, Math.max(vehicles.length, rng.pick([vehicles.length, 3, 4])));
  const left: Col[] = [
    { at: 0, width: 0.18 },
    { at: 0.18, width: 0.11 },
    { at: 0.29, width: 0.13, align: "r" },
  ];
  const gw = 0.58 / slots;
  const pairs: Col[] = Array.from({ length: slots }, (_, k) => [
    { at: 0.42 + k * gw, width: gw * 0.45 },
    { at: 0.42 + k * gw + gw * 0.45, width: gw * 0.55, align: "r" as const },
  ]).flat();
  const blanks = (fill: (k: number, premium: boolean) => string[]) =>
    Array.from({ length: slots * 2 }, (_, j) => fill(Math.floor(j / 2), j % 2 === 1));
  const qp = rng.pick(M.perPerson);
  const qa = rng.pick(M.perAccident);
  const small = { size: w.size * 0.7, bold: true };
  const grid = () => {
    row(
      w,
      [{ at: 0, width: 0.42 }, ...pairs],
      [
        ["COVERAGES        LIMITS OF LIABILITY", '("ACV" MEANS ACTUAL CASH VALUE)'],
        ...blanks((k, p) =>
          p
            ? ["", k < vehicles.length ? term : ""]
            : ["VEH", k < vehicles.length ? String(k + 1).padStart(2, "0") : ""],
        ),
      ],
      small,
      { vlines: true },
    );
    row(
      w,
      [{ at: 0, width: 0.42 }, ...pairs],
      [[""], ...blanks((_, p) => (p ? ["PREMIUM", "$"] : ["D=DED", "AMOUNT"]))],
      small,
      { vlines: true, rule: true },
    );
    const heading = (text: string) =>
      row(w, [{ at: 0, width: 0.42 }, ...pairs], [[text], ...blanks(() => [""])], {}, { vlines: true, pad: 0 });
    const line = (
      name: string,
      lim: { qual: string[]; amount: string[] },
      ded: (k: number) => string,
      cents: number[],
    ) => {
      const last = lim.qual.length - 1;
      row(
        w,
        [...left, ...pairs],
        [
          ["  " + name],
          lim.qual,
          lim.amount,
          ...blanks((k, p) => {
            if (k >= vehicles.length || !cents[k]) return [""];
            const cell = p ? plain(cents[k]) : ded(k);
            return [...Array(last).fill(""), cell];
          }),
        ],
        {},
        { vlines: true, pad: 0 },
      );
    };
    const byCode = (code: string) => t.coverages.filter((c) => c.code === code);
    const one = (code: string) => byCode(code)[0];
    const none = () => "";
    const liab = [one("CSL"), one("BI"), one("PD")].filter(Boolean);
    if (liab.length) heading(rng.pick(M.parts.liability));
    for (const c of liab)
      line(
        c.code === "CSL" ? "BI & PD COMBINED" : c.code === "BI" ? "BODILY INJURY" : "PROPERTY DAMAGE",
        limitCells(c, money, qp, qa),
        none,
        L.coverage.get(c)!,
      );
    const med = one("MEDPAY");
    if (med) {
      heading(rng.pick(M.parts.medical));
      line("MEDICAL PAYMENTS", limitCells(med, money, qp, qp), none, L.coverage.get(med)!);
    }
    const um = [one("UMBI"), one("UIMBI"), one("UMPD")].filter(Boolean);
    if (um.length) heading(rng.pick(M.parts.uninsured));
    for (const c of um)
      line(
        c.code === "UMBI" ? "BODILY INJURY" : c.code === "UIMBI" ? "UNDERINSURED BI" : "PROPERTY DAMAGE",
        limitCells(c, money, qp, qa),
        () => (c.deductible !== null ? `D ${c.deductible}` : ""),
        L.coverage.get(c)!,
      );
    const damage = [byCode("COMP"), byCode("COLL")].filter((x) => x.length);
    if (damage.length) heading(rng.pick(M.parts.damage));
    const acv = rng.pick(M.acv);
    const noDed = rng.pick(["FULL", "D   0", "NONE"]);
    for (const per of damage) {
      const cents = vehicles.map((_, k) => per.reduce((s, c) => s + L.coverage.get(c)![k], 0));
      const ded = (k: number) => {
        const c = per.find((x) => x.vin === vehicles[k].vin);
        return !c ? "" : c.deductible === 0 ? noDed : `D${String(c.deductible).padStart(4, " ")}`;
      };
      line(rng.pick(per[0].code === "COMP" ? M.comp : M.coll), { qual: [acv], amount: [""] }, ded, cents);
    }
    if (g.extras.optional.length) heading(rng.pick(M.parts.other));
    g.extras.optional.forEach((o, j) => line(up(o.label), { qual: [""], amount: [up(o.limit)] }, none, L.optional[j]));
    row(
      w,
      [{ at: 0, width: 0.42 }, ...pairs],
      [
        [rng.pick(M.vehicleTotal)],
        ...blanks((k, p) => (p && k < vehicles.length ? [plain(L.vehicleTotals[k])] : [""])),
      ],
      { bold: true },
      { vlines: true, rule: true },
    );
  };
  framed(w, grid, 2);
  w.gap();

  const termWord = g.extras.termMonths === 6 ? "6 MONTH" : "12 MONTH";
  const fees = L.inFees;
  w.line(`${termWord} PREMIUM $ ${plain(L.base)}`, {}, 20);
  for (const f of fees) w.line(`${up(f.label)} $ ${plain(f.amount)}`, {}, 20);
  if (fees.length) w.line(`TOTAL ${termWord} PREMIUM $ ${plain(L.total)}`, { bold: true }, 20);
  for (const f of L.outFees) w.line(`${up(f.label)} $ ${plain(f.amount)} - NOT INCLUDED IN PREMIUM SHOWN`, {}, 20);
  const due = rng.pick(M.due);
  if (due) w.line(due, {}, 20);
  w.gap();

  // What is not carried is spelled out, per vehicle: a reader must not take it for coverage.
  const missing = vehicles.map((v) => {
    const out: string[] = [];
    if (!t.coverages.some((c) => c.code === "MEDPAY")) out.push("MEDICAL PAYMENTS");
    if (!t.coverages.some((c) => c.code === "UMBI" || c.code === "CSL")) out.push("UNINSURED MOTORISTS");
    if (!t.coverages.some((c) => c.code === "COMP" && c.vin === v.vin)) out.push("COMPREHENSIVE");
    if (!t.coverages.some((c) => c.code === "COLL" && c.vin === v.vin)) out.push("COLLISION");
    if (!g.extras.optional.some((o) => /rental/i.test(o.label))) out.push("RENTAL REIMBURSEMENT");
    return out;
  });
  if (missing.some((m) => m.length)) {
    w.line(rng.pick(M.notProvided));
    missing.forEach((m, i) => m.length && w.paragraph(`  VEH ${String(i + 1).padStart(2, "0")} - ${m.join(", ")}`));
  }

  const loanLabel = rng.pick(M.loan);
  if (t.thirdParties.length) w.gap();
  t.thirdParties.forEach((p) => {
    const k = vehicles.findIndex((v) => v.vin === p.vin);
    const kind = p.type === "lessor" ? rng.pick(M.lessor) : rng.pick(M.lossPayee);
    w.line(`${kind}: VEH ${String(k + 1).padStart(2, "0")}`, { bold: true });
    for (const l of [up(p.name), ...addressLines(p.address, rng, true)]) w.line(l, {}, 20);
    if (p.loanNumber) w.line(`${loanLabel} ${p.loanNumber}`, {}, 20);
  });
  w.gap();
  w.line(
    `ENDORSEMENTS: ${Array.from({ length: rng.int(2, 4) }, () => `${up(rng.pick(["A", "ACC", "RSG", "PP"]))}${rng.int(10, 999)}(${String(rng.int(1, 3)).padStart(2, "0")})`).join("  ")}`,
    { size: w.size * 0.9 },
  );
  if (!footer(w, g, rng, d)) truth.carrier.naicCode = null;
  return { truth, variant: "usaa-auto", title };
};

/** Small print at the bottom; the NAIC code is printed only sometimes (returns whether it was). */
function footer(w: Writer, g: GeneratedPolicy, rng: Rng, d: (s: string) => string): boolean {
  w.gap();
  w.paragraph(`${rng.pick(M.witness)}, on this date ${d(g.extras.issueDate)}.`, { size: w.size * 0.8 });
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  if (naic) w.line(`NAIC ${g.extras.naicCode}  ${up(g.extras.form)}`, { size: w.size * 0.75 });
  return naic;
}

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const dates: DateStyle = rng.pick(["mm/dd/yy", "mm/dd/yyyy", "MON dd yyyy"]);
  const d = (s: string) => up(formatDate(s, dates));
  const money = (n: number) => dollars(n);
  const premises = dwellingAddress(t)!;
  const samePremises = sameAddress(premises, t.address);
  const names = t.insureds.map((_, i) => personName(g, i, rng.pick(["first-last", "last-first"] as const), true));
  const citizens = rng.chance(0.5);
  // One naming scheme per page, as one carrier's system prints it.
  const scheme = rng.int(0, 2);
  const cov = (code: keyof typeof M.homeCov) => (code === "DWELLING" && condo ? M.condoA : M.homeCov[code])[scheme];
  const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
  const title = rng.pick(M.homeTitle[condo ? "condo" : "home"]);

  if (citizens) {
    // Citizens/Hanover: brand at the top right, one ruled header row, the agent beside the insured.
    w.line(`${g.extras.brand} Insurance`, { bold: true, size: w.size * 1.5 });
    w.line(`A company of ${rng.pick(["the", "The"])} ${g.extras.brand} Insurance Group`, { size: w.size * 0.75 });
    w.line("DECLARATION", { bold: true });
    w.line(title);
    w.gap();
    const cols: Col[] = [
      { at: 0, width: 0.2 },
      { at: 0.2, width: 0.24, align: "c" },
      { at: 0.44, width: 0.38 },
      { at: 0.82, width: 0.18, align: "c" },
    ];
    framed(w, () => {
      row(
        w,
        cols,
        [["POLICY NUMBER"], ["POLICY PERIOD"], [rng.pick(M.providedIn)], ["AGENCY CODE"]],
        { size: w.size * 0.8 },
        { vlines: true, rule: true },
      );
      row(
        w,
        cols,
        [
          [t.policyNumber],
          [`${d(t.effectiveDate)} - ${d(t.expirationDate)}`],
          [up(t.carrier.name)],
          [g.extras.agent.code],
        ],
        {},
        { vlines: true },
      );
    });
    w.gap();
    const office = officeAddress(rng);
    sideBySide(
      w,
      0.5,
      (ww) => {
        ww.line("NAMED INSURED AND MAILING ADDRESS", { size: ww.size * 0.8 });
        for (const l of [...names, ...addressLines(t.address, rng, true)]) ww.line(l);
      },
      (ww) => {
        ww.line("AGENT", { size: ww.size * 0.8 });
        for (const l of [up(g.extras.agent.agency), ...addressLines(office, rng, true), g.extras.agent.phone])
          ww.line(l);
      },
    );
    w.gap();
    w.line("POLICY PERIOD- 12:01 A.M. STANDARD TIME AT THE RESIDENCE PREMISES", {}, 24);
    w.line(rng.pick(M.premisesLine), {}, 24);
    w.line(
      samePremises && rng.chance(0.3) ? "SAME AS MAILING ADDRESS" : addressLines(premises, rng, true).join(", "),
      {},
      36,
    );
    w.gap();
    const cc: Col[] = [
      { at: 0.05, width: 0.2 },
      { at: 0.26, width: 0.1 },
      { at: 0.36, width: 0.1 },
      { at: 0.47, width: 0.3, align: "c" },
      { at: 0.8, width: 0.2 },
    ];
    row(w, cc, [["CONSTRUCTION"], ["TERR."], ["YR.", "CONST."], ["SECTION I LOSS", "DEDUCTIBLE"], ["OCCUPANCY"]]);
    row(w, cc, [
      [rng.pick(["SIDING - VINYL", "FRAME", "MASONRY", "BRICK VENEER"])],
      [up(t.address.city.slice(0, 3))],
      [String(g.extras.yearBuilt)],
      [`${money(dwelling.deductible!)} PER OCCURRENCE`],
      [condo ? "OWNER - UNIT" : "PRIMARY"],
    ]);
    w.gap();
  } else {
    // USAA home: the company's name across the top, the effective date in the title line.
    header(
      w,
      g,
      rng,
      (ww) => {
        ww.line("Policy Number", { size: ww.size * 0.85 });
        ww.line(t.policyNumber, { bold: true });
      },
      [`${rng.pick(M.homeAction)} ${d(t.effectiveDate)}`],
    );
    w.gap();
    w.line(samePremises ? "Named Insured and Residence Premises" : "Named Insured and Mailing Address", {
      size: w.size * 0.9,
    });
    for (const l of [...names, ...addressLines(t.address, rng, true)]) w.line(l);
    if (!samePremises) {
      w.line("Residence Premises", { size: w.size * 0.9 });
      for (const l of addressLines(premises, rng, true)) w.line(l);
    }
    w.gap();
    w.line(`Policy Period From: ${d(t.effectiveDate)}     To: ${d(t.expirationDate)}`);
    w.line("(12:01 A.M. standard time at location of the residence premises)", { size: w.size * 0.85 });
  }

  // Coverage lines: name, limit, premium (section totals on the section's first line, as Citizens prints).
  const c3: Col[] = [
    { at: 0.04, width: 0.46 },
    { at: 0.5, width: 0.16, align: "r" },
    { at: 0.67, width: 0.17 },
    { at: 0.84, width: 0.16, align: "r" },
  ];
  const sectionOne = ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"] as const;
  const sectionTwo = ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"] as const;
  const sum = (codes: readonly string[]) =>
    t.coverages.filter((c) => codes.includes(c.code)).reduce((s, c) => s + L.coverage.get(c)![0], 0);
  const showPremium = citizens;
  const section = (title: string, codes: readonly string[], qualifier: (code: string) => string) => {
    row(w, c3, [[title], [citizens ? "LIMIT OF LIABILITY" : ""], [""], [showPremium ? "PREMIUMS" : ""]], {
      bold: !citizens,
    });
    let first = true;
    for (const code of codes) {
      const c = t.coverages.find((x) => x.code === code);
      if (code === "LOSS_OF_USE" && !c && g.extras.lossOfUseAls)
        row(w, c3, [[cov("LOSS_OF_USE")], [""], ["ACTUAL LOSS SUSTAINED"], [""]]);
      if (!c) continue;
      const prem = showPremium && first ? [money(fromCents(sum(codes)))] : [""];
      first = false;
      row(
        w,
        c3,
        [[cov(code as keyof typeof M.homeCov)], [money(c.limitPerAccident!)], [qualifier(code)], prem],
        {},
        { pad: 0 },
      );
    }
  };
  const body = () => {
    if (citizens) w.line("COVERAGE INFORMATION");
    section(rng.pick(M.sectionOne), sectionOne, () => "");
    section(rng.pick(M.sectionTwo), sectionTwo, (code) =>
      code === "PERSONAL_LIABILITY" ? "EACH OCCURRENCE" : "EACH PERSON",
    );
    if (!citizens) {
      hrule(w);
      w.line(rng.pick(M.deductibles), { bold: true });
      w.line("We cover only that part of the loss over the deductible stated.", { size: w.size * 0.9 }, 40);
      if (g.extras.windHailPercent) {
        const amount = Math.round((dwelling.limitPerAccident! * g.extras.windHailPercent) / 100);
        row(w, c3, [[rng.pick(M.windHail)], [money(amount)], [`(${g.extras.windHailPercent}%)`], [""]]);
      }
      row(w, c3, [[rng.pick(M.allPerils)], [money(dwelling.deductible!)], [""], [""]]);
      hrule(w);
    }
    const coverageCents = L.base - L.optional.reduce((s, o) => s + o[0], 0);
    row(w, c3, [[rng.pick(M.sectionPremium)], [""], [""], [money(fromCents(coverageCents))]], { bold: !citizens });
    if (L.optional.length) {
      w.gap();
      w.line(rng.pick(M.optionalHead), { bold: !citizens });
      g.extras.optional.forEach((o, j) =>
        row(w, c3, [[up(o.label)], [up(o.limit)], [""], [money(fromCents(L.optional[j][0]))]], {}, { pad: 0 }),
      );
      const optTotal = L.optional.reduce((s, o) => s + o[0], 0);
      row(w, c3, [[rng.pick(M.optionalTotal)], [""], [""], [money(fromCents(optTotal))]]);
    }
    if (L.inFees.length) {
      w.line(rng.pick(M.surcharges), { bold: !citizens });
      for (const f of L.inFees) row(w, c3, [[up(f.label)], [""], [""], [money(fromCents(f.amount))]], {}, { pad: 0 });
    }
    hrule(w);
    row(w, c3, [[rng.pick(M.totalPremium)], [""], [""], [money(fromCents(L.total))]], { bold: true });
    for (const f of L.outFees)
      w.line(`${up(f.label)} ${money(fromCents(f.amount))} (BILLED SEPARATELY, NOT PART OF PREMIUM)`, {
        size: w.size * 0.85,
      });
    w.line("PREMIUM DUE AT INCEPTION. THIS IS NOT A BILL.", { size: w.size * 0.9 }, 60);
  };
  if (citizens) body();
  else framed(w, body);
  if (citizens && g.extras.windHailPercent)
    w.line(`WINDSTORM OR HAIL DEDUCTIBLE: ${g.extras.windHailPercent}% OF COVERAGE A`);
  w.gap();
  if (citizens) {
    w.line("YOUR PREMIUM INCLUDES THE FOLLOWING DISCOUNTS AND PREMIUM ADJUSTMENTS:");
    for (const x of rng
      .shuffle([
        "ACCOUNT DISCOUNT",
        "NEW HOME DISCOUNT",
        "HOME BUYER DISCOUNT",
        "ADVANCED QUOTE",
        "HOME SAFETY",
        "CLAIM FREE",
      ])
      .slice(0, rng.int(2, 5)))
      w.line(x);
    w.gap();
  }
  const loanLabel = rng.pick(M.loan);
  t.thirdParties.forEach((p, i) => {
    w.line(i === 0 ? rng.pick(M.mortgagee) : rng.pick(M.secondMortgagee), { bold: true });
    for (const l of [up(p.name), ...addressLines(p.address, rng, true)]) w.line(l);
    if (p.loanNumber) w.line(`${loanLabel} ${p.loanNumber}`);
  });
  if (!footer(w, g, rng, d)) truth.carrier.naicCode = null;
  return { truth, variant: citizens ? "citizens-home" : "usaa-home", title };
};

export const mainframeBoxes: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
