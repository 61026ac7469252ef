import type { GeneratedPolicy, TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  officeAddress,
  personName,
  vehicleList,
  type KindFn,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";

// Imitates the coverage confirmation an agent or a carrier's service desk sends a lender instead
// of the declarations: an e-mail printed to PDF from the mail client (the sender's name in bold
// over a rule, From / Sent / To / Subject lines, a confidentiality notice in small print), or a
// plain letter on the agency's letterhead addressed to the lender's insurance department with a
// "RE:" block. The body is prose: "This letter confirms that the following policy is in force",
// the facts as short "Label – value" lines, liability limits as "100/300/100", as dollar slashes or
// as a sentence, each car's deductibles as a sentence ("a $500 deductible applies to
// comprehensive and a $1,000 deductible applies to collision"), the lender named as "Loss
// Payee/Additional Insured" or "Mortgagee" with its "Loan #", and the premium in a sentence. A
// letter written about one loan may describe only the financed car, or only Coverage A.

export const EMAIL = {
  subject: [
    "RE: Proof of insurance - {name} - Loan # {loan}",
    "Insurance verification for {name}",
    "Evidence of coverage - Policy {policy}",
    "FW: Coverage confirmation request ({name})",
  ],
  sent: ["Sent", "Date"],
  greeting: [
    "To whom it may concern:",
    "Hello,",
    "Good afternoon,",
    "Dear Insurance Verification Department:",
    "Dear Loss Payee Department,",
  ],
  opening: [
    "This letter confirms that the following policy is in force with {carrier} as of {today}.",
    "Per your request, please accept this e-mail as confirmation that the policy below is active with {carrier}.",
    "We are writing to confirm that {carrier} has issued the following policy, which is currently in force.",
    "This is to verify that coverage is in effect with {carrier} as described below.",
  ],
  sep: [" \u2013 ", ": ", " - "],
  insured: ["Named Insured", "Insured", "Named Insured(s)", "Policyholder"],
  mailing: ["Mailing Address", "Address", "Insured Address"],
  policy: ["Policy Number", "Policy #", "Policy No."],
  company: ["Insurance Company", "Insurer", "Company", "Carrier"],
  naic: ["NAIC #", "NAIC Code", "NAIC"],
  period: ["Policy Period", "Policy Term", "Term"],
  periodValue: ["{a} to {b}", "{a} - {b}", "{a} through {b}"],
  periodSentence: [
    "The policy term runs from {a} to {b}.",
    "Coverage is effective {a} and remains in force until {b}.",
    "The current term began on {a} and will expire on {b} at 12:01 a.m.",
  ],
  vehicle: ["Vehicle {n}", "Auto {n}", "Veh {n}", "Vehicle"],
  vinWord: ["VIN", "VIN #", "Serial #"],
  vehiclesIntro: ["The following vehicle(s) are listed on the policy:", "Vehicles insured:", "Described autos:"],
  liability: ["Liability", "Liability Limits", "Bodily Injury/Property Damage", "Auto Liability"],
  liabilitySentence: [
    "Liability limits are {x}.",
    "The policy carries liability limits of {x}.",
    "Bodily injury and property damage liability limits are {x}.",
  ],
  splitWords: [
    "{pp} per person and {pa} per accident for bodily injury, and {pd} for property damage",
    "{pp} each person / {pa} each accident bodily injury with {pd} property damage",
  ],
  csl: ["{x} combined single limit", "a combined single limit of {x}", "{x} CSL"],
  um: ["Uninsured Motorist", "UM/UIM", "Uninsured/Underinsured Motorist", "UM Bodily Injury"],
  uim: ["Underinsured Motorist", "UIM", "Underinsured Motorist BI"],
  umpd: ["Uninsured Motorist Property Damage", "UMPD", "UM Property Damage"],
  medpay: ["Medical Payments", "Med Pay", "Medical Payments Coverage"],
  medUnit: ["per person", "each person", ""],
  dedBoth: [
    "On the {car}, a {c} deductible applies to comprehensive and a {k} deductible applies to collision.",
    "The {car} carries comprehensive with a {c} deductible and collision with a {k} deductible.",
    "Physical damage on the {car}: {c} comprehensive deductible / {k} collision deductible.",
  ],
  dedCompOnly: [
    "On the {car}, a {c} deductible applies to comprehensive; collision is not carried.",
    "The {car} has comprehensive only, with a {c} deductible.",
  ],
  dedNone: ["The {car} is insured for liability only.", "There is no physical damage coverage on the {car}."],
  dedLine: ["Comp/Coll Deductibles", "Comprehensive/Collision", "Deductibles (Comp/Coll)"],
  lienholder: ["Loss Payee/Additional Insured", "Lienholder", "Loss Payee", "Lienholder/Loss Payee"],
  lessor: ["Additional Insured/Lessor", "Lessor", "Additional Insured - Lessor"],
  mortgagee: ["Mortgagee", "First Mortgagee", "Mortgagee/Loss Payee"],
  secondMortgagee: ["Second Mortgagee", "2nd Mortgagee"],
  loan: ["Loan #", "Loan Number", "Loan No.", "Account #"],
  isaoa: ["", " ISAOA/ATIMA", ", its successors and/or assigns"],
  lenderSentence: ["{lender} is listed as {role} on the {car}.", "{lender} has been added as {role} for the {car}."],
  mortgageeSentence: ["{lender} is named as {role} on this policy.", "{lender} appears on the policy as {role}."],
  premium: [
    "The {term} premium of {x} has been paid in full.",
    "The total {term} premium is {x}.",
    "Premium for the current term is {x}, billed to the insured.",
  ],
  premiumLine: ["Term Premium", "Total Premium", "Annual Premium", "Policy Premium"],
  term: { 6: ["six-month", "6-month"], 12: ["annual", "12-month"] } as Record<number, string[]>,
  outFee: ["An installment fee of {x} applies to each installment and is not included above."],
  dwelling: ["Property Address", "Insured Location", "Residence Premises", "Location of Property"],
  homeCov: {
    DWELLING: ["Dwelling (Coverage A)", "Coverage A - Dwelling", "Dwelling"],
    OTHER_STRUCTURES: ["Other Structures (Coverage B)", "Coverage B - Other Structures", "Other Structures"],
    PERSONAL_PROPERTY: ["Personal Property (Coverage C)", "Coverage C - Personal Property", "Contents"],
    LOSS_OF_USE: ["Loss of Use (Coverage D)", "Coverage D - Loss of Use", "Additional Living Expense"],
    PERSONAL_LIABILITY: ["Personal Liability (Coverage E)", "Coverage E - Personal Liability", "Liability"],
    MEDICAL_PAYMENTS: ["Medical Payments (Coverage F)", "Coverage F - Medical Payments", "Medical Payments to Others"],
  } as Record<string, string[]>,
  condoA: ["Building Property (Coverage A)", "Coverage A - Unit Building Property", "Unit Improvements"],
  dwellingSentence: [
    "The dwelling is insured for {x} (Coverage A) with a {d} all other perils deductible.",
    "Coverage A on the dwelling is {x}, subject to a {d} deductible.",
  ],
  condoSentence: ["The unit is insured for {x} of building property (Coverage A) with a {d} deductible."],
  aop: ["All Other Perils Deductible", "Deductible", "AOP Deductible"],
  wind: [
    "A separate {p}% windstorm/hail deductible applies.",
    "Wind/hail losses are subject to a {p}% of Coverage A deductible.",
  ],
  closing: [
    "Please contact our office at {phone} if you need anything further.",
    "If you have any questions, please call me at {phone}.",
    "Let us know if you need a copy of the full declarations page.",
  ],
  signoff: ["Thank you,", "Sincerely,", "Regards,", "Best regards,"],
  notice: [
    "CONFIDENTIALITY NOTICE: This e-mail and any attachments are for the sole use of the intended recipient(s) and may contain confidential information. If you are not the intended recipient, please notify the sender and delete this message.",
    "This message is provided for information only and does not amend, extend or alter the coverage afforded by the policy.",
  ],
  letterhead: ["{agency}", "{brand} - Customer Service"],
};

type LiabilityStyle = "thousands" | "dollars" | "words";

interface Look {
  ds: AnyDateStyle;
  sep: string;
  /** Label lines with values lined up in a column, or "Label – value" run together. */
  aligned: boolean;
  liability: LiabilityStyle;
  /** Deductibles as a sentence per car, or as a "Comp/Coll Deductibles – $500/$1,000" line. */
  dedSentences: boolean;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "Label – value" lines run together, or with the values lined up in a column. */
function facts(w: Writer, items: [string, string[]][], look: Look): void {
  if (look.aligned) {
    const x = Math.max(...items.map(([l]) => w.width_(`${l}:`))) + 14;
    for (const [l, v] of items) w.kv(`${l}:`, v, x);
    return;
  }
  for (const [l, v] of items) w.paragraph(`${l}${look.sep}${v.join(", ")}`);
}

const thousands = (n: number) => `${n / 1000}`;

function liabilityText(cs: TruthCoverage[], look: Look, rng: Rng): string | null {
  const csl = cs.find((c) => c.code === "CSL");
  if (csl) return fill(rng.pick(EMAIL.csl), { x: dollars(csl.limitPerAccident!) });
  const bi = cs.find((c) => c.code === "BI");
  const pd = cs.find((c) => c.code === "PD");
  if (!bi || !pd) return null;
  const [pp, pa, p] = [bi.limitPerPerson!, bi.limitPerAccident!, pd.limitPerAccident!];
  switch (look.liability) {
    case "thousands":
      return `${thousands(pp)}/${thousands(pa)}/${thousands(p)}`;
    case "dollars":
      return `${dollars(pp)}/${dollars(pa)}/${dollars(p)}`;
    case "words":
      return fill(rng.pick(EMAIL.splitWords), { pp: dollars(pp), pa: dollars(pa), pd: dollars(p) });
  }
}

function splitText(c: TruthCoverage, look: Look): string {
  if (c.limitPerPerson === null) return `${dollars(c.limitPerAccident!)} CSL`;
  return look.liability === "thousands"
    ? `${thousands(c.limitPerPerson)}/${thousands(c.limitPerAccident!)}`
    : `${dollars(c.limitPerPerson)}/${dollars(c.limitPerAccident!)}`;
}

/** The mail client's print header, or the agency's letterhead and the lender as addressee. */
function heading(w: Writer, g: GeneratedPolicy, rng: Rng, lender: TruthParty | null, loan: boolean): string {
  const x = g.extras;
  const t = g.truth;
  const today = x.issueDate;
  const last = t.insureds[0].lastName;
  const subject = fill(rng.pick(EMAIL.subject.filter((s) => loan || !s.includes("{loan}"))), {
    name: `${t.insureds[0].firstName} ${last}`,
    loan: lender?.loanNumber ?? "",
    policy: t.policyNumber,
  });
  if (rng.chance(0.6)) {
    w.line(x.agent.name, { bold: true, size: w.size * 1.3 });
    hrule(w, 1.2, 6);
    const user = x.agent.name.toLowerCase().replace(/[^a-z]+/g, ".");
    const domain = `${x.agent.agency
      .toLowerCase()
      .replace(/[^a-z]+/g, "")
      .slice(0, 14)}.com`;
    const d = new Date(`${today}T00:00:00Z`);
    const sent = `${WEEKDAYS[d.getUTCDay()]}, ${dateText(today, "Month d, yyyy")} ${rng.int(8, 11)}:${String(rng.int(0, 59)).padStart(2, "0")} AM`;
    const to = lender
      ? `insurance@${lender.name
          .toLowerCase()
          .replace(/[^a-z]+/g, "")
          .slice(0, 12)}.com`
      : "";
    const rows: [string, string][] = [
      ["From:", `${x.agent.name} <${user}@${domain}>`],
      [`${rng.pick(EMAIL.sent)}:`, sent],
      ...(to ? [["To:", to] as [string, string]] : []),
      ...(rng.chance(0.4) ? [["Cc:", `${last.toLowerCase()}.family@example.com`] as [string, string]] : []),
      ["Subject:", subject],
    ];
    for (const [l, v] of rows) w.kv(l, [v], 62, { bold: true });
    w.gap(10);
    return "email";
  }
  const office = officeAddress(rng);
  const brandLine = fill(rng.pick(EMAIL.letterhead), { agency: x.agent.agency, brand: x.brand });
  const big: TextStyle = { bold: true, size: w.size * 1.5 };
  w.line(brandLine, big);
  w.line(`${office.addressLine1}  |  ${office.city}, ${office.state} ${office.postalCode}  |  ${x.agent.phone}`, {
    size: w.size * 0.9,
  });
  hrule(w, 0.8, 10);
  w.line(dateText(today, rng.pick<AnyDateStyle>(["Month d, yyyy", "mm/dd/yyyy"])));
  w.gap(6);
  if (lender) {
    w.line(lender.name);
    w.line(rng.pick(["Attn: Insurance Department", "Attn: Insurance Tracking", "Insurance Service Center"]));
    for (const l of addressLines(lender.address, rng, false)) w.line(l);
    w.gap(6);
  }
  w.line(`RE: ${subject.replace(/^(RE|FW): /, "")}`, { bold: true });
  w.gap(6);
  return "letter";
}

function pickLook(rng: Rng): Look {
  return {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "m/d/yyyy", "Month d, yyyy", "Mon d, yyyy"]),
    sep: rng.pick(EMAIL.sep),
    aligned: rng.chance(0.4),
    liability: rng.pick<LiabilityStyle>(["thousands", "thousands", "dollars", "words"]),
    dedSentences: rng.chance(0.65),
  };
}

