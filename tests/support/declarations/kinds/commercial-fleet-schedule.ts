import {
  addMonths,
  makeVin,
  type GeneratedPolicy,
  type TruthAddress,
  type TruthCoverage,
  type TruthParty,
  type TruthPolicy,
} from "../policy";
import type { Rng } from "../random";
import { AUTO_LENDERS, PLACES, STREET_NAMES, type Lender } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  fromCents,
  hrule,
  ledger,
  putRight,
  row,
  sideBySide,
  toCents,
  vehicleList,
  type Col,
  type KindFn,
  type KindResult,
  digits,
} from "./common";
import { boxRow, dateText, fill, pickDateStyle, type AnyDateStyle, sectionHeading } from "./forms";
import { fitColumns } from "./fitted-columns";
import { footers, ruledTable, type RRow } from "./ruled";

// Imitates the declarations of a small business's commercial auto policy (the ISO Business Auto
// declarations CA DS 03 as Travelers, Nationwide, Progressive Commercial, Erie and the regional
// mutuals print it, and the agency-system "fleet schedule" that follows them): the named insured
// is a business, an LLC or a corporation, often with a trade name ("d/b/a", "T/A") and a form of
// business, at the business's own mailing address; the policy is annual and numbered as a business
// auto policy ("BA 1234567", "CAP ..."); the liability is a combined single limit for each
// accident or split limits ("250/500/100" on some pages); the coverages carry covered-auto symbols
// (1 = any auto, 2 = owned autos, 7 = specifically described autos, 8 = hired, 9 = non-owned) in
// a schedule with their total premiums; and most of the page is the schedule of covered autos: 3
// to 8 units, each row with a unit number, the year, make and model (one column, separate columns,
// or stacked over the VIN), the VIN, the garaging ZIP or town, the unit's own symbols, its own
// comprehensive and collision deductibles ("--" for liability-only units and trailers), and on
// some pages a class code, a stated amount / cost new and the unit's premium. The units are pickup
// trucks, cargo vans, box trucks and an occasional trailer; several are financed by different
// lenders or leased (Enterprise FM Trust, Penske), others by nobody. The loss payee of each unit is
// either a column of the grid (name, address, loan or lease number in the cell) or a separate
// "Loss Payees" schedule keyed by unit number (a table, lines, or grouped by lender: "Units 2, 5").
// Column order, header style (stacked two-line heads, single-line, capitals), ruled or open grid,
// the heading (letterhead, boxed form, or ISO "ITEM ONE / ITEM TWO ..." numbering) and where the
// premium is (in the heading box or a summary at the end) vary by seed. A home or condo policy gets
// the same house style for a business-owned dwelling: an LLC as named insured, a premises schedule
// keyed by location and building, and the mortgagee in the schedule or keyed to "Loc 1 / Bldg 1".
// THE TRUTH: the business (legal name only, as the insured's last name with no first name; an
// owner or an affiliate named as an additional named insured is a secondary insured), the
// business's mailing address, every unit's VIN, year, make and model, the liability, UM, UIM, med
// pay and each unit's comprehensive and collision deductibles, each unit's lienholder or lessor
// with its address and loan / lease number, the annual term, the total policy premium. NOT TRUTH
// (distractors): the trade name, the garaging ZIPs, symbols, class codes, stated amounts, unit and
// coverage premiums, hired / non-owned autos and PIP, the prior policy number, the producer.

