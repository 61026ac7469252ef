import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dwellingAddress,
  hrule,
  ledger,
  personName,
  putRight,
  row,
  shares,
  vehicleList,
  type Col,
  type KindFn,
  money,
} from "./common";
import { ALL_DATE_STYLES, dateText, fill, pickDateStyle } from "./forms";
import { fitWidth, footers } from "./ruled";

// Imitates the homeowners and condo declarations whose main coverage block is short and whose
// "Forms and Endorsements" schedule is long: the ISO-based regional carriers' and Travelers',
// Safeco's, Hanover's and Erie's decs (see home_hanover's "OPTIONAL COVERAGES" under the A-F
// block), where after Coverages A-F (printed as a table, as two side-by-side columns "SECTION I -
// PROPERTY | SECTION II - LIABILITY", or as dotted lines) come a deductibles block in one of several
// styles ("All Other Perils $1,000", "Windstorm or Hail 2% of Coverage A = $6,400", a hurricane
// percentage, or the deductible only on the Coverage A line) and a list of forms with edition dates
// ("HO 00 03 05 11", "HO 04 90 (05/11)", "HO0495 1013") that look like dates and policy numbers,
// many carrying money amounts that are NOT the main coverages: scheduled jewelry $5,000, water
// back-up $10,000 with its own deductible, ordinance or law 10% ($X), extended replacement cost 25%
// ($X), identity fraud $15,000, increased special limits on firearms, loss assessment, equipment
// breakdown, earthquake with a percentage deductible. The endorsement list is a ruled table (form,
// edition, description, limit, premium), an indented list under each form number, or amounts in the
// optional coverages table with the bare form numbers in a comma list at the end. Auto pages get
// the analogue: a coverage table (liability once, comprehensive and collision per vehicle, or two
// columns: liability | physical damage) followed by an endorsement list with its own amounts (rental
// $40/day max $1,200, towing $100, custom equipment $3,000, full glass $0 deductible, loan/lease gap
// 25%, excess electronics, an excluded driver), PP form numbers with editions.
// THE TRUTH: the insureds, mailing address, premises or vehicles, policy number, term, company
// (NAIC when printed), Coverages A-F / the auto coverages with their limits and the all-perils (or
// comprehensive/collision) deductible, the mortgagees or lienholders with loan numbers, and the
// total policy premium. Distractors: every endorsement amount and percentage, the wind/hail and
// hurricane dollar figures, the form numbers and editions, the base and endorsement premium
// subtotals, the agent, the issue date and the fee billed outside the premium.

