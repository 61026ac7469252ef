import type { TestService } from "./service";

// The operations of the service as its own OpenAPI document lists them, so the security suites
// cover a route the day it is added, without anyone editing them.

export type JsonSchema = Record<string, unknown>;

export interface OpenApiDoc {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OperationObject {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}

export interface Operation {
  method: string;
  /** The path under the API's base, with `{param}` placeholders: `/policies/{id}`. */
  path: string;
  /** `GET /policies/{id}`, for messages. */
  key: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
  /** Needs x-access-token besides the client's credentials. */
  accessToken: boolean;
  /** Needs no credentials at all. */
  open: boolean;
}

export const API_BASE = "/api/v1";

export async function readOpenApi(svc: TestService): Promise<OpenApiDoc> {
  const res = await svc.call("GET", "/openapi.json");
  if (res.status !== 200) throw new Error(`openapi.json: ${res.status}`);
  return res.body as OpenApiDoc;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [fullPath, methods] of Object.entries(doc.paths)) {
    const path = fullPath.startsWith(API_BASE) ? fullPath.slice(API_BASE.length) : fullPath;
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const security = op.security ?? [];
      out.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        query: params.filter((p) => p.in === "query").map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: op.requestBody?.content?.["application/json"]?.schema ?? null,
        accessToken: security.some((s) => "accessToken" in s),
        open: security.length === 0,
      });
    }
  }
  return out;
}

/** Fills `{param}` placeholders with segments given already encoded (or deliberately not). */
export function fillPath(path: string, segments: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (!(name in segments)) throw new Error(`no segment for {${name}} in ${path}`);
    return segments[name];
  });
}

/**
 * Every errorCode the wire contract (shared/spec/service-api.md) lets an HTTP answer carry; the
 * document-* codes travel only in `ignition.errored` events.
 */
export const CONTRACT_ERROR_CODES = new Set([
  "user-input-invalid",
  "invalid-client-credentials",
  "forbidden",
  "not-found",
  "payload-too-large",
  "rate-limited",
  "default",
  "ignition-processing",
  "carrier-not-found",
  "policy-lookup-not-supported",
  "no-credentials",
  "invalid-auth-code",
  "invalid-access-token",
]);

/** Problems with an answer against the contract's conventions; empty when it keeps them. */
export function contractProblems(res: { status: number; body: unknown; headers: Headers }): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  if (!/^req_/.test(res.headers.get("x-request-id") ?? "")) problems.push("no x-request-id");
  const body = res.body as Record<string, unknown> | string | null;
  if (res.status >= 400) {
    if (!body || typeof body !== "object") problems.push("error body is not JSON");
    else {
      if (body.success !== false) problems.push("error without success:false");
      if (typeof body.errorCode !== "string" || !CONTRACT_ERROR_CODES.has(body.errorCode))
        problems.push(`errorCode ${JSON.stringify(body.errorCode)} is not the contract's`);
      if (typeof body.message !== "string" || !body.message) problems.push("error without a message");
      if (typeof body.message === "string" && /\n\s+at |node_modules/.test(body.message))
        problems.push("a stack trace in the message");
      if (body.details !== undefined && !Array.isArray(body.details)) problems.push("details is not a list");
    }
  } else if (res.status < 300 && (!body || typeof body !== "object" || body.success !== true)) {
    problems.push("success without success:true");
  }
  return problems;
}
