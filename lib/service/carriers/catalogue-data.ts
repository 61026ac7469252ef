import type { PolicyType } from "@/lib/schemas/policy";
import type { CarrierRecord } from "./types";

// Real US personal-lines writers with their NAIC company codes. Each brand's first entry is its
// "primary" company: the one a bare brand name ("GEICO", "Progressive") resolves to and the one
// that carries the brand's policy-lookup support. Sibling companies are listed because documents
// print the underwriting company ("GEICO General Insurance Company"), not the brand.

const AUTO_HOME_CONDO: readonly PolicyType[] = ["auto", "home", "condo"];
const AUTO_HOME: readonly PolicyType[] = ["auto", "home"];
const AUTO_ONLY: readonly PolicyType[] = ["auto"];

function carrier(
  slug: string,
  name: string,
  shortName: string,
  naicCode: string,
  lookup: readonly PolicyType[] = [],
): CarrierRecord {
  return {
    id: `car_${slug}`,
    slug,
    name,
    shortName,
    naicCode,
    policyLookup: Object.freeze({ supported: lookup.length > 0, policyTypes: Object.freeze([...lookup]) }),
  };
}

export const CARRIER_DATA: readonly CarrierRecord[] = Object.freeze([
  // The five sandbox carriers (../shared/spec/sandbox.md) — names, codes and support are fixed there.
  carrier("state-farm", "State Farm Mutual Automobile Insurance Company", "State Farm", "25178", AUTO_HOME_CONDO),
  carrier("geico", "Government Employees Insurance Company (GEICO)", "GEICO", "22063", AUTO_ONLY),
  carrier("progressive", "Progressive Casualty Insurance Company", "Progressive", "24260", AUTO_HOME),
  carrier("allstate", "Allstate Insurance Company", "Allstate", "19232", AUTO_HOME_CONDO),
  carrier("lemonade", "Lemonade Insurance Company", "Lemonade", "16679"),

  // Other large brands with policy lookup.
  carrier("liberty-mutual", "Liberty Mutual Insurance Company", "Liberty Mutual", "23043", AUTO_HOME_CONDO),
  carrier("nationwide", "Nationwide Mutual Insurance Company", "Nationwide", "23787", AUTO_HOME_CONDO),
  carrier("usaa", "United Services Automobile Association", "USAA", "25941", AUTO_HOME_CONDO),
  carrier("farmers", "Farmers Insurance Exchange", "Farmers", "21652", AUTO_HOME_CONDO),
  carrier("travelers", "The Travelers Indemnity Company", "Travelers", "25658", AUTO_HOME),
  carrier("american-family", "American Family Mutual Insurance Company, S.I.", "American Family", "19275", AUTO_HOME),
  carrier("erie", "Erie Insurance Exchange", "Erie Insurance", "26271", AUTO_HOME),
  carrier("auto-owners", "Auto-Owners Insurance Company", "Auto-Owners", "18988", AUTO_HOME_CONDO),
  carrier("safeco", "Safeco Insurance Company of America", "Safeco", "24740", AUTO_HOME),
  carrier("mercury", "Mercury Insurance Company", "Mercury", "27553", AUTO_ONLY),
  carrier("amica", "Amica Mutual Insurance Company", "Amica", "19976", AUTO_HOME_CONDO),

  // Sibling underwriting companies of the brands above.
  carrier("state-farm-fire-and-casualty", "State Farm Fire and Casualty Company", "State Farm", "25143"),
  carrier("state-farm-general", "State Farm General Insurance Company", "State Farm", "25151"),
  carrier("geico-general", "GEICO General Insurance Company", "GEICO", "35882"),
  carrier("geico-indemnity", "GEICO Indemnity Company", "GEICO", "22055"),
  carrier("geico-casualty", "GEICO Casualty Company", "GEICO", "41491"),
  carrier("progressive-direct", "Progressive Direct Insurance Company", "Progressive", "16322"),
  carrier("progressive-northern", "Progressive Northern Insurance Company", "Progressive", "38628"),
  carrier("progressive-specialty", "Progressive Specialty Insurance Company", "Progressive", "32786"),
  carrier("progressive-advanced", "Progressive Advanced Insurance Company", "Progressive", "11851"),
  carrier("progressive-northwestern", "Progressive Northwestern Insurance Company", "Progressive", "42919"),
  carrier("allstate-fire-and-casualty", "Allstate Fire and Casualty Insurance Company", "Allstate", "29688"),
  carrier("allstate-indemnity", "Allstate Indemnity Company", "Allstate", "19240"),
  carrier("allstate-property-and-casualty", "Allstate Property and Casualty Insurance Company", "Allstate", "17230"),
  carrier("allstate-vehicle-and-property", "Allstate Vehicle and Property Insurance Company", "Allstate", "37907"),
  carrier("liberty-mutual-fire", "Liberty Mutual Fire Insurance Company", "Liberty Mutual", "23035"),
  carrier("lm-general", "LM General Insurance Company", "Liberty Mutual", "36447"),
  carrier("liberty-insurance-corporation", "Liberty Insurance Corporation", "Liberty Mutual", "42404"),
  carrier("general-insurance-company-of-america", "General Insurance Company of America", "Safeco", "24732"),
  carrier("nationwide-mutual-fire", "Nationwide Mutual Fire Insurance Company", "Nationwide", "23779"),
  carrier("nationwide-general", "Nationwide General Insurance Company", "Nationwide", "23760"),
  carrier(
    "nationwide-property-and-casualty",
    "Nationwide Property and Casualty Insurance Company",
    "Nationwide",
    "37877",
  ),
  carrier("allied", "Allied Property and Casualty Insurance Company", "Nationwide", "42579"),
  carrier("amco", "AMCO Insurance Company", "Nationwide", "19100"),
  carrier("usaa-casualty", "USAA Casualty Insurance Company", "USAA", "25968"),
  carrier("usaa-general-indemnity", "USAA General Indemnity Company", "USAA", "18600"),
  carrier("garrison", "Garrison Property and Casualty Insurance Company", "USAA", "21253"),
  carrier("fire-insurance-exchange", "Fire Insurance Exchange", "Farmers", "21660"),
  carrier("truck-insurance-exchange", "Truck Insurance Exchange", "Farmers", "21709"),
  carrier("mid-century", "Mid-Century Insurance Company", "Farmers", "21687"),
  carrier("travelers-home-and-marine", "The Travelers Home and Marine Insurance Company", "Travelers", "27998"),
  carrier("standard-fire", "The Standard Fire Insurance Company", "Travelers", "19070"),
  carrier(
    "travelers-property-casualty-of-america",
    "Travelers Property Casualty Company of America",
    "Travelers",
    "25674",
  ),
  carrier("american-family-insurance-company", "American Family Insurance Company", "American Family", "10386"),
  carrier("american-standard", "American Standard Insurance Company of Wisconsin", "American Family", "19283"),
  carrier("erie-insurance-company", "Erie Insurance Company", "Erie Insurance", "26263"),
  carrier("owners", "Owners Insurance Company", "Auto-Owners", "32700"),
  carrier("home-owners", "Home-Owners Insurance Company", "Auto-Owners", "26638"),
  carrier("southern-owners", "Southern-Owners Insurance Company", "Auto-Owners", "10190"),
  carrier("mercury-casualty", "Mercury Casualty Company", "Mercury", "11908"),
  carrier("california-automobile", "California Automobile Insurance Company", "Mercury", "38342"),

  // Brands without policy lookup.
  carrier("esurance", "Esurance Insurance Company", "Esurance", "25712"),
  carrier("national-general", "National General Insurance Company", "National General", "23728"),
  carrier("21st-century", "21st Century Insurance Company", "21st Century", "12963"),
  carrier("foremost", "Foremost Insurance Company Grand Rapids, Michigan", "Foremost", "11185"),
  carrier("bristol-west", "Bristol West Insurance Company", "Bristol West", "19658"),
  carrier("homesite", "Homesite Insurance Company", "Homesite", "17221"),
  carrier("hartford", "Hartford Fire Insurance Company", "The Hartford", "19682"),
  carrier("hartford-underwriters", "Hartford Underwriters Insurance Company", "The Hartford", "30104"),
  carrier("hartford-midwest", "Hartford Insurance Company of the Midwest", "The Hartford", "37478"),
  carrier(
    "property-and-casualty-of-hartford",
    "Property and Casualty Insurance Company of Hartford",
    "The Hartford",
    "34690",
  ),
  carrier("trumbull", "Trumbull Insurance Company", "The Hartford", "27120"),
  carrier("infinity", "Infinity Insurance Company", "Infinity", "22268"),
  carrier("trinity-universal", "Trinity Universal Insurance Company", "Kemper", "19887"),
  carrier("hanover", "The Hanover Insurance Company", "The Hanover", "22292"),
  carrier("citizens-insurance-company-of-america", "Citizens Insurance Company of America", "The Hanover", "31534"),
  carrier("chubb", "Federal Insurance Company", "Chubb", "20281"),
  carrier("pacific-indemnity", "Pacific Indemnity Company", "Chubb", "20346"),
  carrier("great-northern", "Great Northern Insurance Company", "Chubb", "20303"),
  carrier("vigilant", "Vigilant Insurance Company", "Chubb", "20397"),
  carrier("cincinnati", "The Cincinnati Insurance Company", "Cincinnati Insurance", "10677"),
  carrier("country-financial", "COUNTRY Mutual Insurance Company", "COUNTRY Financial", "20990"),
  carrier("shelter", "Shelter Mutual Insurance Company", "Shelter Insurance", "23388"),
  carrier("westfield", "Westfield Insurance Company", "Westfield", "24112"),
  carrier("grange", "Grange Mutual Casualty Company", "Grange Insurance", "14060"),
  carrier("dairyland", "Dairyland Insurance Company", "Dairyland", "21164"),
  carrier("sentry", "Sentry Insurance Company", "Sentry", "24988"),
  carrier(
    "auto-club-southern-california",
    "Interinsurance Exchange of the Automobile Club",
    "Auto Club of Southern California",
    "15539",
  ),
  carrier("commerce", "The Commerce Insurance Company", "MAPFRE Insurance", "34754"),
  carrier("spinnaker", "Spinnaker Insurance Company", "Hippo", "24376"),
  carrier("universal-property", "Universal Property & Casualty Insurance Company", "Universal Property", "10861"),
  carrier(
    "citizens-property-florida",
    "Citizens Property Insurance Corporation",
    "Citizens Property Insurance",
    "10064",
  ),
  carrier("american-strategic", "American Strategic Insurance Corp.", "ASI", "10872"),
  carrier("horace-mann", "Horace Mann Insurance Company", "Horace Mann", "22578"),
  carrier("alfa", "Alfa Mutual Insurance Company", "Alfa Insurance", "19135"),
  carrier("state-auto", "State Automobile Mutual Insurance Company", "State Auto", "25135"),
  carrier("american-national", "American National Property and Casualty Company", "American National", "28401"),
  carrier("selective", "Selective Insurance Company of America", "Selective", "12572"),
  carrier("acuity", "ACUITY, A Mutual Insurance Company", "Acuity", "14184"),
  carrier("frankenmuth", "Frankenmuth Mutual Insurance Company", "Frankenmuth Insurance", "13986"),
  carrier("donegal", "Donegal Mutual Insurance Company", "Donegal", "13692"),
  carrier(
    "penn-national",
    "Pennsylvania National Mutual Casualty Insurance Company",
    "Penn National Insurance",
    "14990",
  ),
  carrier("utica", "Utica Mutual Insurance Company", "Utica National", "25976"),
]);
