import { isoDate, type TruthAddress, type TruthParty } from "../policy";
import type { Rng } from "../random";
import { AUTO_LENDERS, MORTGAGEES, type Lender } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  officeAddress,
  personName,
  sameAddress,
  vehicleList,
  type KindFn,
  digits,
} from "./common";
import { blankRow, typedChecks, type Blank, type BlankLook } from "./fill-lines";
import { checkLine, dateText, fill, sectionBar, tollFree, type AnyDateStyle } from "./forms";
import { fitWidth } from "./ruled";

// Imitates the insurance verification form a bank or credit union faxes to the borrower's agent
// (the "verification of insurance" / "evidence of insurance for lender" request): the lender's own
// letterhead with its name and address (the loss payee or mortgagee the policy should name), a
// "Re: Borrower / Loan #" block, then printed fill-in lines the agent types the policy onto:
// insured, insurance company and NAIC, policy number, effective and expiration dates; for a car the
// financed vehicle's year / make / model and VIN, the comprehensive and collision deductibles,
// liability limits typed over "____/____/____", and "Loss Payee listed: [X] Yes [ ] No"; for a
// house the property address, dwelling coverage (A), deductible, the mortgagee clause "... ISAOA
// ATIMA" and the annual premium; then the agent's name, agency address and phone, a signature
// line and date. The typed values are in another weight or size than the form, and the blanks the
// agent cannot fill stay empty (printed rules or "____"). The page is about one loan: other
// vehicles on the policy are not on it, and only the coverages the form asks for are.

