import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// An "at a glance" summary states each fact in a sentence: the coverage is named by what it pays
// for and the amount follows a lead-in ("we'll pay up to", "up to") or a colon; the premium is what
// "you pay for the year".

const TODAY = new Date("2026-06-01");
const read = (rows: FixtureRow[]) => parsePolicy([textPage(rows)], { policyType: "home", today: TODAY });

const PAGE: FixtureRow[] = [
  [[48, "Erie Insurance"]],
  [[54, "You're covered from 9/24/2026 through 9/24/2027."]],
  [[54, "Your policy number is H3 8327053."]],
  [[54, "Named on this policy: Mohammed Quintero"]],
  [[54, "If your house is damaged or destroyed, we'll pay up to $397,000 to repair or rebuild it."]],
  [[54, "Other buildings on your property, like a garage, shed or fence: $39,700."]],
  [[54, "Hotel, meals and other extra costs while your home is repaired: up to $119,100."]],
  [[54, "If you're responsible for someone's injury or damage: up to $500,000."]],
  [[54, "A guest's doctor bills after a fall at your place: up to $5,000 each."]],
  [[54, "You pay $1,194.45 for the year."]],
];

describe("plain-language home summary", () => {
  it("names each coverage by what it pays for", () => {
    const limits = Object.fromEntries(
      read(PAGE).coverages.map((c) => [c.code, c.limitPerAccident ?? c.limitPerPerson]),
    );
    expect(limits).toMatchObject({
      DWELLING: 397000,
      OTHER_STRUCTURES: 39700,
      LOSS_OF_USE: 119100,
      PERSONAL_LIABILITY: 500000,
      MEDICAL_PAYMENTS: 5000,
    });
  });

  it("reads the premium a sentence gives for the year, and the insured named on the policy", () => {
    const policy = read(PAGE);
    expect(policy.premium).toBe(1194.45);
    expect(policy.insureds.map((i) => [i.firstName, i.lastName])).toEqual([["Mohammed", "Quintero"]]);
  });
});

describe("two columns of prose", () => {
  // Cards side by side: each column's sentences continue on its own next line, not beside it.
  const CARDS: FixtureRow[] = [
    [[48, "Erie Insurance"]],
    [
      [54, "You're covered from 9/24/2026 through 9/24/2027."],
      [430, "If your house is damaged or destroyed, we'll pay up to $397,000 to"],
    ],
    [
      [54, "Your policy number is H3 8327053."],
      [430, "repair or rebuild it."],
    ],
    [
      [54, "Named on this policy: Mohammed Quintero"],
      [430, "A guest's doctor bills after a fall at your place: up to $5,000 each."],
    ],
    [
      [54, "Hotel, meals and other extra costs while your home is repaired: up to"],
      [430, "If you're responsible for someone's injury or damage: up to $500,000."],
    ],
    [[54, "$119,100."]],
  ];

  it("reads a sentence that wraps in its own column", () => {
    const limits = Object.fromEntries(
      read(CARDS).coverages.map((c) => [c.code, c.limitPerAccident ?? c.limitPerPerson]),
    );
    expect(limits).toMatchObject({ DWELLING: 397000, LOSS_OF_USE: 119100, PERSONAL_LIABILITY: 500000 });
  });
});

describe("plain-language auto summary", () => {
  const line = (text: string): FixtureRow => [[52, text]];
  const AUTO: FixtureRow[] = [
    line("Policy number: 256-6596-Z64"),
    line("Your coverage begins on 09/07/2025. It expires on 03/07/2026."),
    line("Your car: 2024 Tesla Model 3 Performance (VIN 5YJJYVST8RP966879)."),
    line("Injuries you cause to others: we pay up to $500,000 for each person and $1,000,000 for each accident."),
    line("Damage you cause to other people's stuff (cars, fences, mailboxes): up to $250,000 per accident."),
    line(
      "If a driver with no insurance hurts you or your passengers, we'll pay up to $25,000 a person and $50,000 per accident.",
    ),
    line("Crash damage: you pay the first $1,000, we pay the rest (up to what the car is worth)."),
    line("If it's stolen or damaged by weather, fire, animals or a cracked windshield, you pay the first $250."),
  ];

  it("reads each coverage from the sentence that says what it pays for", () => {
    const policy = parsePolicy([textPage(AUTO)], { policyType: "auto", today: TODAY });
    const by = Object.fromEntries(policy.coverages.map((c) => [c.code, c]));
    expect(by.BI).toMatchObject({ limitPerPerson: 500000, limitPerAccident: 1000000 });
    expect(by.PD).toMatchObject({ limitPerAccident: 250000 });
    expect(by.UMBI).toMatchObject({ limitPerPerson: 25000, limitPerAccident: 50000 });
    expect(by.COLL).toMatchObject({ deductible: 1000 });
    expect(by.COMP).toMatchObject({ deductible: 250 });
  });
});
