import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { StaffUser } from "@/lib/db/queries/users";
import type { Database } from "@/lib/db";
import { startHarness, type Harness } from "../fixtures/proxy/harness";
import { addStaff } from "./signed-in";

// The world an insurance request runs in: the real service over HTTP, the dashboard's webhook route on
// the same front server (as in the app), a reviewer and a viewer, and the standard auto template.
// Extra environment (SMTP_URL) is set before the dashboard first reads its configuration.

export interface RequestWorld {
  h: Harness;
  reviewer: StaffUser;
  viewer: StaffUser;
  templateId: string;
  close: () => Promise<void>;
}

export async function startRequestWorld(extraEnv: Record<string, string> = {}): Promise<RequestWorld> {
  const h = await startHarness();
  const { POST } = await import("@/app/api/webhooks/ignition/route");
  const server = serve(
    {
      port: 0,
      hostname: "127.0.0.1",
      fetch: (req: Request) =>
        new URL(req.url).pathname === "/api/webhooks/ignition" ? POST(req) : h.svc.app.fetch(req),
    },
    () => {},
  );
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as AddressInfo;
  Object.assign(process.env, {
    APP_URL: `http://127.0.0.1:${port}`,
    SERVICE_BASE_URL: `http://127.0.0.1:${port}/api/v1`,
    SERVICE_CLIENT_ID: h.client.clientId,
    SERVICE_CLIENT_SECRET: h.client.clientSecret,
    SERVICE_WEBHOOK_SECRET: h.client.webhookSecret,
    ...extraEnv,
  });
  (globalThis as { __covercheckDb?: Promise<Database> }).__covercheckDb = Promise.resolve(h.svc.deps.database);
  const reviewer = await addStaff("reviewer", "Rae Requester");
  const viewer = await addStaff("viewer", "Vic Viewer");
  const { serviceClient } = await import("@/lib/service-client");
  const templateId = (await (await serviceClient()).listTemplates()).find(
    (t) => t.displayName === "Auto loan — standard",
  )!.id;
  return {
    h,
    reviewer,
    viewer,
    templateId,
    close: async () => {
      server.close();
      await h.close();
    },
  };
}

/** The request form's values: a borrower and an auto loan under the given template. */
export const requestForm = (templateId: string, over: Record<string, unknown> = {}) => ({
  borrower: { firstName: "Jordan", lastName: "Rivera", email: "jordan@borrower.example", phone: "(404) 555-0134" },
  borrowerRef: "loan-req-1",
  policyType: "auto",
  loan: { templateId, vin: "1HGCM82633A004352", loanNumber: "LN-1001" },
  ...over,
});
