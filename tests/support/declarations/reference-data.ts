// Reference data for generated policies: real makes, models and manufacturer codes, places whose
// ZIPs belong to their city, and the lenders that appear on auto and home declarations.

export interface MakeInfo {
  make: string;
  /** How some carriers' systems print the make (real truths keep the printed form). */
  abbreviation: string;
  /** World manufacturer identifiers (VIN positions 1–3) this maker really uses. */
  wmis: readonly string[];
  /** [model, first model year, last model year] */
  models: readonly (readonly [string, number, number])[];
  /** Trims or body styles printed after the model (the truth keeps the base model). */
  trims: readonly string[];
}

export const MAKES: readonly MakeInfo[] = [
  {
    make: "Toyota",
    abbreviation: "TOYT",
    wmis: ["4T1", "2T1", "JTD", "5TD", "2T3", "5TF", "JTM"],
    models: [
      ["Camry", 2012, 2026],
      ["Corolla", 2012, 2026],
      ["RAV4", 2012, 2026],
      ["Highlander", 2012, 2026],
      ["Tacoma", 2012, 2026],
      ["Prius", 2012, 2024],
      ["Sienna", 2012, 2026],
      ["Tundra", 2012, 2026],
    ],
    trims: ["LE", "SE", "XLE", "Limited", "4D Sedan", "4WD", "Hybrid XLE", "TRD Off-Road"],
  },
  {
    make: "Honda",
    abbreviation: "HOND",
    wmis: ["1HG", "2HG", "JHM", "5J6", "19X", "5FN", "7FA"],
    models: [
      ["Civic", 2012, 2026],
      ["Accord", 2012, 2026],
      ["CR-V", 2012, 2026],
      ["Pilot", 2012, 2026],
      ["Odyssey", 2012, 2026],
      ["HR-V", 2016, 2026],
    ],
    trims: ["EX", "LX", "EX-L", "Sport", "Touring", "4D Sedan", "AWD"],
  },
  {
    make: "Ford",
    abbreviation: "FORD",
    wmis: ["1FA", "1FT", "1FM", "3FA", "1FD", "2FM"],
    models: [
      ["F-150", 2012, 2026],
      ["Escape", 2012, 2026],
      ["Explorer", 2012, 2026],
      ["Mustang", 2012, 2026],
      ["Fusion", 2013, 2020],
      ["Edge", 2012, 2024],
      ["Bronco Sport", 2021, 2026],
      ["Ranger", 2019, 2026],
    ],
    trims: ["XLT", "SE", "Lariat", "Titanium", "SuperCrew 4WD", "Limited"],
  },
  {
    make: "Chevrolet",
    abbreviation: "CHEV",
    wmis: ["1G1", "1GC", "3GN", "2GN", "1GN", "3GC", "KL7"],
    models: [
      ["Silverado 1500", 2012, 2026],
      ["Equinox", 2012, 2026],
      ["Malibu", 2012, 2025],
      ["Tahoe", 2012, 2026],
      ["Traverse", 2012, 2026],
      ["Trax", 2015, 2026],
      ["Colorado", 2015, 2026],
    ],
    trims: ["LT", "LS", "LTZ", "RS", "Premier", "Crew Cab 4WD"],
  },
  {
    make: "Nissan",
    abbreviation: "NISS",
    wmis: ["1N4", "JN1", "3N1", "5N1", "JN8", "1N6"],
    models: [
      ["Altima", 2012, 2026],
      ["Rogue", 2012, 2026],
      ["Sentra", 2012, 2026],
      ["Pathfinder", 2012, 2026],
      ["Frontier", 2012, 2026],
      ["Murano", 2012, 2024],
    ],
    trims: ["S", "SV", "SL", "SR", "Platinum"],
  },
  {
    make: "Hyundai",
    abbreviation: "HYUN",
    wmis: ["KMH", "5NP", "5NM", "KM8"],
    models: [
      ["Elantra", 2012, 2026],
      ["Sonata", 2012, 2026],
      ["Tucson", 2012, 2026],
      ["Santa Fe", 2013, 2026],
      ["Kona", 2018, 2026],
    ],
    trims: ["SE", "SEL", "Limited", "Value Edition", "N Line"],
  },
  {
    make: "Kia",
    abbreviation: "KIA",
    wmis: ["KNA", "KND", "5XY", "5XX", "KNM"],
    models: [
      ["Sorento", 2012, 2026],
      ["Soul", 2012, 2025],
      ["Forte", 2014, 2026],
      ["Sportage", 2012, 2026],
      ["Telluride", 2020, 2026],
    ],
    trims: ["LX", "EX", "S", "SX", "GT-Line"],
  },
  {
    make: "Subaru",
    abbreviation: "SUBA",
    wmis: ["JF1", "JF2", "4S3", "4S4"],
    models: [
      ["Outback", 2012, 2026],
      ["Forester", 2012, 2026],
      ["Impreza", 2012, 2026],
      ["Crosstrek", 2013, 2026],
      ["Ascent", 2019, 2026],
    ],
    trims: ["Premium", "Limited", "Sport", "Touring", "2.5i"],
  },
  {
    make: "Jeep",
    abbreviation: "JEEP",
    wmis: ["1C4"],
    models: [
      ["Wrangler", 2012, 2026],
      ["Grand Cherokee", 2012, 2026],
      ["Cherokee", 2014, 2023],
      ["Compass", 2012, 2026],
    ],
    trims: ["Sport", "Latitude", "Limited", "Rubicon", "4x4"],
  },
  {
    make: "Tesla",
    abbreviation: "TESL",
    wmis: ["5YJ", "7SA"],
    models: [
      ["Model 3", 2017, 2026],
      ["Model Y", 2020, 2026],
      ["Model S", 2012, 2026],
    ],
    trims: ["Long Range", "Performance", "RWD", "AWD"],
  },
  {
    make: "BMW",
    abbreviation: "BMW",
    wmis: ["WBA", "5UX", "WBX"],
    models: [
      ["X5", 2012, 2026],
      ["X3", 2012, 2026],
      ["330i", 2016, 2026],
    ],
    trims: ["xDrive40i", "sDrive30i", "xDrive", "4D Sedan"],
  },
  {
    make: "Mazda",
    abbreviation: "MAZD",
    wmis: ["JM1", "JM3", "3MZ"],
    models: [
      ["CX-5", 2013, 2026],
      ["Mazda3", 2012, 2026],
      ["CX-9", 2012, 2023],
    ],
    trims: ["Touring", "Grand Touring", "Sport", "Select"],
  },
  {
    make: "Volkswagen",
    abbreviation: "VOLK",
    wmis: ["3VW", "1VW", "WVW", "WVG"],
    models: [
      ["Jetta", 2012, 2026],
      ["Tiguan", 2012, 2026],
      ["Atlas", 2018, 2026],
    ],
    trims: ["S", "SE", "SEL", "Wolfsburg"],
  },
  {
    make: "Ram",
    abbreviation: "RAM",
    wmis: ["1C6", "3C6"],
    models: [
      ["1500", 2012, 2026],
      ["2500", 2012, 2026],
    ],
    trims: ["Big Horn", "Laramie", "Tradesman", "Crew Cab"],
  },
  {
    make: "GMC",
    abbreviation: "GMC",
    wmis: ["1GT", "1GK", "3GT", "2GK"],
    models: [
      ["Sierra 1500", 2012, 2026],
      ["Acadia", 2012, 2026],
      ["Terrain", 2012, 2026],
    ],
    trims: ["SLE", "SLT", "Denali", "AT4"],
  },
  {
    make: "Lexus",
    abbreviation: "LEXS",
    wmis: ["2T2", "JTH", "JTJ"],
    models: [
      ["RX 350", 2012, 2026],
      ["ES 350", 2012, 2026],
    ],
    trims: ["F Sport", "Luxury", "Premium"],
  },
];

