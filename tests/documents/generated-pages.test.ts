import { afterAll, describe, expect, it } from "vitest";
import { processDocumentBytes } from "@/lib/service/documents/process";
import { terminateOcrPool } from "@/lib/service/documents/text/ocr-pool";
import { generatePage } from "../support/declarations";

// Reading layouts the parser was never tuned on: text PDFs drawn by the randomized generator
// (wording, order, arrangement, fonts and damage vary per page). A rule that only fits one
// layout family moves these rates; the floors sit a few points under what the parser reads
// today, so a change that loses generality fails here without the shared corpus.

const SEED = 424242;
const PAGES = 48;

const norm = (s: unknown) =>
  String(s ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

interface Tally {
  ok: number;
  n: number;
}

const rates: Record<string, Tally> = {};
function count(field: string, ok: boolean): void {
  const t = (rates[field] ??= { ok: 0, n: 0 });
  t.n++;
  if (ok) t.ok++;
}

describe("generated declarations pages", () => {
  afterAll(() => terminateOcrPool());

  it("reads the key fields of freshly generated layouts", async () => {
    for (let i = 0; i < PAGES; i++) {
      const page = await generatePage(SEED, i, { damage: 0 });
      const result = await processDocumentBytes(page.bytes, { policyType: page.policyType, name: page.id });
      const truth = page.truth.policy;
      const draft = result.ok ? result.draft : null;
      count("policyNumber", norm(draft?.policyNumber) === norm(truth.policyNumber));
      count("effectiveDate", draft?.effectiveDate === truth.effectiveDate);
      count("expirationDate", draft?.expirationDate === truth.expirationDate);
      count("premium", draft?.premium === truth.premium);
      count("carrier", norm(draft?.carrier.name).includes(norm(truth.carrier.name).replace(/^the/, "")));
      const limit = (code: string, p: { coverages: { code: string; limitPerAccident: number | null }[] } | null) =>
        p?.coverages.find((c) => c.code === code)?.limitPerAccident ?? null;
      const key = truth.type === "auto" ? "PD" : "DWELLING";
      if (limit(key, truth) !== null) count("coverage limit", limit(key, draft) === limit(key, truth));
      for (const party of truth.thirdParties ?? [])
        count("third party", !!draft?.thirdParties.some((p) => norm(p.name) === norm(party.name)));
    }
    const summary = Object.fromEntries(Object.entries(rates).map(([k, t]) => [k, +(t.ok / t.n).toFixed(3)]));
    console.log("generated pages read right:", summary);
    expect(summary.policyNumber).toBeGreaterThanOrEqual(0.92);
    expect(summary.effectiveDate).toBeGreaterThanOrEqual(0.9);
    expect(summary.expirationDate).toBeGreaterThanOrEqual(0.9);
    expect(summary.premium).toBeGreaterThanOrEqual(0.85);
    expect(summary.carrier).toBeGreaterThanOrEqual(0.8);
    expect(summary["coverage limit"]).toBeGreaterThanOrEqual(0.82);
    expect(summary["third party"]).toBeGreaterThanOrEqual(0.85);
  }, 120_000);
});
