import { DropZone } from "@/components/upload/drop-zone";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/current-user";

export const metadata = { title: "Verify by document" };

export default async function VerifyByDocumentPage() {
  await requireUser("reviewer");
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold">Verify by document</h1>
        <p className="text-sm text-slate-600">
          Drop the declarations pages you received. Each becomes its own verification; the service reads the policy from
          it in seconds.
        </p>
      </div>
      <Card>
        <DropZone />
      </Card>
    </div>
  );
}
