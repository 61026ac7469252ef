// Vehicle makes, to tell the make from the model in "2021 Land Rover Range Rover Sport".
// Matching is on letters only, so "MERCEDES BENZ" and "Mercedes-Benz" are the same make.

const MAKES = [
  "Acura",
  "Alfa Romeo",
  "Aston Martin",
  "Audi",
  "Bentley",
  "BMW",
  "Buick",
  "Cadillac",
  "Chevrolet",
  "Chevy",
  "Chrysler",
  "Dodge",
  "Ferrari",
  "Fiat",
  "Ford",
  "Genesis",
  "GMC",
  "Harley-Davidson",
  "Honda",
  "Hummer",
  "Hyundai",
  "Infiniti",
  "Isuzu",
  "Jaguar",
  "Jeep",
  "Kia",
  "Lamborghini",
  "Land Rover",
  "Lexus",
  "Lincoln",
  "Lucid",
  "Maserati",
  "Mazda",
  "McLaren",
  "Mercedes-Benz",
  "Mercedes",
  "Mercury",
  "Mini",
  "Mitsubishi",
  "Nissan",
  "Oldsmobile",
  "Plymouth",
  "Polestar",
  "Pontiac",
  "Porsche",
  "Ram",
  "Rivian",
  "Rolls-Royce",
  "Saab",
  "Saturn",
  "Scion",
  "Subaru",
  "Suzuki",
  "Tesla",
  "Toyota",
  "Volkswagen",
  "VW",
  "Volvo",
  "Yamaha",
  "Kawasaki",
];

const key = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, "");
const BY_KEY = new Map(MAKES.map((m) => [key(m), m]));
const MULTI_WORD = MAKES.filter((m) => /[\s-]/.test(m)).map((m) => m.split(/[\s-]+/).length);
const MAX_WORDS = Math.max(1, ...MULTI_WORD);

/** Splits "Land Rover Range Rover" into make and model; the make is returned as printed. */
export function splitMakeModel(text: string): { make: string; model: string } | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  for (let n = Math.min(MAX_WORDS, words.length); n >= 1; n--) {
    const printed = words.slice(0, n).join(" ");
    if (BY_KEY.has(key(printed))) return { make: printed, model: words.slice(n).join(" ") };
  }
  return { make: words[0], model: words.slice(1).join(" ") };
}

export function isKnownMake(word: string): boolean {
  return BY_KEY.has(key(word));
}

/** Registration make codes ("TOYT") that are not simply a make's first letters. */
const CODES: Record<string, string> = {
  toyt: "Toyota",
  lexs: "Lexus",
  merz: "Mercedes-Benz",
  lndr: "Land Rover",
  gens: "Genesis",
  satr: "Saturn",
  strn: "Saturn",
  isu: "Isuzu",
};
const LETTER_KEYS = MAKES.map((m) => [m.toLowerCase().replace(/[^a-z]/g, ""), m] as const);

/**
 * The makes a printed word can stand for: the make itself, a registration code, or the first
 * four letters or more of one ("SUBA FORESTER", "2016 Toyo Corolla").
 */
export function makesNamed(word: string): string[] {
  const exact = BY_KEY.get(key(word));
  if (exact) return [exact];
  const letters = word.toLowerCase().replace(/[^a-z]/g, "");
  if (letters.length !== word.replace(/[^A-Za-z]/g, "").length || !letters) return [];
  if (CODES[letters]) return [CODES[letters]];
  return letters.length >= 4 ? LETTER_KEYS.filter(([k]) => k.startsWith(letters)).map(([, m]) => m) : [];
}