export interface Place {
  city: string;
  state: string;
  zips: readonly string[];
}

export const PLACES: readonly Place[] = [
  { city: "Columbus", state: "OH", zips: ["43215", "43201", "43229"] },
  { city: "Dayton", state: "OH", zips: ["45402", "45419"] },
  { city: "Tulsa", state: "OK", zips: ["74103", "74133"] },
  { city: "Boise", state: "ID", zips: ["83702", "83709"] },
  { city: "Raleigh", state: "NC", zips: ["27601", "27613"] },
  { city: "Charlotte", state: "NC", zips: ["28202", "28277"] },
  { city: "Spokane", state: "WA", zips: ["99201", "99223"] },
  { city: "Tacoma", state: "WA", zips: ["98402", "98422"] },
  { city: "Mesa", state: "AZ", zips: ["85201", "85215"] },
  { city: "Tucson", state: "AZ", zips: ["85701", "85750"] },
  { city: "Albuquerque", state: "NM", zips: ["87102", "87122"] },
  { city: "Omaha", state: "NE", zips: ["68102", "68154"] },
  { city: "Des Moines", state: "IA", zips: ["50309", "50322"] },
  { city: "Madison", state: "WI", zips: ["53703", "53719"] },
  { city: "Green Bay", state: "WI", zips: ["54301", "54313"] },
  { city: "Ann Arbor", state: "MI", zips: ["48104", "48108"] },
  { city: "Grand Rapids", state: "MI", zips: ["49503", "49546"] },
  { city: "Fort Wayne", state: "IN", zips: ["46802", "46825"] },
  { city: "St. Louis", state: "MO", zips: ["63101", "63116"] },
  { city: "Springfield", state: "IL", zips: ["62701", "62704"] },
  { city: "Naperville", state: "IL", zips: ["60540", "60563"] },
  { city: "Lexington", state: "KY", zips: ["40507", "40515"] },
  { city: "Knoxville", state: "TN", zips: ["37902", "37919"] },
  { city: "Chattanooga", state: "TN", zips: ["37402", "37421"] },
  { city: "Birmingham", state: "AL", zips: ["35203", "35242"] },
  { city: "Baton Rouge", state: "LA", zips: ["70802", "70810"] },
  { city: "Savannah", state: "GA", zips: ["31401", "31419"] },
  { city: "Tampa", state: "FL", zips: ["33602", "33647"] },
  { city: "Fort Lauderdale", state: "FL", zips: ["33301", "33312"] },
  { city: "Richmond", state: "VA", zips: ["23219", "23233"] },
  { city: "Allentown", state: "PA", zips: ["18101", "18104"] },
  { city: "Pittsburgh", state: "PA", zips: ["15222", "15237"] },
  { city: "Buffalo", state: "NY", zips: ["14202", "14221"] },
  { city: "Hartford", state: "CT", zips: ["06103", "06106"] },
  { city: "Worcester", state: "MA", zips: ["01608", "01609"] },
  { city: "Portland", state: "ME", zips: ["04101", "04103"] },
  { city: "Salt Lake City", state: "UT", zips: ["84101", "84106"] },
  { city: "Colorado Springs", state: "CO", zips: ["80903", "80920"] },
  { city: "Reno", state: "NV", zips: ["89501", "89523"] },
  { city: "Sacramento", state: "CA", zips: ["95814", "95831"] },
  { city: "Fresno", state: "CA", zips: ["93721", "93711"] },
  { city: "Eugene", state: "OR", zips: ["97401", "97405"] },
  { city: "Anchorage", state: "AK", zips: ["99501", "99507"] },
  { city: "Sioux Falls", state: "SD", zips: ["57104", "57106"] },
  { city: "Fargo", state: "ND", zips: ["58102", "58104"] },
  { city: "Wichita", state: "KS", zips: ["67202", "67226"] },
  { city: "Little Rock", state: "AR", zips: ["72201", "72223"] },
  { city: "Jackson", state: "MS", zips: ["39201", "39211"] },
  { city: "Columbia", state: "SC", zips: ["29201", "29229"] },
  { city: "Wilmington", state: "DE", zips: ["19801", "19808"] },
];

