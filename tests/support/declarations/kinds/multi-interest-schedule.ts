import { CARRIER_DATA } from "@/lib/service/carriers/catalogue-data";
import type { TruthAddress, TruthParty } from "../policy";
import type { Rng } from "../random";
import { AUTO_ONLY_SLUGS, FIRST_NAMES, HOME_ONLY_SLUGS, LAST_NAMES, STREET_NAMES } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dwellingAddress,
  hrule,
  ledger,
  officeAddress,
  personName,
  putRight,
  row,
  vehicleList,
  type Col,
  type KindFn,
  digits,
  money,
} from "./common";
import { ALL_DATE_STYLES, dateText, fill, pickDateStyle } from "./forms";
import { fitWidth, footers } from "./ruled";

// Imitates the declarations (and the "Interested Parties" / "Additional Interests" schedule pages
// that follow them) of policies with many parties on them: Travelers' and Safeco's "Additional
// Interests" page, Chubb's and the regional mutuals' "Schedule of Interested Parties", Progressive's
// and USAA's "Lienholder / Additional Insured" lines, ACORD 27/28-fed agency systems. Several parties
// with different roles are listed together: the first and second mortgagee with loan numbers and
// "ISAOA/ATIMA", the lienholder or lessor of each car, and beside them parties that look the same
// (a name, an address, a reference number) but are not the policy's interests: an additional
// insured (a family trust "dated" a date, an LLC, a co-owner, the insured's employer), a loss payee
// for a scheduled item, a certificate holder (a title company), the agent/producer with the agency
// code, the prior carrier with its prior policy number and expiration date, the "bill to" party
// (escrow: the mortgagee pays, printed again under that role, or the insured), the property manager
// or the condominium association with its master policy number, and on auto pages the garaging
// address of a car, a designee for notices and the listed drivers with licence numbers. The
// arrangement varies: a table with a Role column, labeled blocks in two columns, numbered
// "Interest 1 / Interest 2" paragraphs; the schedule is above the coverages or at the page bottom
// after them and the premium.
// THE TRUTH: insureds, mailing address, premises or vehicles, policy number, term, company (NAIC when
// printed), every coverage limit and deductible in the summary, the total premium, and the
// mortgagees / lienholders / lessors with their addresses and loan numbers. Every other party, its
// address and reference number, the garaging address, the drivers and the bill-to repeat are
// distractors.

