import type { GeneratedPolicy, TruthAddress, TruthCoverage, TruthParty, TruthPolicy } from "../policy";
import type { Rng } from "../random";
import { STREET_NAMES, STREET_SUFFIXES } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  ledger,
  officeAddress,
  personName,
  toCents,
  vehicleList,
  type KindFn,
  type Ledger,
  digits,
  money,
} from "./common";
import { leaderLine } from "./fill-lines";
import { ALL_DATE_STYLES, boxRow, dateText, fill, formHalves, pickDateStyle, sectionBar, type Box } from "./forms";
import { fitSize, fitWidth, footers, pairs, ruledTable, titledBox, type RCol, type RRow } from "./ruled";

// Imitates the declarations of a manufactured (mobile) home policy as the specialty carriers and
// their programs print them (the "Manufactured Home Policy" / "Mobile Home Owners" decs of the
// Foremost- and American Modern-style writers and of the regional mutuals' MH programs). The home
// is described like a titled vehicle, not like a house: year, manufacturer, model, the serial
// number of each section (A and B halves of a double-wide), the HUD label (certification) numbers,
// width x length, the number of sections, tie-downs and skirting. It stands on a rented lot in a
// park, so the location reads "Lot 14, Sunny Acres MHP" above or after the park's street address.
// Coverages are "Coverage A - Manufactured Home" (with the smaller limits these homes carry),
// B Other Structures, C Personal Property, D Loss of Use / Additional Living Expense, E Personal
// Liability, F Medical Payments; an all-perils deductible and often a separate wind/hail deductible
// as a percentage of Coverage A. The lender is a manufactured-home lender or a credit union, most
// often printed as a "Lienholder" or "Secured Party" (the home is titled personal property on a
// chattel loan), sometimes as "Mortgagee", with its loan number. Three arrangements: ruled boxes
// with captioned cells, a two-column label/value summary, and banded sections of label/value lines
// with dotted coverage leaders. A condominium unit policy (the same carriers' unit-owners line) and
// a personal auto policy are printed in the same house styles.
//
// THE TRUTH: the page's own, not the generated policy's where they differ. The dwelling is the
// park lot: addressLine1 the park's street address, addressLine2 the lot ("Lot 14", "Space 22");
// the park's name is not part of the address. The mailing address is the lot when the owner lives
// there, otherwise a PO box or another street address. Limits are rescaled to a manufactured home's
// values (Coverage A $28,000-$190,000, liability $25,000-$300,000) and printed. The lenders are
// replaced by manufactured-home lenders; their type follows the role printed ("Lienholder" or
// "Secured Party" → lienholder, "Mortgagee" → mortgagee). Serial numbers, HUD labels, the park's
// name, the wind/hail deductible and the home's facts are printed but are not truth.

