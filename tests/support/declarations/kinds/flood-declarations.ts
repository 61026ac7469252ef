import { addMonths, type GeneratedPolicy, type TruthAddress, type TruthCoverage, type TruthParty } from "../policy";
import type { Rng } from "../random";
import { MORTGAGEES } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  fromCents,
  hrule,
  ledger,
  personName,
  sameAddress,
  sideBySide,
  vehicleList,
  type KindFn,
  type KindResult,
  digits,
  money,
} from "./common";
import { boxRow, dateText, fill, pickDateStyle, tollFree, type AnyDateStyle, type Box, sectionHeading } from "./forms";
import { footers, type RRow } from "./ruled";
import { amountLine, fittedTable, labelled } from "./fitted-columns";

// Imitates the National Flood Insurance Program's flood policy declarations page as the Write Your
// Own companies and NFIP Direct print it (the Dwelling Form, for a house or for a condominium
// unit): the policy number of the flood program ("87 1150123456", "FLD1234567"), an annual term,
// the insured's mailing address apart from the "Property Location" the policy covers (a coastal
// owner's mail often goes to a PO Box), boxes for the "First Mortgagee", "Second Mortgagee",
// "Loss Payee" and "Disaster Agency" with the loan numbers, the rating information that fills the
// middle of the page (flood zone, community number, building occupancy, number of floors,
// elevations, date of construction, pre-/post-FIRM, primary residence, replacement cost), the two
// coverages - Building and Contents - each with its own amount and its own deductible (contents
// may be "Not Covered"), and the premium built up line by line (the full-risk premium, discounts,
// the Increased Cost of Compliance premium, the reserve fund assessment, the HFIAA surcharge and
// the federal policy fee) to a "Total Premium Paid". Three arrangements: the boxed federal form,
// a two-column page (parties and rating at the left, coverage and premium at the right), and a
// sectioned statement. An auto policy from the same company gets a page in the same house style.
// THE TRUTH: the company, the flood policy number and term, the named insureds, the mailing
// address, the property location (the dwelling), Building as DWELLING and Contents as
// PERSONAL_PROPERTY, each with its own deductible, the mortgagees (first and second, with loan
// numbers), a loss payee with a loan number when one is printed (as a mortgagee), and the total
// premium paid. NOT TRUTH (distractors): every rating number (zone, community, elevations, floors,
// construction date, replacement cost), the premium components, the prior policy number, the
// waiting-period and ICC notes, the agent, the disaster agency line, the claims number.

