import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { terminateOcrPool } from "@/lib/service/documents/text/ocr-pool";
import { serialise, train } from "@/scripts/train-reader";

// The confidence model is data made by a script: the same seed and sample always give the same
// file. A small sample keeps this quick; `npm run train:reader -- --check` does the same for the
// committed model when the shared corpus is beside the project.

const FIXTURE = path.join(process.cwd(), "tests", "fixtures", "reader-model-small.json");
// Text layers only: OCR under a deadline may read a page differently on a loaded CI machine.
const SMALL = { seed: 7, perKind: 1, scansPerKind: 0, realDir: null, scannedPages: false };

afterAll(() => terminateOcrPool());

describe("npm run train:reader", () => {
  it("reproduces the small model from its seed", { timeout: 120_000 }, async () => {
    const model = await train(SMALL);
    // After a reader change: npm run train:reader -- --seed 7 --per-kind 1 --scans-per-kind 0 --no-real --no-scanned-pages --out tests/fixtures/reader-model-small.json
    expect(serialise(model)).toBe(readFileSync(FIXTURE, "utf8"));
    for (const g of Object.values(model.groups)) {
      expect(g.model.weights.every(Number.isFinite)).toBe(true);
      expect(g.bar).toBeGreaterThan(0);
    }
  });
});
