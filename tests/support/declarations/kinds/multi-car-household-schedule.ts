import type { TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import { FIRST_NAMES, MAKES, PLACES, STREET_NAMES } from "../reference-data";
import type { TextStyle } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
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
import { dateText, fill, pickDateStyle, sectionBar } from "./forms";
import { fitWidth, footers } from "./ruled";

// Imitates the household auto declarations that regional mutuals, Erie, Auto-Owners, Safeco and
// the agency rating systems print for a family with several cars: the facts about each car are
// spread over the page and tied together only by a unit number. A DRIVERS table (names with
// birth dates, license numbers and states, rated/excluded status, relationship) comes first; a
// VEHICLES table lists each unit with its VIN and its garaging address (often the mailing
// address's ZIP, sometimes a student's address in another town), set either in separate Year /
// Make / Model columns or as the mainframe's abbreviated description ("18 TOYT CAMRY LE"), with
// the VIN plain, in groups of four, or broken over two lines; the coverage GRID has one column
// per unit: limits printed once in their own column, deductibles and premiums per unit, and
// "NOT COVERED" / "--" / "EXCLUDED" cells for cars carried for liability only; lienholders and
// lessors are listed at the foot, keyed by unit ("Veh 2 - Lienholder: ..."). Where the vehicle
// list abbreviates or splits, the grid's column heads carry the full year and the whole VIN.
// Home and condo pages are the same idea for property: a household residents table, a schedule
// of locations and structures (Loc 1 / Bldg 1 the dwelling or unit, then a detached garage,
// shed, storage unit or parking space) with construction and year built, a coverage grid with a
// column per structure, and mortgagees keyed by location and building.
// THE TRUTH: policy number, term, carrier (and NAIC when printed), named insureds, mailing
// address, each vehicle's VIN, year, make (as printed: the abbreviation when the list abbreviates)
// and model, or the dwelling's address, the coverage limits and deductibles, lienholders and
// mortgagees, and the total premium. NOT TRUTH (distractors): drivers and residents with their
// birth dates and license numbers, garaging addresses that differ from the mailing address, the
// structures other than the dwelling, per-unit premiums and subtotals, the agent.

export const HOUSEHOLD = {
  title: {
    auto: ["PERSONAL AUTO POLICY DECLARATIONS", "Household Auto Declarations", "AUTOMOBILE POLICY DECLARATIONS"],
    home: ["HOMEOWNERS POLICY DECLARATIONS", "Home Policy Declarations - Location Schedule"],
    condo: ["CONDOMINIUM UNIT OWNERS DECLARATIONS", "Unit Owners Declarations - Location Schedule"],
  } as Record<string, string[]>,
  company: ["Company", "Insuring Company", "Issued by"],
  naic: ["NAIC", "NAIC Co. Code", "NAIC #"],
  insured: ["NAMED INSURED AND ADDRESS", "Named Insured", "Insured / Mailing Address"],
  policyNo: ["Policy Number", "Policy No.", "POLICY"],
  period: ["Policy Period", "Term", "Effective"],
  join: [" to ", " - ", " TO "],
  issued: ["Date Issued", "Processed", "Transaction Date"],
  agent: ["Agent", "Your Agent", "Producer"],
  drivers: ["DRIVERS", "Drivers and Household Members", "OPERATORS"],
  driverHead: [
    ["Drv", "Name", "Date of Birth", "License No.", "St", "Status", "Relation"],
    ["#", "Driver", "DOB", "Driver License", "State", "Rating", "Relationship"],
  ],
  status: { rated: ["Rated", "Principal", "Occasional"], excluded: ["EXCLUDED", "Excluded"] },
  relation: {
    first: ["Named Insured", "Insured", "Self"],
    second: ["Spouse", "Co-Insured", "Domestic Partner"],
    other: ["Child", "Son", "Daughter", "Resident Relative"],
  },
  vehicles: ["VEHICLES", "Described Vehicles", "SCHEDULE OF AUTOS", "Vehicle Schedule"],
  vehHead: {
    columns: ["Unit", "Year", "Make", "Model", "VIN", "Garaging Location"],
    abbrev: ["Veh", "Description", "VIN", "Garaged At", "Use"],
  },
  use: ["Pleasure", "Commute", "Business", "Farm", "PLEAS", "WORK 15 MI"],
  sameGarage: ["Same as mailing", "SAME", "Mailing address"],
  grid: ["COVERAGES, LIMITS AND PREMIUMS BY VEHICLE", "Coverage Schedule", "COVERAGE AND PREMIUM BY UNIT"],
  homeGrid: ["COVERAGES, LIMITS AND PREMIUMS BY STRUCTURE", "Coverage Schedule", "COVERAGE AND PREMIUM BY BUILDING"],
  homeHead: ["Coverage", "Limit"],
  wind: ["Windstorm or Hail", "{p}% of Cov A"],
  keys: ["Veh {n}", "Loc 1 / Bldg 1"],
  gridLead: [
    "Coverage is provided only where a premium or deductible is shown for the vehicle.",
    "Limits apply to each vehicle. A dash means the coverage is not provided for that vehicle.",
    "",
  ],
  gridHead: {
    coverage: ["Coverage", "Coverages", "COVERAGE"],
    limits: ["Limits", "Limits of Liability", "LIMITS"],
  },
  unit: ["VEH {n}", "Veh {n}", "Unit {n}", "Auto {n}"],
  names: {
    BI: ["Bodily Injury", "BI Liability", "Bodily Injury Liab"],
    PD: ["Property Damage", "PD Liability", "Property Damage Liab"],
    CSL: ["Single Limit Liability", "CSL Liability", "Liability CSL"],
    UMBI: ["Uninsured Motorist BI", "UM Bodily Injury", "Uninsured Motorists"],
    UIMBI: ["Underinsured Motorist BI", "UIM Bodily Injury", "Underinsured Motorists"],
    UMPD: ["Uninsured Motorist PD", "UM Property Damage", "UMPD"],
    MEDPAY: ["Medical Payments", "Med Pay", "Medical Expense"],
    COMP: ["Comprehensive", "Other Than Collision", "Comp"],
    COLL: ["Collision", "Collision", "Coll"],
  } as Record<string, string[]>,
  each: [
    ["ea pers", "ea acc"],
    ["each person", "each accident"],
    ["per person", "per accident"],
  ],
  pdLimit: ["ACV less deductible", "Actual Cash Value", "ACV", ""],
  dedWord: ["{x} ded", "{x} Ded.", "Ded {x}", "{x} DED"],
  notCovered: ["NOT COVERED", "--", "EXCLUDED", "N/C", "Not Carried"],
  dedRow: ["{cov} deductible", "{cov} - Ded."],
  unitTotal: ["Vehicle Premium", "Total per Vehicle", "UNIT PREMIUM"],
  interests: ["LIENHOLDERS / LESSORS", "Loss Payees and Additional Interests", "ADDITIONAL INTERESTS"],
  interestHead: ["Unit", "Interest", "Name and Address", "Loan No."],
  role: { lienholder: ["Lienholder", "Loss Payee"], lessor: ["Lessor", "Lessor/Additional Insured"] },
  loan: ["Loan #", "Loan No.", "Acct"],
  residents: ["HOUSEHOLD MEMBERS", "Residents of the Household", "Household Residents"],
  residentHead: ["#", "Name", "Date of Birth", "Relationship"],
  locations: ["LOCATIONS AND STRUCTURES", "Schedule of Locations", "PREMISES AND STRUCTURES"],
  locHead: ["Loc", "Bldg", "Description", "Address", "Construction", "Yr Built"],
  dwellingDesc: { home: ["Dwelling", "Main Dwelling", "1 Family Dwelling"], condo: ["Condominium Unit", "Unit"] },
  structures: {
    home: ["Detached Garage", "Storage Shed", "Pole Barn", "Workshop", "Detached Carport", "Fence"],
    condo: ["Storage Unit #{n}", "Garage Space #{n}", "Parking Space #{n}"],
  },
  construction: ["Frame", "Masonry", "Brick Veneer", "Masonry Veneer", "Joisted Masonry", "Fire Resistive"],
  sameAs: ["Same as Bldg 1", "Same", "At residence premises"],
  homeNames: {
    DWELLING: ["A - Dwelling", "Cov A Dwelling", "Dwelling"],
    CONDO_A: ["A - Building Property", "Cov A Unit", "Unit Improvements"],
    OTHER_STRUCTURES: ["B - Other Structures", "Cov B Other Structures", "Other Structures"],
    PERSONAL_PROPERTY: ["C - Personal Property", "Cov C Personal Property", "Personal Property"],
    LOSS_OF_USE: ["D - Loss of Use", "Cov D Loss of Use", "Loss of Use"],
    PERSONAL_LIABILITY: ["E - Personal Liability", "Cov E Liability", "Personal Liability"],
    MEDICAL_PAYMENTS: ["F - Medical Payments", "Cov F Med Pay", "Medical Payments"],
  } as Record<string, string[]>,
  bldg: ["Bldg {n}", "L1/B{n}", "Str {n}"],
  incl: ["Incl.", "Included", "INCL"],
  als: ["ALS", "Actual Loss Sustained"],
  aop: ["All Perils Deductible", "Deductible - All Other Perils", "Section I Deductible"],
  applies: ["Applies", "Yes", "X"],
  mortgagees: ["MORTGAGEES", "Mortgagee / Loss Payee", "ADDITIONAL INTERESTS"],
  mortRole: ["First Mortgagee", "Second Mortgagee"],
  premiumBase: ["Total Coverage Premium", "Premium", "Subtotal"],
  total: ["TOTAL POLICY PREMIUM", "Total Premium", "Total Term Premium"],
  outFee: ["{label} of {x} per installment is not included.", "{label}: {x} (not included above)"],
  formId: ["PAD 1001 (03/22)", "DEC-HH 07 (10/23)", "Form 2204 ED 01 24"],
  pageNo: ["Page {n} of {m}", "Page {n}", "{n} of {m}"],
};

const ORDER = ["CSL", "BI", "PD", "UMBI", "UIMBI", "UMPD", "MEDPAY"];

function dob(rng: Rng, minAge: number, maxAge: number): string {
  const y = 2025 - rng.int(minAge, maxAge);
  return `${y}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`;
}

function license(rng: Rng): string {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join("");
  const letter = () => "ABCDEFGHJKLMNPRSTWY"[rng.int(0, 18)];
  const masked = rng.chance(0.35);
  const raw = rng.pick([
    () => `${letter()}${digits(rng.int(7, 12))}`,
    () => digits(rng.int(8, 9)),
    () => `${letter()}${digits(3)}-${digits(3)}-${digits(2)}-${digits(3)}`,
  ])();
  return masked ? `${"*".repeat(Math.max(0, raw.length - 4))}${raw.slice(-4)}` : raw;
}

const vinSpaced = (vin: string) => vin.match(/.{1,4}/g)!.join(" ");

export const multiCarHouseholdSchedule: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const auto = t.type === "auto";
  const L = ledger(g, rng);
  const ds = pickDateStyle(rng);
  const d = (iso: string) => dateText(iso, ds);
  const sign = rng.chance(0.6);
  const money = (cents: number) => dollars(fromCents(cents), { cents: true, sign });
  const amt = (n: number) => dollars(n, { cents: false });
  const naic = g.extras.naicCode !== null;
  const size = w.size;
  const gs: TextStyle = { size: size * 0.9 };
  const upper = rng.chance(0.5);
  const U = (s: string) => (upper ? s.toUpperCase() : s);

  // ---------------------------------------------------------------- heading
  const company = upper ? t.carrier.name.toUpperCase() : t.carrier.name;
  const title = rng.pick(HOUSEHOLD.title[t.type]);
  const top = rng.pick(["company-first", "title-first"] as const);
  const big: TextStyle = { bold: true, size: size * 1.5 };
  if (top === "company-first") {
    w.line(company, { ...big, size: fitWidth(w, company, big) });
    if (naic) w.line(`${rng.pick(HOUSEHOLD.naic)} ${g.extras.naicCode}`, { size: size * 0.8 });
    w.line(title, { bold: true });
  } else {
    w.line(g.extras.brand.toUpperCase(), big);
    w.line(title, { bold: true });
  }
  hrule(w, 1, 4);
  const a = g.extras.agent;
  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.line(rng.pick(HOUSEHOLD.insured), { bold: true, size: size * 0.85 });
      const form = rng.chance(0.4) ? "last-first" : "first-last";
      for (let i = 0; i < t.insureds.length; i++) ww.line(personName(g, i, form, upper));
      for (const l of addressLines(t.address, rng, upper)) ww.line(l);
    },
    (ww) => {
      const kv = (label: string, value: string) => {
        const lines = ww.wrap(value, {}, (ww.right - ww.left) * 0.58);
        ww.ensure(ww.lineHeight * lines.length);
        ww.put(label, ww.left, ww.y + size, { bold: true, size: size * 0.85 });
        lines.forEach((l, i) => ww.put(l, ww.left + (ww.right - ww.left) * 0.4, ww.y + size + i * ww.lineHeight));
        ww.y += ww.lineHeight * lines.length;
      };
      kv(rng.pick(HOUSEHOLD.policyNo), t.policyNumber);
      kv(rng.pick(HOUSEHOLD.period), `${d(t.effectiveDate)}${rng.pick(HOUSEHOLD.join)}${d(t.expirationDate)}`);
      if (top === "title-first")
        kv(
          rng.pick(HOUSEHOLD.company),
          `${company}${naic ? ` (${rng.pick(HOUSEHOLD.naic)} ${g.extras.naicCode})` : ""}`,
        );
      if (rng.chance(0.5)) kv(rng.pick(HOUSEHOLD.issued), d(g.extras.issueDate));
      kv(rng.pick(HOUSEHOLD.agent), `${a.name}, ${a.agency} ${a.phone}`);
    },
  );
  w.gap(4);

  const table = (cols: Col[], head: string[], rows: string[][][], style: TextStyle = gs) => {
    row(
      w,
      cols,
      head.map((h) => [U(h)]),
      { ...style, bold: true },
      { rule: true },
    );
    for (const r of rows) row(w, cols, r, style, { rule: ruled });
  };
  const ruled = rng.chance(0.4);
  const colsOf = (widths: number[], right: number[] = []): Col[] => {
    let at = 0;
    return widths.map((width, i) => {
      const c: Col = { at, width, align: right.includes(i) ? "r" : "l" };
      at += width;
      return c;
    });
  };
  const people = g.extras.drivers.map((name, i) => ({ name, i }));
  const relation = (i: number) =>
    rng.pick(
      i === 0 ? HOUSEHOLD.relation.first : i < t.insureds.length ? HOUSEHOLD.relation.second : HOUSEHOLD.relation.other,
    );
  let variantBits: string[];

  if (auto) {
    // ---------------------------------------------------------------- drivers
    sectionBar(w, U(rng.pick(HOUSEHOLD.drivers)));
    const st = t.address.state;
    const drvRows = people.map(({ name, i }) => [
      [String(i + 1)],
      [U(name)],
      [d(i < t.insureds.length ? dob(rng, 30, 70) : dob(rng, 16, 24))],
      [license(rng)],
      [rng.chance(0.85) ? st : rng.pick(PLACES).state],
      [U(rng.pick(HOUSEHOLD.status.rated))],
      [U(relation(i))],
    ]);
    if (rng.chance(0.3))
      drvRows.push([
        [String(drvRows.length + 1)],
        [U(`${rng.pick(FIRST_NAMES)} ${t.insureds[0].lastName}`)],
        [d(dob(rng, 17, 30))],
        [license(rng)],
        [st],
        [rng.pick(HOUSEHOLD.status.excluded)],
        [U(rng.pick(HOUSEHOLD.relation.other))],
      ]);
    table(colsOf([0.05, 0.25, 0.14, 0.2, 0.06, 0.13, 0.17]), rng.pick(HOUSEHOLD.driverHead), drvRows);
    w.gap(4);

    // ---------------------------------------------------------------- vehicles
    const vehicles = vehicleList(g);
    const listMode = rng.pick(["columns", "abbrev"] as const);
    const vinStyle = rng.pick(["plain", "plain", "spaced", "split"] as const);
    const unitWord = rng.pick(HOUSEHOLD.unit);
    const unit = (k: number) => fill(unitWord, { n: String(k + 1) });
    // The abbreviated list prints the make as the mainframe abbreviates it; the truth follows the page.
    const makeOf = (make: string) =>
      listMode === "abbrev"
        ? (MAKES.find((m) => m.make === make || m.abbreviation === make)?.abbreviation ?? make)
        : make;
    truth.properties.forEach((p) => {
      if (p.type === "vehicle") p.data.make = makeOf(p.data.make);
    });
    const mailZip = t.address.postalCode;
    const garage = vehicles.map((_, k) => {
      if (k > 0 && rng.chance(0.2)) {
        const place = rng.pick(PLACES);
        return rng.chance(0.5)
          ? `${rng.int(10, 2999)} ${rng.pick(STREET_NAMES)} St, ${place.city}, ${place.state} ${place.zips[0]}`
          : `${place.city}, ${place.state} ${place.zips[0]}`;
      }
      return rng.pick([rng.pick(HOUSEHOLD.sameGarage), mailZip, `${t.address.city}, ${t.address.state} ${mailZip}`]);
    });
    const vinCell = (vin: string) =>
      vinStyle === "spaced" ? [vinSpaced(vin)] : vinStyle === "split" ? [vin.slice(0, 9), vin.slice(9)] : [vin];
    sectionBar(w, U(rng.pick(HOUSEHOLD.vehicles)));
    if (listMode === "columns")
      table(
        colsOf([0.06, 0.07, 0.13, 0.22, 0.24, 0.28]),
        HOUSEHOLD.vehHead.columns,
        vehicles.map((v, k) => [
          [String(k + 1)],
          [String(v.year)],
          [U(v.make)],
          [U(`${v.model}${v.trim ? ` ${v.trim}` : ""}`)],
          vinCell(v.vin),
          [U(garage[k])],
        ]),
      );
    else
      table(
        colsOf([0.06, 0.26, 0.24, 0.3, 0.14]),
        HOUSEHOLD.vehHead.abbrev,
        vehicles.map((v, k) => [
          [String(k + 1)],
          [
            `${String(v.year).slice(2)} ${makeOf(v.make).toUpperCase()} ${v.model.toUpperCase()}${v.trim ? ` ${v.trim.toUpperCase()}` : ""}`,
          ],
          vinCell(v.vin),
          [U(garage[k])],
          [rng.pick(HOUSEHOLD.use)],
        ]),
      );
    w.gap(4);

    // ---------------------------------------------------------------- grid
    sectionBar(w, U(rng.pick(HOUSEHOLD.grid)));
    const lead = rng.pick(HOUSEHOLD.gridLead);
    if (lead) w.paragraph(lead, { size: size * 0.8 });
    const nv = vehicles.length;
    const per = Math.min(0.2, 0.56 / nv);
    const labelW = 0.24;
    const limW = 1 - labelW - per * nv;
    const cols: Col[] = [
      { at: 0, width: labelW },
      { at: labelW, width: limW },
      ...vehicles.map((_, k) => ({ at: labelW + limW + per * k, width: per, align: "r" as const })),
    ];
    // The column heads carry the full year and the whole VIN when the list abbreviates or breaks them.
    const needFull = listMode === "abbrev" || vinStyle !== "plain";
    const headVin = needFull || rng.chance(0.3);
    const heads: string[][] = [
      [U(rng.pick(HOUSEHOLD.gridHead.coverage))],
      [U(rng.pick(HOUSEHOLD.gridHead.limits))],
      ...vehicles.map((v, k) => [unit(k), `${v.year} ${makeOf(v.make).toUpperCase()}`, ...(headVin ? [v.vin] : [])]),
    ];
    row(w, cols, heads, { ...gs, bold: true, size: size * 0.8 }, { rule: true });
    const nk = rng.int(0, 2);
    const [eachP, eachA] = rng.pick(HOUSEHOLD.each);
    const cellMode = rng.pick(["two-line", "one-line", "ded-rows"] as const);
    const dedWord = rng.pick(HOUSEHOLD.dedWord);
    const notCov = rng.pick(HOUSEHOLD.notCovered);
    const limitLines = (c: TruthCoverage): string[] =>
      c.limitPerPerson !== null
        ? rng.chance(0.5)
          ? [`${amt(c.limitPerPerson)} ${eachP}`, `${amt(c.limitPerAccident!)} ${eachA}`]
          : [`${amt(c.limitPerPerson)}/${amt(c.limitPerAccident!)}`]
        : [
            `${amt(c.limitPerAccident!)}${c.code === "MEDPAY" ? ` ${eachP}` : ""}${c.deductible !== null ? `, ${fill(dedWord, { x: amt(c.deductible) })}` : ""}`,
          ];
    const liability = t.coverages.filter((c) => !c.vin).sort((x, y) => ORDER.indexOf(x.code) - ORDER.indexOf(y.code));
    const gridRow = (cells: string[][]) => row(w, cols, cells, gs, { rule: ruled });
    for (const c of liability)
      gridRow([[U(HOUSEHOLD.names[c.code][nk])], limitLines(c), ...L.coverage.get(c)!.map((x) => [money(x)])]);
    const pdLimit = rng.pick(HOUSEHOLD.pdLimit);
    for (const code of ["COMP", "COLL"]) {
      const per = vehicles.map((v) => t.coverages.find((x) => x.code === code && x.vin === v.vin) ?? null);
      const label = U(HOUSEHOLD.names[code][nk]);
      const premCell = (c: TruthCoverage | null, k: number) => (c ? money(L.coverage.get(c)![k]) : notCov);
      const dedText = (c: TruthCoverage) => fill(dedWord, { x: amt(c.deductible!) });
      if (cellMode === "ded-rows") {
        gridRow([
          [fill(rng.pick(HOUSEHOLD.dedRow), { cov: label })],
          [""],
          ...per.map((c) => [c ? amt(c.deductible!) : notCov]),
        ]);
        gridRow([[label], [pdLimit], ...per.map((c, k) => [premCell(c, k)])]);
      } else
        gridRow([
          [label],
          [pdLimit],
          ...per.map((c, k) =>
            c
              ? cellMode === "two-line"
                ? [dedText(c), premCell(c, k)]
                : [`${amt(c.deductible!)} / ${premCell(c, k)}`]
              : [notCov],
          ),
        ]);
    }
    g.extras.optional.forEach((o, i) => gridRow([[U(o.label)], [o.limit], ...L.optional[i].map((x) => [money(x)])]));
    row(
      w,
      cols,
      [[U(rng.pick(HOUSEHOLD.unitTotal))], [""], ...L.vehicleTotals.map((x) => [money(x)])],
      { ...gs, bold: true },
      { rule: true },
    );
    variantBits = ["auto", listMode, `vin-${vinStyle}`, cellMode];
  } else {
    // ---------------------------------------------------------------- residents
    const condo = t.type === "condo";
    if (rng.chance(0.7)) {
      sectionBar(w, U(rng.pick(HOUSEHOLD.residents)));
      table(
        colsOf([0.06, 0.4, 0.24, 0.3]),
        HOUSEHOLD.residentHead,
        people.map(({ name, i }) => [
          [String(i + 1)],
          [U(name)],
          [d(i < t.insureds.length ? dob(rng, 30, 75) : dob(rng, 8, 22))],
          [U(relation(i))],
        ]),
      );
      w.gap(4);
    }
    // ---------------------------------------------------------------- locations and structures
    const dw = dwellingAddress(t)!;
    const nStruct = condo ? rng.int(0, 1) : rng.int(1, 2);
    const structs = rng
      .shuffle(condo ? HOUSEHOLD.structures.condo : HOUSEHOLD.structures.home)
      .slice(0, nStruct)
      .map((s) => fill(s, { n: String(rng.int(1, 240)) }));
    const bldgWord = rng.pick(HOUSEHOLD.bldg);
    const bldg = (k: number) => fill(bldgWord, { n: String(k + 1) });
    sectionBar(w, U(rng.pick(HOUSEHOLD.locations)));
    const sameAs = rng.pick(HOUSEHOLD.sameAs);
    table(colsOf([0.06, 0.06, 0.22, 0.36, 0.18, 0.12]), HOUSEHOLD.locHead, [
      [
        ["1"],
        ["1"],
        [U(rng.pick(HOUSEHOLD.dwellingDesc[condo ? "condo" : "home"]))],
        addressLines(dw, rng, upper),
        [rng.pick(HOUSEHOLD.construction)],
        [String(g.extras.yearBuilt)],
      ],
      ...structs.map((s, k) => [
        ["1"],
        [String(k + 2)],
        [U(s)],
        [sameAs],
        [rng.pick(HOUSEHOLD.construction)],
        [String(rng.int(g.extras.yearBuilt, 2024))],
      ]),
    ]);
    w.gap(4);
    // ---------------------------------------------------------------- grid per structure
    sectionBar(w, U(rng.pick(HOUSEHOLD.homeGrid)));
    const n = 1 + structs.length;
    const per = Math.min(0.2, 0.5 / n);
    const labelW = 0.3;
    const limW = 1 - labelW - per * n;
    const cols: Col[] = [
      { at: 0, width: labelW },
      { at: labelW, width: limW, align: "r" },
      ...Array.from({ length: n }, (_, k) => ({ at: labelW + limW + per * k, width: per, align: "r" as const })),
    ];
    const nk = rng.int(0, 2);
    row(
      w,
      cols,
      [...HOUSEHOLD.homeHead.map((h) => [h]), ...Array.from({ length: n }, (_, k) => [bldg(k)])].map((c) => c.map(U)),
      { ...gs, bold: true },
      { rule: true },
    );
    const dash = rng.pick(["--", "N/A", ""]);
    const incl = rng.pick(HOUSEHOLD.incl);
    const gridRow = (cells: string[][]) => row(w, cols, cells, gs, { rule: ruled });
    for (const code of [
      "DWELLING",
      "OTHER_STRUCTURES",
      "PERSONAL_PROPERTY",
      "LOSS_OF_USE",
      "PERSONAL_LIABILITY",
      "MEDICAL_PAYMENTS",
    ]) {
      const c = t.coverages.find((x) => x.code === code);
      const label = U(HOUSEHOLD.homeNames[code === "DWELLING" && condo ? "CONDO_A" : code][nk]);
      if (!c) {
        if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
          gridRow([[label], [rng.pick(HOUSEHOLD.als)], [incl], ...structs.map(() => [dash])]);
        continue;
      }
      const prem = L.coverage.get(c)![0];
      let cells: string[][];
      if (code === "OTHER_STRUCTURES" && structs.length) {
        // Coverage B's premium split over the detached structures; the dwelling's cell is blank.
        const pieces = structs.length > 1 ? [Math.floor(prem / 2), prem - Math.floor(prem / 2)] : [prem];
        cells = [[dash], ...pieces.map((x) => [money(x)])];
      } else cells = [[money(prem)], ...structs.map(() => [code === "PERSONAL_LIABILITY" ? incl : dash])];
      gridRow([[label], [amt(c.limitPerAccident!)], ...cells]);
    }
    g.extras.optional.forEach((o, i) =>
      gridRow([[U(o.label)], [o.limit], [money(L.optional[i][0])], ...structs.map(() => [dash])]),
    );
    const A = t.coverages.find((c) => c.code === "DWELLING")!;
    const applies = rng.pick(HOUSEHOLD.applies);
    gridRow([[U(rng.pick(HOUSEHOLD.aop))], [amt(A.deductible!)], ...Array.from({ length: n }, () => [applies])]);
    if (g.extras.windHailPercent)
      gridRow([
        [U(HOUSEHOLD.wind[0])],
        [fill(HOUSEHOLD.wind[1], { p: String(g.extras.windHailPercent) })],
        ...Array.from({ length: n }, () => [""]),
      ]);
    variantBits = [t.type, `structures-${n}`];
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
    premLine(U(rng.pick(HOUSEHOLD.premiumBase)), money(L.base));
    for (const f of L.inFees) premLine(U(f.label), money(f.amount));
  }
  premLine(U(rng.pick(HOUSEHOLD.total)), money(L.total), true);
  for (const f of L.outFees)
    w.paragraph(fill(rng.pick(HOUSEHOLD.outFee), { label: f.label, x: money(f.amount) }), { size: size * 0.8 });

  // ---------------------------------------------------------------- interests keyed by unit
  const parties = t.thirdParties;
  if (parties.length) {
    w.gap(4);
    sectionBar(w, U(rng.pick(auto ? HOUSEHOLD.interests : HOUSEHOLD.mortgagees)));
    const vins = t.properties.flatMap((p) => (p.type === "vehicle" ? [p.data.vin] : []));
    const key = (p: TruthParty) => {
      const k = p.vin ? vins.indexOf(p.vin) : -1;
      return auto ? fill(HOUSEHOLD.keys[0], { n: String(k + 1) }) : HOUSEHOLD.keys[1];
    };
    const role = (p: TruthParty, i: number) =>
      p.type === "mortgagee" ? HOUSEHOLD.mortRole[Math.min(i, 1)] : rng.pick(HOUSEHOLD.role[p.type]);
    const loan = rng.pick(HOUSEHOLD.loan);
    const mode = rng.pick(["lines", "table"] as const);
    const dashJoin = rng.pick([" \u2014 ", " - ", ": "]);
    if (mode === "lines")
      parties.forEach((p, i) => {
        const text = `${key(p)}${dashJoin}${role(p, i)}: ${U(p.name)}, ${addressLines(p.address, rng, upper).join(", ")}${p.loanNumber ? `   ${loan} ${p.loanNumber}` : ""}`;
        for (const l of w.wrap(text, gs)) w.line(l, gs);
      });
    else
      table(
        colsOf([0.14, 0.16, 0.5, 0.2]),
        HOUSEHOLD.interestHead,
        parties.map((p, i) => [
          [key(p)],
          [role(p, i)],
          [U(p.name), ...addressLines(p.address, rng, upper)],
          [p.loanNumber ?? ""],
        ]),
      );
    variantBits.push(`interests-${mode}`);
  }

  const formId = rng.pick(HOUSEHOLD.formId);
  const pageForm = rng.pick(HOUSEHOLD.pageNo);
  footers(
    w,
    () => formId,
    (p, m) => fill(pageForm, { n: String(p), m: String(m) }),
  );
  if (!naic) truth.carrier.naicCode = null;
  variantBits.push(top, sign ? "dollar" : "bare");
  return { truth, variant: variantBits.join("-"), title: `${title} - ${t.policyNumber}` };
};
