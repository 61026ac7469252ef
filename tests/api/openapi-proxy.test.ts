import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/service";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

it("documents the proxy, events, token and read endpoints in /openapi.json", async () => {
  const res = await svc.call("GET", "/openapi.json");
  expect(res.status).toBe(200);
  const paths = res.body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  expect(Object.keys(paths)).toEqual(
    expect.arrayContaining([
      "/api/v1/ignition/{token}/proxy",
      "/api/v1/ignition/{token}/events",
      "/api/v1/events/{id}/redeliver",
      "/api/v1/token/exchange",
      "/api/v1/accounts/{id}",
      "/api/v1/policies/{id}",
    ]),
  );
  expect(Object.keys(paths["/api/v1/ignition/{token}/proxy"].post.responses)).toEqual(
    expect.arrayContaining(["202", "400", "404"]),
  );
  expect(paths["/api/v1/policies/{id}"].get).toMatchObject({
    security: [{ clientId: [], clientSecret: [], accessToken: [] }],
  });
  const schemas = res.body.components.schemas as Record<string, unknown>;
  expect(Object.keys(schemas)).toEqual(
    expect.arrayContaining(["ProxyRequest", "ProxyAccepted", "EventWithAttempts", "TokenExchangeResult"]),
  );
});