// prettier-ignore
export const STREET_NAMES = [
  "Maple", "Oak", "Cedar", "Willow", "Hickory", "Sycamore", "Juniper", "Magnolia", "Aspen",
  "Lincoln", "Jefferson", "Madison", "Franklin", "Washington", "Adams", "Grant", "Garfield",
  "Ridge", "Hillcrest", "Lakeview", "Meadow", "Prairie", "Orchard", "Brookside", "Stonegate",
  "Harbor", "Canyon", "Mill", "Church", "School", "Railroad", "Quarry", "Foxglove", "Kingfisher",
  "Heron", "Sandpiper", "Wren", "Cardinal", "Bluebird", "Vista", "Sunset", "Highland", "Briar",
  "Elmwood", "Pinecrest", "Riverbend", "Ashford", "Whitfield", "Carver", "Delaney", "Pemberton",
] as const;

// prettier-ignore
export const STREET_SUFFIXES = [
  ["Street", "St"], ["Avenue", "Ave"], ["Road", "Rd"], ["Drive", "Dr"], ["Lane", "Ln"],
  ["Court", "Ct"], ["Boulevard", "Blvd"], ["Place", "Pl"], ["Circle", "Cir"], ["Terrace", "Ter"],
  ["Parkway", "Pkwy"], ["Trail", "Trl"], ["Way", "Way"], ["Loop", "Loop"], ["Run", "Run"],
] as const;

