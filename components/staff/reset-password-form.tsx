"use client";

import { useState } from "react";
import { RetryAlert } from "@/components/forms/retry-alert";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { resetStaffPasswordAction } from "@/lib/actions/staff/reset-staff-password";

/**
 * Sets a temporary password: the admin's, or one made up by the server and shown here once. The
 * member must replace it when they next sign in; it is never shown again.
 */
export function ResetPasswordForm({ member, onDone }: { member: { id: string; name: string }; onDone: () => void }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<{ temporary: string | null } | null>(null);
  const id = `reset-${member.id}`;
  const reset = useActionSubmit(resetStaffPasswordAction, (r) => {
    if (!r.ok) return setError(r.fieldErrors?.password ?? r.message);
    setShown(r.data);
    onDone();
  });

  if (shown)
    return (
      <div className="mt-2">
        <Alert tone="success">
          {shown.temporary ? (
            <>
              Temporary password for {member.name}:{" "}
              <code data-testid="temporary-password" className="rounded bg-white px-1 font-mono">
                {shown.temporary}
              </code>{" "}
              — shown only now. Give it to them in person; they choose their own at the next sign-in.
            </>
          ) : (
            <>The new password is set. {member.name} chooses their own at the next sign-in.</>
          )}
        </Alert>
      </div>
    );

  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        void reset.submit({ userId: member.id, password });
      }}
    >
      <div className="min-w-64 flex-1">
        <Field
          id={id}
          label={`Temporary password for ${member.name}`}
          hint="Leave empty to have one made up for you."
          error={error ?? undefined}
        >
          <Input
            id={id}
            type="text"
            autoComplete="off"
            value={password}
            invalid={!!error}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
      </div>
      <Button type="submit" disabled={reset.pending}>
        {reset.pending ? "Setting…" : "Set temporary password"}
      </Button>
      {reset.failure ? (
        <div className="w-full">
          <RetryAlert submit={reset} />
        </div>
      ) : null}
    </form>
  );
}