export const FLEET = {
  title: [
    "BUSINESS AUTO DECLARATIONS",
    "Commercial Auto Policy Declarations",
    "COMMERCIAL AUTOMOBILE DECLARATIONS",
    "Business Auto Coverage Part Declarations",
    "COMMERCIAL AUTO DECLARATIONS AND SCHEDULE OF COVERED AUTOS",
  ],
  homeTitle: {
    home: [
      "COMMERCIAL DWELLING POLICY DECLARATIONS",
      "Dwelling Property Declarations - Business Named Insured",
      "RESIDENTIAL RENTAL PROPERTY DECLARATIONS",
    ],
    condo: [
      "COMMERCIAL UNIT OWNERS DECLARATIONS",
      "Condominium Unit Declarations - Business Named Insured",
      "RENTAL CONDOMINIUM UNIT DECLARATIONS",
    ],
  } as Record<string, string[]>,
  named: ["Named Insured", "NAMED INSURED AND MAILING ADDRESS", "Named Insured & Mailing Address", "Insured"],
  dba: ["DBA", "d/b/a", "dba", "T/A"],
  entity: ["Form of Business:", "Entity Type:", "Business Type:"],
  entityKind: {
    llc: ["Limited Liability Company", "LLC"],
    corp: ["Corporation", "Corp."],
  },
  additional: ["Additional Named Insured:", "Also Named Insured:", "Other Named Insured(s):"],
  policyNo: ["Policy Number", "Policy No.", "POLICY NUMBER", "Policy #"],
  period: ["Policy Period", "POLICY PERIOD", "Term"],
  periodText: [
    "From {a} to {b}",
    "{a} to {b}",
    "{a} - {b}",
    "From {a} To {b} at 12:01 A.M. Standard Time at your mailing address",
  ],
  issued: ["Date Issued", "Issue Date", "Processed"],
  renewalOf: ["Renewal of", "Replaces Policy", "Prior Policy"],
  company: ["Insurance Company", "Company", "Issuing Company", "Insurer"],
  naic: ["NAIC", "NAIC Code", "NAIC #"],
  producer: ["Producer", "Agent", "Agency"],
  audit: ["Audit Period: Annual", "Premium Basis: Per Unit", "Auditable: No", "Rating State: {st}"],
  items: ["ITEM ONE", "ITEM TWO", "ITEM THREE", "ITEM FOUR", "ITEM FIVE"],
  itemsAlt: ["Item 1.", "Item 2.", "Item 3.", "Item 4.", "Item 5."],
  section: {
    named: ["NAMED INSURED AND MAILING ADDRESS", "Named Insured and Address"],
    coverages: [
      "SCHEDULE OF COVERAGES AND COVERED AUTOS",
      "Coverages, Limits and Covered Auto Symbols",
      "LIABILITY AND PHYSICAL DAMAGE COVERAGES",
      "Coverage Summary",
    ],
    autos: [
      "SCHEDULE OF COVERED AUTOS YOU OWN",
      "Vehicle Schedule",
      "FLEET SCHEDULE",
      "Schedule of Owned Autos",
      "Described Autos",
    ],
    payees: [
      "LOSS PAYEES",
      "Schedule of Loss Payees",
      "LOSS PAYEE / LIENHOLDER SCHEDULE",
      "Additional Interests - Loss Payees and Lessors",
    ],
    premium: ["PREMIUM SUMMARY", "Premium", "Policy Premium"],
    forms: ["FORMS AND ENDORSEMENTS", "Forms Applicable", "Forms and Endorsements Made Part of This Policy"],
    premises: ["SCHEDULE OF PREMISES", "Described Locations", "LOCATION SCHEDULE"],
    homeCov: ["COVERAGES AND LIMITS BY LOCATION", "Coverage Schedule", "PROPERTY AND LIABILITY COVERAGES"],
    mortgagees: ["MORTGAGEE SCHEDULE", "Mortgagees / Loss Payees", "ADDITIONAL INTERESTS"],
  },
  covHead: [
    ["Coverage", "Covered Auto Symbol", "Limit", "Premium"],
    ["Coverages", "Symbol(s)", "Limit of Insurance", "Premium"],
    ["COVERAGE", "SYM", "LIMITS", "PREMIUM"],
  ],
  cov: {
    CSL: ["Covered Autos Liability", "Liability (Combined Single Limit)", "Auto Liability - CSL"],
    SPLIT: ["Liability (BI/PD)", "Auto Liability - Split Limits", "Covered Autos Liability"],
    BI: ["Bodily Injury Liability", "Liability - Bodily Injury", "BI Liability"],
    PD: ["Property Damage Liability", "Liability - Property Damage", "PD Liability"],
    UMBI: ["Uninsured Motorists", "Uninsured Motorist BI", "UM"],
    UIMBI: ["Underinsured Motorists", "Underinsured Motorist BI", "UIM"],
    UMPD: ["Uninsured Motorists Property Damage", "UM Property Damage", "UMPD"],
    MEDPAY: ["Medical Payments", "Auto Medical Payments", "Med Pay"],
    PIP: ["Personal Injury Protection", "PIP", "Personal Injury Protection (No-Fault)"],
    COMP: ["Comprehensive", "Comprehensive (Other Than Collision)", "Comp"],
    COLL: ["Collision", "Collision Coverage", "Coll"],
    HIRED: ["Hired Auto Liability", "Hired Autos Liability", "Hired Car Liability"],
    NONOWNED: ["Non-Owned Auto Liability", "Non-Ownership Liability", "Employer's Non-Owned Auto"],
  } as Record<string, string[]>,
  eachAccident: ["Each Accident", "each accident", "Per Accident"],
  eachPerson: ["Each Person", "each person", "Per Person"],
  perInsured: ["Each Insured", "each insured", "Per Person"],
  cslWord: ["Combined Single Limit", "CSL", "Each Accident"],
  pdText: [
    "Actual Cash Value or Cost of Repair, whichever is less, minus the deductible shown for each covered auto",
    "ACV less deductible - see Schedule of Covered Autos",
    "See schedule for deductible by auto",
  ],
  statutory: ["Statutory", "Separately stated in each PIP endorsement", "See PIP Endorsement"],
  ifAny: ["If Any", "Included", "Incl."],
  otherEndorsements: ["Other Endorsements", "Additional Coverages (see forms)", "Endorsement Premium"],
  incl: ["Included", "Incl.", "INCL"],
  hiredLimit: ["Included", "Same as Covered Autos Liability", "Incl."],
  legend: [
    "Covered auto symbols: 1 = Any Auto; 2 = Owned Autos Only; 5 = Owned Autos Subject to No-Fault; 6 = Owned Autos Subject to a Compulsory UM Law; 7 = Specifically Described Autos; 8 = Hired Autos Only; 9 = Non-owned Autos Only.",
    "Symbols: 1 Any Auto, 2 Owned Autos, 7 Described Autos, 8 Hired Autos, 9 Non-Owned Autos",
  ],
  codeLegend: [
    "Coverage codes: L = Liability, UM = Uninsured Motorists, MP = Medical Payments, PIP = Personal Injury Protection, C = Comprehensive, CL = Collision.",
    "L Liability / UM Uninsured Motorists / MP Med Pay / PIP / C Comprehensive / CL Collision",
  ],
  heads: {
    unit: [["Unit"], ["Auto", "No."], ["Veh", "#"], ["Unit", "No."]],
    desc: [["Year / Make / Model"], ["Year, Make, Model"], ["Description"]],
    stacked: [["Year / Make / Model", "VIN"], ["Description", "Vehicle ID No."], ["Vehicle / Serial No."]],
    year: [["Year"], ["Yr"], ["Model", "Year"]],
    make: [["Make"], ["Trade Name"], ["Mfr"]],
    model: [["Model"], ["Model / Body"], ["Model"]],
    vin: [["VIN"], ["Vehicle ID No."], ["Serial No. / VIN"]],
    zip: [["Garage", "ZIP"], ["Garaging ZIP"], ["Gar.", "Zip"]],
    garage: [["Garaging Location"], ["Town & State", "Where Garaged"], ["Principal", "Garaging"]],
    sym: [["Cov", "Sym"], ["Symbols"], ["Coverage", "Symbols"]],
    codes: [["Coverages"], ["Cov", "Codes"], ["Coverages", "Applying"]],
    comp: [
      ["Comp", "Ded"],
      ["OTC", "Ded"],
      ["Comprehensive", "Deductible"],
    ],
    coll: [
      ["Coll", "Ded"],
      ["Collision", "Ded"],
      ["Collision", "Deductible"],
    ],
    both: [
      ["Comp / Coll", "Ded"],
      ["Phys Dam", "Deductibles"],
      ["Deductibles", "OTC / Coll"],
    ],
    cls: [["Class"], ["Class", "Code"], ["Rating", "Class"]],
    cost: [
      ["Cost", "New"],
      ["Stated", "Amount"],
      ["Orig.", "Cost New"],
    ],
    lien: [["Lienholder / Loss Payee"], ["Loss Payee"], ["Lienholder"], ["Interest"]],
    prem: [["Unit", "Premium"], ["Premium"], ["Total"]],
  },
  noPD: ["--", "Not Covered", "N/C", "None", "Excl"],
  none: ["None", "--", "", "N/A"],
  lessorTag: [" (Lessor)", " - Lessor", " (Lessor/AI)"],
  loan: ["Loan #", "Loan No.", "Acct", "Contract #"],
  lease: ["Lease #", "Contract #", "Lease No."],
  mortgageLoan: ["Loan #", "Loan No.", "Loan Number"],
  payeeHead: [
    ["Unit", "Interest", "Name and Address", "Loan / Contract No."],
    ["Auto No.", "Type", "Loss Payee", "Account No."],
    ["Veh", "Role", "Name / Address", "Reference"],
  ],
  role: {
    lienholder: ["Loss Payee", "Lienholder", "Lender Loss Payee"],
    lessor: ["Lessor", "Lessor - Additional Insured and Loss Payee", "Lessor/Loss Payee"],
  },
  unitKey: ["Unit {n}", "Auto {n}", "Veh {n}", "Covered Auto No. {n}"],
  unitsKey: ["Units {n}", "Autos {n}", "Covered Autos {n}"],
  payeeClause: [
    "Loss Payable Clause (CA 99 44) applies to the autos shown.",
    "Lender's loss payable endorsement applies to each unit shown with a loss payee.",
    "",
  ],
  premium: {
    autos: ["Premium - Covered Autos", "Auto Schedule Premium", "Premium for Described Autos"],
    hired: ["Hired / Non-Owned Premium", "Hired and Non-Owned Autos"],
    total: ["TOTAL POLICY PREMIUM", "Total Advance Premium", "Total Annual Premium", "Total Premium"],
    unitTotal: ["Total", "Schedule Total", "TOTAL"],
  },
  outFee: ["{label} of {x} per installment is not included in the premium.", "{label}: {x} (billed separately)"],
  classes: ["01499", "21499", "31499", "7398", "739800", "01099", "21099", "6799", "33499"],
  radius: ["Local", "Interm.", "0-50 mi", "51-200 mi", "Local 50"],
  forms: [
    "CA 00 01 11 20 Business Auto Coverage Form",
    "CA 99 44 10 13 Loss Payable Clause",
    "CA 20 01 11 20 Lessor - Additional Insured and Loss Payee",
    "IL 00 17 11 98 Common Policy Conditions",
    "IL 00 21 09 08 Nuclear Energy Liability Exclusion",
    "CA 23 84 01 15 Exclusion of Terrorism",
    "CA 04 44 10 13 Waiver of Transfer of Rights of Recovery",
    "CA 20 48 10 13 Designated Insured",
  ],
  formId: ["CA DS 03 10 13", "BA-DEC 04 21", "CAD 1000 (01-22)", "CA-DEC 02 24"],
  homeFormId: ["DP-DEC 05 23", "CDP 100 (02-24)", "DL DS 01 10 13"],
  pageNo: ["Page {n} of {m}", "Page {n}", "{n} of {m}"],
  countersign: ["Countersigned by Authorized Representative", "Authorized Representative", "Countersignature"],
  homeNames: {
    DWELLING: ["Coverage A - Dwelling", "Building - Dwelling", "Dwelling"],
    CONDO_A: ["Coverage A - Unit Building Property", "Unit Improvements", "Building Property"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "Other Structures", "Appurtenant Structures"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Owner's Contents", "Personal Property"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "Fair Rental Value", "Loss of Use"],
    PERSONAL_LIABILITY: ["Coverage L - Premises Liability", "Premises Liability", "Personal Liability"],
    MEDICAL_PAYMENTS: ["Coverage M - Medical Payments", "Medical Payments to Others", "Medical Payments"],
  } as Record<string, string[]>,
  premHead: [
    ["Loc", "Bldg", "Address", "Construction", "Prot. Class", "Yr Built", "Occupancy"],
    ["Prem #", "Bldg #", "Location", "Constr.", "PC", "Year", "Occupied By"],
  ],
  construction: ["Frame", "Masonry", "Brick Veneer", "Joisted Masonry", "Masonry Non-Combustible"],
  occupancy: ["Tenant", "Tenant Occupied", "Rental - Annual Lease", "Seasonal Rental"],
  aop: ["All Other Perils Deductible", "Deductible - All Perils", "AOP Deductible"],
  wind: ["Windstorm or Hail Deductible", "Wind/Hail"],
  als: ["Actual Loss Sustained", "ALS"],
  locKey: ["Loc 1 / Bldg 1", "Premises 1, Building 1", "Location 001"],
  mortRole: ["First Mortgagee", "Second Mortgagee"],
};

// ---------------------------------------------------------------- the business

const BASES = [
  "Tri-County",
  "Blue Ridge",
  "Summit",
  "Keystone",
  "Precision",
  "Allied",
  "Cornerstone",
  "Heartland",
  "Northstar",
  "Capital City",
  "Lakeshore",
  "Valley",
  "Red Oak",
  "Ironwood",
];
const TRADES = [
  "Plumbing & Heating",
  "Landscaping",
  "Electric",
  "Construction",
  "Roofing",
  "HVAC Services",
  "Courier Services",
  "Pest Control",
  "Catering",
  "Floor Covering",
  "Excavating",
  "Painting",
  "Mechanical",
  "Tree Service",
  "Cleaning Services",
  "Glass & Mirror",
  "Fence",
  "Appliance Repair",
];
const DBA_TRADES = ["Rooter", "Lawn Pros", "Mobile Glass", "Express", "Home Services", "Comfort Air", "Pro Crew"];
const PROPERTY_WORDS = ["Property Holdings", "Rentals", "Realty", "Investments", "Residential Properties"];

interface Business {
  legal: string;
  dba: string | null;
  kind: "llc" | "corp";
}

function business(rng: Rng, last: string, property: boolean): Business {
  const base = rng.pick([() => last, () => rng.pick(STREET_NAMES), () => rng.pick(BASES)])();
  const kind = rng.chance(property ? 0.8 : 0.55) ? "llc" : "corp";
  const suffix =
    kind === "llc" ? rng.pick([" LLC", ", LLC", " L.L.C."]) : rng.pick([" Inc.", ", Inc.", " Corp.", " Corporation"]);
  const trade = property ? rng.pick(PROPERTY_WORDS) : rng.pick(TRADES);
  const family = !property && base === last && rng.chance(0.4) ? rng.pick([" Brothers", " & Sons"]) : "";
  const legal = `${base}${family} ${trade}${suffix}`;
  const dba = rng.chance(property ? 0.2 : 0.45)
    ? `${rng.pick([...BASES, ...STREET_NAMES])} ${property ? rng.pick(["Rentals", "Homes", "Lofts"]) : rng.pick(DBA_TRADES)}`
    : null;
  return { legal, dba: dba && !legal.startsWith(dba) ? dba : null, kind };
}

function businessAddress(rng: Rng): TruthAddress {
  const place = rng.pick(PLACES);
  const road = rng.pick([
    "Commerce Dr",
    "Industrial Pkwy",
    "Enterprise Way",
    "Business Park Dr",
    "Distribution Way",
    "Progress Blvd",
    "Main St",
    "Technology Dr",
    "Service Rd",
    "Corporate Cir",
  ]);
  return {
    addressLine1: `${rng.int(100, 9899)} ${road}`,
    addressLine2: rng.chance(0.4) ? `${rng.pick(["Suite", "Ste", "Unit", "Bldg"])} ${rng.int(1, 450)}` : null,
    city: place.city,
    state: place.state,
    postalCode: rng.pick(place.zips),
    country: "US",
  };
}

function commercialNumber(rng: Rng): string {
  return rng.pick([
    () => `BA ${digits(rng, 7)}`,
    () => `CA${digits(rng, 8)}`,
    () => `CAP ${digits(rng, 7)}-${digits(rng, 2)}`,
    () => `BAP${digits(rng, 7)}`,
    () => `${digits(rng, 2)}-BA-${digits(rng, 6)}`,
    () => `CPA ${digits(rng, 3)}-${digits(rng, 4)}`,
  ])();
}

// ---------------------------------------------------------------- the fleet

interface WorkModel {
  make: string;
  wmis: string[];
  models: [string, number, number][];
  trims: string[];
  trailer?: boolean;
}

const WORK: WorkModel[] = [
  {
    make: "Ford",
    wmis: ["1FT", "1FD"],
    models: [
      ["F-250 Super Duty", 2012, 2026],
      ["F-350 Super Duty", 2012, 2026],
      ["Transit-250", 2015, 2026],
      ["Transit Connect", 2014, 2023],
      ["E-350", 2012, 2026],
      ["F-150", 2012, 2026],
    ],
    trims: ["XL", "XLT", "Cargo Van", "Cutaway", "Service Body", "Crew Cab 4WD"],
  },
  {
    make: "Chevrolet",
    wmis: ["1GC", "1GB"],
    models: [
      ["Silverado 2500HD", 2012, 2026],
      ["Express 2500", 2012, 2026],
      ["Silverado 1500", 2012, 2026],
      ["Colorado", 2015, 2026],
    ],
    trims: ["WT", "Work Truck", "Cargo", "LT", "Double Cab"],
  },
  {
    make: "Ram",
    wmis: ["3C6", "3C7"],
    models: [
      ["ProMaster 2500", 2014, 2026],
      ["2500", 2012, 2026],
      ["1500", 2012, 2026],
      ["ProMaster City", 2015, 2022],
    ],
    trims: ["Tradesman", "High Roof", "Cargo Van", "SLT"],
  },
  {
    make: "GMC",
    wmis: ["1GT", "1GD"],
    models: [
      ["Sierra 2500HD", 2012, 2026],
      ["Savana 3500", 2012, 2026],
    ],
    trims: ["Pro", "SLE", "Cutaway", "Cargo"],
  },
  {
    make: "Isuzu",
    wmis: ["JAL", "54D"],
    models: [
      ["NPR-HD", 2012, 2026],
      ["NQR", 2012, 2026],
    ],
    trims: ["16' Box", "Stake Body", "Dump", "Reefer"],
  },
  {
    make: "Mercedes-Benz",
    wmis: ["W1Y", "WD3"],
    models: [["Sprinter 2500", 2014, 2026]],
    trims: ["High Roof", "Cargo 144 WB", "Crew"],
  },
  {
    make: "Toyota",
    wmis: ["3TM", "5TF"],
    models: [
      ["Tacoma", 2012, 2026],
      ["Tundra", 2012, 2026],
    ],
    trims: ["SR", "Access Cab", "Double Cab"],
  },
  {
    make: "Nissan",
    wmis: ["1N6", "3N6"],
    models: [
      ["NV200", 2013, 2021],
      ["Frontier", 2012, 2026],
    ],
    trims: ["S", "SV", "Compact Cargo"],
  },
  {
    make: "Big Tex",
    wmis: ["16V"],
    models: [
      ["14GN", 2014, 2025],
      ["70PI", 2014, 2025],
    ],
    trims: ["Gooseneck Dump", "Pipe Top Utility"],
    trailer: true,
  },
  {
    make: "PJ Trailers",
    wmis: ["4P5"],
    models: [["B5", 2014, 2025]],
    trims: ["Dump Trailer", "Utility"],
    trailer: true,
  },
];

const COMMERCIAL_LENDERS: (Lender & { lessor?: boolean })[] = [
  { name: "Wells Fargo Equipment Finance, Inc.", poBox: true, city: "Minneapolis", state: "MN", zip: "55480" },
  { name: "Isuzu Finance of America, Inc.", poBox: false, city: "White Plains", state: "NY", zip: "10601" },
  { name: "Daimler Truck Financial Services USA LLC", poBox: true, city: "Fort Worth", state: "TX", zip: "76161" },
  { name: "U.S. Bank Equipment Finance", poBox: true, city: "Marshall", state: "MN", zip: "56258" },
  { name: "Truist Equipment Finance Corp.", poBox: true, city: "Towson", state: "MD", zip: "21204" },
  { name: "Ameris Bank", poBox: false, city: "Atlanta", state: "GA", zip: "30305" },
  { name: "Enterprise FM Trust", poBox: false, city: "St. Louis", state: "MO", zip: "63105", lessor: true },
  { name: "Penske Truck Leasing Co., L.P.", poBox: false, city: "Reading", state: "PA", zip: "19603", lessor: true },
  { name: "Ryder Truck Rental, Inc.", poBox: false, city: "Miami", state: "FL", zip: "33178", lessor: true },
];

const CONSUMER_OK = new Set([
  "Ally Bank",
  "Ford Motor Credit Company LLC",
  "GM Financial",
  "Toyota Motor Credit Corporation",
  "Nissan Motor Acceptance Company LLC",
  "Truist Bank",
  "Regions Bank",
  "Fifth Third Bank, N.A.",
  "Huntington National Bank",
  "Bank of America, N.A.",
  "Mercedes-Benz Financial Services USA LLC",
  "Navy Federal Credit Union",
]);

function lenderAddress(rng: Rng, l: Lender): TruthAddress {
  return {
    addressLine1: l.poBox
      ? `PO Box ${rng.int(1000, 99999)}`
      : `${rng.int(100, 9999)} ${rng.pick(["Corporate Park Dr", "Market St", "Route 10 West", "Peachtree Rd", "Commerce Pkwy"])}`,
    addressLine2: null,
    city: l.city,
    state: l.state,
    postalCode: l.zip,
    country: "US",
  };
}

interface Unit {
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  trailer: boolean;
  zip: string;
  garage: string;
  cost: number;
  cls: string;
  comp: number | null;
  coll: number | null;
  party: TruthParty | null;
  /** Premium in cents per coverage key ("L", "UM", "MP", "PIP", "C", "CL"). */
  prem: Record<string, number>;
}

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  wholeDollars: boolean;
  heading: "letterhead" | "boxed" | "items";
  bars: boolean;
}

