import { beforeAll, expect, it } from "vitest";
import { createSandboxConnector } from "@/lib/service/connectors/sandbox-connector";
import { handleSandboxPortalRequest, SANDBOX_PORTAL_PATH } from "@/lib/service/sandbox-portal/handler";

// The handler a Next.js catch-all route mounts at /sandbox-portal: the connector reaches it at APP_URL + that path.

beforeAll(() => {
  process.env.SANDBOX_LATENCY_MS = "0";
  process.env.SERVICE_MODE = "sandbox";
});

const app = "http://localhost:3000";
const viaHandler: typeof fetch = (input, init) => handleSandboxPortalRequest(new Request(input, init));

it("answers the portal's login and search under /sandbox-portal", async () => {
  const connector = createSandboxConnector({ baseUrl: `${app}${SANDBOX_PORTAL_PATH}`, fetch: viaHandler });
  const outcome = await connector.lookup(
    {
      policyType: "auto",
      policyNumber: "SBX-AUTO-1001",
      vin: "1HGCM82633A004352",
      insuredName: { firstName: "Jordan", lastName: "Rivera", full: "Jordan Rivera" },
      address: {
        addressLine1: "1200 Peachtree St NE",
        addressLine2: null,
        city: "Atlanta",
        state: "GA",
        postalCode: "30309",
        country: "US",
      },
    },
    { username: "Acme Lending LLC", password: "sandbox" },
    {},
  );
  expect(outcome.kind).toBe("found");
});

it("is not found outside its path", async () => {
  const res = await handleSandboxPortalRequest(new Request(`${app}/login`, { method: "POST", body: "{}" }));
  expect(res.status).toBe(404);
});