export const FLOOD = {
  title: [
    "FLOOD INSURANCE POLICY DECLARATIONS",
    "National Flood Insurance Program - Flood Insurance Declarations",
    "FLOOD POLICY DECLARATIONS PAGE",
    "Standard Flood Insurance Policy - Dwelling Form Declarations",
  ],
  program: [
    "National Flood Insurance Program",
    "NFIP Write Your Own Program",
    "Issued under the National Flood Insurance Program",
  ],
  newOrRenewal: ["RENEWAL DECLARATIONS", "NEW BUSINESS", "Renewal", "Policy Renewal Declarations"],
  policyNo: ["Policy Number", "POLICY NUMBER", "Flood Policy No.", "Policy #"],
  term: ["Policy Term", "POLICY TERM", "Policy Period"],
  termText: ["{a} - {b}", "{a} to {b}", "From {a} To {b} 12:01 AM"],
  company: ["Write Your Own Company", "Insurer", "Issued by", "WYO Company"],
  naic: ["NAIC", "NAIC No.", "NAIC #"],
  prior: ["Prior Policy Number", "Previous Policy", "Replaces"],
  insured: ["Insured Name and Mailing Address", "INSURED / MAILING ADDRESS", "Named Insured & Mailing Address"],
  location: ["Property Location", "PROPERTY LOCATION", "Insured Property Location", "Location of Insured Property"],
  agent: ["Agent", "AGENT", "Producer"],
  first: ["First Mortgagee", "FIRST MORTGAGEE", "1st Mortgagee"],
  second: ["Second Mortgagee", "SECOND MORTGAGEE", "2nd Mortgagee"],
  lossPayee: ["Loss Payee", "LOSS PAYEE", "Loss Payee / Additional Interest"],
  disaster: ["Disaster Agency", "DISASTER AGENCY", "Disaster Assistance Agency"],
  none: ["NONE", "None", "N/A", "Not Applicable"],
  loan: ["Loan #", "Loan No.", "Loan Number", "Loan"],
  rating: {
    head: ["RATING INFORMATION", "Rating Information", "BUILDING AND RATING DATA", "Property / Rating Information"],
    method: ["Rating Method: Risk Rating 2.0", "Rating Engine: Full-Risk", "Rated Under: Risk Rating 2.0 Methodology"],
    zone: ["Flood Zone", "Current Flood Zone", "FIRM Zone"],
    community: ["Community Number", "Community No.", "NFIP Community"],
    occupancy: ["Building Occupancy", "Occupancy", "Occupancy Type"],
    floors: ["Number of Floors", "No. of Floors", "Floors"],
    built: ["Date of Construction", "Original Construction Date", "Year Built"],
    firm: ["Pre-FIRM / Post-FIRM", "FIRM Status", "Construction Class"],
    primary: ["Primary Residence", "Primary Residence Indicator", "Principal Residence"],
    foundation: ["Foundation Type", "Foundation", "Building Foundation"],
    bfe: ["Base Flood Elevation", "BFE", "Base Flood Elev."],
    lfe: ["Lowest Floor Elevation", "Lowest Floor Elev.", "LFE"],
    ffh: ["First Floor Height", "First Floor Height (ft)", "FFH"],
    rcv: ["Building Replacement Cost", "Replacement Cost Value", "RCV"],
    distance: ["Distance to Coast", "Distance to Nearest Flooding Source", "Distance to Water"],
  },
  zones: ["AE", "AE", "A", "VE", "X", "X", "AO", "AH"],
  occupancies: {
    home: ["Single Family Home", "Single-Family Residence", "Single Family"],
    condo: ["Residential Condominium Unit", "Condominium Unit in Residential Building", "Residential Unit"],
  } as Record<string, string[]>,
  foundations: ["Slab on Grade", "Crawlspace", "Elevated on Piers", "Basement", "Elevated with Enclosure"],
  communities: ["City of", "Town of", "County of", "Village of"],
  coverage: {
    head: ["COVERAGE AND RATING", "Coverage", "COVERAGES", "Coverage Information"],
    cols: [
      ["Coverage", "Amount of Insurance", "Deductible"],
      ["Type of Coverage", "Limit", "Deductible"],
      ["COVERAGE", "COVERAGE LIMIT", "DEDUCTIBLE"],
    ],
    building: ["Building", "Building Property", "Coverage A - Building", "BUILDING"],
    contents: ["Contents", "Personal Property (Contents)", "Coverage B - Contents", "CONTENTS"],
    notCovered: ["Not Covered", "NOT COVERED", "No Coverage", "0 - Not Purchased"],
    icc: ["Increased Cost of Compliance (ICC)", "ICC Coverage"],
  },
  premium: {
    head: ["PREMIUM", "Premium Information", "PREMIUM BREAKDOWN", "Annual Premium"],
    full: ["Full-Risk Premium", "Building and Contents Premium", "Base Premium"],
    discount: ["Community Rating System Discount", "CRS Discount", "Statutory Discount"],
    icc: ["ICC Premium", "Increased Cost of Compliance Premium", "ICC Premium"],
    reserve: ["Reserve Fund Assessment", "Reserve Fund", "Reserve Fund Assessment"],
    hfiaa: ["HFIAA Surcharge", "HFIAA Surcharge", "Homeowner Flood Insurance Affordability Act Surcharge"],
    fee: ["Federal Policy Fee", "Federal Policy Service Fee", "Federal Policy Fee"],
    probation: ["Probation Surcharge", "Probation Surcharge"],
    total: ["Total Premium Paid", "TOTAL PREMIUM PAID", "Total Annual Premium Paid", "Total Premium"],
  },
  notes: [
    "There is a 30-day waiting period for new flood policies unless an exception applies.",
    "This policy does not cover land, basements' finished areas, or property outside the building except as stated in the policy.",
    "Coverage for Increased Cost of Compliance is $30,000 and is included in the Building coverage amount shown.",
    "Deductibles apply separately to Building and Contents.",
    "The premium shown includes the Federal Policy Fee and assessments required by law.",
  ],
  claims: ["To report a flood claim", "Flood claims", "Claims"],
  formId: ["FF-206-FY-21-145 (DEC)", "NFIP DEC 10/21", "FLD-DEC 04 23", "WYO FD 100 (01-24)"],
  pageNo: ["Page {n} of {m}", "Page {n}", "{n} of {m}"],
  auto: {
    title: ["PERSONAL AUTO POLICY DECLARATIONS", "Automobile Policy Declarations", "AUTO DECLARATIONS PAGE"],
    vehicles: ["DESCRIBED VEHICLES", "Vehicle Information", "INSURED VEHICLES"],
    coverages: ["COVERAGES AND LIMITS", "Coverage Information", "COVERAGES"],
    first: ["First Lienholder", "Lienholder", "Loss Payee"],
    lessor: ["Lessor", "Lessor / Additional Insured"],
    garaging: ["Garaging Location", "Principal Garaging"],
    names: {
      BI: "Bodily Injury",
      PD: "Property Damage",
      CSL: "Combined Single Limit",
      UMBI: "Uninsured Motorist BI",
      UIMBI: "Underinsured Motorist BI",
      UMPD: "Uninsured Motorist PD",
      MEDPAY: "Medical Payments",
      COMP: "Comprehensive",
      COLL: "Collision",
    } as Record<string, string>,
  },
};

