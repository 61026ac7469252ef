import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountInput, textInput } from "@/lib/service/validation/inputs";
import { resolveInputs } from "@/lib/service/validation/resolve-inputs";

const specs = { deductible: amountInput(true, "max"), note: textInput(false, "note") };

describe("resolveInputs", () => {
  it("takes the request body first, then session metadata, then the default", () => {
    const mapping = { deductible: { source: "maxDeductible", default: 1000 } };
    const resolve = (body: Record<string, unknown>, metadata: Record<string, unknown>) =>
      resolveInputs(mapping, { body, metadata }, specs).deductible;
    expect(resolve({ maxDeductible: 250 }, { maxDeductible: 500 })).toEqual({
      value: 250,
      source: "request",
      sourceKey: "maxDeductible",
    });
    expect(resolve({}, { maxDeductible: "500" })).toEqual({
      value: 500,
      source: "metadata",
      sourceKey: "maxDeductible",
    });
    expect(resolve({}, {})).toEqual({ value: 1000, source: "default", sourceKey: "maxDeductible" });
  });

  it("reports an input found nowhere with a null source", () => {
    const resolved = resolveInputs({ deductible: { source: "maxDeductible" } }, { body: {}, metadata: {} }, specs);
    expect(resolved.deductible).toEqual({ value: undefined, source: null, sourceKey: "maxDeductible" });
    expect(resolved.note).toEqual({ value: undefined, source: null, sourceKey: null });
  });

  it("treats null and blank strings as absent", () => {
    const resolved = resolveInputs(
      { deductible: { source: "maxDeductible", default: 1000 } },
      { body: { maxDeductible: null }, metadata: { maxDeductible: "  " } },
      specs,
    );
    expect(resolved.deductible.source).toBe("default");
  });

  it("keeps an invalid value from the highest source instead of falling back", () => {
    const resolved = resolveInputs(
      { deductible: { source: "maxDeductible", default: 1000 } },
      { body: { maxDeductible: "abc" }, metadata: { maxDeductible: 500 } },
      specs,
    );
    expect(resolved.deductible).toMatchObject({ value: "abc", source: "request", sourceKey: "maxDeductible" });
    expect(resolved.deductible.invalid).toContain("amount");
  });

  it("does not read inherited properties as source keys", () => {
    const resolved = resolveInputs({ note: { source: "constructor" } }, { body: {}, metadata: {} }, specs);
    expect(resolved.note.source).toBeNull();
  });

  it("ignores inputs the rule does not declare", () => {
    const resolved = resolveInputs({ maxDed: { source: "x" } }, { body: { x: 1 }, metadata: {} }, specs);
    expect(Object.keys(resolved).sort()).toEqual(["deductible", "note"]);
  });

  it("chooses the highest-priority source present, for any combination (property)", () => {
    const maybeAmount = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined });
    fc.assert(
      fc.property(maybeAmount, maybeAmount, maybeAmount, (inBody, inMetadata, byDefault) => {
        const resolved = resolveInputs(
          { deductible: { source: "max", ...(byDefault === undefined ? {} : { default: byDefault }) } },
          {
            body: inBody === undefined ? {} : { max: inBody },
            metadata: inMetadata === undefined ? {} : { max: inMetadata },
          },
          specs,
        ).deductible;
        const expected =
          inBody !== undefined
            ? { value: inBody, source: "request" }
            : inMetadata !== undefined
              ? { value: inMetadata, source: "metadata" }
              : byDefault !== undefined
                ? { value: byDefault, source: "default" }
                : { value: undefined, source: null };
        expect(resolved).toEqual({ ...expected, sourceKey: "max" });
      }),
    );
  });
});
