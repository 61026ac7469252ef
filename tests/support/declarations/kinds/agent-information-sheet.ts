import type { TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  digits,
  dollars,
  dwellingAddress,
  ledger,
  officeAddress,
  personName,
  vehicleList,
  type KindFn,
  type KindResult,
  money,
} from "./common";
import { checkLine, dateText, fill, type AnyDateStyle } from "./forms";
import { fitWidth, footers } from "./ruled";

// Imitates the one-page "insurance information sheet" an agency fills in and faxes when a lender's
// loan processor calls for proof of coverage: not the carrier's declarations, not an ACORD form and
// not the lender's own verification request, but the agency's house form (the kind small agencies
// keep as a fillable PDF or a photocopied blank). It is a boxed sheet under the agency's
// letterhead: TO / ATTN / FAX lines for the lender, every categorical fact as a line of check
// boxes ("[X] Lienholder  [ ] Loss payee  [ ] Additional insured", "[X] HO-3  [ ] HO-5",
// "[X] In force  [ ] Bound"), and the facts themselves written into the boxes the way a person
// fills a form - abbreviated, lower-case, a little off the line ("eff. 03/04/26 - exp. 03/04/27",
// "BI/PD 100/300/50", "comp 500 / coll 1,000", "AOP ded 1,000, wind 2%"). The insurer is named
// nowhere in the body: only the footer of the sheet says which company writes the policy, as a
// NAIC code and a name ("Writing co.: NAIC 25178 - ..."), because the agency's form is the same
// whichever company it places the business with. A remarks box and the agent's signature line
// close the sheet. THE TRUTH: every value written on the sheet; the company from the footer.

