// A PDF's text layer is whatever its author wrote, NUL included; Postgres refuses NUL in jsonb, so the
// text is cleaned before it is kept instead of the job failing on it.
import { afterAll, beforeAll, expect, it } from "vitest";
import { findDocumentText, saveDocumentText } from "@/lib/service/corrections/repo";
import type { TextPage } from "@/lib/service/documents/text/types";
import { startTestService, type TestService } from "../support/service";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
}, 60_000);
afterAll(() => svc.close());

it("keeps a text layer with NUL characters, without them", async () => {
  const { clientId } = await svc.newClient();
  const word = (text: string) => ({ text, x: 10, y: 20, w: 30, h: 10 });
  const pages: TextPage[] = [
    {
      width: 612,
      height: 792,
      lines: [
        {
          text: "Policy\u0000 Number SBX\u0000-1",
          x: 10,
          y: 20,
          h: 10,
          words: [word("Policy\u0000"), word("SBX\u0000-1")],
        },
      ],
    },
  ];
  await saveDocumentText(svc.deps.database.db, { id: "doc_nul", clientId, operationId: "op_nul", pages });
  const kept = await findDocumentText(svc.deps.database.db, clientId, "doc_nul");
  expect(kept?.[0].lines[0].text).toBe("Policy Number SBX-1");
  expect(kept?.[0].lines[0].words.map((w) => w.text)).toEqual(["Policy", "SBX-1"]);
  expect(JSON.stringify(kept)).not.toContain("\\u0000");
});
