// GET /ignition/{token}/hosted – what the borrower's page shows now; POST – one of its actions
// ({ action, args }). The hosted page reaches the service only through these, over HTTP.
import { runHostedAction } from "@/lib/service/ignition/hosted-actions";
import { loadHostedPage } from "@/lib/service/ignition/hosted-page";
import { getServiceRuntime } from "@/lib/service/runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "no-store" };

export async function GET(_req: Request, ctx: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await ctx.params;
  const { deps } = await getServiceRuntime();
  try {
    return Response.json(await loadHostedPage(deps, token), { headers: NO_STORE });
  } catch (err) {
    deps.log.error("hosted ignition page failed", { error: err instanceof Error ? err.message : String(err) });
    return Response.json({ kind: "error" }, { status: 500, headers: NO_STORE });
  }
}

export async function POST(req: Request, ctx: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await ctx.params;
  const body = (await req.json().catch(() => null)) as { action?: unknown; args?: unknown } | null;
  const answer = runHostedAction(body?.action, token, body?.args);
  if (!answer)
    return Response.json({ kind: "refused", message: "Unknown action." }, { status: 400, headers: NO_STORE });
  return Response.json(await answer, { headers: NO_STORE });
}
