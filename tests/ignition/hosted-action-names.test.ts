import { describe, expect, it } from "vitest";
import { runHostedAction } from "@/lib/service/ignition/hosted-actions";

// POST /ignition/{token}/hosted runs only the page's own actions: any other name, or one inherited
// from Object's prototype, is refused before the service is touched.

describe("hosted page action names", () => {
  it.each(["", "delete", "toString", "__proto__", "constructor", 7, null])("refuses %s", (name) => {
    expect(runHostedAction(name, "tok", [])).toBeNull();
  });
});
