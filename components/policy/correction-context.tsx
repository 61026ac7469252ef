"use client";

import { createContext, useContext, type Dispatch, type SetStateAction } from "react";
import type { Policy } from "@/lib/schemas/policy";
import type { FieldLocations } from "@/lib/schemas/policy-corrections";

export type FieldPlace = FieldLocations["fields"][number];

export interface CorrectionContextValue {
  canEdit: boolean;
  /** The field whose place on the page is drawn (hovered or focused), by its service path. */
  active: string | null;
  setActive: Dispatch<SetStateAction<string | null>>;
  confidence: (path: string) => number | undefined;
  /** The value first read, in words, when a correction changed it; null otherwise. */
  originalOf: (path: string) => string | null;
  placeOf: (path: string) => FieldPlace | undefined;
}

const CorrectionContext = createContext<CorrectionContextValue | null>(null);

export const CorrectionProvider = CorrectionContext.Provider;

export function useCorrectionContext(): CorrectionContextValue {
  const ctx = useContext(CorrectionContext);
  if (!ctx) throw new Error("CorrectionField is used outside a correction form");
  return ctx;
}

/** A value at a service path of a policy ("coverages[2].deductible", "properties[0].data.vin"). */
export function valueAt(root: unknown, path: string): unknown {
  let node = root;
  for (const part of path.replace(/\[(\d+)\]/g, ".$1").split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export const shown = (v: unknown): string => (v === null || v === undefined || v === "" ? "(empty)" : String(v));

/**
 * The value first read at a path of the current term, or undefined when the item it belongs to
 * cannot be matched with one read (added, or its list changed length since): indices shift when
 * items are removed, so a property is matched by its id, other list items only while the list
 * keeps its length.
 */
export function readValueAt(original: Policy, now: Policy, path: string): unknown {
  const m = /^(properties|coverages|thirdParties|insureds)\[(\d+)\](.*)$/.exec(path);
  if (!m) return valueAt(original, path);
  const [, list, index, rest] = m;
  if (list === "properties") {
    const id = now.properties[Number(index)]?.id;
    const at = original.properties.findIndex((p) => p.id === id);
    return at < 0 ? undefined : valueAt(original, `properties[${at}]${rest}`);
  }
  const key = list as "coverages" | "thirdParties" | "insureds";
  return original[key].length === now[key].length ? valueAt(original, path) : undefined;
}
