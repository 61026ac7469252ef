import { RequestForm } from "@/components/requests/request-form";
import { Alert, Card } from "@/components/ui/card";
import { getVerifyOptionsAction } from "@/lib/actions/verify-options";
import { requireUser } from "@/lib/auth/current-user";

export const metadata = { title: "Request insurance" };

export default async function RequestInsurancePage() {
  await requireUser("reviewer");
  const options = await getVerifyOptionsAction();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold">Request insurance from a borrower</h1>
        <p className="text-sm text-slate-600">
          We mail the borrower a link. They sign in to their insurance company or upload their declarations page, and
          the verification appears in the list with its verdict.
        </p>
      </div>
      <Card>{options.ok ? <RequestForm options={options.data} /> : <Alert>{options.message}</Alert>}</Card>
    </div>
  );
}