export const INTEREST = {
  title: {
    auto: [
      "AUTO POLICY DECLARATIONS",
      "Personal Auto Declarations and Schedule of Interests",
      "DECLARATIONS - PERSONAL AUTO",
    ],
    home: [
      "HOMEOWNERS DECLARATIONS",
      "Homeowners Policy Declarations",
      "DECLARATIONS AND SCHEDULE OF INTERESTED PARTIES",
    ],
    condo: ["CONDOMINIUM UNIT OWNERS DECLARATIONS", "Unit Owners Policy Declarations", "HO-6 DECLARATIONS"],
  } as Record<string, string[]>,
  insured: ["Named Insured", "Named Insured(s)", "First Named Insured"],
  mailing: ["Mailing Address", "Address of Named Insured"],
  policyNo: ["Policy Number", "Policy No.", "Policy"],
  period: ["Policy Period", "Term", "Coverage Period"],
  periodJoin: [" to ", " - ", " thru "],
  company: ["Company", "Underwritten by", "Insurer"],
  naic: ["NAIC", "NAIC #"],
  issued: ["Date Issued", "Printed", "Transaction Date"],
  premises: ["Residence Premises", "Insured Location", "Described Location"],
  form: ["Form", "Policy Form"],
  vehicles: ["DESCRIBED VEHICLES", "Vehicles", "Insured Autos"],
  vehHead: ["Veh", "Year", "Make / Model", "VIN"],
  coverages: ["COVERAGES AND LIMITS", "Summary of Coverages", "Coverage Schedule"],
  liability: ["Policy Coverages (all vehicles)", "Liability and Policy Coverages", "Coverages applying to all autos"],
  names: {
    DWELLING: ["Coverage A - Dwelling", "Dwelling", "A Dwelling"],
    CONDO_A: ["Coverage A - Building Property", "Unit Building Property", "A Unit"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "Other Structures", "B Other Structures"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Personal Property", "C Personal Property"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "Loss of Use", "D Loss of Use"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "Personal Liability", "E Personal Liability"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments", "Medical Payments to Others", "F Medical Payments"],
    BI: ["Bodily Injury", "Bodily Injury Liability", "BI Liability"],
    PD: ["Property Damage", "Property Damage Liability", "PD Liability"],
    CSL: ["Combined Single Limit", "Liability (CSL)", "Single Limit Liability"],
    UMBI: ["Uninsured Motorist BI", "Uninsured Motorists", "UM"],
    UIMBI: ["Underinsured Motorist BI", "Underinsured Motorists", "UIM"],
    UMPD: ["Uninsured Motorist PD", "UM Property Damage", "UMPD"],
    MEDPAY: ["Medical Payments", "Med Pay", "Auto Medical Payments"],
    COMP: ["Comprehensive", "Other Than Collision", "Comp"],
    COLL: ["Collision", "Collision", "Coll"],
  } as Record<string, string[]>,
  person: ["each person", "per person"],
  accident: ["each accident", "per accident"],
  occurrence: ["each occurrence", "per occurrence"],
  ded: ["deductible", "ded"],
  als: ["Actual Loss Sustained", "ALS"],
  aop: ["Section I Deductible - All Perils", "All Other Perils Deductible", "Deductible"],
  premium: ["Total Policy Premium", "TOTAL PREMIUM", "Total Term Premium"],
  premiumBase: ["Premium before fees", "Coverage premium"],
  outFee: ["{label} {x} billed separately", "{label}: {x} (not included in premium)"],
  schedule: [
    "SCHEDULE OF INTERESTED PARTIES",
    "Additional Interests",
    "INTERESTED PARTIES AND ADDITIONAL INSUREDS",
    "Other Parties Named on This Policy",
  ],
  tableHead: {
    no: ["#", "No.", "Item"],
    role: ["Role", "Interest Type", "Capacity"],
    name: ["Name and Address", "Party", "Name / Mailing Address"],
    ref: ["Loan / Reference No.", "Reference", "Loan or Account #"],
  },
  interestWord: ["Interest {n}", "Additional Interest {n}", "Party {n}"],
  role: {
    first: ["First Mortgagee", "Mortgagee 1", "1st Mortgagee"],
    second: ["Second Mortgagee", "Mortgagee 2", "2nd Mortgagee"],
    lienholder: ["Lienholder", "Lienholder / Loss Payee", "Loss Payee"],
    lessor: ["Lessor", "Lessor - Additional Insured and Loss Payee", "Lessor"],
    additional: ["Additional Insured", "Additional Named Insured", "Addl. Insured"],
    coOwner: ["Co-Owner - Additional Insured", "Additional Insured (Co-Owner)"],
    lossPayee: ["Loss Payee - Scheduled Property", "Loss Payee (Item 1)", "Loss Payee"],
    certificate: ["Certificate Holder", "Certificate Holder / Evidence Only"],
    producer: ["Producer", "Agent", "Servicing Agent"],
    prior: ["Prior Carrier", "Prior Insurer", "Previous Carrier"],
    billTo: ["Bill To", "Payor", "Billing Party"],
    manager: ["Property Manager", "Managing Agent"],
    hoa: ["Condominium Association", "HOA / Master Policy Holder", "Association"],
    garaging: ["Garaging Address", "Principal Garaging Location"],
    designee: ["Third Party Designee", "Designee for Notices"],
    employer: ["Additional Insured - Employer", "Additional Insured"],
  },
  isaoa: ["ISAOA/ATIMA", "ISAOA", "its successors and/or assigns"],
  loan: ["Loan No.", "Loan #", "Loan Number"],
  escrow: ["(escrow - mortgagee pays)", "Escrow billed to first mortgagee", "Mortgagee billed"],
  direct: ["Insured - direct bill", "Named Insured (direct bill)"],
  priorRef: ["Prior policy {p}, expired {d}", "Policy {p} exp. {d}"],
  masterRef: ["Master Policy No. {p}", "Master policy {p}"],
  certRef: ["Certificate No. {p}", "Cert # {p}"],
  agencyRef: ["Agency Code {p}", "Producer No. {p}"],
  trustRef: ["Trust dated {d}", "U/A dtd {d}"],
  driverRef: ["DL {p}", "License No. {p}"],
  drivers: ["DRIVERS", "Listed Drivers", "Operators"],
  vehWord: ["Veh {n}", "Vehicle {n}", "Auto {n}"],
  footer: ["INT-SCH 04 21", "DEC-AI (03/23)", "Form 4412 Ed. 10-20", "MIS 01 (07/22)"],
  pageNo: ["Page {n} of {m}", "Page {n}", "{n}/{m}"],
};

