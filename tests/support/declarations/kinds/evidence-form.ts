import type { GeneratedPolicy, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  ledger,
  officeAddress,
  personName,
  row,
  vehicleList,
  type Col,
  type KindFn,
  type Ledger,
  money,
} from "./common";
import {
  boxRow,
  checkLine,
  dateText,
  fill,
  formHalves,
  priorTerm,
  sectionBar,
  type AnyDateStyle,
  type Box,
} from "./forms";

// Imitates the evidence forms an agency sends a lender instead of (or before) the declarations:
// for a house the ACORD 27 "Evidence of Property Insurance" (a ruled grid of boxes with small
// upper-case captions over the values: agency with its own address and phone, company, insured,
// loan number beside policy number, effective and expiration dates, "this replaces prior evidence
// dated", the location, perils check boxes, a coverage / amount of insurance / deductible table,
// remarks, and an additional interest box with the mortgagee's name and address and the
// MORTGAGEE / LENDER'S LOSS PAYABLE / LOSS PAYEE check boxes); for a car the vehicle certificate
// (ACORD 23's layout: liability limits in captioned boxes with "$" apart from the amount, a vehicle
// schedule with the physical damage deductibles per vehicle, and the lienholder as certificate
// holder). With several lenders an agency prints one certificate per lender: the same form again
// on a second page with only the holder changed. The premium is only in the remarks, as agents
// add it for escrow.

