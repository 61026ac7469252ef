import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectorFor } from "@/lib/service/connectors/registry";
import { startSandboxPortal, type RunningSandboxPortal } from "@/lib/service/sandbox-portal/server";
import { sandboxQuery } from "../fixtures/connectors/sandbox-queries";

let portal: RunningSandboxPortal;
beforeAll(async () => {
  portal = await startSandboxPortal();
});
afterAll(() => portal.close());

describe("connectorFor", () => {
  it("gives every lookup-capable carrier the sandbox connector in sandbox mode, naming the carrier", async () => {
    const connector = connectorFor("car_state-farm", { mode: "sandbox", portalUrl: portal.url });
    expect(connector?.id).toBe("sandbox");
    const outcome = await connector!.lookup(
      sandboxQuery("SBX-HOME-1001"),
      { username: "Acme Lending LLC", password: "x" },
      {},
    );
    expect(outcome.kind === "found" && outcome.policy.carrier).toEqual({
      id: "car_state-farm",
      name: "State Farm Mutual Automobile Insurance Company",
      naicCode: "25178",
    });
  });

  it("has none for carriers without lookup, unknown carriers, or in production", () => {
    expect(connectorFor("car_lemonade", { mode: "sandbox", portalUrl: portal.url })).toBeNull();
    expect(connectorFor("car_no-such-carrier", { mode: "sandbox", portalUrl: portal.url })).toBeNull();
    expect(connectorFor("car_state-farm", { mode: "production", portalUrl: portal.url })).toBeNull();
  });
});