interface Party {
  role: string;
  name: string;
  extra?: string;
  lines: string[];
  ref: string;
  /** The printed vehicle reference for a car's interest. */
  veh?: string;
}

const group = (n: number) => n.toLocaleString("en-US");

function randomAddress(rng: Rng, upper: boolean): string[] {
  const o: TruthAddress = officeAddress(rng);
  return addressLines(o, rng, upper);
}

export const multiInterestSchedule: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const auto = t.type === "auto";
  const condo = t.type === "condo";
  const L = ledger(g, rng);
  const ds = pickDateStyle(rng, ALL_DATE_STYLES);
  const d = (iso: string) => dateText(iso, ds);
  const upper = rng.chance(0.4);
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  const sign = rng.chance(0.8);
  const amt = (n: number) => `${sign ? "$" : ""}${group(n)}`;
  const set = rng.int(0, 2);
  const name = (code: string) => U(INTEREST.names[code][set]);
  const size = Math.min(w.size, 9);
  const naic = !!g.extras.naicCode;
  const a = g.extras.agent;
  const vehicles = vehicleList(g);
  const vehWord = rng.pick(INTEREST.vehWord);
  const vw = (i: number) => U(fill(vehWord, { n: String(i + 1) }));
  const span = () => w.right - w.left;

  // ---------------------------------------------------------------- heading
  const brandSize = fitWidth(w, U(g.extras.brand), { bold: true, size: w.size * 1.5 }, span() * 0.5);
  w.ensure(brandSize * 3);
  w.put(U(g.extras.brand), w.left, w.y + brandSize, { bold: true, size: brandSize });
  const title = rng.pick(INTEREST.title[t.type]);
  putRight(w, U(title), { bold: true, size: size * 1.05 }, brandSize - size * 1.05);
  w.y += brandSize * 1.5;
  hrule(w, 1, 6);
  const kv = (items: [string, string[]][]) => (ww: Writer) => {
    for (const [label, values] of items) {
      ww.line(U(label), { bold: true, size: size * 0.78 });
      for (const v of values) for (const l of ww.wrap(v, { size })) ww.line(l, { size });
      ww.gap(2);
    }
  };
  const nameForm = rng.chance(0.3) ? "last-first" : "first-last";
  const left: [string, string[]][] = [
    [rng.pick(INTEREST.insured), t.insureds.map((_, i) => personName(g, i, nameForm, upper))],
    [rng.pick(INTEREST.mailing), addressLines(t.address, rng, upper)],
  ];
  const right: [string, string[]][] = [
    [rng.pick(INTEREST.policyNo), [t.policyNumber]],
    [rng.pick(INTEREST.period), [`${d(t.effectiveDate)}${rng.pick(INTEREST.periodJoin)}${d(t.expirationDate)}`]],
    [
      rng.pick(INTEREST.company),
      [U(t.carrier.name), ...(naic ? [`${rng.pick(INTEREST.naic)} ${g.extras.naicCode}`] : [])],
    ],
    ...(rng.chance(0.5) ? [[rng.pick(INTEREST.issued), [d(g.extras.issueDate)]] as [string, string[]]] : []),
  ];
  w.columns(rng.chance(0.5) ? [kv(left), kv(right)] : [kv(right), kv(left)], 22);
  w.gap(3);
  const heading = (text: string) => {
    w.gap(4);
    w.ensure(size * 5);
    w.line(U(text), { bold: true, size: size * 1.05 });
    hrule(w, 0.5, 2);
  };

  // ---------------------------------------------------------------- the parties
  const isaoaMode = rng.pick(["inline", "line", "none"] as const);
  const isaoa = rng.pick(INTEREST.isaoa);
  const loanL = rng.pick(INTEREST.loan);
  const parties: Party[] = [];
  t.thirdParties.forEach((p: TruthParty, k) => {
    const vi = p.vin ? vehicles.findIndex((v) => v.vin === p.vin) : -1;
    const role =
      p.type === "mortgagee"
        ? rng.pick(k === 0 ? INTEREST.role.first : INTEREST.role.second)
        : rng.pick(INTEREST.role[p.type]);
    parties.push({
      role: U(role),
      name: U(p.name) + (isaoaMode === "inline" ? ` ${isaoa}` : ""),
      extra: isaoaMode === "line" ? isaoa : undefined,
      lines: addressLines(p.address, rng, upper),
      ref: p.loanNumber ? `${loanL} ${p.loanNumber}` : "",
      veh: vi >= 0 ? vw(vi) : undefined,
    });
  });
  const last = t.insureds[0].lastName;
  const otherName = () => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES.filter((n) => n !== last))}`;
  const street = () => rng.pick(STREET_NAMES);
  const R = INTEREST.role;
  const pastDate = () =>
    d(new Date(Date.UTC(rng.int(2008, 2022), rng.int(0, 11), rng.int(1, 28))).toISOString().slice(0, 10));
  const others: Party[] = [];
  const otherCarrier = rng.pick(
    CARRIER_DATA.filter(
      (c) =>
        c.name !== t.carrier.name &&
        c.shortName !== g.extras.brand &&
        !(auto ? HOME_ONLY_SLUGS : AUTO_ONLY_SLUGS).has(c.slug),
    ),
  );
  const add = (role: string[], nm: string, lines: string[], ref: string) =>
    others.push({ role: U(rng.pick(role)), name: U(nm), lines, ref });
  const pool: (() => void)[] = [
    () =>
      add(
        R.producer,
        a.agency,
        [a.name, ...randomAddress(rng, upper), a.phone],
        fill(rng.pick(INTEREST.agencyRef), { p: a.code }),
      ),
    () =>
      add(
        R.prior,
        otherCarrier.name,
        [],
        fill(rng.pick(INTEREST.priorRef), {
          p: `${rng.pick(auto ? ["P", "AU", "PA"] : ["H", "HO", "HM"])}${digits(rng, 8)}`,
          d: d(t.effectiveDate),
        }),
      ),
  ];
  if (auto) {
    pool.push(
      () =>
        add(
          R.employer,
          `${street()} ${rng.pick(["Logistics LLC", "Builders, Inc.", "Medical Group PC", "Services LLC"])}`,
          randomAddress(rng, upper),
          "",
        ),
      () => add(R.coOwner, otherName(), addressLines(t.address, rng, upper), ""),
      () => {
        const vi = rng.int(0, vehicles.length - 1);
        const o = officeAddress(rng);
        others.push({
          role: U(rng.pick(R.garaging)),
          name: U(o.addressLine1),
          lines: [U(`${o.city}, ${o.state} ${o.postalCode}`)],
          ref: "",
          veh: vw(vi),
        });
      },
      () => add(R.designee, otherName(), randomAddress(rng, upper), ""),
      () =>
        add(
          R.certificate,
          `${street()} ${rng.pick(["Staffing", "Rideshare Partners", "Property Management"])} LLC`,
          randomAddress(rng, upper),
          fill(rng.pick(INTEREST.certRef), { p: `${rng.int(2024, 2027)}-${digits(rng, 5)}` }),
        ),
    );
  } else {
    const first = t.thirdParties.find((p) => p.type === "mortgagee");
    pool.push(
      () =>
        add(
          R.additional,
          rng.pick([`The ${last} Family Revocable Trust`, `${last} Living Trust`, `${street()} Property Holdings LLC`]),
          randomAddress(rng, upper),
          rng.chance(0.6) ? fill(rng.pick(INTEREST.trustRef), { d: pastDate() }) : "",
        ),
      () => add(R.coOwner, otherName(), [], ""),
      () =>
        add(
          R.lossPayee,
          rng.pick(["Kay Jewelers", "Zales Credit Dept.", "Club Car Financial", "Sterling Jewelers Inc."]),
          randomAddress(rng, upper),
          `Acct ${digits(rng, 9)}`,
        ),
      () =>
        add(
          R.certificate,
          `${street()} Title & Escrow Company`,
          randomAddress(rng, upper),
          fill(rng.pick(INTEREST.certRef), { p: `${rng.int(2024, 2027)}-${digits(rng, 5)}` }),
        ),
      () =>
        first
          ? add(
              R.billTo,
              first.name,
              [rng.pick(INTEREST.escrow)],
              first.loanNumber ? `${loanL} ${first.loanNumber}` : "",
            )
          : add(R.billTo, rng.pick(INTEREST.direct), [], ""),
    );
    if (condo)
      pool.push(
        () =>
          add(
            R.hoa,
            `${street()} ${rng.pick(["Condominium Association", "Owners Association, Inc.", "Towers HOA"])}`,
            [`c/o ${street()} Property Management`, ...randomAddress(rng, upper)],
            fill(rng.pick(INTEREST.masterRef), { p: `${rng.pick(["CP", "BOP", "MP"])} ${digits(rng, 7)}` }),
          ),
        () => add(R.manager, `${street()} Community Management, LLC`, randomAddress(rng, upper), ""),
      );
  }
  for (const f of rng.shuffle(pool).slice(0, rng.int(3, Math.min(6, pool.length)))) f();
  // The policy's interests keep their order (first before second mortgagee); the others fall in around them.
  const all: Party[] = [];
  const queue = [...parties];
  for (const o of others) {
    while (queue.length && rng.chance(0.5)) all.push(queue.shift()!);
    all.push(o);
  }
  all.push(...queue);

  const arrangement = rng.pick(["role-table", "two-column-blocks", "numbered"] as const);
  const position = rng.pick(["top", "bottom"] as const);
  const st: TextStyle = { size };
  const nameLines = (p: Party) => [p.name, ...(p.extra ? [U(p.extra)] : []), ...p.lines];
  const drawInterests = () => {
    heading(rng.pick(INTEREST.schedule));
    if (arrangement === "role-table") {
      const cols: Col[] = [
        { at: 0, width: 0.05 },
        { at: 0.05, width: 0.24 },
        { at: 0.29, width: 0.45 },
        { at: 0.74, width: 0.26 },
      ];
      const H = INTEREST.tableHead;
      row(
        w,
        cols,
        [H.no, H.role, H.name, H.ref].map((h) => [U(rng.pick(h))]),
        { size: size * 0.9, bold: true },
        { rule: true },
      );
      all.forEach((p, i) =>
        row(w, cols, [[String(i + 1)], [p.role, ...(p.veh ? [p.veh] : [])], nameLines(p), [p.ref]], st, {
          rule: true,
          pad: 3,
        }),
      );
    } else if (arrangement === "two-column-blocks") {
      const block = (p?: Party) => (ww: Writer) => {
        if (!p) return;
        ww.line(`${p.role}${p.veh ? ` - ${p.veh}` : ""}`, { bold: true, size: size * 0.85 });
        for (const l of [...nameLines(p), ...(p.ref ? [p.ref] : [])]) for (const x of ww.wrap(l, st)) ww.line(x, st);
        ww.gap(4);
      };
      for (let i = 0; i < all.length; i += 2) w.columns([block(all[i]), block(all[i + 1])], 24);
    } else {
      const word = rng.pick(INTEREST.interestWord);
      all.forEach((p, i) => {
        w.ensure(size * 6);
        w.line(`${U(fill(word, { n: String(i + 1) }))}: ${p.role}${p.veh ? ` (${p.veh})` : ""}`, { bold: true, size });
        const body = [...nameLines(p), ...(p.ref ? [p.ref] : [])];
        if (rng.chance(0.5)) for (const l of body) w.line(l, st, 14);
        else for (const l of w.wrap(body.join(", "), st, span() - 14)) w.line(l, st, 14);
        w.gap(2);
      });
    }
  };

  // ---------------------------------------------------------------- property
  if (auto) {
    heading(rng.pick(INTEREST.vehicles));
    const cols: Col[] = [
      { at: 0, width: 0.1 },
      { at: 0.1, width: 0.1 },
      { at: 0.2, width: 0.45 },
      { at: 0.65, width: 0.35 },
    ];
    row(
      w,
      cols,
      INTEREST.vehHead.map((h) => [U(h)]),
      { size: size * 0.9, bold: true },
      { rule: true },
    );
    for (const v of vehicles)
      row(
        w,
        cols,
        [[vw(v.index)], [String(v.year)], [`${U(v.make)} ${U(v.model)}${v.trim ? ` ${U(v.trim)}` : ""}`], [v.vin]],
        st,
      );
  } else {
    heading(rng.pick(INTEREST.premises));
    for (const l of addressLines(dwellingAddress(t)!, rng, upper)) w.line(l, st, 8);
    w.line(`${rng.pick(INTEREST.form)}: ${g.extras.form}    Year built: ${g.extras.yearBuilt}`, st, 8);
  }
  if (position === "top") drawInterests();

  // ---------------------------------------------------------------- coverages
  heading(rng.pick(INTEREST.coverages));
  const item = (label: string, value: string) => {
    const vwid = w.width_(value, st);
    w.ensure(size * 1.5);
    w.put(label, w.left + 6, w.y + size, st);
    w.put(
      value,
      Math.min(w.right - vwid, Math.max(w.left + span() * 0.5, w.right - vwid - span() * 0.15)),
      w.y + size,
      st,
    );
    w.y += size * 1.4;
  };
  if (auto) {
    w.line(U(rng.pick(INTEREST.liability)), { bold: true, size });
    const ep = rng.pick(INTEREST.person);
    const ea = rng.pick(INTEREST.accident);
    for (const c of t.coverages.filter((x) => !x.vin)) {
      const v =
        c.limitPerPerson !== null
          ? `${amt(c.limitPerPerson)} ${ep} / ${amt(c.limitPerAccident!)} ${ea}`
          : `${amt(c.limitPerAccident!)} ${c.code === "MEDPAY" ? ep : ea}${c.deductible !== null ? ` (${amt(c.deductible)} ${rng.pick(INTEREST.ded)})` : ""}`;
      item(name(c.code), v);
    }
    for (const v of vehicles) {
      const phys = ["COMP", "COLL"].flatMap((code) => {
        const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
        return c ? [`${name(code)} ${amt(c.deductible!)} ${rng.pick(INTEREST.ded)}`] : [];
      });
      item(`${vw(v.index)} ${v.year} ${U(v.make)}`, phys.length ? phys.join("; ") : U("Liability only"));
    }
  } else {
    const eo = rng.pick(INTEREST.occurrence);
    for (const code of [
      "DWELLING",
      "OTHER_STRUCTURES",
      "PERSONAL_PROPERTY",
      "LOSS_OF_USE",
      "PERSONAL_LIABILITY",
      "MEDICAL_PAYMENTS",
    ]) {
      const c = t.coverages.find((x) => x.code === code);
      const label = name(code === "DWELLING" && condo ? "CONDO_A" : code);
      if (!c) {
        if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls) item(label, U(rng.pick(INTEREST.als)));
        continue;
      }
      item(label, `${amt(c.limitPerAccident!)}${code === "PERSONAL_LIABILITY" ? ` ${eo}` : ""}`);
    }
    const A = t.coverages.find((x) => x.code === "DWELLING")!;
    item(U(rng.pick(INTEREST.aop)), amt(A.deductible!));
  }
  w.gap(4);
  if (L.inFees.length) {
    item(U(rng.pick(INTEREST.premiumBase)), money(L.base));
    for (const f of L.inFees) item(U(f.label), money(f.amount));
  }
  w.ensure(size * 2);
  w.put(U(rng.pick(INTEREST.premium)), w.left + 6, w.y + size * 1.1, { size: size * 1.1, bold: true });
  putRight(w, money(L.total), { size: size * 1.1, bold: true });
  w.y += size * 1.6;
  for (const f of L.outFees)
    w.line(fill(rng.pick(INTEREST.outFee), { label: f.label, x: money(f.amount) }), { size: size * 0.85 }, 6);

  if (position === "bottom") drawInterests();
  if (auto && rng.chance(0.6)) {
    heading(rng.pick(INTEREST.drivers));
    g.extras.drivers.forEach((dr, i) =>
      w.line(
        `${i + 1}. ${U(dr)}    ${fill(rng.pick(INTEREST.driverRef), { p: `${"ABCDEFGHJKLMNPRSTW"[rng.int(0, 17)]}${digits(rng, 3)}-${digits(rng, 4)}-${digits(rng, 4)}` })}`,
        st,
        6,
      ),
    );
  }

  const formId = rng.pick(INTEREST.footer);
  const pageForm = rng.pick(INTEREST.pageNo);
  footers(
    w,
    () => formId,
    (n, m) => fill(pageForm, { n: String(n), m: String(m) }),
  );
  if (!naic) truth.carrier.naicCode = null;
  const variant = [t.type, arrangement, position, isaoaMode === "none" ? "plain" : "isaoa"].join("-");
  return { truth, variant, title: `${title} - ${t.policyNumber}` };
};
