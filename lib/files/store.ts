import "server-only";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { env } from "@/lib/env";
import { localBackend, s3Backend, type FileBackend, type StoredFile } from "./backends";
import { documentContentType } from "@/lib/shared/document-type";

export type { StoredFile } from "./backends";

const safeId = (id: string) => /^[a-z0-9-]{36}$/.test(id);
let backend: FileBackend | undefined;

function files(): FileBackend {
  if (backend) return backend;
  const e = env();
  if (e.FILES_S3_ENDPOINT && e.FILES_S3_BUCKET && e.FILES_S3_ACCESS_KEY_ID && e.FILES_S3_SECRET_ACCESS_KEY) {
    backend = s3Backend({
      endpoint: e.FILES_S3_ENDPOINT,
      bucket: e.FILES_S3_BUCKET,
      region: e.FILES_S3_REGION,
      accessKeyId: e.FILES_S3_ACCESS_KEY_ID,
      secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY,
    });
  } else {
    backend = localBackend(path.join(e.DATA_DIR, "files"));
  }
  return backend;
}

export async function saveFile(bytes: Uint8Array, meta: { name: string; contentType: string }): Promise<StoredFile> {
  const stored: StoredFile = {
    id: randomUUID(),
    name: meta.name,
    contentType: meta.contentType,
    size: bytes.byteLength,
  };
  await files().put(stored, bytes);
  return stored;
}

/** An upload from the browser, stored as the type its bytes are: the declared type is the uploader's claim. */
export async function saveUpload(file: File): Promise<StoredFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return saveFile(bytes, { name: file.name, contentType: documentContentType(bytes) ?? "application/octet-stream" });
}

export async function readStoredFile(id: string): Promise<{ meta: StoredFile; bytes: Buffer } | null> {
  return safeId(id) ? files().get(id) : null;
}

export async function readStoredFileMeta(id: string): Promise<StoredFile | null> {
  return safeId(id) ? files().meta(id) : null;
}
