import type { TruthCoverage, TruthParty } from "../policy";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  ledger,
  personName,
  putRight,
  sameAddress,
  sideBySide,
  vehicleList,
  type KindFn,
  type KindResult,
  money,
} from "./common";
import { boxRow, dateText, fill, type AnyDateStyle } from "./forms";
import { amountLine, fittedTable } from "./fitted-columns";
import { fitWidth, footers, titledBox, type RRow } from "./ruled";

// Imitates the renewal declarations the regional and mutual carriers mail about a month before a
// term renews (State Farm's home page puts "MORTGAGEE AND ADDITIONAL INTERESTS" at the top beside
// the named insured with the loan reference at the far right; Allstate's and Hanover's pages give
// "Limits of Liability" beside a premium column; Farmers' and Liberty Mutual's state the
// deductible in a sentence rather than a column). What the arrangement does to a reader: the
// lender is the first boxed block on the page, at the top right beside the insured's window
// address, titled "Mortgagee / Loss Payee" (or "Lienholder / Loss Payee") with its loan number
// behind the lender's own caption ("Ref #", "Acct", "Your Ref") rather than "Loan"; the coverage
// grid has two money columns side by side ("Limit of Liability" and "Annual Premium", the letters
// A-F in a column of their own or before the name, and on some pages the premium of a section
// printed once with "Incl." on its other rows); and no deductible is in the grid: the all-peril
// deductible (with a wind/hail percentage in the same sentence) or each car's comprehensive and
// collision deductibles are said in sentences under it. Homes print the "Residence premises"
// apart from the mailing address; cars get a vehicle schedule. A premium comparison with the
// expiring term sits under the total on some pages.
// THE TRUTH: the renewal term and every value printed; the expiring premium, the wind/hail
// percentage and its dollars, the due date and the form numbers are not truth values.

