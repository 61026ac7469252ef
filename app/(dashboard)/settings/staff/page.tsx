import { AddStaffForm } from "@/components/staff/add-staff-form";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/current-user";
import { listUsers } from "@/lib/db/queries/users";

export const metadata = { title: "Staff" };

export default async function StaffPage() {
  await requireUser("admin");
  const staff = await listUsers();
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <Card title={`Staff (${staff.length})`}>
        <ul className="divide-y divide-slate-100">
          {staff.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium">{u.name}</span> <span className="text-slate-500">{u.email}</span>
              </span>
              <Badge tone={u.role === "admin" ? "blue" : u.role === "reviewer" ? "green" : "gray"}>{u.role}</Badge>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Add a staff member">
        <AddStaffForm />
      </Card>
    </div>
  );
}
