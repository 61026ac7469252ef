// Lenders that hold most US car loans, leases and mortgages, by the brand words their names open
// with. Many print no lender word at all ("Wells Fargo Auto", "Ally", "Mr. Cooper"), so without the
// brand nothing tells them from a sentence. Insurers' names are left out even when the group also
// lends (USAA), so a carrier is never taken for a lienholder.

const BRANDS = [
  "ally",
  "american honda finance",
  "audi financial",
  "bank of america",
  "bmo",
  "bmw financial",
  "bridgecrest",
  "caliber home loans",
  "capital one",
  "carmax auto finance",
  "carrington",
  "cenlar",
  "chase",
  "chrysler capital",
  "citi",
  "citibank",
  "citizens",
  "credit acceptance",
  "dovenmuehle",
  "drivetime",
  "exeter finance",
  "fifth third",
  "flagstar",
  "ford credit",
  "ford motor credit",
  "freedom mortgage",
  "global lending services",
  "gm financial",
  "guild mortgage",
  "honda financial services",
  "huntington",
  "hyundai capital",
  "hyundai motor finance",
  "jpmorgan chase",
  "keybank",
  "kia finance",
  "kia motors finance",
  "lakeview loan servicing",
  "lexus financial",
  "loandepot",
  "m&t bank",
  "mazda financial",
  "mercedes-benz financial",
  "midland mortgage",
  "mr. cooper",
  "nationstar",
  "navy federal",
  "newrez",
  "nissan motor acceptance",
  "penfed",
  "pennymac",
  "pnc",
  "regions",
  "rocket mortgage",
  "santander",
  "shellpoint",
  "stellantis financial",
  "subaru motors finance",
  "td bank",
  "toyota financial services",
  "toyota motor credit",
  "truist",
  "u.s. bank",
  "us bank",
  "united wholesale mortgage",
  "vw credit",
  "wells fargo",
  "westlake financial",
];

const words = (s: string): string =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, " ")
    .trim()} `;
const KEYS = BRANDS.map(words);

/** Whether a name opens with a known lender's brand ("WELLS FARGO AUTO", "Truist Bank"). */
export function isKnownLender(name: string): boolean {
  const w = words(name);
  return KEYS.some((k) => w.startsWith(k));
}