export const MHOME = {
  title: {
    home: [
      "MANUFACTURED HOME POLICY DECLARATIONS",
      "Manufactured Home Declarations",
      "MOBILE HOME OWNERS POLICY - DECLARATIONS",
      "Manufactured Housing Policy Declarations Page",
    ],
    condo: ["CONDOMINIUM UNIT OWNERS DECLARATIONS", "Unit Owners Policy Declarations", "CONDO UNIT DECLARATIONS"],
    auto: ["PERSONAL AUTO POLICY DECLARATIONS", "Personal Auto Declarations", "AUTO POLICY DECLARATIONS"],
  } as Record<string, string[]>,
  program: {
    home: [
      "Manufactured Home Program",
      "MOBILE HOME - OWNER OCCUPIED",
      "Manufactured Home Special Form",
      "Park Model / Manufactured Home",
    ],
    condo: ["Condominium Unit Owners Program", "HO-6 UNIT OWNERS", "Unit Owners Special Form"],
    auto: ["Personal Auto Program", "PRIVATE PASSENGER AUTO", "Auto - Standard"],
  } as Record<string, string[]>,
  transaction: ["New Business", "Renewal", "RENEWAL DECLARATIONS", "Policy Change", "NEW POLICY"],
  number: ["Policy Number", "POLICY NO.", "Policy #", "POLICY NUMBER"],
  period: ["Policy Period", "POLICY TERM", "Term of Policy"],
  periodText: ["{eff} to {exp}", "From {eff} To {exp}", "{eff} - {exp}", "{eff} thru {exp}"],
  periodNote: [
    "12:01 A.M. standard time at the location of the home",
    "12:01 AM Standard Time",
    "Both dates 12:01 a.m. at the described location",
  ],
  issued: ["Date Issued", "ISSUE DATE", "Processed"],
  company: ["Insuring Company", "COMPANY", "Underwritten by", "Insurer"],
  naic: ["NAIC", "NAIC #", "NAIC Code"],
  insured: ["Named Insured and Mailing Address", "NAMED INSURED / MAILING ADDRESS", "Insured"],
  insuredShort: ["Named Insured", "Policyholder", "INSURED"],
  mailing: ["Mailing Address", "MAILING ADDRESS", "Mail To"],
  agent: ["Agent", "PRODUCER", "Your Agent", "Servicing Agency"],
  agentCode: ["Agent No.", "Producer Code", "Agency #"],
  policyInfo: ["Policy Information", "POLICY INFORMATION", "About This Policy"],
  home: {
    head: [
      "DESCRIPTION OF MANUFACTURED HOME",
      "Manufactured Home Description",
      "Insured Home",
      "DESCRIBED MANUFACTURED HOME",
    ],
    year: ["Year", "Model Year", "YR"],
    maker: ["Manufacturer", "Make / Manufacturer", "MFR"],
    model: ["Model", "Model Name", "Model / Series"],
    serial: ["Serial No.", "Serial Number(s)", "Serial / VIN"],
    hud: ["HUD Label No.", "HUD Label Number(s)", "HUD Cert. Label"],
    size: ["Size (W x L)", "Width x Length", "Dimensions"],
    sections: ["Sections", "No. of Sections", "Units"],
    tiedown: ["Tie-Downs", "Anchored / Tied Down", "Tie Downs"],
    skirting: ["Skirting", "Skirted"],
    purchase: ["Purchase Date", "Date Purchased"],
    roof: ["Roof", "Roof Type"],
  },
  sectionWord: {
    1: ["Single Section", "Single-Wide"],
    2: ["Double Section", "Double-Wide"],
    3: ["Triple Section", "Triple-Wide"],
  } as Record<number, string[]>,
  yes: ["Yes", "YES", "Y"],
  skirtValues: ["Vinyl", "Vinyl - full", "Masonry", "Metal", "Yes"],
  roofValues: ["Pitched - Shingle", "Metal", "Shingle", "Rolled Roofing", "Metal Over"],
  location: {
    head: ["LOCATION OF MANUFACTURED HOME", "Home Location", "Described Location", "WHERE THE HOME IS LOCATED"],
    type: ["Location Type", "Site", "Setting"],
    typeValue: ["Park / Community - Rented Lot", "Mobile Home Park", "Manufactured Home Community", "Leased Lot"],
    occupancy: ["Occupancy", "Use"],
    occupancyValue: ["Owner Occupied - Primary", "Primary Residence", "Owner-Occupied"],
    awayValue: ["Seasonal / Secondary", "Secondary Residence", "Rented to Others"],
  },
  unit: {
    head: ["Residence Premises", "DESCRIBED LOCATION (UNIT)", "Insured Unit"],
    construction: ["Construction", "Const."],
    constructionValues: ["Masonry", "Frame", "Fire Resistive", "Masonry Veneer"],
    built: ["Year Built", "Yr. Built"],
    floor: ["Floor", "Unit Floor"],
    stories: ["Stories in Building", "Building Stories"],
    occupancy: ["Occupancy", "Use"],
    occupancyValue: ["Owner Occupied", "Primary Residence"],
  },
  vehicles: {
    head: ["DESCRIBED VEHICLES", "Vehicles", "Insured Vehicles"],
    cols: [
      ["Veh", "Year", "Make", "Model", "VIN"],
      ["#", "YEAR", "MAKE", "MODEL", "VEHICLE IDENTIFICATION NO."],
    ],
  },
  form: ["Policy Form", "Form", "Coverage Form"],
  formValue: {
    home: [
      "MH 00 03 Manufactured Home Special Form",
      "Manufactured Home Policy - Special Form",
      "HO 00 03 with MH 04 01 Mobilehome Endorsement",
      "MHO-3 Manufactured Homeowners",
    ],
    condo: ["HO 00 06 Unit-Owners Form", "HO-6 Unit Owners", "Unit Owners Special Form"],
  } as Record<string, string[]>,
  coverageHead: ["COVERAGES AND LIMITS", "Coverages", "Schedule of Coverages", "COVERAGE SUMMARY"],
  cols: [
    ["Coverage", "Limit of Liability", "Premium"],
    ["COVERAGE", "LIMIT", "PREMIUM"],
    ["Coverages", "Limits", "Annual Premium"],
  ],
  cov: {
    DWELLING: ["Coverage A - Manufactured Home", "A - MANUFACTURED HOME", "Manufactured Home (Coverage A)"],
    CONDO_A: ["Coverage A - Dwelling (Unit)", "A - UNIT ADDITIONS AND ALTERATIONS", "Building Property (Coverage A)"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "B - OTHER STRUCTURES", "Other Structures (Coverage B)"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "C - PERSONAL PROPERTY", "Personal Property (Coverage C)"],
    LOSS_OF_USE: ["Coverage D - Additional Living Expense", "D - LOSS OF USE", "Loss of Use (Coverage D)"],
    PERSONAL_LIABILITY: [
      "Coverage E - Personal Liability",
      "E - PERSONAL LIABILITY",
      "Personal Liability (Coverage E)",
    ],
    MEDICAL_PAYMENTS: [
      "Coverage F - Medical Payments to Others",
      "F - MEDICAL PAYMENTS",
      "Medical Payments to Others (Coverage F)",
    ],
    BI: ["Bodily Injury Liability", "BODILY INJURY", "Bodily Injury"],
    PD: ["Property Damage Liability", "PROPERTY DAMAGE", "Property Damage"],
    CSL: ["Liability - Combined Single Limit", "COMBINED SINGLE LIMIT", "Single Limit Liability"],
    MEDPAY: ["Medical Payments", "MEDICAL PAYMENTS", "Auto Medical Payments"],
    UMBI: ["Uninsured Motorists Bodily Injury", "UNINSURED MOTORISTS BI", "Uninsured Motorist"],
    UIMBI: ["Underinsured Motorists Bodily Injury", "UNDERINSURED MOTORISTS BI", "Underinsured Motorist"],
    UMPD: ["Uninsured Motorists Property Damage", "UNINSURED MOTORISTS PD", "UM Property Damage"],
    COMP: ["Comprehensive - Veh {n}", "COMPREHENSIVE - VEH {n}", "Other Than Collision - Vehicle {n}"],
    COLL: ["Collision - Veh {n}", "COLLISION - VEH {n}", "Collision - Vehicle {n}"],
  } as Record<string, string[]>,
  occurrence: ["each occurrence", "EACH OCCURRENCE", "per occurrence"],
  person: ["each person", "EACH PERSON", "per person"],
  accident: ["each accident", "EACH ACCIDENT", "per accident"],
  dedWord: ["deductible", "DEDUCTIBLE", "ded."],
  als: ["Actual Loss Sustained", "ACTUAL LOSS SUSTAINED - 12 MONTHS", "Up to 12 months"],
  included: ["Included", "INCL", "Incl."],
  deductibles: ["DEDUCTIBLES", "Section I Deductibles", "Deductible"],
  aop: ["All Perils", "ALL OTHER PERILS", "All Other Perils Deductible"],
  wind: ["Wind/Hail", "WINDSTORM OR HAIL", "Wind / Hail Deductible"],
  windValue: ["{p}% of Coverage A ({x})", "{p}% of Coverage A", "{x} ({p}% of Cov. A)"],
  windFlat: ["{x} per occurrence", "{x}"],
  interestsHead: {
    lienholder: ["LIENHOLDER / SECURED PARTY", "Lienholder", "LIENHOLDERS", "Secured Party / Loss Payee"],
    mortgagee: ["MORTGAGEE", "Mortgagee(s)", "MORTGAGEES / LOSS PAYEES"],
    auto: ["LIENHOLDERS / LOSS PAYEES", "Lienholders and Lessors", "ADDITIONAL INTERESTS"],
  },
  role: {
    lienholder: [
      ["Lienholder", "Second Lienholder"],
      ["Secured Party", "Second Secured Party"],
      ["1st Lienholder", "2nd Lienholder"],
      ["Lienholder - Loss Payee", "Additional Lienholder"],
    ],
    mortgagee: [
      ["First Mortgagee", "Second Mortgagee"],
      ["Mortgagee", "Additional Mortgagee"],
      ["1st Mortgagee", "2nd Mortgagee"],
    ],
  },
  autoRole: { lienholder: ["Lienholder", "Loss Payee"], lessor: ["Lessor", "Lessor - Additional Insured"] },
  loan: ["Loan No.", "LOAN NUMBER", "Loan #", "Account No."],
  isaoa: ["", " ISAOA/ATIMA", " ISAOA", ", its successors and/or assigns"],
  none: ["None", "NONE ON FILE", "No lienholder listed"],
  optionalHead: ["Optional Coverages and Endorsements", "ADDITIONAL COVERAGES", "Endorsements"],
  optionalLabel: {
    "Water Backup and Sump Overflow": ["Water Backup", "$5,000"],
    "Ordinance or Law": ["Trip Collision (one move)", "Included"],
    "Identity Theft Expense": ["Emergency Removal Expense", "$500"],
    "Scheduled Jewelry": ["Replacement Cost - Personal Property", "Included"],
  } as Record<string, [string, string]>,
  premiumHead: ["Premium", "PREMIUM SUMMARY", "Annual Premium"],
  base: ["Policy Premium", "Basic Premium", "Premium for Coverages"],
  fees: ["Fees and Surcharges", "Taxes and Fees", "Policy Fees"],
  total: ["Total Annual Premium", "TOTAL POLICY PREMIUM", "Total Premium"],
  autoTotal: ["Total {term} Premium", "TOTAL POLICY PREMIUM", "Total Premium for Policy Period"],
  term: { 6: ["6-Month", "Six Month"], 12: ["Annual", "12-Month"] } as Record<number, string[]>,
  outFee: ["{label}: {x} per installment, not included above", "{label} of {x} is billed separately"],
  forms: ["Forms and Endorsements", "FORMS APPLICABLE", "Policy Forms"],
  formList: {
    home: [
      "MH 00 03 Manufactured Home Special Form",
      "MH 04 01 Mobilehome Endorsement",
      "MH 04 72 Trip Collision",
      "MH 01 33 Special Provisions",
      "MH 04 96 No Section II - Liability Coverages for Home Day Care",
      "IL P 001 U.S. Treasury OFAC Advisory Notice",
      "MHE 117 Tie-Down Warranty",
    ],
    condo: [
      "HO 00 06 Unit-Owners Form",
      "HO 04 35 Loss Assessment Coverage",
      "HO 17 32 Unit-Owners Coverage A Special Coverage",
      "IL P 001 U.S. Treasury OFAC Advisory Notice",
    ],
    auto: ["PP 00 01 Personal Auto Policy", "PP 03 06 Extended Non-Owned Coverage", "PP 03 13 Towing and Labor Costs"],
  } as Record<string, string[]>,
  notice: {
    home: [
      "This declarations page with the policy form and endorsements listed completes your policy. The home must remain anchored as described; notify us before the home is moved.",
      "Coverage applies to the manufactured home at the location shown. Coverage while the home is being moved applies only if Trip Collision is shown above.",
      "Your home is insured at the described location only. The serial and HUD label numbers must match the home's title.",
    ],
    condo: [
      "This declarations page with the policy forms listed completes your policy.",
      "Loss assessment coverage applies to assessments made by the association against you as unit owner.",
    ],
    auto: ["This declarations page with the policy form and endorsements completes your policy."],
  } as Record<string, string[]>,
  footer: ["{company}", "Underwritten by {company}", "{company} - {city}"],
  page: ["Page {n} of {m}", "PAGE {n} OF {m}", "{n}/{m}"],
};

