import { LookupForm } from "@/components/lookup/lookup-form";
import { Alert, Card } from "@/components/ui/card";
import { listCarriersAction } from "@/lib/actions/list-carriers";
import { getRetryPrefillAction } from "@/lib/actions/retry-prefill";
import { getVerifyOptionsAction } from "@/lib/actions/verify-options";
import { requireUser } from "@/lib/auth/current-user";

export const metadata = { title: "Verify by lookup" };

export default async function VerifyByLookupPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser("reviewer");
  const { retry } = await searchParams;
  const [carriers, options, prefill] = await Promise.all([
    listCarriersAction(),
    getVerifyOptionsAction(),
    typeof retry === "string" ? getRetryPrefillAction(retry) : null,
  ]);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold">Verify by policy lookup</h1>
        <p className="text-sm text-slate-600">
          We log in to the carrier’s lienholder portal and read the policy. Most lookups finish in seconds.
        </p>
      </div>
      <Card>
        {prefill && !prefill.ok ? (
          <Alert>{prefill.message}</Alert>
        ) : !carriers.ok ? (
          <Alert>{carriers.message}</Alert>
        ) : !options.ok ? (
          <Alert>{options.message}</Alert>
        ) : (
          <LookupForm carriers={carriers.data} options={options.data} retry={prefill?.ok ? prefill.data : undefined} />
        )}
      </Card>
    </div>
  );
}
