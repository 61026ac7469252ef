"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { rerunDocumentAction } from "@/lib/actions/rerun-document";
import type { TypeCheck } from "@/lib/verifications/type-check";

const NAMES: Record<string, string> = { auto: "an auto", home: "a home or condo" };

/** Says the document reads as another policy type than chosen, and reads it again as that type. */
export function TypeCheckNotice({ token, check, canRerun }: { token: string; check: TypeCheck; canRerun: boolean }) {
  const queryClient = useQueryClient();
  const rerun = useMutation({
    mutationFn: () => rerunDocumentAction({ token, policyType: check.suggested }),
    onSuccess: (r) => {
      if (r.ok) void queryClient.invalidateQueries({ queryKey: ["verification", token] });
    },
  });
  const failed = rerun.data && !rerun.data.ok ? rerun.data.message : null;
  return (
    <div
      data-testid="type-check"
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-900"
    >
      <p>
        <span className="font-semibold">
          This looks like {NAMES[check.suggested]} policy, but it was uploaded as {check.chosen}.
        </span>{" "}
        {check.reason}
      </p>
      {canRerun ? (
        <Button
          type="button"
          variant="secondary"
          disabled={rerun.isPending || rerun.data?.ok}
          onClick={() => rerun.mutate()}
        >
          {rerun.isPending ? "Starting…" : `Read it again as ${check.suggested}`}
        </Button>
      ) : null}
      {failed ? <Alert>{failed}</Alert> : null}
    </div>
  );
}