// ---------------------------------------------------------------- reference data for the home

const BUILDERS = [
  { name: "Clayton Homes", code: "CLW", hud: "TEN" },
  { name: "Champion Home Builders", code: "CHM", hud: "NTA" },
  { name: "Cavco Industries", code: "CAV", hud: "ARZ" },
  { name: "Fleetwood Homes", code: "GAFL", hud: "GEO" },
  { name: "Palm Harbor Homes", code: "PH", hud: "PFS" },
  { name: "Skyline Homes", code: "SKY", hud: "IND" },
  { name: "Oakwood Homes", code: "OAK", hud: "NCA" },
  { name: "Redman Homes", code: "RDM", hud: "MIC" },
  { name: "Schult Homes", code: "SH", hud: "IND" },
  { name: "Jacobsen Homes", code: "JAC", hud: "FLA" },
  { name: "Live Oak Homes", code: "LOH", hud: "FLA" },
  { name: "Southern Energy Homes", code: "DSE", hud: "ALA" },
  { name: "Legacy Housing", code: "LHC", hud: "TRA" },
  { name: "Nobility Homes", code: "N1", hud: "FLA" },
  { name: "Fairmont Homes", code: "FH", hud: "IND" },
  { name: "Commodore Homes", code: "COM", hud: "PFS" },
] as const;

const MODELS = [
  "Anniversary",
  "Tempo Signature",
  "The Breeze II",
  "Heritage",
  "Sunset Ridge",
  "Grand Estate",
  "Encore",
  "Patriot",
  "Bayside",
  "Frontier",
  "Sweet Bliss",
  "Majestic",
  "Homestead",
  "Timberland",
  "Sandalwood",
  "Cottage",
  "Glen Oaks",
];

const SIZES: Record<number, [number, number][]> = {
  1: [
    [14, 66],
    [14, 70],
    [16, 72],
    [16, 76],
    [16, 80],
    [18, 80],
  ],
  2: [
    [24, 44],
    [24, 56],
    [28, 52],
    [28, 60],
    [28, 72],
    [32, 68],
    [32, 76],
  ],
  3: [
    [42, 60],
    [44, 68],
    [46, 72],
  ],
};

const PARK_FIRST = [
  "Sunny",
  "Palm",
  "Shady",
  "Country",
  "Pine",
  "Lakeside",
  "Golden",
  "Whispering",
  "Twin",
  "Green",
  "Cedar",
  "Meadow",
  "Silver",
  "Rolling",
];
const PARK_SECOND = ["Acres", "Estates", "Village", "Pines", "Meadows", "Oaks", "Shores", "Lakes", "Hills", "Grove"];
const PARK_KIND = [
  "MHP",
  "Mobile Home Park",
  "Manufactured Home Community",
  "Mobile Home Estates",
  "MH Community",
  "Mobile Home Village",
];
const HIGHWAYS = ["US Highway 19", "State Road 60", "County Road 42", "Old Highway 11", "N Highway 27", "Route 9"];

/** Manufactured-home lenders and credit unions that finance homes in parks (chattel loans). */
const MH_LENDERS = [
  { name: "21st Mortgage Corporation", city: "Knoxville", state: "TN", zip: "37950", po: true },
  { name: "Vanderbilt Mortgage and Finance, Inc.", city: "Maryville", state: "TN", zip: "37802", po: true },
  { name: "Triad Financial Services, Inc.", city: "Jacksonville", state: "FL", zip: "32256", po: false },
  { name: "CountryPlace Mortgage, Ltd.", city: "Addison", state: "TX", zip: "75001", po: false },
  { name: "Cascade Financial Services", city: "Chandler", state: "AZ", zip: "85286", po: false },
  { name: "CIS Financial Services, Inc.", city: "Hamilton", state: "AL", zip: "35570", po: true },
  { name: "Credit Human Federal Credit Union", city: "San Antonio", state: "TX", zip: "78212", po: true },
  { name: "Suncoast Credit Union", city: "Tampa", state: "FL", zip: "33631", po: true },
  { name: "Mountain America Credit Union", city: "Sandy", state: "UT", zip: "84070", po: true },
  { name: "Wright-Patt Credit Union, Inc.", city: "Beavercreek", state: "OH", zip: "45431", po: false },
  { name: "Green Tree Servicing LLC", city: "Rapid City", state: "SD", zip: "57709", po: true },
  { name: "Origin Bank", city: "Ruston", state: "LA", zip: "71270", po: false },
] as const;

const round = (n: number, to: number) => Math.max(to, Math.round(n / to) * to);

// ---------------------------------------------------------------- the page's plan

interface Look {
  ds: ReturnType<typeof pickDateStyle>;
  upper: boolean;
  sign: boolean;
  limitCents: boolean;
  /** Which of the three wordings of a coverage name and column heads. */
  set: number;
}

interface Line {
  name: string;
  limit: string;
  premium: string;
}

interface Interest {
  role: string;
  lines: string[];
  loan: string;
}

interface Plan {
  kind: "home" | "condo" | "auto";
  truth: TruthPolicy;
  look: Look;
  title: string;
  program: string;
  transaction: string;
  number: [string, string];
  period: [string, string, string];
  company: [string, string];
  naicText: string | null;
  naic: [string, string] | null;
  issued: [string, string];
  form: [string, string] | null;
  insuredLabel: string;
  names: string[];
  mailLabel: string;
  mail: string[];
  agentLabel: string;
  agent: string[];
  /** The home's (or unit's) description as caption/value cells; for auto, the vehicle table. */
  describeHead: string;
  describe: [string, string][];
  vehicles: { head: string[]; rows: string[][] } | null;
  locationHead: string;
  location: string[];
  locationFacts: [string, string][];
  coverageHead: string;
  colHeads: string[];
  lines: Line[];
  dedHead: string;
  deductibles: [string, string][];
  optionalHead: string;
  optional: Line[];
  interestsHead: string;
  interests: Interest[];
  loanLabel: string;
  none: string;
  premiumHead: string;
  premium: [string, string][];
  premiumNotes: string[];
  formsHead: string;
  forms: string[];
  notice: string;
  footer: string;
  pageWord: string;
  showPremiums: boolean;
}

