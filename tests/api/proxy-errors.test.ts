import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobQueue } from "@/lib/service/queue/job-queue";
import { lookup, lookupInput } from "../fixtures/proxy/lookups";
import { startHarness, type Harness } from "../fixtures/proxy/harness";

// Seed 7.2 and 7.3: the errors a proxy request answers with at once. No worker runs here, so a session
// accepted once stays `processing`.

const SHAPE = "Invalid input for operation policy-lookup. Required fields are missing or invalid.";
const ADDRESS =
  "Sorry, the provided address is invalid or we are unable to process this address. Please update and try again.";
const OPERATION = "Invalid operation. Supported operations are process-document and policy-lookup.";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ worker: false });
});
afterAll(() => h.close());

async function proxyNew(body: unknown) {
  return h.proxy(await h.newSession(), body);
}

describe("operation", () => {
  it.each([
    ["missing", { input: lookupInput("SBX-AUTO-1001") }],
    ["unknown", { operation: "link-account", input: lookupInput("SBX-AUTO-1001") }],
    ["not a string", { operation: 7, input: {} }],
    ["an empty body", {}],
  ])("%s → 400 user-input-invalid with the operation message", async (_label, body) => {
    const res = await proxyNew(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: "user-input-invalid", message: OPERATION });
  });
});

