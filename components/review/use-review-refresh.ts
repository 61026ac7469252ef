"use client";

import { useQueryClient } from "@tanstack/react-query";

/** After a review change: the session page and the list read it again rather than waiting for a poll. */
export function useReviewRefresh(token: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ["verification", token] }),
      client.invalidateQueries({ queryKey: ["verifications"] }),
    ]);
}