// prettier-ignore
export const FIRST_NAMES = [
  "Maria", "James", "Aisha", "Wei", "Priya", "Carlos", "Fatima", "Dmitri", "Grace", "Tomás",
  "Keisha", "Nguyen", "Olivia", "Mohammed", "Hannah", "Luis", "Chloe", "Kwame", "Ingrid", "Rafael",
  "Yuki", "Brandon", "Leticia", "Samuel", "Anita", "Derek", "Marisol", "Patrick", "Lena", "Omar",
  "Beatriz", "Gregory", "Tamika", "Viktor", "Rosa", "Elijah", "Mei", "Connor", "Imani", "Stefan",
  "Paula", "Hiroshi", "Deborah", "Andre", "Sofia", "Raymond", "Nadia", "Curtis", "Eleanor", "Jamal",
] as const;

// prettier-ignore
export const LAST_NAMES = [
  "Okafor", "Lindqvist", "Ramirez", "Thompson", "Nakamura", "Haddad", "Kowalski", "O'Brien", "Patel",
  "Washington", "Castellano", "Fischer", "Mbeki", "Larsen", "Delgado", "Whitaker", "Chen", "Abernathy",
  "Morales", "Goldberg", "Petrov", "Sullivan", "Achebe", "Vance", "Romero", "Holloway", "Tran",
  "McAllister", "Ibrahim", "Bergstrom", "Pham", "Reyes-Ortiz", "Donnelly", "Kaplan", "Silva", "Yamamoto",
  "Brennan", "Ferreira", "Gallagher", "Novak", "Adeyemi", "Harrington", "Jovanovic", "Kim", "Quintero",
  "Sorensen", "Underwood", "Villanueva", "Whitfield", "Zielinski",
] as const;

export interface Lender {
  name: string;
  poBox: boolean;
  city: string;
  state: string;
  zip: string;
}

export const AUTO_LENDERS: readonly Lender[] = [
  { name: "Ally Bank", poBox: true, city: "Draper", state: "UT", zip: "84020" },
  { name: "Capital One Auto Finance", poBox: true, city: "Plano", state: "TX", zip: "75025" },
  { name: "Toyota Motor Credit Corporation", poBox: true, city: "Cedar Rapids", state: "IA", zip: "52408" },
  { name: "American Honda Finance Corporation", poBox: true, city: "Alpharetta", state: "GA", zip: "30009" },
  { name: "Ford Motor Credit Company LLC", poBox: true, city: "Omaha", state: "NE", zip: "68154" },
  { name: "GM Financial", poBox: true, city: "Arlington", state: "TX", zip: "76096" },
  { name: "Santander Consumer USA Inc.", poBox: true, city: "Dallas", state: "TX", zip: "75266" },
  { name: "Wells Fargo Auto", poBox: true, city: "Chandler", state: "AZ", zip: "85244" },
  { name: "Navy Federal Credit Union", poBox: false, city: "Vienna", state: "VA", zip: "22180" },
  { name: "PenFed Credit Union", poBox: true, city: "Tysons", state: "VA", zip: "22102" },
  { name: "Nissan Motor Acceptance Company LLC", poBox: true, city: "Franklin", state: "TN", zip: "37068" },
  { name: "Hyundai Capital America", poBox: true, city: "Fountain Valley", state: "CA", zip: "92728" },
  { name: "Westlake Financial Services", poBox: false, city: "Los Angeles", state: "CA", zip: "90010" },
  { name: "Truist Bank", poBox: true, city: "Wilson", state: "NC", zip: "27894" },
  { name: "Regions Bank", poBox: true, city: "Birmingham", state: "AL", zip: "35202" },
  { name: "Fifth Third Bank, N.A.", poBox: true, city: "Cincinnati", state: "OH", zip: "45263" },
  { name: "Huntington National Bank", poBox: true, city: "Columbus", state: "OH", zip: "43216" },
  { name: "BMW Financial Services NA, LLC", poBox: true, city: "Hilliard", state: "OH", zip: "43026" },
  { name: "Mercedes-Benz Financial Services USA LLC", poBox: true, city: "Fort Worth", state: "TX", zip: "76161" },
  { name: "Bank of America, N.A.", poBox: true, city: "Greensboro", state: "NC", zip: "27420" },
  { name: "Global Lending Services LLC", poBox: true, city: "Greenville", state: "SC", zip: "29603" },
  { name: "Bridgecrest Acceptance Corporation", poBox: true, city: "Tempe", state: "AZ", zip: "85280" },
];

