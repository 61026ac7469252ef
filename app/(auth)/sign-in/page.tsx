import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { Card } from "@/components/ui/card";
import { currentUser } from "@/lib/auth/current-user";
import { countUsers } from "@/lib/db/queries/users";

export const metadata = { title: "Sign in" };

export default async function SignInPage() {
  if ((await countUsers()) === 0) redirect("/setup");
  if (await currentUser()) redirect("/");
  return (
    <Card title="Sign in to your lender workspace">
      <SignInForm />
    </Card>
  );
}
