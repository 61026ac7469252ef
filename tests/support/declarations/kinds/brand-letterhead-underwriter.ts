import type { TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  framed,
  fromCents,
  hrule,
  ledger,
  personName,
  putRight,
  row,
  sideBySide,
  vehicleList,
  type Col,
  type KindFn,
} from "./common";
import { dateText, fill, pickDateStyle, tollFree } from "./forms";
import { fitWidth, footers } from "./ruled";

// Imitates the pages where a marketing brand owns the letterhead and the insurer that writes the
// policy is only named in small type: Progressive's "PROGRESSIVE DIRECT Auto" wordmark with
// "Underwritten by: Progressive Direct Insurance Co" tucked under the policy number, Root's and
// Clearcover's app-brand pages whose insuring company is in the footer, the affinity programs
// (a member-program wordmark, "Coverage provided by ... a stock company"), the MGA pages
// ("Program administered by ... Insurance Agency, LLC") and captive-agent pages whose signature
// line says "for and on behalf of" the company. The wordmark sits at the top with a tagline, a
// toll-free number and a website; the page is crowded with other organisations: the selling
// agency ("Your agent: ..."), the brand's own agency or program administrator, a claims
// administrator, a premium finance company, a parent group ("a member of the ... Group"), a
// reinsurer or a "serviced by" company. The insuring company's name is printed in one of four
// places (under the policy number in the heading, a "company" box among the other
// organisations' boxes, a footer paragraph, or beside the countersignature), with one of several
// wordings, optionally with its NAIC code. The body varies: one coverage table with per-vehicle
// physical-damage lines, or a liability table and a block per vehicle; home and condo print the
// residence premises and a coverage A-F table. Premiums with or without the dollar sign.
// THE TRUTH: the insuring company (and its NAIC code when printed), the policy number, term,
// insureds, mailing address, vehicles or premises, coverages, lienholders/mortgagees and the
// total premium. NOT TRUTH (distractors): the brand wordmark, tagline, phone numbers and website,
// the agency, the program administrator, claims administrator, premium finance company, parent
// group, reinsurer and servicing company, the carrier's return address, drivers and premium
// subtotals.

