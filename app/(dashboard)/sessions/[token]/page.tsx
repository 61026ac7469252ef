import { notFound } from "next/navigation";
import { SessionView } from "@/components/sessions/session-view";
import { Alert } from "@/components/ui/card";
import { getVerificationAction } from "@/lib/actions/verifications";

export const metadata = { title: "Verification" };

export default async function SessionPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const result = await getVerificationAction(token);
  if (!result.ok && result.errorCode === "not-found") notFound();
  return result.ok ? <SessionView initial={result.data} /> : <Alert>{result.message}</Alert>;
}
