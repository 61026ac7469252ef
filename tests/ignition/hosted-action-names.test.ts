import { describe, expect, it } from "vitest";
import type { ServiceDeps } from "@/lib/service/deps";
import { runHostedAction } from "@/lib/service/ignition/hosted-actions";

// POST /api/v1/ignition/{token}/hosted runs only the page's own actions: any other name, or one inherited
// from Object's prototype, is refused before the service is touched.

describe("hosted page action names", () => {
  it.each(["", "delete", "toString", "__proto__", "constructor", 7, null])("refuses %s", (name) => {
    // The service is never touched: no dependencies are needed to refuse.
    expect(runHostedAction({} as ServiceDeps, name, "tok", [])).toBeNull();
  });
});