const money = (cents: number, whole: boolean) => dollars(fromCents(cents), { cents: !whole || cents % 100 !== 0 });
const amt = (n: number) => dollars(n, { cents: false });

/** A section heading in the page's style: an ISO item number, a filled bar, or a bold line over a rule. */
function heading(w: Writer, look: Look, item: number | null, title: string, itemWords: string[]): void {
  const word = item !== null ? itemWords[item] : "";
  const text =
    look.heading === "items" && item !== null
      ? `${word}${word.endsWith(".") ? "" : " -"} ${title.toUpperCase()}`
      : title;
  sectionHeading(w, look, text, { gap: 3 });
}

/** "Label ....... $1,234.00" in the right `pw` points of the column; a long label wraps clear of the value. */
function premiumLine(w: Writer, pw: number, label: string, value: string, bold: boolean): void {
  const labels = w.wrap(label, { bold }, pw - w.width_(value, { bold }) - 10);
  w.ensure(w.lineHeight * labels.length);
  labels.forEach((l, i) => w.put(l, w.right - pw, w.y + w.size + i * w.lineHeight, { bold }));
  putRight(w, value, { bold });
  w.y += w.lineHeight * labels.length;
}

/** A schedule drawn ruled (every cell boxed, header repeated) or open (bold header over a rule). */
function grid(
  w: Writer,
  ruled: boolean,
  widths: number[],
  aligns: ("l" | "r" | "c")[],
  head: string[][],
  rows: string[][][],
  base: number,
): void {
  const rrows: RRow[] = rows.map((cells) => ({ cells }));
  // A schedule of ten or more columns starts widening at 7.5 points, not at its drawn size.
  const { cols, size } = fitColumns(w, widths, aligns, [{ cells: head, bold: true }, ...rrows], base, {
    min: 5,
    widenFrom: Math.min(base, 7.5),
  });
  if (ruled) {
    ruledTable(w, cols, [head], rrows, size);
    return;
  }
  let at = 0;
  const open: Col[] = cols.map((c) => {
    const col = { at, width: c.width, align: c.align };
    at += c.width;
    return col;
  });
  row(w, open, head, { size: size * 0.95, bold: true }, { rule: true });
  for (const r of rows) row(w, open, r, { size }, { rule: true, pad: 3 });
}

