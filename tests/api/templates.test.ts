import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RuleCatalogueSchema, TemplateSchema } from "@/lib/schemas/validation";
import { SAMPLE_TEMPLATES } from "@/lib/service/validation/sample-templates";
import { startTestService, type TestService } from "../support/service";

let svc: TestService;
let client: Awaited<ReturnType<TestService["newClient"]>>;
let other: Awaited<ReturnType<TestService["newClient"]>>;

beforeAll(async () => {
  svc = await startTestService();
  client = await svc.newClient();
  other = await svc.newClient({ name: "Other Bank", lienholderName: "Other Bank NA" });
});
afterAll(() => svc.close());

const collisionOnly = (deductible: Record<string, unknown> = { source: "maxDeductible", default: 1000 }) => ({
  displayName: "Collision only",
  rules: [{ rule: "collision-coverage-meets-requirements", input: { deductible } }],
});

const create = (body: unknown, headers = client.headers) =>
  svc.call("POST", "/validation/templates", { headers, body });

describe("GET /validation/templates", () => {
  it("starts every client with the sample templates", async () => {
    const res = await svc.call("GET", "/validation/templates", { headers: other.headers });
    expect(res.status).toBe(200);
    const names = res.body.data.map((t: { displayName: string }) => t.displayName);
    expect(names).toEqual(SAMPLE_TEMPLATES.map((t) => t.displayName));
    expect(names).toEqual(["Auto loan — standard", "Mortgage — homeowners", "Loaner"]);
    for (const t of res.body.data) {
      expect(TemplateSchema.parse(t).id).toMatch(/^tem_[0-9a-z]{20}$/);
    }
  });

  it("needs client credentials", async () => {
    const res = await svc.call("GET", "/validation/templates");
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe("invalid-client-credentials");
  });
});

describe("POST /validation/templates", () => {
  it("creates a template that the client can read back and list", async () => {
    const res = await create(collisionOnly());
    expect(res.status).toBe(200);
    const created = TemplateSchema.parse(res.body.data);
    expect(created).toMatchObject(collisionOnly());
    expect(created.id).toMatch(/^tem_/);
    expect(created.createdAt).toBe(created.modifiedAt);

    const read = await svc.call("GET", `/validation/templates/${created.id}`, { headers: client.headers });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(res.body.data);

    const list = await svc.call("GET", "/validation/templates", { headers: client.headers });
    expect(list.body.data.map((t: { id: string }) => t.id)).toContain(created.id);
    const otherList = await svc.call("GET", "/validation/templates", { headers: other.headers });
    expect(otherList.body.data.map((t: { id: string }) => t.id)).not.toContain(created.id);
  });

  it("refuses an unknown rule with a detail at its path", async () => {
    const res = await create({ displayName: "Bad", rules: [{ rule: "collision-is-fine", input: {} }] });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("user-input-invalid");
    expect(res.body.details).toEqual([
      { path: "rules[0].rule", message: expect.stringContaining("collision-is-fine") },
    ]);
  });

  it("refuses an input the rule does not take, naming the ones it does", async () => {
    const res = await create(collisionOnly());
    expect(res.status).toBe(200);
    const bad = await create({
      displayName: "Bad",
      rules: [
        { rule: "policy-active", input: {} },
        {
          rule: "collision-coverage-meets-requirements",
          input: { deductible: { source: "maxDeductible" }, maxDed: { source: "maxDed" } },
        },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { path: "rules[1].input.maxDed", message: expect.stringMatching(/takes no input "maxDed".*deductible/) },
    ]);
  });

  it("refuses a default the input rejects and a required input left unmapped", async () => {
    const res = await create({
      displayName: "Bad",
      rules: [
        {
          rule: "collision-coverage-meets-requirements",
          input: { deductible: { source: "maxDeductible", default: "lots" } },
        },
        { rule: "expiration-date-comparison", input: {} },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: "rules[0].input.deductible.default", message: expect.stringContaining("invalid") },
      { path: "rules[1].input.date", message: expect.stringContaining("source key") },
    ]);
  });

  it("refuses malformed bodies: no rules, a blank name, a blank source key", async () => {
    for (const body of [
      { displayName: "No rules", rules: [] },
      { displayName: " ", rules: collisionOnly().rules },
      collisionOnly({ source: "   " }),
      "not an object",
    ]) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode).toBe("user-input-invalid");
      expect(res.body.details?.length ?? 0).toBeGreaterThan(0);
    }
  });
});

