import "server-only";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";

export interface StoredFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

/** Where uploaded documents live: a local folder by default, an S3-compatible bucket when configured. */
export interface FileBackend {
  put(file: StoredFile, bytes: Uint8Array): Promise<void>;
  get(id: string): Promise<{ meta: StoredFile; bytes: Buffer } | null>;
  meta(id: string): Promise<StoredFile | null>;
}

/** The bytes and a small JSON sidecar with the name and type. */
export function localBackend(dir: string): FileBackend {
  const meta = async (id: string) => {
    try {
      return JSON.parse(await readFile(path.join(dir, `${id}.json`), "utf8")) as StoredFile;
    } catch {
      return null;
    }
  };
  return {
    async put(file, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, file.id), bytes);
      await writeFile(path.join(dir, `${file.id}.json`), JSON.stringify(file));
    },
    async get(id) {
      const m = await meta(id);
      if (!m) return null;
      try {
        return { meta: m, bytes: await readFile(path.join(dir, id)) };
      } catch {
        return null;
      }
    },
    meta,
  };
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Path-style requests signed with SigV4, which every S3-compatible store (AWS, MinIO, R2…) accepts. */
export function s3Backend(config: S3Config): FileBackend {
  const aws = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
  const url = (id: string) =>
    `${config.endpoint.replace(/\/$/, "")}/${encodeURIComponent(config.bucket)}/documents/${encodeURIComponent(id)}`;
  const metaFrom = (id: string, res: Response): StoredFile => ({
    id,
    name: decodeURIComponent(res.headers.get("x-amz-meta-name") ?? id),
    contentType: res.headers.get("content-type") ?? "application/octet-stream",
    size: Number(res.headers.get("content-length") ?? 0),
  });
  return {
    async put(file, bytes) {
      const res = await aws.fetch(url(file.id), {
        method: "PUT",
        body: new Uint8Array(bytes),
        headers: { "content-type": file.contentType, "x-amz-meta-name": encodeURIComponent(file.name) },
      });
      if (!res.ok) throw new Error(`S3 PUT answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
    async get(id) {
      const res = await aws.fetch(url(id));
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET answered ${res.status}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      return { meta: { ...metaFrom(id, res), size: bytes.byteLength }, bytes };
    },
    async meta(id) {
      const res = await aws.fetch(url(id), { method: "HEAD" });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 HEAD answered ${res.status}`);
      return metaFrom(id, res);
    },
  };
}
