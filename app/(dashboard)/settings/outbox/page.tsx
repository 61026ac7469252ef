import { OutboxList } from "@/components/requests/outbox-list";
import { Alert, Card } from "@/components/ui/card";
import { listOutboxAction } from "@/lib/actions/list-outbox";
import { requireUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";

export const metadata = { title: "Outbox" };
export const dynamic = "force-dynamic";

export default async function OutboxPage() {
  await requireUser("admin");
  const result = await listOutboxAction();
  const smtp = Boolean(env().SMTP_URL);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-xl font-semibold">Outbox</h1>
        <p className="text-sm text-slate-600">
          {smtp
            ? "Mail goes out through the configured SMTP server; a copy of each is kept here."
            : "No mail server is configured (SMTP_URL), so mail to borrowers is kept here instead of sent. Forward a link yourself, or set SMTP_URL."}
        </p>
      </div>
      <Card title={result.ok ? `Latest mail (${result.data.length})` : "Latest mail"}>
        {result.ok ? <OutboxList mails={result.data} /> : <Alert>Could not load the outbox: {result.message}</Alert>}
      </Card>
    </div>
  );
}
