"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { rerunDocumentAction } from "@/lib/actions/rerun-document";
import type { TypeCheck } from "@/lib/verifications/type-check";

const NAMES: Record<string, string> = { auto: "an auto", home: "a home or condo" };
const TYPE_WORDS: Record<string, string> = { auto: "auto", home: "home", condo: "condo" };

function EvidenceList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <dt className="font-medium">{title}</dt>
      <dd>
        {items.length ? (
          <ul className="list-disc pl-5">
            {items.map((item) => (
              <li key={item} className="break-words">
                {item}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-amber-800">nothing found</span>
        )}
      </dd>
    </div>
  );
}

/**
 * Says the document does not read as the type it was read as, with what was read for each type;
 * offers one more reading only as a type it was never read as, so it cannot go back and forth.
 */
export function TypeCheckNotice({ token, check, canRerun }: { token: string; check: TypeCheck; canRerun: boolean }) {
  const queryClient = useQueryClient();
  const suggested = check.suggested;
  const rerun = useMutation({
    mutationFn: () => rerunDocumentAction({ token, policyType: suggested }),
    onSuccess: (r) => {
      if (r.ok) void queryClient.invalidateQueries({ queryKey: ["verification", token] });
    },
  });
  const failed = rerun.data && !rerun.data.ok ? rerun.data.message : null;
  const chosen = TYPE_WORDS[check.chosen] ?? check.chosen;
  return (
    <section
      aria-label="Document type"
      data-testid="type-check"
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-900"
    >
      <p>
        <span className="font-semibold">
          {suggested && check.clear !== false
            ? `This looks like ${NAMES[suggested]} policy, but it was read as ${chosen}.`
            : suggested
              ? `This does not read clearly as ${NAMES[check.chosen === "auto" ? "auto" : "home"]} policy.`
              : `A person decides what kind of policy this is (it was read as ${chosen}).`}
        </span>{" "}
        {check.reason}
      </p>
      {check.evidence ? (
        <dl className="grid gap-2 sm:grid-cols-2">
          <EvidenceList title="Looks like auto" items={check.evidence.auto} />
          <EvidenceList title="Looks like home or condo" items={check.evidence.home} />
        </dl>
      ) : null}
      {canRerun && suggested ? (
        <Button
          type="button"
          variant="secondary"
          disabled={rerun.isPending || rerun.data?.ok}
          onClick={() => rerun.mutate()}
        >
          {rerun.isPending ? "Starting…" : `Read it again as ${suggested}`}
        </Button>
      ) : null}
      {failed ? <Alert>{failed}</Alert> : null}
    </section>
  );
}