export const VERIFY = {
  faxLine: [
    "{date} {time} FAX {fax} {bank} P.001/001",
    "{date}  {time}  FROM: {bank}  TO: {to}  P. 1/1",
    "Received {date} {time} from {fax}  Page 1 of 1",
  ],
  dept: [
    "Loan Servicing Department",
    "Collateral Insurance Unit",
    "Insurance Verification Dept.",
    "Consumer Lending - Insurance Tracking",
    "Mortgage Servicing - Hazard Insurance",
  ],
  phone: ["Phone {p}", "Tel. {p}", "Ph: {p}"],
  fax: ["Fax {p}", "Fax: {p}", "FAX {p}"],
  member: ["Member FDIC", "Equal Housing Lender", "Member FDIC  |  Equal Housing Lender"],
  ncua: ["Federally insured by NCUA", "Federally Insured by NCUA  |  Equal Housing Opportunity"],
  title: {
    auto: [
      "AUTO INSURANCE VERIFICATION",
      "VERIFICATION OF INSURANCE COVERAGE",
      "REQUEST FOR EVIDENCE OF INSURANCE",
      "Insurance Verification Request - Vehicle",
    ],
    home: [
      "HAZARD INSURANCE VERIFICATION",
      "VERIFICATION OF HOMEOWNERS INSURANCE",
      "REQUEST FOR EVIDENCE OF INSURANCE FOR LENDER",
      "Homeowners Insurance Verification Form",
    ],
  },
  to: ["TO: {agency}", "To: {agency}   Attn: {agent}", "ATTENTION: {agent}, {agency}"],
  toFax: ["Fax: {p}", "Agent Fax/Phone: {p}"],
  date: ["Date:", "Date Sent:", "Request Date:"],
  intro: {
    auto: [
      "Our borrower has named you as the insurance agent for the vehicle below. Please complete this form and return it to us. Thank you for your prompt assistance.",
      "We have financed the vehicle described below and must verify that it is insured with our institution shown as loss payee. Please complete and fax back.",
      "The borrower named below has authorized us to verify the insurance on their vehicle. Please complete the information requested.",
    ],
    home: [
      "Our borrower has named you as the insurance agent for the property below. Please verify the coverage and return this form to us.",
      "Please provide evidence of hazard insurance for the property securing the loan below, with our mortgagee clause shown.",
      "The borrower named below has authorized us to verify the homeowners insurance on the subject property.",
    ],
  },
  re: ["RE:", "Re:", "REFERENCE:"],
  borrower: ["Borrower(s):", "Borrower:", "Customer Name:"],
  loan: ["Loan #:", "Loan Number:", "Loan No.:"],
  collateral: ["Collateral:", "Vehicle:", "Security:"],
  propertyRe: ["Property:", "Subject Property:", "Collateral Address:"],
  borrowerAddress: ["Borrower Address:", "Mailing Address:"],
  agentSection: [
    "TO BE COMPLETED BY INSURANCE AGENT",
    "AGENT: PLEASE COMPLETE AND RETURN",
    "INSURANCE INFORMATION (agent to complete)",
  ],
  insured: ["Insured(s):", "Named Insured(s):", "Insured Name:"],
  mailing: ["Insured Mailing Address:", "Mailing Address:", "Address of Insured:"],
  company: ["Insurance Company:", "Insurer:", "Company Name:"],
  naic: ["NAIC:", "NAIC #", "NAIC Code:"],
  policy: ["Policy #:", "Policy Number:", "Policy No.:"],
  effective: ["Effective:", "Effective Date:", "Eff. Date:"],
  expires: ["Expires:", "Expiration Date:", "Exp. Date:"],
  status: ["Coverage is:", "Policy status:"],
  statusItems: [
    ["In force", "Cancelled", "Pending"],
    ["Active", "Non-renewed", "Cancelled"],
  ],
  ymm: ["Year/Make/Model:", "Year / Make / Model:", "Vehicle (Yr/Make/Model):"],
  vin: ["VIN:", "VIN #:", "Vehicle ID No.:"],
  comp: ["Comprehensive Deductible:", "Comp. Deductible:", "Other Than Collision Ded.:"],
  coll: ["Collision Deductible:", "Coll. Deductible:", "Collision Ded.:"],
  liability: ["Liability Limits:", "Bodily Injury/Property Damage:", "Liability (BI/BI/PD):"],
  csl: ["{x} CSL", "CSL {x}", "{x} Combined Single Limit"],
  um: ["Uninsured Motorist:", "UM Limits:", "Uninsured Motorists BI:"],
  lossPayee: [
    "Loss Payee listed:",
    "Lienholder/Loss Payee shown on policy:",
    "Is our institution listed as Loss Payee?",
  ],
  interest: ["Listed as:", "Interest:"],
  interestItems: ["Lienholder", "Lessor"],
  payeeClause: ["Loss Payee Clause:", "Lienholder:", "Loss Payee:"],
  mortClause: ["Mortgagee Clause:", "Mortgagee:", "First Mortgagee:"],
  secondMort: ["Second Mortgagee:", "2nd Mortgagee:"],
  mortListed: ["Mortgagee listed correctly:", "Our clause is on the policy:"],
  isaoa: [" ISAOA ATIMA", " ISAOA/ATIMA", ", its successors and/or assigns"],
  yes: "Yes",
  no: "No",
  premium: {
    auto: ["Premium:", "Term Premium:", "Policy Premium:"],
    home: ["Annual Premium:", "Premium:", "Annual Premium Amount:"],
  },
  term: ["Term:", "Policy Term:"],
  termWord: { 6: ["6 months", "6 Mo."], 12: ["12 months", "Annual"] } as Record<number, string[]>,
  paid: ["Paid in full:", "Premium paid:"],
  paidBy: ["Premium paid by:", "Billed to:"],
  paidByItems: ["Escrow", "Insured"],
  property: ["Property Address:", "Insured Location:", "Location of Property:"],
  same: ["Same as mailing", "SAME"],
  form: ["Policy Form:", "Form:"],
  dwellingA: ["Dwelling Coverage (A):", "Coverage A - Dwelling:", "Dwelling Amount (Cov. A):"],
  condoA: ["Coverage A (Unit/Building):", "Walls-In Coverage (A):"],
  contents: ["Personal Property (C):", "Contents (Cov. C):"],
  liabHome: ["Personal Liability (E):", "Liability:"],
  deductible: ["Deductible:", "All Perils Deductible:", "AOP Deductible:"],
  wind: ["Wind/Hail Deductible:", "Windstorm Deductible:"],
  windValue: ["{p}%", "{p}% of Cov A", "{p}% ({x})"],
  replacement: ["Replacement Cost:", "Guaranteed/Replacement Cost:"],
  flood: ["Flood Insurance:", "Flood Policy:"],
  agentName: ["Agent Name:", "Agent:", "Completed by:"],
  agency: ["Agency:", "Agency Name:"],
  agencyAddress: ["Agency Address:", "Address:"],
  agentPhone: ["Phone:", "Telephone:"],
  email: ["Email:", "E-mail:"],
  signature: ["Agent Signature:", "Signature:", "Authorized Signature:"],
  signDate: ["Date:", "Date Completed:"],
  comments: ["Comments:", "Remarks:"],
  commentValues: {
    auto: ["Dec page attached.", "Lienholder added effective {d}.", "Auto-pay, no lapse in coverage."],
    home: ["Dec page attached.", "Mortgagee clause updated {d}.", "Renewal will be mailed to mortgagee."],
  },
  returnNote: [
    "Please return this form by fax to {fax} within 48 hours.",
    "Return the completed form to {fax} or by email to {email}.",
    "Please fax the completed form and a copy of the declarations page to {fax}.",
  ],
  formId: ["Form IV-102 Rev. 03/19", "INS-VER 11/2021", "LS-417 (08/20)", "CI-22 Rev 2023"],
  privacy: [
    "CONFIDENTIAL: this transmission contains nonpublic personal information. If you received it in error, notify the sender and destroy it.",
    "The information on this form is used only to verify insurance on collateral and is kept confidential.",
  ],
  streets: ["Corporate Dr", "Financial Pkwy", "Bank Plaza", "Commerce Center"],
};

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  blanks: BlankLook;
  /** "[X] Yes [ ] No" typed as text (fax forms) or drawn check boxes (printed forms). */
  typed: boolean;
}

