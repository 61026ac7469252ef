import { CarrierLoginList } from "@/components/carrier-logins/carrier-login-list";
import { Alert, Card, EmptyState } from "@/components/ui/card";
import { listCarrierLoginsAction } from "@/lib/actions/carrier-logins";
import { requireUser } from "@/lib/auth/current-user";

export const metadata = { title: "Carrier logins" };

export default async function CarrierLoginsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser("admin");
  const { carrier } = await searchParams;
  const result = await listCarrierLoginsAction();
  const onFile = result.ok ? result.data.filter((r) => r.login).length : 0;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold">Carrier logins</h1>
        <p className="text-sm text-slate-600">
          Covercheck looks a policy up by signing in to the carrier&apos;s lienholder portal with your
          organisation&apos;s login. Without one, lookups at that carrier are refused and staff verify by document. A
          password is sent once and sealed; it is never shown again, so to change it, replace the login.
        </p>
      </div>
      <Card
        title={result.ok ? `Carriers with policy lookup (${onFile} of ${result.data.length} with a login)` : "Carriers"}
      >
        {!result.ok ? (
          <Alert>Could not load the carrier logins: {result.message}</Alert>
        ) : result.data.length === 0 ? (
          <EmptyState title="No carrier offers policy lookup">
            The insurance data service lists no carrier it can look policies up at, so there is no login to keep.
          </EmptyState>
        ) : (
          <CarrierLoginList rows={result.data} initialCarrier={typeof carrier === "string" ? carrier : undefined} />
        )}
      </Card>
    </div>
  );
}