export const EVIDENCE = {
  homeTitle: ["EVIDENCE OF PROPERTY INSURANCE", "EVIDENCE OF HOMEOWNERS INSURANCE", "MORTGAGEE EVIDENCE OF INSURANCE"],
  autoTitle: [
    "VEHICLE OR EQUIPMENT CERTIFICATE OF INSURANCE",
    "EVIDENCE OF AUTOMOBILE INSURANCE",
    "CERTIFICATE OF AUTO INSURANCE - LIENHOLDER",
  ],
  dateBox: ["DATE (MM/DD/YYYY)", "DATE ISSUED", "ISSUE DATE"],
  disclaimer: [
    "THIS EVIDENCE OF INSURANCE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE ADDITIONAL INTEREST NAMED BELOW. IT DOES NOT AMEND, EXTEND OR ALTER THE COVERAGE AFFORDED BY THE POLICY LISTED BELOW.",
    "THIS CERTIFICATE IS FURNISHED AS INFORMATION ONLY. IT DOES NOT CHANGE THE COVERAGE OF THE POLICY AND IS NOT A CONTRACT BETWEEN THE INSURER AND THE HOLDER.",
  ],
  agency: ["AGENCY", "PRODUCER", "AGENT / BROKER"],
  phone: ["PHONE (A/C, No, Ext):", "PHONE:", "TEL:"],
  email: ["E-MAIL ADDRESS:", "EMAIL:"],
  code: ["CODE:", "AGENT CODE:", "PRODUCER NO:"],
  customer: ["AGENCY CUSTOMER ID:", "CUSTOMER #:", "CLIENT ID:"],
  company: ["COMPANY", "INSURER", "INSURANCE COMPANY AFFORDING COVERAGE"],
  naic: ["NAIC #", "NAIC NO:", "NAIC CODE"],
  insured: ["INSURED", "NAMED INSURED AND ADDRESS", "INSURED NAME AND MAILING ADDRESS"],
  loanNumber: ["LOAN NUMBER", "LOAN #", "MORTGAGE LOAN NO."],
  policyNumber: ["POLICY NUMBER", "POLICY #", "POLICY NO."],
  eff: ["EFFECTIVE DATE", "EFF DATE", "POLICY EFFECTIVE"],
  exp: ["EXPIRATION DATE", "EXP DATE", "POLICY EXPIRATION"],
  continued: ["CONTINUED UNTIL TERMINATED IF CHECKED", "CONTINUOUS UNTIL CANCELLED"],
  replaces: ["THIS REPLACES PRIOR EVIDENCE DATED:", "SUPERSEDES EVIDENCE ISSUED:"],
  propertyBar: ["PROPERTY INFORMATION", "DESCRIPTION OF PROPERTY"],
  location: ["LOCATION / DESCRIPTION", "PROPERTY LOCATION AND DESCRIPTION", "LOCATION OF PROPERTY"],
  occupancy: [
    "Owner occupied single family dwelling",
    "One family dwelling, primary residence",
    "Owner-occupied residence",
  ],
  condoOccupancy: ["Condominium unit, owner occupied", "Residential condominium unit"],
  construction: ["Frame", "Masonry", "Brick veneer", "Joisted masonry"],
  statement: [
    "THE POLICY OF INSURANCE LISTED BELOW HAS BEEN ISSUED TO THE INSURED NAMED ABOVE FOR THE POLICY PERIOD INDICATED, SUBJECT TO ALL ITS TERMS, EXCLUSIONS AND CONDITIONS. LIMITS SHOWN MAY HAVE BEEN REDUCED BY PAID CLAIMS.",
    "COVERAGE IS AFFORDED BY THE POLICY DESCRIBED HEREIN AND IS SUBJECT TO ALL OF ITS TERMS. AMOUNTS SHOWN ARE AS OF THE DATE OF ISSUE.",
  ],
  coverageBar: ["COVERAGE INFORMATION", "COVERAGES"],
  perils: ["PERILS INSURED", "CAUSES OF LOSS"],
  perilBoxes: ["BASIC", "BROAD", "SPECIAL"],
  covCols: [
    ["COVERAGE / PERILS / FORMS", "AMOUNT OF INSURANCE", "DEDUCTIBLE"],
    ["COVERAGE", "LIMIT", "DEDUCTIBLE"],
  ],
  homeCov: {
    DWELLING: ["DWELLING (COVERAGE A)", "COV A - DWELLING", "Dwelling"],
    OTHER_STRUCTURES: ["OTHER STRUCTURES (COVERAGE B)", "COV B - OTHER STRUCTURES", "Other Structures"],
    PERSONAL_PROPERTY: ["PERSONAL PROPERTY (COVERAGE C)", "COV C - PERSONAL PROPERTY", "Personal Property"],
    LOSS_OF_USE: ["LOSS OF USE (COVERAGE D)", "COV D - LOSS OF USE", "Loss of Use"],
    PERSONAL_LIABILITY: [
      "PERSONAL LIABILITY - EACH OCCURRENCE",
      "COV E - PERSONAL LIABILITY",
      "Personal Liability (each occurrence)",
    ],
    MEDICAL_PAYMENTS: ["MEDICAL PAYMENTS - EACH PERSON", "COV F - MEDICAL PAYMENTS", "Medical Payments (each person)"],
  } as Record<string, string[]>,
  condoA: ["BUILDING PROPERTY - UNIT (COVERAGE A)", "COV A - UNIT ADDITIONS", "Unit Building Property"],
  formWord: ["FORM", "POLICY FORM", "Form"],
  als: ["ACTUAL LOSS SUSTAINED", "ALS"],
  allPerils: ["ALL PERILS", "AOP", "ALL OTHER PERILS"],
  windHail: ["WINDSTORM OR HAIL", "WIND/HAIL"],
  remarks: ["REMARKS (Including Special Conditions)", "REMARKS", "SPECIAL CONDITIONS / OTHER COVERAGES"],
  premiumRemark: [
    "ANNUAL PREMIUM: {p}",
    "TOTAL POLICY PREMIUM {p} - PAID IN FULL",
    "Premium for policy term: {p}",
    "Term premium {p}; balance due {due}",
  ],
  rceRemark: ["Replacement cost estimate on file: {x}", "RCE {x} (dated {date})"],
  escrowRemark: [
    "Please bill the mortgagee for renewal premium.",
    "Premium paid by escrow - bill mortgagee at renewal.",
    "Insured pays premium directly.",
  ],
  cancelBar: ["CANCELLATION", "NOTICE OF CANCELLATION"],
  cancel: [
    "SHOULD THE ABOVE POLICY BE CANCELLED BEFORE ITS EXPIRATION DATE, NOTICE WILL BE DELIVERED IN ACCORDANCE WITH THE POLICY PROVISIONS.",
    "THE COMPANY WILL GIVE THE ADDITIONAL INTEREST {days} DAYS WRITTEN NOTICE OF CANCELLATION, 10 DAYS FOR NON-PAYMENT OF PREMIUM.",
  ],
  interestBar: ["ADDITIONAL INTEREST", "CERTIFICATE HOLDER / ADDITIONAL INTEREST", "INTERESTED PARTY"],
  nameAddress: ["NAME AND ADDRESS", "NAME AND MAILING ADDRESS", "HOLDER"],
  interestKinds: ["ADDITIONAL INSURED", "MORTGAGEE", "LENDER'S LOSS PAYABLE", "LOSS PAYEE"],
  autoInterestKinds: ["LIENHOLDER / LOSS PAYEE", "ADDITIONAL INSURED", "LESSOR"],
  loanShort: ["LOAN #", "LOAN / ACCT NO.", "ACCOUNT #"],
  appliesTo: ["APPLIES TO VEHICLE", "VEH #", "VEHICLE"],
  signature: ["AUTHORIZED REPRESENTATIVE", "AUTHORIZED SIGNATURE", "COUNTERSIGNED BY"],
  noInterest: ["TO WHOM IT MAY CONCERN", "EVIDENCE FOR INSURED'S RECORDS"],
  hoa: ["{street} Condominium Association", "{street} Owners Association, Inc."],
  typeBar: ["TYPE OF POLICY", "POLICY TYPE"],
  types: ["PERSONAL AUTO", "COMMERCIAL AUTO", "GARAGE", "OTHER"],
  liabilityBar: ["LIABILITY LIMITS", "AUTOMOBILE LIABILITY", "LIMITS OF LIABILITY"],
  biPerson: ["BODILY INJURY (EACH PERSON)", "BI - PER PERSON", "BODILY INJURY (Per person)"],
  biAccident: ["BODILY INJURY (EACH ACCIDENT)", "BI - PER ACCIDENT", "BODILY INJURY (Per accident)"],
  pd: ["PROPERTY DAMAGE", "PD - EACH ACCIDENT", "PROPERTY DAMAGE (Per accident)"],
  csl: ["COMBINED SINGLE LIMIT", "CSL - EACH ACCIDENT", "COMBINED SINGLE LIMIT (BI & PD)"],
  medpay: ["MEDICAL PAYMENTS", "MED PAY - EACH PERSON", "MEDICAL PAYMENTS (Per person)"],
  um: ["UNINSURED MOTORIST", "UM BODILY INJURY", "UNINSURED MOTORISTS BI"],
  uim: ["UNDERINSURED MOTORIST", "UIM BODILY INJURY", "UNDERINSURED MOTORISTS BI"],
  umpd: ["UNINSURED MOTORIST PD", "UM PROPERTY DAMAGE", "UNINSURED MOTORISTS PD"],
  vehicleBar: ["DESCRIPTION OF VEHICLE(S)", "SCHEDULED VEHICLES", "VEHICLE / EQUIPMENT DESCRIPTION"],
  vehCols: [
    ["VEH #", "YEAR", "MAKE", "MODEL", "VEHICLE IDENTIFICATION NO.", "COMP DED", "COLL DED", "VALUATION"],
    ["#", "YR", "MAKE", "MODEL / BODY", "VIN", "OTC DED", "COLLISION DED", "BASIS"],
  ],
  valuation: ["ACV", "ACTUAL CASH VALUE", "ACV LESS DED"],
  notCovered: ["NOT COVERED", "NONE", "N/C"],
  garaging: [
    "Vehicles are principally garaged at the insured's mailing address.",
    "Garaging: same as mailing address.",
  ],
  paidToDate: ["Premium paid to date: {x}", "Down payment received: {x}"],
  formId: ["ACORD 27 (2016/03)", "ACORD 23 (2016/03)", "FORM EOI-100 (01/24)", "AGENCY FORM EV-2 (05/22)"],
  page: ["Page {n} of {m}", "PAGE {n} OF {m}"],
};

