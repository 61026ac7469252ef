import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports");
}

describe("the service boundary lint rule", () => {
  it.each([
    ["components/sessions/list.tsx", 'import { getServiceRuntime } from "@/lib/service/runtime";'],
    ["app/(dashboard)/carriers/page.tsx", 'import { CARRIERS } from "../../../lib/service/carriers/catalogue";'],
    ["lib/actions/x.ts", 'export { createClient } from "@/lib/service/clients/create-client";'],
  ])("rejects %s importing the service", async (file, code) => {
    const errors = await boundaryErrors(file, code + "\nexport const used = 1;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain("lib/service-client");
  });

  it.each([
    ["components/carriers/table.tsx", 'import { serviceClient } from "@/lib/service-client";'],
    ["lib/service/routes/x.ts", 'import { CARRIERS } from "@/lib/service/carriers/catalogue";'],
    ["app/api/v1/[[...path]]/route.ts", 'import { getServiceRuntime } from "@/lib/service/runtime";'],
  ])("allows %s", async (file, code) => {
    expect(await boundaryErrors(file, code + "\nexport const used = 1;\n")).toHaveLength(0);
  });
});