export const LADEN = {
  title: {
    auto: ["PERSONAL AUTO POLICY DECLARATIONS", "Automobile Policy Declarations", "DECLARATIONS PAGE - AUTO"],
    home: ["HOMEOWNERS POLICY DECLARATIONS", "Homeowners Declarations", "DECLARATION - HOMEOWNERS POLICY"],
    condo: [
      "CONDOMINIUM UNIT-OWNERS DECLARATIONS",
      "Unit Owners Policy Declarations",
      "HOMEOWNERS 6 - UNIT OWNERS DECLARATIONS",
    ],
  } as Record<string, string[]>,
  action: ["RENEWAL DECLARATIONS", "NEW BUSINESS", "REVISED DECLARATIONS", ""],
  insured: ["Named Insured and Mailing Address", "Named Insured", "Insured"],
  policyNo: ["Policy Number", "Policy No.", "Policy #"],
  period: ["Policy Period", "Policy Term", "Term"],
  periodJoin: [" to ", " - ", " through "],
  periodTail: ["12:01 A.M. standard time at the residence premises", "12:01 a.m. standard time", ""],
  company: ["Coverage is provided in the", "Insuring Company", "Company"],
  naic: ["NAIC", "NAIC No.", "NAIC Code"],
  agent: ["Agent", "Your Agent", "Producer"],
  agentCode: ["Agency Code", "Agent No.", "Code"],
  issued: ["Date Issued", "Issue Date", "Processed"],
  premises: [
    "The residence premises covered by this policy is located at:",
    "Residence Premises",
    "Location of Insured Property",
  ],
  rating: {
    construction: ["Construction", "Constr."],
    constructionValues: ["Frame", "Masonry Veneer", "Siding - Vinyl", "Brick", "Fire Resistive"],
    built: ["Year Built", "Yr. Const."],
    protection: ["Protection Class", "PC"],
    form: ["Policy Form", "Form"],
    occupancy: ["Occupancy", "Occ."],
    occupancyValues: ["Primary", "Owner Occupied", "Primary Residence"],
  },
  coverageHead: ["COVERAGE INFORMATION", "Coverages and Limits of Liability", "SCHEDULE OF COVERAGES"],
  cols: {
    coverage: ["Coverage", "Section I / II Coverages", "Coverages"],
    limit: ["Limit of Liability", "Limits", "Amount of Insurance"],
    premium: ["Premium", "Premiums", "Annual Premium"],
  },
  section1: ["SECTION I - PROPERTY COVERAGES", "Section I Coverage", "SECTION I"],
  section2: ["SECTION II - LIABILITY COVERAGES", "Section II Coverage", "SECTION II"],
  names: {
    DWELLING: ["A. Dwelling", "Coverage A - Dwelling", "Dwelling"],
    CONDO_A: ["A. Building Property", "Coverage A - Unit Improvements", "Dwelling (Unit)"],
    OTHER_STRUCTURES: ["B. Other Structures", "Coverage B - Other Structures", "Other Structures"],
    PERSONAL_PROPERTY: ["C. Personal Property", "Coverage C - Personal Property", "Personal Property"],
    LOSS_OF_USE: ["D. Loss of Use", "Coverage D - Loss of Use", "Loss of Use"],
    PERSONAL_LIABILITY: ["E. Personal Liability", "Coverage E - Personal Liability", "Personal Liability"],
    MEDICAL_PAYMENTS: ["F. Medical Payments to Others", "Coverage F - Medical Payments", "Medical Payments"],
    BI: ["Bodily Injury Liability", "Liability - Bodily Injury", "BI"],
    PD: ["Property Damage Liability", "Liability - Property Damage", "PD"],
    CSL: ["Liability - Combined Single Limit", "Combined Single Limit", "CSL Liability"],
    UMBI: ["Uninsured Motorists Bodily Injury", "Uninsured Motorist", "UM BI"],
    UIMBI: ["Underinsured Motorists Bodily Injury", "Underinsured Motorist", "UIM BI"],
    UMPD: ["Uninsured Motorists Property Damage", "UM Property Damage", "UMPD"],
    MEDPAY: ["Medical Payments", "Auto Medical Payments", "Med Pay"],
    COMP: ["Comprehensive (Other Than Collision)", "Other Than Collision", "Comprehensive"],
    COLL: ["Collision", "Collision Coverage", "Collision"],
  } as Record<string, string[]>,
  each: {
    person: ["each person", "per person"],
    accident: ["each accident", "per accident"],
    occurrence: ["each occurrence", "per occurrence"],
  },
  als: ["Actual Loss Sustained", "ALS - up to 24 months"],
  dedWord: ["deductible", "ded."],
  deductibles: ["DEDUCTIBLES", "Section I Deductibles", "Deductible Information"],
  aop: ["All Other Perils", "All Peril Deductible", "Section I Deductible"],
  aopTail: ["per occurrence", "", "per loss"],
  onA: ["Section I deductible: {x} per occurrence", "Deductible {x} applies to all Section I losses"],
  wind: ["Windstorm or Hail", "Wind/Hail", "Windstorm or Hail Percentage Deductible"],
  windValue: ["{p}% of Coverage A = {x}", "{p}% ({x})", "{p}% of Dwelling limit - {x}"],
  hurricane: ["Hurricane", "Named Storm", "Hurricane Deductible"],
  formsHead: [
    "FORMS AND ENDORSEMENTS",
    "Forms and Endorsements Made Part of This Policy",
    "OPTIONAL COVERAGES AND ENDORSEMENTS",
    "Policy Forms and Endorsements",
  ],
  formCols: {
    form: ["Form", "Form No.", "Form Number"],
    edition: ["Edition", "Ed. Date", "Ed."],
    description: ["Description", "Title", "Endorsement"],
    limit: ["Limit", "Amount", "Limit / Detail"],
    ded: ["Deductible", "Ded."],
    premium: ["Premium", "Prem."],
  },
  included: ["Included", "Incl.", "INCLUDED"],
  noCharge: ["No charge", "Included", "-"],
  formsListHead: ["Forms applicable to this policy:", "Forms and endorsements:", "Attached forms:"],
  mortgagees: ["MORTGAGEE(S)", "Mortgagee / Additional Interests", "First Mortgagee"],
  lienholders: ["LIENHOLDER / LOSS PAYEE", "Lienholders", "Additional Interests"],
  mortgageeRole: ["First Mortgagee", "Mortgagee", "1st Mortgagee"],
  secondRole: ["Second Mortgagee", "2nd Mortgagee"],
  lienRole: { lienholder: ["Lienholder", "Loss Payee"], lessor: ["Lessor", "Lessor / Additional Insured"] },
  loan: ["Loan No.", "Loan Number", "Loan #"],
  isaoa: ["ISAOA/ATIMA", "its successors and/or assigns", ""],
  vehicles: ["VEHICLES", "Described Vehicles", "Insured Vehicles"],
  vehWord: ["Veh {n}", "Vehicle {n}", "Auto {n}"],
  vin: ["VIN", "VIN:", "ID No."],
  liability: ["LIABILITY AND POLICY COVERAGES", "Policy Coverages", "Coverages Applying to All Vehicles"],
  physical: ["PHYSICAL DAMAGE", "Coverages by Vehicle", "Vehicle Coverages"],
  acv: ["Actual Cash Value less", "ACV less", ""],
  drivers: ["Drivers", "Listed Drivers", "Operators"],
  basePremium: ["Base Policy Premium", "Standard Policy Premium", "Coverage Premium"],
  endorsementPremium: ["Total Endorsement Premium", "Total Optional Coverages Premium", "Endorsement Premium"],
  total: ["TOTAL POLICY PREMIUM", "Total Annual Premium", "Total Premium"],
  termTotal: ["TOTAL POLICY PREMIUM", "Total Term Premium", "Total Premium"],
  outFee: ["{label} of {x} is billed separately.", "{label}: {x} per installment (not included above)"],
  continued: ["CONTINUED ON NEXT PAGE", "(continued)", ""],
  pageNo: ["PAGE {n} OF {m}", "Page {n} of {m}", "Page {n}"],
  billed: ["DIRECT BILLED", "MORTGAGEE BILLED", "Billed to Insured", ""],
  formId: ["HO DEC 11 20", "HDS 100 (06-19)", "DEC-HO 02 23", "PAD 500 (01-22)"],
};

// ---------------------------------------------------------------- the endorsement catalogue

interface Endorsement {
  /** Form number without its edition ("HO 04 90"). */
  form: string;
  edition: string;
  description: string;
  /** Limit or detail text (distractor amounts). */
  limit: string;
  ded?: string;
  /** Sub-lines (scheduled items). */
  items?: string[];
  /** Whether it takes a premium share. */
  charged: boolean;
  /** Word shared with an optional coverage of the policy, so the two are not both printed. */
  key: string;
}

type Ctx = { a: number; amt: (n: number) => string; rng: Rng; condo: boolean; name: () => string };

const EDITIONS = ["05 11", "10 13", "03 22", "04 91", "09 18", "01 05", "12 20", "06 19"];

