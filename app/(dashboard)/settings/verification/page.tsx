import { VerificationSettingsForm } from "@/components/settings/verification-settings-form";
import { Alert, Card } from "@/components/ui/card";
import { getVerifyOptionsAction } from "@/lib/actions/verify-options";
import { requireUser } from "@/lib/auth/current-user";

export const metadata = { title: "Settings" };

export default async function VerificationSettingsPage() {
  await requireUser("admin");
  const options = await getVerifyOptionsAction();
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold">Verification settings</h1>
        <p className="text-sm text-slate-600">
          What every lookup and document is checked against unless staff choose otherwise.
        </p>
      </div>
      <Card>{options.ok ? <VerificationSettingsForm options={options.data} /> : <Alert>{options.message}</Alert>}</Card>
    </div>
  );
}