// ---------------------------------------------------------------- the page heading

function pageHeading(
  w: Writer,
  g: GeneratedPolicy,
  rng: Rng,
  look: Look,
  o: {
    title: string;
    policyNumber: string;
    eff: string;
    exp: string;
    nameLines: string[];
    mail: string[];
    premium: string | null;
    naic: boolean;
    itemWords: string[];
  },
): void {
  const t = g.truth;
  const x = g.extras;
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const d = (iso: string) => dateText(iso, look.ds);
  const company = `${U(t.carrier.name)}${o.naic ? `  ${rng.pick(FLEET.naic)} ${x.naicCode}` : ""}`;
  const period = fill(rng.pick(FLEET.periodText), { a: d(o.eff), b: d(o.exp) });
  const producer = [x.agent.agency, x.agent.phone];
  const prior =
    rng.chance(0.35) && o.policyNumber.match(/\d{4,}/)
      ? o.policyNumber.replace(/(\d)(\D*)$/, (_, dgt: string, rest: string) => `${(Number(dgt) + 9) % 10}${rest}`)
      : null;
  const big: TextStyle = { bold: true, size: w.size * 1.6 };
  if (look.heading === "letterhead") {
    w.line(U(x.brand), big);
    w.line(company, { size: w.size * 0.85 });
    w.gap(2);
    w.line(o.title, { bold: true, size: w.size * 1.2 });
    hrule(w, 1.2, 5);
    sideBySide(
      w,
      0.5,
      (ww) => {
        ww.line(U(rng.pick(FLEET.named)), { bold: true, size: ww.size * 0.85 });
        for (const l of [...o.nameLines, ...o.mail]) for (const p of ww.wrap(l)) ww.line(p);
      },
      (ww) => {
        const kv = (label: string, value: string, bold = false) => {
          const labelStyle: TextStyle = { bold: true, size: ww.size * 0.85 };
          const valueX = (ww.right - ww.left) * 0.38;
          const lines = ww.wrap(value, { bold }, (ww.right - ww.left) * 0.6);
          // A long label ("TOTAL POLICY PREMIUM") wraps inside its own column, clear of the value.
          const labels = ww.wrap(label, labelStyle, valueX - 6);
          const n = Math.max(lines.length, labels.length);
          ww.ensure(ww.lineHeight * n);
          labels.forEach((l, i) => ww.put(l, ww.left, ww.y + ww.size + i * ww.lineHeight, labelStyle));
          lines.forEach((l, i) => ww.put(l, ww.left + valueX, ww.y + ww.size + i * ww.lineHeight, { bold }));
          ww.y += ww.lineHeight * n;
        };
        kv(rng.pick(FLEET.policyNo), o.policyNumber, true);
        kv(rng.pick(FLEET.period), period);
        if (rng.chance(0.6)) kv(rng.pick(FLEET.issued), d(x.issueDate));
        if (prior) kv(rng.pick(FLEET.renewalOf), prior);
        kv(rng.pick(FLEET.producer), producer.join(", "));
        if (o.premium) kv(rng.pick(FLEET.premium.total), o.premium, true);
      },
    );
  } else if (look.heading === "boxed") {
    const ts: TextStyle = { bold: true, size: w.size * 1.3 };
    w.put(o.title, (w.left + w.right - w.width_(o.title, ts)) / 2, w.y + ts.size!, ts);
    w.y += ts.size! * 1.6;
    w.line(company, { size: w.size * 0.85 });
    boxRow(w, [
      { label: rng.pick(FLEET.policyNo), lines: [o.policyNumber], at: 0, width: 0.26, style: { bold: true } },
      { label: rng.pick(FLEET.period), lines: [period], at: 0.26, width: 0.46 },
      {
        label: o.premium ? rng.pick(FLEET.premium.total) : rng.pick(FLEET.issued),
        lines: [o.premium ?? d(x.issueDate)],
        at: 0.72,
        width: 0.28,
        align: o.premium ? "r" : "l",
      },
    ]);
    boxRow(
      w,
      [
        { label: rng.pick(FLEET.named), lines: [...o.nameLines, ...o.mail], at: 0, width: 0.56 },
        {
          label: rng.pick(FLEET.producer),
          lines: [
            x.agent.agency,
            x.agent.phone,
            `Code ${x.agent.code}`,
            ...(prior ? [`${rng.pick(FLEET.renewalOf)} ${prior}`] : []),
          ],
          at: 0.56,
          width: 0.44,
        },
      ],
      { minLines: 3 },
    );
  } else {
    const ts: TextStyle = { bold: true, size: w.size * 1.25 };
    const brand = U(x.brand);
    w.put(brand, (w.left + w.right - w.width_(brand, big)) / 2, w.y + big.size!, big);
    w.y += big.size! * 1.4;
    w.put(o.title, (w.left + w.right - w.width_(o.title, ts)) / 2, w.y + ts.size!, ts);
    w.y += ts.size! * 1.6;
    w.line(`${rng.pick(FLEET.company)}: ${company}`, { size: w.size * 0.9 });
    w.line(`${rng.pick(FLEET.policyNo)}: ${o.policyNumber}`, { bold: true });
    if (prior) w.line(`${rng.pick(FLEET.renewalOf)}: ${prior}`, { size: w.size * 0.85 });
    heading(w, look, 0, rng.pick(FLEET.section.named), o.itemWords);
    for (const l of [...o.nameLines, ...o.mail]) w.line(l, {}, 10);
    w.gap(2);
    w.line(`${U(rng.pick(FLEET.producer))}: ${producer.join("  ")}`, { size: w.size * 0.85 });
    w.gap(2);
    for (const l of w.wrap(`${rng.pick(FLEET.period)}: ${period}`)) w.line(l);
    if (o.premium) {
      w.ensure(w.lineHeight);
      w.put(rng.pick(FLEET.premium.total), w.left, w.y + w.size, { bold: true });
      putRight(w, o.premium, { bold: true });
      w.y += w.lineHeight;
    }
  }
  w.gap(4);
}

// ---------------------------------------------------------------- auto

