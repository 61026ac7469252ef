// Wording shared by the validation actions and the page, so the browser test and people read one sentence.

export const NO_RENEWAL = "No renewal term — this policy has only a current term.";

/** errorCode of an action result when the renewal term was asked for and none exists. */
export const NO_RENEWAL_CODE = "no-renewal";