function pickLook(rng: Rng): Look {
  return {
    ds: pickDateStyle(rng, ALL_DATE_STYLES),
    upper: rng.chance(0.35),
    sign: rng.chance(0.8),
    limitCents: rng.chance(0.15),
    set: rng.int(0, 2),
  };
}

const amt = (look: Look, n: number) => `${look.sign ? "$" : ""}${dollars(n, { sign: false, cents: look.limitCents })}`;

/** The park: its name, its street address, and the lot as addressLine2. */
function parkLocation(rng: Rng, near: TruthAddress): { park: string; address: TruthAddress } {
  const park = `${rng.pick(PARK_FIRST)} ${rng.pick(PARK_SECOND)} ${rng.pick(PARK_KIND)}`;
  const [suffix, abbr] = rng.pick(STREET_SUFFIXES);
  const line1 = rng.chance(0.3)
    ? `${rng.int(1000, 29999)} ${rng.pick(HIGHWAYS)}`
    : `${rng.int(100, 9999)} ${rng.pick(STREET_NAMES)} ${rng.chance(0.5) ? suffix : abbr}`;
  const n = rng.chance(0.15) ? `${rng.int(1, 40)}${rng.pick(["A", "B", "C"])}` : String(rng.int(1, 260));
  const lot = rng.pick([`Lot ${n}`, `Lot ${n}`, `Lot #${n}`, `Space ${n}`, `Site ${n}`]);
  return {
    park,
    address: {
      addressLine1: line1,
      addressLine2: lot,
      city: near.city,
      state: near.state,
      postalCode: near.postalCode,
      country: "US",
    },
  };
}

/** How the page prints the park location: the lot and park above or after the street. */
function parkLines(rng: Rng, park: string, a: TruthAddress, upper: boolean): string[] {
  const city = `${a.city}, ${a.state} ${a.postalCode}`;
  const lines = rng.pick([
    () => [`${a.addressLine2}, ${park}`, a.addressLine1, city],
    () => [`${a.addressLine1} ${a.addressLine2}`, park, city],
    () => [park, `${a.addressLine1}, ${a.addressLine2}`, city],
    () => [`${park} - ${a.addressLine2}`, a.addressLine1, city],
    () => [`${a.addressLine2}, ${park}, ${a.addressLine1}, ${city}`],
  ])();
  return upper ? lines.map((l) => l.toUpperCase()) : lines;
}

function lenderAddress(rng: Rng, l: (typeof MH_LENDERS)[number]): TruthAddress {
  return {
    addressLine1: l.po
      ? `PO Box ${rng.int(1000, 99999)}`
      : `${rng.int(100, 9999)} ${rng.pick(STREET_NAMES)} ${rng.pick(["Blvd", "Pkwy", "Dr"])}`,
    addressLine2: null,
    city: l.city,
    state: l.state,
    postalCode: l.zip,
    country: "US",
  };
}

function agentBlock(g: GeneratedPolicy, rng: Rng, upper: boolean): string[] {
  const a = g.extras.agent;
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  return [
    U(a.agency),
    ...addressLines(officeAddress(rng), rng, upper),
    a.phone,
    `${rng.pick(MHOME.agentCode)}: ${a.code}`,
  ];
}

function premiumLines(rng: Rng, L: Ledger, totalLabel: string): { items: [string, string][]; notes: string[] } {
  const fees = L.inFees.reduce((s, f) => s + f.amount, 0);
  const items: [string, string][] = [[rng.pick(MHOME.base), money(L.total - fees)]];
  for (const f of L.inFees) items.push([f.label, money(f.amount)]);
  if (!L.inFees.length && rng.chance(0.4)) items.push([rng.pick(MHOME.fees), "$0.00"]);
  items.push([totalLabel, money(L.total)]);
  const notes = L.outFees.map((f) => fill(rng.pick(MHOME.outFee), { label: f.label, x: money(f.amount) }));
  return { items, notes };
}

/** What every arrangement shares: header facts, insured, agent, premium, forms. */
function basePlan(g: GeneratedPolicy, rng: Rng, truth: TruthPolicy, look: Look, L: Ledger): Plan {
  const kind = g.truth.type;
  const d = (iso: string) => dateText(iso, look.ds);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const naic = !!g.extras.naicCode && rng.chance(0.55);
  const naicLabel = rng.pick(MHOME.naic);
  if (!naic) truth.carrier.naicCode = null;
  const nameForm = rng.chance(0.25) ? "last-first" : "first-last";
  const term = rng.pick(MHOME.term[g.extras.termMonths]);
  const totalLabel = kind === "auto" ? fill(rng.pick(MHOME.autoTotal), { term }) : rng.pick(MHOME.total);
  const { items, notes } = premiumLines(rng, L, totalLabel);
  const [, city] = carrierAddress(rng);
  const forms = [
    ...MHOME.formList[kind].slice(0, 1),
    ...rng.shuffle(MHOME.formList[kind].slice(1)).slice(0, rng.int(1, 3)),
  ];
  return {
    kind,
    truth,
    look,
    title: rng.pick(MHOME.title[kind]),
    program: rng.pick(MHOME.program[kind]),
    transaction: rng.pick(MHOME.transaction),
    number: [rng.pick(MHOME.number), truth.policyNumber],
    period: [
      rng.pick(MHOME.period),
      fill(rng.pick(MHOME.periodText), { eff: d(truth.effectiveDate), exp: d(truth.expirationDate) }),
      rng.pick(MHOME.periodNote),
    ],
    company: [rng.pick(MHOME.company), U(truth.carrier.name)],
    naicText: naic ? `${naicLabel} ${g.extras.naicCode}` : null,
    naic: naic ? [naicLabel, g.extras.naicCode!] : null,
    issued: [rng.pick(MHOME.issued), d(g.extras.issueDate)],
    form: null,
    insuredLabel: rng.pick(MHOME.insured),
    names: truth.insureds.map((_, i) => personName(g, i, nameForm, look.upper)),
    mailLabel: rng.pick(MHOME.mailing),
    mail: addressLines(truth.address, rng, look.upper),
    agentLabel: rng.pick(MHOME.agent),
    agent: agentBlock(g, rng, look.upper),
    describeHead: "",
    describe: [],
    vehicles: null,
    locationHead: "",
    location: [],
    locationFacts: [],
    coverageHead: rng.pick(MHOME.coverageHead),
    colHeads: MHOME.cols[look.set].map(U),
    lines: [],
    dedHead: rng.pick(MHOME.deductibles),
    deductibles: [],
    optionalHead: rng.pick(MHOME.optionalHead),
    optional: [],
    interestsHead: "",
    interests: [],
    loanLabel: rng.pick(MHOME.loan),
    none: rng.pick(MHOME.none),
    premiumHead: rng.pick(MHOME.premiumHead),
    premium: items,
    premiumNotes: notes,
    formsHead: rng.pick(MHOME.forms),
    forms,
    notice: rng.pick(MHOME.notice[kind]),
    footer: fill(rng.pick(MHOME.footer), { company: truth.carrier.name, city }),
    pageWord: rng.pick(MHOME.page),
    showPremiums: rng.chance(0.7),
  };
}

