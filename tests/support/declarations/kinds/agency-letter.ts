import type { GeneratedPolicy, TruthCoverage } from "../policy";
import type { Rng } from "../random";
import type { Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  formatDate,
  fromCents,
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
  type Ledger,
  sum,
  money,
} from "./common";

// Imitates declarations sent out by an independent agency rather than by the carrier: the
// agency's letterhead with its own street address and phone at the top (as ACORD 75's "AGENCY"
// box, Hanover's "AGENT" block and Allstate's "Your Allstate agency is" do, a second address that
// is not the insured's), the carrier's brand in a "representing" line, a short cover letter signed
// by the agent, the insured in a "Named Insured" block, then a schedule whose Limits, Deductible
// and Premium columns sit side by side (a "$500" deductible next to a "$123.45" premium, in a
// column order that varies), the lienholder under each vehicle, and the underwriting company only
// in the fine print at the bottom, under a name that differs from the brand on the letterhead.

export const AGENCY = {
  represents: [
    "An independent agency representing {brand}",
    "Authorized {brand} Agent",
    "{brand} Insurance - Independent Agent",
    "Your local {brand} agency",
  ],
  contact: ["Phone {phone}", "Tel: {phone}", "Office {phone}"],
  agentCode: ["Agent Code {code}", "Producer No. {code}", "Agency ID {code}"],
  re: [
    "RE: Your {brand} {line} Policy {number}",
    "Policy {number} - {line} Declarations",
    "Subject: {line} policy {number}",
  ],
  line: { auto: ["Auto", "Personal Auto"], home: ["Homeowners", "Home"], condo: ["Condominium", "Condo Unit Owners"] },
  dear: ["Dear {first},", "Dear {first} {last}:", "Hello {first},"],
  body: [
    "Thank you for placing your {line} insurance with our office. Enclosed are the declarations for the policy term shown below. Please review them and call us if anything needs to change.",
    "Your {line} policy has been issued. This page summarizes your coverages, limits and premium; the policy forms describe them in full. Keep it with your policy documents.",
    "We are pleased to confirm your {line} coverage with {brand}. Please look over the information below and let us know of any corrections.",
  ],
  sign: ["Sincerely,", "Best regards,", "Thank you,"],
  title: ["Agent", "Account Manager", "Licensed Agent", "Principal"],
  named: ["Named Insured", "Named Insured(s) and Mailing Address", "Insured"],
  policyBox: ["Policy Information", "Policy Details"],
  number: ["Policy Number:", "Policy No.:"],
  period: ["Policy Period:", "Term:", "Effective:"],
  to: [" to ", " - ", " thru "],
  termLen: ["Term Length:", "Policy Term:"],
  billing: ["Billing:", "Payment Plan:"],
  billingValue: ["Direct Bill", "Agency Bill", "EFT Monthly", "Paid in Full"],
  decHead: {
    auto: ["AUTO POLICY DECLARATIONS", "Personal Auto Declarations", "SCHEDULE OF COVERAGES"],
    home: ["HOMEOWNERS DECLARATIONS", "Homeowners Policy Declarations", "SCHEDULE OF COVERAGES"],
    condo: ["CONDOMINIUM UNIT OWNERS DECLARATIONS", "Condo Policy Declarations", "SCHEDULE OF COVERAGES"],
  },
  cols: {
    coverage: ["Coverage", "Coverages"],
    limit: ["Limits", "Limit of Liability", "Limit"],
    deductible: ["Deductible", "Ded."],
    premium: ["Premium", "Term Premium", "Cost"],
  },
  vehicle: ["Vehicle {n}:", "Veh {n} -", "Auto #{n}"],
  vin: ["VIN:", "VIN", "ID#"],
  autoCov: {
    BI: ["Bodily Injury Liability", "BI Liability", "Bodily Injury"],
    PD: ["Property Damage Liability", "PD Liability", "Property Damage"],
    CSL: ["Combined Single Limit", "CSL Liability (BI & PD)", "Single Limit Liability"],
    UMBI: ["Uninsured Motorist BI", "Uninsured Motorists", "UM Bodily Injury"],
    UIMBI: ["Underinsured Motorist BI", "Underinsured Motorists", "UIM Bodily Injury"],
    UMPD: ["Uninsured Motorist PD", "Uninsured Motorists Property Damage", "UM Property Damage"],
    MEDPAY: ["Medical Payments", "Med Pay", "Medical Payments (each person)"],
    COMP: ["Comprehensive", "Other Than Collision", "Comp"],
    COLL: ["Collision", "Collision", "Coll"],
  },
  acv: ["ACV", "Actual Cash Value", ""],
  notCovered: ["Not Covered", "Declined", "--"],
  noDed: ["--", "N/A", ""],
  vehiclePremium: ["Vehicle {n} Premium", "Total for Vehicle {n}", "Subtotal Veh {n}"],
  lienholder: ["Loss Payee:", "Lienholder:", "Lienholder/Loss Payee:"],
  lessor: ["Lessor / Additional Insured:", "Lessor:"],
  noLien: ["Lienholder: None", "Loss Payee: None", ""],
  loan: ["Loan #", "Loan No.", "Acct #"],
  thousands: "Split limits are shown in thousands (100/300 = $100,000 each person / $300,000 each accident).",
  summaryHead: ["PREMIUM SUMMARY", "Premium Summary", "Policy Premium"],
  coveragePremium: ["Coverage Premium", "Total Coverage Premium", "Basic Premium"],
  optionalPremium: ["Optional Coverages", "Endorsements"],
  total: ["Total Policy Premium", "TOTAL PREMIUM", "Total Term Premium"],
  outFee: [
    "{label} of {x} applies to each installment and is not included above.",
    "{label}: {x} per installment (not included)",
  ],
  premises: ["Described Location:", "Residence Premises:", "Insured Location:"],
  form: ["Form:", "Policy Form:"],
  built: ["Year Built:", "Constructed:"],
  construction: ["Construction:"],
  constructionValue: ["Frame", "Masonry", "Brick Veneer", "Vinyl Siding"],
  homeCov: {
    DWELLING: ["Coverage A - Dwelling", "A. Dwelling", "Dwelling (A)"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "B. Other Structures", "Other Structures (B)"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "C. Personal Property", "Personal Property (C)"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "D. Loss of Use", "Loss of Use (D)"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "E. Personal Liability", "Personal Liability (E)"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments", "F. Medical Payments to Others", "Medical Payments (F)"],
  },
  condoA: ["Coverage A - Building Property", "A. Unit Additions & Alterations", "Building Property (A)"],
  occurrence: ["each occurrence", "per occurrence"],
  person: ["each person", "per person"],
  als: ["Actual Loss Sustained", "ALS"],
  windHail: ["Windstorm or Hail Deductible", "Wind/Hail Deductible"],
  windHailValue: ["{pct}% of Cov A ({x})", "{x} ({pct}%)"],
  lossAssessment: ["Loss Assessment", "Loss Assessment Coverage"],
  mortgagees: ["MORTGAGEE(S)", "Mortgagee / Additional Interests", "Mortgagees"],
  mortgageePosition: ["First Mortgagee", "Second Mortgagee"],
  isaoa: [" ISAOA/ATIMA", " ISAOA", ""],
  finePrint: [
    "Coverage is underwritten by {carrier}{naic}. {agency} is an independent agency and is not the insurer. This is a summary only; the policy governs.",
    "Policy issued and underwritten by {carrier}{naic}. {brand} is a marketing name. Refer to your policy for terms, conditions and exclusions.",
    "Insurer: {carrier}{naic}. Prepared by {agency} from information provided by the insurer; in case of conflict the policy prevails.",
  ],
} as const;

const plainMoney = (cents: number) => dollars(fromCents(cents), { cents: true, sign: false });
const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? "");