const amt = (n: number) => dollars(n, { cents: false });

function floodNumber(rng: Rng): string {
  return rng.pick([
    () => `87 ${digits(rng, 10)}`,
    () => `FLD${digits(rng, 7)}`,
    () => `${digits(rng, 2)}${digits(rng, 8)}`,
    () => `FL-${digits(rng, 3)}-${digits(rng, 6)}`,
    () => `NF ${digits(rng, 8)}-${digits(rng, 2)}`,
  ])();
}

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  ruled: boolean;
  bars: boolean;
}

function centered(w: Writer, text: string, style: TextStyle): void {
  const size = style.size ?? w.size;
  const lines = w.wrap(text, style);
  for (const l of lines) {
    w.ensure(size * 1.4);
    w.put(l, (w.left + w.right - w.width_(l, style)) / 2, w.y + size, style);
    w.y += size * 1.4;
  }
}

// ---------------------------------------------------------------- home / condo: the flood page

const floodProperty = (w: Writer, g: GeneratedPolicy, rng: Rng): KindResult => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const x = g.extras;
  const condo = t.type === "condo";
  const look: Look = { ds: pickDateStyle(rng), upper: rng.chance(0.35), ruled: rng.chance(0.6), bars: rng.chance(0.5) };
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const d = (iso: string) => dateText(iso, look.ds);

  // ---------------------------------------------------------------- who and where
  const dwelling = dwellingAddress(t)!;
  // A flood-zone owner's mail often goes elsewhere: a PO Box in the same town when the generated
  // mailing address is the property itself.
  const mailing: TruthAddress = sameAddress(t.address, dwelling)
    ? {
        addressLine1: `${rng.pick(["PO Box", "P.O. Box", "PO BOX"])} ${rng.int(100, 99999)}`,
        addressLine2: null,
        city: dwelling.city,
        state: dwelling.state,
        postalCode: dwelling.postalCode,
        country: "US",
      }
    : t.address;
  const names = t.insureds.map((_, i) => personName(g, i, rng.chance(0.3) ? "last-first" : "first-last", look.upper));

  // ---------------------------------------------------------------- coverage
  const A = t.coverages.find((c) => c.code === "DWELLING")!;
  const C = t.coverages.find((c) => c.code === "PERSONAL_PROPERTY")!;
  const building = Math.min(250000, Math.round(A.limitPerAccident! / 1000) * 1000);
  const contents = rng.chance(0.8) ? Math.min(100000, Math.round(C.limitPerAccident! / 500) * 500) : null;
  const deds = [1000, 1250, 1500, 2000, 2000, 5000, 10000];
  const bDed = rng.pick(deds);
  const cDed = contents !== null ? (rng.chance(0.6) ? bDed : rng.pick(deds)) : null;
  const coverages: TruthCoverage[] = [
    { code: "DWELLING", limitPerPerson: null, limitPerAccident: building, deductible: bDed },
    ...(contents !== null
      ? [{ code: "PERSONAL_PROPERTY" as const, limitPerPerson: null, limitPerAccident: contents, deductible: cDed }]
      : []),
  ];

  // ---------------------------------------------------------------- parties
  const mortgagees = t.thirdParties.filter((p) => p.type === "mortgagee");
  const parties: TruthParty[] = [...mortgagees];
  let lossPayee: TruthParty | null = null;
  if (mortgagees.length < 2 && rng.chance(0.3)) {
    const l = rng.pick(MORTGAGEES.filter((m) => !mortgagees.some((p) => p.name === m.name)));
    // The truth has no loss-payee type for a dwelling: a lender paid on a loss of the insured
    // building (a home-equity lender) is recorded as a mortgagee.
    lossPayee = {
      type: "mortgagee",
      name: l.name,
      address: {
        addressLine1: l.poBox ? `PO Box ${rng.int(1000, 99999)}` : `${rng.int(100, 9999)} Commerce Way`,
        addressLine2: null,
        city: l.city,
        state: l.state,
        postalCode: l.zip,
        country: "US",
      },
      loanNumber: `${digits(rng, rng.int(8, 11))}`,
    };
    parties.push(lossPayee);
  }
  const loanWord = rng.pick(FLOOD.loan);
  const noneWord = U(rng.pick(FLOOD.none));
  const partyLines = (p: TruthParty | undefined) =>
    p
      ? [
          U(p.name),
          ...addressLines(p.address, rng, look.upper),
          ...(p.loanNumber ? [`${loanWord} ${p.loanNumber}`] : []),
        ]
      : [noneWord];

  // ---------------------------------------------------------------- premium (cents)
  const primary = rng.chance(condo ? 0.6 : 0.75);
  const full = rng.int(38000, 520000);
  const discount = rng.chance(0.4) ? Math.round(full * rng.pick([0.05, 0.1, 0.15, 0.2])) : 0;
  const icc = rng.int(600, 7500);
  const net = full - discount + icc;
  const reserve = Math.round(net * 0.18);
  const hfiaa = primary ? 2500 : 25000;
  const fee = primary ? rng.pick([4700, 5000]) : 5000;
  const probation = rng.chance(0.05) ? 5000 : 0;
  const total = net + reserve + hfiaa + fee + probation;
  const P = FLOOD.premium;
  const premiumLines: [string, number][] = [
    [rng.pick(P.full), full],
    ...(discount ? [[rng.pick(P.discount), -discount] as [string, number]] : []),
    [rng.pick(P.icc), icc],
    [rng.pick(P.reserve), reserve],
    [rng.pick(P.hfiaa), hfiaa],
    [rng.pick(P.fee), fee],
    ...(probation ? [[rng.pick(P.probation), probation] as [string, number]] : []),
  ];
  const signed = (c: number) => (c < 0 ? `-${money(-c)}` : money(c));
  const totalWord = U(rng.pick(P.total));

  // ---------------------------------------------------------------- rating (distractors)
  const R = FLOOD.rating;
  const zone = rng.pick(FLOOD.zones);
  const bfe = zone === "X" ? null : rng.int(40, 160) / 10;
  const lfe = bfe !== null ? Math.round((bfe + rng.int(-20, 40) / 10) * 10) / 10 : null;
  const community = `${digits(rng, 6)}${rng.chance(0.5) ? ` ${digits(rng, 4)} ${rng.pick(["E", "F", "G", "H", "J", "K"])}` : ""}`;
  const rating: [string, string][] = [
    [rng.pick(R.zone), zone],
    [rng.pick(R.community), `${community} ${rng.pick(FLOOD.communities)} ${dwelling.city}`],
    [rng.pick(R.occupancy), rng.pick(FLOOD.occupancies[t.type])],
    [rng.pick(R.floors), condo ? `${rng.int(1, 3)} (unit on floor ${rng.int(1, 9)})` : String(rng.int(1, 3))],
    [rng.pick(R.built), String(x.yearBuilt)],
    [rng.pick(R.firm), x.yearBuilt < 1975 ? "Pre-FIRM" : "Post-FIRM"],
    [rng.pick(R.primary), primary ? "Yes" : "No"],
    [rng.pick(R.foundation), rng.pick(FLOOD.foundations)],
    ...(bfe !== null ? [[rng.pick(R.bfe), `${bfe.toFixed(1)} ft`] as [string, string]] : []),
    ...(lfe !== null ? [[rng.pick(R.lfe), `${lfe.toFixed(1)} ft`] as [string, string]] : []),
    [rng.pick(R.ffh), `${rng.int(0, 9)}.${rng.pick([0, 5])} ft`],
    [rng.pick(R.rcv), amt(Math.round((building * (1 + rng.next() * 0.8)) / 1000) * 1000)],
    [rng.pick(R.distance), `${rng.int(1, 40) / 10} mi`],
  ];
  const ratingShown = rng.shuffle(rating.slice(3)).slice(0, rng.int(4, rating.length - 3));
  const ratingItems = [...rating.slice(0, 3), ...ratingShown].map(([k, v]) => [U(k), [v]] as [string, string[]]);
  const method = rng.pick(R.method);

  // ---------------------------------------------------------------- heading values
  const policyNumber = floodNumber(rng);
  const eff = t.effectiveDate;
  const exp = addMonths(eff, 12);
  const naic = x.naicCode !== null && rng.chance(0.5);
  const company = `${U(t.carrier.name)}${naic ? `  ${rng.pick(FLOOD.naic)} ${x.naicCode}` : ""}`;
  const term = fill(rng.pick(FLOOD.termText), { a: d(eff), b: d(exp) });
  const prior = rng.chance(0.4) ? floodNumber(rng) : null;
  const title = rng.pick(FLOOD.title);
  const bName = U(rng.pick(FLOOD.coverage.building));
  const cName = U(rng.pick(FLOOD.coverage.contents));
  const notCovered = U(rng.pick(FLOOD.coverage.notCovered));
  const covHead = rng.pick(FLOOD.coverage.cols).map((h) => [U(h)]);
  const covRows: RRow[] = [
    { cells: [[bName], [amt(building)], [amt(bDed)]] },
    { cells: [[cName], [contents !== null ? amt(contents) : notCovered], [cDed !== null ? amt(cDed) : notCovered]] },
  ];
  const iccRow = rng.chance(0.4);
  if (iccRow) covRows.push({ cells: [[U(rng.pick(FLOOD.coverage.icc))], ["$30,000"], [rng.pick(FLOOD.none)]] });
  const notes = rng.shuffle(FLOOD.notes).slice(0, rng.int(1, 3));
  const claims: [string, string] = [rng.pick(FLOOD.claims), tollFree(rng)];
  const partyBlocks: { label: string; lines: string[] }[] = [
    { label: U(rng.pick(FLOOD.first)), lines: partyLines(mortgagees[0]) },
    { label: U(rng.pick(FLOOD.second)), lines: partyLines(mortgagees[1]) },
    { label: U(rng.pick(FLOOD.lossPayee)), lines: partyLines(lossPayee ?? undefined) },
    ...(rng.chance(0.5) ? [{ label: U(rng.pick(FLOOD.disaster)), lines: [noneWord] }] : []),
  ];
  const mailLines = [...names, ...addressLines(mailing, rng, look.upper)];
  const locLines = addressLines(dwelling, rng, look.upper);
  const agentLines = [x.agent.agency, x.agent.phone];

  const premiumBlock = (ww: Writer, width: number) => {
    for (const [k, v] of premiumLines) amountLine(ww, width, U(k), signed(v), { size: ww.size * 0.92 });
    amountLine(ww, width, totalWord, money(total), { bold: true });
  };

  // ---------------------------------------------------------------- arrangements
  const boxed = () => {
    centered(w, U(rng.pick(FLOOD.program)), { size: w.size * 0.85 });
    centered(w, title, { bold: true, size: w.size * 1.3 });
    if (rng.chance(0.5)) centered(w, U(rng.pick(FLOOD.newOrRenewal)), { size: w.size * 0.9, bold: true });
    w.gap(3);
    const row1: Box[] = [
      { label: U(rng.pick(FLOOD.policyNo)), lines: [policyNumber], at: 0, width: 0.28, style: { bold: true } },
      { label: U(rng.pick(FLOOD.term)), lines: [term], at: 0.28, width: 0.36 },
      { label: U(rng.pick(FLOOD.company)), lines: [company], at: 0.64, width: 0.36 },
    ];
    boxRow(w, row1);
    boxRow(
      w,
      [
        { label: U(rng.pick(FLOOD.insured)), lines: mailLines, at: 0, width: 0.5 },
        { label: U(rng.pick(FLOOD.location)), lines: locLines, at: 0.5, width: 0.5 },
      ],
      { minLines: 3 },
    );
    const k = partyBlocks.length;
    boxRow(
      w,
      partyBlocks.map((b, i) => ({
        label: b.label,
        lines: b.lines,
        at: i / k,
        width: 1 / k,
        style: { size: w.size * 0.9 },
      })),
      { minLines: 2 },
    );
    boxRow(w, [
      { label: U(rng.pick(FLOOD.agent)), lines: agentLines, at: 0, width: 0.5 },
      {
        label: prior ? U(rng.pick(FLOOD.prior)) : U(claims[0]),
        lines: [prior ?? claims[1]],
        at: 0.5,
        width: 0.5,
      },
    ]);
    sectionHeading(w, look, rng.pick(FLOOD.rating.head));
    w.line(method, { size: w.size * 0.85 });
    sideBySide(
      w,
      0.5,
      (ww) => labelled(ww, ratingItems.slice(0, Math.ceil(ratingItems.length / 2)), 0.5, { size: ww.size * 0.88 }),
      (ww) => labelled(ww, ratingItems.slice(Math.ceil(ratingItems.length / 2)), 0.5, { size: ww.size * 0.88 }),
    );
    sectionHeading(w, look, rng.pick(FLOOD.coverage.head));
    fittedTable(w, look.ruled, [0.45, 0.3, 0.25], ["l", "r", "r"], covHead, covRows, w.size * 0.95);
    sectionHeading(w, look, rng.pick(P.head));
    premiumBlock(w, (w.right - w.left) * 0.6);
    return "boxed";
  };

  const twoColumn = () => {
    w.line(U(x.brand), { bold: true, size: w.size * 1.6 });
    w.line(U(rng.pick(FLOOD.program)), { size: w.size * 0.85 });
    w.line(title, { bold: true, size: w.size * 1.2 });
    hrule(w, 1, 5);
    labelled(
      w,
      [
        [U(rng.pick(FLOOD.policyNo)), [policyNumber]],
        [U(rng.pick(FLOOD.term)), [term]],
        [U(rng.pick(FLOOD.company)), [company]],
        ...(prior ? [[U(rng.pick(FLOOD.prior)), [prior]] as [string, string[]]] : []),
      ],
      0.26,
    );
    w.gap(4);
    sideBySide(
      w,
      0.5,
      (ww) => {
        for (const b of [
          { label: U(rng.pick(FLOOD.insured)), lines: mailLines },
          { label: U(rng.pick(FLOOD.location)), lines: locLines },
          ...partyBlocks,
        ]) {
          ww.line(b.label, { bold: true, size: ww.size * 0.85 });
          for (const l of b.lines)
            for (const p of ww.wrap(l, { size: ww.size * 0.92 })) ww.line(p, { size: ww.size * 0.92 }, 6);
          ww.gap(3);
        }
      },
      (ww) => {
        ww.line(U(rng.pick(FLOOD.coverage.head)), { bold: true });
        fittedTable(ww, look.ruled, [0.44, 0.3, 0.26], ["l", "r", "r"], covHead, covRows, ww.size * 0.88);
        ww.gap(5);
        ww.line(U(rng.pick(P.head)), { bold: true });
        premiumBlock(ww, ww.right - ww.left);
        ww.gap(5);
        ww.line(U(rng.pick(FLOOD.rating.head)), { bold: true });
        ww.line(method, { size: ww.size * 0.8 });
        labelled(ww, ratingItems, 0.55, { size: ww.size * 0.85 });
      },
    );
    w.gap(4);
    labelled(w, [[U(rng.pick(FLOOD.agent)), [agentLines.join("  ")]]], 0.26, { size: w.size * 0.9 });
    return "two-column";
  };

  const statement = () => {
    w.line(U(x.brand), { bold: true, size: w.size * 1.5 });
    w.line(title, { bold: true, size: w.size * 1.15 });
    w.line(U(rng.pick(FLOOD.program)), { size: w.size * 0.85 });
    hrule(w, 1, 5);
    sideBySide(
      w,
      0.55,
      (ww) => {
        ww.line(U(rng.pick(FLOOD.insured)), { bold: true, size: ww.size * 0.85 });
        for (const l of mailLines) for (const p of ww.wrap(l)) ww.line(p);
      },
      (ww) =>
        labelled(
          ww,
          [
            [U(rng.pick(FLOOD.policyNo)), [policyNumber]],
            [U(rng.pick(FLOOD.term)), [term]],
            [U(rng.pick(FLOOD.company)), [company]],
            [U(claims[0]), [claims[1]]],
          ],
          0.42,
          { size: ww.size * 0.92 },
        ),
    );
    sectionHeading(w, look, rng.pick(FLOOD.location));
    for (const l of locLines) w.line(l, {}, 8);
    sectionHeading(w, look, rng.pick(FLOOD.coverage.head));
    fittedTable(w, look.ruled, [0.45, 0.3, 0.25], ["l", "r", "r"], covHead, covRows, w.size * 0.95);
    sectionHeading(w, look, rng.pick(["Mortgagees and Loss Payee", "ADDITIONAL INTERESTS", "Lenders"]));
    labelled(
      w,
      partyBlocks.map((b) => [b.label, b.lines]),
      0.28,
      { size: w.size * 0.92 },
    );
    sectionHeading(w, look, rng.pick(FLOOD.rating.head));
    w.line(method, { size: w.size * 0.85 });
    labelled(w, ratingItems, 0.4, { size: w.size * 0.9 });
    sectionHeading(w, look, rng.pick(P.head));
    premiumBlock(w, (w.right - w.left) * 0.7);
    if (prior) w.line(`${U(rng.pick(FLOOD.prior))}: ${prior}`, { size: w.size * 0.85 });
    return "statement";
  };

  const name = rng.pick([boxed, boxed, twoColumn, statement])();
  w.gap(4);
  for (const n of notes) w.paragraph(n, { size: w.size * 0.78 });
  const formId = rng.pick(FLOOD.formId);
  const pageForm = rng.pick(FLOOD.pageNo);
  footers(
    w,
    () => formId,
    (p, q) => `${policyNumber}   ${fill(pageForm, { n: String(p), m: String(q) })}`,
  );

  truth.policyNumber = policyNumber;
  truth.expirationDate = exp;
  truth.premium = fromCents(total);
  truth.address = mailing;
  truth.coverages = coverages;
  truth.thirdParties = parties;
  if (!naic) truth.carrier.naicCode = null;
  const variant = [
    t.type,
    name,
    contents !== null ? "building-contents" : "building-only",
    `mortgagees-${mortgagees.length}`,
    lossPayee ? "loss-payee" : "no-loss-payee",
    primary ? "primary" : "non-primary",
  ];
  return { truth, variant: variant.join("-"), title: `${title} - ${policyNumber}` };
};