export const INFOSHEET = {
  title: [
    "INSURANCE INFORMATION SHEET",
    "Insurance Information - Lender Copy",
    "AGENCY INSURANCE VERIFICATION",
    "Coverage Information Sheet",
  ],
  phone: ["Ph {p}", "Phone {p}", "Tel. {p}"],
  fax: ["Fax {f}", "F {f}", "Fax: {f}"],
  to: ["To:", "TO:", "Attention lender:"],
  attn: ["Attn: Insurance Verification", "Attn: Loan Processing", "Attn: Insurance Dept.", "Attn: Closing Dept."],
  toNone: ["To whom it may concern", "Loan processor", "Closing / title company"],
  from: ["From:", "FROM:", "Prepared by:"],
  date: ["Date:", "DATE:", "Date sent:"],
  pages: ["Pages (incl. this): 1", "Pages: 1", "No. of pages: 1"],
  type: {
    lead: ["Type of policy:", "Line of business:", "Policy type:"],
    items: { auto: ["Personal auto", "Auto"], home: ["Homeowners", "Home"], condo: ["Condo (HO-6)", "Condominium"] },
    extra: ["Dwelling fire", "Umbrella", "Renters"],
  },
  status: {
    lead: ["Status:", "Policy status:"],
    items: ["In force", "Bound - policy to follow", "Pending cancellation", "Non-renewed"],
  },
  caption: {
    insured: ["Named insured(s)", "Insured name(s)", "NAMED INSURED"],
    mailing: ["Mailing address", "Insured's mailing address", "MAILING ADDRESS"],
    number: ["Policy #", "Policy number", "POLICY NO."],
    term: ["Policy term", "Effective / expiration", "TERM"],
    months: ["Term length", "Term", "Mos."],
    vehicle: ["Veh {n} - yr / make / model", "Vehicle {n}", "Auto #{n}"],
    vin: ["VIN", "Serial / VIN", "VIN #"],
    physical: ["Phys. damage ded.", "Comp / coll", "Deductibles"],
    liability: ["Liability limits", "Liability", "BI / PD"],
    um: ["UM / UIM", "Uninsured motorist", "UM/UIM/UMPD"],
    med: ["Med pay", "Medical payments", "Med"],
    property: ["Property address", "Insured location", "Location of risk"],
    A: ["Dwelling (A)", "Cov A - dwelling", "A - Dwelling"],
    condoA: ["Bldg / unit (A)", "Cov A - unit", "A - Bldg prop."],
    B: ["Other struct. (B)", "Cov B", "B - Other str."],
    C: ["Contents (C)", "Cov C - pers. prop.", "C - Pers. prop."],
    D: ["Loss of use (D)", "Cov D - ALE", "D - Loss of use"],
    E: ["Liability (E)", "Cov E - liab.", "E - Liability"],
    F: ["Med pay (F)", "Cov F - med.", "F - Med pay"],
    deductible: ["Deductible(s)", "Ded.", "Deductibles"],
    premium: ["Premium", "Total premium", "Policy premium"],
    party: ["Name & address", "Interest name / address", "Name and mailing address"],
    loan: ["Loan #", "Loan no.", "Loan / acct #"],
    partyVeh: ["On veh #", "Veh", "Vehicle"],
    remarks: ["Remarks", "Notes", "Comments / special instructions"],
  },
  coverageLead: ["Coverage:", "Coverage carried:"],
  fullCoverage: ["Full coverage", "Liability + comp/coll"],
  liabilityOnly: ["Liability only", "Liab. only"],
  formLead: ["Form:", "Policy form:"],
  forms: ["HO-3", "HO-5", "HO-6", "DP-3"],
  valuation: { lead: ["Dwelling valued at:", "Loss settlement:"], items: ["Replacement cost", "ACV"] },
  paid: { lead: ["Billing:", "Premium:"], items: ["Paid in full", "Installments", "Mortgagee billed (escrow)"] },
  interestLead: { auto: ["Interest:", "Lender is:"], home: ["Interest:", "Lender is:"] },
  interestItems: {
    auto: ["Lienholder", "Loss payee", "Lessor / addl. insured", "Additional insured"],
    home: ["1st mortgagee", "2nd mortgagee", "Loss payee", "Additional insured"],
  },
  noInterest: ["none on policy", "no lender on file", "none"],
  interestHead: ["Lienholder / Loss payee / Additional interest", "Additional interest(s)", "LENDER INFORMATION"],
  remarks: [
    "ISAOA/ATIMA per lender request",
    "Evidence only - no change to coverage",
    "Please update your records",
    "Dec page to follow by mail",
    "Call office w/ questions",
    "Lender added to policy",
  ],
  hand: {
    term: ["eff. {a} - exp. {b}", "eff. {a} - {b}", "{a} thru {b}", "{a} to {b}"],
    months: { 6: ["6 mo", "6 mos.", "six months"], 12: ["12 mo", "annual", "1 yr"] } as Record<number, string[]>,
    triple: ["BI/PD {p}/{a}/{d}", "{p}/{a}/{d}", "{p}/{a}/{d} (BI/PD)"],
    split: ["BI {p}/{a}, PD {d}", "{p} / {a} BI; {d} PD", "BI {p} per/{a} acc, PD {d}"],
    csl: ["CSL {x}", "{x} CSL", "single limit {x}"],
    um: ["UM {p}/{a}", "{p}/{a} UM"],
    uim: ["UIM {p}/{a}", "{p}/{a} UIM"],
    umCsl: ["UM {x}", "{x} UM/UIM"],
    umpd: ["UMPD {x}", "UMPD {x} ({d} ded)"],
    noUm: ["rejected", "none", "declined"],
    med: ["{x}", "{x} per person"],
    noMed: ["none", "n/a", "--"],
    phys: {
      both: ["comp {c} / coll {k}", "{c} comp, {k} coll", "c {c} / col {k}"],
      comp: ["comp {c} only", "{c} comp, no coll"],
      coll: ["coll {k} only", "{k} coll, no comp"],
      none: ["liab. only", "none - liab only", "n/a"],
    },
    aop: ["AOP ded {x}", "{x} all perils", "{x} AOP"],
    wind: [", wind {p}%", "; wind/hail {p}%", " + {p}% wind"],
    als: ["ALS", "actual loss sust.", "incl."],
    premium: ["{x}", "{x} ({term})", "{x} total"],
    inFees: [" incl. fees", " (incl. surcharge)"],
  },
  sign: ["Authorized rep.:", "Agent:", "Completed by:"],
  signature: ["Signature: ____________________", "Signed: ____________________"],
  footer: ["Writing co.: NAIC {naic} - {c}", "Insurer: {c} (NAIC #{naic})", "Co. code {naic}  {c}"],
  footerNoNaic: ["Writing co.: {c}", "Insurer: {c}", "Company: {c}"],
  formId: ["AGY-INFO 03/22", "Form IS-1 rev. 2021", "info sheet v4", ""],
  pageNo: ["Page {n} of {m}", "pg {n}/{m}", "{n} of {m}"],
};

