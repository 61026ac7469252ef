import Link from "next/link";
import { CARRIER_LOGINS_PATH } from "@/lib/verifications/error-advice";

/**
 * Under the carrier picker when Covercheck holds no portal login for the chosen carrier: an admin
 * gets a link to add one (to that carrier's row), anyone else is told who can.
 */
export function NoLoginNote({
  carrier,
  canManageCarrierLogins,
}: {
  carrier: { id: string; name: string };
  canManageCarrierLogins: boolean;
}) {
  return (
    <p className="text-xs text-amber-800" data-testid="carrier-no-credentials">
      Covercheck has no portal login for {carrier.name}, so a lookup there will be refused.{" "}
      {canManageCarrierLogins ? (
        <>
          <Link
            href={`${CARRIER_LOGINS_PATH}?carrier=${encodeURIComponent(carrier.id)}`}
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            Add a login for {carrier.name}
          </Link>{" "}
          in Settings → Carrier logins, or verify by document.
        </>
      ) : (
        "An admin can add one in Settings → Carrier logins; until then, verify by document."
      )}
    </p>
  );
}