describe("input shape (seed 7.2, first row)", () => {
  it.each([
    ["no input", undefined, "input"],
    ["no policyNumber", { policyNumber: undefined }, "input.policyNumber"],
    ["neither carrier nor naicCode", { carrier: undefined }, "input.carrier"],
    ["both carrier and naicCode", { naicCode: "25178" }, "input.naicCode"],
    ["auto without a vin", { vin: undefined }, "input.vin"],
    ["a vin that is not 17 characters", { vin: "1HGCM8263" }, "input.vin"],
    ["an unknown policyType", { policyType: "boat" }, "input.policyType"],
    ["no insuredName", { insuredName: undefined }, "input.insuredName"],
    ["an insuredName object without lastName", { insuredName: { firstName: "Jordan" } }, "input.insuredName"],
    [
      "an insuredName object with an empty lastName",
      { insuredName: { firstName: "Jordan", lastName: " " } },
      "input.insuredName.lastName",
    ],
    ["no address", { address: undefined }, "input.address"],
    [
      "an address object missing city",
      { address: { addressLine1: "1200 Peachtree St NE", state: "GA", postalCode: "30309", country: "US" } },
      "input.address",
    ],
    [
      "an address object with an empty city",
      {
        address: {
          addressLine1: "1200 Peachtree St NE",
          addressLine2: null,
          city: "",
          state: "GA",
          postalCode: "30309",
          country: "US",
        },
      },
      "input.address.city",
    ],
    ["an address of the wrong type", { address: 30309 }, "input.address"],
  ])("%s", async (_label, overrides, path) => {
    const body = overrides === undefined ? { operation: "policy-lookup" } : lookup("SBX-AUTO-1001", overrides);
    const res = await proxyNew(body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("user-input-invalid");
    expect(res.body.message).toBe(SHAPE);
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it("process-document shapes carry their own operation's name", async () => {
    const bad = [
      {},
      { name: "dec page", source: "bank", policyType: "auto", url: "https://files.example/d.pdf" },
      { name: "dec page", source: "user", policyType: "condo", url: "https://files.example/d.pdf" },
      { name: "dec page", source: "user", policyType: "auto", url: "ftp://files.example/d.pdf" },
    ];
    for (const input of bad) {
      const res = await proxyNew({ operation: "process-document", input });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        errorCode: "user-input-invalid",
        message: "Invalid input for operation process-document. Required fields are missing or invalid.",
      });
    }
  });
});

describe("address (seed 7.2, second row)", () => {
  it.each([
    ["a string with no ZIP", "1200 Peachtree St NE, Atlanta, GA"],
    ["a string with a 4-digit ZIP", "1200 Peachtree St NE, Atlanta, GA 3030"],
    ["a string naming no US state", "1200 Peachtree St NE, Atlanta, ZZ 30309"],
    ["a string that is not an address", "somewhere over the rainbow"],
    [
      "an object with an unknown state",
      {
        addressLine1: "1200 Peachtree St NE",
        addressLine2: null,
        city: "Atlanta",
        state: "Georgiana",
        postalCode: "30309",
        country: "US",
      },
    ],
    [
      "an object with a malformed ZIP",
      {
        addressLine1: "1200 Peachtree St NE",
        addressLine2: null,
        city: "Atlanta",
        state: "GA",
        postalCode: "3O3O9",
        country: "US",
      },
    ],
    [
      "an object outside the US",
      {
        addressLine1: "1 Yonge St",
        addressLine2: null,
        city: "Toronto",
        state: "ON",
        postalCode: "M5E 1E5",
        country: "CA",
      },
    ],
  ])("%s → the address message", async (_label, address) => {
    const res = await proxyNew(lookup("SBX-AUTO-1001", { address }));
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("user-input-invalid");
    expect(res.body.message).toBe(ADDRESS);
    expect(res.body.details[0].path).toMatch(/^input\.address/);
  });

  it.each([
    [
      "commas left out",
      "1200 Peachtree St NE Atlanta GA 30309",
      { addressLine1: "1200 Peachtree St NE", city: "Atlanta", state: "GA", postalCode: "30309" },
    ],
    [
      "a state name and ZIP+4",
      "1200 Peachtree St NE, Atlanta, Georgia 30309-1234",
      { state: "GA", postalCode: "30309-1234" },
    ],
    [
      "a unit on the street line",
      "88 Ocean Dr Apt 4B, Miami, FL 33139",
      { addressLine1: "88 Ocean Dr", addressLine2: "Apt 4B", city: "Miami" },
    ],
    ["two lines", "1200 Peachtree St NE\nAtlanta, GA 30309", { addressLine1: "1200 Peachtree St NE", city: "Atlanta" }],
    [
      "an object with the state spelled out",
      {
        addressLine1: "1200 Peachtree St NE",
        addressLine2: null,
        city: "Atlanta",
        state: "georgia",
        postalCode: "30309",
        country: "USA",
      },
      { state: "GA", country: "US", addressLine2: null },
    ],
  ])("accepts %s and stores it structured", async (_label, address, expected) => {
    const res = await proxyNew(lookup("SBX-AUTO-1001", { address }));
    expect(res.status).toBe(202);
    const { rows } = await h.svc.deps.database.raw.query<{ input: { query: { address: unknown } } }>(
      "select input from service.proxy_operations where id = $1",
      [res.body.data.id],
    );
    expect(rows[0].input.query.address).toMatchObject({ country: "US", ...expected });
  });
});

describe("carrier, support and credentials (seed 7.2)", () => {
  it.each([
    ["an unknown carrier id", { carrier: "car_no-such-insurer" }],
    ["an unknown NAIC code", { carrier: undefined, naicCode: "99999" }],
    ["a NAIC code that is not one", { carrier: undefined, naicCode: "abc" }],
  ])("%s → carrier-not-found", async (_label, overrides) => {
    const res = await proxyNew(lookup("SBX-AUTO-1001", overrides));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: "carrier-not-found",
      message: "Carrier not found. Please verify the carrier and try again.",
    });
  });

  it("a carrier without lookup → policy-lookup-not-supported", async () => {
    const res = await proxyNew(lookup("SBX-AUTO-1001", { carrier: "car_lemonade" }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: "policy-lookup-not-supported",
      message: "This carrier does not support policy lookup.",
    });
  });

  it.each([
    ["GEICO", "car_geico", "SBX-HOME-1001", "home"],
    ["Progressive", "car_progressive", "SBX-CONDO-1001", "condo"],
  ])("%s for %s's type → policy-lookup-not-supported for that type", async (_label, carrier, number, type) => {
    const res = await proxyNew(lookup(number, { carrier }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: "policy-lookup-not-supported",
      message: `This carrier does not support policy lookup for type ${type}.`,
    });
  });

  it("Allstate (no sandbox credentials) → no-credentials, by id or NAIC", async () => {
    for (const overrides of [{ carrier: "car_allstate" }, { carrier: undefined, naicCode: "19232" }]) {
      const res = await proxyNew(lookup("SBX-AUTO-1001", overrides));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        errorCode: "no-credentials",
        message:
          "No active lienholder portal credentials were found for the provided carrier. Please contact the service operator to set up credentials.",
      });
    }
  });
});

