"use client";

import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState, type SetStateAction } from "react";
import { DocumentPreview } from "@/components/sessions/document-preview";
import { Alert, Card } from "@/components/ui/card";
import { getPolicyCorrectionsAction, type PolicyCorrectionsView } from "@/lib/actions/get-policy-corrections";
import type { VerificationDetail } from "@/lib/actions/verification-views";
import type { Policy } from "@/lib/schemas/policy";
import { confidenceAt, LOW_CONFIDENCE } from "@/lib/schemas/policy-correction-form";
import { CorrectionProvider, shown, valueAt, type CorrectionContextValue } from "./correction-context";
import { CorrectionForm, type CorrectionOutcome } from "./correction-form";
import { CorrectionHistory } from "./correction-history";
import { fieldLabel } from "./field-label";
import { FieldPlaceView } from "./field-place";

type Active = { policyId: string; path: string } | null;

function usePolicyCorrections(token: string, policyId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["policy-corrections", token, policyId],
    queryFn: async (): Promise<PolicyCorrectionsView> => {
      const r = await getPolicyCorrectionsAction(token, policyId);
      if (!r.ok) throw new Error(r.message);
      return r.data;
    },
    enabled,
    staleTime: 60_000,
  });
}

/**
 * The document and what was read from it side by side: each value editable by reviewers, unsure
 * ones marked, the place on the page drawn for the field in hand, and who corrected what.
 */
export function CorrectionWorkspace({ v, canEdit }: { v: VerificationDetail; canEdit: boolean }) {
  const [active, setActive] = useState<Active>(null);
  const doc = v.document!;
  const first = v.policies[0];
  const firstView = usePolicyCorrections(v.token, first?.id ?? "", v.status === "completed" && !!first);
  const shownPolicy = active ? v.policies.find((p) => p.id === active.policyId) : first;
  const locations = active?.policyId === first?.id || !active ? firstView.data?.locations : undefined;
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <div className="space-y-4">
        <Card title="Document">
          <DocumentPreview doc={doc} />
        </Card>
        {locations && locations.fields.length ? (
          <div className="xl:sticky xl:top-4">
            <Card title="Where it was read">
              <FieldPlaceView
                doc={doc}
                locations={locations}
                active={active?.path ?? null}
                label={(path) => fieldLabel(shownPolicy?.current, path)}
              />
            </Card>
          </div>
        ) : null}
      </div>
      <div className="space-y-4">
        {v.policies.map((p, i) => (
          <PolicyCorrections
            key={p.id}
            token={v.token}
            policy={p.current}
            canEdit={canEdit}
            view={i === 0 ? firstView : undefined}
            active={active?.policyId === p.id ? active.path : null}
            setActive={setActive}
          />
        ))}
      </div>
    </div>
  );
}

function PolicyCorrections({
  token,
  policy,
  canEdit,
  view,
  active,
  setActive,
}: {
  token: string;
  policy: Policy;
  canEdit: boolean;
  view: ReturnType<typeof usePolicyCorrections> | undefined;
  active: string | null;
  setActive: (a: SetStateAction<Active>) => void;
}) {
  const own = usePolicyCorrections(token, policy.id, !view);
  const [outcome, setOutcome] = useState<CorrectionOutcome | null>(null);
  const data = (view ?? own).data;
  const error = (view ?? own).error;
  const setPath = useCallback(
    (next: SetStateAction<string | null>) =>
      setActive((prev) => {
        const mine = prev?.policyId === policy.id ? prev.path : null;
        const path = typeof next === "function" ? next(mine) : next;
        if (path === null) return prev?.policyId === policy.id ? null : prev;
        return { policyId: policy.id, path };
      }),
    [policy.id, setActive],
  );
  const ctx = useMemo<CorrectionContextValue>(
    () => ({
      canEdit,
      active,
      setActive: setPath,
      confidence: (path) => confidenceAt(policy.review, path),
      originalOf: (path) => {
        if (!data) return null;
        const before = valueAt(data.original, path);
        const now = valueAt(policy, path);
        return (before ?? null) === (now ?? null) ? null : shown(before);
      },
      placeOf: (path) => data?.locations.fields.find((f) => f.path === path),
    }),
    [canEdit, active, setPath, policy, data],
  );
  const low = Object.values(policy.review?.fields ?? {}).filter((c) => c < LOW_CONFIDENCE).length;
  const label = (path: string) => fieldLabel(policy, path);
  return (
    <CorrectionProvider value={ctx}>
      <Card
        title={canEdit ? "Read from the document — check and correct" : "Read from the document"}
        actions={
          low ? (
            <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              ⚠ {low} {low === 1 ? "field" : "fields"} with low confidence
            </span>
          ) : null
        }
      >
        {error ? <Alert>{error.message}</Alert> : null}
        {/* Remounted when the stored policy changes, so a saved correction becomes the new starting point. */}
        <CorrectionForm key={policy.modifiedAt} token={token} policy={policy} onOutcome={setOutcome} />
        <div aria-live="polite" className="mt-3" data-testid="correction-outcome">
          {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        </div>
      </Card>
      <Card title="Corrections">
        {data ? (
          <CorrectionHistory corrections={data.corrections} label={label} />
        ) : (
          <p className="text-sm text-slate-500">Loading…</p>
        )}
      </Card>
    </CorrectionProvider>
  );
}