/** The property coverages A-F as the page words them, from the truth's (rescaled) limits. */
function propertyLines(g: GeneratedPolicy, rng: Rng, P: Plan, L: Ledger, condo: boolean): void {
  const { look, truth } = P;
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const occ = MHOME.occurrence[look.set];
  const per = MHOME.person[look.set];
  const als = rng.pick(MHOME.als);
  const included = rng.pick(MHOME.included);
  for (const code of [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ]) {
    const i = truth.coverages.findIndex((c) => c.code === code);
    const name = U(MHOME.cov[code === "DWELLING" && condo ? "CONDO_A" : code][look.set]);
    if (i < 0) {
      if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls) P.lines.push({ name, limit: als, premium: included });
      continue;
    }
    const c = truth.coverages[i];
    const word = code === "PERSONAL_LIABILITY" ? ` ${occ}` : code === "MEDICAL_PAYMENTS" ? ` ${per}` : "";
    // The truth keeps the generated coverages' order, so index i is the same coverage in the ledger.
    const cents = L.coverage.get(g.truth.coverages[i])![0];
    P.lines.push({ name, limit: `${amt(look, c.limitPerAccident!)}${word}`, premium: money(cents) });
  }
  P.optional = g.extras.optional.map((o) => {
    const [label, limit] = condo ? [o.label, o.limit] : (MHOME.optionalLabel[o.label] ?? [o.label, o.limit]);
    return { name: U(label), limit, premium: money(toCents(o.premium)) };
  });
}

function interestsOf(rng: Rng, P: Plan, roles: [string, string]): void {
  const isaoa = rng.pick(MHOME.isaoa);
  const U = (s: string) => (P.look.upper ? s.toUpperCase() : s);
  P.interests = P.truth.thirdParties.map((p, i) => ({
    role: roles[i === 0 ? 0 : 1],
    lines: [U(p.name + isaoa), ...addressLines(p.address, rng, P.look.upper)],
    loan: p.loanNumber ?? "",
  }));
}

// ---------------------------------------------------------------- the manufactured home