export const IBOX = {
  title: [
    "RENEWAL DECLARATIONS",
    "Renewal Declarations",
    "DECLARATIONS - RENEWAL",
    "Renewal Certificate and Declarations",
  ],
  line: {
    auto: ["Personal Auto Policy", "Private Passenger Automobile", "AUTOMOBILE POLICY"],
    home: ["Homeowners Policy", "Homeowners - Special Form", "HOMEOWNERS POLICY"],
    condo: ["Condominium Unit Owners Policy", "Unit Owners Policy", "CONDOMINIUM UNIT OWNERS"],
  } as Record<string, string[]>,
  insuredCaption: ["", "Named Insured", "Insured and Mailing Address", "NAMED INSURED AND ADDRESS"],
  box: {
    auto: ["Lienholder / Loss Payee", "LIENHOLDER - LOSS PAYEE", "Loss Payee / Lessor"],
    home: ["Mortgagee / Loss Payee", "MORTGAGEE / LOSS PAYEE", "Mortgagee(s) and Loss Payee(s)"],
  },
  boxNone: ["None", "NONE ON FILE", "No interest recorded"],
  rank: ["1st Mortgagee", "2nd Mortgagee"],
  rankAlt: ["First", "Second"],
  lessor: ["Lessor", "Lessor - Addl. Insured"],
  lienholder: ["Lienholder", "Loss Payee"],
  vehRef: ["Veh {n}", "Vehicle {n}", "Unit {n}"],
  ref: ["Ref #", "Ref. No.", "Acct", "Acct #", "Your Ref", "Reference"],
  isaoa: ["", "", " ISAOA/ATIMA", " ISAOA"],
  strip: {
    number: ["Policy Number", "Policy No.", "POLICY NUMBER"],
    term: ["Renewal Term", "Policy Period", "Term of Renewal"],
    prepared: ["Date Prepared", "Mailing Date", "Processed"],
    company: ["Insuring Company", "Company", "Issued By"],
    naic: ["NAIC {x}", "NAIC No. {x}", "(NAIC #{x})"],
  },
  join: [" to ", " - ", " through "],
  at: ["", " 12:01 A.M.", " 12:01 a.m. standard time"],
  renews: [
    "This renewal continues policy {n} for the term shown, subject to payment of the premium.",
    "Your policy will renew for the term shown when the renewal premium is paid.",
    "These declarations replace those of the expiring term.",
  ],
  premises: ["Residence premises", "Residence Premises", "RESIDENCE PREMISES", "Described location"],
  sameNote: ["(same as mailing address)", "(mailing address)"],
  form: ["Form {f}", "Policy form {f}"],
  built: ["Year built {y}", "Built {y}", "Constructed {y}"],
  construction: ["Frame", "Masonry", "Brick Veneer", "Masonry Veneer"],
  vehiclesHead: ["Described Vehicles", "VEHICLE SCHEDULE", "Insured Vehicles"],
  vehCols: [
    ["Veh", "Year", "Make", "Model", "Vehicle ID No."],
    ["No.", "Yr", "Make", "Model / Body", "VIN"],
  ],
  coverageHead: ["Coverages and Limits", "SCHEDULE OF COVERAGES", "Coverage Schedule"],
  covCol: ["Coverage", "Coverages", "COVERAGE"],
  letterCol: ["", "Cov.", "Item"],
  limitCol: ["Limit of Liability", "Limits of Liability", "LIMIT OF LIABILITY"],
  premCol: {
    12: ["Annual Premium", "Annual Prem.", "ANNUAL PREMIUM"],
    6: ["6-Month Premium", "Term Premium", "Six Month Premium"],
  } as Record<number, string[]>,
  home: {
    DWELLING: ["Dwelling", "Residence", "Dwelling Building"],
    CONDO_A: ["Unit Additions and Alterations", "Building Property (Unit)", "Unit Improvements"],
    OTHER_STRUCTURES: ["Other Structures", "Related Private Structures", "Appurtenant Structures"],
    PERSONAL_PROPERTY: ["Personal Property", "Contents", "Household Personal Property"],
    LOSS_OF_USE: ["Loss of Use", "Additional Living Expense", "Loss of Use / ALE"],
    PERSONAL_LIABILITY: ["Personal Liability", "Liability", "Personal Liability"],
    MEDICAL_PAYMENTS: ["Medical Payments to Others", "Medical Payments", "Guest Medical Payments"],
  } as Record<string, string[]>,
  letters: {
    DWELLING: "A",
    OTHER_STRUCTURES: "B",
    PERSONAL_PROPERTY: "C",
    LOSS_OF_USE: "D",
    PERSONAL_LIABILITY: "E",
    MEDICAL_PAYMENTS: "F",
  } as Record<string, string>,
  auto: {
    BI: ["Bodily Injury Liability", "Bodily Injury", "Liability - Bodily Injury"],
    PD: ["Property Damage Liability", "Property Damage", "Liability - Property Damage"],
    CSL: ["Single Limit Liability", "Liability - Combined Single Limit", "Bodily Injury and Property Damage"],
    UMBI: ["Uninsured Motorists - Bodily Injury", "Uninsured Motorist BI", "Uninsured Motorists"],
    UIMBI: ["Underinsured Motorists - Bodily Injury", "Underinsured Motorist BI", "Underinsured Motorists"],
    UMPD: ["Uninsured Motorists - Property Damage", "Uninsured Motorist PD", "UM Property Damage"],
    MEDPAY: ["Medical Payments", "Auto Medical Payments", "Medical Expense"],
    COMP: ["Comprehensive", "Other Than Collision", "Comprehensive"],
    COLL: ["Collision", "Collision", "Collision"],
  } as Record<string, string[]>,
  physLabel: ["{cov} - {veh}", "{veh} {cov}", "{cov} ({veh})"],
  acv: ["Actual Cash Value", "ACV", "See deductible below"],
  each: {
    person: [" each person", " per person", " ea. person"],
    accident: [" each accident", " per accident", " ea. accident"],
    occurrence: [" each occurrence", " per occurrence", ""],
  },
  included: ["Incl.", "Included", "INCL"],
  als: ["Actual Loss Sustained", "ALS - up to 12 months"],
  dedHead: ["Deductibles", "DEDUCTIBLE", "Your deductible"],
  homeDed: {
    wind: [
      "Your policy deductible is {x}; wind/hail {p}% of Coverage A.",
      "Section I losses are subject to a deductible of {x} per occurrence, except windstorm or hail, which is subject to {p}% of the Coverage A limit ({w}).",
      "Deductible: we pay only the part of each covered loss that exceeds {x} ({p}% of Coverage A, or {w}, for windstorm or hail).",
    ],
    plain: [
      "Your policy deductible is {x}.",
      "Section I losses are subject to a deductible of {x} per occurrence.",
      "Deductible: we pay only the part of each covered loss that exceeds {x}.",
    ],
  },
  autoDed: {
    both: [
      "{veh} ({car}): your comprehensive deductible is {c} and your collision deductible is {k}.",
      "A {c} deductible applies to comprehensive and a {k} deductible to collision losses on the {car}.",
    ],
    comp: [
      "{veh} ({car}): your comprehensive deductible is {c}; collision is not carried.",
      "A {c} deductible applies to comprehensive losses on the {car}, which has no collision coverage.",
    ],
    coll: [
      "{veh} ({car}): your collision deductible is {k}; comprehensive is not carried.",
      "A {k} deductible applies to collision losses on the {car}, which has no comprehensive coverage.",
    ],
    none: ["{veh} ({car}) is insured for liability only.", "The {car} has no physical damage coverage."],
    umpd: [
      "Uninsured motorists property damage is subject to a {x} deductible.",
      "A {x} deductible applies to uninsured motorists property damage.",
    ],
  },
  premiumHead: ["Premium", "RENEWAL PREMIUM", "Premium Summary"],
  base: ["Total coverage premium", "Premium for coverages", "Coverage premium"],
  total: ["Total Renewal Premium", "Total Annual Premium", "TOTAL POLICY PREMIUM", "Renewal Premium"],
  totalSix: ["Total Renewal Premium", "Total 6-Month Premium", "TOTAL POLICY PREMIUM"],
  expiring: ["Expiring term premium", "Premium last term", "Prior term premium"],
  change: ["Change from last term", "Premium change", "Difference"],
  outFee: [
    "{label} of {x} is billed with each installment and is not included above.",
    "{label}: {x} (not included in premium)",
  ],
  due: ["Renewal premium due by {d}.", "Please pay by {d} to keep your coverage in force.", "Payment due {d}."],
  formId: ["RD-100 (07/24)", "HR 07 10 (04-23)", "REN-DEC 2 ED. 01 25", "PR 1188 (10/22)"],
  pageNo: ["Page {n} of {m}", "Page {n}", "{n} of {m}"],
};

