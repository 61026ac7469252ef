// What staff should do about each error code the service answers with. The service's messages are
// the contract's wording (kept verbatim, shown beside this); these sentences name the next step.

/** Where a missing carrier login is added; the picker links an admin straight to it. */
export const CARRIER_LOGINS_PATH = "/settings/carrier-logins";

/**
 * The next step when a carrier has no portal login: an admin adds one, anyone else asks for it. It
 * stands alone, without the service's message: that one sends a client to "the service operator",
 * whom staff do not know.
 */
export function noLoginAdvice(canManageCarrierLogins: boolean): string {
  return canManageCarrierLogins
    ? "Covercheck has no lienholder portal login for this carrier yet. Add one in Settings → Carrier logins, or verify this policy by document."
    : "Covercheck has no lienholder portal login for this carrier yet. An admin can add one in Settings → Carrier logins; until then, verify this policy by document.";
}

const ADVICE: Record<string, string> = {
  "no-credentials": noLoginAdvice(false),
  "carrier-not-found": "Pick the carrier from the list; the NAIC code given is not one the service knows.",
  "policy-lookup-not-supported":
    "This carrier cannot be looked up for this policy type. Ask the borrower for the declarations page and verify by document.",
  "ignition-processing": "A lookup for this session is still running. Wait for it to finish, then try again.",
  "lienholder-required":
    "The carrier does not list you as lienholder on this policy. Ask the borrower to add you, then verify by document once the updated declarations page arrives.",
  "policy-not-active":
    "The carrier reports the policy as not active. Contact the borrower for proof of current insurance.",
  "policy-active-unknown":
    "The carrier could not confirm the policy is active. Ask the borrower for the current declarations page and verify by document.",
  "document-empty": "The file had no content. Ask for the declarations page again.",
  "document-download-failed": "The service could not fetch the file. Upload it again.",
  "document-invalid":
    "The file could not be read as a declarations page. Ask for a clearer scan or the PDF from the carrier.",
  "service-unreachable": "The insurance data service did not answer. Try again in a minute.",
  "rate-limited": "Too many requests at once. Wait a moment and try again.",
  default:
    "Something went wrong at the carrier or the service. Try again later; if it keeps failing, verify by document.",
};

/** An auto policy is found by its vehicle, a home or condo policy by the property: name the one that applies. */
function collateral(policyType: string | null | undefined): string {
  if (policyType === "auto") return "VIN";
  if (policyType === "home" || policyType === "condo") return "property address";
  return "VIN (auto) or property address (home, condo)";
}

export function errorAdvice(errorCode: string | null | undefined, policyType?: string | null): string | null {
  if (errorCode === "user-input-invalid")
    return `Check the policy number, the ${collateral(policyType)} and the insured's name against the borrower's documents, then try again.`;
  return errorCode ? (ADVICE[errorCode] ?? null) : null;
}
