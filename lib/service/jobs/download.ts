import "server-only";
import { readCapped } from "@/lib/http/read-capped";
import { outboundRequest, type OutboundPolicy } from "@/lib/service/net/outbound";

export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 3;

export type Download =
  | { ok: true; bytes: Uint8Array; contentType: string | null }
  | { ok: false; reason: "unreachable" | "too-large"; detail: string };

/**
 * GETs a document url within a time and size budget. Every hop, redirects included, is resolved and
 * checked by `policy` and connects only to the addresses checked.
 */
export async function downloadDocument(policy: OutboundPolicy, url: string): Promise<Download> {
  const signal = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  try {
    let target = new URL(url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const res = await outboundRequest(target, policy, {
        signal,
        headers: { accept: "application/pdf,image/png,image/jpeg,*/*" },
      });
      const location = res.headers.get("location");
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        target = new URL(location, target);
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        return { ok: false, reason: "unreachable", detail: `HTTP ${res.status}` };
      }
      const declared = Number(res.headers.get("content-length") ?? "0");
      if (declared > MAX_DOCUMENT_BYTES) {
        await res.body?.cancel();
        return { ok: false, reason: "too-large", detail: `${declared} bytes declared` };
      }
      const bytes = await readCapped(res.body, MAX_DOCUMENT_BYTES);
      if (!bytes) return { ok: false, reason: "too-large", detail: `more than ${MAX_DOCUMENT_BYTES} bytes` };
      return { ok: true, bytes, contentType: res.headers.get("content-type") };
    }
    return { ok: false, reason: "unreachable", detail: "too many redirects" };
  } catch (err) {
    const detail = signal.aborted
      ? `no complete answer within ${DOWNLOAD_TIMEOUT_MS / 1000} s`
      : err instanceof Error
        ? err.message
        : String(err);
    return { ok: false, reason: "unreachable", detail };
  }
}
