import { describe, expect, it } from "vitest";
import { latestStored } from "@/components/validation/stored-result";
import type { ValidationRun } from "@/lib/schemas/validation";

// The validate page shows the stored result of the chosen template and term, and runs a term by
// itself only when none is stored: this choice is what keeps term switches from adding runs.

const run = (id: string, templateId: string, term: "current" | "renewal", createdAt: string): ValidationRun => ({
  id,
  policyId: "pol_1",
  templateId,
  templateName: templateId,
  term,
  status: "pass",
  createdAt,
  result: {
    status: "pass",
    term,
    summary: { counts: { pass: 1, fail: 0, caution: 0, unknown: 0 } } as ValidationRun["result"]["summary"],
    rules: {},
  },
});

const RUNS = [
  run("val_3", "tem_b", "current", "2026-11-26T10:00:00Z"),
  run("val_2", "tem_a", "renewal", "2026-11-26T09:00:00Z"),
  run("val_1", "tem_a", "current", "2026-11-26T08:00:00Z"),
  run("val_4", "tem_a", "current", "2026-11-26T08:30:00Z"),
];

describe("latestStored", () => {
  it("answers the newest run of the chosen template on the chosen term", () => {
    expect(latestStored(RUNS, "current", "tem_a")?.id).toBe("val_4");
    expect(latestStored(RUNS, "renewal", "tem_a")?.id).toBe("val_2");
  });

  it("answers nothing for a term that template never ran on, so the page runs it once", () => {
    expect(latestStored(RUNS, "renewal", "tem_b")).toBeNull();
    expect(latestStored([], "current", "tem_a")).toBeNull();
  });

  it("takes any template when none is chosen (a viewer, or a deleted loan template)", () => {
    expect(latestStored(RUNS, "current", null)?.id).toBe("val_3");
  });
});