describe("one operation in flight per session", () => {
  it("a second request while the first is queued → ignition-processing", async () => {
    const token = await h.newSession();
    expect((await h.proxy(token, lookup("SBX-AUTO-1001"))).status).toBe(202);
    expect((await h.session(token)).status).toBe("processing");
    const res = await h.proxy(token, lookup("SBX-AUTO-1002"));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: "ignition-processing",
      message:
        "A request for this Ignition session is already in progress. Please retry once the current operation has completed.",
    });
  });

  it("checks answer in the contract's order: shape, address, carrier, support, credentials, then the claim", async () => {
    const busy = await h.newSession();
    expect((await h.proxy(busy, lookup("SBX-AUTO-1001"))).status).toBe(202);
    const cases: [Record<string, unknown>, string][] = [
      [{ policyNumber: "", address: "nowhere", carrier: "car_nope" }, SHAPE],
      [{ address: "nowhere", carrier: "car_nope" }, ADDRESS],
      [
        { carrier: "car_nope", policyType: "condo", vin: null },
        "Carrier not found. Please verify the carrier and try again.",
      ],
      [{ carrier: "car_lemonade" }, "This carrier does not support policy lookup."],
      [{ carrier: "car_geico", policyType: "condo" }, "This carrier does not support policy lookup for type condo."],
      [
        { carrier: "car_allstate" },
        expect.stringMatching(/^No active lienholder portal credentials/) as unknown as string,
      ],
      [{}, expect.stringMatching(/^A request for this Ignition session is already in progress/) as unknown as string],
    ];
    for (const [overrides, message] of cases) {
      const res = await h.proxy(busy, lookup("SBX-AUTO-1001", overrides));
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(message);
    }
  });

  it("an unknown session, or another client's, is 404 not-found", async () => {
    const unknown = await h.proxy("ign_doesnotexist", lookup("SBX-AUTO-1001"));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe("not-found");

    const other = await h.svc.newClient({ name: "Other Bank", lienholderName: "Other Bank NA" });
    const token = await h.newSession();
    const res = await h.proxy(token, lookup("SBX-AUTO-1001"), other.headers);
    expect(res.status).toBe(404);
    expect((await h.session(token)).status).toBe("created");
  });

  it("needs client credentials", async () => {
    const res = await h.proxy(await h.newSession(), lookup("SBX-AUTO-1001"), {});
    expect(res.status).toBe(401);
  });
});

describe("seed 7.3: 500 default", () => {
  it("when the operation cannot be queued, answers 500 default and gives the session back", async () => {
    const token = await h.newSession();
    const working = h.svc.deps.queue;
    const broken = new JobQueue(h.svc.deps.database, h.svc.deps.log);
    broken.enqueueProxyOperation = () => Promise.reject(new Error("queue is down"));
    h.svc.deps.queue = broken;
    try {
      const res = await h.proxy(token, lookup("SBX-AUTO-1001"));
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        success: false,
        errorCode: "default",
        message: "Oops something went wrong. Please try again later.",
      });
    } finally {
      h.svc.deps.queue = working;
    }
    expect((await h.session(token)).status).toBe("created");
    const { rows } = await h.svc.deps.database.raw.query<{ status: string }>(
      "select status from service.proxy_operations where token = $1",
      [token],
    );
    expect(rows.map((r) => r.status)).toEqual(["errored"]);
    // Nothing is stuck: the next request is accepted.
    expect((await h.proxy(token, lookup("SBX-AUTO-1001"))).status).toBe(202);
  });
});