export const BRAND = {
  programBrands: [
    "Northstar Direct",
    "Roadwise",
    "Bluepine Insurance",
    "Keystone Member Advantage",
    "DriveHappy",
    "Harborline Auto & Home",
    "Alumni Auto & Home Program",
    "Summit Select",
  ],
  taglines: [
    "Insurance made simple.",
    "Protecting what matters since 1931",
    "Drive happy.",
    "Coverage you can count on.",
    "Real people. Real claims service. 24/7.",
    "Smart coverage for smart drivers",
    "Your home. Your way.",
    "Exclusively for members and their families",
  ],
  contact: ["Questions? Call {phone}", "{phone}", "Customer Service {phone}", "Call us 24/7: {phone}"],
  web: ["{site}", "Manage your policy at {site}", "Online: {site}", "Visit {site}"],
  title: {
    auto: ["Auto Insurance Coverage Summary", "Auto Policy Declarations", "Your Auto Policy", "DECLARATIONS PAGE"],
    home: ["Homeowners Declarations", "Your Home Policy Declarations", "HOMEOWNERS POLICY DECLARATIONS"],
    condo: ["Condo Unit Owners Declarations", "Your Condo Policy", "CONDOMINIUM UNIT-OWNERS DECLARATIONS"],
  } as Record<string, string[]>,
  subtitle: [
    "This is your new business declarations page.",
    "This is your renewal declarations page.",
    "Please keep this page with your policy.",
    "",
  ],
  insured: ["Named Insured", "Named insured(s)", "Policyholder", "Insured"],
  mailing: ["Mailing address", "Address"],
  policyNo: ["Policy Number", "Policy number", "Policy #"],
  period: ["Policy Period", "Coverage period", "Policy term"],
  join: [" - ", " to ", " through "],
  issued: ["Date issued", "Issue date", "Prepared on"],
  underwriterLabel: ["Underwritten by:", "Insurance company:", "Issued by:", "Insurer:"],
  stock: ["a stock insurance company", "a stock company"],
  mutual: ["a mutual insurance company", "a mutual company"],
  exchange: ["a reciprocal insurance exchange"],
  naic: [" (NAIC #{x})", ", NAIC {x}", " - NAIC Company Code {x}", " NAIC No. {x}"],
  footerUnderwriter: [
    "{brand} is a marketing name. Policies are underwritten by {carrier}{naic}, {kind}, {addr}.",
    "Coverage provided by {carrier}{naic}. {brand} and the {brand} logo are service marks used under license.",
    "Policy issued by {carrier}, {kind}{naic}. Not all coverages are available in all states.",
    "This policy is underwritten by {carrier}{naic} and administered by {admin}.",
  ],
  signature: [
    "In witness whereof, {carrier} has caused this policy to be signed by its authorized officers{naic}.",
    "Countersigned for and on behalf of {carrier}{naic}",
    "Signed for the insuring company, {carrier}{naic}:",
  ],
  officers: ["President", "Secretary", "Authorized Representative", "Countersignature"],
  companyBox: ["Insuring company", "Company providing coverage", "Insurer", "Underwriting company"],
  agentBox: ["Your agent", "Your agency", "Producer", "Sold by"],
  agentCode: ["Agent code", "Producer #", "Code"],
  adminBox: ["Program administrator", "Managing general agent", "Policy servicing"],
  admins: [
    "{brand} Insurance Agency, LLC",
    "{brand} Insurance Services, Inc.",
    "Program Administrators of America, Inc.",
    "Sterling Policy Services, LLC",
  ],
  adminLine: [
    "Program administered by {admin}, a licensed insurance agency (License #{lic}).",
    "Your policy is serviced by {admin}.",
    "Serviced by {admin}",
  ],
  claimsBox: ["Claims", "To report a claim", "Claims administrator"],
  claimsAdmins: [
    "Crawford & Company",
    "Sedgwick Claims Management Services, Inc.",
    "Gallagher Bassett Services, Inc.",
    "{brand} Claims Services, LLC",
    "Summit Claims Administrators, Inc.",
  ],
  claimsLine: ["Claims are handled by {x}. Call {phone}.", "Report claims 24/7 to {x} at {phone}", "{x} - {phone}"],
  financeBox: ["Premium finance", "Financed by", "Payment plan"],
  financers: [
    "IPFS Corporation",
    "First Insurance Funding",
    "AFCO Credit Corporation",
    "Imperial PFS",
    "Premium Assignment Corporation",
  ],
  financeLine: [
    "Premium financed through {x}, account {n}.",
    "{x} - Finance agreement no. {n}",
    "Premium is payable to {x} under agreement {n}.",
  ],
  groupLine: [
    "{brand} is a member of the {group}.",
    "A member of the {group}",
    "{brand} companies are part of the {group}.",
  ],
  groups: [
    "{brand} Group of Insurance Companies",
    "Heartland Mutual Holding Group",
    "Keystone Insurance Group",
    "{brand} Insurance Group",
  ],
  reinsLine: [
    "Reinsured by {x}.",
    "Certain risks under this program are reinsured with {x}.",
    "Reinsurance provided by {x}",
  ],
  reinsurers: [
    "Swiss Reinsurance America Corporation",
    "Munich Reinsurance America, Inc.",
    "General Reinsurance Corporation",
    "Everest Reinsurance Company",
  ],
  vehicles: ["Vehicles", "Your vehicles", "Insured vehicles", "DESCRIBED VEHICLES"],
  vehHead: [
    ["Veh", "Year", "Make / Model", "VIN"],
    ["#", "Vehicle", "", "Vehicle identification number"],
  ],
  drivers: ["Drivers and household residents", "Listed drivers", "Drivers"],
  coverages: ["Coverages", "Your coverage", "Coverage details", "COVERAGES AND LIMITS"],
  covHead: [
    ["Coverage", "Limits", "Deductible", "Premium"],
    ["Coverage", "Limit of liability", "Ded.", "Cost"],
  ],
  names: {
    BI: ["Bodily Injury Liability", "Liability to others - bodily injury", "Bodily injury"],
    PD: ["Property Damage Liability", "Liability to others - property damage", "Property damage"],
    CSL: ["Combined Single Limit Liability", "Liability (single limit)", "Auto liability - CSL"],
    UMBI: ["Uninsured Motorist Bodily Injury", "Uninsured motorist", "UM bodily injury"],
    UIMBI: ["Underinsured Motorist Bodily Injury", "Underinsured motorist", "UIM bodily injury"],
    UMPD: ["Uninsured Motorist Property Damage", "Uninsured motorist property damage", "UM property damage"],
    MEDPAY: ["Medical Payments", "Medical payments", "Med pay"],
    COMP: ["Comprehensive", "Comprehensive (other than collision)", "Comp"],
    COLL: ["Collision", "Collision", "Coll"],
    DWELLING: ["Coverage A - Dwelling", "Dwelling", "A. Dwelling"],
    CONDO_A: ["Coverage A - Building Property", "Unit improvements", "A. Building property"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "Other structures", "B. Other structures"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Personal property", "C. Personal property"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "Loss of use", "D. Loss of use"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "Personal liability", "E. Personal liability"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments to Others", "Medical payments to others", "F. Medical payments"],
  } as Record<string, string[]>,
  each: [
    ["each person", "each accident"],
    ["per person", "per accident"],
  ],
  vehWord: ["Veh {n}", "Vehicle {n}", "Car {n}"],
  vehPremium: ["Vehicle premium", "Premium for this vehicle", "Subtotal"],
  als: ["Actual Loss Sustained", "ALS"],
  incl: ["Included", "Incl."],
  pdOnly: ["Liability coverages only - no physical damage coverage"],
  wind: ["Windstorm or hail deductible: {p}% of Coverage A"],
  vin: ["VIN"],
  vehKey: [" (Veh {n})"],
  premises: ["Residence premises", "Insured location", "Property address"],
  form: ["Policy form", "Form"],
  aop: ["All perils deductible", "Deductible (all other perils)", "Deductible"],
  interests: {
    auto: ["Lienholders / Lessors", "Additional interests", "Loss payee"],
    home: ["Mortgagee(s)", "Mortgagees and additional interests", "Lender"],
  },
  role: { lienholder: "Lienholder", lessor: "Lessor", mortgagee: "Mortgagee" } as Record<string, string>,
  loan: ["Loan #", "Loan no.", "Account"],
  premiumBase: ["Premium for coverages", "Coverage premium", "Subtotal"],
  total: ["Total policy premium", "Total premium for this policy period", "TOTAL PREMIUM", "Your total cost"],
  outFee: ["{label} of {x} per installment is not included in the total.", "{label}: {x} (billed separately)"],
  formId: ["Form 6489 (02/21)", "DEC-BR 01 (07/23)", "PD 1140 10 22", "HMD-02 (01/24)"],
  pageNo: ["Page {n} of {m}", "Page {n}", "{n}/{m}"],
};