function homeEndorsements(x: Ctx): Endorsement[] {
  const { a, amt, rng, condo } = x;
  const ed = () => rng.pick(EDITIONS);
  const round = (n: number) => Math.round(n / 100) * 100;
  const pct = (p: number) => amt(round((a * p) / 100));
  const list: (Endorsement | null)[] = [
    {
      form: "HO 04 90",
      edition: ed(),
      description: "Personal Property Replacement Cost Loss Settlement",
      limit: rng.pick(["Included", "Replacement cost on Coverage C"]),
      charged: true,
      key: "replacement",
    },
    condo
      ? null
      : (() => {
          const p = rng.pick([20, 25, 50]);
          return {
            form: "HO 04 20",
            edition: ed(),
            description: "Specified Additional Amount of Insurance (Extended Replacement Cost)",
            limit: `${p}% of Coverage A (${pct(p)})`,
            charged: true,
            key: "extended",
          };
        })(),
    (() => {
      const p = rng.pick([10, 25, 50]);
      return {
        form: "HO 04 77",
        edition: ed(),
        description: "Ordinance or Law - Increased Amount of Coverage",
        limit: `${p}% of Coverage A (${pct(p)})`,
        charged: p > 10,
        key: "ordinance",
      };
    })(),
    {
      form: "HO 04 95",
      edition: ed(),
      description: "Water Back-Up and Sump Discharge or Overflow",
      limit: amt(rng.pick([5000, 10000, 15000, 25000])),
      ded: amt(rng.pick([500, 1000])),
      charged: true,
      key: "water",
    },
    {
      form: "HO 04 61",
      edition: ed(),
      description: "Scheduled Personal Property Endorsement",
      limit: `${rng.int(1, 3)} item(s) scheduled`,
      items: rng
        .shuffle([
          `Jewelry - ${rng.pick(["ladies diamond ring", "engagement ring, 1.2 ct", "gold necklace", "wrist watch"])} ${amt(rng.int(20, 120) * 100)}`,
          `Fine Arts - ${rng.pick(["oil painting", "sculpture", "print collection"])} ${amt(rng.int(10, 90) * 100)}`,
          `Cameras - ${rng.pick(["digital camera and lenses", "drone"])} ${amt(rng.int(8, 40) * 100)}`,
          `Musical Instruments - ${rng.pick(["piano", "guitar", "violin"])} ${amt(rng.int(15, 150) * 100)}`,
          `Silverware ${amt(rng.int(20, 80) * 100)}`,
        ])
        .slice(0, rng.int(1, 3)),
      charged: true,
      key: "jewelry",
    },
    {
      form: "HO 04 65",
      edition: ed(),
      description: "Coverage C Increased Special Limits of Liability",
      limit: rng.pick([
        "Firearms theft: $2,500 increased to $5,000",
        "Jewelry, watches, furs theft: $1,500 increased to $5,000",
        "Money: $200 increased to $1,000; Securities $1,500 increased to $3,000",
        "Silverware theft: $2,500 increased to $10,000",
      ]),
      charged: true,
      key: "special limits",
    },
    condo
      ? null
      : {
          form: "HO 04 48",
          edition: ed(),
          description: "Other Structures on the Residence Premises - Increased Limits",
          limit: `${rng.pick(["Detached garage", "Pole barn", "Workshop"])} ${amt(rng.int(10, 60) * 1000)}`,
          charged: true,
          key: "structures",
        },
    {
      form: "HO 04 35",
      edition: ed(),
      description: "Loss Assessment Coverage",
      limit: amt(condo ? rng.pick([25000, 50000, 100000]) : rng.pick([5000, 10000])),
      charged: true,
      key: "assessment",
    },
    {
      form: "HO 04 55",
      edition: ed(),
      description: "Identity Fraud Expense Coverage",
      limit: amt(rng.pick([15000, 25000])),
      ded: rng.chance(0.5) ? amt(250) : undefined,
      charged: true,
      key: "identity",
    },
    {
      form: "HO 04 53",
      edition: ed(),
      description: "Credit Card, Electronic Fund Transfer Card, Forgery and Counterfeit Money",
      limit: `${amt(500)} increased to ${amt(rng.pick([2500, 5000, 10000]))}`,
      charged: true,
      key: "credit card",
    },
    {
      form: "HO 04 54",
      edition: ed(),
      description: "Earthquake",
      limit: `Deductible ${rng.pick([10, 15])}% of Coverage ${condo ? "C" : "A"}`,
      charged: true,
      key: "earthquake",
    },
    {
      form: "HO 04 26",
      edition: ed(),
      description: "Limited Fungi, Wet or Dry Rot, or Bacteria Coverage",
      limit: `Section I ${amt(rng.pick([5000, 10000]))} / Section II ${amt(rng.pick([50000, 100000]))}`,
      charged: false,
      key: "fungi",
    },
    {
      form: rng.pick(["HB 00 01", "EB 01 20"]),
      edition: ed(),
      description: "Home Equipment Breakdown",
      limit: amt(rng.pick([50000, 100000])),
      ded: amt(500),
      charged: true,
      key: "breakdown",
    },
    {
      form: rng.pick(["HSL 01 16", "SL 00 01"]),
      edition: ed(),
      description: "Service Line Coverage",
      limit: amt(rng.pick([10000, 25000])),
      ded: amt(500),
      charged: true,
      key: "service line",
    },
    {
      form: "HO 24 82",
      edition: ed(),
      description: "Personal Injury",
      limit: "Included",
      charged: true,
      key: "injury",
    },
    {
      form: "HO 04 16",
      edition: ed(),
      description: "Premises Alarm or Fire Protection System",
      limit: `Credit ${rng.pick([2, 5, 10])}%`,
      charged: false,
      key: "alarm",
    },
    condo
      ? {
          form: "HO 17 32",
          edition: ed(),
          description: "Unit-Owners Coverage A - Special Coverage",
          limit: "Included",
          charged: true,
          key: "unit-owners a",
        }
      : null,
    condo
      ? {
          form: "HO 17 31",
          edition: ed(),
          description: "Unit-Owners Coverage C - Special Coverage",
          limit: "Included",
          charged: true,
          key: "unit-owners c",
        }
      : null,
    {
      form: "HO 04 12",
      edition: ed(),
      description: "Increased Limits on Business Property",
      limit: `${amt(2500)} increased to ${amt(rng.pick([5000, 10000]))}`,
      charged: true,
      key: "business",
    },
    {
      form: "HO 04 41",
      edition: ed(),
      description: "Additional Insured - Residence Premises",
      limit: x.name(),
      charged: false,
      key: "additional insured",
    },
  ];
  return list.filter((e): e is Endorsement => e !== null);
}

