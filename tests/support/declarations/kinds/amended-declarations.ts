import { isoDate, makeVin, type GeneratedPolicy, type TruthParty } from "../policy";
import type { Rng } from "../random";
import { AUTO_LENDERS, MAKES, MORTGAGEES, PLACES, STREET_NAMES } from "../reference-data";
import type { Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  framed,
  hrule,
  ledger,
  personName,
  row,
  sideBySide,
  vehicleList,
  type Col,
  type KindFn,
  type Ledger,
  money,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";

// Imitates the amended declarations a carrier issues after a mid-term change (USAA's "AMENDED
// DECLARATIONS PAGE - EFFECTIVE 03/22/21" with its reason for change, Progressive's revised
// declarations with "Policy changes effective" and a premium change, Nationwide's "Your Revised
// Policy" with "Changes Made to Your Policy", Allstate's amended house & home page "information as
// of" a later date): the term is the whole policy period, but the page is dated at the change, a
// box gives the reason, and the schedule shows the prior value beside the revised one (in either
// order, or the revised column saying "No change" so the value is only in the prior column, or the
// old value as a "(was ...)" note under the new). A car taken off the policy and a lender released
// are still printed, marked deleted; the premium block gives the prior and revised term premiums
// and the pro-rated charge or refund for the rest of the term. The truth is the policy after the
// change: the revised values, the cars and lenders still on it, the revised term premium.

export const AMEND = {
  title: {
    auto: [
      "Amended Auto Policy Declarations",
      "AMENDED DECLARATIONS PAGE",
      "Revised Declarations",
      "Policy Change Declarations",
    ],
    home: [
      "Amended Homeowners Declarations",
      "AMENDED DECLARATIONS PAGE",
      "Revised Homeowners Declarations",
      "Policy Change Declarations",
    ],
    condo: [
      "Amended Condominium Declarations",
      "AMENDED DECLARATIONS PAGE",
      "Revised Unit Owners Declarations",
      "Policy Change Declarations",
    ],
  } as Record<string, string[]>,
  effective: ["EFFECTIVE {d}", "Change effective {d}", "Amendment effective {d}", "Endorsement effective {d}"],
  replaces: [
    "This page replaces any declarations previously issued for the policy period shown.",
    "THIS DECLARATIONS PAGE REPLACES ALL PRIOR DECLARATIONS FOR THIS POLICY PERIOD.",
    "Your policy has changed. Please keep this page with your policy documents.",
  ],
  insured: ["Named insured", "Named Insured and Address", "Policyholder"],
  policy: ["Policy number", "Policy No.", "Policy #"],
  period: ["Policy period", "Policy term", "Term"],
  periodValue: ["{a} to {b}", "{a} - {b}", "{a} through {b}"],
  periodNote: ["12:01 a.m. standard time", "(12:01 A.M. standard time at the residence premises)", ""],
  changeOn: ["Change effective", "Date of change", "Amendment date", "Endorsement date"],
  processed: ["Date processed", "Issued", "Information as of", "Date of issue"],
  company: ["Underwritten by {c}", "Issued by {c}", "Insurance provided by {c}"],
  naic: [" (NAIC {x})", ", NAIC #{x}"],
  reasonHead: ["Reason for change", "REASON FOR CHANGE", "Changes made to your policy", "Description of change"],
  requested: ["Requested by {who} on {d}", "Change requested {d}", ""],
  reasons: {
    added: ["Added {car} as vehicle {n}", "ADD VEHICLE {n} - {car}", "Vehicle added: {car}"],
    removed: ["Deleted {car}", "DELETE VEHICLE - {car}", "Vehicle removed: {car}"],
    replaced: ["Replaced {old} with {car}", "REPLACE VEHICLE {n}", "Vehicle replaced: {car} for {old}"],
    deductible: ["Changed {cov} deductible on {where} from {a} to {b}", "{cov} DEDUCTIBLE CHANGE - {where}"],
    limits: ["Changed {cov} limits from {a} to {b}", "{cov} LIMIT CHANGE"],
    coverage: ["Added {cov} to {where}", "ADD {cov} - {where}"],
    lienAdded: ["Added {party} on {where}", "ADD ADDITIONAL INTEREST - {where}"],
    lienChanged: ["Changed {party} on {where}", "CHANGE LIENHOLDER INFORMATION"],
    mortgagee: ["Change mortgagee information", "CHANGE MORTGAGEE INFORMATION", "Mortgagee changed"],
    loan: ["Changed loan number for {party}", "UPDATE MORTGAGEE LOAN NUMBER"],
    address: ["Changed mailing address", "CHANGE OF ADDRESS", "Mailing address updated"],
    optional: ["Added {cov}", "ADD ENDORSEMENT - {cov}"],
    dwelling: ["Changed {cov} limit from {a} to {b}", "{cov} INCREASED TO {b}", "Coverage A amount changed"],
  } as Record<Change, string[]>,
  previousAddress: ["Previous mailing address: {x}", "Prior address: {x}", "Was: {x}"],
  columns: [
    ["Coverage", "Prior", "Revised", "Premium"],
    ["Coverage", "Before change", "After change", "Premium"],
    ["Coverage", "Was", "Now", "Term premium"],
    ["Coverage", "Previous", "New", "Premium"],
  ],
  noteColumns: [
    ["Coverage", "Limits / deductibles", "Premium"],
    ["Coverage", "Limit", "Premium"],
  ],
  was: ["(was {x})", "Previously {x}", "(prior: {x})"],
  wasNone: ["(added)", "(new)", "Previously none"],
  same: ["No change", "Same", "Unchanged", "No chg"],
  notOn: ["Not on policy", "--", "None", "n/a"],
  deleted: ["Deleted", "Removed", "--"],
  notCovered: ["Not covered", "None", "--"],
  changedMark: ["*", " (changed)", " *"],
  changedNote: ["* Changed with this amendment.", "* indicates an item changed by this endorsement."],
  vehicle: ["Veh {n}: {car}", "Vehicle {n} - {car}", "{n}. {car}"],
  vin: ["VIN {v}", "VIN: {v}", "ID# {v}"],
  status: {
    added: ["Added {d}", "ADDED", "New vehicle"],
    deleted: ["Deleted {d}", "DELETED", "Removed from policy {d}"],
    same: ["", "", "No change"],
  },
  autoCov: {
    BI: ["Bodily injury liability", "Bodily Injury", "BI liability"],
    PD: ["Property damage liability", "Property Damage", "PD liability"],
    CSL: ["Combined single limit liability", "Liability (CSL)", "Single limit liability"],
    UMBI: ["Uninsured motorist bodily injury", "Uninsured Motorists", "UM bodily injury"],
    UIMBI: ["Underinsured motorist bodily injury", "Underinsured Motorists", "UIM bodily injury"],
    UMPD: ["Uninsured motorist property damage", "UM Property Damage", "UMPD"],
    MEDPAY: ["Medical payments", "Medical Payments", "Med pay"],
    COMP: ["Comprehensive", "Other than collision", "Comprehensive"],
    COLL: ["Collision", "Collision", "Collision"],
  } as Record<string, string[]>,
  eachPerson: ["each person", "per person", "ea. person"],
  eachAccident: ["each accident", "per accident", "ea. accident"],
  dedWord: ["{x} deductible", "{x} ded.", "{x}"],
  homeCov: {
    DWELLING: ["Coverage A - Dwelling", "A. Dwelling", "Dwelling (A)"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "B. Other Structures", "Other Structures (B)"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "C. Personal Property", "Personal Property (C)"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "D. Loss of Use", "Loss of Use (D)"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "E. Personal Liability", "Personal Liability (E)"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments", "F. Medical Payments to Others", "Medical Payments (F)"],
  } as Record<string, string[]>,
  condoA: ["Coverage A - Building Property", "A. Unit Building Property", "Building Property (A)"],
  als: ["Actual loss sustained", "ALS"],
  aop: ["All other perils deductible", "Deductible - all perils", "Section I deductible"],
  wind: ["Wind/hail deductible", "Windstorm or hail deductible"],
  windValue: ["{p}% of Coverage A ({x})", "{p}% ({x})"],
  premises: ["Residence premises", "Location of residence premises", "Insured location"],
  interestsHead: {
    auto: ["Additional interests", "Lienholders / Loss payees", "Interested parties"],
    home: ["Mortgagees", "Mortgagee / additional interests", "Interested parties"],
  } as Record<string, string[]>,
  interestCols: [
    ["Interest", "Name and address", "Loan number", "Status"],
    ["Type", "Name / address", "Loan #", "This change"],
  ],
  interestType: {
    lienholder: ["Lienholder", "Loss payee"],
    lessor: ["Lessor", "Lessor / add'l insured"],
    mortgagee: ["First mortgagee", "Mortgagee"],
    second: ["Second mortgagee", "2nd mortgagee"],
  } as Record<string, string[]>,
  onVehicle: ["Veh {n}", "Vehicle {n}"],
  loanWas: ["Changed (was {x})", "Loan # changed from {x}"],
  premiumHead: ["Premium", "Premium summary", "Premium information"],
  priorPremium: ["Prior term premium", "Previous policy premium", "Premium before this change"],
  revisedPremium: [
    "Revised term premium",
    "New policy premium",
    "Total premium after this change",
    "Total policy premium",
  ],
  changeAmount: ["Change in term premium", "Premium change", "Difference"],
  prorated: [
    "Additional premium due for the rest of the term: {x}",
    "Pro-rated charge from {d}: {x}",
    "Amount billed for this change: {x}",
  ],
  refund: ["Return premium for the rest of the term: {x}", "Pro-rated credit from {d}: {x}", "Amount refunded: {x}"],
  noPremiumChange: ["This change does not affect your premium.", "No premium change.", "Premium change: $0.00"],
  notBill: [
    "This is not a bill. Any amount due will be billed separately.",
    "PREMIUM CHANGE WILL BE BILLED SEPARATELY.",
  ],
  outFee: ["{label} of {x} per installment is not included above.", "Plus {label} {x} per installment."],
  feeLine: ["{label} (included above)", "Includes {label}"],
  formId: ["AMD-{n} ({mm}/{yy})", "Form DEC-A {n}", "END {n} ED {mm}-{yy}"],
};

type Change =
  | "added"
  | "removed"
  | "replaced"
  | "deductible"
  | "limits"
  | "coverage"
  | "lienAdded"
  | "lienChanged"
  | "address"
  | "mortgagee"
  | "loan"
  | "dwelling"
  | "optional";

/** How the schedule sets prior beside revised, fixed once per page. */
type Arrangement = "prior-first" | "revised-first" | "ditto" | "was-notes";

interface Look {
  ds: AnyDateStyle;
  arrangement: Arrangement;
  perWord: string;
  accWord: string;
  dedForm: string;
  upper: boolean;
}

/** A schedule line: the revised value is what the policy has now; `prior` is null when unchanged. */
interface Line {
  label: string;
  revised: string[];
  prior: string[] | null;
  premium: string;
  bold?: boolean;
  /** A title row across the table (a vehicle and its status). */
  group?: boolean;
}

const shiftDays = (iso: string, days: number) => isoDate(new Date(Date.parse(iso) + days * 86400000));
const V = (s: string, look: Look) => (look.upper ? s.toUpperCase() : s);

function limitText(
  c: { code: string; limitPerPerson: number | null; limitPerAccident: number | null },
  look: Look,
): string[] {
  if (c.limitPerPerson !== null && c.limitPerAccident !== null)
    return look.perWord === ""
      ? [`${dollars(c.limitPerPerson)}/${dollars(c.limitPerAccident)}`]
      : [`${dollars(c.limitPerPerson)} ${look.perWord}`, `${dollars(c.limitPerAccident)} ${look.accWord}`];
  const x = dollars(c.limitPerAccident!);
  if (c.code === "MEDPAY" || c.code === "MEDICAL_PAYMENTS") return [look.perWord ? `${x} ${look.perWord}` : x];
  // Property limits and a combined single limit are bare amounts; liability is per accident or occurrence.
  const perAccident = ["PD", "UMBI", "UIMBI", "UMPD", "PERSONAL_LIABILITY"].includes(c.code);
  return [look.accWord && perAccident ? `${x} ${look.accWord}` : x];
}

const dedText = (n: number, look: Look) => fill(look.dedForm, { x: dollars(n) });

/** A reason filled in: a template typed in capitals (a mainframe's reason code) capitalizes its values too. */
function say(form: string, values: Record<string, string>): string {
  const text = fill(form, values);
  return /[a-z]/.test(form.replace(/\{\w+\}/g, "")) ? text : text.toUpperCase();
}

/** A different amount from `n` on the same steps a carrier offers. */
function otherDeductible(n: number, rng: Rng): number {
  return rng.pick([100, 250, 500, 1000, 1500, 2000, 2500].filter((x) => x !== n));
}

/** The change's date: inside the term, after its first weeks, well before its end. */
function changeDate(g: GeneratedPolicy, rng: Rng): string {
  const days = g.extras.termMonths === 6 ? 150 : 300;
  return shiftDays(g.truth.effectiveDate, rng.int(15, days));
}

/** Letterhead, title, the insured beside the policy facts, and the reason box. */
function head(
  w: Writer,
  g: GeneratedPolicy,
  rng: Rng,
  look: Look,
  changeOn: string,
  reasons: string[],
  oldAddress: string | null,
): { title: string; naic: boolean } {
  const t = g.truth;
  const d = (iso: string) => dateText(iso, look.ds);
  const title = rng.pick(AMEND.title[t.type]);
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  const company = `${fill(rng.pick(AMEND.company), { c: t.carrier.name })}${naic ? fill(rng.pick(AMEND.naic), { x: g.extras.naicCode! }) : ""}`;
  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.line(V(g.extras.brand, look), { bold: true, size: ww.size * 2 });
      ww.paragraph(company, { size: ww.size * 0.85 });
    },
    (ww) => {
      ww.paragraph(title, { bold: true, size: ww.size * 1.35 });
      if (rng.chance(0.6)) ww.line(fill(rng.pick(AMEND.effective), { d: d(changeOn) }), { bold: true });
    },
  );
  w.gap(4);
  w.paragraph(rng.pick(AMEND.replaces), { size: w.size * 0.85 });
  w.gap(4);
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", look.upper));
  const processed = shiftDays(changeOn, -rng.int(0, 12));
  const facts: [string, string][] = [
    [rng.pick(AMEND.policy), t.policyNumber],
    [
      rng.pick(AMEND.period),
      `${fill(rng.pick(AMEND.periodValue), { a: d(t.effectiveDate), b: d(t.expirationDate) })} ${rng.pick(AMEND.periodNote)}`.trim(),
    ],
    [rng.pick(AMEND.changeOn), d(changeOn)],
    [rng.pick(AMEND.processed), d(processed)],
  ];
  sideBySide(
    w,
    0.48,
    (ww) => {
      ww.line(rng.pick(AMEND.insured), { bold: true });
      for (const l of [...names, ...addressLines(t.address, rng, look.upper)]) ww.line(l);
    },
    (ww) => {
      const valueX = Math.max(...facts.map(([l]) => ww.width_(`${l}:`, { bold: true }))) + 8;
      for (const [l, v] of facts) ww.kv(`${l}:`, [v], valueX, { bold: true });
    },
  );
  w.gap(6);
  framed(w, () => {
    w.line(rng.pick(AMEND.reasonHead), { bold: true });
    for (const r of reasons) w.paragraph(V(r, look));
    if (oldAddress) w.paragraph(fill(rng.pick(AMEND.previousAddress), { x: oldAddress }), { size: w.size * 0.9 });
    const req = fill(rng.pick(AMEND.requested), {
      who: rng.pick(g.extras.drivers),
      d: d(shiftDays(processed, -rng.int(1, 6))),
    });
    if (req) w.line(req, { size: w.size * 0.85 });
  });
  w.gap(8);
  return { title, naic };
}

