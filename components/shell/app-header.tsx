import Link from "next/link";
import { hasRole } from "@/lib/auth/roles";
import { signOutAction } from "@/lib/actions/sign-out";
import type { StaffUser } from "@/lib/db/queries/users";
import { NavLinks } from "./nav-links";

export function AppHeader({ user }: { user: StaffUser }) {
  const links = [
    { href: "/sessions", label: "Verifications" },
    { href: "/carriers", label: "Carriers" },
    ...(hasRole(user.role, "reviewer") ? [{ href: "/templates", label: "Templates" }] : []),
    ...(hasRole(user.role, "admin")
      ? [
          { href: "/settings/staff", label: "Staff" },
          { href: "/settings/verification", label: "Settings" },
          { href: "/settings/carrier-logins", label: "Carrier logins" },
          { href: "/settings/learned-hints", label: "Learned hints" },
          { href: "/settings/audit", label: "Audit log" },
          { href: "/settings/outbox", label: "Outbox" },
        ]
      : []),
  ];
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight text-brand-700">
          <img src="/logo.svg" alt="" width={24} height={24} />
          Covercheck
        </Link>
        <NavLinks links={links} />
        <div className="flex items-center gap-3 text-sm md:ml-auto">
          <span className="hidden text-slate-600 sm:inline">
            {user.name} <span className="text-slate-500">· {user.role}</span>
          </span>
          <form action={signOutAction}>
            <button type="submit" className="rounded-md px-3 py-1.5 text-slate-700 hover:bg-slate-100">
              Sign out
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}