interface Look {
  ds: AnyDateStyle;
  /** Values written in lower case, as a hurried hand does. */
  lower: boolean;
  jitter: boolean;
  handScale: number;
  drawnBoxes: boolean;
  mark: string;
  thousands: boolean;
  dollarSign: boolean;
}

interface Cell {
  cap: string;
  lines: string[];
  at: number;
  width: number;
}

/** A row of ruled boxes: a small printed caption in each, the written value under it, a little off the line. */
function handRow(w: Writer, cells: Cell[], rng: Rng, look: Look, minLines = 1): void {
  const span = w.right - w.left;
  const cs: TextStyle = { size: w.size * 0.66, bold: true };
  const hs: TextStyle = { size: w.size * look.handScale };
  const lh = hs.size! * 1.3;
  const caps = cells.map((c) => (c.cap ? w.wrap(c.cap, cs, c.width * span - 6) : []));
  const values = cells.map((c) => c.lines.flatMap((l) => (l ? w.wrap(l, hs, c.width * span - 12) : [""])));
  const capH = Math.max(1, ...caps.map((c) => c.length)) * cs.size! * 1.15 + 2;
  const h = capH + Math.max(minLines, ...values.map((v) => v.length)) * lh + 5;
  w.ensure(h + 2);
  cells.forEach((c, i) => {
    const x = w.left + c.at * span;
    w.page.rects.push({ x, y: w.y, w: c.width * span, h });
    caps[i].forEach((l, k) => w.put(l, x + 2.5, w.y + cs.size! * (1.15 * k + 1) + 1, cs));
    values[i].forEach((l, k) => {
      const dx = look.jitter ? rng.next() * 4 : 1;
      const dy = look.jitter ? (rng.next() - 0.5) * 2.2 : 0;
      w.put(l, x + 5 + dx, w.y + capH + hs.size! + k * lh + dy, hs);
    });
  });
  w.y += h;
}

/** A printed line of check boxes with the chosen ones marked. */
function marks(w: Writer, lead: string, items: [string, boolean][], look: Look): void {
  const size = w.size * 0.8;
  if (look.drawnBoxes) {
    checkLine(w, items, lead, size);
    return;
  }
  w.ensure(size * 2);
  let x = w.left + 3;
  x += w.put(lead, x, w.y + size * 1.3, { size, bold: true }) + 10;
  for (const [caption, on] of items) {
    const text = `[${on ? look.mark : " "}] ${caption}`;
    if (x + w.width_(text, { size }) > w.right) {
      w.y += size * 1.5;
      w.ensure(size * 2);
      x = w.left + 3 + w.width_(lead, { size, bold: true }) + 10;
    }
    x += w.put(text, x, w.y + size * 1.3, { size }) + 12;
  }
  w.y += size * 1.9;
}

