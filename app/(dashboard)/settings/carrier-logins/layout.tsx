import type { ReactNode } from "react";
import { requireUser } from "@/lib/auth/current-user";

// The role is checked here, above loading.tsx's boundary: a refusal thrown inside the page would
// come after the loading state had already been sent with status 200; from here it is a 403.
export default async function CarrierLoginsLayout({ children }: { children: ReactNode }) {
  await requireUser("admin");
  return children;
}