export const interestBoxRenewal: KindFn = (w, g, rng): KindResult => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const auto = t.type === "auto";
  const condo = t.type === "condo";
  const B = IBOX;
  const ds = rng.pick<AnyDateStyle>([
    "mm/dd/yyyy",
    "mm/dd/yyyy",
    "m/d/yyyy",
    "Month d, yyyy",
    "MON dd yyyy",
    "mm/dd/yy",
  ]);
  const d = (iso: string) => dateText(iso, ds);
  const upper = rng.chance(0.35);
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  const cents = rng.chance(0.2);
  const amt = (n: number) => dollars(n, { cents });
  const ruled = rng.chance(0.6);
  const naic = !!x.naicCode && rng.chance(0.5);
  const vehicles = vehicleList(g);
  const vehWord = rng.pick(B.vehRef);
  const vw = (k: number) => fill(vehWord, { n: String(k + 1) });
  const carText = (k: number) => U(`${vehicles[k].year} ${vehicles[k].make} ${vehicles[k].model}`);

  // ---------------------------------------------------------------- letterhead and title
  const title = rng.pick(B.title);
  const brand = U(x.brand);
  const bsize = fitWidth(w, brand, { bold: true, size: w.size * 1.6 }, (w.right - w.left) * 0.5);
  w.ensure(bsize * 4);
  w.put(brand, w.left, w.y + bsize, { bold: true, size: bsize });
  putRight(w, title, { bold: true, size: w.size * 1.2 }, bsize - w.size * 1.2);
  w.y += bsize * 1.35;
  const small: TextStyle = { size: w.size * 0.78 };
  const ret = carrierAddress(rng);
  const lineName = U(rng.pick(B.line[t.type]));
  for (const [i, l] of ret.entries()) {
    w.put(l, w.left, w.y + small.size!, small);
    if (i === 0) putRight(w, lineName, small);
    w.y += small.size! * 1.3;
  }
  w.gap(10);

  // ---------------------------------------------------------------- insured beside the interest box
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", upper));
  const mail = addressLines(t.address, rng, upper);
  const insuredCaption = rng.pick(B.insuredCaption);
  const refCaption = rng.pick(B.ref);
  const refColon = rng.chance(0.5) ? ":" : "";
  const loanPrinted = rng.chance(0.9);
  const boxTitle = U(rng.pick(B.box[auto ? "auto" : "home"]));
  const rankForm = rng.chance(0.5) ? B.rank : B.rankAlt;
  const isaoa = rng.pick(B.isaoa);
  const partyLines = (p: TruthParty, k: number): string[] => {
    const head: string[] = [];
    if (p.type === "mortgagee") {
      if (t.thirdParties.length > 1) head.push(`${rankForm[Math.min(k, 1)]}:`);
    } else {
      const vi = vehicles.findIndex((v) => v.vin === p.vin);
      const role = rng.pick(p.type === "lessor" ? B.lessor : B.lienholder);
      head.push(`${role} - ${vw(vi)}`);
    }
    return [
      ...head,
      `${U(p.name)}${isaoa}`,
      ...addressLines(p.address, rng, upper),
      ...(loanPrinted && p.loanNumber ? [`${refCaption}${refColon} ${p.loanNumber}`] : []),
    ];
  };
  const interestBlocks = t.thirdParties.map((p, k) => partyLines(p, k));
  const none = rng.pick(B.boxNone);
  const boxStyle: TextStyle = { size: w.size * 0.9 };
  const drawBox = (ww: Writer) =>
    titledBox(
      ww,
      boxTitle,
      (bw) => {
        if (!interestBlocks.length) bw.line(none, boxStyle);
        interestBlocks.forEach((lines, k) => {
          if (k) bw.gap(3);
          for (const l of lines) for (const part of bw.wrap(l, boxStyle)) bw.line(part, boxStyle);
        });
      },
      ww.size * 0.85,
    );
  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.gap(6);
      if (insuredCaption) ww.line(U(insuredCaption), { bold: true, size: ww.size * 0.75 });
      for (const l of [...names, ...mail]) ww.line(l);
    },
    drawBox,
  );
  w.gap(8);

  // ---------------------------------------------------------------- policy strip
  const at = rng.pick(B.at);
  const term = `${d(t.effectiveDate)}${at}${rng.pick(B.join)}${d(t.expirationDate)}${at}`;
  const company = `${U(t.carrier.name)}${naic ? ` ${fill(rng.pick(B.strip.naic), { x: x.naicCode! })}` : ""}`;
  boxRow(w, [
    { label: U(rng.pick(B.strip.number)), lines: [t.policyNumber], at: 0, width: 0.28, style: { bold: true } },
    { label: U(rng.pick(B.strip.term)), lines: [term], at: 0.28, width: 0.48 },
    { label: U(rng.pick(B.strip.prepared)), lines: [d(x.issueDate)], at: 0.76, width: 0.24 },
  ]);
  boxRow(w, [{ label: U(rng.pick(B.strip.company)), lines: [company], at: 0, width: 1 }]);
  if (rng.chance(0.6)) {
    w.gap(3);
    w.paragraph(fill(rng.pick(B.renews), { n: t.policyNumber }), { size: w.size * 0.82 });
  }
  w.gap(6);

  const head = (text: string) => {
    w.ensure(w.size * 6);
    w.gap(3);
    w.line(U(text), { bold: true, size: w.size * 1.05 });
  };
  const premHead = rng.pick(B.premCol[x.termMonths]);
  const limitHead = rng.pick(B.limitCol);
  const covHead = rng.pick(B.covCol);
  const premOf = (c: TruthCoverage) => L.coverage.get(c)!.reduce((s, v) => s + v, 0);
  const included = rng.pick(B.included);
  // One wording set per page: "each person" goes with "each accident", "ea." with "ea.".
  const each = rng.int(0, 2);
  const dedLines: string[] = [];
  let variantBits: string[];

  if (!auto) {
    // ---------------------------------------------------------------- premises
    const premises = dwellingAddress(t)!;
    head(rng.pick(B.premises));
    const same = sameAddress(premises, t.address) && rng.chance(0.25);
    const premLines = addressLines(premises, rng, upper);
    for (const l of premLines) w.line(l, {}, 12);
    if (same) w.line(rng.pick(B.sameNote), { size: w.size * 0.8 }, 12);
    const facts = [
      fill(rng.pick(B.form), { f: x.form }),
      fill(rng.pick(B.built), { y: String(x.yearBuilt) }),
      rng.pick(B.construction),
    ];
    w.line(U(facts.slice(0, rng.int(1, 3)).join("   ")), { size: w.size * 0.85 }, 12);

    // ---------------------------------------------------------------- grid
    const cov = (code: string) => t.coverages.find((c) => c.code === code);
    const letterMode = rng.pick(["column", "prefix", "none"] as const);
    const packaged = rng.chance(0.35);
    const set = rng.int(0, 2);
    const order = [
      "DWELLING",
      "OTHER_STRUCTURES",
      "PERSONAL_PROPERTY",
      "LOSS_OF_USE",
      "PERSONAL_LIABILITY",
      "MEDICAL_PAYMENTS",
    ];
    const sectionOf = (code: string) => (["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"].includes(code) ? 2 : 1);
    const sectionSum = (s: number) =>
      t.coverages.filter((c) => sectionOf(c.code) === s).reduce((sum, c) => sum + premOf(c), 0);
    const firstOf = (s: number) => order.find((code) => sectionOf(code) === s && cov(code));
    const rows: RRow[] = [];
    for (const code of order) {
      const c = cov(code);
      const als = !c && code === "LOSS_OF_USE" && x.lossOfUseAls;
      if (!c && !als) continue;
      const name = U(B.home[code === "DWELLING" && condo ? "CONDO_A" : code][set]);
      const letter = B.letters[code];
      const tail =
        code === "PERSONAL_LIABILITY"
          ? B.each.occurrence[each]
          : code === "MEDICAL_PAYMENTS"
            ? B.each.person[each]
            : "";
      const limit = c ? `${amt(c.limitPerAccident!)}${tail}` : U(rng.pick(B.als));
      let prem: string;
      if (!c) prem = included;
      else if (packaged) prem = firstOf(sectionOf(code)) === code ? money(sectionSum(sectionOf(code))) : included;
      else prem = money(premOf(c));
      const label = letterMode === "prefix" ? `${letter}. ${name}` : name;
      rows.push({ cells: letterMode === "column" ? [[letter], [label], [limit], [prem]] : [[label], [limit], [prem]] });
    }
    x.optional.forEach((o, i) => {
      const p = L.optional[i].reduce((s, v) => s + v, 0);
      const cells = [[o.label], [o.limit], [money(p)]];
      rows.push({ cells: letterMode === "column" ? [[""], ...cells] : cells });
    });
    head(rng.pick(B.coverageHead));
    const heads = [covHead, limitHead, premHead].map(U);
    if (letterMode === "column")
      fittedTable(
        w,
        ruled,
        [0.07, 0.45, 0.28, 0.2],
        ["c", "l", "r", "r"],
        [U(rng.pick(B.letterCol)), ...heads].map((h) => [h]),
        rows,
        w.size * 0.95,
      );
    else
      fittedTable(
        w,
        ruled,
        [0.5, 0.3, 0.2],
        ["l", "r", "r"],
        heads.map((h) => [h]),
        rows,
        w.size * 0.95,
      );

    const A = cov("DWELLING")!;
    const pct = x.windHailPercent;
    dedLines.push(
      fill(rng.pick(pct ? B.homeDed.wind : B.homeDed.plain), {
        x: amt(A.deductible!),
        p: String(pct ?? ""),
        w: pct ? amt(Math.round((A.limitPerAccident! * pct) / 100)) : "",
      }),
    );
    variantBits = [
      t.type,
      `letters-${letterMode}`,
      packaged ? "section-premium" : "line-premium",
      pct ? "wind" : "no-wind",
    ];
  } else {
    // ---------------------------------------------------------------- vehicles
    head(rng.pick(B.vehiclesHead));
    fittedTable(
      w,
      ruled,
      [0.07, 0.08, 0.2, 0.3, 0.35],
      ["l", "l", "l", "l", "l"],
      rng.pick(B.vehCols).map((h) => [U(h)]),
      vehicles.map((v, k) => ({
        cells: [
          [String(k + 1)],
          [String(v.year)],
          [U(v.make)],
          [U(`${v.model}${v.trim ? ` ${v.trim}` : ""}`)],
          [v.vin],
        ],
      })),
      w.size * 0.92,
    );

    // ---------------------------------------------------------------- grid
    const set = rng.int(0, 2);
    const per = B.each.person[each];
    const acc = B.each.accident[each];
    const twoLine = rng.chance(0.5);
    const order = ["CSL", "BI", "PD", "UMBI", "UIMBI", "UMPD", "MEDPAY"];
    const liability = t.coverages.filter((c) => !c.vin).sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
    const rows: RRow[] = liability.map((c) => {
      const limit =
        c.limitPerPerson !== null
          ? twoLine
            ? [`${amt(c.limitPerPerson)}${per}`, `${amt(c.limitPerAccident!)}${acc}`]
            : [`${amt(c.limitPerPerson)}${per} / ${amt(c.limitPerAccident!)}${acc}`]
          : [`${amt(c.limitPerAccident!)}${c.code === "MEDPAY" ? per : acc}`];
      return { cells: [[U(B.auto[c.code][set])], limit, [money(premOf(c))]] };
    });
    const acv = rng.pick(B.acv);
    const physForm = rng.pick(B.physLabel);
    vehicles.forEach((v, k) => {
      for (const code of ["COMP", "COLL"]) {
        const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
        if (!c) continue;
        rows.push({
          cells: [[U(fill(physForm, { cov: B.auto[code][set], veh: vw(k) }))], [acv], [money(L.coverage.get(c)![k])]],
        });
      }
    });
    x.optional.forEach((o, i) =>
      rows.push({ cells: [[o.label], [o.limit], [money(L.optional[i].reduce((s, v) => s + v, 0))]] }),
    );
    head(rng.pick(B.coverageHead));
    fittedTable(
      w,
      ruled,
      [0.44, 0.36, 0.2],
      ["l", "l", "r"],
      [covHead, limitHead, premHead].map((h) => [U(h)]),
      rows,
      w.size * 0.95,
    );

    // ---------------------------------------------------------------- deductibles, said in sentences
    const form = rng.int(0, 1);
    vehicles.forEach((v, k) => {
      const c = t.coverages.find((x) => x.code === "COMP" && x.vin === v.vin);
      const l = t.coverages.find((x) => x.code === "COLL" && x.vin === v.vin);
      const kind = c && l ? "both" : c ? "comp" : l ? "coll" : "none";
      dedLines.push(
        fill(B.autoDed[kind][form], {
          veh: vw(k),
          car: carText(k),
          c: c ? amt(c.deductible!) : "",
          k: l ? amt(l.deductible!) : "",
        }),
      );
    });
    const umpd = t.coverages.find((c) => c.code === "UMPD" && c.deductible !== null);
    if (umpd) dedLines.push(fill(rng.pick(B.autoDed.umpd), { x: amt(umpd.deductible!) }));
    variantBits = ["auto", twoLine ? "two-line-limits" : "one-line-limits", `${vehicles.length}-veh`];
  }

  w.gap(4);
  head(rng.pick(B.dedHead));
  for (const l of dedLines) w.paragraph(l, { size: w.size * 0.92 });

  // ---------------------------------------------------------------- premium
  head(rng.pick(B.premiumHead));
  const pw = (w.right - w.left) * 0.55;
  if (L.inFees.length) {
    amountLine(w, pw, U(rng.pick(B.base)), money(L.base));
    for (const f of L.inFees) amountLine(w, pw, U(f.label), money(f.amount));
  }
  amountLine(w, pw, U(rng.pick(x.termMonths === 6 ? B.totalSix : B.total)), money(L.total), { bold: true });
  const compare = rng.chance(0.4);
  if (compare) {
    const prior = Math.round(L.total * rng.pick([0.86, 0.91, 0.95, 1.04, 1.08]));
    const diff = L.total - prior;
    amountLine(w, pw, U(rng.pick(B.expiring)), money(prior), { size: w.size * 0.88 });
    const signed = `${diff < 0 ? "-" : "+"}${money(Math.abs(diff))}`;
    amountLine(w, pw, U(rng.pick(B.change)), signed, { size: w.size * 0.88 });
  }
  for (const f of L.outFees)
    w.paragraph(fill(rng.pick(B.outFee), { label: f.label, x: money(f.amount) }), { size: w.size * 0.8 });
  if (rng.chance(0.6)) {
    const due = new Date(Date.parse(t.effectiveDate) - rng.int(1, 10) * 86400000).toISOString().slice(0, 10);
    w.gap(3);
    w.paragraph(fill(rng.pick(B.due), { d: d(due) }), { size: w.size * 0.82 });
  }

  const formId = rng.pick(B.formId);
  const pageForm = rng.pick(B.pageNo);
  footers(
    w,
    () => formId,
    (n, m) => `${t.policyNumber}   ${fill(pageForm, { n: String(n), m: String(m) })}`,
  );

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    ...variantBits,
    ruled ? "ruled" : "open",
    compare ? "compare" : "",
    t.thirdParties.length ? "interests" : "no-interests",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title: `${title} - ${t.policyNumber}` };
};
