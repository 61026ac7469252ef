import { vinCheckDigitValid, YEAR_CODES } from "./index";
import { knownWmi } from "./wmi";

// A VIN read by OCR, settled from one or more readings of the same print. A VIN has no words
// around it to correct it, but it has structure: I, O and Q never occur, position 9 is the check
// digit, position 10 encodes the model year (printed beside it on a declarations page), and the
// last four positions are digits, and the first three name the maker (wmi.ts). Each reading is turned into the VINs reachable through a few
// look-alike swaps (5/S, 8/B, 0/D, 1/I/J…) that satisfy all of that; the one reached most cheaply,
// by the most readings, wins, and a tie at the top means no answer.

/**
 * Characters OCR reads for each other in VIN print (monospace, often small), with the cost of each
 * swap; the recogniser's language model leans to letters, so a letter read for a digit is likelier.
 */
const LOOK_ALIKES: Record<string, [string, number][]> = {
  S: [["5", 0.8]],
  "5": [["S", 1]],
  B: [["8", 0.8]],
  "8": [["B", 1]],
  Z: [["2", 0.8]],
  "2": [["Z", 1]],
  G: [["6", 0.8]],
  "6": [["G", 1]],
  D: [["0", 0.8]],
  "0": [["D", 1]],
  A: [["4", 0.8]],
  "4": [["A", 1]],
  T: [["7", 0.8]],
  "7": [["T", 1]],
  L: [["1", 0.8]],
  J: [["1", 0.8]],
  "1": [
    ["L", 1],
    ["J", 1],
  ],
  // I is never in a VIN and stands as often for J as for 1 (equal in the check digit).
  I: [
    ["1", 0.5],
    ["J", 0.5],
    ["L", 1],
    ["T", 1],
    ["9", 1],
  ],
  // A monospace 9 closes its loop into an O (or thins into an I) for the recogniser.
  O: [
    ["0", 0],
    ["9", 1],
    ["D", 1],
  ],
  Q: [["0", 0]],
};
/** Where a position holds only digits, the digit a letter there stands for: free. */
const DIGIT_FOR: Record<string, string> = {
  S: "5",
  B: "8",
  Z: "2",
  G: "6",
  D: "0",
  T: "7",
  L: "1",
  A: "4",
  J: "1",
  I: "1",
  O: "0",
  Q: "0",
};

/** Most a candidate may cost in swaps beyond the free ones. */
const BUDGET = 2.5;

/** The model-year character (position 10) for a year: A = 1980 or 2010, 1 = 2001 or 2031. */
export function yearCode(year: number): string | null {
  if (!Number.isInteger(year) || year < 1980 || year > 2039) return null;
  return YEAR_CODES[(year - 1980) % 30];
}

function allowed(c: string, i: number): boolean {
  if (/[IOQ]/.test(c)) return false;
  if (i === 8) return /[0-9X]/.test(c);
  if (i === 9) return !/[0UZ]/.test(c);
  if (i >= 13) return /\d/.test(c);
  return true;
}

/** Every valid VIN within BUDGET swaps of a 17-character reading, with its cost. */
function candidates(reading: string, expectedYear: string | null, base: number, out: Map<string, number>): void {
  const chars = [...reading];
  const walk = (i: number, prefix: string, cost: number): void => {
    if (cost > BUDGET + 1e-9) return;
    if (i === 17) {
      if (!vinCheckDigitValid(prefix)) return;
      const total = base + cost + (expectedYear && prefix[9] !== expectedYear ? 1 : 0) - (knownWmi(prefix) ? 1.5 : 0);
      if (!out.has(prefix) || out.get(prefix)! > total) out.set(prefix, total);
      return;
    }
    const c = chars[i];
    const options: [string, number][] = [];
    if (allowed(c, i)) options.push([c, 0]);
    else if ((i === 8 || i >= 13) && DIGIT_FOR[c]) options.push([DIGIT_FOR[c], 0]);
    for (const [alt, k] of LOOK_ALIKES[c] ?? [])
      if (allowed(alt, i) && !options.some(([o]) => o === alt)) options.push([alt, k]);
    // Positions 12–13 start the serial number: digits for almost every maker.
    if (i === 11 || i === 12) for (const o of options) if (/[A-Z]/.test(o[0])) o[1] += 0.5;
    // The model year printed beside the VIN is worth one swap at position 10, whatever was read.
    if (i === 9 && expectedYear && !options.some(([o]) => o === expectedYear)) options.push([expectedYear, 1]);
    for (const [o, k] of options) walk(i + 1, prefix + o, cost + k);
  };
  walk(0, "", 0);
}

/**
 * The VIN most readings of one print agree on, cheapest first, or null when none is valid or two
 * tie. A reading may carry one stray character (18 long): dropping it costs a swap. `year` is the
 * model year printed with the vehicle, when there is one.
 */
export function vinFromReadings(readings: string[], year?: number | null): string | null {
  const expected = year ? yearCode(year) : null;
  const scores = new Map<string, { cost: number; votes: number }>();
  for (const raw of readings) {
    const reading = raw.toUpperCase().replace(/[^A-Z0-9]/g, "");
    const found = new Map<string, number>();
    if (reading.length === 17) candidates(reading, expected, 0, found);
    if (reading.length === 18)
      for (let i = 0; i < 18; i++) candidates(reading.slice(0, i) + reading.slice(i + 1), expected, 1, found);
    for (const [vin, cost] of found) {
      const s = scores.get(vin);
      if (!s) scores.set(vin, { cost, votes: 1 });
      else {
        s.cost = Math.min(s.cost, cost);
        s.votes++;
      }
    }
  }
  const ranked = [...scores.entries()]
    .map(([vin, s]) => ({ vin, score: s.cost - 0.5 * (s.votes - 1) }))
    .sort((a, b) => a.score - b.score);
  if (!ranked.length) return null;
  if (ranked.length > 1 && ranked[1].score - ranked[0].score < 0.3) return null;
  return ranked[0].vin;
}