const days = (iso: string, n: number) => isoDate(new Date(Date.parse(iso) + n * 86400000));

function lenderAddress(rng: Rng, l: Lender): TruthAddress {
  return {
    addressLine1: l.poBox ? `PO Box ${rng.int(1000, 99999)}` : `${rng.int(100, 9999)} ${rng.pick(VERIFY.streets)}`,
    addressLine2: null,
    city: l.city,
    state: l.state,
    postalCode: l.zip,
    country: "US",
  };
}

/** The lender this form comes from: a lender on the policy, or (when it has none) a bank asking about it. */
interface Requester {
  name: string;
  address: TruthAddress;
  loan: string;
  /** The truth's party, or null when the form says the lender is not (yet) on the policy. */
  party: TruthParty | null;
}

function checks(w: Writer, look: Look, lead: string, items: [string, boolean][]): void {
  if (!look.typed) return checkLine(w, items, lead, w.size * 0.9);
  const size = look.blanks.form.size ?? w.size;
  w.ensure(size * 1.8);
  let x = w.left + w.put(lead, w.left, w.y + size, look.blanks.form) + 8;
  // Each "[X] Yes" is its own run, spaced apart as the form's tab stops place them.
  for (const item of items) x += w.put(typedChecks([item]), x, w.y + size, look.blanks.fill) + 14;
  w.y += size * 1.7;
}

function letterhead(w: Writer, rng: Rng, look: Look, req: Requester, requestDate: string, to: string): void {
  const bankFax = tollFree(rng);
  if (rng.chance(0.5)) {
    const time = `${rng.int(7, 17)}:${String(rng.int(0, 59)).padStart(2, "0")}`;
    const text = fill(rng.pick(VERIFY.faxLine), {
      date: dateText(requestDate, "mm/dd/yy"),
      time,
      fax: bankFax,
      bank: req.name.toUpperCase(),
      to,
    });
    const size = w.size * 0.7;
    w.put(text, w.left, w.y + size, { size });
    w.y += size * 2;
  }
  const name = look.upper || rng.chance(0.4) ? req.name.toUpperCase() : req.name;
  const big = { bold: true, size: w.size * rng.pick([1.8, 2.2]) };
  const style = { ...big, size: fitWidth(w, name, big) };
  w.put(name, w.left, w.y + style.size, style);
  w.y += style.size * 1.3;
  const small: TextStyle = { size: w.size * 0.9 };
  w.line(rng.pick(VERIFY.dept), { ...small, bold: true });
  const addr = addressLines(req.address, rng, false);
  if (rng.chance(0.5)) w.line(addr.join(", "), small);
  else for (const l of addr) w.line(l, small);
  w.line(
    `${fill(rng.pick(VERIFY.phone), { p: tollFree(rng) })}    ${fill(rng.pick(VERIFY.fax), { p: bankFax })}`,
    small,
  );
  w.gap(3);
  hrule(w, 1.2, 8);
}

