import { describe, expect, it } from "vitest";
import { policyTermView } from "@/lib/service/validation/policy-view";
import { autoPolicy, coverage } from "./fixtures";

describe("policyTermView", () => {
  const renewal = {
    ...autoPolicy(),
    expirationDate: "2026-12-01",
    coverages: [coverage("COLL", { deductible: 1000 })],
  };
  const stored = { ...autoPolicy(), renewal };

  it("uses the current term's values by default", () => {
    expect(policyTermView(stored, "current")).toEqual(autoPolicy());
  });

  it("merges the renewal term's values over the shared fields", () => {
    const view = policyTermView(stored, "renewal");
    expect(view?.expirationDate).toBe("2026-12-01");
    expect(view?.coverages).toEqual([coverage("COLL", { deductible: 1000 })]);
    expect(view?.policyNumber).toBe(autoPolicy().policyNumber);
    expect(view).not.toHaveProperty("renewal");
  });

  it("is null when the renewal is asked for and there is none", () => {
    expect(policyTermView({ ...autoPolicy(), renewal: null }, "renewal")).toBeNull();
    expect(policyTermView(autoPolicy(), "renewal")).toBeNull();
  });

  it("treats a wire policy fetched for the renewal term as the renewal", () => {
    expect(policyTermView({ ...autoPolicy(), term: "renewal" }, "renewal")?.expirationDate).toBe(
      autoPolicy().expirationDate,
    );
  });
});