function autoEndorsements(x: Ctx, nVeh: number): Endorsement[] {
  const { amt, rng } = x;
  const ed = () => rng.pick(["01 05", "09 18", "06 94", "11 06", "03 21", "07 14"]);
  const perDay = rng.pick([30, 40, 50]);
  const days = rng.pick([30, 30, 25]);
  const vehs = () => (nVeh > 1 ? `Veh ${Array.from({ length: rng.int(1, nVeh) }, (_, i) => i + 1).join(", ")}: ` : "");
  return [
    {
      form: "PP 03 02",
      edition: ed(),
      description: "Towing and Labor Costs Coverage",
      limit: `${vehs()}${amt(rng.pick([75, 100, 150]))} per disablement`,
      charged: true,
      key: "roadside",
    },
    {
      form: "PP 03 11",
      edition: ed(),
      description: "Transportation Expenses / Rental Reimbursement",
      limit: `${vehs()}${amt(perDay)}/day, max ${amt(perDay * days)}`,
      charged: true,
      key: "rental",
    },
    {
      form: "PP 03 18",
      edition: ed(),
      description: "Customizing Equipment Coverage",
      limit: `${vehs()}${amt(rng.pick([3000, 5000, 1500]))}`,
      charged: true,
      key: "custom",
    },
    {
      form: "PP 03 35",
      edition: ed(),
      description: "Auto Loan/Lease Coverage",
      limit: `${vehs()}${rng.pick([20, 25])}% of actual cash value`,
      charged: true,
      key: "gap",
    },
    {
      form: "PP 03 13",
      edition: ed(),
      description: "Coverage for Damage to Your Auto (Excess Electronic Equipment)",
      limit: amt(rng.pick([1000, 1500, 2500])),
      charged: true,
      key: "electronic",
    },
    {
      form: rng.pick(["AG 14 02", "PP 03 40"]),
      edition: ed(),
      description: "Full Glass Coverage",
      limit: "Glass deductible waived",
      ded: amt(0),
      charged: true,
      key: "glass",
    },
    {
      form: "PP 03 06",
      edition: ed(),
      description: "Extended Non-Owned Coverage for Named Individual",
      limit: "Included",
      charged: true,
      key: "non-owned",
    },
    {
      form: "PP 03 01",
      edition: ed(),
      description: "Named Driver Exclusion",
      limit: `Excluded: ${x.name()}`,
      charged: false,
      key: "excluded",
    },
    {
      form: rng.pick(["AU 2251", "PA 48 10"]),
      edition: ed(),
      description: "Accidental Death Benefit",
      limit: amt(rng.pick([10000, 15000, 25000])),
      charged: true,
      key: "death",
    },
    {
      form: rng.pick(["AU 3010", "PA 77 02"]),
      edition: ed(),
      description: "Trip Interruption",
      limit: amt(rng.pick([500, 600, 1000])),
      charged: true,
      key: "trip",
    },
    {
      form: rng.pick(["AU 4421", "PA 90 12"]),
      edition: ed(),
      description: "Pet Injury Coverage",
      limit: amt(rng.pick([500, 1000])),
      charged: false,
      key: "pet",
    },
  ];
}

const edText = (ed: string, style: number) =>
  [
    (e: string) => e,
    (e: string) => `(${e.replace(" ", "/")})`,
    (e: string) => e.replace(" ", "-"),
    (e: string) => `Ed. ${e.replace(" ", "/")}`,
  ][style](ed);

const formText = (form: string, compact: boolean) => (compact ? form.replace(/ /g, "") : form);

// ---------------------------------------------------------------- the page

const group = (n: number) => n.toLocaleString("en-US");

