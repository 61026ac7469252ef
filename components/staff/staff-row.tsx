"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { RetryAlert } from "@/components/forms/retry-alert";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { changeStaffRoleAction } from "@/lib/actions/staff/change-staff-role";
import { setStaffActiveAction } from "@/lib/actions/staff/set-staff-active";
import type { Role } from "@/lib/auth/roles";
import { ResetPasswordForm } from "./reset-password-form";

export interface StaffRowView {
  id: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  mustChangePassword: boolean;
  isYou: boolean;
}

/** One member with what an admin can do to them: role, deactivate or reactivate, reset the password. */
export function StaffRow({ member }: { member: StaffRowView }) {
  const router = useRouter();
  const [message, setMessage] = useState<{ tone: "error" | "ok"; text: string } | null>(null);
  const [resetting, setResetting] = useState(false);
  // The role being set: the select shows it until the change is saved, so a failed one is not lost.
  const [chosen, setChosen] = useState<Role | null>(null);

  const change = useActionSubmit(
    (c: { call: () => Promise<{ ok: boolean; message?: string }>; done: string }) => c.call(),
    (r, c) => {
      setMessage(r.ok ? { tone: "ok", text: c.done } : { tone: "error", text: r.message ?? "That did not work." });
      setChosen(null);
      router.refresh();
    },
  );
  const pending = change.pending;
  const run = (call: () => Promise<{ ok: boolean; message?: string }>, done: string) => {
    setMessage(null);
    void change.submit({ call, done });
  };

  return (
    <li className="py-3 text-sm" aria-label={member.name}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-48 flex-1">
          <span className={`font-medium ${member.active ? "" : "text-slate-400 line-through"}`}>{member.name}</span>{" "}
          <span className="text-slate-500">{member.email}</span>
          {member.isYou ? <span className="ml-1 text-xs text-slate-500">(you)</span> : null}
        </span>
        {!member.active ? <Badge tone="red">Deactivated</Badge> : null}
        {member.mustChangePassword && member.active ? <Badge tone="amber">Must set a password</Badge> : null}
        <label htmlFor={`role-${member.id}`} className="sr-only">
          Access for {member.name}
        </label>
        {/* The field primitive is full width; the row keeps it to the width of a role. */}
        <span className="w-32">
          <Select
            id={`role-${member.id}`}
            value={chosen ?? member.role}
            disabled={pending || !member.active}
            onChange={(e) => {
              const role = e.target.value as Role;
              setChosen(role);
              run(() => changeStaffRoleAction({ userId: member.id, role }), `${member.name} is now ${role}.`);
            }}
          >
            <option value="viewer">viewer</option>
            <option value="reviewer">reviewer</option>
            <option value="admin">admin</option>
          </Select>
        </span>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          disabled={pending}
          onClick={() =>
            member.active
              ? confirm(`Deactivate ${member.name}? They are signed out at once and cannot sign in.`) &&
                run(
                  () => setStaffActiveAction({ userId: member.id, active: false }),
                  `${member.name} is deactivated and signed out.`,
                )
              : run(
                  () => setStaffActiveAction({ userId: member.id, active: true }),
                  `${member.name} can sign in again.`,
                )
          }
        >
          {member.active ? "Deactivate" : "Reactivate"}
        </Button>
        {member.active ? (
          <Button
            variant="ghost"
            className="px-3 py-1.5"
            aria-expanded={resetting}
            onClick={() => setResetting((v) => !v)}
          >
            Reset password
          </Button>
        ) : null}
      </div>
      {change.failure ? (
        <div className="mt-1">
          <RetryAlert submit={change} />
        </div>
      ) : null}
      {message ? (
        <p
          role={message.tone === "error" ? "alert" : "status"}
          className={`mt-1 text-xs ${message.tone === "error" ? "text-red-600" : "text-green-700"}`}
        >
          {message.text}
        </p>
      ) : null}
      {resetting ? <ResetPasswordForm member={member} onDone={() => router.refresh()} /> : null}
    </li>
  );
}
