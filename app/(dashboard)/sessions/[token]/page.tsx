import { notFound } from "next/navigation";
import { SessionView } from "@/components/sessions/session-view";
import { Alert } from "@/components/ui/card";
import { getVerificationAction } from "@/lib/actions/verifications";
import { currentUser } from "@/lib/auth/current-user";
import { hasRole } from "@/lib/auth/roles";

export const metadata = { title: "Verification" };

export default async function SessionPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [result, user] = await Promise.all([getVerificationAction(token), currentUser()]);
  if (!result.ok && result.errorCode === "not-found") notFound();
  const canReview = Boolean(user && hasRole(user.role, "reviewer"));
  return result.ok ? <SessionView initial={result.data} canReview={canReview} /> : <Alert>{result.message}</Alert>;
}
