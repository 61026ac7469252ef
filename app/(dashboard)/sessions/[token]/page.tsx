import { notFound } from "next/navigation";
import { SessionActions } from "@/components/reports/session-actions";
import { SessionView } from "@/components/sessions/session-view";
import { Alert } from "@/components/ui/card";
import { getVerificationAction } from "@/lib/actions/verifications";
import { currentUser } from "@/lib/auth/current-user";
import { hasRole } from "@/lib/auth/roles";
import { listActiveStaff } from "@/lib/db/queries/reviews";
import { findRetryLinks } from "@/lib/db/queries/retries";

export const metadata = { title: "Verification" };

export default async function SessionPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [result, user, links] = await Promise.all([getVerificationAction(token), currentUser(), findRetryLinks(token)]);
  if (!result.ok && result.errorCode === "not-found") notFound();
  const canReview = Boolean(user && hasRole(user.role, "reviewer"));
  if (!result.ok) return <Alert>{result.message}</Alert>;
  // Only those who may assign and mention are told who the staff are.
  const staff = canReview ? await listActiveStaff() : [];
  return (
    <div className="space-y-3">
      <SessionActions initial={result.data} canReview={canReview} {...links} />
      <SessionView initial={result.data} canReview={canReview} staff={staff} />
    </div>
  );
}
