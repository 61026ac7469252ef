import { describe, expect, it } from "vitest";
import {
  CARRIERS,
  carrierSupports,
  findCarrierById,
  findCarrierByNaic,
  toWireCarrier,
} from "@/lib/service/carriers/catalogue";

// Fixed by spec/sandbox.md; the sandbox flows depend on these exact values.
const SANDBOX_CARRIERS = [
  {
    id: "car_state-farm",
    name: "State Farm Mutual Automobile Insurance Company",
    shortName: "State Farm",
    naicCode: "25178",
    supported: true,
    policyTypes: ["auto", "home", "condo"],
  },
  {
    id: "car_geico",
    name: "Government Employees Insurance Company (GEICO)",
    shortName: "GEICO",
    naicCode: "22063",
    supported: true,
    policyTypes: ["auto"],
  },
  {
    id: "car_progressive",
    name: "Progressive Casualty Insurance Company",
    shortName: "Progressive",
    naicCode: "24260",
    supported: true,
    policyTypes: ["auto", "home"],
  },
  {
    id: "car_allstate",
    name: "Allstate Insurance Company",
    shortName: "Allstate",
    naicCode: "19232",
    supported: true,
    policyTypes: ["auto", "home", "condo"],
  },
  {
    id: "car_lemonade",
    name: "Lemonade Insurance Company",
    shortName: "Lemonade",
    naicCode: "16679",
    supported: false,
    policyTypes: [],
  },
] as const;

describe("CARRIERS", () => {
  it("lists at least 45 carriers", () => {
    expect(CARRIERS.length).toBeGreaterThanOrEqual(45);
  });

  it("has unique ids, slugs, NAIC codes and legal names", () => {
    for (const key of ["id", "slug", "naicCode", "name"] as const) {
      const values = CARRIERS.map((c) => c[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it("keeps every record well formed", () => {
    for (const c of CARRIERS) {
      expect(c.id).toBe(`car_${c.slug}`);
      expect(c.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(c.naicCode).toMatch(/^\d{5}$/);
      expect(c.name.trim()).toBe(c.name);
      expect(c.shortName.length).toBeGreaterThan(0);
      expect(c.policyLookup.supported).toBe(c.policyLookup.policyTypes.length > 0);
      for (const t of c.policyLookup.policyTypes) expect(["auto", "home", "condo"]).toContain(t);
    }
  });

  it.each(SANDBOX_CARRIERS)("sandbox carrier $id is exactly as specified", (expected) => {
    const carrier = findCarrierById(expected.id);
    expect(carrier).not.toBeNull();
    expect(carrier).toMatchObject({ name: expected.name, shortName: expected.shortName, naicCode: expected.naicCode });
    expect(carrier?.policyLookup.supported).toBe(expected.supported);
    expect([...(carrier?.policyLookup.policyTypes ?? [])]).toEqual(expected.policyTypes);
  });

  it("gives about ten other brands lookup support and leaves sibling companies without it", () => {
    const sandboxIds = new Set<string>(SANDBOX_CARRIERS.map((c) => c.id));
    const others = CARRIERS.filter((c) => c.policyLookup.supported && !sandboxIds.has(c.id));
    expect(others.length).toBeGreaterThanOrEqual(8);
    expect(others.length).toBeLessThanOrEqual(15);
    // One lookup-capable company per brand, so a brand never appears twice in a carrier picker.
    const brands = CARRIERS.filter((c) => c.policyLookup.supported).map((c) => c.shortName);
    expect(new Set(brands).size).toBe(brands.length);
  });

  it("cannot be mutated", () => {
    expect(Object.isFrozen(CARRIERS)).toBe(true);
    expect(Object.isFrozen(CARRIERS[0].policyLookup.policyTypes)).toBe(true);
  });
});

describe("findCarrierById", () => {
  it.each([
    ["car_state-farm", "25178"],
    ["state-farm", "25178"],
    ["CAR_GEICO", "22063"],
    ["  progressive ", "24260"],
    ["car_geico-general", "35882"],
    ["progressive-direct", "16322"],
  ])("%j → NAIC %s", (id, naic) => {
    expect(findCarrierById(id)?.naicCode).toBe(naic);
  });

  it.each(["", "car_", "car_nope", "25178", "State Farm", "car_car_geico"])("returns null for %j", (id) => {
    expect(findCarrierById(id)).toBeNull();
  });
});

describe("findCarrierByNaic", () => {
  it.each([
    ["25178", "car_state-farm"],
    [" 22063 ", "car_geico"],
    ["NAIC #24260", "car_progressive"],
    ["19-232", "car_allstate"],
    ["16679", "car_lemonade"],
    ["35882", "car_geico-general"],
    ["16322", "car_progressive-direct"],
    ["25143", "car_state-farm-fire-and-casualty"],
    ["29688", "car_allstate-fire-and-casualty"],
    ["23043", "car_liberty-mutual"],
    ["23787", "car_nationwide"],
    ["25941", "car_usaa"],
    ["21652", "car_farmers"],
  ])("%j → %s", (code, id) => {
    expect(findCarrierByNaic(code)?.id).toBe(id);
  });

  it.each(["", "2517", "251780", "99999", "abcde"])("returns null for %j", (code) => {
    expect(findCarrierByNaic(code)).toBeNull();
  });
});

describe("carrierSupports", () => {
  const get = (id: string) => {
    const carrier = findCarrierById(id);
    if (!carrier) throw new Error(`missing ${id}`);
    return carrier;
  };

  it.each([
    ["car_state-farm", "auto", true],
    ["car_state-farm", "condo", true],
    ["car_geico", "auto", true],
    ["car_geico", "home", false],
    ["car_progressive", "home", true],
    ["car_progressive", "condo", false],
    ["car_allstate", "condo", true],
    ["car_lemonade", "home", false],
    ["car_lemonade", "auto", false],
    ["car_geico-general", "auto", false],
  ] as const)("%s supports %s: %s", (id, type, expected) => {
    expect(carrierSupports(get(id), type)).toBe(expected);
  });
});

describe("toWireCarrier", () => {
  it("returns exactly the wire fields", () => {
    const state = findCarrierById("state-farm");
    if (!state) throw new Error("missing State Farm");
    expect(toWireCarrier(state)).toStrictEqual({
      id: "car_state-farm",
      name: "State Farm Mutual Automobile Insurance Company",
      naicCode: "25178",
      policyLookup: { supported: true, policyTypes: ["auto", "home", "condo"] },
    });
  });

  it("copies the policy types so the catalogue stays untouched", () => {
    const geico = findCarrierById("geico");
    if (!geico) throw new Error("missing GEICO");
    const wire = toWireCarrier(geico);
    wire.policyLookup.policyTypes.push("home");
    expect(geico.policyLookup.policyTypes).toEqual(["auto"]);
  });
});