/** Opening, the policy facts and the period; returns whether the NAIC code printed. */
function opening(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, kind: string): boolean {
  const t = g.truth;
  const d = (iso: string) => dateText(iso, look.ds);
  w.line(rng.pick(EMAIL.greeting));
  w.gap(4);
  w.paragraph(
    fill(rng.pick(EMAIL.opening.filter((o) => kind === "email" || !o.includes("e-mail"))), {
      carrier: t.carrier.name,
      today: d(g.extras.issueDate),
    }),
  );
  w.gap(4);
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", false));
  const periodInLine = rng.chance(0.6);
  const items: [string, string[]][] = [
    [rng.pick(EMAIL.insured), [names.join(" and ")]],
    [rng.pick(EMAIL.mailing), [addressLines(t.address, rng, false).join(", ")]],
    [rng.pick(EMAIL.policy), [t.policyNumber]],
    [rng.pick(EMAIL.company), [t.carrier.name]],
    ...(naic ? [[rng.pick(EMAIL.naic), [g.extras.naicCode!]] as [string, string[]]] : []),
    ...(periodInLine
      ? [
          [
            rng.pick(EMAIL.period),
            [fill(rng.pick(EMAIL.periodValue), { a: d(t.effectiveDate), b: d(t.expirationDate) })],
          ] as [string, string[]],
        ]
      : []),
  ];
  facts(w, items, look);
  if (!periodInLine) {
    w.gap(3);
    w.paragraph(fill(rng.pick(EMAIL.periodSentence), { a: d(t.effectiveDate), b: d(t.expirationDate) }));
  }
  w.gap(5);
  return naic;
}