const verification: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const isAuto = t.type === "auto";
  const condo = t.type === "condo";
  const fillBold = rng.chance(0.5);
  const look: Look = {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "mm/dd/yy", "Month d, yyyy"]),
    upper: rng.chance(0.5),
    blanks: {
      form: { size: w.size * 0.95 },
      fill: fillBold ? { bold: true, size: w.size } : { size: w.size * 1.12 },
      empty: rng.chance(0.5) ? "underscores" : "rule",
    },
    typed: rng.chance(0.5),
  };
  const d = (iso: string) => dateText(iso, look.ds);
  const vehicles = vehicleList(g);
  const loanDigits = () => rng.pick([digits(rng, 10), `${digits(rng, 4)}-${digits(rng, 6)}`, digits(rng, 8)]);

  // Who is asking, about which vehicle; the policy's own lender when it has one.
  const onPolicy = t.thirdParties.length ? rng.pick(t.thirdParties) : null;
  const vehicle = isAuto ? (vehicles.find((v) => v.vin === onPolicy?.vin) ?? rng.pick(vehicles)) : null;
  let req: Requester;
  if (onPolicy)
    req = {
      name: onPolicy.name,
      address: onPolicy.address,
      loan: onPolicy.loanNumber ?? loanDigits(),
      party: onPolicy,
    };
  else {
    const lender = rng.pick(isAuto ? AUTO_LENDERS : MORTGAGEES);
    const address = lenderAddress(rng, lender);
    const loan = loanDigits();
    // A new loan: the agent either added the lender already or answers that it is not listed yet.
    const listed = rng.chance(0.6);
    req = {
      name: lender.name,
      address,
      loan,
      party: listed
        ? {
            type: isAuto ? "lienholder" : "mortgagee",
            name: lender.name,
            address,
            loanNumber: loan,
            ...(isAuto ? { vin: vehicle!.vin } : {}),
          }
        : null,
    };
  }
  const second =
    !isAuto && onPolicy && t.thirdParties.length > 1 && rng.chance(0.5)
      ? t.thirdParties.find((p) => p !== onPolicy)!
      : null;

  const requestDate = days(g.extras.issueDate, rng.int(-20, 20));
  const a = g.extras.agent;
  letterhead(w, rng, look, req, requestDate, a.phone);

  // Addressee, date, title, the request itself.
  const toLine = fill(rng.pick(VERIFY.to), { agency: a.agency, agent: a.name });
  w.line(toLine, { bold: true });
  if (rng.chance(0.5)) w.line(fill(rng.pick(VERIFY.toFax), { p: a.phone }));
  w.line(`${rng.pick(VERIFY.date)} ${d(requestDate)}`);
  w.gap(6);
  const title = rng.pick(VERIFY.title[isAuto ? "auto" : "home"]);
  const tStyle = { bold: true, size: w.size * 1.35 };
  const tSize = fitWidth(w, title, tStyle);
  w.put(title, (w.left + w.right - w.width_(title, { ...tStyle, size: tSize })) / 2, w.y + tSize, {
    ...tStyle,
    size: tSize,
  });
  w.y += tSize * 1.6;
  w.paragraph(rng.pick(VERIFY.intro[isAuto ? "auto" : "home"]), { size: w.size * 0.92 });
  w.gap(5);

  // Re: borrower / loan block: printed by the bank, in the form's own type.
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", look.upper));
  const mail = addressLines(t.address, rng, look.upper).join(", ");
  const premises = dwellingAddress(t);
  const reLabel = rng.pick(VERIFY.re);
  const reW = w.width_(reLabel, { bold: true }) + 8;
  const reItems: [string, string][] = [
    [rng.pick(VERIFY.borrower), names.join(" and ")],
    [rng.pick(VERIFY.loan), req.loan],
  ];
  if (vehicle)
    reItems.push([rng.pick(VERIFY.collateral), `${vehicle.year} ${vehicle.make} ${vehicle.model}`.toUpperCase()]);
  else reItems.push([rng.pick(VERIFY.propertyRe), addressLines(premises!, rng, look.upper).join(", ")]);
  const mailInRe = rng.chance(0.5);
  if (mailInRe) reItems.push([rng.pick(VERIFY.borrowerAddress), mail]);
  w.put(reLabel, w.left, w.y + w.size, { bold: true });
  const reLabelW = Math.max(...reItems.map(([l]) => w.width_(l))) + 8;
  w.left += reW;
  for (const [l, v] of reItems) w.kv(l, [v], reLabelW, {}, { bold: true });
  w.left -= reW;
  w.gap(6);

  // The agent's part: printed labels with typed values.
  sectionBar(w, rng.pick(VERIFY.agentSection), { bold: true, size: w.size });
  w.gap(2);
  const B = look.blanks;
  const row = (blanks: Blank[]) => blankRow(w, blanks, B);
  const V = (s: string) => (look.upper ? s.toUpperCase() : s);
  const naicPrinted = !!g.extras.naicCode && rng.chance(0.6);
  row([{ label: rng.pick(VERIFY.insured), value: names.join(" & "), share: 1 }]);
  if (!mailInRe || rng.chance(0.3)) row([{ label: rng.pick(VERIFY.mailing), value: mail, share: 1 }]);
  row([
    { label: rng.pick(VERIFY.company), value: V(t.carrier.name), share: 0.72 },
    { label: rng.pick(VERIFY.naic), value: naicPrinted ? g.extras.naicCode! : "", share: 0.28 },
  ]);
  row([{ label: rng.pick(VERIFY.policy), value: t.policyNumber, share: 1 }]);
  row([
    { label: rng.pick(VERIFY.effective), value: d(t.effectiveDate), share: 0.5 },
    { label: rng.pick(VERIFY.expires), value: d(t.expirationDate), share: 0.5 },
  ]);
  const statusItems = rng.pick(VERIFY.statusItems);
  if (rng.chance(0.5))
    checks(
      w,
      look,
      rng.pick(VERIFY.status),
      statusItems.map((s, i) => [s, i === 0]),
    );

  const keep = new Set<string>();
  let thousands = false;
  let umPrinted = false;
  if (vehicle) {
    const ymm = `${vehicle.year} ${vehicle.make} ${vehicle.model}${vehicle.trim ? ` ${vehicle.trim}` : ""}`;
    row([
      { label: rng.pick(VERIFY.ymm), value: V(ymm), share: 0.52 },
      { label: rng.pick(VERIFY.vin), value: vehicle.vin, share: 0.48 },
    ]);
    const comp = t.coverages.find((c) => c.code === "COMP" && c.vin === vehicle.vin);
    const coll = t.coverages.find((c) => c.code === "COLL" && c.vin === vehicle.vin);
    row([
      { label: rng.pick(VERIFY.comp), value: comp ? dollars(comp.deductible!) : "", share: 0.5 },
      { label: rng.pick(VERIFY.coll), value: coll ? dollars(coll.deductible!) : "", share: 0.5 },
    ]);
    for (const c of [comp, coll]) if (c) keep.add(`${c.code}:${c.vin}`);
    const bi = t.coverages.find((c) => c.code === "BI");
    const pd = t.coverages.find((c) => c.code === "PD");
    const csl = t.coverages.find((c) => c.code === "CSL");
    thousands = rng.chance(0.4);
    const k = (n: number) => String(n / 1000);
    let liab: string | string[] = "";
    if (csl) liab = fill(rng.pick(VERIFY.csl), { x: dollars(csl.limitPerAccident!) });
    else if (bi && pd)
      liab = thousands
        ? `${k(bi.limitPerPerson!)}/${k(bi.limitPerAccident!)}/${k(pd.limitPerAccident!)}`
        : [dollars(bi.limitPerPerson!), dollars(bi.limitPerAccident!), dollars(pd.limitPerAccident!)];
    row([{ label: rng.pick(VERIFY.liability), value: liab, share: 1 }]);
    for (const c of [bi, pd, csl]) if (c) keep.add(c.code);
    if (rng.chance(0.4)) {
      const um = t.coverages.find((c) => c.code === "UMBI");
      umPrinted = !!um;
      const value = !um
        ? ""
        : um.limitPerPerson === null
          ? dollars(um.limitPerAccident!)
          : thousands
            ? `${k(um.limitPerPerson)}/${k(um.limitPerAccident!)}`
            : `${dollars(um.limitPerPerson)}/${dollars(um.limitPerAccident!)}`;
      row([{ label: rng.pick(VERIFY.um), value, share: 0.6 }]);
      if (um) keep.add("UMBI");
    }
    checks(w, look, rng.pick(VERIFY.lossPayee), [
      [VERIFY.yes, !!req.party],
      [VERIFY.no, !req.party],
    ]);
    if (req.party && rng.chance(0.6))
      checks(w, look, rng.pick(VERIFY.interest), [
        [VERIFY.interestItems[0], req.party.type !== "lessor"],
        [VERIFY.interestItems[1], req.party.type === "lessor"],
      ]);
    if (req.party && rng.chance(0.6)) {
      const clause = `${V(req.name)}${rng.pick(VERIFY.isaoa)}, ${addressLines(req.address, rng, look.upper).join(", ")}`;
      row([{ label: rng.pick(VERIFY.payeeClause), value: clause, share: 1 }]);
    }
    row([
      { label: rng.pick(VERIFY.premium.auto), value: dollars(t.premium, { cents: true }), share: 0.5 },
      { label: rng.pick(VERIFY.term), value: rng.pick(VERIFY.termWord[g.extras.termMonths]), share: 0.5 },
    ]);
    if (rng.chance(0.5))
      checks(w, look, rng.pick(VERIFY.paid), [
        [VERIFY.yes, rng.chance(0.5)],
        [VERIFY.no, false],
      ]);
  } else {
    const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
    const same = sameAddress(premises!, t.address) && rng.chance(0.3);
    row([
      {
        label: rng.pick(VERIFY.property),
        value: same ? rng.pick(VERIFY.same) : addressLines(premises!, rng, look.upper).join(", "),
        share: 1,
      },
    ]);
    row([
      { label: rng.pick(VERIFY.form), value: g.extras.form, share: 0.35 },
      {
        label: rng.pick(condo ? VERIFY.condoA : VERIFY.dwellingA),
        value: dollars(dwelling.limitPerAccident!),
        share: 0.65,
      },
    ]);
    keep.add("DWELLING");
    const contents = t.coverages.find((c) => c.code === "PERSONAL_PROPERTY");
    const liability = t.coverages.find((c) => c.code === "PERSONAL_LIABILITY");
    const extra: Blank[] = [];
    if (contents && (condo || rng.chance(0.3))) {
      extra.push({ label: rng.pick(VERIFY.contents), value: dollars(contents.limitPerAccident!), share: 0.5 });
      keep.add("PERSONAL_PROPERTY");
    }
    if (liability && rng.chance(0.5)) {
      extra.push({ label: rng.pick(VERIFY.liabHome), value: dollars(liability.limitPerAccident!), share: 0.5 });
      keep.add("PERSONAL_LIABILITY");
    }
    if (extra.length) row(extra.map((b) => ({ ...b, share: 1 / extra.length })));
    const pct = g.extras.windHailPercent;
    row([
      { label: rng.pick(VERIFY.deductible), value: dollars(dwelling.deductible!), share: 0.5 },
      {
        label: rng.pick(VERIFY.wind),
        value: pct
          ? fill(rng.pick(VERIFY.windValue), {
              p: String(pct),
              x: dollars(Math.round((dwelling.limitPerAccident! * pct) / 100)),
            })
          : "",
        share: 0.5,
      },
    ]);
    if (rng.chance(0.6))
      checks(w, look, rng.pick(VERIFY.replacement), [
        [VERIFY.yes, true],
        [VERIFY.no, false],
      ]);
    if (rng.chance(0.4))
      checks(w, look, rng.pick(VERIFY.flood), [
        [VERIFY.yes, false],
        [VERIFY.no, true],
      ]);
    const clause = req.party
      ? `${V(req.name)}${rng.pick(VERIFY.isaoa)}, ${addressLines(req.address, rng, look.upper).join(", ")}`
      : "";
    row([{ label: rng.pick(VERIFY.mortClause), value: clause, share: 1 }]);
    if (req.party && rng.chance(0.4)) row([{ label: rng.pick(VERIFY.loan), value: req.loan, share: 0.5 }]);
    if (second)
      row([
        {
          label: rng.pick(VERIFY.secondMort),
          value: `${V(second.name)}, ${addressLines(second.address, rng, look.upper).join(", ")}${second.loanNumber ? `  Loan # ${second.loanNumber}` : ""}`,
          share: 1,
        },
      ]);
    checks(w, look, rng.pick(VERIFY.mortListed), [
      [VERIFY.yes, !!req.party],
      [VERIFY.no, !req.party],
    ]);
    row([{ label: rng.pick(VERIFY.premium.home), value: dollars(t.premium, { cents: true }), share: 0.6 }]);
    const payer = rng.chance(0.7) ? 0 : 1;
    checks(
      w,
      look,
      rng.pick(VERIFY.paidBy),
      VERIFY.paidByItems.map((s, i) => [s, i === payer]),
    );
  }
  if (rng.chance(0.4))
    row([
      {
        label: rng.pick(VERIFY.comments),
        value: fill(rng.pick(VERIFY.commentValues[isAuto ? "auto" : "home"]), {
          d: d(days(requestDate, rng.int(0, 3))),
        }),
        share: 1,
      },
    ]);
  w.gap(6);

  // The agent's block: name, agency with its own address and phone, signature and date.
  const office = addressLines(officeAddress(rng), rng, look.upper).join(", ");
  const email = `${a.name.split(" ")[0].toLowerCase()}@${a.agency.split(" ")[0].toLowerCase()}ins.com`;
  row([
    { label: rng.pick(VERIFY.agentName), value: V(a.name), share: 0.5 },
    { label: rng.pick(VERIFY.agency), value: V(a.agency), share: 0.5 },
  ]);
  row([{ label: rng.pick(VERIFY.agencyAddress), value: office, share: 1 }]);
  row([
    { label: rng.pick(VERIFY.agentPhone), value: a.phone, share: 0.45 },
    { label: rng.pick(VERIFY.email), value: rng.chance(0.6) ? email : "", share: 0.55 },
  ]);
  w.gap(4);
  row([
    { label: rng.pick(VERIFY.signature), value: rng.chance(0.5) ? `/s/ ${a.name}` : "", share: 0.6 },
    { label: rng.pick(VERIFY.signDate), value: d(days(requestDate, rng.int(0, 4))), share: 0.4 },
  ]);
  w.gap(8);

  // The bank's footer: where to send it back, the form number, privacy and FDIC lines.
  const small: TextStyle = { size: w.size * 0.75 };
  const bankEmail = `insurance@${req.name.split(/[ ,.]/)[0].toLowerCase()}.com`;
  w.paragraph(fill(rng.pick(VERIFY.returnNote), { fax: tollFree(rng), email: bankEmail }), small);
  if (rng.chance(0.6)) w.paragraph(rng.pick(VERIFY.privacy), small);
  const member = rng.pick(/credit union/i.test(req.name) ? VERIFY.ncua : VERIFY.member);
  w.line(`${rng.pick(VERIFY.formId)}  |  ${member}`, small);

  // The truth: this loan's vehicle, the coverages the form asks for, this lender.
  if (!naicPrinted) truth.carrier.naicCode = null;
  if (vehicle) truth.properties = truth.properties.filter((p) => p.type === "vehicle" && p.data.vin === vehicle.vin);
  truth.coverages = truth.coverages.filter((c) => keep.has(c.vin ? `${c.code}:${c.vin}` : c.code));
  truth.thirdParties = [
    ...(req.party ? [{ ...structuredClone(req.party), loanNumber: req.loan }] : []),
    ...(second ? [structuredClone(second)] : []),
  ];
  const variant = [
    isAuto ? "auto" : condo ? "condo" : "home",
    thousands ? "thousands" : "",
    req.party ? (onPolicy ? "listed" : "added") : "not-listed",
    umPrinted ? "um" : "",
    look.typed ? "typed-checks" : "boxes",
    fillBold ? "bold-fill" : "large-fill",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

export const verificationForm: KindFn = verification;