/** The form's look, fixed once so a second page (one per lender) repeats it. */
interface Look {
  ds: AnyDateStyle;
  sign: "$" | "$ " | "";
}

const amt = (look: Look, n: number) =>
  look.sign ? `${look.sign}${dollars(n, { sign: false })}` : dollars(n, { sign: false });

function header(w: Writer, rng: Rng, title: string, issued: string, look: Look, pageOf: string): void {
  const big = { bold: true, size: w.size * 1.55 };
  const dateLabel = rng.pick(EVIDENCE.dateBox);
  formHalves(
    w,
    0.76,
    (ww) => {
      ww.y += 6;
      for (const l of ww.wrap(title, big)) {
        ww.put(l, ww.left, ww.y + big.size, big);
        ww.y += big.size * 1.25;
      }
      if (pageOf) ww.line(pageOf, { size: ww.size * 0.7 });
    },
    (ww) => {
      boxRow(ww, [{ label: dateLabel, lines: [dateText(issued, look.ds)], at: 0, width: 1, align: "c" }]);
    },
  );
  w.gap(2);
}

function disclaimer(w: Writer, rng: Rng): void {
  boxRow(w, [
    { label: "", lines: [rng.pick(EVIDENCE.disclaimer)], at: 0, width: 1, style: { size: w.size * 0.72, bold: true } },
  ]);
}