const ORDER = ["CSL", "BI", "PD", "UMBI", "UIMBI", "UMPD", "MEDPAY"];
const HOME_ORDER = [
  "DWELLING",
  "OTHER_STRUCTURES",
  "PERSONAL_PROPERTY",
  "LOSS_OF_USE",
  "PERSONAL_LIABILITY",
  "MEDICAL_PAYMENTS",
];

type Placement = "heading" | "company-box" | "footer" | "signature";

const site = (brand: string, rng: Rng) =>
  `${rng.chance(0.4) ? "www." : ""}${brand
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]/g, "")}.com`;

export const brandLetterheadUnderwriter: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const auto = t.type === "auto";
  const L = ledger(g, rng);
  const ds = pickDateStyle(rng);
  const d = (iso: string) => dateText(iso, ds);
  const sign = rng.chance(0.7);
  const money = (cents: number) => dollars(fromCents(cents), { cents: true, sign });
  const amt = (n: number) => dollars(n, { cents: false });
  const naic = g.extras.naicCode !== null;
  const size = w.size;
  const small: TextStyle = { size: size * 0.78 };

  // ---------------------------------------------------------------- organisations
  const ownBrand = rng.chance(0.55);
  const brand = ownBrand ? g.extras.brand : rng.pick(BRAND.programBrands);
  const phone = tollFree(rng);
  const web = site(brand, rng);
  const admin = fill(rng.pick(BRAND.admins), { brand });
  const claimsPhone = tollFree(rng);
  const claimsAdmin = fill(rng.pick(BRAND.claimsAdmins), { brand });
  const group = fill(rng.pick(BRAND.groups), { brand });
  const financer = rng.pick(BRAND.financers);
  const financeNo = `${rng.int(100, 999)}-${rng.int(100000, 999999)}`;
  const reinsurer = rng.pick(BRAND.reinsurers);
  const n = t.carrier.name;
  const kindWord = rng.pick(
    /Mutual|Association/.test(n) ? BRAND.mutual : /Exchange/.test(n) ? BRAND.exchange : BRAND.stock,
  );
  const naicText = naic ? fill(rng.pick(BRAND.naic), { x: g.extras.naicCode! }) : "";
  const placement: Placement = rng.pick(["heading", "company-box", "footer", "signature"] as const);
  const upperCarrier = rng.chance(0.25);
  const carrierName = upperCarrier ? n.toUpperCase() : n;

  // ---------------------------------------------------------------- letterhead
  const tagline = rng.pick(BRAND.taglines);
  const contact = fill(rng.pick(BRAND.contact), { phone });
  const webLine = fill(rng.pick(BRAND.web), { site: web });
  const head = rng.pick(["left", "centered", "stacked-right"] as const);
  const markStyle: TextStyle = { bold: true, size: size * rng.pick([2.4, 2.8, 3.2]) };
  const mark = rng.chance(0.5) ? brand.toUpperCase() : brand;
  if (head === "centered") {
    const s = fitWidth(w, mark, markStyle);
    const put = (text: string, st: TextStyle) => {
      const sz = st.size ?? size;
      w.ensure(sz * 1.4);
      w.put(text, (w.left + w.right - w.width_(text, st)) / 2, w.y + sz, st);
      w.y += sz * 1.35;
    };
    put(mark, { ...markStyle, size: s });
    put(tagline, small);
    put(`${contact}   |   ${webLine}`, small);
    hrule(w, 1.2, 6);
  } else {
    sideBySide(
      w,
      0.6,
      (ww) => {
        const s = fitWidth(ww, mark, markStyle);
        ww.line(mark, { ...markStyle, size: s });
        ww.line(tagline, small);
      },
      (ww) => {
        ww.gap(size * 0.6);
        for (const l of [contact, webLine]) {
          if (head === "stacked-right") putRight(ww, l, small);
          else ww.put(l, ww.left, ww.y + small.size!, small);
          ww.y += small.size! * 1.4;
        }
      },
    );
    hrule(w, rng.pick([0.6, 1.5, 2.5]), 6);
  }

  // ---------------------------------------------------------------- heading: insured and policy
  const title = rng.pick(BRAND.title[t.type]);
  const upper = rng.chance(0.35);
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  const nameForm = rng.chance(0.3) ? "last-first" : "first-last";
  const returnAddr = carrierAddress(rng);
  sideBySide(
    w,
    0.52,
    (ww) => {
      if (rng.chance(0.5)) {
        for (const l of [brand.toUpperCase(), ...returnAddr]) ww.line(l, small);
        ww.gap(6);
      }
      ww.line(rng.pick(BRAND.insured), { bold: true, size: size * 0.85 });
      for (let i = 0; i < t.insureds.length; i++) ww.line(personName(g, i, nameForm, upper));
      for (const l of addressLines(t.address, rng, upper)) ww.line(l);
    },
    (ww) => {
      const pair = (label: string, value: string) => {
        ww.ensure(ww.lineHeight);
        ww.put(label, ww.left, ww.y + size, { bold: true });
        ww.put(value, ww.left + ww.width_(label, { bold: true }) + 5, ww.y + size);
        ww.y += ww.lineHeight;
      };
      pair(`${rng.pick(BRAND.policyNo)}:`, t.policyNumber);
      if (placement === "heading") {
        ww.line(rng.pick(BRAND.underwriterLabel), small, 10);
        for (const l of ww.wrap(`${carrierName}${naicText}`, small, ww.right - ww.left - 10)) ww.line(l, small, 10);
      }
      pair(`${rng.pick(BRAND.period)}:`, `${d(t.effectiveDate)}${rng.pick(BRAND.join)}${d(t.expirationDate)}`);
      if (rng.chance(0.6)) pair(`${rng.pick(BRAND.issued)}:`, d(g.extras.issueDate));
    },
  );
  w.gap(8);
  w.line(title, { bold: true, size: size * 1.7 });
  const sub = rng.pick(BRAND.subtitle);
  if (sub) w.line(sub, { size: size * 1.1 });
  w.gap(4);

  // ---------------------------------------------------------------- body
  const nm = (code: string, k: number) => BRAND.names[code][k];
  const nk = rng.int(0, 2);
  const [eachP, eachA] = rng.pick(BRAND.each);
  const covCols: Col[] = [
    { at: 0, width: 0.38 },
    { at: 0.38, width: 0.32 },
    { at: 0.7, width: 0.14, align: "r" },
    { at: 0.84, width: 0.16, align: "r" },
  ];
  const heading = (text: string) => {
    w.gap(4);
    w.line(U(text), { bold: true, size: size * 1.15 });
    hrule(w, 0.5, 2);
  };
  const limitText = (c: TruthCoverage): string[] =>
    c.limitPerPerson !== null
      ? rng.chance(0.5)
        ? [`${amt(c.limitPerPerson)} ${eachP}`, `${amt(c.limitPerAccident!)} ${eachA}`]
        : [`${amt(c.limitPerPerson)}/${amt(c.limitPerAccident!)}`]
      : c.limitPerAccident !== null
        ? [`${amt(c.limitPerAccident)}${c.code === "MEDPAY" ? ` ${eachP}` : ""}`]
        : [];
  const covHead = rng.pick(BRAND.covHead);
  const sumCents = (c: TruthCoverage) => L.coverage.get(c)!.reduce((s, x) => s + x, 0);
  let variantBits: string[];

  if (auto) {
    const vehicles = vehicleList(g);
    const vw = rng.pick(BRAND.vehWord);
    const vName = (k: number) => fill(vw, { n: String(k + 1) });
    const desc = (v: (typeof vehicles)[number]) =>
      U(`${v.year} ${v.make} ${v.model}${v.trim && rng.chance(0.7) ? ` ${v.trim}` : ""}`);
    heading(rng.pick(BRAND.vehicles));
    const vh = rng.pick(BRAND.vehHead);
    const vcols: Col[] = [
      { at: 0, width: 0.08 },
      { at: 0.08, width: 0.5 },
      { at: 0.58, width: 0.42 },
    ];
    row(w, vcols, [[vh[0]], [vh[1] + (vh[2] ? ` / ${vh[2]}` : "")], [vh[3]]], { bold: true, size: size * 0.9 });
    vehicles.forEach((v, k) => row(w, vcols, [[String(k + 1)], [desc(v)], [v.vin]]));
    if (rng.chance(0.6)) {
      heading(rng.pick(BRAND.drivers));
      w.paragraph(g.extras.drivers.map((x) => U(x)).join(upper ? "; " : ", "));
    }
    const liability = t.coverages.filter((c) => !c.vin).sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code));
    const bodyMode = rng.pick(["one-table", "vehicle-blocks"] as const);
    heading(rng.pick(BRAND.coverages));
    row(
      w,
      covCols,
      covHead.map((h) => [h]),
      { bold: true, size: size * 0.9 },
      { rule: true },
    );
    for (const c of liability) row(w, covCols, [[nm(c.code, nk)], limitText(c), [""], [money(sumCents(c))]]);
    const pd = (k: number) =>
      (["COMP", "COLL"] as const).flatMap((code) => {
        const c = t.coverages.find((x) => x.code === code && x.vin === vehicles[k].vin);
        return c ? [{ c, code }] : [];
      });
    if (bodyMode === "one-table") {
      vehicles.forEach((_, k) => {
        for (const { c, code } of pd(k))
          row(w, covCols, [
            [`${nm(code, nk)} - ${vName(k)}`],
            [""],
            [amt(c.deductible!)],
            [money(L.coverage.get(c)![k])],
          ]);
      });
      g.extras.optional.forEach((o, i) =>
        row(w, covCols, [[o.label], [o.limit], [""], [money(L.optional[i].reduce((s, x) => s + x, 0))]]),
      );
    } else {
      g.extras.optional.forEach((o, i) =>
        row(w, covCols, [[o.label], [o.limit], [""], [money(L.optional[i].reduce((s, x) => s + x, 0))]]),
      );
      vehicles.forEach((v, k) => {
        w.gap(4);
        w.line(`${vName(k)}: ${desc(v)}   ${BRAND.vin[0]} ${v.vin}`, { bold: true });
        const lines = pd(k);
        if (!lines.length) w.line(U(BRAND.pdOnly[0]), small, 10);
        let sum = 0;
        for (const { c, code } of lines) {
          sum += L.coverage.get(c)![k];
          row(w, covCols, [[`  ${nm(code, nk)}`], [""], [amt(c.deductible!)], [money(L.coverage.get(c)![k])]]);
        }
        if (lines.length) row(w, covCols, [[`  ${rng.pick(BRAND.vehPremium)}`], [""], [""], [money(sum)]], small);
      });
    }
    variantBits = ["auto", bodyMode];
  } else {
    const condo = t.type === "condo";
    const dw = dwellingAddress(t)!;
    heading(rng.pick(BRAND.premises));
    for (const l of addressLines(dw, rng, upper)) w.line(l);
    w.line(`${rng.pick(BRAND.form)}: ${g.extras.form}`, small);
    heading(rng.pick(BRAND.coverages));
    row(
      w,
      covCols,
      covHead.map((h) => [h]),
      { bold: true, size: size * 0.9 },
      { rule: true },
    );
    const A = t.coverages.find((c) => c.code === "DWELLING")!;
    const dedOnA = rng.chance(0.5);
    for (const code of HOME_ORDER) {
      const c = t.coverages.find((x) => x.code === code);
      const label = nm(code === "DWELLING" && condo ? "CONDO_A" : code, nk);
      if (!c) {
        if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
          row(w, covCols, [[label], [rng.pick(BRAND.als)], [""], [rng.pick(BRAND.incl)]]);
        continue;
      }
      const ded = code === "DWELLING" && dedOnA ? amt(c.deductible!) : "";
      row(w, covCols, [[label], [amt(c.limitPerAccident!)], [ded], [money(L.coverage.get(c)![0])]]);
    }
    g.extras.optional.forEach((o, i) => row(w, covCols, [[o.label], [o.limit], [""], [money(L.optional[i][0])]]));
    if (!dedOnA) {
      w.gap(3);
      w.line(`${rng.pick(BRAND.aop)}: ${amt(A.deductible!)}`, { bold: true });
    }
    if (g.extras.windHailPercent) w.line(fill(BRAND.wind[0], { p: String(g.extras.windHailPercent) }), small);
    variantBits = [t.type, dedOnA ? "ded-on-a" : "ded-line"];
  }

  // ---------------------------------------------------------------- premium
  w.gap(4);
  const pw = (w.right - w.left) * 0.5;
  const premLine = (label: string, value: string, bold = false) => {
    w.ensure(w.lineHeight);
    w.put(label, w.right - pw, w.y + size, { bold });
    putRight(w, value, { bold });
    w.y += w.lineHeight;
  };
  if (L.inFees.length) {
    premLine(rng.pick(BRAND.premiumBase), money(L.base));
    for (const f of L.inFees) premLine(f.label, money(f.amount));
  }
  premLine(U(rng.pick(BRAND.total)), money(L.total), true);
  for (const f of L.outFees) w.paragraph(fill(rng.pick(BRAND.outFee), { label: f.label, x: money(f.amount) }), small);

  // ---------------------------------------------------------------- interests
  const interests = (parties: TruthParty[]) => {
    if (!parties.length) return;
    const vins = t.properties.flatMap((p) => (p.type === "vehicle" ? [p.data.vin] : []));
    heading(rng.pick(auto ? BRAND.interests.auto : BRAND.interests.home));
    const loan = rng.pick(BRAND.loan);
    for (const p of parties) {
      const k = p.vin ? vins.indexOf(p.vin) : -1;
      const lead = `${BRAND.role[p.type]}${k >= 0 ? fill(BRAND.vehKey[0], { n: String(k + 1) }) : ""}:`;
      w.line(`${lead} ${U(p.name)}`, { bold: true });
      w.line(addressLines(p.address, rng, upper).join(", "), {}, 10);
      if (p.loanNumber) w.line(`${loan} ${p.loanNumber}`, {}, 10);
    }
  };
  interests(t.thirdParties);

  // ---------------------------------------------------------------- other organisations
  const agent = g.extras.agent;
  const boxes: { label: string; lines: string[] }[] = [];
  if (rng.chance(0.8))
    boxes.push({
      label: rng.pick(BRAND.agentBox),
      lines: [agent.agency, agent.name, agent.phone, `${rng.pick(BRAND.agentCode)} ${agent.code}`],
    });
  if (!ownBrand || rng.chance(0.4))
    boxes.push({
      label: rng.pick(BRAND.adminBox),
      lines: [fill(rng.pick(BRAND.adminLine), { admin, lic: `0${rng.int(100000, 999999)}` })],
    });
  if (rng.chance(0.7))
    boxes.push({
      label: rng.pick(BRAND.claimsBox),
      lines: [fill(rng.pick(BRAND.claimsLine), { x: claimsAdmin, phone: claimsPhone })],
    });
  if (rng.chance(0.4))
    boxes.push({
      label: rng.pick(BRAND.financeBox),
      lines: [fill(rng.pick(BRAND.financeLine), { x: financer, n: financeNo })],
    });
  const companyLines = [carrierName + naicText, ...(rng.chance(0.5) ? returnAddr : [])];
  if (placement === "company-box")
    boxes.splice(rng.int(0, boxes.length), 0, { label: rng.pick(BRAND.companyBox), lines: companyLines });
  if (boxes.length) {
    w.gap(8);
    const perRow = boxes.length > 2 ? 2 : boxes.length;
    for (let i = 0; i < boxes.length; i += perRow) {
      const part = boxes.slice(i, i + perRow);
      const draw = (b: (typeof boxes)[number]) => (ww: Writer) =>
        framed(ww, () => {
          ww.line(U(b.label), { bold: true, size: size * 0.8 });
          for (const l of b.lines) for (const x of ww.wrap(l, small)) ww.line(x, small);
        });
      if (part.length === 1) draw(part[0])(w);
      else w.columns(part.map(draw), 14);
      w.gap(4);
    }
  }

  // ---------------------------------------------------------------- small print
  w.gap(6);
  const fine: string[] = [];
  if (rng.chance(0.6)) fine.push(fill(rng.pick(BRAND.groupLine), { brand, group }));
  if (rng.chance(0.35)) fine.push(fill(rng.pick(BRAND.reinsLine), { x: reinsurer }));
  if (placement === "footer")
    fine.splice(
      rng.int(0, fine.length),
      0,
      fill(rng.pick(BRAND.footerUnderwriter), {
        brand,
        carrier: carrierName,
        naic: naicText,
        kind: kindWord,
        addr: returnAddr.join(", "),
        admin,
      }),
    );
  if (placement === "signature") {
    w.ensure(size * 6);
    w.paragraph(fill(rng.pick(BRAND.signature), { carrier: carrierName, naic: naicText }), small);
    w.gap(14);
    const officers = rng.shuffle(BRAND.officers).slice(0, rng.int(1, 2));
    w.columns(
      officers.map((o) => (ww: Writer) => {
        hrule(ww, 0.5, 2);
        ww.line(o, small);
      }),
      40,
    );
    w.gap(6);
  }
  for (const f of fine) w.paragraph(f, small);

  const formId = rng.pick(BRAND.formId);
  const pageForm = rng.pick(BRAND.pageNo);
  footers(
    w,
    () => formId,
    (p, m) => fill(pageForm, { n: String(p), m: String(m) }),
  );
  if (!naic) truth.carrier.naicCode = null;
  const variant = [
    ...variantBits,
    `carrier-${placement}`,
    ownBrand ? "own-brand" : "program-brand",
    `head-${head}`,
    sign ? "dollar" : "bare",
  ].join("-");
  return { truth, variant, title: `${brand} ${title} - ${t.policyNumber}` };
};
