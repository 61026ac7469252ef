import { redirect } from "next/navigation";
import { ChangePasswordForm } from "@/components/staff/change-password-form";
import { Card } from "@/components/ui/card";
import { currentUser } from "@/lib/auth/current-user";

export const metadata = { title: "Choose a new password" };

// Outside the dashboard layout on purpose: that layout sends a member with a reset password here.
export default async function ChangePasswordPage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  return (
    <Card title={user.mustChangePassword ? "Choose your own password" : "Change your password"}>
      {user.mustChangePassword ? (
        <p className="mb-4 text-sm text-slate-600">
          An administrator set a temporary password for {user.email}. Choose your own before you continue.
        </p>
      ) : null}
      <ChangePasswordForm />
    </Card>
  );
}