/** The schedule in the page's arrangement. */
function schedule(w: Writer, rng: Rng, look: Look, lines: Line[], premiums: boolean): void {
  const notes = look.arrangement === "was-notes";
  const heads = notes ? rng.pick(AMEND.noteColumns) : rng.pick(AMEND.columns);
  const mark = rng.pick(AMEND.changedMark);
  const same = rng.pick(AMEND.same);
  const wasForm = rng.pick(AMEND.was);
  let cols: Col[];
  let header: string[];
  if (notes) {
    cols = [
      { at: 0, width: 0.42 },
      { at: 0.42, width: premiums ? 0.38 : 0.58 },
      ...(premiums ? [{ at: 0.82, width: 0.18, align: "r" as const }] : []),
    ];
    header = premiums ? heads : heads.slice(0, 2);
  } else {
    const [c, p, r, pr] = heads;
    const order = look.arrangement === "revised-first" ? [r, p] : [p, r];
    cols = [
      { at: 0, width: 0.32 },
      { at: 0.32, width: premiums ? 0.25 : 0.34 },
      { at: premiums ? 0.57 : 0.66, width: premiums ? 0.25 : 0.34 },
      ...(premiums ? [{ at: 0.84, width: 0.16, align: "r" as const }] : []),
    ];
    header = [c, ...order, ...(premiums ? [pr] : [])];
  }
  const size = w.size * 0.95;
  row(
    w,
    cols,
    header.map((h) => [h]),
    { bold: true, size },
    { rule: true },
  );
  let marked = false;
  for (const l of lines) {
    if (l.group) {
      w.gap(2);
      row(w, [{ at: 0, width: 1 }], [[l.label]], { bold: true, size }, { pad: 1 });
      continue;
    }
    const changed = l.prior !== null;
    const prior = l.prior ?? l.revised;
    const label = changed && !notes && mark ? `${l.label}${mark}` : l.label;
    if (changed && mark.includes("*")) marked = true;
    let cells: string[][];
    if (notes) {
      const was = !changed
        ? []
        : prior.length === 1 && AMEND.notOn.concat(AMEND.notCovered).includes(prior[0])
          ? [rng.pick(AMEND.wasNone)]
          : [fill(wasForm, { x: prior.join(" / ") })];
      cells = [[label], [...l.revised, ...was]];
    } else {
      const revised = look.arrangement === "ditto" && !changed ? [same] : l.revised;
      cells = [[label], ...(look.arrangement === "revised-first" ? [revised, prior] : [prior, revised])];
    }
    if (premiums) cells.push([l.premium]);
    row(w, cols, cells, { size, bold: l.bold }, { rule: true, pad: 3 });
  }
  if (marked && !notes) w.line(rng.pick(AMEND.changedNote), { size: w.size * 0.8 });
  w.gap(6);
}