type ColKey = "limit" | "deductible" | "premium";

/** The schedule's look, drawn once per page so every row agrees. */
interface Grid {
  order: ColKey[];
  cols: Col[];
  heads: Record<ColKey | "coverage", string>;
  /** "$" kept on amounts; without it deductibles and premiums look alike. */
  sign: boolean;
  thousands: boolean;
}

function makeGrid(rng: Rng, allowThousands: boolean): Grid {
  const order = rng.pick<ColKey[]>([
    ["limit", "deductible", "premium"],
    ["limit", "deductible", "premium"],
    ["deductible", "limit", "premium"],
    ["limit", "premium", "deductible"],
  ]);
  const cols: Col[] = [
    { at: 0, width: 0.4 },
    { at: 0.4, width: 0.24, align: "r" },
    { at: 0.66, width: 0.16, align: "r" },
    { at: 0.84, width: 0.16, align: "r" },
  ];
  const heads = {
    coverage: rng.pick(AGENCY.cols.coverage),
    limit: rng.pick(AGENCY.cols.limit),
    deductible: rng.pick(AGENCY.cols.deductible),
    premium: rng.pick(AGENCY.cols.premium),
  };
  return { order, cols, heads, sign: rng.chance(0.65), thousands: allowThousands && rng.chance(0.3) };
}

