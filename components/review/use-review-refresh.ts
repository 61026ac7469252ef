"use client";

import { useQueryClient } from "@tanstack/react-query";
import type { ActionResult } from "@/lib/actions/result";

/** What a form shows when the action never answered (the network dropped), so it does not hang on "Saving…". */
export const UNSENT: ActionResult<never> = {
  ok: false,
  message: "Covercheck could not be reached, so nothing was saved. Check the connection and try again.",
};

/** After a review change: the session page and the list read it again rather than waiting for a poll. */
export function useReviewRefresh(token: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ["verification", token] }),
      client.invalidateQueries({ queryKey: ["verifications"] }),
    ]);
}