/** Prior and revised term premiums, the change, and what is billed or refunded for the rest of the term. */
function premiumBlock(w: Writer, rng: Rng, look: Look, L: Ledger, prior: number, changeOn: string): void {
  w.line(rng.pick(AMEND.premiumHead), { bold: true, size: w.size * 1.1 });
  hrule(w, 0.5, 3);
  const cols: Col[] = [
    { at: 0, width: 0.6 },
    { at: 0.6, width: 0.25, align: "r" },
  ];
  const lines: [string, number][] = [
    [rng.pick(AMEND.priorPremium), prior],
    [rng.pick(AMEND.revisedPremium), L.total],
  ];
  // Usually prior then revised; some carriers lead with the new figure.
  const order = rng.chance(0.3) ? 1 : 0;
  if (order) lines.reverse();
  for (const [label, x] of lines) row(w, cols, [[label], [money(x)]], { bold: label === lines[1 - order][0] });
  const feeLine = rng.pick(AMEND.feeLine);
  for (const f of L.inFees) row(w, cols, [[fill(feeLine, { label: f.label })], [money(f.amount)]]);
  const delta = L.total - prior;
  if (delta === 0) w.line(rng.pick(AMEND.noPremiumChange));
  else {
    row(w, cols, [[rng.pick(AMEND.changeAmount)], [`${delta > 0 ? "+" : "-"}${money(Math.abs(delta))}`]]);
    const left = Math.max(0.1, Math.min(0.9, rng.next()));
    const part = Math.round(Math.abs(delta) * left);
    const d = dateText(changeOn, look.ds);
    w.line(fill(rng.pick(delta > 0 ? AMEND.prorated : AMEND.refund), { x: money(part), d }));
  }
  for (const f of L.outFees) w.line(fill(rng.pick(AMEND.outFee), { label: f.label, x: money(f.amount) }));
  w.line(rng.pick(AMEND.notBill), { size: w.size * 0.85 });
  w.gap(6);
}