function gridHead(w: Writer, grid: Grid): void {
  row(w, grid.cols, [[grid.heads.coverage], ...grid.order.map((k) => [grid.heads[k]])], { bold: true }, { rule: true });
}

function gridRow(w: Writer, grid: Grid, name: string, cells: Record<ColKey, string[]>, bold = false): void {
  row(w, grid.cols, [[name], ...grid.order.map((k) => cells[k])], { bold }, { pad: 3 });
}

const amount = (grid: Grid, n: number) => (grid.sign ? dollars(n) : dollars(n, { sign: false }));
const premium = (grid: Grid, cents: number) => (grid.sign ? money(cents) : plainMoney(cents));

function autoLimit(grid: Grid, c: TruthCoverage): string[] {
  if (c.limitPerPerson !== null && c.limitPerAccident !== null)
    return grid.thousands
      ? [`${c.limitPerPerson / 1000}/${c.limitPerAccident / 1000}`]
      : [`${amount(grid, c.limitPerPerson)} / ${amount(grid, c.limitPerAccident)}`];
  return c.limitPerAccident === null ? [] : [amount(grid, c.limitPerAccident)];
}

/** Agency letterhead, addressee blocks and the signed note: everything above the schedule. */
function letter(w: Writer, g: GeneratedPolicy, rng: Rng): void {
  const t = g.truth;
  const a = g.extras.agent;
  const office = addressLines(officeAddress(rng), rng, false);
  const represents = fill(rng.pick(AGENCY.represents), { brand: g.extras.brand });
  const contact = [fill(rng.pick(AGENCY.contact), { phone: a.phone }), fill(rng.pick(AGENCY.agentCode), a)];
  if (rng.chance(0.5)) {
    // Centred letterhead, as an agency's stationery prints it.
    const center = (s: string, style: { size?: number; bold?: boolean } = {}) => {
      const size = style.size ?? w.size;
      w.ensure(size * 1.4);
      w.put(s, (w.left + w.right - w.width_(s, style)) / 2, w.y + size, style);
      w.y += size * 1.4;
    };
    center(a.agency.toUpperCase(), { bold: true, size: w.size * 1.7 });
    center(represents, { size: w.size * 0.9 });
    center(office.join("  |  "));
    center(contact.join("   "), { size: w.size * 0.9 });
  } else
    sideBySide(
      w,
      0.6,
      (ww) => {
        ww.line(a.agency, { bold: true, size: ww.size * 1.7 });
        ww.line(represents, { size: ww.size * 0.9 });
      },
      (ww) => {
        for (const l of [...office, ...contact]) {
          ww.put(l, ww.right - ww.width_(l), ww.y + ww.size, {});
          ww.y += ww.lineHeight;
        }
      },
    );
  hrule(w, 1.4, 10);
  const type = t.type;
  const lineWord = rng.pick(AGENCY.line[type]);
  w.line(formatDate(g.extras.issueDate, "Month d, yyyy"));
  w.gap();
  const dates: DateStyle = rng.pick(["mm/dd/yyyy", "m/d/yyyy", "Mon d, yyyy"]);
  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.line(rng.pick(AGENCY.named), { bold: true });
      const upper = rng.chance(0.5);
      for (const l of [
        ...t.insureds.map((_, i) => personName(g, i, "first-last", upper)),
        ...addressLines(t.address, rng, upper),
      ])
        ww.line(l);
    },
    (ww) => {
      ww.line(rng.pick(AGENCY.policyBox), { bold: true });
      const x = 74;
      ww.kv(rng.pick(AGENCY.number), [t.policyNumber], x);
      ww.kv(
        rng.pick(AGENCY.period),
        [`${formatDate(t.effectiveDate, dates)}${rng.pick(AGENCY.to)}${formatDate(t.expirationDate, dates)}`],
        x,
      );
      ww.kv(rng.pick(AGENCY.termLen), [`${g.extras.termMonths} Months`], x);
      ww.kv(rng.pick(AGENCY.billing), [rng.pick(AGENCY.billingValue)], x);
    },
  );
  w.gap();
  if (rng.chance(0.5))
    w.line(fill(rng.pick(AGENCY.re), { brand: g.extras.brand, line: lineWord, number: t.policyNumber }), {
      bold: true,
    });
  w.line(fill(rng.pick(AGENCY.dear), { first: t.insureds[0].firstName, last: t.insureds[0].lastName }));
  w.paragraph(fill(rng.pick(AGENCY.body), { line: lineWord.toLowerCase(), brand: g.extras.brand }));
  w.gap(w.lineHeight * 0.4);
  w.line(rng.pick(AGENCY.sign));
  w.line(a.name, { bold: true });
  w.line(`${rng.pick(AGENCY.title)}, ${a.agency}`);
  w.gap();
}

