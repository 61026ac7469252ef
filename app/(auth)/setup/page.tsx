import { redirect } from "next/navigation";
import { FirstAdminForm } from "@/components/auth/first-admin-form";
import { Card } from "@/components/ui/card";
import { countUsers } from "@/lib/db/queries/users";

export const metadata = { title: "Create the first admin" };

export default async function SetupPage() {
  if ((await countUsers()) > 0) redirect("/sign-in");
  return (
    <Card title="Create the first admin">
      <p className="mb-4 text-sm text-slate-600">
        This workspace has no staff yet. The first account is an administrator who can add everyone else.
      </p>
      <FirstAdminForm />
    </Card>
  );
}
