import { HintTable } from "@/components/learned-hints/hint-table";
import { Alert, Card } from "@/components/ui/card";
import { listLearnedHintsAction } from "@/lib/actions/learned-hints";
import { requireUser } from "@/lib/auth/current-user";

export const metadata = { title: "Learned hints" };

export default async function LearnedHintsPage() {
  await requireUser("admin");
  const result = await listLearnedHintsAction();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-xl font-semibold">Learned hints</h1>
        <p className="text-sm text-slate-600">
          Where reviewers&apos; corrections taught the reader to find a field on one document layout. A value read from
          a place only one correction taught is still shown to a reviewer; from two corrections on different documents
          it is trusted. Removing a hint changes only documents read from now on.
        </p>
      </div>
      <Card title={result.ok ? `Hints (${result.data.length})` : "Hints"}>
        {result.ok ? (
          <HintTable hints={result.data} />
        ) : (
          <Alert>Could not load the learned hints: {result.message}</Alert>
        )}
      </Card>
    </div>
  );
}