function premiumAndClose(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, kind: string): void {
  const x = dollars(g.truth.premium, { cents: true });
  w.gap(4);
  if (rng.chance(0.5))
    w.paragraph(fill(rng.pick(EMAIL.premium), { term: rng.pick(EMAIL.term[g.extras.termMonths]), x }));
  else facts(w, [[rng.pick(EMAIL.premiumLine), [x]]], look);
  for (const f of g.extras.fees.filter((f) => !f.inPremium))
    w.paragraph(fill(EMAIL.outFee[0], { x: dollars(f.amount, { cents: true }) }));
  w.gap(6);
  w.paragraph(fill(rng.pick(EMAIL.closing), { phone: g.extras.agent.phone }));
  w.gap(6);
  w.line(rng.pick(EMAIL.signoff));
  w.gap(4);
  w.line(g.extras.agent.name);
  w.line(g.extras.agent.agency);
  w.line(g.extras.agent.phone);
  if (kind === "email") {
    w.gap(10);
    w.paragraph(rng.pick(EMAIL.notice), { size: w.size * 0.75 });
  }
}

function partyLines(p: TruthParty, rng: Rng, loanWord: string | null, isaoa: string): string[] {
  return [
    `${p.name}${isaoa}`,
    addressLines(p.address, rng, false).join(", "),
    ...(loanWord && p.loanNumber ? [`${loanWord}: ${p.loanNumber}`] : []),
  ];
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const look = pickLook(rng);
  const all = vehicleList(g);
  const lenders = t.thirdParties;
  const loanWord = rng.chance(0.85) ? rng.pick(EMAIL.loan) : null;
  // A letter about one loan often describes only the car that secures it.
  const oneLoan = lenders.length > 0 && all.length > 1 && rng.chance(0.45);
  const focus = oneLoan ? rng.pick(lenders) : (lenders[0] ?? null);
  const cars = oneLoan ? all.filter((v) => v.vin === focus!.vin) : all;
  const kind = heading(w, g, rng, focus, !!(loanWord && focus?.loanNumber));
  const naic = opening(w, g, rng, look, kind);

  const carName = (v: (typeof all)[number]) => `${v.year} ${v.make} ${v.model}`;
  const vehWord = rng.pick(EMAIL.vehicle);
  const vinWord = rng.pick(EMAIL.vinWord);
  if (rng.chance(0.5)) w.line(rng.pick(EMAIL.vehiclesIntro));
  cars.forEach((v, i) => {
    const label = fill(vehWord, { n: String(i + 1) });
    const text = `${carName(v)}${v.trim ? ` ${v.trim}` : ""}, ${vinWord} ${v.vin}`;
    w.paragraph(`${label}${look.sep}${text}`);
  });
  w.gap(4);

  const printed = new Set<TruthCoverage>();
  const liab = liabilityText(t.coverages, look, rng);
  if (liab) {
    for (const c of t.coverages) if (["BI", "PD", "CSL"].includes(c.code)) printed.add(c);
    if (look.liability === "words" || rng.chance(0.4)) {
      // The worded limits name bodily injury and property damage themselves.
      const forms = look.liability === "words" ? EMAIL.liabilitySentence.slice(0, 2) : EMAIL.liabilitySentence;
      w.paragraph(fill(rng.pick(forms), { x: liab }));
    } else facts(w, [[rng.pick(EMAIL.liability), [liab]]], look);
  }
  const extra: [string, string[]][] = [];
  const umbi = t.coverages.find((c) => c.code === "UMBI");
  const uim = t.coverages.find((c) => c.code === "UIMBI");
  if (umbi && rng.chance(0.85)) {
    extra.push([rng.pick(EMAIL.um), [splitText(umbi, look)]]);
    printed.add(umbi);
    if (uim) {
      extra.push([rng.pick(EMAIL.uim), [splitText(uim, look)]]);
      printed.add(uim);
    }
  }
  const umpd = t.coverages.find((c) => c.code === "UMPD");
  if (umpd && rng.chance(0.8)) {
    const ded = umpd.deductible !== null ? ` (${dollars(umpd.deductible)} deductible)` : "";
    extra.push([rng.pick(EMAIL.umpd), [`${dollars(umpd.limitPerAccident!)}${ded}`]]);
    printed.add(umpd);
  }
  const med = t.coverages.find((c) => c.code === "MEDPAY");
  if (med && rng.chance(0.7)) {
    extra.push([rng.pick(EMAIL.medpay), [`${dollars(med.limitPerAccident!)} ${rng.pick(EMAIL.medUnit)}`.trim()]]);
    printed.add(med);
  }
  if (extra.length) facts(w, extra, look);
  w.gap(4);

  const dedLabel = rng.pick(EMAIL.dedLine);
  for (const v of cars) {
    const comp = t.coverages.find((c) => c.code === "COMP" && c.vin === v.vin);
    const coll = t.coverages.find((c) => c.code === "COLL" && c.vin === v.vin);
    if (comp) printed.add(comp);
    if (coll) printed.add(coll);
    const car = cars.length > 1 || look.dedSentences ? carName(v) : "vehicle";
    const c = comp ? dollars(comp.deductible!) : "";
    const k = coll ? dollars(coll.deductible!) : "";
    if (look.dedSentences || !comp) {
      const forms = comp && coll ? EMAIL.dedBoth : comp ? EMAIL.dedCompOnly : EMAIL.dedNone;
      w.paragraph(fill(rng.pick(forms), { car, c, k }));
    } else {
      const value = coll ? `${c}/${k}` : `${c}/None`;
      facts(w, [[cars.length > 1 ? `${dedLabel} (${carName(v)})` : dedLabel, [value]]], look);
    }
  }
  w.gap(4);

  const shownParties = oneLoan ? [focus!] : lenders;
  const isaoa = rng.pick(EMAIL.isaoa);
  const blocks = rng.chance(0.5);
  for (const p of shownParties) {
    const v = all.find((x) => x.vin === p.vin)!;
    const role = rng.pick(p.type === "lessor" ? EMAIL.lessor : EMAIL.lienholder);
    if (blocks) {
      w.line(`${role}${cars.length > 1 ? ` (${carName(v)})` : ""}:`, { bold: true });
      for (const l of partyLines(p, rng, loanWord, isaoa)) w.line(l, {}, 14);
    } else {
      const loan = loanWord && p.loanNumber ? ` (${loanWord} ${p.loanNumber})` : "";
      w.paragraph(
        fill(rng.pick(EMAIL.lenderSentence), {
          lender: `${p.name}${isaoa}, ${addressLines(p.address, rng, false).join(", ")}`,
          role,
          car: `${carName(v)}${loan}`,
        }),
      );
    }
    w.gap(3);
  }
  premiumAndClose(w, g, rng, look, kind);

  const kept = new Set(cars.map((v) => v.vin));
  truth.properties = truth.properties.filter((p) => p.type !== "vehicle" || kept.has(p.data.vin));
  // The clone keeps the policy's order, so a printed line is found by its index.
  truth.coverages = truth.coverages.filter((_, i) => printed.has(t.coverages[i]));
  truth.thirdParties = truth.thirdParties.filter((p) => shownParties.some((s) => s.vin === p.vin));
  if (!naic) truth.carrier.naicCode = null;
  if (!loanWord) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [kind, look.liability, oneLoan ? "one-loan" : `${cars.length}-veh`, blocks ? "blocks" : "sentences"];
  return { truth, variant: variant.join("-"), title: `Coverage confirmation - ${t.policyNumber}` };
};

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const look = pickLook(rng);
  const condo = t.type === "condo";
  const loanWord = rng.chance(0.85) ? rng.pick(EMAIL.loan) : null;
  const first = t.thirdParties[0] ?? null;
  const kind = heading(w, g, rng, first, !!(loanWord && first?.loanNumber));
  const naic = opening(w, g, rng, look, kind);

  facts(w, [[rng.pick(EMAIL.dwelling), [addressLines(dwellingAddress(t)!, rng, false).join(", ")]]], look);
  w.gap(4);
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const dwelling = cov("DWELLING")!;
  // A lender asks about Coverage A and the deductible; some letters stop there.
  const brief = rng.chance(0.35);
  const printed = new Set<string>(["DWELLING"]);
  const scheme = rng.int(0, 2);
  const label = (code: string) => (code === "DWELLING" && condo ? EMAIL.condoA : EMAIL.homeCov[code])[scheme];
  const amount = (c: TruthCoverage) => {
    const x = dollars(c.limitPerAccident!);
    if (c.code === "PERSONAL_LIABILITY") return `${x} each occurrence`;
    if (c.code === "MEDICAL_PAYMENTS") return `${x} each person`;
    return x;
  };
  const sentenceA = brief || rng.chance(0.4);
  if (sentenceA)
    w.paragraph(
      fill(rng.pick(condo ? EMAIL.condoSentence : EMAIL.dwellingSentence), {
        x: dollars(dwelling.limitPerAccident!),
        d: dollars(dwelling.deductible!),
      }),
    );
  if (!brief) {
    const codes = ["OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE", "PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"];
    const items: [string, string[]][] = sentenceA ? [] : [[label("DWELLING"), [amount(dwelling)]]];
    for (const code of codes) {
      const c = cov(code);
      if (c) {
        items.push([label(code), [amount(c)]]);
        printed.add(code);
      } else if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls) items.push([label(code), ["Actual loss sustained"]]);
    }
    if (!sentenceA) items.push([rng.pick(EMAIL.aop), [dollars(dwelling.deductible!)]]);
    facts(w, items, look);
  }
  if (g.extras.windHailPercent) w.paragraph(fill(rng.pick(EMAIL.wind), { p: String(g.extras.windHailPercent) }));
  w.gap(4);

  const isaoa = rng.pick(EMAIL.isaoa);
  const blocks = rng.chance(0.6);
  t.thirdParties.forEach((p, i) => {
    const role = i === 0 ? rng.pick(EMAIL.mortgagee) : rng.pick(EMAIL.secondMortgagee);
    if (blocks) {
      w.line(`${role}:`, { bold: true });
      for (const l of partyLines(p, rng, loanWord, isaoa)) w.line(l, {}, 14);
    } else {
      const loan = loanWord && p.loanNumber ? ` (${loanWord} ${p.loanNumber})` : "";
      w.paragraph(
        fill(rng.pick(EMAIL.mortgageeSentence), {
          lender: `${p.name}${isaoa}, ${addressLines(p.address, rng, false).join(", ")}${loan}`,
          role,
        }),
      );
    }
    w.gap(3);
  });
  premiumAndClose(w, g, rng, look, kind);

  truth.coverages = truth.coverages.filter((c) => printed.has(c.code));
  if (!naic) truth.carrier.naicCode = null;
  if (!loanWord) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [kind, condo ? "condo" : "home", brief ? "brief" : "full", blocks ? "blocks" : "sentences"];
  return { truth, variant: variant.join("-"), title: `Coverage confirmation - ${t.policyNumber}` };
};

export const insurerEmailConfirmation: KindFn = (w, g, rng) =>
  g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng);
