import { getServiceRuntime } from "@/lib/service/runtime";

// The embedded insurance data service: every /api/v1 request goes to its Hono app.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

async function handle(req: Request): Promise<Response> {
  const { app } = await getServiceRuntime();
  return app.fetch(req);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