describe("POST /validation/templates/{id}", () => {
  it("replaces the name and the rules and moves modifiedAt", async () => {
    const created = (await create(collisionOnly())).body.data;
    await new Promise((r) => setTimeout(r, 5));
    const replacement = {
      displayName: "Comprehensive only",
      rules: [{ rule: "comprehensive-coverage-meets-requirements", input: { deductible: { source: "maxComp" } } }],
    };
    const res = await svc.call("POST", `/validation/templates/${created.id}`, {
      headers: client.headers,
      body: replacement,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: created.id, createdAt: created.createdAt, ...replacement });
    expect(Date.parse(res.body.data.modifiedAt)).toBeGreaterThan(Date.parse(created.modifiedAt));
  });

  it("checks the rules on update as on create", async () => {
    const created = (await create(collisionOnly())).body.data;
    const res = await svc.call("POST", `/validation/templates/${created.id}`, {
      headers: client.headers,
      body: collisionOnly({ source: "maxDeductible", default: -5 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe("rules[0].input.deductible.default");
    const unchanged = await svc.call("GET", `/validation/templates/${created.id}`, { headers: client.headers });
    expect(unchanged.body.data.rules).toEqual(collisionOnly().rules);
  });

  it("answers 404 for another client's template, on read and on update, and leaves it alone", async () => {
    const theirs = (await create(collisionOnly(), other.headers)).body.data;
    const read = await svc.call("GET", `/validation/templates/${theirs.id}`, { headers: client.headers });
    expect(read.status).toBe(404);
    expect(read.body.errorCode).toBe("not-found");
    const write = await svc.call("POST", `/validation/templates/${theirs.id}`, {
      headers: client.headers,
      body: { ...collisionOnly(), displayName: "Taken over" },
    });
    expect(write.status).toBe(404);
    const still = await svc.call("GET", `/validation/templates/${theirs.id}`, { headers: other.headers });
    expect(still.body.data.displayName).toBe("Collision only");
    expect((await svc.call("GET", "/validation/templates/tem_nope", { headers: client.headers })).status).toBe(404);
  });
});

describe("GET /validation/rules", () => {
  it("describes every rule with its inputs", async () => {
    const res = await svc.call("GET", "/validation/rules", { headers: client.headers });
    expect(res.status).toBe(200);
    const rules = RuleCatalogueSchema.parse(res.body.data);
    const collision = rules.find((r) => r.name === "collision-coverage-meets-requirements");
    expect(collision?.inputs).toEqual([
      expect.objectContaining({ name: "deductible", type: "amount", required: true }),
    ]);
    expect(rules.find((r) => r.name === "policy-active")?.inputs).toEqual([]);
    expect(rules.map((r) => r.name)).toContain("dwelling-coverage-meets-requirements");
  });
});

describe("OpenAPI", () => {
  it("documents the templates, rules, validate and history endpoints", async () => {
    const doc = (await svc.call("GET", "/openapi.json")).body;
    expect(doc.paths["/api/v1/validation/templates"]).toHaveProperty("get");
    expect(doc.paths["/api/v1/validation/templates"]).toHaveProperty("post");
    expect(doc.paths["/api/v1/validation/templates/{id}"]).toHaveProperty("post");
    expect(doc.paths["/api/v1/validation/rules"]).toHaveProperty("get");
    expect(doc.paths["/api/v1/policies/{id}/validate/{template}"]).toHaveProperty("post");
    expect(doc.paths["/api/v1/policies/{id}/validations"]).toHaveProperty("get");
    expect(doc.components.schemas).toHaveProperty("ValidationResult");
    expect(doc.components.schemas).toHaveProperty("Template");
  });
});
