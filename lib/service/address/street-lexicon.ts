// Words the address parser needs to find where a street ends when a one-line address has no
// commas ("77 Lake Shore Dr Chicago IL 60611").

/**
 * Common USPS street suffixes. Deliberately leaves out suffixes that are also frequent in street or
 * city names (Lake, Shore, Park, Hill, Beach, Point, Creek…): matching those would cut "Lake Shore Dr"
 * or "Park City" in the wrong place.
 */
export const STREET_SUFFIXES: ReadonlySet<string> = new Set([
  "st",
  "street",
  "ave",
  "av",
  "avenue",
  "rd",
  "road",
  "dr",
  "drive",
  "blvd",
  "boulevard",
  "ln",
  "lane",
  "ct",
  "court",
  "way",
  "pl",
  "place",
  "ter",
  "terrace",
  "cir",
  "circle",
  "pkwy",
  "parkway",
  "hwy",
  "highway",
  "sq",
  "square",
  "trl",
  "trail",
  "pike",
  "loop",
  "plz",
  "plaza",
  "aly",
  "alley",
  "expy",
  "expressway",
  "fwy",
  "freeway",
  "cv",
  "cove",
  "xing",
  "crossing",
  "tpke",
  "turnpike",
  "row",
  "walk",
]);

/** Abbreviated directionals that follow a street suffix ("Peachtree St NE"). */
export const POST_DIRECTIONALS: ReadonlySet<string> = new Set(["n", "s", "e", "w", "ne", "nw", "se", "sw"]);

/** Secondary-unit designators that start an addressLine2 ("Apt 4B", "Suite 200", "# 12"). */
export const UNIT_DESIGNATORS: ReadonlySet<string> = new Set([
  "apt",
  "apartment",
  "unit",
  "suite",
  "ste",
  "fl",
  "floor",
  "rm",
  "room",
  "bldg",
  "building",
  "lot",
  "trlr",
  "dept",
  "spc",
  "space",
  "#",
]);

/** Bare word after stripping a trailing dot, lower-cased, for lexicon look-ups. */
export const lexKey = (word: string): string => word.replace(/\.$/, "").toLowerCase();