export const MORTGAGEES: readonly Lender[] = [
  { name: "Wells Fargo Bank, N.A.", poBox: true, city: "Springfield", state: "OH", zip: "45501" },
  { name: "Rocket Mortgage, LLC", poBox: true, city: "Troy", state: "MI", zip: "48007" },
  { name: "PennyMac Loan Services, LLC", poBox: true, city: "Moorpark", state: "CA", zip: "93020" },
  { name: "Nationstar Mortgage LLC", poBox: true, city: "Coppell", state: "TX", zip: "75019" },
  { name: "U.S. Bank National Association", poBox: true, city: "Owensboro", state: "KY", zip: "42302" },
  { name: "Freedom Mortgage Corporation", poBox: true, city: "Fishers", state: "IN", zip: "46037" },
  { name: "Lakeview Loan Servicing, LLC", poBox: true, city: "Coral Gables", state: "FL", zip: "33146" },
  { name: "NewRez LLC", poBox: true, city: "Fort Washington", state: "PA", zip: "19034" },
  { name: "Flagstar Bank, N.A.", poBox: true, city: "Troy", state: "MI", zip: "48099" },
  { name: "PNC Bank, National Association", poBox: true, city: "Miamisburg", state: "OH", zip: "45343" },
  { name: "Citizens Bank, N.A.", poBox: true, city: "Riverside", state: "RI", zip: "02915" },
  { name: "Guild Mortgage Company LLC", poBox: false, city: "San Diego", state: "CA", zip: "92108" },
  { name: "loanDepot.com, LLC", poBox: true, city: "Irving", state: "TX", zip: "75038" },
  { name: "Cenlar FSB", poBox: true, city: "Ewing", state: "NJ", zip: "08628" },
  { name: "Truist Bank", poBox: true, city: "Sumter", state: "SC", zip: "29151" },
  { name: "Mortgage Research Center LLC", poBox: true, city: "Columbia", state: "MO", zip: "65205" },
  { name: "Carrington Mortgage Services, LLC", poBox: true, city: "Anaheim", state: "CA", zip: "92806" },
  { name: "First Horizon Bank", poBox: true, city: "Memphis", state: "TN", zip: "38101" },
  { name: "Idaho Central Credit Union", poBox: false, city: "Chubbuck", state: "ID", zip: "83202" },
  {
    name: "Midland Mortgage, a division of MidFirst Bank",
    poBox: true,
    city: "Oklahoma City",
    state: "OK",
    zip: "73126",
  },
];

/** Carrier slugs that write no home or condo business. */
// prettier-ignore
export const AUTO_ONLY_SLUGS = new Set([
  "geico", "geico-general", "geico-indemnity", "geico-casualty", "mercury", "mercury-casualty",
  "california-automobile", "dairyland", "bristol-west", "infinity", "progressive-direct",
  "progressive-specialty", "progressive-northern", "progressive-advanced", "progressive-northwestern",
  "usaa-general-indemnity", "garrison", "21st-century", "esurance", "mid-century", "truck-insurance-exchange",
  "state-farm",
]);

/** Carrier slugs that write no auto business. */
// prettier-ignore
export const HOME_ONLY_SLUGS = new Set([
  "homesite", "universal-property", "citizens-property-florida", "american-strategic", "spinnaker",
  "state-farm-fire-and-casualty", "state-farm-general", "fire-insurance-exchange", "lemonade",
]);