/** The agency box: the agency's own street address and phone (not the insured's) and its codes. */
function agencyBox(w: Writer, g: GeneratedPolicy, rng: Rng): void {
  const a = g.extras.agent;
  const office = addressLines(officeAddress(rng), rng, true);
  const email = `${a.name.split(" ")[0].toLowerCase()}@${a.agency.split(" ")[0].toLowerCase()}agency.com`;
  boxRow(w, [
    {
      label: rng.pick(EVIDENCE.agency),
      lines: [
        a.agency.toUpperCase(),
        ...office,
        `${rng.pick(EVIDENCE.phone)} ${a.phone}`,
        `${rng.pick(EVIDENCE.email)} ${email}`,
      ],
      at: 0,
      width: 1,
    },
  ]);
  boxRow(w, [
    { label: rng.pick(EVIDENCE.code), lines: [a.code], at: 0, width: 0.5 },
    { label: rng.pick(EVIDENCE.customer), lines: [g.extras.accountNumber], at: 0.5, width: 0.5 },
  ]);
}

function companyBox(w: Writer, g: GeneratedPolicy, rng: Rng, naic: boolean): void {
  const lines = [g.truth.carrier.name.toUpperCase()];
  if (naic) lines.push(`${rng.pick(EVIDENCE.naic)} ${g.extras.naicCode}`);
  boxRow(w, [{ label: rng.pick(EVIDENCE.company), lines, at: 0, width: 1, style: { bold: true } }], { minLines: 3 });
}

function insuredLines(g: GeneratedPolicy, rng: Rng): string[] {
  return [
    ...g.truth.insureds.map((_, i) => personName(g, i, "first-last", true)),
    ...addressLines(g.truth.address, rng, true),
  ];
}

/** Remarks: premium (with a "balance due" or "paid to date" figure beside it), fees, notes. */
function remarks(w: Writer, rng: Rng, L: Ledger, extra: string[]): void {
  const paid = Math.round(L.total * rng.pick([0.25, 1 / 6, 0.5]));
  const lines = [fill(rng.pick(EVIDENCE.premiumRemark), { p: money(L.total), due: money(L.total - paid) })];
  for (const f of L.inFees) lines.push(`Includes ${f.label.toLowerCase()} ${money(f.amount)}`);
  for (const f of L.outFees) lines.push(`${f.label} ${money(f.amount)} per installment (not premium)`);
  if (rng.chance(0.35)) lines.push(fill(rng.pick(EVIDENCE.paidToDate), { x: money(paid) }));
  lines.push(...extra);
  boxRow(w, [{ label: rng.pick(EVIDENCE.remarks), lines, at: 0, width: 1 }], { minLines: 3 });
}

function cancellation(w: Writer, rng: Rng): void {
  sectionBar(w, rng.pick(EVIDENCE.cancelBar), { bold: true, size: w.size * 0.9 });
  boxRow(w, [
    {
      label: "",
      lines: [fill(rng.pick(EVIDENCE.cancel), { days: String(rng.pick([10, 20, 30])) })],
      at: 0,
      width: 1,
      style: { size: w.size * 0.78 },
    },
  ]);
}

/** The additional interest box: who, check boxes for their role, loan number, signature line. */
interface InterestLabels {
  name: string;
  loan: string;
  signature: string;
}

const interestLabels = (rng: Rng): InterestLabels => ({
  name: rng.pick(EVIDENCE.nameAddress),
  loan: rng.pick(EVIDENCE.loanShort),
  signature: rng.pick(EVIDENCE.signature),
});

