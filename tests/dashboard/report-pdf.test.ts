import { writeFileSync } from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { buildReportModel } from "@/lib/reports/report-model";
import { renderReportPdf } from "@/lib/reports/render-pdf";
import { reportFixture } from "./report-fixture";

// The verification report, drawn from a session whose rules the service's own evaluator judged,
// read back out of the PDF as text: what an auditor searching the file would find.

const generatedAt = new Date("2026-03-15T12:00:00Z");

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(doc, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, " ") };
}

function model(max = 1000, over: Partial<Parameters<typeof buildReportModel>[0]> = {}) {
  const { detail, runs } = reportFixture(max);
  return buildReportModel({
    detail,
    runs,
    documentSha256: null,
    documentSize: null,
    audit: [
      {
        at: new Date("2026-03-15T10:00:00Z"),
        actorName: "Rae Reviewer",
        actorEmail: "rae@lender.example",
        action: "verification.lookup-started",
        detail: {},
      },
    ],
    lenderName: "Acme Acceptance Corporation",
    generatedBy: { name: "Val Viewer", email: "val@lender.example" },
    generatedAt,
    ...over,
  });
}

describe("verification report PDF", () => {
  it("holds the verdict, every rule with its breakdown, the consent and who did what", async () => {
    const bytes = await renderReportPdf(model(), generatedAt);
    writeFileSync("/tmp/report-pass.pdf", bytes);
    const { text } = await pdfText(bytes);
    expect(text).toContain("Verdict: Pass");
    expect(text).toContain("The policy meets the loan's requirements.");
    for (const rule of ["Policy in force", "Collision coverage", "Lender named on the policy"])
      expect(text).toContain(rule);
    expect(text).toContain("max $1,000 · policy $500");
    expect(text).toContain("I confirm the borrower has consented");
    expect(text).toContain("Rae Reviewer <rae@lender.example>");
    expect(text).toContain("Started a lookup");
    expect(text).toContain("SBX-AUTO-1001");
    expect(text).toContain("LN-4401729");
    expect(text).toContain("None: the policy was read from the carrier's portal.");
    expect(text).toContain("generated 2026-03-15 12:00 UTC by Val Viewer");
  });

  it("prints each corrected field with its value before and after, who changed it and why", async () => {
    const corrections = {
      pol_1: [
        {
          id: "cor_2",
          policyId: "pol_1",
          term: "current" as const,
          correctedBy: "second@lender.example",
          reason: null,
          changes: [{ path: "expirationDate", oldValue: "2026-09-01", newValue: "2027-03-01", learned: null }],
          createdAt: "2026-03-15T11:30:00Z",
        },
        {
          id: "cor_1",
          policyId: "pol_1",
          term: "current" as const,
          correctedBy: "rae@lender.example",
          reason: "the total due is the premium",
          changes: [
            {
              path: "premium",
              oldValue: 210,
              newValue: 912.5,
              learned: { field: "premium", label: "contract amount due", relation: "right" as const },
            },
            { path: "address.addressLine2", oldValue: null, newValue: "Apt 3B", learned: null },
          ],
          createdAt: "2026-03-15T11:00:00Z",
        },
      ],
    };
    const m = model(1000, { corrections });
    expect(m.policies[0].corrections.map((c) => [c.field, c.before, c.after])).toEqual([
      ["Premium", "$210", "$912.50"],
      ["Address line 2", "(empty)", "Apt 3B"],
      ["Expiration date", "2026-09-01", "2027-03-01"],
    ]);
    const { text } = await pdfText(await renderReportPdf(m, generatedAt));
    expect(text).toContain("Corrected values");
    // A staff member is credited by name, an address nobody on the staff holds as printed.
    expect(text).toContain("Premium: was $210, now $912.50 — Rae Reviewer <rae@lender.example>");
    expect(text).toContain("Address line 2: was (empty), now Apt 3B");
    expect(text).toContain("Expiration date: was 2026-09-01, now 2027-03-01 — second@lender.example");
    expect(text).toContain("the total due is the premium");
    // Without corrections the section is left out.
    expect((await pdfText(await renderReportPdf(model(), generatedAt))).text).not.toContain("Corrected values");
  });

  it("says Fail with the reason when the collision deductible is above the ceiling", async () => {
    const { text } = await pdfText(await renderReportPdf(model(250), generatedAt));
    expect(text).toContain("Verdict: Fail");
    expect(text).toContain("Collision coverage: Collision deductible above the maximum");
    expect(text).toContain("max $250 · policy $500");
  });

  it("prints the uploaded document's sha-256 and survives text the standard fonts cannot encode", async () => {
    const m = model(1000, { documentSha256: "a".repeat(64), documentSize: 2048 });
    m.document = [
      ["File", "déclaration 王 ≤ 1000.pdf"],
      ["SHA-256 of the uploaded bytes", "a".repeat(64)],
    ];
    const bytes = await renderReportPdf(m, generatedAt);
    const { text } = await pdfText(bytes);
    expect(text).toContain("a".repeat(40));
    expect(text).toContain("déclaration ? <= 1000.pdf");
  });

  it("runs onto more pages instead of off the bottom when a session has a long history", async () => {
    const m = model();
    m.activity = Array.from({ length: 120 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 2, 15, 10, i)).toISOString(),
      who: "Rae Reviewer <rae@lender.example>",
      what: `Ran a validation ${i}`,
    }));
    const { pages, text } = await pdfText(await renderReportPdf(m, generatedAt));
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain("Ran a validation 119");
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });
});
