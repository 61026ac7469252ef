import { handleSandboxPortalRequest } from "@/lib/service/sandbox-portal/handler";

// The sandbox carrier portal (a stand-in for a carrier's lienholder website) the sandbox connector logs in to.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export { handleSandboxPortalRequest as GET, handleSandboxPortalRequest as POST };
