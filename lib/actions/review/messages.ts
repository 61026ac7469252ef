import type { ActionResult } from "../result";

export const NO_SUCH_SESSION: ActionResult<never> = {
  ok: false,
  message: "This verification does not exist.",
  errorCode: "not-found",
};

export const NOT_DECIDABLE: ActionResult<never> = {
  ok: false,
  message: "Only a completed verification can be decided: there is no policy to decide on yet.",
  errorCode: "not-completed",
};