const fleetAuto = (w: Writer, g: GeneratedPolicy, rng: Rng): KindResult => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const x = g.extras;
  const look: Look = {
    ds: pickDateStyle(rng),
    upper: rng.chance(0.35),
    wholeDollars: rng.chance(0.6),
    heading: rng.pick(["letterhead", "boxed", "items"] as const),
    bars: rng.chance(0.5),
  };
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const m = (c: number) => money(c, look.wholeDollars);
  const itemWords = rng.pick([FLEET.items, FLEET.itemsAlt]);
  // Item One is the named insured; the sections after it take the next numbers as they are printed.
  let itemNo = 0;
  const nextItem = () => ++itemNo;

  // ---------------------------------------------------------------- who
  const biz = business(rng, t.insureds[0].lastName, false);
  const mailing = rng.chance(0.65) ? businessAddress(rng) : { ...t.address };
  const insureds: TruthPolicy["insureds"] = [{ firstName: "", lastName: biz.legal, type: "primary" }];
  const extra = rng.weighted([
    ["none", 6],
    ["owner", 2],
    ["affiliate", 1.5],
  ] as const);
  if (extra === "owner")
    insureds.push({ firstName: t.insureds[0].firstName, lastName: t.insureds[0].lastName, type: "secondary" });
  if (extra === "affiliate")
    insureds.push({
      firstName: "",
      lastName: `${biz.legal.split(" ")[0]} ${rng.pick(["Holdings", "Equipment", "Leasing"])}, LLC`,
      type: "secondary",
    });
  const dbaForm = rng.pick(["inline", "line", "labelled"] as const);
  const dbaWord = rng.pick(FLEET.dba);
  const nameLines: string[] = [];
  if (biz.dba && dbaForm === "inline") nameLines.push(U(`${biz.legal} ${dbaWord} ${biz.dba}`));
  else {
    nameLines.push(U(biz.legal));
    if (biz.dba) nameLines.push(U(dbaForm === "line" ? `${dbaWord} ${biz.dba}` : `${dbaWord}: ${biz.dba}`));
  }
  if (insureds.length > 1) {
    const second = insureds[1];
    const name = second.firstName ? `${second.firstName} ${second.lastName}` : second.lastName;
    nameLines.push(U(`${rng.pick(FLEET.additional)} ${name}`));
  }
  const entityLine = rng.chance(0.5) ? `${rng.pick(FLEET.entity)} ${rng.pick(FLEET.entityKind[biz.kind])}` : null;
  const mail = addressLines(mailing, rng, look.upper);

  // ---------------------------------------------------------------- what
  const originals = vehicleList(g);
  const n = Math.max(
    originals.length,
    rng.weighted([
      [3, 3],
      [4, 3],
      [5, 3],
      [6, 2],
      [7, 1],
      [8, 1],
    ] as const),
  );
  const units: Unit[] = [];
  const sameZip = () =>
    rng.chance(0.75)
      ? mailing.postalCode
      : rng.pick(
          PLACES.filter((p) => p.state === mailing.state)
            .flatMap((p) => p.zips)
            .concat(mailing.postalCode),
        );
  const classOf = (trailer: boolean) =>
    `${rng.pick(FLEET.classes)}${rng.chance(0.4) ? ` ${rng.pick(FLEET.radius)}` : ""}${trailer ? " TRL" : ""}`;
  const cityOf = (zip: string) =>
    PLACES.find((p) => p.zips.includes(zip)) ?? { city: mailing.city, state: mailing.state };
  const newUnit = (v: { vin: string; year: number; make: string; model: string; trim: string }, trailer: boolean) => {
    const zip = sameZip();
    const place = cityOf(zip);
    units.push({
      ...v,
      trailer,
      zip,
      garage: `${place.city}, ${place.state} ${zip}`,
      cost: rng.int(trailer ? 6 : 24, trailer ? 18 : 85) * 500,
      cls: classOf(trailer),
      comp: null,
      coll: null,
      party: null,
      prem: {},
    });
  };
  for (const v of originals) newUnit(v, false);
  let trailers = 0;
  while (units.length < n) {
    const pool = WORK.filter((w) => !w.trailer || (trailers === 0 && units.length >= 2));
    const info = rng.pick(pool);
    const [model, from, to] = rng.pick(info.models);
    const year = rng.int(Math.max(from, 2013), Math.min(to, 2026));
    const vin = makeVin(rng, rng.pick(info.wmis), year);
    if (units.some((u) => u.vin === vin)) continue;
    if (info.trailer) trailers++;
    newUnit({ vin, year, make: info.make, model, trim: rng.chance(0.7) ? rng.pick(info.trims) : "" }, !!info.trailer);
  }
  const order = rng.chance(0.4) ? rng.shuffle(units) : units;

  // Financing: some units by different lenders, at least one unit by nobody.
  const financedCount = rng.int(Math.min(2, n - 1), n - 1);
  const financed = new Set(rng.shuffle(order.map((_, i) => i)).slice(0, financedCount));
  const lenderPool = rng.shuffle([
    ...COMMERCIAL_LENDERS,
    ...AUTO_LENDERS.filter((l) => CONSUMER_OK.has(l.name)),
    {
      name: `First Community Bank of ${mailing.city}`,
      poBox: false,
      city: mailing.city,
      state: mailing.state,
      zip: mailing.postalCode,
    },
  ]);
  const addressOf = new Map<string, TruthAddress>();
  const lessorOf = new Map<string, boolean>();
  let lenderAt = 0;
  let lastLender: (Lender & { lessor?: boolean }) | null = null;
  const loanPrinted = rng.chance(0.8);
  order.forEach((u, i) => {
    if (!financed.has(i)) return;
    // The same lender often finances two units (same address, another loan number), once two
    // different lenders are on the schedule.
    const l: Lender & { lessor?: boolean } =
      lastLender && lenderAt >= 2 && rng.chance(0.3) ? lastLender : lenderPool[lenderAt++ % lenderPool.length];
    lastLender = l;
    if (!addressOf.has(l.name)) addressOf.set(l.name, lenderAddress(rng, l));
    if (!lessorOf.has(l.name)) lessorOf.set(l.name, !!l.lessor || rng.chance(0.05));
    const lessor = lessorOf.get(l.name)!;
    u.party = {
      type: lessor ? "lessor" : "lienholder",
      name: l.name,
      address: addressOf.get(l.name)!,
      loanNumber:
        loanPrinted && rng.chance(0.75)
          ? rng.pick([
              digits(rng, rng.int(9, 12)),
              `EQ-${digits(rng, 7)}`,
              `${digits(rng, 3)}-${digits(rng, 7)}-${digits(rng, 3)}`,
              `${digits(rng, 6)}-${digits(rng, 2)}`,
            ])
          : null,
      vin: u.vin,
    };
  });

  // ---------------------------------------------------------------- coverages
  const csl = rng.chance(0.65);
  const liability: TruthCoverage[] = [];
  let split: number[] = [];
  if (csl)
    liability.push({
      code: "CSL",
      limitPerPerson: null,
      limitPerAccident: rng.pick([300000, 500000, 750000, 1000000, 1000000, 1000000]),
      deductible: null,
    });
  else {
    split = rng
      .pick([
        [100, 300, 100],
        [250, 500, 100],
        [250, 500, 250],
        [500, 1000, 250],
        [500, 500, 100],
        [100, 300, 50],
      ])
      .map((v) => v * 1000);
    liability.push({ code: "BI", limitPerPerson: split[0], limitPerAccident: split[1], deductible: null });
    liability.push({ code: "PD", limitPerPerson: null, limitPerAccident: split[2], deductible: null });
  }
  const um: TruthCoverage[] = [];
  if (rng.chance(0.8)) {
    if (csl) {
      const lim = rng.pick([liability[0].limitPerAccident!, liability[0].limitPerAccident!, 100000, 300000, 500000]);
      um.push({
        code: "UMBI",
        limitPerPerson: null,
        limitPerAccident: Math.min(lim, liability[0].limitPerAccident!),
        deductible: null,
      });
      if (rng.chance(0.25)) um.push({ ...um[0], code: "UIMBI" });
    } else {
      const [p, a] = rng.pick(
        [
          [split[0], split[1]],
          [100000, 300000],
          [50000, 100000],
        ].filter(([p, a]) => p <= split[0] && a <= split[1]),
      );
      um.push({ code: "UMBI", limitPerPerson: p, limitPerAccident: a, deductible: null });
      if (rng.chance(0.25)) um.push({ ...um[0], code: "UIMBI" });
    }
  }
  if (rng.chance(0.1))
    um.push({
      code: "UMPD",
      limitPerPerson: null,
      limitPerAccident: rng.pick([25000, 50000]),
      deductible: rng.chance(0.5) ? 250 : null,
    });
  const med: TruthCoverage | null = rng.chance(0.55)
    ? {
        code: "MEDPAY",
        limitPerPerson: null,
        limitPerAccident: rng.pick([1000, 2000, 5000, 5000, 10000]),
        deductible: null,
      }
    : null;
  const pip = rng.chance(0.2);
  const hired = rng.chance(0.5);

  // Physical damage by unit: financed units always, trailers and older units not always.
  for (const [i, u] of order.entries()) {
    const owned = !financed.has(i);
    const r = rng.next();
    const both = !owned || r < (u.trailer ? 0.3 : 0.55);
    const compOnly = !both && r < (u.trailer ? 0.4 : 0.7);
    if (both || compOnly) u.comp = rng.pick([250, 500, 500, 1000, 1000, 2500]);
    if (both) u.coll = rng.pick([500, 1000, 1000, 2500, 5000]);
  }
  if (!order.some((u) => u.comp === null)) {
    const spare = order.findIndex((_, i) => !financed.has(i));
    if (spare >= 0 && rng.chance(0.6)) order[spare].comp = order[spare].coll = null;
  }

  // ---------------------------------------------------------------- premiums (cents)
  const whole = (lo: number, hi: number) => (look.wholeDollars ? rng.int(lo, hi) * 100 : rng.int(lo * 100, hi * 100));
  for (const u of order) {
    u.prem.L = u.trailer ? whole(40, 180) : whole(850, 3900);
    if (um.length) u.prem.UM = u.trailer ? 0 : whole(40, 260);
    if (med) u.prem.MP = u.trailer ? 0 : whole(12, 90);
    if (pip) u.prem.PIP = u.trailer ? 0 : whole(60, 420);
    if (u.comp !== null) u.prem.C = whole(60, 640);
    if (u.coll !== null) u.prem.CL = whole(180, 1450);
  }
  const unitTotal = (u: Unit) => Object.values(u.prem).reduce((s, v) => s + v, 0);
  const hiredPrem = hired ? whole(90, 480) : 0;
  const autosTotal = order.reduce((s, u) => s + unitTotal(u), 0);
  const inFees = x.fees.filter((f) => f.inPremium).map((f) => ({ label: f.label, amount: toCents(f.amount) }));
  const outFees = x.fees.filter((f) => !f.inPremium).map((f) => ({ label: f.label, amount: toCents(f.amount) }));
  const total = autosTotal + hiredPrem + inFees.reduce((s, f) => s + f.amount, 0);

  // ---------------------------------------------------------------- the page
  const policyNumber = commercialNumber(rng);
  const eff = t.effectiveDate;
  const exp = addMonths(eff, 12);
  const naic = x.naicCode !== null && rng.chance(0.7);
  const premiumOnTop = rng.chance(0.35);
  // The total is printed with its cents even where the schedule rounds to dollars.
  const totalText = dollars(fromCents(total), { cents: true });
  const title = rng.pick(FLEET.title);
  pageHeading(w, g, rng, look, {
    title,
    policyNumber,
    eff,
    exp,
    nameLines,
    mail,
    premium: premiumOnTop ? totalText : null,
    naic,
    itemWords,
  });
  if (entityLine) w.line(U(entityLine), { size: w.size * 0.85 });
  if (rng.chance(0.4)) w.line(fill(rng.pick(FLEET.audit), { st: mailing.state }), { size: w.size * 0.85 });

  // ---------------------------------------------------------------- coverages and symbols
  const liabSym = rng.pick(["1", "1", "2", "7"]);
  const umSym = rng.pick(["2", "6", "7"]);
  const mpSym = rng.pick(["2", "7"]);
  const pdSym = rng.pick(["7", "7", "2"]);
  const N = (code: string) => U(rng.pick(FLEET.cov[code]));
  const ea = rng.pick(FLEET.eachAccident);
  const ep = rng.pick(FLEET.eachPerson);
  const thousands = !csl && rng.chance(0.35);
  const splitText = (c: TruthCoverage) =>
    thousands
      ? `${c.limitPerPerson! / 1000}/${c.limitPerAccident! / 1000}`
      : `${amt(c.limitPerPerson!)} ${ep} / ${amt(c.limitPerAccident!)} ${ea}`;
  const sumOf = (key: string) => order.reduce((s, u) => s + (u.prem[key] ?? 0), 0);
  const covRows: string[][][] = [];
  if (csl)
    covRows.push([
      [N("CSL")],
      [liabSym],
      [`${amt(liability[0].limitPerAccident!)} ${rng.pick(FLEET.cslWord)}`],
      [m(sumOf("L"))],
    ]);
  else if (thousands)
    covRows.push([[N("SPLIT")], [liabSym], [`${split.map((v) => v / 1000).join("/")}`], [m(sumOf("L"))]]);
  else {
    const bi = Math.round((sumOf("L") * 0.62) / (look.wholeDollars ? 100 : 1)) * (look.wholeDollars ? 100 : 1);
    covRows.push([[N("BI")], [liabSym], [splitText(liability[0])], [m(bi)]]);
    covRows.push([[N("PD")], [liabSym], [`${amt(split[2])} ${ea}`], [m(sumOf("L") - bi)]]);
  }
  for (const c of um) {
    const lim =
      c.limitPerPerson !== null
        ? splitText(c)
        : `${amt(c.limitPerAccident!)} ${ea}${c.deductible !== null ? `, ${amt(c.deductible)} Ded.` : ""}`;
    covRows.push([[N(c.code)], [umSym], [lim], [c === um[0] ? m(sumOf("UM")) : rng.pick(FLEET.incl)]]);
  }
  if (med)
    covRows.push([
      [N("MEDPAY")],
      [mpSym],
      [`${amt(med.limitPerAccident!)} ${rng.pick(FLEET.perInsured)}`],
      [m(sumOf("MP"))],
    ]);
  if (pip) covRows.push([[N("PIP")], ["5"], [rng.pick(FLEET.statutory)], [m(sumOf("PIP"))]]);
  const pdText = rng.pick(FLEET.pdText);
  if (order.some((u) => u.comp !== null)) covRows.push([[N("COMP")], [pdSym], [pdText], [m(sumOf("C"))]]);
  if (order.some((u) => u.coll !== null)) covRows.push([[N("COLL")], [pdSym], [pdText], [m(sumOf("CL"))]]);
  if (hired) {
    const hp = Math.round((hiredPrem * 0.55) / (look.wholeDollars ? 100 : 1)) * (look.wholeDollars ? 100 : 1);
    const same = rng.pick(FLEET.hiredLimit);
    covRows.push([[N("HIRED")], ["8"], [same], [m(hp)]]);
    covRows.push([[N("NONOWNED")], ["9"], [same], [m(hiredPrem - hp)]]);
  }
  const coverageSection = () => {
    heading(w, look, nextItem(), rng.pick(FLEET.section.coverages), itemWords);
    const ch = rng.pick(FLEET.covHead).map((h) => [U(h)]);
    if (rng.chance(0.5))
      grid(w, rng.chance(0.5), [0.3, 0.12, 0.4, 0.18], ["l", "c", "l", "r"], ch, covRows, w.size * 0.92);
    else {
      // Sentences: "Covered Autos Liability (Symbol 1): $1,000,000 Each Accident   Premium $4,120"
      const symWord = rng.pick(["Symbol", "Sym.", "Covered Auto Symbol"]);
      const premWord = rng.pick(["Premium", "Prem.", "-"]);
      for (const r of covRows) {
        const text = `${r[0][0]} (${symWord} ${r[1][0]}): ${r[2][0]}   ${premWord} ${r[3][0]}`;
        for (const l of w.wrap(text, { size: w.size * 0.92 })) w.line(l, { size: w.size * 0.92 }, 6);
      }
    }
    if (rng.chance(0.7)) w.paragraph(rng.pick(FLEET.legend), { size: w.size * 0.75 });
  };

  // ---------------------------------------------------------------- the schedule of autos
  const unitStart = rng.pick([1, 1, 1, 101, 1001]);
  const unitPad = rng.pick([1, 2, 3]);
  const unitNo = (i: number) => String(unitStart + i).padStart(unitPad, "0");
  const payeesInGrid = rng.chance(0.5);
  const symStyle = rng.pick(["numbers", "codes"] as const);
  const codeJoin = rng.pick([" ", ","]);
  const symbolsOf = (u: Unit) => {
    if (symStyle === "numbers") {
      const s = new Set<string>([liabSym]);
      if (um.length && !u.trailer) s.add(umSym);
      if (med && !u.trailer) s.add(mpSym);
      if (pip && !u.trailer) s.add("5");
      if (u.comp !== null || u.coll !== null) s.add(pdSym);
      return [...s].sort().join(", ");
    }
    return [
      "L",
      ...(um.length && !u.trailer ? ["UM"] : []),
      ...(med && !u.trailer ? ["MP"] : []),
      ...(pip && !u.trailer ? ["PIP"] : []),
      ...(u.comp !== null ? ["C"] : []),
      ...(u.coll !== null ? ["CL"] : []),
    ].join(codeJoin);
  };
  const noPD = rng.pick(FLEET.noPD);
  const dedStyle = rng.pick(["separate", "joined", "stacked"] as const);
  const descStyle = rng.pick(["combined", "split", "stacked"] as const);
  const where = rng.pick(["zip", "garage"] as const);
  const optional = {
    cls: rng.chance(0.45),
    cost: rng.chance(payeesInGrid ? 0.15 : 0.4),
    prem: rng.chance(0.5),
  };
  const loanWord = rng.pick(FLEET.loan);
  const leaseWord = rng.pick(FLEET.lease);
  const lessorTag = rng.pick(FLEET.lessorTag);
  const refOf = (p: TruthParty) =>
    p.loanNumber ? `${p.type === "lessor" ? leaseWord : loanWord} ${p.loanNumber}` : "";
  const noneWord = rng.pick(FLEET.none);
  const desc = (u: Unit) => U(`${u.year} ${u.make} ${u.model}${u.trim ? ` ${u.trim}` : ""}`);
  const otcWord = rng.pick(["OTC", "Comp"]);
  const H = FLEET.heads;
  type Column = { head: string[]; width: number; align: "l" | "r" | "c"; cell: (u: Unit, i: number) => string[] };
  const pickHead = (heads: string[][]) => rng.pick(heads).map(U);
  const descCols: Column[] =
    descStyle === "combined"
      ? [
          { head: pickHead(H.desc), width: 0.24, align: "l", cell: (u) => [desc(u)] },
          { head: pickHead(H.vin), width: 0.2, align: "l", cell: (u) => [u.vin] },
        ]
      : descStyle === "split"
        ? [
            { head: pickHead(H.year), width: 0.06, align: "l", cell: (u) => [String(u.year)] },
            { head: pickHead(H.make), width: 0.1, align: "l", cell: (u) => [U(u.make)] },
            {
              head: pickHead(H.model),
              width: 0.14,
              align: "l",
              cell: (u) => [U(`${u.model}${u.trim ? ` ${u.trim}` : ""}`)],
            },
            { head: pickHead(H.vin), width: 0.2, align: "l", cell: (u) => [u.vin] },
          ]
        : [{ head: pickHead(H.stacked), width: 0.27, align: "l", cell: (u) => [desc(u), u.vin] }];
  const dedCols: Column[] =
    dedStyle === "separate"
      ? [
          { head: pickHead(H.comp), width: 0.075, align: "r", cell: (u) => [u.comp !== null ? amt(u.comp) : noPD] },
          { head: pickHead(H.coll), width: 0.075, align: "r", cell: (u) => [u.coll !== null ? amt(u.coll) : noPD] },
        ]
      : dedStyle === "joined"
        ? [
            {
              head: pickHead(H.both),
              width: 0.12,
              align: "c",
              cell: (u) =>
                u.comp === null && u.coll === null
                  ? [noPD]
                  : [`${u.comp !== null ? amt(u.comp) : noPD} / ${u.coll !== null ? amt(u.coll) : noPD}`],
            },
          ]
        : [
            {
              head: pickHead(H.both),
              width: 0.12,
              align: "l",
              cell: (u) =>
                u.comp === null && u.coll === null
                  ? [noPD]
                  : [
                      `${otcWord} ${u.comp !== null ? amt(u.comp) : noPD}`,
                      `Coll ${u.coll !== null ? amt(u.coll) : noPD}`,
                    ],
            },
          ];
  const middle: Column[][] = [
    descCols,
    [
      where === "zip"
        ? { head: pickHead(H.zip), width: 0.07, align: "l", cell: (u) => [u.zip] }
        : { head: pickHead(H.garage), width: 0.14, align: "l", cell: (u) => [U(u.garage)] },
    ],
    [
      {
        head: pickHead(symStyle === "numbers" ? H.sym : H.codes),
        width: 0.08,
        align: "l",
        cell: (u) => [symbolsOf(u)],
      },
    ],
    dedCols,
  ];
  if (optional.cls) middle.push([{ head: pickHead(H.cls), width: 0.08, align: "l", cell: (u) => [u.cls] }]);
  if (optional.cost) middle.push([{ head: pickHead(H.cost), width: 0.08, align: "r", cell: (u) => [amt(u.cost)] }]);
  if (payeesInGrid)
    middle.push([
      {
        head: pickHead(H.lien),
        width: 0.26,
        align: "l",
        cell: (u) =>
          u.party
            ? [
                `${U(u.party.name)}${u.party.type === "lessor" ? lessorTag : ""}`,
                ...addressLines(u.party.address, rng, look.upper),
                ...(u.party.loanNumber ? [refOf(u.party)] : []),
              ]
            : [noneWord],
      },
    ]);
  const tail: Column[] = optional.prem
    ? [{ head: pickHead(H.prem), width: 0.09, align: "r", cell: (u) => [m(unitTotal(u))] }]
    : [];
  const arranged = rng.chance(0.6) ? [middle[0], ...rng.shuffle(middle.slice(1))] : rng.shuffle(middle);
  const columns: Column[] = [
    { head: pickHead(H.unit), width: 0.05, align: "l", cell: (_, i) => [unitNo(i)] },
    ...arranged.flat(),
    ...tail,
  ];
  const headStyle = rng.pick(["stacked", "single"] as const);
  const head = columns.map((c) => (headStyle === "stacked" ? c.head : [c.head.join(" ")]));
  const scheduleSection = () => {
    heading(w, look, nextItem(), rng.pick(FLEET.section.autos), itemWords);
    const rows = order.map((u, i) => columns.map((c) => c.cell(u, i)));
    if (optional.prem)
      rows.push(
        columns.map((_, k) =>
          k === 0 ? [U(rng.pick(FLEET.premium.unitTotal))] : k === columns.length - 1 ? [m(autosTotal)] : [""],
        ),
      );
    grid(
      w,
      rng.chance(0.55),
      columns.map((c) => c.width),
      columns.map((c) => c.align),
      head,
      rows,
      w.size * 0.85,
    );
    if (symStyle === "codes") w.paragraph(rng.pick(FLEET.codeLegend), { size: w.size * 0.72 });
    else if (rng.chance(0.4)) w.paragraph(rng.pick(FLEET.legend), { size: w.size * 0.72 });
  };

  // ---------------------------------------------------------------- loss payees keyed by unit
  const payeeSection = () => {
    const withParty = order.map((u, i) => ({ u, i })).filter(({ u }) => u.party);
    const clause = rng.pick(FLEET.payeeClause);
    if (payeesInGrid) {
      if (clause) w.paragraph(clause, { size: w.size * 0.8 });
      return "in-grid";
    }
    heading(w, look, nextItem(), rng.pick(FLEET.section.payees), itemWords);
    const key = rng.pick(FLEET.unitKey);
    const role = (p: TruthParty) => rng.pick(FLEET.role[p.type === "lessor" ? "lessor" : "lienholder"]);
    const mode = rng.pick(["table", "lines", "grouped"] as const);
    const st: TextStyle = { size: w.size * 0.9 };
    if (mode === "table") {
      const h = rng.pick(FLEET.payeeHead).map((s) => [U(s)]);
      grid(
        w,
        rng.chance(0.5),
        [0.1, 0.2, 0.48, 0.22],
        ["l", "l", "l", "l"],
        h,
        withParty.map(({ u, i }) => [
          [unitNo(i)],
          [role(u.party!)],
          [U(u.party!.name), ...addressLines(u.party!.address, rng, look.upper)],
          [u.party!.loanNumber ?? ""],
        ]),
        w.size * 0.9,
      );
    } else if (mode === "lines") {
      for (const { u, i } of withParty) {
        const p = u.party!;
        const text = `${fill(key, { n: unitNo(i) })} - ${role(p)}: ${U(p.name)}, ${addressLines(p.address, rng, look.upper).join(", ")}${p.loanNumber ? `   ${refOf(p)}` : ""}`;
        w.ensure(w.lineHeight * 2);
        for (const l of w.wrap(text, st)) w.line(l, st);
        w.gap(2);
      }
    } else {
      // One block per lender, keyed by every unit it finances ("Units 002, 005").
      const byLender = new Map<string, { u: Unit; i: number }[]>();
      for (const e of withParty) byLender.set(e.u.party!.name, [...(byLender.get(e.u.party!.name) ?? []), e]);
      const unitsWord = rng.pick(FLEET.unitsKey);
      for (const list of byLender.values()) {
        const p = list[0].u.party!;
        const keys = list.map(({ i }) => unitNo(i)).join(", ");
        const lead = list.length > 1 ? fill(unitsWord, { n: keys }) : fill(key, { n: keys });
        w.ensure(w.lineHeight * 4);
        w.line(`${lead} - ${role(p)}`, { ...st, bold: true });
        for (const l of [U(p.name), ...addressLines(p.address, rng, look.upper)]) w.line(l, st, 12);
        const refs = list.filter(({ u }) => u.party!.loanNumber);
        if (refs.length)
          w.line(
            list.length > 1
              ? refs.map(({ u, i }) => `${refOf(u.party!)} (${unitNo(i)})`).join("; ")
              : refOf(refs[0].u.party!),
            st,
            12,
          );
        w.gap(3);
      }
    }
    if (clause) w.paragraph(clause, { size: w.size * 0.8 });
    return mode;
  };

  // ---------------------------------------------------------------- premium and forms
  const premiumSection = () => {
    const pw = (w.right - w.left) * 0.55;
    const line = (label: string, value: string, bold = false) => premiumLine(w, pw, label, value, bold);
    if (!premiumOnTop) {
      heading(w, look, nextItem(), rng.pick(FLEET.section.premium), itemWords);
      if (inFees.length || hired) {
        line(U(rng.pick(FLEET.premium.autos)), m(autosTotal));
        if (hired) line(U(rng.pick(FLEET.premium.hired)), m(hiredPrem));
        for (const f of inFees) line(U(f.label), m(f.amount));
      }
      line(U(rng.pick(FLEET.premium.total)), totalText, true);
    } else if (inFees.length) {
      heading(w, look, null, rng.pick(FLEET.section.premium), itemWords);
      for (const f of inFees) line(U(`${f.label} (included in total premium)`), m(f.amount));
    }
    for (const f of outFees)
      w.paragraph(fill(rng.pick(FLEET.outFee), { label: f.label, x: m(f.amount) }), { size: w.size * 0.8 });
  };
  const formsSection = () => {
    if (!rng.chance(0.55)) return;
    heading(w, look, null, rng.pick(FLEET.section.forms), itemWords);
    const forms = rng.shuffle(FLEET.forms).slice(0, rng.int(3, 6));
    for (const f of forms) w.line(f, { size: w.size * 0.8 }, 6);
  };

  // The ISO items keep the form's order: the coverages (Item Two) before the autos (Item Three).
  const sequence = look.heading === "items" ? "cov-first" : rng.pick(["cov-first", "autos-first"] as const);
  if (sequence === "cov-first") coverageSection();
  scheduleSection();
  const payeeMode = payeeSection();
  if (sequence === "autos-first") coverageSection();
  premiumSection();
  formsSection();
  if (rng.chance(0.4)) {
    w.gap(8);
    w.line(`______________________________   ${rng.pick(FLEET.countersign)}`, { size: w.size * 0.8 });
  }
  const formId = rng.pick(FLEET.formId);
  const pageForm = rng.pick(FLEET.pageNo);
  footers(
    w,
    () => formId,
    (p, q) => `${policyNumber}   ${fill(pageForm, { n: String(p), m: String(q) })}`,
  );

  // ---------------------------------------------------------------- the truth
  truth.policyNumber = policyNumber;
  truth.expirationDate = exp;
  truth.premium = fromCents(total);
  truth.insureds = insureds;
  truth.address = mailing;
  truth.properties = order.map((u) => ({
    type: "vehicle" as const,
    data: { vin: u.vin, year: u.year, make: u.make, model: u.model },
  }));
  truth.coverages = [
    ...liability,
    ...um,
    ...(med ? [med] : []),
    ...order.flatMap((u) => [
      ...(u.comp !== null
        ? [{ code: "COMP" as const, limitPerPerson: null, limitPerAccident: null, deductible: u.comp, vin: u.vin }]
        : []),
      ...(u.coll !== null
        ? [{ code: "COLL" as const, limitPerPerson: null, limitPerAccident: null, deductible: u.coll, vin: u.vin }]
        : []),
    ]),
  ];
  truth.thirdParties = order.flatMap((u) => (u.party ? [u.party] : []));
  if (!naic) truth.carrier.naicCode = null;
  const variant = [
    "auto",
    look.heading,
    csl ? "csl" : thousands ? "split-thousands" : "split",
    `units-${n}`,
    payeesInGrid ? "payees-in-grid" : `payees-${payeeMode}`,
    descStyle,
    dedStyle,
    symStyle,
    sequence,
  ];
  return { truth, variant: variant.join("-"), title: `${title} - ${policyNumber}` };
};