export const endorsementLadenHomeDeclarations: KindFn = (w, g, rng) => {
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
  const name = (code: string) => U(LADEN.names[code][set]);
  const size = Math.min(w.size, 9);
  const small: TextStyle = { size: size * 0.85 };
  const naic = !!g.extras.naicCode;
  const a = g.extras.agent;
  const vehicles = vehicleList(g);
  const bits: string[] = [t.type];

  // ---------------------------------------------------------------- heading
  const brandSize = fitWidth(w, U(g.extras.brand), { bold: true, size: w.size * 1.6 }, (w.right - w.left) * 0.55);
  w.ensure(brandSize * 3);
  w.put(U(g.extras.brand), w.left, w.y + brandSize, { bold: true, size: brandSize });
  const action = rng.pick(LADEN.action);
  if (action) putRight(w, action, { bold: true, size: size * 0.9 }, brandSize - size);
  w.y += brandSize * 1.5;
  const title = rng.pick(LADEN.title[t.type]);
  w.line(U(title), { bold: true, size: size * 1.2 });
  hrule(w, 1, 6);

  const nameForm = rng.chance(0.3) ? "last-first" : "first-last";
  const insuredLines = [
    ...t.insureds.map((_, i) => personName(g, i, nameForm, upper)),
    ...addressLines(t.address, rng, upper),
  ];
  const kvBlock = (items: [string, string[]][]) => (ww: Writer) => {
    for (const [label, values] of items) {
      ww.line(U(label), { bold: true, size: size * 0.78 });
      for (const v of values) for (const l of ww.wrap(v, { size })) ww.line(l, { size });
      ww.gap(2);
    }
  };
  const policyItems: [string, string[]][] = [
    [rng.pick(LADEN.policyNo), [t.policyNumber]],
    [
      rng.pick(LADEN.period),
      [
        `${d(t.effectiveDate)}${rng.pick(LADEN.periodJoin)}${d(t.expirationDate)}`,
        ...(auto ? [] : [rng.pick(LADEN.periodTail)].filter(Boolean)),
      ],
    ],
    [rng.pick(LADEN.company), [U(t.carrier.name), ...(naic ? [`${rng.pick(LADEN.naic)} ${g.extras.naicCode}`] : [])]],
  ];
  const agentItems: [string, string[]][] = [
    [rng.pick(LADEN.agent), [a.agency, a.name, a.phone, `${rng.pick(LADEN.agentCode)} ${a.code}`]],
    [rng.pick(LADEN.issued), [d(g.extras.issueDate)]],
  ];
  if (rng.chance(0.5)) {
    w.columns([kvBlock([[rng.pick(LADEN.insured), insuredLines]]), kvBlock(policyItems)], 20);
    w.columns([() => {}, kvBlock(agentItems)], 20);
  } else w.columns([kvBlock(policyItems), kvBlock([[rng.pick(LADEN.insured), insuredLines]]), kvBlock(agentItems)], 14);
  w.gap(4);

  const heading = (text: string) => {
    w.gap(3);
    w.ensure(size * 4);
    w.line(U(text), { bold: true, size: size * 1.02 });
    if (rng.chance(0.5)) hrule(w, 0.5, 2);
  };

  // The endorsement premiums are cut out of the coverage premiums: base + endorsements = the ledger's base.
  const coverageCents = [...L.coverage.values()].reduce((s, per) => s + per.reduce((x, y) => x + y, 0), 0);
  const optionalCents = L.optional.map((per) => per.reduce((x, y) => x + y, 0));
  const ctx: Ctx = {
    a: auto ? 0 : t.coverages.find((c) => c.code === "DWELLING")!.limitPerAccident!,
    amt,
    rng,
    condo,
    name: () =>
      auto
        ? `${rng.pick(["Tyler", "Brandon", "Kayla", "Jordan", "Austin"])} ${t.insureds[0].lastName}`
        : rng.pick([
            `${t.insureds[0].lastName} Family Trust`,
            `${rng.pick(["Harbor", "Summit", "Keystone"])} Property Holdings LLC`,
            `${rng.pick(["Margaret", "Harold", "Linda"])} ${rng.pick(["Okafor", "Lindqvist", "Barrera"])}`,
          ]),
  };
  const optionalKeys = g.extras.optional.map((o) => o.label.toLowerCase());
  const clashes = (e: Endorsement) =>
    optionalKeys.some(
      (k) =>
        k.includes(e.key) ||
        (e.key === "water" && k.includes("water")) ||
        (e.key === "gap" && k.includes("gap")) ||
        (e.key === "jewelry" && k.includes("jewelry")) ||
        (e.key === "identity" && k.includes("identity")) ||
        (e.key === "roadside" && k.includes("roadside")),
    );
  const catalogue = (auto ? autoEndorsements(ctx, vehicles.length) : homeEndorsements(ctx)).filter((e) => !clashes(e));
  const chosen = rng
    .shuffle(catalogue)
    .slice(0, rng.int(Math.min(6, catalogue.length), Math.min(11, catalogue.length)));
  chosen.sort((x, y) => x.form.localeCompare(y.form));
  const charged = chosen.filter((e) => e.charged);
  const pool = Math.floor(coverageCents * (0.1 + rng.next() * 0.2));
  const cut = charged.length ? shares(pool, charged.length, rng) : [];
  const endPremium = new Map(charged.map((e, i) => [e, cut[i]]));
  const basePremiumCents = coverageCents - (charged.length ? pool : 0);
  const endorsementTotal = (charged.length ? pool : 0) + optionalCents.reduce((s, x) => s + x, 0);

  // ---------------------------------------------------------------- premises / vehicles
  const mainMode = rng.pick(["table", "two-column", "leaders"] as const);
  bits.push(auto && mainMode !== "two-column" ? "stacked" : mainMode);
  const span = () => w.right - w.left;
  const lineItem = (ww: Writer, label: string, value: string, st: TextStyle = { size }) => {
    const sz = st.size ?? size;
    const vw = ww.width_(value, st);
    const room = ww.right - ww.left - vw - 8;
    const lines = label ? ww.wrap(label, st, Math.max(40, room)) : [""];
    ww.ensure(lines.length * sz * 1.3 + 2);
    lines.forEach((l, k) => ww.put(l, ww.left, ww.y + sz + k * sz * 1.3, st));
    ww.put(value, ww.right - vw, ww.y + sz + (lines.length - 1) * sz * 1.3, st);
    ww.y += lines.length * sz * 1.3 + 1;
  };

  if (!auto) {
    const dw = dwellingAddress(t)!;
    heading(rng.pick(LADEN.premises));
    for (const l of addressLines(dw, rng, upper)) w.line(l, { size }, 10);
    const r = LADEN.rating;
    const heads = [
      rng.pick(r.form),
      rng.pick(r.construction),
      rng.pick(r.built),
      rng.pick(r.protection),
      rng.pick(r.occupancy),
    ];
    const vals = [
      g.extras.form,
      rng.pick(r.constructionValues),
      String(g.extras.yearBuilt),
      String(rng.int(1, 9)),
      rng.pick(r.occupancyValues),
    ];
    const cols: Col[] = heads.map((_, i) => ({ at: i * 0.2, width: 0.2 }));
    w.gap(2);
    row(
      w,
      cols,
      heads.map((h) => [U(h)]),
      { size: size * 0.85, bold: true },
    );
    row(
      w,
      cols,
      vals.map((v) => [U(v)]),
      { size },
    );
  } else {
    heading(rng.pick(LADEN.vehicles));
    const vwd = rng.pick(LADEN.vehWord);
    const vinL = rng.pick(LADEN.vin);
    const cols: Col[] = [
      { at: 0, width: 0.12 },
      { at: 0.12, width: 0.5 },
      { at: 0.62, width: 0.38 },
    ];
    for (const v of vehicles)
      row(
        w,
        cols,
        [
          [U(fill(vwd, { n: String(v.index + 1) }))],
          [`${v.year} ${U(v.make)} ${U(v.model)}${v.trim ? ` ${U(v.trim)}` : ""}`],
          [`${vinL} ${v.vin}`],
        ],
        { size },
      );
  }

  // ---------------------------------------------------------------- main coverage block
  heading(rng.pick(LADEN.coverageHead));
  const showPrem = rng.chance(0.5);
  const covPrem = (code: string, vin?: string) => {
    const c = t.coverages.find((x) => x.code === code && (vin === undefined || x.vin === vin));
    return c ? L.coverage.get(c)!.reduce((s, x) => s + x, 0) : 0;
  };
  if (!auto) {
    const cov = (code: string) => t.coverages.find((c) => c.code === code);
    const A = cov("DWELLING")!;
    const dedStyle = rng.pick(["box", "on-a", "sentence"] as const);
    bits.push(`ded-${dedStyle}`);
    const eo = rng.pick(LADEN.each.occurrence);
    const ep = rng.pick(LADEN.each.person);
    const lim = (code: string): string | null => {
      const c = cov(code);
      if (!c) return code === "LOSS_OF_USE" && g.extras.lossOfUseAls ? U(rng.pick(LADEN.als)) : null;
      const x = amt(c.limitPerAccident!);
      if (code === "PERSONAL_LIABILITY") return `${x} ${eo}`;
      if (code === "MEDICAL_PAYMENTS") return `${x} ${ep}`;
      return x;
    };
    const s1 = ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"];
    const s2 = ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"];
    const label = (code: string) => name(code === "DWELLING" && condo ? "CONDO_A" : code);
    const dedOnA = dedStyle === "on-a" ? ` (${amt(A.deductible!)} ${rng.pick(LADEN.dedWord)})` : "";
    const entries = (codes: string[]) =>
      codes.flatMap((code) => {
        const l = lim(code);
        return l === null ? [] : [{ code, label: label(code), limit: code === "DWELLING" ? l + dedOnA : l }];
      });
    const sec1 = U(rng.pick(LADEN.section1));
    const sec2 = U(rng.pick(LADEN.section2));
    if (mainMode === "table") {
      const cols: Col[] = showPrem
        ? [
            { at: 0, width: 0.45 },
            { at: 0.45, width: 0.37, align: "r" },
            { at: 0.82, width: 0.18, align: "r" },
          ]
        : [
            { at: 0, width: 0.5 },
            { at: 0.5, width: 0.4, align: "r" },
          ];
      const hs = [rng.pick(LADEN.cols.coverage), rng.pick(LADEN.cols.limit), rng.pick(LADEN.cols.premium)].map(U);
      row(
        w,
        cols,
        hs.slice(0, cols.length).map((h) => [h]),
        { size: size * 0.9, bold: true },
        { rule: true },
      );
      for (const [sec, codes] of [
        [sec1, s1],
        [sec2, s2],
      ] as const) {
        w.line(sec, { bold: true, size });
        for (const e of entries(codes))
          row(
            w,
            cols,
            [[e.label], [e.limit], ...(showPrem ? [[covPrem(e.code) ? money(covPrem(e.code)) : ""]] : [])],
            { size },
            {},
          );
      }
    } else if (mainMode === "two-column") {
      const part = (head: string, codes: string[]) => (ww: Writer) => {
        ww.line(head, { bold: true, size });
        ww.page.rects.push({ x: ww.left, y: ww.y, w: ww.right - ww.left, h: 0.5, fill: true });
        ww.y += 2;
        for (const e of entries(codes)) lineItem(ww, e.label, e.limit, { size });
      };
      const boxTop = w.y;
      w.columns([part(sec1, s1), part(sec2, s2)], 22);
      w.page.rects.push({ x: (w.left + w.right) / 2, y: boxTop, w: 0.5, h: w.y - boxTop, fill: true });
    } else {
      for (const [sec, codes] of [
        [sec1, s1],
        [sec2, s2],
      ] as const) {
        w.line(sec, { bold: true, size });
        for (const e of entries(codes)) {
          const dots = ".".repeat(
            Math.max(3, Math.floor((span() * 0.55 - w.width_(e.label, { size })) / w.width_(".", { size }))),
          );
          lineItem(w, `${e.label} ${dots}`, e.limit);
        }
      }
    }
    // deductibles
    const pct = g.extras.windHailPercent;
    if (dedStyle === "on-a") {
      if (pct) {
        w.gap(2);
        lineItem(
          w,
          U(rng.pick(LADEN.wind)),
          fill(rng.pick(LADEN.windValue), { p: String(pct), x: amt(Math.round((A.limitPerAccident! * pct) / 100)) }),
        );
      }
    } else if (dedStyle === "sentence") {
      w.gap(3);
      const parts = [fill(rng.pick(LADEN.onA), { x: amt(A.deductible!) })];
      if (pct)
        parts.push(
          `${rng.pick(LADEN.wind)}: ${fill(rng.pick(LADEN.windValue), { p: String(pct), x: amt(Math.round((A.limitPerAccident! * pct) / 100)) })}.`,
        );
      w.paragraph(parts.join(". ").replace(/\.\./g, "."), { size });
    } else {
      heading(rng.pick(LADEN.deductibles));
      lineItem(w, U(rng.pick(LADEN.aop)), `${amt(A.deductible!)} ${rng.pick(LADEN.aopTail)}`.trim());
      if (pct)
        lineItem(
          w,
          U(rng.pick(LADEN.wind)),
          fill(rng.pick(LADEN.windValue), { p: String(pct), x: amt(Math.round((A.limitPerAccident! * pct) / 100)) }),
        );
      if (rng.chance(0.35)) {
        const h = rng.pick([2, 5]);
        lineItem(w, U(rng.pick(LADEN.hurricane)), `${h}% (${amt(Math.round((A.limitPerAccident! * h) / 100))})`);
      }
    }
  } else {
    const liability = t.coverages.filter((c) => !c.vin);
    const ep = rng.pick(LADEN.each.person);
    const ea = rng.pick(LADEN.each.accident);
    const limText = (c: (typeof liability)[number]) =>
      c.limitPerPerson !== null
        ? rng.chance(0.5)
          ? `${amt(c.limitPerPerson)}/${amt(c.limitPerAccident!)}`
          : `${amt(c.limitPerPerson)} ${ep} / ${amt(c.limitPerAccident!)} ${ea}`
        : `${amt(c.limitPerAccident!)} ${c.code === "MEDPAY" ? ep : ea}${c.deductible !== null ? `, ${amt(c.deductible)} ${rng.pick(LADEN.dedWord)}` : ""}`;
    const vwd = rng.pick(LADEN.vehWord);
    const acv = rng.pick(LADEN.acv);
    const ded = (x: number) => `${acv ? `${acv} ` : ""}${amt(x)} ${rng.pick(LADEN.dedWord)}`.trim();
    const liabPart = (ww: Writer) => {
      ww.line(U(rng.pick(LADEN.liability)), { bold: true, size });
      for (const c of liability) {
        const p = covPrem(c.code);
        if (mainMode === "two-column") {
          ww.line(name(c.code), { size: size * 0.85 });
          ww.y -= size * 1.4 * 0.3;
          lineItem(ww, "", limText(c), { size });
        } else lineItem(ww, name(c.code), `${limText(c)}${showPrem ? `    ${money(p)}` : ""}`);
      }
    };
    const physPart = (ww: Writer) => {
      ww.line(U(rng.pick(LADEN.physical)), { bold: true, size });
      for (const v of vehicles) {
        ww.line(`${U(fill(vwd, { n: String(v.index + 1) }))} - ${v.year} ${U(v.make)} ${U(v.model)}`, {
          size,
          bold: true,
        });
        let any = false;
        for (const code of ["COMP", "COLL"]) {
          const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
          if (!c) continue;
          any = true;
          lineItem(
            ww,
            `  ${name(code)}`,
            `${ded(c.deductible!)}${showPrem && mainMode !== "two-column" ? `    ${money(covPrem(code, v.vin))}` : ""}`,
          );
        }
        if (!any)
          ww.line(`  ${U(rng.pick(["Liability only", "No physical damage coverage", "Not covered"]))}`, { size });
      }
    };
    if (mainMode === "two-column") w.columns([liabPart, physPart], 22);
    else {
      liabPart(w);
      w.gap(3);
      physPart(w);
    }
  }

  // ---------------------------------------------------------------- endorsements
  const endMode = rng.pick(["ruled-table", "indented", "amounts-then-list"] as const);
  bits.push(endMode);
  const edStyle = rng.int(0, 3);
  const compact = rng.chance(0.25);
  const fullForm = (e: Endorsement) => `${formText(e.form, compact)} ${edText(e.edition, edStyle)}`;
  const baseForms: string[] = auto
    ? [`PP 00 01 ${rng.pick(["09 18", "01 05"])}`, `PP 01 ${rng.int(10, 99)} ${rng.pick(["03 22", "11 19"])}`]
    : [
        `HO 00 ${condo ? "06" : g.extras.form === "HO-5" ? "05" : "03"} ${rng.pick(["05 11", "10 00"])}`,
        `HO 01 ${rng.int(10, 99)} ${rng.pick(["03 22", "07 14", "05 11"])}`,
      ];
  const baseDescs = auto
    ? ["Personal Auto Policy", "Amendment of Policy Provisions"]
    : [
        condo
          ? "Homeowners 6 - Unit-Owners Form"
          : g.extras.form === "HO-5"
            ? "Homeowners 5 - Comprehensive Form"
            : "Homeowners 3 - Special Form",
        "Special Provisions",
      ];
  const premText = (e: Endorsement) => (e.charged ? money(endPremium.get(e)!) : rng.pick(LADEN.noCharge));
  heading(rng.pick(LADEN.formsHead));
  if (endMode === "ruled-table") {
    const withDed = rng.chance(0.5);
    const cols: Col[] = withDed
      ? [
          { at: 0, width: 0.13 },
          { at: 0.13, width: 0.08 },
          { at: 0.21, width: 0.34 },
          { at: 0.55, width: 0.24 },
          { at: 0.79, width: 0.09, align: "r" },
          { at: 0.88, width: 0.12, align: "r" },
        ]
      : [
          { at: 0, width: 0.13 },
          { at: 0.13, width: 0.09 },
          { at: 0.22, width: 0.38 },
          { at: 0.6, width: 0.27 },
          { at: 0.87, width: 0.13, align: "r" },
        ];
    const fc = LADEN.formCols;
    const heads = [fc.form, fc.edition, fc.description, fc.limit, ...(withDed ? [fc.ded] : []), fc.premium].map((h) => [
      U(rng.pick(h)),
    ]);
    const st = { size: size * 0.88 };
    row(w, cols, heads, { ...st, bold: true }, { rule: true });
    baseForms.forEach((f, i) => {
      const [code, ed] = [f.slice(0, 8), f.slice(9)];
      row(
        w,
        cols,
        [[formText(code, compact)], [edText(ed, edStyle)], [U(baseDescs[i])], [""], ...(withDed ? [[""]] : []), [""]],
        st,
      );
    });
    for (const e of chosen)
      row(
        w,
        cols,
        [
          [formText(e.form, compact)],
          [edText(e.edition, edStyle)],
          [U(e.description), ...(e.items ?? [])],
          [e.limit],
          ...(withDed ? [[e.ded ?? ""]] : []),
          [premText(e)],
        ],
        st,
        { rule: rng.chance(0.3) },
      );
    g.extras.optional.forEach((o, i) =>
      row(w, cols, [[""], [""], [U(o.label)], [o.limit], ...(withDed ? [[""]] : []), [money(optionalCents[i])]], st),
    );
  } else if (endMode === "indented") {
    const st = { size: size * 0.9 };
    baseForms.forEach((f, i) =>
      lineItem(w, `${formText(f.slice(0, 8), compact)} ${edText(f.slice(9), edStyle)}  ${U(baseDescs[i])}`, "", st),
    );
    for (const e of chosen) {
      w.ensure(size * 4);
      lineItem(w, `${fullForm(e)}  ${U(e.description)}`, premText(e), { ...st, bold: rng.chance(0.2) });
      const word = /^[$\d]/.test(e.limit) ? rng.pick(["Limit", "Amount", "Limit of liability"]) : "Detail";
      const detail = [`${word}: ${e.limit}`, ...(e.ded ? [`${rng.pick(["Deductible", "Ded."])}: ${e.ded}`] : [])];
      w.line(detail.join(" / "), st, 18);
      for (const it of e.items ?? []) w.line(it, st, 28);
    }
    g.extras.optional.forEach((o, i) => {
      lineItem(w, U(o.label), money(optionalCents[i]), st);
      w.line(`${rng.pick(["Limit", "Amount"])}: ${o.limit}`, st, 18);
    });
  } else {
    // amounts in an optional coverages table, then the bare form list
    const st = { size: size * 0.9 };
    const cols: Col[] = [
      { at: 0, width: 0.52 },
      { at: 0.52, width: 0.3 },
      { at: 0.82, width: 0.18, align: "r" },
    ];
    for (const e of chosen.filter((x) => x.limit !== "Included" || x.charged))
      row(
        w,
        cols,
        [[U(e.description), ...(e.items ?? [])], [e.limit + (e.ded ? `; ded. ${e.ded}` : "")], [premText(e)]],
        st,
      );
    g.extras.optional.forEach((o, i) => row(w, cols, [[U(o.label)], [o.limit], [money(optionalCents[i])]], st));
    w.gap(3);
    w.line(rng.pick(LADEN.formsListHead), { ...st, bold: true });
    const baseText = baseForms.map((f) => `${formText(f.slice(0, 8), compact)} ${edText(f.slice(9), edStyle)}`);
    w.paragraph([...baseText, ...chosen.map(fullForm)].join(", "), st);
  }

  // ---------------------------------------------------------------- interests
  if (t.thirdParties.length) {
    heading(rng.pick(auto ? LADEN.lienholders : LADEN.mortgagees));
    const loanL = rng.pick(LADEN.loan);
    const isaoa = rng.pick(LADEN.isaoa);
    const blocks = t.thirdParties.map((p, k) => (ww: Writer) => {
      const role =
        p.type === "mortgagee"
          ? rng.pick(k === 0 ? LADEN.mortgageeRole : LADEN.secondRole)
          : rng.pick(LADEN.lienRole[p.type]);
      const vi = p.vin ? vehicles.findIndex((v) => v.vin === p.vin) : -1;
      ww.line(U(`${role}${vi >= 0 ? ` - ${fill(rng.pick(LADEN.vehWord), { n: String(vi + 1) })}` : ""}`), {
        bold: true,
        size: size * 0.85,
      });
      ww.line(U(p.name), { size });
      if (isaoa) ww.line(U(isaoa), { size: size * 0.85 });
      for (const l of addressLines(p.address, rng, upper)) ww.line(l, { size });
      if (p.loanNumber) ww.line(`${loanL} ${p.loanNumber}`, { size });
    });
    if (blocks.length === 1) blocks[0](w);
    else w.columns(blocks.slice(0, 3), 18);
  }
  if (auto && rng.chance(0.5)) {
    w.gap(3);
    w.paragraph(`${U(rng.pick(LADEN.drivers))}: ${g.extras.drivers.map(U).join(", ")}`, { size });
  }

  // ---------------------------------------------------------------- premium
  w.gap(5);
  w.ensure(size * 8);
  const pw = span() * 0.55;
  const premLine = (label: string, cents: number, bold = false) => {
    const st: TextStyle = { size, bold };
    w.ensure(size * 1.5);
    w.put(label, w.right - pw, w.y + size, st);
    putRight(w, money(cents), st);
    w.y += size * 1.45;
  };
  premLine(U(rng.pick(LADEN.basePremium)), basePremiumCents);
  if (endorsementTotal) premLine(U(rng.pick(LADEN.endorsementPremium)), endorsementTotal);
  for (const f of L.inFees) premLine(U(f.label), f.amount);
  premLine(U(rng.pick(auto ? LADEN.termTotal : LADEN.total)), L.total, true);
  for (const f of L.outFees) w.paragraph(fill(rng.pick(LADEN.outFee), { label: f.label, x: money(f.amount) }), small);
  const billed = auto ? "" : rng.pick(LADEN.billed);
  if (billed) w.line(billed, small);

  const formId = rng.pick(LADEN.formId);
  const pageForm = rng.pick(LADEN.pageNo);
  const cont = rng.pick(LADEN.continued);
  const n = w.pages.length;
  footers(
    w,
    (i) => `${formId}${cont && i < n ? `     ${cont}` : ""}`,
    (i, m) =>
      fill(pageForm, {
        n: String(i).padStart(pageForm.startsWith("PAGE") ? 2 : 1, "0"),
        m: String(m).padStart(pageForm.startsWith("PAGE") ? 2 : 1, "0"),
      }),
  );
  if (!naic) truth.carrier.naicCode = null;
  return { truth, variant: bits.join("-"), title: `${title} - ${t.policyNumber}` };
};