/**
 * The premium before the change: lower when the change added cover (`direction` 1), higher when it
 * took some away (-1), the same for a change that costs nothing (0).
 */
function priorPremium(total: number, rng: Rng, direction: number): number {
  if (!direction) return total;
  const x = Math.round(total / (1 + direction * rng.pick([0.04, 0.07, 0.12])));
  return x === total ? total - direction * 1234 : x;
}

/** A street address elsewhere, for the address the insured moved from. */
function oldStreet(rng: Rng): string {
  const p = rng.pick(PLACES);
  return `${rng.int(10, 9999)} ${rng.pick(STREET_NAMES)} ${rng.pick(["Dr", "Ln", "Ct", "Ave"])}, ${p.city}, ${p.state} ${p.zips[0]}`;
}

interface InterestRow {
  type: string;
  party: Pick<TruthParty, "name" | "address" | "loanNumber">;
  status: string;
  loan: boolean;
}

/** The lenders' table: the current ones, and a released one marked deleted. */
function interests(w: Writer, rng: Rng, look: Look, home: boolean, rows: InterestRow[]): void {
  if (!rows.length) return;
  w.line(rng.pick(AMEND.interestsHead[home ? "home" : "auto"]), { bold: true, size: w.size * 1.05 });
  const cols: Col[] = [
    { at: 0, width: 0.2 },
    { at: 0.2, width: 0.4 },
    { at: 0.6, width: 0.2 },
    { at: 0.8, width: 0.2 },
  ];
  const size = w.size * 0.95;
  row(
    w,
    cols,
    rng.pick(AMEND.interestCols).map((h) => [h]),
    { bold: true, size },
    { rule: true },
  );
  for (const r of rows)
    row(
      w,
      cols,
      [
        [r.type],
        [V(r.party.name, look), ...addressLines(r.party.address, rng, look.upper)],
        [r.loan && r.party.loanNumber ? r.party.loanNumber : ""],
        [r.status],
      ],
      { size },
      { rule: true, pad: 3 },
    );
  w.gap(6);
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const look: Look = {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "m/d/yyyy", "Mon d, yyyy", "mm/dd/yy", "Month d, yyyy"]),
    arrangement: rng.pick<Arrangement>(["prior-first", "prior-first", "revised-first", "ditto", "was-notes"]),
    perWord: rng.chance(0.5) ? rng.pick(AMEND.eachPerson) : "",
    accWord: rng.pick(AMEND.eachAccident),
    dedForm: rng.pick(AMEND.dedWord),
    upper: rng.chance(0.25),
  };
  if (!look.perWord) look.accWord = rng.chance(0.5) ? look.accWord : "";
  const changeOn = changeDate(g, rng);
  const d = (iso: string) => dateText(iso, look.ds);
  const car = (v: { year: number; make: string; model: string }) => V(`${v.year} ${v.make} ${v.model}`, look);
  const scheme = rng.int(0, 2);
  const name = (code: string) => AMEND.autoCov[code][scheme];

  // The changes this amendment made, and what each line was before them.
  const options: Change[] = ["removed", "deductible", "limits", "coverage", "lienAdded", "lienChanged", "address"];
  if (vehicles.length > 1) options.push("added", "added", "replaced");
  const count = rng.weighted([
    [1, 5],
    [2, 3],
  ] as const);
  const changes = new Set<Change>(rng.shuffle(options).slice(0, count));
  if (changes.has("replaced")) {
    changes.delete("added");
    changes.delete("removed");
  }
  const lastIndex = vehicles.length - 1;
  const newVehicle = changes.has("added") || changes.has("replaced") ? lastIndex : -1;
  const pd = t.coverages.filter((c) => c.vin && vehicles.findIndex((v) => v.vin === c.vin) !== newVehicle);
  if (changes.has("deductible") && !pd.length) changes.delete("deductible");
  const dedChanged = changes.has("deductible") ? rng.pick(pd) : null;
  const dedWas = dedChanged ? otherDeductible(dedChanged.deductible!, rng) : 0;
  const split = t.coverages.find((c) => c.code === "BI" || c.code === "CSL")!;
  const limitsWas =
    split.code === "BI"
      ? rng.pick(
          [
            [25000, 50000],
            [50000, 100000],
            [100000, 300000],
            [250000, 500000],
          ].filter(([a, b]) => a !== split.limitPerPerson || b !== split.limitPerAccident),
        )
      : [null, rng.pick([300000, 500000, 1000000].filter((x) => x !== split.limitPerAccident))];
  const coverageAdded = changes.has("coverage") ? pd.find((c) => c !== dedChanged) : undefined;
  if (!coverageAdded) changes.delete("coverage");
  const lienVehicles = t.thirdParties.filter((p) => vehicles.findIndex((v) => v.vin === p.vin) !== newVehicle);
  if (!lienVehicles.length) {
    changes.delete("lienAdded");
    changes.delete("lienChanged");
  }
  const lienNew = changes.has("lienAdded") || changes.has("lienChanged") ? rng.pick(lienVehicles) : null;
  const released =
    changes.has("lienChanged") && lienNew
      ? rng.pick(AUTO_LENDERS.filter((l) => l.name !== lienNew.name))
      : changes.has("replaced") && rng.chance(0.5)
        ? rng.pick(AUTO_LENDERS)
        : null;
  const ghost =
    changes.has("removed") || changes.has("replaced")
      ? (() => {
          const info = rng.pick(MAKES);
          const models = info.models.filter(([m]) => !vehicles.some((v) => v.model === m));
          const [model, lo, hi] = rng.pick(models.length ? models : info.models);
          const year = rng.int(Math.max(lo, 2010), Math.min(hi, 2022));
          return { year, make: info.make, model, vin: makeVin(rng, rng.pick(info.wmis), year) };
        })()
      : null;
  const oldAddress = changes.has("address") ? oldStreet(rng) : null;
  if (!changes.size) changes.add("address");

  const vehNo = (k: number) => String(k + 1);
  const where = (vin: string | undefined) => {
    const k = vehicles.findIndex((v) => v.vin === vin);
    return fill(rng.pick(AMEND.onVehicle), { n: vehNo(k) });
  };
  const reasons: string[] = [];
  for (const c of changes) {
    const form = rng.pick(AMEND.reasons[c]);
    const v = newVehicle >= 0 ? vehicles[newVehicle] : null;
    if (c === "added") reasons.push(say(form, { car: car(v!), n: vehNo(newVehicle) }));
    else if (c === "removed") reasons.push(say(form, { car: `${car(ghost!)} ${ghost!.vin}` }));
    else if (c === "replaced") reasons.push(say(form, { car: car(v!), old: car(ghost!), n: vehNo(newVehicle) }));
    else if (c === "deductible")
      reasons.push(
        say(form, {
          cov: name(dedChanged!.code),
          where: where(dedChanged!.vin),
          a: dollars(dedWas),
          b: dollars(dedChanged!.deductible!),
        }),
      );
    else if (c === "limits") {
      const text = (pp: number | null, pa: number) => (pp === null ? dollars(pa) : `${dollars(pp)}/${dollars(pa)}`);
      reasons.push(
        say(form, {
          cov: name(split.code),
          a: text(limitsWas[0], limitsWas[1]!),
          b: text(split.limitPerPerson, split.limitPerAccident!),
        }),
      );
    } else if (c === "coverage")
      reasons.push(say(form, { cov: name(coverageAdded!.code), where: where(coverageAdded!.vin) }));
    else if (c === "lienAdded" || c === "lienChanged")
      reasons.push(say(form, { party: V(lienNew!.name, look), where: where(lienNew!.vin) }));
    else reasons.push(form);
  }
  const { title, naic } = head(w, g, rng, look, changeOn, reasons, oldAddress);

  // The schedule: liability for the policy, then each vehicle's group with its status.
  const premiums = rng.chance(0.65);
  const notOn = rng.pick(AMEND.notOn);
  const notCovered = rng.pick(AMEND.notCovered);
  const lines: Line[] = [];
  for (const c of t.coverages.filter((x) => !x.vin)) {
    const revised = [...limitText(c, look), ...(c.deductible !== null ? [dedText(c.deductible, look)] : [])];
    const changed = changes.has("limits") && c === split;
    const prior = changed
      ? limitText({ code: c.code, limitPerPerson: limitsWas[0], limitPerAccident: limitsWas[1]! }, look)
      : null;
    lines.push({ label: name(c.code), revised, prior, premium: money(L.coverage.get(c)!.reduce((s, x) => s + x, 0)) });
  }
  const vehForm = rng.pick(AMEND.vehicle);
  const vinForm = rng.pick(AMEND.vin);
  const statusWords = {
    added: rng.pick(AMEND.status.added),
    deleted: rng.pick(AMEND.status.deleted),
    same: rng.pick(AMEND.status.same),
  };
  const groupLabel = (n: string, v: { year: number; make: string; model: string; vin: string }, status: string) =>
    [fill(vehForm, { n, car: car(v) }), fill(vinForm, { v: v.vin }), fill(status, { d: d(changeOn) })]
      .filter(Boolean)
      .join("   ");
  vehicles.forEach((v, k) => {
    const isNew = k === newVehicle;
    lines.push({
      label: groupLabel(vehNo(k), v, isNew ? statusWords.added : statusWords.same),
      revised: [],
      prior: null,
      premium: "",
      group: true,
    });
    for (const code of ["COMP", "COLL"]) {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      if (!c) {
        if (rng.chance(0.6)) lines.push({ label: name(code), revised: [notCovered], prior: null, premium: "" });
        continue;
      }
      const prior = isNew
        ? [notOn]
        : c === dedChanged
          ? [dedText(dedWas, look)]
          : c === coverageAdded
            ? [notCovered]
            : null;
      lines.push({
        label: name(code),
        revised: [dedText(c.deductible!, look)],
        prior,
        premium: money(L.coverage.get(c)![k]),
      });
    }
    g.extras.optional.forEach((o, j) =>
      lines.push({
        label: o.label,
        revised: [o.limit],
        prior: isNew ? [notOn] : null,
        premium: money(L.optional[j][k]),
      }),
    );
  });
  if (ghost) {
    const n = String(vehicles.length + 1);
    lines.push({
      label: groupLabel(n, ghost, statusWords.deleted),
      revised: [],
      prior: null,
      premium: "",
      group: true,
    });
    const deleted = rng.pick(AMEND.deleted);
    for (const code of ["COMP", "COLL"])
      lines.push({
        label: name(code),
        revised: [deleted],
        prior: [dedText(rng.pick([250, 500, 1000]), look)],
        premium: premiums ? money(0) : "",
      });
  }
  lines.push({ label: rng.pick(AMEND.revisedPremium), revised: [money(L.base)], prior: null, premium: "", bold: true });
  const costs = [...changes].some((c) => !["lienAdded", "lienChanged", "address"].includes(c));
  // Which way the premium moved: more cover costs more, a car off the policy or a higher deductible less.
  const moved =
    (changes.has("added") || changes.has("replaced") || changes.has("coverage") ? 1 : 0) -
    (changes.has("removed") ? 1 : 0) +
    (changes.has("limits") ? Math.sign(split.limitPerAccident! - limitsWas[1]!) : 0) +
    (dedChanged ? Math.sign(dedWas - dedChanged.deductible!) : 0);
  const prior = priorPremium(L.total, rng, costs ? (moved < 0 ? -1 : 1) : 0);
  // The subtotal row is the coverages' premium; with fees the page's total is in the premium block.
  const subtotal = lines[lines.length - 1];
  subtotal.label = L.inFees.length ? rng.pick(["Premium for coverages", "Coverage premium"]) : subtotal.label;
  if (costs) subtotal.prior = [money(prior - (L.total - L.base))];
  if (!premiums) lines.pop();
  schedule(w, rng, look, lines, premiums);
  premiumBlock(w, rng, look, L, prior, changeOn);

  // Lenders: the current ones (with what this change did to them), and the one released.
  const loanPrinted = rng.chance(0.8);
  const rowsOut: InterestRow[] = t.thirdParties.map((p) => {
    const k = vehicles.findIndex((v) => v.vin === p.vin);
    const added = p === lienNew || k === newVehicle;
    return {
      type: `${rng.pick(AMEND.interestType[p.type])} - ${fill(rng.pick(AMEND.onVehicle), { n: vehNo(k) })}`,
      party: p,
      status: added ? fill(statusWords.added, { d: d(changeOn) }) || "Added" : rng.pick(AMEND.same),
      loan: loanPrinted,
    };
  });
  if (released) {
    const k = lienNew ? vehicles.findIndex((v) => v.vin === lienNew.vin) : vehicles.length;
    rowsOut.push({
      type: `${rng.pick(AMEND.interestType.lienholder)} - ${fill(rng.pick(AMEND.onVehicle), { n: String(k + 1) })}`,
      party: {
        name: released.name,
        address: {
          addressLine1: `PO Box ${rng.int(1000, 99999)}`,
          addressLine2: null,
          city: released.city,
          state: released.state,
          postalCode: released.zip,
          country: "US",
        },
        loanNumber: String(rng.int(1000000000, 9999999999)),
      },
      status: fill(statusWords.deleted, { d: d(changeOn) }) || "Deleted",
      loan: loanPrinted,
    });
  }
  interests(w, rng, look, false, rowsOut);
  if (rng.chance(0.5))
    w.line(
      fill(rng.pick(AMEND.formId), {
        n: String(rng.int(100, 999)),
        mm: String(rng.int(1, 12)).padStart(2, "0"),
        yy: String(rng.int(16, 24)),
      }),
      { size: w.size * 0.75 },
    );

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    look.arrangement,
    [...changes].sort().join("."),
    `${vehicles.length}-veh`,
    premiums ? "premiums" : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const look: Look = {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yy", "mm/dd/yyyy", "Month d, yyyy", "Mon d, yyyy"]),
    arrangement: rng.pick<Arrangement>(["prior-first", "prior-first", "revised-first", "ditto", "was-notes"]),
    perWord: rng.pick(AMEND.eachPerson),
    accWord: rng.pick(["each occurrence", "per occurrence", ""]),
    dedForm: "{x}",
    upper: rng.chance(0.25),
  };
  const changeOn = changeDate(g, rng);
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const dwelling = cov("DWELLING")!;

  const options: Change[] = ["dwelling", "deductible", "address"];
  if (t.thirdParties.length) options.push("mortgagee", "mortgagee", "loan");
  if (g.extras.optional.length) options.push("optional");
  const changes = new Set<Change>(
    rng.shuffle(options).slice(
      0,
      rng.weighted([
        [1, 5],
        [2, 2],
      ] as const),
    ),
  );
  const first = t.thirdParties[0];
  if (changes.has("loan") && !first?.loanNumber) changes.delete("loan");
  if (changes.has("mortgagee")) changes.delete("loan");
  if (!changes.size) changes.add("deductible");
  // Coverage A was lower (or higher) before; B-D followed it on the old page.
  const ratio = changes.has("dwelling") ? rng.pick([0.9, 0.92, 0.95, 1.05]) : 1;
  const was = (n: number) => Math.round((n * ratio) / 100) * 100;
  const dedWas = changes.has("deductible") ? otherDeductible(dwelling.deductible!, rng) : dwelling.deductible!;
  const optionalAdded = changes.has("optional") ? g.extras.optional[g.extras.optional.length - 1] : null;
  const oldMortgagee = changes.has("mortgagee") ? rng.pick(MORTGAGEES.filter((m) => m.name !== first.name)) : null;
  const oldLoan = changes.has("loan") ? String(rng.int(1000000, 99999999)) : null;
  const oldAddress = changes.has("address") ? oldStreet(rng) : null;

  const scheme = rng.int(0, 2);
  const label = (code: string) => (code === "DWELLING" && condo ? AMEND.condoA : AMEND.homeCov[code])[scheme];
  const reasons = [...changes].map((c) => {
    const form = rng.pick(AMEND.reasons[c]);
    if (c === "dwelling")
      return say(form, {
        cov: label("DWELLING"),
        a: dollars(was(dwelling.limitPerAccident!)),
        b: dollars(dwelling.limitPerAccident!),
      });
    if (c === "deductible")
      return say(form, {
        cov: "all other perils",
        where: "Section I",
        a: dollars(dedWas),
        b: dollars(dwelling.deductible!),
      });
    if (c === "optional") return say(form, { cov: optionalAdded!.label });
    if (c === "loan") return say(form, { party: V(first.name, look) });
    return form;
  });
  const { title, naic } = head(w, g, rng, look, changeOn, reasons, oldAddress);

  w.line(rng.pick(AMEND.premises), { bold: true });
  for (const l of addressLines(premises, rng, look.upper)) w.line(l);
  w.gap(6);

  const premiums = rng.chance(0.6);
  const lines: Line[] = [];
  const scaled = new Set(["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"]);
  for (const code of Object.keys(AMEND.homeCov)) {
    const c = cov(code);
    if (!c) {
      if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
        lines.push({ label: label(code), revised: [rng.pick(AMEND.als)], prior: null, premium: "" });
      continue;
    }
    const x = c.limitPerAccident!;
    const text = (n: number) => limitText({ code, limitPerPerson: null, limitPerAccident: n }, look);
    const changed = ratio !== 1 && scaled.has(code);
    lines.push({
      label: label(code),
      revised: text(x),
      prior: changed ? text(was(x)) : null,
      premium: money(L.coverage.get(c)!.reduce((s, y) => s + y, 0)),
    });
  }
  lines.push({
    label: rng.pick(AMEND.aop),
    revised: [dollars(dwelling.deductible!)],
    prior: changes.has("deductible") ? [dollars(dedWas)] : null,
    premium: "",
  });
  const pct = g.extras.windHailPercent;
  if (pct)
    lines.push({
      label: rng.pick(AMEND.wind),
      revised: [
        fill(rng.pick(AMEND.windValue), {
          p: String(pct),
          x: dollars(Math.round((dwelling.limitPerAccident! * pct) / 100)),
        }),
      ],
      prior: null,
      premium: "",
    });
  const notOn = rng.pick(AMEND.notOn);
  g.extras.optional.forEach((o, j) =>
    lines.push({
      label: o.label,
      revised: [o.limit],
      prior: o === optionalAdded ? [notOn] : null,
      premium: money(L.optional[j].reduce((s, x) => s + x, 0)),
    }),
  );
  const costs = [...changes].some((c) => ["dwelling", "deductible", "optional"].includes(c));
  const up = changes.has("optional") || ratio < 1 || (changes.has("deductible") && dedWas > dwelling.deductible!);
  const prior = priorPremium(L.total, rng, costs ? (up ? 1 : -1) : 0);
  if (premiums)
    lines.push({
      label: L.inFees.length ? rng.pick(["Premium for coverages", "Coverage premium"]) : rng.pick(AMEND.revisedPremium),
      revised: [money(L.base)],
      prior: costs ? [money(prior - (L.total - L.base))] : null,
      premium: "",
      bold: true,
    });
  schedule(w, rng, look, lines, premiums);
  premiumBlock(w, rng, look, L, prior, changeOn);

  const loanPrinted = rng.chance(0.85) || !!oldLoan;
  const d = (iso: string) => dateText(iso, look.ds);
  const rowsOut: InterestRow[] = t.thirdParties.map((p, i) => ({
    type: rng.pick(AMEND.interestType[i === 0 ? "mortgagee" : "second"]),
    party: p,
    status:
      i === 0 && oldMortgagee
        ? `Added ${d(changeOn)}`
        : i === 0 && oldLoan
          ? fill(rng.pick(AMEND.loanWas), { x: oldLoan })
          : rng.pick(AMEND.same),
    loan: loanPrinted,
  }));
  if (oldMortgagee)
    rowsOut.push({
      type: rng.pick(AMEND.interestType.mortgagee),
      party: {
        name: oldMortgagee.name,
        address: {
          addressLine1: `PO Box ${rng.int(1000, 99999)}`,
          addressLine2: null,
          city: oldMortgagee.city,
          state: oldMortgagee.state,
          postalCode: oldMortgagee.zip,
          country: "US",
        },
        loanNumber: String(rng.int(1000000, 99999999)),
      },
      status: `Deleted ${d(changeOn)}`,
      loan: loanPrinted,
    });
  interests(w, rng, look, true, rowsOut);

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    condo ? "condo" : "home",
    look.arrangement,
    [...changes].sort().join("."),
    premiums ? "premiums" : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

export const amendedDeclarations: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