function interestBox(
  w: Writer,
  labels: InterestLabels,
  lines: string[],
  kinds: readonly string[],
  checked: string | null,
  loan: string | null,
  extra: [string, string] | null,
  signer: string,
): void {
  formHalves(
    w,
    0.5,
    (ww) => boxRow(ww, [{ label: labels.name, lines, at: 0, width: 1 }], { minLines: 4 }),
    (ww) => {
      const top = ww.y;
      ww.y += 2;
      for (let i = 0; i < kinds.length; i += 2)
        checkLine(
          ww,
          kinds.slice(i, i + 2).map((k) => [k, k === checked] as [string, boolean]),
        );
      ww.page.rects.push({ x: ww.left, y: top, w: ww.right - ww.left, h: ww.y - top });
      boxRow(ww, [
        { label: labels.loan, lines: [loan ?? ""], at: 0, width: extra ? 0.6 : 1 },
        ...(extra ? [{ label: extra[0], lines: [extra[1]], at: 0.6, width: 0.4 }] : []),
      ]);
      boxRow(ww, [{ label: labels.signature, lines: [signer], at: 0, width: 1, style: { size: ww.size * 1.1 } }]);
    },
  );
}

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
  const acord = rng.chance(0.6);
  const look: Look = {
    ds: acord
      ? rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy"])
      : rng.pick<AnyDateStyle>(["mm/dd/yyyy", "Mon d, yyyy", "yyyy-mm-dd"]),
    sign: rng.pick(["$", "$", "$ ", ""] as const),
  };
  const d = (iso: string) => dateText(iso, look.ds);
  const title = rng.pick(EVIDENCE.homeTitle);
  const naic = !!g.extras.naicCode && rng.chance(0.55);
  const loanPrinted = rng.chance(0.85);
  const first = t.thirdParties[0] ?? null;

  header(w, rng, title, g.extras.issueDate, look, "");
  disclaimer(w, rng);
  formHalves(
    w,
    0.5,
    (ww) => agencyBox(ww, g, rng),
    (ww) => companyBox(ww, g, rng, naic),
  );
  const [priorFrom] = priorTerm(t.effectiveDate, 12);
  formHalves(
    w,
    0.5,
    (ww) =>
      boxRow(ww, [{ label: rng.pick(EVIDENCE.insured), lines: insuredLines(g, rng), at: 0, width: 1 }], {
        minLines: 4,
      }),
    (ww) => {
      boxRow(ww, [
        {
          label: rng.pick(EVIDENCE.loanNumber),
          lines: [loanPrinted && first?.loanNumber ? first.loanNumber : ""],
          at: 0,
          width: 0.5,
        },
        { label: rng.pick(EVIDENCE.policyNumber), lines: [t.policyNumber], at: 0.5, width: 0.5, style: { bold: true } },
      ]);
      boxRow(ww, [
        { label: rng.pick(EVIDENCE.eff), lines: [d(t.effectiveDate)], at: 0, width: 0.34, align: "c" },
        { label: rng.pick(EVIDENCE.exp), lines: [d(t.expirationDate)], at: 0.34, width: 0.33, align: "c" },
        { label: rng.pick(EVIDENCE.continued), lines: [""], at: 0.67, width: 0.33, style: { size: ww.size * 0.7 } },
      ]);
      // A prior evidence date: last year's renewal date or a mid-term change.
      boxRow(ww, [
        {
          label: rng.pick(EVIDENCE.replaces),
          lines: [rng.chance(0.6) ? d(priorFrom) : ""],
          at: 0,
          width: 1,
        },
      ]);
    },
  );

  sectionBar(w, rng.pick(EVIDENCE.propertyBar), { bold: true, size: w.size * 0.9 });
  const desc = condo ? rng.pick(EVIDENCE.condoOccupancy) : rng.pick(EVIDENCE.occupancy);
  const locationLines = rng.chance(0.5)
    ? [
        addressLines(premises, rng, true).join(", "),
        `${desc}, ${rng.pick(EVIDENCE.construction).toLowerCase()}, built ${g.extras.yearBuilt}`,
      ]
    : [...addressLines(premises, rng, true), desc];
  boxRow(w, [{ label: rng.pick(EVIDENCE.location), lines: locationLines, at: 0, width: 1 }], { minLines: 2 });
  boxRow(w, [{ label: "", lines: [rng.pick(EVIDENCE.statement)], at: 0, width: 1, style: { size: w.size * 0.72 } }]);

  // Coverage table: perils check boxes, then coverage / amount / deductible with ruled columns.
  sectionBar(w, rng.pick(EVIDENCE.coverageBar), { bold: true, size: w.size * 0.9 });
  const peril = condo ? "BROAD" : g.extras.form === "HO-5" || rng.chance(0.85) ? "SPECIAL" : "BROAD";
  checkLine(
    w,
    EVIDENCE.perilBoxes.map((p) => [p, p === peril] as [string, boolean]),
    rng.pick(EVIDENCE.perils),
  );
  const cols: Col[] = [
    { at: 0.008, width: 0.612 },
    { at: 0.62, width: 0.2, align: "r" },
    { at: 0.82, width: 0.175, align: "r" },
  ];
  const heads = rng.pick(EVIDENCE.covCols);
  const scheme = rng.int(0, 2);
  const hs = { bold: true, size: w.size * 0.72 };
  const tableTop = w.y;
  const tablePage = w.page;
  row(
    w,
    cols,
    heads.map((h) => [h]),
    hs,
    { vlines: true, rule: true },
  );
  const formCode = g.extras.form.replace("-", " ").replace(/^HO /, "HO 00 0");
  const withForm = rng.chance(0.5);
  const words = rng.pick(EVIDENCE.allPerils);
  for (const code of Object.keys(EVIDENCE.homeCov)) {
    const c = t.coverages.find((x) => x.code === code);
    let name = code === "DWELLING" && condo ? EVIDENCE.condoA[scheme] : EVIDENCE.homeCov[code][scheme];
    if (code === "DWELLING" && withForm) name = `${name} - ${rng.pick(EVIDENCE.formWord)} ${formCode}`;
    if (!c) {
      if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
        row(w, cols, [[name], [rng.pick(EVIDENCE.als)], [""]], {}, { vlines: true });
      continue;
    }
    const ded =
      code === "DWELLING" ? [`${amt(look, dwelling.deductible!)}${rng.chance(0.4) ? ` ${words}` : ""}`] : [""];
    row(w, cols, [[name], [amt(look, c.limitPerAccident!)], ded], {}, { vlines: true });
  }
  if (g.extras.windHailPercent)
    row(w, cols, [[rng.pick(EVIDENCE.windHail)], [""], [`${g.extras.windHailPercent}%`]], {}, { vlines: true });
  for (const o of g.extras.optional) row(w, cols, [[o.label.toUpperCase()], [o.limit], [""]], {}, { vlines: true });
  w.gap(w.lineHeight * 0.8);
  if (w.page === tablePage) w.page.rects.push({ x: w.left, y: tableTop, w: w.right - w.left, h: w.y - tableTop });

  const rce = Math.round((dwelling.limitPerAccident! * rng.pick([0.92, 0.97, 1.04, 1.1])) / 100) * 100;
  const extra = [rng.pick(EVIDENCE.escrowRemark)];
  if (!condo && rng.chance(0.5))
    extra.push(fill(rng.pick(EVIDENCE.rceRemark), { x: amt(look, rce), date: d(g.extras.issueDate) }));
  remarks(w, rng, L, extra);
  cancellation(w, rng);

  // One additional interest box per mortgagee (the second is how agencies continue the form).
  sectionBar(w, rng.pick(EVIDENCE.interestBar), { bold: true, size: w.size * 0.9 });
  const isaoa = rng.pick([" ISAOA ATIMA", " ISAOA/ATIMA", ", ITS SUCCESSORS AND/OR ASSIGNS", ""]);
  const signer = g.extras.agent.name;
  const kinds = EVIDENCE.interestKinds;
  const il = interestLabels(rng);
  if (!t.thirdParties.length) {
    const street = premises.addressLine1.replace(/^\d+\s+/, "");
    const who = condo
      ? [fill(rng.pick(EVIDENCE.hoa), { street }).toUpperCase(), ...addressLines(officeAddress(rng), rng, true)]
      : [rng.pick(EVIDENCE.noInterest)];
    interestBox(w, il, who, kinds, condo ? "ADDITIONAL INSURED" : null, null, null, signer);
  }
  t.thirdParties.forEach((p: TruthParty, i) => {
    const checked = rng.chance(0.8) ? "MORTGAGEE" : "LENDER'S LOSS PAYABLE";
    const lines = [
      `${i === 1 ? "2ND MORTGAGEE: " : ""}${p.name.toUpperCase()}${isaoa}`,
      ...addressLines(p.address, rng, true),
    ];
    interestBox(w, il, lines, kinds, checked, loanPrinted ? p.loanNumber : null, null, signer);
  });
  w.gap(3);
  w.line(acord ? EVIDENCE.formId[0] : rng.pick(EVIDENCE.formId.slice(2)), { size: w.size * 0.75, bold: true });

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  return { truth, variant: acord ? "acord27" : "carrier-evidence", title };
};

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const acord = rng.chance(0.6);
  const look: Look = {
    ds: acord
      ? rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy"])
      : rng.pick<AnyDateStyle>(["mm/dd/yyyy", "Mon d, yyyy", "yyyy-mm-dd", "mm/dd/yy"]),
    sign: rng.pick(["$", "$ ", ""] as const),
  };
  const d = (iso: string) => dateText(iso, look.ds);
  const title = rng.pick(EVIDENCE.autoTitle);
  const naic = !!g.extras.naicCode && rng.chance(0.7);
  const loanPrinted = rng.chance(0.8);
  const holders = t.thirdParties.length ? t.thirdParties : [null];
  // Several lenders: one certificate each (the agency's usual way), or one form listing them all.
  const perHolder = holders.length > 1 && rng.chance(0.55);
  const forms = perHolder ? holders.map((h) => [h]) : [holders];
  const signer = g.extras.agent.name;
  const agencyRng = rng.fork("agency");
  const seed = rng.int(0, 1e9);

  // Labels and look are drawn once from a fixed stream so every copy of the form is the same form.
  forms.forEach((group, copy) => {
    const r = agencyRng.fork(`copy-${seed}`);
    if (copy > 0) w.newPage();
    const pageOf =
      forms.length > 1 ? fill(r.pick(EVIDENCE.page), { n: String(copy + 1), m: String(forms.length) }) : "";
    header(w, r, title, g.extras.issueDate, look, pageOf);
    disclaimer(w, r);
    formHalves(
      w,
      0.5,
      (ww) => agencyBox(ww, g, r),
      (ww) => companyBox(ww, g, r, naic),
    );
    formHalves(
      w,
      0.5,
      (ww) =>
        boxRow(ww, [{ label: r.pick(EVIDENCE.insured), lines: insuredLines(g, r), at: 0, width: 1 }], { minLines: 4 }),
      (ww) => {
        boxRow(ww, [
          { label: r.pick(EVIDENCE.policyNumber), lines: [t.policyNumber], at: 0, width: 1, style: { bold: true } },
        ]);
        boxRow(ww, [
          { label: r.pick(EVIDENCE.eff), lines: [d(t.effectiveDate)], at: 0, width: 0.5, align: "c" },
          { label: r.pick(EVIDENCE.exp), lines: [d(t.expirationDate)], at: 0.5, width: 0.5, align: "c" },
        ]);
      },
    );
    checkLine(
      w,
      EVIDENCE.types.map((k, i) => [k, i === 0] as [string, boolean]),
      r.pick(EVIDENCE.typeBar),
    );

    // Liability limits in captioned boxes, four across; blank boxes where the policy has none.
    sectionBar(w, r.pick(EVIDENCE.liabilityBar), { bold: true, size: w.size * 0.9 });
    const find = (code: string) => t.coverages.find((c) => c.code === code && !c.vin);
    const bi = find("BI");
    const csl = find("CSL");
    const split = (c: ReturnType<typeof find>): string =>
      !c
        ? ""
        : c.limitPerPerson !== null && c.limitPerAccident !== null
          ? `${amt(look, c.limitPerPerson)}/${dollars(c.limitPerAccident, { sign: false })}`
          : c.limitPerAccident !== null
            ? amt(look, c.limitPerAccident)
            : "";
    const umpd = find("UMPD");
    const lim = r.int(0, 2);
    const boxes1: Box[] = [
      {
        label: EVIDENCE.biPerson[lim],
        lines: [bi ? amt(look, bi.limitPerPerson!) : ""],
        at: 0,
        width: 0.25,
        align: "r",
      },
      {
        label: EVIDENCE.biAccident[lim],
        lines: [bi ? amt(look, bi.limitPerAccident!) : ""],
        at: 0.25,
        width: 0.25,
        align: "r",
      },
      { label: EVIDENCE.pd[lim], lines: [split(find("PD"))], at: 0.5, width: 0.25, align: "r" },
      { label: EVIDENCE.csl[lim], lines: [split(csl)], at: 0.75, width: 0.25, align: "r" },
    ];
    const boxes2: Box[] = [
      { label: EVIDENCE.medpay[lim], lines: [split(find("MEDPAY"))], at: 0, width: 0.25, align: "r" },
      { label: EVIDENCE.um[lim], lines: [split(find("UMBI"))], at: 0.25, width: 0.25, align: "r" },
      { label: EVIDENCE.uim[lim], lines: [split(find("UIMBI"))], at: 0.5, width: 0.25, align: "r" },
      {
        label: EVIDENCE.umpd[lim],
        lines: [umpd ? `${split(umpd)}${umpd.deductible !== null ? ` (${amt(look, umpd.deductible)} DED)` : ""}` : ""],
        at: 0.75,
        width: 0.25,
        align: "r",
      },
    ];
    boxRow(w, boxes1, { captionScale: 0.62 });
    boxRow(w, boxes2, { captionScale: 0.62 });

    // The vehicle schedule: deductibles per vehicle beside the VIN.
    sectionBar(w, r.pick(EVIDENCE.vehicleBar), { bold: true, size: w.size * 0.9 });
    const vc: Col[] = [
      { at: 0.006, width: 0.054 },
      { at: 0.06, width: 0.07 },
      { at: 0.13, width: 0.13 },
      { at: 0.26, width: 0.16 },
      { at: 0.42, width: 0.27 },
      { at: 0.69, width: 0.1, align: "r" },
      { at: 0.79, width: 0.1, align: "r" },
      { at: 0.89, width: 0.105, align: "r" },
    ];
    const top = w.y;
    const page = w.page;
    row(
      w,
      vc,
      r.pick(EVIDENCE.vehCols).map((h) => [h]),
      { bold: true, size: w.size * 0.68 },
      { vlines: true, rule: true },
    );
    const nc = r.pick(EVIDENCE.notCovered);
    const valuation = r.pick(EVIDENCE.valuation);
    const withTrim = r.chance(0.4);
    vehicles.forEach((v, k) => {
      const ded = (code: string) => {
        const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
        return c ? amt(look, c.deductible!) : nc;
      };
      row(
        w,
        vc,
        [
          [String(k + 1).padStart(3, "0")],
          [String(v.year)],
          [v.make.toUpperCase()],
          [`${v.model}${withTrim && v.trim ? ` ${v.trim}` : ""}`.toUpperCase()],
          [v.vin],
          [ded("COMP")],
          [ded("COLL")],
          [valuation],
        ],
        { size: w.size * 0.92 },
        { vlines: true, rule: k < vehicles.length - 1 },
      );
    });
    w.gap(3);
    if (w.page === page) w.page.rects.push({ x: w.left, y: top, w: w.right - w.left, h: w.y - top });

    const extra = [r.pick(EVIDENCE.garaging)];
    for (const o of g.extras.optional) extra.push(`${o.label}: ${o.limit}`);
    // Other lenders on a single form: listed in the remarks rather than in the holder box.
    const others = group.slice(1).filter((p): p is TruthParty => !!p);
    for (const p of others) {
      const k = vehicles.findIndex((v) => v.vin === p.vin);
      extra.push(
        `ADDITIONAL ${p.type === "lessor" ? "LESSOR" : "LIENHOLDER"} (VEH ${k + 1}): ${p.name}, ${addressLines(p.address, r, true).join(", ")}${loanPrinted && p.loanNumber ? `, LOAN # ${p.loanNumber}` : ""}`,
      );
    }
    remarks(w, r, L, extra);
    cancellation(w, r);

    sectionBar(w, r.pick(EVIDENCE.interestBar), { bold: true, size: w.size * 0.9 });
    const holder = group[0];
    const il = interestLabels(r);
    if (!holder)
      interestBox(w, il, [r.pick(EVIDENCE.noInterest)], EVIDENCE.autoInterestKinds, null, null, null, signer);
    else {
      const k = vehicles.findIndex((v) => v.vin === holder.vin);
      interestBox(
        w,
        il,
        [holder.name.toUpperCase(), ...addressLines(holder.address, r, true)],
        EVIDENCE.autoInterestKinds,
        holder.type === "lessor" ? "LESSOR" : "LIENHOLDER / LOSS PAYEE",
        loanPrinted ? holder.loanNumber : null,
        [r.pick(EVIDENCE.appliesTo), `${k + 1} - ${vehicles[k].vin.slice(-6)}`],
        signer,
      );
    }
    w.gap(3);
    w.line(acord ? EVIDENCE.formId[1] : EVIDENCE.formId[2 + (seed % 2)], { size: w.size * 0.75, bold: true });
  });

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  return {
    truth,
    variant: `${acord ? "acord23" : "carrier-certificate"}${perHolder ? "+one-per-lender" : ""}`,
    title,
  };
};

export const evidenceForm: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
