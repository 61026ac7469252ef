// /api/uploads refuses an oversized form before holding it: a declared length over the cap is
// answered before any byte is read, and a body sent without one is cut off at the cap. Server
// actions, which carry no files, take bodies no larger than their largest input needs.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { NextConfig } from "next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff, openDashboardDb, signInAs } from "./signed-in";
import type { Database } from "@/lib/db";
import { MAX_UPLOAD_BYTES } from "@/lib/schemas/verify-document";

let db: Database;
let uploads: typeof import("@/app/api/uploads/route");
beforeAll(async () => {
  db = await openDashboardDb();
  await signInAs(await addStaff("reviewer"));
  uploads = await import("@/app/api/uploads/route");
}, 60_000);
afterAll(() => db.close());

/** A body that yields `chunks` chunks of 1 MB, counting how many were asked for. */
function counted(chunks: number) {
  const mb = new Uint8Array(1024 * 1024);
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled++ < chunks) controller.enqueue(mb);
      else controller.close();
    },
  });
  return { body, state };
}

const post = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  uploads.POST(
    new Request("http://t/api/uploads", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", ...headers },
      body,
      duplex: "half",
    } as RequestInit),
  );

describe("POST /api/uploads", () => {
  it("refuses a declared length over the cap before reading the body", async () => {
    const { body, state } = counted(200);
    const res = await post(body, { "content-length": String(200 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ ok: false, message: "This file is larger than 25 MB." });
    expect(state.pulled).toBeLessThanOrEqual(1);
  });

  it("stops reading a body sent without a length at the cap", async () => {
    const { body, state } = counted(200);
    const res = await post(body);
    expect(res.status).toBe(413);
    expect(state.pulled).toBeLessThan(MAX_UPLOAD_BYTES / (1024 * 1024) + 4);
  });

  it("still reads a form within the cap", async () => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(10)], "dec.txt", { type: "text/plain" }));
    const res = await uploads.POST(new Request("http://t/api/uploads", { method: "POST", body: form }));
    expect(res.status).toBe(400); // read, then refused for what it is (not a PDF or image), not for its size
    expect((await res.json()).message).not.toBe("This file is larger than 25 MB.");
  });
});

describe("server actions", () => {
  it("accept bodies of 1 MB at most, which a 50-rule template fits in many times over", async () => {
    const { default: config } = (await import(pathToFileURL(path.resolve("next.config.mjs")).href)) as {
      default: NextConfig;
    };
    expect(config.experimental?.serverActions?.bodySizeLimit).toBe("1mb");
    const rule = {
      rule: "collision-coverage-meets-requirements",
      input: Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [`input${i}`, { source: "s".repeat(100), default: 1_000_000 }]),
      ),
    };
    const template = { displayName: "t".repeat(200), rules: Array.from({ length: 50 }, () => rule) };
    expect(JSON.stringify(template).length * 4).toBeLessThan(1024 * 1024);
  });
});