function homePlan(g: GeneratedPolicy, rng: Rng, L: Ledger): Plan {
  const t = g.truth;
  const truth = cloneTruth(t);
  const look = pickLook(rng);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const d = (iso: string) => dateText(iso, look.ds);

  // Manufactured-home policy numbers often carry the program's prefix.
  if (rng.chance(0.5))
    truth.policyNumber = rng.pick([
      () => `MH${digits(rng, 8)}`,
      () => `MHO ${digits(rng, 7)}`,
      () => `${digits(rng, 3)}-MH-${digits(rng, 6)}`,
      () => `${rng.pick(["MHP", "MH3"])}-${digits(rng, 6)}-${digits(rng, 2)}`,
    ])();

  // The home on its park lot; the owner's mail goes there, to a PO box, or elsewhere.
  const { park, address: lot } = parkLocation(rng, dwellingAddress(t)!);
  truth.properties = [{ type: "dwelling", data: { address: lot } }];
  const mailing = rng.weighted([
    ["lot", 6],
    ["po", 2],
    ["other", 2],
  ] as const);
  truth.address =
    mailing === "lot"
      ? { ...lot }
      : mailing === "po" || t.address.addressLine1 === dwellingAddress(t)!.addressLine1
        ? { ...lot, addressLine1: `${rng.pick(["PO Box", "P.O. Box"])} ${rng.int(10, 9999)}`, addressLine2: null }
        : { ...t.address };

  // A manufactured home's values.
  const A = round(rng.int(28, 190) * 1000, 500);
  const set = (code: string, limit: number) => {
    const c = truth.coverages.find((x) => x.code === code);
    if (c) c.limitPerAccident = limit;
  };
  set("DWELLING", A);
  set("OTHER_STRUCTURES", round(A * rng.pick([0.1, 0.1, 0.05]), 100));
  set("PERSONAL_PROPERTY", round(A * rng.pick([0.3, 0.4, 0.5]), 100));
  set("LOSS_OF_USE", round(A * rng.pick([0.1, 0.2]), 100));
  set("PERSONAL_LIABILITY", rng.pick([25000, 50000, 100000, 100000, 300000]));
  set("MEDICAL_PAYMENTS", rng.pick([500, 1000, 1000, 2000, 5000]));
  const dwelling = truth.coverages.find((c) => c.code === "DWELLING")!;
  dwelling.deductible = rng.pick([250, 500, 500, 1000, 1000, 2500]);

  // The lenders: manufactured-home lenders, named as the page's role words name them.
  const family = rng.chance(0.65) ? "lienholder" : "mortgagee";
  const loanPrinted = rng.chance(0.9);
  const lenders = rng.shuffle(MH_LENDERS).slice(0, t.thirdParties.length);
  truth.thirdParties = lenders.map((l, i): TruthParty => ({
    type: family,
    name: l.name,
    address: lenderAddress(rng, l),
    loanNumber:
      loanPrinted && t.thirdParties[i].loanNumber
        ? rng.pick([digits(rng, 9), `${digits(rng, 3)}-${digits(rng, 7)}`, `MH${digits(rng, 8)}`, digits(rng, 12)])
        : null,
  }));

  const P = basePlan(g, rng, truth, look, L);
  P.form = [rng.pick(MHOME.form), rng.pick(MHOME.formValue.home)];
  propertyLines(g, rng, P, L, false);

  // The home's description.
  const H = MHOME.home;
  const builder = rng.pick(BUILDERS);
  const sections = rng.weighted([
    [1, 4],
    [2, 5],
    [3, 1],
  ] as const);
  const year = rng.int(Math.max(1985, g.extras.yearBuilt), 2025);
  const [wd, ln] = rng.pick(SIZES[sections]);
  const sizeText = rng.pick([`${wd} x ${ln}`, `${wd}' x ${ln}'`, `${wd}X${ln}`, `${wd} ft x ${ln} ft`]);
  const base = `${builder.code}${digits(rng, 6)}${lot.state}`;
  const halves = "ABC".slice(0, sections).split("");
  const serial =
    sections === 1
      ? base
      : rng.chance(0.5)
        ? halves.map((h) => `${base}${h}`).join(" / ")
        : `${base}${halves.join("")}`;
  const hudStart = Number(digits(rng, 7)) || 1000001;
  const hud = halves.map((_, i) => `${builder.hud}${String(hudStart + i).padStart(7, "0")}`).join(", ");
  const model = `${rng.pick(MODELS)}${rng.chance(0.4) ? ` ${rng.int(24, 46)}${rng.int(10, 99)}${rng.pick(["A", "B", ""])}` : ""}`;
  P.describeHead = rng.pick(H.head);
  const describe: [string, string][] = [
    [rng.pick(H.year), String(year)],
    [rng.pick(H.maker), U(builder.name)],
    [rng.pick(H.model), U(model)],
    [rng.pick(H.size), sizeText],
    [rng.pick(H.serial), serial],
    [rng.pick(H.hud), hud],
    [rng.pick(H.sections), rng.chance(0.5) ? String(sections) : rng.pick(MHOME.sectionWord[sections])],
    [rng.pick(H.tiedown), rng.pick(MHOME.yes)],
  ];
  if (rng.chance(0.5)) describe.push([rng.pick(H.skirting), rng.pick(MHOME.skirtValues)]);
  if (rng.chance(0.4)) describe.push([rng.pick(H.roof), rng.pick(MHOME.roofValues)]);
  if (rng.chance(0.35))
    describe.push([
      rng.pick(H.purchase),
      d(
        `${rng.int(Math.max(year, 2000), 2024)}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
      ),
    ]);
  P.describe = describe;

  const Lc = MHOME.location;
  P.locationHead = rng.pick(Lc.head);
  P.location = parkLines(rng, park, lot, look.upper);
  P.locationFacts = [
    [rng.pick(Lc.type), rng.pick(Lc.typeValue)],
    [rng.pick(Lc.occupancy), rng.pick(mailing === "other" ? Lc.awayValue : Lc.occupancyValue)],
    ...(rng.chance(0.5) ? ([[rng.pick(["Protection Class", "PC"]), String(rng.int(1, 9))]] as [string, string][]) : []),
  ];

  // Deductibles: all perils, and a wind/hail one as a share of Coverage A or a flat amount.
  P.deductibles = [[rng.pick(MHOME.aop), amt(look, dwelling.deductible)]];
  const pct = g.extras.windHailPercent;
  if (pct)
    P.deductibles.push([
      rng.pick(MHOME.wind),
      fill(rng.pick(MHOME.windValue), { p: String(pct), x: amt(look, Math.round((A * pct) / 100)) }),
    ]);
  else if (rng.chance(0.3))
    P.deductibles.push([
      rng.pick(MHOME.wind),
      fill(rng.pick(MHOME.windFlat), { x: amt(look, rng.pick([1000, 2500])) }),
    ]);

  P.interestsHead = rng.pick(MHOME.interestsHead[family]);
  interestsOf(rng, P, rng.pick(MHOME.role[family]) as [string, string]);
  return P;
}

// ---------------------------------------------------------------- a condominium unit in the house style

function condoPlan(g: GeneratedPolicy, rng: Rng, L: Ledger): Plan {
  const t = g.truth;
  const truth = cloneTruth(t);
  const look = pickLook(rng);
  const loanPrinted = rng.chance(0.9);
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const P = basePlan(g, rng, truth, look, L);
  P.form = [rng.pick(MHOME.form), rng.pick(MHOME.formValue.condo)];
  propertyLines(g, rng, P, L, true);
  const Un = MHOME.unit;
  P.locationHead = rng.pick(Un.head);
  P.location = addressLines(dwellingAddress(t)!, rng, look.upper);
  P.locationFacts = [
    [rng.pick(Un.construction), rng.pick(Un.constructionValues)],
    [rng.pick(Un.built), String(g.extras.yearBuilt)],
    [rng.pick(Un.stories), String(rng.int(2, 14))],
    [rng.pick(Un.occupancy), rng.pick(Un.occupancyValue)],
  ];
  const A = truth.coverages.find((c) => c.code === "DWELLING")!;
  P.deductibles = [[rng.pick(MHOME.aop), amt(look, A.deductible!)]];
  if (g.extras.windHailPercent)
    P.deductibles.push([
      rng.pick(MHOME.wind),
      fill(rng.pick(MHOME.windValue), {
        p: String(g.extras.windHailPercent),
        x: amt(look, Math.round((A.limitPerAccident! * g.extras.windHailPercent) / 100)),
      }),
    ]);
  P.interestsHead = rng.pick(MHOME.interestsHead.mortgagee);
  interestsOf(rng, P, rng.pick(MHOME.role.mortgagee) as [string, string]);
  return P;
}

// ---------------------------------------------------------------- a personal auto policy in the house style

function autoPlan(g: GeneratedPolicy, rng: Rng, L: Ledger): Plan {
  const t = g.truth;
  const truth = cloneTruth(t);
  const look = pickLook(rng);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const loanPrinted = rng.chance(0.85);
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const P = basePlan(g, rng, truth, look, L);
  const vehicles = vehicleList(g);
  P.describeHead = rng.pick(MHOME.vehicles.head);
  const s = look.upper ? 1 : 0;
  P.vehicles = {
    head: MHOME.vehicles.cols[s],
    rows: vehicles.map((v, k) => [
      String(k + 1),
      String(v.year),
      U(v.make),
      U(`${v.model}${v.trim ? ` ${v.trim}` : ""}`),
      v.vin,
    ]),
  };
  const per = MHOME.person[look.set];
  const acc = MHOME.accident[look.set];
  const ded = MHOME.dedWord[look.set];
  const order = ["BI", "PD", "CSL", "UMBI", "UIMBI", "UMPD", "MEDPAY"];
  const sum = (c: TruthCoverage) => L.coverage.get(c)!.reduce((x, y) => x + y, 0);
  for (const c of [...t.coverages]
    .filter((x) => !x.vin)
    .sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code))) {
    const limit =
      c.limitPerPerson !== null
        ? `${amt(look, c.limitPerPerson)} ${per} / ${amt(look, c.limitPerAccident!)} ${acc}`
        : `${amt(look, c.limitPerAccident!)} ${c.code === "MEDPAY" ? per : acc}${c.deductible !== null ? `, ${amt(look, c.deductible)} ${ded}` : ""}`;
    P.lines.push({ name: U(MHOME.cov[c.code][look.set]), limit, premium: money(sum(c)) });
  }
  vehicles.forEach((v, k) => {
    for (const code of ["COMP", "COLL"]) {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      if (c)
        P.lines.push({
          name: U(fill(MHOME.cov[code][look.set], { n: String(k + 1) })),
          limit: `${amt(look, c.deductible!)} ${ded}`,
          premium: money(L.coverage.get(c)![k]),
        });
    }
  });
  P.optional = g.extras.optional.map((o, j) => ({
    name: U(o.label),
    limit: o.limit,
    premium: money(L.optional[j].reduce((x, y) => x + y, 0)),
  }));
  P.interestsHead = rng.pick(MHOME.interestsHead.auto);
  const isaoa = rng.pick(MHOME.isaoa);
  P.interests = truth.thirdParties.map((p) => {
    const k = vehicles.findIndex((v) => v.vin === p.vin);
    return {
      role: `${rng.pick(MHOME.autoRole[p.type === "lessor" ? "lessor" : "lienholder"])} - Veh ${k + 1}`,
      lines: [U(p.name + isaoa), ...addressLines(p.address, rng, look.upper)],
      loan: p.loanNumber ?? "",
    };
  });
  return P;
}

// ---------------------------------------------------------------- arrangements

function letterhead(w: Writer, g: GeneratedPolicy, rng: Rng, P: Plan): void {
  const brand = P.look.upper ? g.extras.brand.toUpperCase() : g.extras.brand;
  formHalves(
    w,
    0.5,
    (ww) => {
      const size = fitWidth(ww, brand, { bold: true, size: ww.size * rng.pick([1.7, 2.1]) }, ww.right - ww.left - 6);
      ww.put(brand, ww.left, ww.y + size, { bold: true, size });
      ww.y += size * 1.3;
      for (const l of carrierAddress(rng)) ww.line(l, { size: ww.size * 0.75 });
    },
    (ww) => {
      for (const l of ww.wrap(P.title, { bold: true, size: ww.size * 1.15 }))
        ww.line(l, { bold: true, size: ww.size * 1.15 });
      ww.line(P.program, { size: ww.size * 0.9 });
      ww.line(`${P.transaction} - ${P.issued[0]} ${P.issued[1]}`, { size: ww.size * 0.85 });
    },
  );
  w.gap(6);
}

function finish(w: Writer, P: Plan): void {
  w.gap(4);
  w.ensure(w.size * 4);
  w.line(P.formsHead, { bold: true, size: w.size * 0.9 });
  for (const f of P.forms) w.line(f, { size: w.size * 0.8 });
  w.gap(3);
  w.paragraph(P.notice, { size: w.size * 0.75 });
  const left = P.naicText ? `${P.footer}  |  ${P.naicText}` : P.footer;
  footers(
    w,
    () => left,
    (n, m) => fill(P.pageWord, { n: String(n), m: String(m) }),
  );
}

function interestBlock(P: Plan, b: Interest) {
  return (ww: Writer) => {
    ww.line(b.role, { bold: true, size: ww.size * 0.85 });
    for (const l of b.lines) for (const x of ww.wrap(l)) ww.line(x);
    if (b.loan) ww.line(`${P.loanLabel}: ${b.loan}`);
  };
}

/** Ruled boxes: a captioned strip, insured beside agent, the home as captioned cells, ruled tables. */
function boxed(w: Writer, g: GeneratedPolicy, rng: Rng, P: Plan): string {
  letterhead(w, g, rng, P);
  const strip: Box[] = [
    { label: P.number[0], lines: [P.number[1]], at: 0, width: 0.24, style: { bold: true } },
    { label: P.period[0], lines: [P.period[1], P.period[2]], at: 0.24, width: 0.42 },
    {
      label: P.company[0],
      lines: [P.company[1], ...(P.naicText ? [P.naicText] : [])],
      at: 0.66,
      width: 0.34,
      style: { size: w.size * 0.85 },
    },
  ];
  boxRow(w, strip);
  formHalves(
    w,
    0.55,
    (ww) => boxRow(ww, [{ label: P.insuredLabel, lines: [...P.names, ...P.mail], at: 0, width: 1 }], { minLines: 4 }),
    (ww) => boxRow(ww, [{ label: P.agentLabel, lines: P.agent, at: 0, width: 1 }], { minLines: 4 }),
  );
  if (P.form) boxRow(w, [{ label: P.form[0], lines: [P.form[1]], at: 0, width: 1 }]);
  w.gap(4);

  if (P.vehicles) {
    const vc: RCol[] = [{ width: 0.07 }, { width: 0.09 }, { width: 0.2 }, { width: 0.32 }, { width: 0.32 }];
    const rows: RRow[] = P.vehicles.rows.map((r) => ({ cells: r.map((c) => [c]) }));
    const size = fitSize(w, vc, rows, w.size * 0.92) ?? w.size * 0.8;
    titledBox(w, P.describeHead, (ww) => ruledTable(ww, vc, [P.vehicles!.head.map((h) => [h])], rows, size));
  } else if (P.describe.length) {
    // The home's facts as a grid of captioned cells, four to a row.
    const cells = P.describe;
    const per = 4;
    titledBox(w, P.describeHead, (ww) => {
      for (let i = 0; i < cells.length; i += per) {
        const rowCells = cells.slice(i, i + per);
        const wide = rowCells.length < per ? 1 / rowCells.length : 1 / per;
        boxRow(
          ww,
          rowCells.map(([label, value], k) => ({ label, lines: [value], at: k * wide, width: wide })),
          { captionScale: 0.7 },
        );
      }
    });
  }
  if (P.location.length) {
    w.gap(3);
    const facts = P.locationFacts.map(([k, v]) => `${k}: ${v}`).join("   |   ");
    titledBox(w, P.locationHead, (ww) => {
      for (const l of P.location) for (const x of ww.wrap(l, { bold: true })) ww.line(x, { bold: true });
      ww.paragraph(facts, { size: ww.size * 0.85 });
    });
  }
  w.gap(3);

  const withPremium = P.showPremiums;
  const rc: RCol[] = withPremium
    ? [{ width: 0.48 }, { width: 0.34, align: "r" }, { width: 0.18, align: "r" }]
    : [{ width: 0.55 }, { width: 0.45, align: "r" }];
  const head = [P.colHeads.slice(0, withPremium ? 3 : 2).map((h) => [h])];
  const rows: RRow[] = P.lines.map((l) => ({
    cells: withPremium ? [[l.name], [l.limit], [l.premium]] : [[l.name], [l.limit]],
  }));
  titledBox(w, P.coverageHead, (ww) => ruledTable(ww, rc, head, rows, ww.size * 0.93));
  w.gap(3);
  if (P.deductibles.length) {
    titledBox(w, P.dedHead, (ww) => pairs(ww, P.deductibles, 0.4));
    w.gap(3);
  }
  if (P.optional.length) {
    const orows: RRow[] = P.optional.map((o) => ({
      cells: withPremium ? [[o.name], [o.limit], [o.premium]] : [[o.name], [o.limit]],
    }));
    titledBox(w, P.optionalHead, (ww) => ruledTable(ww, rc, head, orows, ww.size * 0.93));
    w.gap(3);
  }
  titledBox(w, P.interestsHead, (ww) => {
    if (!P.interests.length) return ww.line(P.none);
    if (P.interests.length === 1) interestBlock(P, P.interests[0])(ww);
    else
      for (let i = 0; i < P.interests.length; i += 2)
        ww.columns([
          interestBlock(P, P.interests[i]),
          P.interests[i + 1] ? interestBlock(P, P.interests[i + 1]) : () => {},
        ]);
  });
  w.gap(3);
  titledBox(w, P.premiumHead, (ww) => {
    pairs(ww, P.premium.slice(0, -1), 0.6);
    pairs(ww, P.premium.slice(-1), 0.6, { bold: true });
    for (const n of P.premiumNotes) ww.paragraph(n, { size: ww.size * 0.8 });
  });
  finish(w, P);
  return "boxed";
}

/** Two columns of bold label / value pairs under ruled headings. */
function twoColumn(w: Writer, g: GeneratedPolicy, rng: Rng, P: Plan): string {
  const brand = P.look.upper ? g.extras.brand.toUpperCase() : g.extras.brand;
  const big = fitWidth(w, brand, { bold: true, size: w.size * 1.8 }, (w.right - w.left) * 0.5);
  w.ensure(big * 3);
  w.put(brand, w.left, w.y + big, { bold: true, size: big });
  const ts = { bold: true, size: fitWidth(w, P.title, { bold: true, size: w.size * 1.1 }, (w.right - w.left) * 0.48) };
  w.put(P.title, w.right - w.width_(P.title, ts), w.y + big, ts);
  w.y += big * 1.35;
  w.line(`${P.program}  -  ${P.transaction}`, { size: w.size * 0.85 });
  hrule(w, 1.2, 6);
  const small: TextStyle = { size: w.size * 0.92 };
  const heading = (ww: Writer, s: string) => {
    ww.line(s, { bold: true, size: ww.size * 1.02 });
    hrule(ww, 0.6, 3);
  };
  const policyItems: [string, string][] = [
    P.number,
    [P.period[0], `${P.period[1]} (${P.period[2]})`],
    P.issued,
    [P.company[0], P.company[1]],
    ...(P.naic ? [P.naic] : []),
    ...(P.form ? [P.form] : []),
  ];
  const insuredItems: [string, string][] = [
    [rng.pick(MHOME.insuredShort), P.names.join(" & ")],
    [P.mailLabel, P.mail.join(", ")],
    [P.agentLabel, `${P.agent[0]}, ${P.agent[P.agent.length - 2]}`],
  ];
  const swap = rng.chance(0.3);
  const info = (ww: Writer) => {
    heading(ww, rng.pick(MHOME.policyInfo));
    pairs(ww, policyItems, 0.38, small);
  };
  const who = (ww: Writer) => {
    heading(ww, P.insuredLabel);
    pairs(ww, insuredItems, 0.38, small);
  };
  w.columns(swap ? [who, info] : [info, who], 20);
  w.gap(6);

  if (P.vehicles) {
    heading(w, P.describeHead);
    for (const r of P.vehicles.rows)
      w.paragraph(`${P.vehicles.head[0]} ${r[0]}:  ${r[1]} ${r[2]} ${r[3]}   ${P.vehicles.head[4]} ${r[4]}`, small);
  } else if (P.describe.length) {
    heading(w, P.describeHead);
    const half = Math.ceil(P.describe.length / 2);
    w.columns(
      [
        (ww) => pairs(ww, P.describe.slice(0, half), 0.42, small),
        (ww) => pairs(ww, P.describe.slice(half), 0.42, small),
      ],
      20,
    );
  }
  if (P.location.length) {
    w.gap(4);
    heading(w, P.locationHead);
    w.columns(
      [
        (ww) => {
          for (const l of P.location)
            for (const x of ww.wrap(l, { ...small, bold: true })) ww.line(x, { ...small, bold: true });
        },
        (ww) => pairs(ww, P.locationFacts, 0.45, small),
      ],
      20,
    );
  }
  w.gap(6);

  // Coverages on the left; deductibles and premium on the right.
  const covItems: [string, string][] = P.lines.map((l) => [
    l.name,
    P.showPremiums ? `${l.limit}   ${l.premium}` : l.limit,
  ]);
  const optItems: [string, string][] = P.optional.map((o) => [
    o.name,
    P.showPremiums ? `${o.limit}   ${o.premium}` : o.limit,
  ]);
  const left = (ww: Writer) => {
    heading(ww, P.coverageHead);
    pairs(ww, covItems, 0.5, small);
    if (optItems.length) {
      ww.gap(4);
      heading(ww, P.optionalHead);
      pairs(ww, optItems, 0.5, small);
    }
  };
  const right = (ww: Writer) => {
    if (P.deductibles.length) {
      heading(ww, P.dedHead);
      pairs(ww, P.deductibles, 0.45, small);
      ww.gap(6);
    }
    heading(ww, P.premiumHead);
    pairs(ww, P.premium.slice(0, -1), 0.6, small);
    pairs(ww, P.premium.slice(-1), 0.6, { ...small, bold: true });
    for (const n of P.premiumNotes)
      for (const x of ww.wrap(n, { size: ww.size * 0.78 })) ww.line(x, { size: ww.size * 0.78 });
  };
  w.columns([left, right], 22);
  w.gap(6);
  heading(w, P.interestsHead);
  if (!P.interests.length) w.line(P.none, small);
  else
    for (let i = 0; i < P.interests.length; i += 2)
      w.columns(
        [interestBlock(P, P.interests[i]), P.interests[i + 1] ? interestBlock(P, P.interests[i + 1]) : () => {}],
        20,
      );
  finish(w, P);
  return "two-column";
}

/** Banded sections: filled bars over "Label   value" lines and dotted coverage leaders. */
function banded(w: Writer, g: GeneratedPolicy, rng: Rng, P: Plan): string {
  letterhead(w, g, rng, P);
  const vx = (w.right - w.left) * 0.3;
  const lab: TextStyle = { bold: true, size: w.size * 0.9 };
  const kv = (label: string, values: string[]) => w.kv(label, values, vx, lab);
  sectionBar(w, rng.pick(MHOME.policyInfo));
  kv(P.number[0], [P.number[1]]);
  kv(P.period[0], [P.period[1], P.period[2]]);
  kv(P.company[0], [P.company[1], ...(P.naicText ? [P.naicText] : [])]);
  if (P.form) kv(P.form[0], [P.form[1]]);
  kv(P.insuredLabel, [...P.names, ...P.mail]);
  kv(P.agentLabel, P.agent.slice(0, 2));
  w.gap(3);
  if (P.vehicles) {
    sectionBar(w, P.describeHead);
    P.vehicles.rows.forEach((r) =>
      kv(`${P.vehicles!.head[0]} ${r[0]}`, [`${r[1]} ${r[2]} ${r[3]}`, `${P.vehicles!.head[4]}: ${r[4]}`]),
    );
  } else if (P.describe.length) {
    sectionBar(w, P.describeHead);
    for (const [k, v] of P.describe) kv(k, [v]);
  }
  if (P.location.length) {
    w.gap(3);
    sectionBar(w, P.locationHead);
    kv(rng.pick(["Address", "Located at", "Premises"]), P.location);
    for (const [k, v] of P.locationFacts) kv(k, [v]);
  }
  w.gap(3);
  sectionBar(w, P.coverageHead);
  const st: TextStyle = { size: w.size * 0.95 };
  for (const l of P.lines)
    leaderLine(w, { label: l.name, middle: l.limit, right: P.showPremiums ? l.premium : "" }, 0.45, 70, st);
  for (const o of P.optional)
    leaderLine(w, { label: o.name, middle: o.limit, right: P.showPremiums ? o.premium : "" }, 0.45, 70, st);
  if (P.deductibles.length) {
    w.gap(3);
    sectionBar(w, P.dedHead);
    for (const [k, v] of P.deductibles) kv(k, [v]);
  }
  w.gap(3);
  sectionBar(w, P.interestsHead);
  if (!P.interests.length) w.line(P.none);
  for (const b of P.interests) kv(b.role, [...b.lines, ...(b.loan ? [`${P.loanLabel} ${b.loan}`] : [])]);
  w.gap(3);
  sectionBar(w, P.premiumHead);
  for (const [k, v] of P.premium.slice(0, -1)) leaderLine(w, { label: k, middle: "", right: v }, 0.5, 80, st);
  leaderLine(
    w,
    { label: P.premium[P.premium.length - 1][0], middle: "", right: P.premium[P.premium.length - 1][1] },
    0.5,
    80,
    {
      ...st,
      bold: true,
    },
  );
  for (const n of P.premiumNotes) w.paragraph(n, { size: w.size * 0.8 });
  finish(w, P);
  return "banded";
}

export const manufacturedHomeDeclarations: KindFn = (w, g, rng) => {
  const L = ledger(g, rng);
  const kind = g.truth.type;
  const P = kind === "auto" ? autoPlan(g, rng, L) : kind === "condo" ? condoPlan(g, rng, L) : homePlan(g, rng, L);
  const arrangement = rng.pick([boxed, twoColumn, banded]);
  const name = arrangement(w, g, rng, P);
  const variant = [
    kind === "home" ? "manufactured" : kind,
    name,
    P.showPremiums ? "premiums" : "limits-only",
    P.truth.thirdParties[0]?.type ?? "no-interest",
  ].join("-");
  return { truth: P.truth, variant, title: `${P.title} - ${P.truth.policyNumber}` };
};