// ---------------------------------------------------------------- home / condo

const fleetProperty = (w: Writer, g: GeneratedPolicy, rng: Rng): KindResult => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const x = g.extras;
  const condo = t.type === "condo";
  const L = ledger(g, rng);
  const look: Look = {
    ds: pickDateStyle(rng),
    upper: rng.chance(0.35),
    wholeDollars: false,
    heading: rng.pick(["letterhead", "boxed", "items"] as const),
    bars: rng.chance(0.5),
  };
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const m = (c: number) => dollars(fromCents(c), { cents: true });
  const itemWords = rng.pick([FLEET.items, FLEET.itemsAlt]);
  const biz = business(rng, t.insureds[0].lastName, true);
  // A business owner's mail goes to its office, not to the rented dwelling.
  const mailing = businessAddress(rng);
  const insureds: TruthPolicy["insureds"] = [{ firstName: "", lastName: biz.legal, type: "primary" }];
  const nameLines = [U(biz.legal), ...(biz.dba ? [U(`${rng.pick(FLEET.dba)} ${biz.dba}`)] : [])];
  if (rng.chance(0.3)) {
    insureds.push({ firstName: t.insureds[0].firstName, lastName: t.insureds[0].lastName, type: "secondary" });
    nameLines.push(U(`${rng.pick(FLEET.additional)} ${t.insureds[0].firstName} ${t.insureds[0].lastName}`));
  }
  const naic = x.naicCode !== null && rng.chance(0.7);
  const title = rng.pick(FLEET.homeTitle[t.type]);
  const premiumOnTop = rng.chance(0.4);
  pageHeading(w, g, rng, look, {
    title,
    policyNumber: t.policyNumber,
    eff: t.effectiveDate,
    exp: t.expirationDate,
    nameLines,
    mail: addressLines(mailing, rng, look.upper),
    premium: premiumOnTop ? m(L.total) : null,
    naic,
    itemWords,
  });
  if (rng.chance(0.5))
    w.line(U(`${rng.pick(FLEET.entity)} ${rng.pick(FLEET.entityKind[biz.kind])}`), { size: w.size * 0.85 });

  // ---------------------------------------------------------------- premises schedule
  const dw = dwellingAddress(t)!;
  const parties = t.thirdParties;
  const inGrid = parties.length > 0 && rng.chance(0.45);
  const A = t.coverages.find((c) => c.code === "DWELLING")!;
  heading(w, look, 1, rng.pick(FLEET.section.premises), itemWords);
  const ph = rng.pick(FLEET.premHead);
  const cols = [...ph, rng.pick(FLEET.aop), ...(inGrid ? [rng.pick(["Mortgagee", "Mortgagee / Loan No."])] : [])];
  const loanWord = rng.pick(FLEET.mortgageLoan);
  const premRow: string[][] = [
    ["1"],
    ["1"],
    addressLines(dw, rng, look.upper),
    [rng.pick(FLEET.construction)],
    [String(rng.int(1, 8))],
    [String(x.yearBuilt)],
    [rng.pick(FLEET.occupancy)],
    [amt(A.deductible!)],
    ...(inGrid
      ? [
          parties.flatMap((p, i) => [
            `${i ? `${FLEET.mortRole[1]}: ` : ""}${U(p.name)}`,
            ...addressLines(p.address, rng, look.upper),
            ...(p.loanNumber ? [`${loanWord} ${p.loanNumber}`] : []),
          ]),
        ]
      : []),
  ];
  grid(
    w,
    rng.chance(0.5),
    [0.05, 0.05, 0.22, 0.1, 0.06, 0.06, 0.1, 0.09, ...(inGrid ? [0.27] : [])],
    ["l", "l", "l", "l", "c", "l", "l", "r", "l"],
    cols.map((c) => [U(c)]),
    [premRow],
    w.size * 0.85,
  );
  w.gap(4);

  // ---------------------------------------------------------------- coverages
  heading(w, look, 2, rng.pick(FLEET.section.homeCov), itemWords);
  const nk = rng.int(0, 2);
  const rows: string[][][] = [];
  for (const code of [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ]) {
    const c = t.coverages.find((v) => v.code === code);
    const label = U(FLEET.homeNames[code === "DWELLING" && condo ? "CONDO_A" : code][nk]);
    if (!c) {
      if (code === "LOSS_OF_USE" && x.lossOfUseAls)
        rows.push([[label], [U(rng.pick(FLEET.als))], [rng.pick(FLEET.ifAny)]]);
      continue;
    }
    rows.push([[label], [amt(c.limitPerAccident!)], [m(L.coverage.get(c)![0])]]);
  }
  // A business's rental dwelling carries no jewelry or identity-theft cover: those premiums are
  // shown as one line of other endorsements so the schedule still adds up.
  const personal = new Set(["Scheduled Jewelry", "Identity Theft Expense"]);
  let others = 0;
  x.optional.forEach((o, i) => {
    if (personal.has(o.label)) others += L.optional[i][0];
    else rows.push([[U(o.label)], [o.limit], [m(L.optional[i][0])]]);
  });
  if (others) rows.push([[U(rng.pick(FLEET.otherEndorsements))], [""], [m(others)]]);
  if (x.windHailPercent) rows.push([[U(rng.pick(FLEET.wind))], [`${x.windHailPercent}% of Coverage A`], [""]]);
  grid(
    w,
    rng.chance(0.5),
    [0.5, 0.3, 0.2],
    ["l", "r", "r"],
    [["Coverage"], ["Limit of Insurance"], ["Premium"]].map((h) => h.map(U)),
    rows,
    w.size * 0.92,
  );
  w.gap(4);

  // ---------------------------------------------------------------- premium, mortgagees
  const pw = (w.right - w.left) * 0.55;
  const line = (label: string, value: string, bold = false) => premiumLine(w, pw, label, value, bold);
  if (!premiumOnTop) {
    if (L.inFees.length) {
      line(U("Premium before fees"), m(L.base));
      for (const f of L.inFees) line(U(f.label), m(f.amount));
    }
    line(U(rng.pick(FLEET.premium.total)), m(L.total), true);
  }
  for (const f of L.outFees)
    w.paragraph(fill(rng.pick(FLEET.outFee), { label: f.label, x: m(f.amount) }), { size: w.size * 0.8 });
  if (parties.length && !inGrid) {
    heading(w, look, 3, rng.pick(FLEET.section.mortgagees), itemWords);
    const key = rng.pick(FLEET.locKey);
    parties.forEach((p, i) => {
      const text = `${key} - ${FLEET.mortRole[Math.min(i, 1)]}: ${U(p.name)}, ${addressLines(p.address, rng, look.upper).join(", ")}${p.loanNumber ? `   ${loanWord} ${p.loanNumber}` : ""}`;
      for (const l of w.wrap(text, { size: w.size * 0.9 })) w.line(l, { size: w.size * 0.9 });
      w.gap(2);
    });
  }
  const formId = rng.pick(FLEET.homeFormId);
  const pageForm = rng.pick(FLEET.pageNo);
  footers(
    w,
    () => formId,
    (p, q) => fill(pageForm, { n: String(p), m: String(q) }),
  );

  truth.insureds = insureds;
  truth.address = mailing;
  if (!naic) truth.carrier.naicCode = null;
  const variant = [
    t.type,
    look.heading,
    inGrid ? "mortgagee-in-grid" : "mortgagee-keyed",
    premiumOnTop ? "premium-top" : "premium-end",
  ];
  return { truth, variant: variant.join("-"), title: `${title} - ${t.policyNumber}` };
};

export const commercialFleetSchedule: KindFn = (w, g, rng) =>
  g.truth.type === "auto" ? fleetAuto(w, g, rng) : fleetProperty(w, g, rng);
