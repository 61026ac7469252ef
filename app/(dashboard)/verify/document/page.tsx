import { DropZone } from "@/components/upload/drop-zone";
import { Alert, Card } from "@/components/ui/card";
import { getVerifyOptionsAction } from "@/lib/actions/verify-options";
import { requireUser } from "@/lib/auth/current-user";

export const metadata = { title: "Verify by document" };

export default async function VerifyByDocumentPage() {
  await requireUser("reviewer");
  const options = await getVerifyOptionsAction();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold">Verify by document</h1>
        <p className="text-sm text-slate-600">
          Drop the declarations pages you received. Each becomes its own verification; the service reads the policy from
          it in seconds.
        </p>
      </div>
      <Card>{options.ok ? <DropZone options={options.data} /> : <Alert>{options.message}</Alert>}</Card>
    </div>
  );
}
