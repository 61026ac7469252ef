export const dynamic = "force-dynamic";

import type { ReactNode } from "react";

// The borrower's side of the service (the hosted Ignition page): no staff session, no dashboard chrome.
export default function IgnitionLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-screen bg-slate-50 text-slate-900">{children}</div>;
}