export const agentInformationSheet: KindFn = (w, g, rng): KindResult => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const auto = t.type === "auto";
  const condo = t.type === "condo";
  const I = INFOSHEET;
  const Cp = I.caption;
  const H = I.hand;
  const look: Look = {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yy", "mm/dd/yy", "m/d/yyyy", "mm-dd-yy", "mm/dd/yyyy"]),
    lower: rng.chance(0.35),
    jitter: rng.chance(0.75),
    handScale: rng.pick([1, 1.05, 1.12]),
    drawnBoxes: rng.chance(0.4),
    mark: rng.pick(["X", "X", "x"]),
    thousands: auto && rng.chance(0.55),
    dollarSign: rng.chance(0.5),
  };
  const hand = (s: string) => (look.lower ? s.toLowerCase() : s);
  const d = (iso: string) => dateText(iso, look.ds);
  const num = (n: number) => dollars(n, { sign: look.dollarSign, cents: false });
  const k = (n: number) => String(n / 1000);
  const vehicles = vehicleList(g);
  const phone = () => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${digits(rng, 4)}`;

  // ---------------------------------------------------------------- letterhead
  const a = x.agent;
  const office = officeAddress(rng);
  const agencySize = fitWidth(w, a.agency, { bold: true, size: w.size * 1.5 }, w.right - w.left);
  w.line(a.agency, { bold: true, size: agencySize });
  const small: TextStyle = { size: w.size * 0.8 };
  w.line(`${office.addressLine1}, ${office.city}, ${office.state} ${office.postalCode}`, small);
  w.line(`${fill(rng.pick(I.phone), { p: a.phone })}   ${fill(rng.pick(I.fax), { f: phone() })}`, small);
  w.gap(6);
  const title = rng.pick(I.title);
  const ts: TextStyle = { bold: true, size: w.size * 1.25 };
  w.ensure(ts.size! * 2.2);
  const tw = w.width_(title, ts);
  w.page.rects.push({ x: w.left, y: w.y, w: w.right - w.left, h: ts.size! * 1.8 });
  w.put(title, (w.left + w.right - tw) / 2, w.y + ts.size! * 1.3, ts);
  w.y += ts.size! * 1.8 + 6;

  // ---------------------------------------------------------------- to / from
  const first = t.thirdParties[0];
  const toLines = first ? [hand(first.name), rng.pick(I.attn)] : [rng.pick(I.toNone)];
  handRow(
    w,
    [
      { cap: rng.pick(I.to), lines: [...toLines, fill(rng.pick(I.fax), { f: phone() })], at: 0, width: 0.5 },
      { cap: rng.pick(I.from), lines: [hand(a.name), a.phone], at: 0.5, width: 0.3 },
      { cap: rng.pick(I.date), lines: [d(x.issueDate), rng.pick(I.pages)], at: 0.8, width: 0.2 },
    ],
    rng,
    look,
  );
  w.gap(5);

  // ---------------------------------------------------------------- policy
  const typeItems: [string, boolean][] = [
    [rng.pick(I.type.items.auto), auto],
    [rng.pick(I.type.items.home), t.type === "home"],
    [rng.pick(I.type.items.condo), condo],
    [rng.pick(I.type.extra), false],
  ];
  marks(w, rng.pick(I.type.lead), typeItems, look);
  const names = t.insureds.map((_, i) => hand(personName(g, i, "first-last", false)));
  handRow(
    w,
    [
      { cap: rng.pick(Cp.insured), lines: names, at: 0, width: 0.45 },
      { cap: rng.pick(Cp.mailing), lines: addressLines(t.address, rng, false).map(hand), at: 0.45, width: 0.55 },
    ],
    rng,
    look,
    2,
  );
  const termText = fill(rng.pick(H.term), { a: d(t.effectiveDate), b: d(t.expirationDate) });
  handRow(
    w,
    [
      { cap: rng.pick(Cp.number), lines: [t.policyNumber], at: 0, width: 0.32 },
      { cap: rng.pick(Cp.term), lines: [termText], at: 0.32, width: 0.48 },
      { cap: rng.pick(Cp.months), lines: [rng.pick(H.months[x.termMonths])], at: 0.8, width: 0.2 },
    ],
    rng,
    look,
  );
  const statusItems = rng.pick([I.status.items.slice(0, 2), I.status.items.slice(0, 3), I.status.items]);
  marks(
    w,
    rng.pick(I.status.lead),
    statusItems.map((s, i): [string, boolean] => [s, i === 0]),
    look,
  );
  w.gap(3);

  let variantBits: string[];
  if (auto) {
    // ---------------------------------------------------------------- vehicles and limits
    const vehCap = rng.pick(Cp.vehicle);
    const vinCap = rng.pick(Cp.vin);
    const physCap = rng.pick(Cp.physical);
    const physForm = rng.int(0, 1);
    vehicles.forEach((v, i) => {
      const c = t.coverages.find((x) => x.code === "COMP" && x.vin === v.vin);
      const l = t.coverages.find((x) => x.code === "COLL" && x.vin === v.vin);
      const kind = c && l ? "both" : c ? "comp" : l ? "coll" : "none";
      const forms = H.phys[kind];
      const phys = fill(forms[Math.min(physForm, forms.length - 1)], {
        c: c ? num(c.deductible!) : "",
        k: l ? num(l.deductible!) : "",
      });
      handRow(
        w,
        [
          {
            cap: fill(vehCap, { n: String(i + 1) }),
            lines: [hand(`${v.year} ${v.make} ${v.model}`)],
            at: 0,
            width: 0.36,
          },
          { cap: vinCap, lines: [v.vin], at: 0.36, width: 0.34 },
          { cap: physCap, lines: [phys], at: 0.7, width: 0.3 },
        ],
        rng,
        look,
      );
    });
    const cov = (code: string) => t.coverages.find((c) => c.code === code && !c.vin);
    const bi = cov("BI");
    const pd = cov("PD");
    const csl = cov("CSL");
    let liab: string;
    if (csl) liab = fill(rng.pick(H.csl), { x: num(csl.limitPerAccident!) });
    else if (look.thousands)
      liab = fill(rng.pick(H.triple), {
        p: k(bi!.limitPerPerson!),
        a: k(bi!.limitPerAccident!),
        d: k(pd!.limitPerAccident!),
      });
    else
      liab = fill(rng.pick(H.split), {
        p: num(bi!.limitPerPerson!),
        a: num(bi!.limitPerAccident!),
        d: num(pd!.limitPerAccident!),
      });
    const umLines: string[] = [];
    for (const code of ["UMBI", "UIMBI"] as const) {
      const c = cov(code);
      if (!c) continue;
      const forms = code === "UMBI" ? H.um : H.uim;
      if (c.limitPerPerson === null) umLines.push(fill(rng.pick(H.umCsl), { x: num(c.limitPerAccident!) }));
      else {
        const f = (n: number) => (look.thousands ? k(n) : num(n));
        umLines.push(fill(rng.pick(forms), { p: f(c.limitPerPerson), a: f(c.limitPerAccident!) }));
      }
    }
    const umpd = cov("UMPD");
    if (umpd)
      umLines.push(
        umpd.deductible !== null
          ? fill(H.umpd[1], { x: num(umpd.limitPerAccident!), d: num(umpd.deductible) })
          : fill(H.umpd[0], { x: num(umpd.limitPerAccident!) }),
      );
    if (!umLines.length) umLines.push(rng.pick(H.noUm));
    const med = cov("MEDPAY");
    handRow(
      w,
      [
        { cap: rng.pick(Cp.liability), lines: [liab], at: 0, width: 0.38 },
        { cap: rng.pick(Cp.um), lines: umLines, at: 0.38, width: 0.38 },
        {
          cap: rng.pick(Cp.med),
          lines: [med ? fill(rng.pick(H.med), { x: num(med.limitPerAccident!) }) : rng.pick(H.noMed)],
          at: 0.76,
          width: 0.24,
        },
      ],
      rng,
      look,
    );
    const full = t.coverages.some((c) => c.vin);
    marks(
      w,
      rng.pick(I.coverageLead),
      [
        [rng.pick(I.fullCoverage), full],
        [rng.pick(I.liabilityOnly), !full],
      ],
      look,
    );
    variantBits = ["auto", look.thousands && !csl ? "thousands" : "dollars", `${vehicles.length}-veh`];
  } else {
    // ---------------------------------------------------------------- property and limits
    const premises = dwellingAddress(t)!;
    marks(
      w,
      rng.pick(I.formLead),
      I.forms.map((f): [string, boolean] => [f, f === x.form]),
      look,
    );
    const premisesLines = addressLines(premises, rng, false).map(hand);
    handRow(w, [{ cap: rng.pick(Cp.property), lines: premisesLines, at: 0, width: 1 }], rng, look);
    const cov = (code: string) => t.coverages.find((c) => c.code === code);
    const val = (code: string) => {
      const c = cov(code);
      if (c) return num(c.limitPerAccident!);
      return code === "LOSS_OF_USE" && x.lossOfUseAls ? rng.pick(H.als) : "--";
    };
    const row1: Cell[] = condo
      ? [
          { cap: rng.pick(Cp.condoA), lines: [val("DWELLING")], at: 0, width: 1 / 3 },
          { cap: rng.pick(Cp.C), lines: [val("PERSONAL_PROPERTY")], at: 1 / 3, width: 1 / 3 },
          { cap: rng.pick(Cp.D), lines: [val("LOSS_OF_USE")], at: 2 / 3, width: 1 / 3 },
        ]
      : [
          { cap: rng.pick(Cp.A), lines: [val("DWELLING")], at: 0, width: 0.25 },
          { cap: rng.pick(Cp.B), lines: [val("OTHER_STRUCTURES")], at: 0.25, width: 0.25 },
          { cap: rng.pick(Cp.C), lines: [val("PERSONAL_PROPERTY")], at: 0.5, width: 0.25 },
          { cap: rng.pick(Cp.D), lines: [val("LOSS_OF_USE")], at: 0.75, width: 0.25 },
        ];
    handRow(w, row1, rng, look);
    const A = cov("DWELLING")!;
    const pct = x.windHailPercent;
    const wind = pct ? fill(rng.pick(H.wind), { p: String(pct) }) : "";
    const ded = `${fill(rng.pick(H.aop), { x: num(A.deductible!) })}${wind}`;
    handRow(
      w,
      [
        { cap: rng.pick(Cp.E), lines: [val("PERSONAL_LIABILITY")], at: 0, width: 0.25 },
        { cap: rng.pick(Cp.F), lines: [val("MEDICAL_PAYMENTS")], at: 0.25, width: 0.25 },
        { cap: rng.pick(Cp.deductible), lines: [ded], at: 0.5, width: 0.5 },
      ],
      rng,
      look,
    );
    const rc = rng.chance(0.8);
    marks(
      w,
      rng.pick(I.valuation.lead),
      I.valuation.items.map((v, i): [string, boolean] => [v, i === 0 ? rc : !rc]),
      look,
    );
    variantBits = [t.type, pct ? "wind" : "no-wind"];
  }

  // ---------------------------------------------------------------- premium
  const termWord = rng.pick(H.months[x.termMonths]);
  const feesNote = L.inFees.length ? rng.pick(H.inFees) : "";
  const premText = `${fill(rng.pick(H.premium), { x: money(L.total), term: termWord })}${feesNote}`;
  handRow(w, [{ cap: rng.pick(Cp.premium), lines: [premText], at: 0, width: 0.45 }], rng, look);
  const billed = rng.weighted([
    [0, 4],
    [1, 3],
    // Only a policy with a mortgagee can be billed to one.
    [2, !auto && t.thirdParties.length ? 3 : 0],
  ] as const);
  marks(
    w,
    rng.pick(I.paid.lead),
    (auto ? I.paid.items.slice(0, 2) : I.paid.items).map((p, i): [string, boolean] => [p, i === billed]),
    look,
  );
  w.gap(4);

  // ---------------------------------------------------------------- interests
  w.ensure(w.size * 8);
  w.line(rng.pick(I.interestHead), { bold: true, size: w.size * 0.95 });
  const items = I.interestItems[auto ? "auto" : "home"];
  const lead = rng.pick(I.interestLead[auto ? "auto" : "home"]);
  const partyCap = rng.pick(Cp.party);
  const loanCap = rng.pick(Cp.loan);
  const vehCap = rng.pick(Cp.partyVeh);
  const loanPrinted = rng.chance(0.9);
  const marked = (p: TruthParty, i: number): number =>
    p.type === "mortgagee" ? (i === 0 ? 0 : 1) : p.type === "lessor" ? 2 : rng.pick([0, 0, 1]);
  if (!t.thirdParties.length) {
    marks(
      w,
      lead,
      items.map((c): [string, boolean] => [c, false]),
      look,
    );
    w.line(rng.pick(I.noInterest), { size: w.size * 0.85 }, 12);
  }
  t.thirdParties.forEach((p, i) => {
    const m = marked(p, i);
    marks(
      w,
      lead,
      items.map((c, j): [string, boolean] => [c, j === m]),
      look,
    );
    const loan = loanPrinted && p.loanNumber ? p.loanNumber : "";
    const vi = p.vin ? vehicles.findIndex((v) => v.vin === p.vin) : -1;
    const cells: Cell[] = [
      {
        cap: partyCap,
        lines: [hand(p.name), ...addressLines(p.address, rng, false).map(hand)],
        at: 0,
        width: vi >= 0 ? 0.58 : 0.68,
      },
      { cap: loanCap, lines: [loan], at: vi >= 0 ? 0.58 : 0.68, width: vi >= 0 ? 0.27 : 0.32 },
      ...(vi >= 0 ? [{ cap: vehCap, lines: [String(vi + 1)], at: 0.85, width: 0.15 }] : []),
    ];
    handRow(w, cells, rng, look, 2);
    w.gap(3);
  });

  // ---------------------------------------------------------------- remarks and signature
  const remarks = rng.shuffle(I.remarks).slice(0, rng.int(0, 2));
  handRow(w, [{ cap: rng.pick(Cp.remarks), lines: remarks.map(hand), at: 0, width: 1 }], rng, look, 2);
  w.gap(8);
  w.ensure(w.size * 3);
  const sy = w.y + w.size;
  let sx = w.left;
  sx += w.put(rng.pick(I.sign), sx, sy, { bold: true, size: w.size * 0.85 }) + 6;
  sx += w.put(hand(a.name), sx, sy, { size: w.size * look.handScale }) + 24;
  sx += w.put(rng.pick(I.signature), sx, sy, { size: w.size * 0.85 }) + 14;
  w.put(`${rng.pick(I.date)} ${d(x.issueDate)}`, sx, sy, { size: w.size * 0.85 });
  w.y += w.size * 2;

  // ---------------------------------------------------------------- footer: the only place the insurer is named
  const naic = !!x.naicCode;
  const company = naic
    ? fill(rng.pick(I.footer), { naic: x.naicCode!, c: t.carrier.name })
    : fill(rng.pick(I.footerNoNaic), { c: t.carrier.name });
  const formId = rng.pick(I.formId);
  const pageForm = rng.pick(I.pageNo);
  footers(
    w,
    () => company,
    (n, m) => `${formId ? `${formId}   ` : ""}${fill(pageForm, { n: String(n), m: String(m) })}`,
  );

  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    ...variantBits,
    look.drawnBoxes ? "drawn-boxes" : "typed-marks",
    look.jitter ? "jitter" : "straight",
    look.lower ? "lower" : "as-written",
  ].join("-");
  return { truth, variant, title: `${title} - ${t.policyNumber}` };
};
