import { describe, expect, it } from "vitest";
import { countBatch } from "@/components/upload/batch-count";

describe("countBatch", () => {
  it("counts nothing before the first upload, and ignores files still waiting", () => {
    expect(countBatch([])).toBeNull();
    expect(countBatch([{ state: "ready" }, { state: "invalid" }])).toBeNull();
  });

  it("says how many of the batch are read while the rest upload or are read", () => {
    const c = countBatch([
      { state: "sent", outcome: "read" },
      { state: "sent" },
      { state: "uploading" },
      { state: "ready" },
    ]);
    expect(c).toMatchObject({ total: 3, done: 1, uploading: 1, reading: 1, failed: 0, label: "1 of 3 read" });
  });

  it("a file refused at upload or that could not be read is finished, and the label says done, not read", () => {
    expect(countBatch([{ state: "sent", outcome: "read" }, { state: "failed" }])).toMatchObject({
      total: 2,
      done: 2,
      failed: 1,
      label: "2 of 2 done",
    });
    expect(countBatch([{ state: "sent", outcome: "unreadable" }, { state: "sent" }])).toMatchObject({
      done: 1,
      unreadable: 1,
      reading: 1,
      label: "1 of 2 done",
    });
  });
});