function summary(w: Writer, rng: Rng, L: Ledger): void {
  w.gap(w.lineHeight * 0.5);
  w.ensure(w.lineHeight * (4 + L.inFees.length));
  w.line(rng.pick(AGENCY.summaryHead), { bold: true, size: w.size * 1.15 });
  hrule(w, 0.6, 3);
  const pc: Col[] = [
    { at: 0.4, width: 0.4 },
    { at: 0.8, width: 0.2, align: "r" },
  ];
  const optional = sum(L.optional.map(sum));
  if (L.inFees.length || optional) {
    row(w, pc, [[rng.pick(AGENCY.coveragePremium)], [money(L.base - optional)]]);
    if (optional) row(w, pc, [[rng.pick(AGENCY.optionalPremium)], [money(optional)]]);
    for (const f of L.inFees) row(w, pc, [[f.label], [money(f.amount)]]);
  }
  row(w, pc, [[rng.pick(AGENCY.total)], [money(L.total)]], { bold: true }, { rule: true });
  for (const f of L.outFees)
    w.line(fill(rng.pick(AGENCY.outFee), { label: f.label, x: money(f.amount) }), { size: w.size * 0.85 });
}

function finePrint(w: Writer, g: GeneratedPolicy, rng: Rng, naic: boolean): void {
  w.gap(w.lineHeight * 1.5);
  w.ensure(w.lineHeight * 4);
  hrule(w, 0.4, 4);
  const text = fill(rng.pick(AGENCY.finePrint), {
    carrier: g.truth.carrier.name,
    naic: naic ? `, NAIC #${g.extras.naicCode}` : "",
    agency: g.extras.agent.agency,
    brand: g.extras.brand,
  });
  w.paragraph(text, { size: w.size * 0.72 });
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  letter(w, g, rng);
  const title = rng.pick(AGENCY.decHead.auto);
  w.line(title, { bold: true, size: w.size * 1.3 });
  hrule(w, 1, 4);
  const grid = makeGrid(rng, true);
  const scheme = rng.int(0, 2);
  const name = (code: string) => AGENCY.autoCov[code as keyof typeof AGENCY.autoCov][scheme];
  const noDed = rng.pick(AGENCY.noDed);
  const acv = rng.pick(AGENCY.acv);
  const notCovered = rng.pick(AGENCY.notCovered);
  const loanPrinted = rng.chance(0.65);
  const loanWord = rng.pick(AGENCY.loan);
  const dedCell = (c: TruthCoverage) => [c.deductible === null ? noDed : amount(grid, c.deductible)];
  const party = (vin: string) => {
    const p = t.thirdParties.find((x) => x.vin === vin);
    if (!p) return null;
    const label = rng.pick(p.type === "lessor" ? AGENCY.lessor : AGENCY.lienholder);
    const loan = loanPrinted && p.loanNumber ? `   ${loanWord} ${p.loanNumber}` : "";
    return `${label} ${p.name}, ${addressLines(p.address, rng, false).join(", ")}${loan}`;
  };
  const perVehicle = vehicles.length === 1 || rng.chance(0.6);
  const liability = t.coverages.filter((c) => !c.vin);
  const vehWord = rng.pick(AGENCY.vehicle);
  const vinWord = rng.pick(AGENCY.vin);
  const car = (v: (typeof vehicles)[number]) => `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`;

  if (perVehicle) {
    // One schedule per vehicle: the liability lines repeat with that vehicle's share of the premium.
    const noLien = rng.pick(AGENCY.noLien);
    vehicles.forEach((v, k) => {
      w.ensure(w.lineHeight * 8);
      w.gap(w.lineHeight * 0.4);
      w.line(`${fill(vehWord, { n: String(k + 1) })} ${car(v)}    ${vinWord} ${v.vin}`, { bold: true });
      gridHead(w, grid);
      for (const c of liability)
        gridRow(w, grid, name(c.code), {
          limit: autoLimit(grid, c),
          deductible: dedCell(c),
          premium: [premium(grid, L.coverage.get(c)![k])],
        });
      for (const code of ["COMP", "COLL"] as const) {
        const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
        if (c)
          gridRow(w, grid, name(code), {
            limit: [acv],
            deductible: dedCell(c),
            premium: [premium(grid, L.coverage.get(c)![k])],
          });
        else gridRow(w, grid, name(code), { limit: [notCovered], deductible: [""], premium: [""] });
      }
      g.extras.optional.forEach((o, j) =>
        gridRow(w, grid, o.label, { limit: [o.limit], deductible: [""], premium: [premium(grid, L.optional[j][k])] }),
      );
      hrule(w, 0.5, 2);
      gridRow(
        w,
        grid,
        fill(rng.pick(AGENCY.vehiclePremium), { n: String(k + 1) }),
        { limit: [""], deductible: [""], premium: [money(L.vehicleTotals[k])] },
        true,
      );
      const lien = party(v.vin) ?? noLien;
      if (lien) w.paragraph(lien, { size: w.size * 0.9 });
    });
  } else {
    // One schedule for the policy: liability once, physical damage per vehicle, lenders listed after.
    w.ensure(w.lineHeight * 6);
    row(
      w,
      [
        { at: 0, width: 0.1 },
        { at: 0.1, width: 0.45 },
        { at: 0.56, width: 0.44 },
      ],
      [["#"], ["Year / Make / Model"], [vinWord.replace(/:$/, "")]],
      { bold: true },
      { rule: true },
    );
    vehicles.forEach((v, k) =>
      row(
        w,
        [
          { at: 0, width: 0.1 },
          { at: 0.1, width: 0.45 },
          { at: 0.56, width: 0.44 },
        ],
        [[String(k + 1)], [car(v)], [v.vin]],
      ),
    );
    w.gap();
    gridHead(w, grid);
    for (const c of liability)
      gridRow(w, grid, name(c.code), {
        limit: autoLimit(grid, c),
        deductible: dedCell(c),
        premium: [premium(grid, sum(L.coverage.get(c)!))],
      });
    vehicles.forEach((v, k) => {
      for (const code of ["COMP", "COLL"] as const) {
        const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
        if (c)
          gridRow(w, grid, `${name(code)} - Veh ${k + 1}`, {
            limit: [acv],
            deductible: dedCell(c),
            premium: [premium(grid, L.coverage.get(c)![k])],
          });
      }
    });
    g.extras.optional.forEach((o, j) =>
      gridRow(w, grid, o.label, { limit: [o.limit], deductible: [""], premium: [premium(grid, sum(L.optional[j]))] }),
    );
    for (const [k, v] of vehicles.entries()) {
      const lien = party(v.vin);
      if (lien) w.paragraph(`Veh ${k + 1}: ${lien}`, { size: w.size * 0.9 });
    }
  }
  if (grid.thousands) w.line(AGENCY.thousands, { size: w.size * 0.8 });
  summary(w, rng, L);
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  finePrint(w, g, rng, naic);
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  if (!naic) truth.carrier.naicCode = null;
  const variant = `agency-auto+${perVehicle ? "per-vehicle" : "policy-grid"}${grid.thousands ? "+thousands" : ""}`;
  return { truth, variant, title };
};

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
  letter(w, g, rng);
  const title = rng.pick(AGENCY.decHead[condo ? "condo" : "home"]);
  w.line(title, { bold: true, size: w.size * 1.3 });
  hrule(w, 1, 4);
  sideBySide(
    w,
    0.55,
    (ww) => {
      ww.line(rng.pick(AGENCY.premises), { bold: true });
      for (const l of addressLines(premises, rng, false)) ww.line(l);
    },
    (ww) => {
      const x = 70;
      ww.kv(rng.pick(AGENCY.form), [g.extras.form], x);
      ww.kv(rng.pick(AGENCY.built), [String(g.extras.yearBuilt)], x);
      ww.kv(AGENCY.construction[0], [rng.pick(AGENCY.constructionValue)], x);
    },
  );
  w.gap();
  const grid = makeGrid(rng, false);
  gridHead(w, grid);
  const scheme = rng.int(0, 2);
  const noDed = rng.pick(AGENCY.noDed);
  // Allstate repeats the all-peril deductible on every property line; the truth then carries it on each.
  const repeatDed = rng.chance(0.35);
  const property = new Set(["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY"]);
  const codes = [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ] as const;
  const occurrence = rng.pick(AGENCY.occurrence);
  const person = rng.pick(AGENCY.person);
  for (const code of codes) {
    const c = t.coverages.find((x) => x.code === code);
    const label = code === "DWELLING" && condo ? AGENCY.condoA[scheme] : AGENCY.homeCov[code][scheme];
    if (!c) {
      if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
        gridRow(w, grid, label, { limit: [rng.pick(AGENCY.als)], deductible: [noDed], premium: ["Incl."] });
      continue;
    }
    const n = c.limitPerAccident!;
    const limit =
      code === "PERSONAL_LIABILITY"
        ? `${amount(grid, n)} ${occurrence}`
        : code === "MEDICAL_PAYMENTS"
          ? `${amount(grid, n)} ${person}`
          : amount(grid, n);
    const showDed = code === "DWELLING" || (repeatDed && property.has(code));
    if (showDed && code !== "DWELLING") truth.coverages.find((x) => x.code === code)!.deductible = dwelling.deductible;
    gridRow(w, grid, label, {
      limit: [limit],
      deductible: [showDed ? amount(grid, dwelling.deductible!) : noDed],
      premium: [premium(grid, L.coverage.get(c)![0])],
    });
  }
  if (g.extras.windHailPercent) {
    const pct = g.extras.windHailPercent;
    const x = amount(grid, Math.round((dwelling.limitPerAccident! * pct) / 100));
    gridRow(w, grid, rng.pick(AGENCY.windHail), {
      limit: [""],
      deductible: [fill(rng.pick(AGENCY.windHailValue), { pct: String(pct), x })],
      premium: [""],
    });
  }
  if (condo && rng.chance(0.5))
    gridRow(w, grid, rng.pick(AGENCY.lossAssessment), {
      limit: [amount(grid, rng.pick([1000, 5000, 10000, 50000]))],
      deductible: [noDed],
      premium: ["Incl."],
    });
  g.extras.optional.forEach((o, j) =>
    gridRow(w, grid, o.label, { limit: [o.limit], deductible: [""], premium: [premium(grid, L.optional[j][0])] }),
  );
  hrule(w, 0.5, 2);
  summary(w, rng, L);

  const loanPrinted = rng.chance(0.7);
  if (t.thirdParties.length) {
    w.gap();
    w.ensure(w.lineHeight * 6);
    w.line(rng.pick(AGENCY.mortgagees), { bold: true });
    hrule(w, 0.5, 3);
    const isaoa = rng.pick(AGENCY.isaoa);
    const loanWord = rng.pick(AGENCY.loan);
    const mc: Col[] = [
      { at: 0, width: 0.22 },
      { at: 0.22, width: 0.5 },
      { at: 0.74, width: 0.26 },
    ];
    t.thirdParties.forEach((p, i) =>
      row(
        w,
        mc,
        [
          [AGENCY.mortgageePosition[i] ?? "Mortgagee"],
          [`${p.name}${isaoa}`, ...addressLines(p.address, rng, false)],
          [loanPrinted && p.loanNumber ? `${loanWord} ${p.loanNumber}` : ""],
        ],
        {},
        { pad: 4 },
      ),
    );
  }
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  finePrint(w, g, rng, naic);
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  if (!naic) truth.carrier.naicCode = null;
  const variant = `agency-${condo ? "condo" : "home"}${repeatDed ? "+deductible-each-line" : ""}`;
  return { truth, variant, title };
};

export const agencyLetter: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
