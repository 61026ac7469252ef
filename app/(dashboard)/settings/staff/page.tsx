import Link from "next/link";
import { AddStaffForm } from "@/components/staff/add-staff-form";
import { StaffRow } from "@/components/staff/staff-row";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/current-user";
import { listUsers } from "@/lib/db/queries/users";

export const metadata = { title: "Staff" };

export default async function StaffPage() {
  const me = await requireUser("admin");
  const staff = await listUsers();
  const active = staff.filter((u) => !u.deactivatedAt).length;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <Card
        title={`Staff (${active} active${active < staff.length ? `, ${staff.length - active} deactivated` : ""})`}
        actions={
          <Link href="/settings/audit" className="text-sm font-medium text-brand-700 hover:underline">
            Audit log
          </Link>
        }
      >
        <ul className="divide-y divide-slate-100" aria-label="Staff">
          {staff.map((u) => (
            <StaffRow
              key={u.id}
              member={{
                id: u.id,
                name: u.name,
                email: u.email,
                role: u.role,
                active: !u.deactivatedAt,
                mustChangePassword: u.mustChangePassword,
                isYou: u.id === me.id,
              }}
            />
          ))}
        </ul>
      </Card>
      <Card title="Add a staff member">
        <AddStaffForm />
      </Card>
    </div>
  );
}