// ---------------------------------------------------------------- auto: the company's auto page

const floodHouseAuto = (w: Writer, g: GeneratedPolicy, rng: Rng): KindResult => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const x = g.extras;
  const L = ledger(g, rng);
  const look: Look = { ds: pickDateStyle(rng), upper: rng.chance(0.35), ruled: rng.chance(0.6), bars: rng.chance(0.5) };
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const d = (iso: string) => dateText(iso, look.ds);
  const A = FLOOD.auto;
  const title = rng.pick(A.title);
  const naic = x.naicCode !== null && rng.chance(0.5);
  centered(w, U(x.brand), { bold: true, size: w.size * 1.5 });
  centered(w, title, { bold: true, size: w.size * 1.2 });
  w.gap(3);
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", look.upper));
  boxRow(w, [
    { label: U(rng.pick(FLOOD.policyNo)), lines: [t.policyNumber], at: 0, width: 0.28, style: { bold: true } },
    {
      label: U(rng.pick(FLOOD.term)),
      lines: [fill(rng.pick(FLOOD.termText), { a: d(t.effectiveDate), b: d(t.expirationDate) })],
      at: 0.28,
      width: 0.36,
    },
    {
      label: U(rng.pick(FLOOD.company)),
      lines: [`${U(t.carrier.name)}${naic ? `  ${rng.pick(FLOOD.naic)} ${x.naicCode}` : ""}`],
      at: 0.64,
      width: 0.36,
    },
  ]);
  boxRow(
    w,
    [
      {
        label: U(rng.pick(FLOOD.insured)),
        lines: [...names, ...addressLines(t.address, rng, look.upper)],
        at: 0,
        width: 0.5,
      },
      { label: U(rng.pick(FLOOD.agent)), lines: [x.agent.agency, x.agent.phone], at: 0.5, width: 0.5 },
    ],
    { minLines: 3 },
  );
  const vehicles = vehicleList(g);
  sectionHeading(w, look, rng.pick(A.vehicles));
  fittedTable(
    w,
    look.ruled,
    [0.08, 0.1, 0.2, 0.32, 0.3],
    ["l", "l", "l", "l", "l"],
    ["Veh", "Year", "Make", "Model", "VIN"].map((h) => [U(h)]),
    vehicles.map((v, i) => ({
      cells: [[String(i + 1)], [String(v.year)], [U(v.make)], [U(`${v.model}${v.trim ? ` ${v.trim}` : ""}`)], [v.vin]],
    })),
    w.size * 0.92,
  );
  sectionHeading(w, look, rng.pick(A.coverages));
  const vehNo = (vin: string) => vehicles.findIndex((v) => v.vin === vin) + 1;
  const rows: RRow[] = t.coverages.map((c) => {
    const premium = L.coverage.get(c)!.reduce((s, v) => s + v, 0);
    const label = `${A.names[c.code]}${c.vin ? ` - Veh ${vehNo(c.vin)}` : ""}`;
    const limit =
      c.limitPerPerson !== null
        ? `${amt(c.limitPerPerson)} / ${amt(c.limitPerAccident!)}`
        : c.limitPerAccident !== null
          ? amt(c.limitPerAccident)
          : "";
    return { cells: [[U(label)], [limit], [c.deductible !== null ? amt(c.deductible) : ""], [money(premium)]] };
  });
  x.optional.forEach((o, i) =>
    rows.push({ cells: [[U(o.label)], [o.limit], [""], [money(L.optional[i].reduce((s, v) => s + v, 0))]] }),
  );
  fittedTable(
    w,
    look.ruled,
    [0.38, 0.28, 0.16, 0.18],
    ["l", "r", "r", "r"],
    ["Coverage", "Limits", "Deductible", "Premium"].map((h) => [U(h)]),
    rows,
    w.size * 0.92,
  );
  if (t.thirdParties.length) {
    sectionHeading(w, look, rng.pick(["Lienholders and Lessors", "ADDITIONAL INTERESTS", "Loss Payees"]));
    const loan = rng.pick(FLOOD.loan);
    labelled(
      w,
      t.thirdParties.map((p) => [
        U(`${rng.pick(p.type === "lessor" ? A.lessor : A.first)} - Veh ${vehNo(p.vin!)}`),
        [U(p.name), ...addressLines(p.address, rng, look.upper), ...(p.loanNumber ? [`${loan} ${p.loanNumber}`] : [])],
      ]),
      0.3,
      { size: w.size * 0.92 },
    );
  }
  sectionHeading(w, look, rng.pick(FLOOD.premium.head));
  const pw = (w.right - w.left) * 0.6;
  if (L.inFees.length) {
    amountLine(w, pw, U("Premium before fees"), money(L.base));
    for (const f of L.inFees) amountLine(w, pw, U(f.label), money(f.amount));
  }
  amountLine(w, pw, U(rng.pick(["Total Policy Premium", "Total Premium", "TOTAL PREMIUM"])), money(L.total), {
    bold: true,
  });
  for (const f of L.outFees) w.paragraph(`${f.label}: ${money(f.amount)} (billed separately)`, { size: w.size * 0.8 });
  const formId = rng.pick(FLOOD.formId);
  const pageForm = rng.pick(FLOOD.pageNo);
  footers(
    w,
    () => formId.replace(/FLD|NFIP|FF/, "PA"),
    (p, q) => fill(pageForm, { n: String(p), m: String(q) }),
  );
  if (!naic) truth.carrier.naicCode = null;
  return {
    truth,
    variant: ["auto", "house-style", look.ruled ? "ruled" : "open"].join("-"),
    title: `${title} - ${t.policyNumber}`,
  };
};

export const floodDeclarations: KindFn = (w, g, rng) =>
  g.truth.type === "auto" ? floodHouseAuto(w, g, rng) : floodProperty(w, g, rng);
