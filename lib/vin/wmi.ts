// World manufacturer identifiers (VIN positions 1–3) of the makes on US roads. A VIN read by OCR
// that starts with one is far likelier right than one that does not ("JNB…" is a misread of the
// Nissan "JN8…"); a VIN outside the list is still accepted, only with less preference.

// Grouped by the maker that assigns them, with the makes it sells: a VIN's first three characters
// tell which makes can be printed beside it ("1FT…" is a Ford or a Lincoln, never a Kia).
const MAKERS: { wmis: string; makes: string[] }[] = [
  {
    wmis: "1C3 1C4 1C6 1D3 1D7 1J4 1J8 1B3 2B3 2C3 2C4 2D4 2D8 3C3 3C4 3C6 3C7 3D7 ZAC ZFB",
    makes: ["Chrysler", "Dodge", "Jeep", "Ram", "Fiat", "Plymouth"],
  },
  {
    wmis: "1FA 1FB 1FC 1FD 1FM 1FT 1FV 2FA 2FM 2FT 3FA 3FM 3FT 1ZV NM0 WF0 MAJ 1LN 2LM 3LN 5LM 5LD",
    makes: ["Ford", "Lincoln", "Mercury"],
  },
  {
    wmis: "1G1 1G2 1G4 1G6 1G8 1GB 1GC 1GD 1GK 1GM 1GN 1GT 1GY 2G1 2G2 2G4 2GN 2GC 2GK 2GT 3G1 3GN 3GC 3GK 3GT 3GY KL1 KL4 KL7 KL8 5GA 5GR 1GH 2G0",
    makes: ["Chevrolet", "Chevy", "GMC", "Buick", "Cadillac", "Pontiac", "Oldsmobile", "Saturn", "Hummer"],
  },
  {
    wmis: "JT2 JT3 JT4 JT6 JT8 JTD JTE JTH JTJ JTK JTL JTM JTN 2T1 2T2 2T3 4T1 4T3 4T4 5TD 5TF 5TB 5TE 5YF 3TM 3TY 58A 7MU",
    makes: ["Toyota", "Lexus", "Scion"],
  },
  { wmis: "1HG 2HG 3HG JHM 5FN 5J6 2HK 19X 19U JH4 5J8 3CZ 7FA SHH SHS 1HF", makes: ["Honda", "Acura"] },
  { wmis: "1N4 1N6 3N1 3N6 3N8 5N1 5N3 JN1 JN6 JN8 JNK JNR 3PC 5BZ", makes: ["Nissan", "Infiniti"] },
  { wmis: "KMH KM8 5NP 5NM KMT KNA KND KNM 5XX 5XY 3KP 3KM", makes: ["Hyundai", "Kia", "Genesis"] },
  { wmis: "JF1 JF2 4S3 4S4 4S6", makes: ["Subaru"] },
  { wmis: "JM1 JM3 3MZ 3MV 3MD 1YV 4F2 4F4", makes: ["Mazda"] },
  { wmis: "3VW 3VV WVW WVG WV1 WV2 1VW WAU WA1 WUA", makes: ["Volkswagen", "VW", "Audi"] },
  { wmis: "WBA WBS WBX WBY 5UX 5UJ 5YM 4US WMW", makes: ["BMW", "Mini"] },
  { wmis: "WDD WDB WDC WDF 4JG 55S W1K W1N W1V W1X", makes: ["Mercedes-Benz", "Mercedes"] },
  { wmis: "WP0 WP1", makes: ["Porsche"] },
  { wmis: "YV1 YV4 7JR 7JD LVY", makes: ["Volvo", "Polestar"] },
  { wmis: "5YJ 7SA 7G2 LRW", makes: ["Tesla"] },
  { wmis: "JA3 JA4 JA7 4A3 4A4 ML3", makes: ["Mitsubishi"] },
  { wmis: "SAL SAJ SAD SCC", makes: ["Land Rover", "Jaguar"] },
  { wmis: "7PD 7FC", makes: ["Rivian"] },
  { wmis: "50E", makes: ["Lucid"] },
  { wmis: "1HD", makes: ["Harley-Davidson"] },
  { wmis: "JYA", makes: ["Yamaha"] },
  { wmis: "JKA", makes: ["Kawasaki"] },
  { wmis: "JS1", makes: ["Suzuki"] },
];

const letters = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, "");
const MAKES_BY_WMI = new Map(
  MAKERS.flatMap((m) => m.wmis.split(/\s+/).map((w) => [w, new Set(m.makes.map(letters))] as const)),
);
const KNOWN = new Set(MAKES_BY_WMI.keys());

/**
 * Whether `make` can be printed beside `vin`: true or false when the VIN's maker is known, null
 * when it is not (a WMI outside the list says nothing either way).
 */
export function makeFitsVin(make: string, vin: string): boolean | null {
  const makes = MAKES_BY_WMI.get(vin.slice(0, 3).toUpperCase());
  return makes ? makes.has(letters(make)) : null;
}

export function knownWmi(vin: string): boolean {
  return KNOWN.has(vin.slice(0, 3));
}
