import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localBackend, s3Backend, type FileBackend } from "@/lib/files/backends";

// s3rver is a real S3-compatible server (HTTP, SigV4-signed requests), so the S3 backend is
// exercised over the wire exactly as against MinIO or AWS.
let s3: S3rver;
let endpoint: string;

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), "s3rver-")),
    configureBuckets: [{ name: "documents", configs: [] }],
  });
  const info = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${info.port}`;
});
afterAll(() => s3.close());

const backends: [string, () => FileBackend][] = [
  ["local folder", () => localBackend(mkdtempSync(path.join(tmpdir(), "files-")))],
  [
    "S3-compatible bucket",
    () =>
      s3Backend({
        endpoint,
        bucket: "documents",
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
      }),
  ],
];

describe.each(backends)("the %s backend", (_label, make) => {
  it("stores a document and reads back its bytes, name and type", async () => {
    const files = make();
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 1, 2, 3, 250]);
    const file = {
      id: randomUUID(),
      name: "Déclarations page #1.pdf",
      contentType: "application/pdf",
      size: bytes.byteLength,
    };
    await files.put(file, bytes);
    const read = await files.get(file.id);
    expect(read?.meta).toEqual(file);
    expect([...read!.bytes]).toEqual([...bytes]);
    expect(await files.meta(file.id)).toMatchObject({ name: file.name, contentType: "application/pdf" });
  });

  it("answers null for a file it does not hold", async () => {
    const files = make();
    expect(await files.get(randomUUID())).toBeNull();
    expect(await files.meta(randomUUID())).toBeNull();
  });
});

describe("the S3 backend with a missing bucket", () => {
  it("fails loudly instead of losing the upload", async () => {
    const files = s3Backend({
      endpoint,
      bucket: "no-such-bucket",
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    });
    await expect(
      files.put({ id: randomUUID(), name: "x.pdf", contentType: "application/pdf", size: 1 }, new Uint8Array([1])),
    ).rejects.toThrow(/S3 PUT answered 404/);
  });
});
