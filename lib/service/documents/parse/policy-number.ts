import type { Doc } from "./doc";
import { findDates } from "./dates";
import { findLabels, valueCandidates } from "./labels";

const LABEL =
  /(?:policy|\bpol\.?)(?:\s*\/\s*binder)?\s*(?:number|num\.?|nbr\.?|no\.?|#|id\b|identifier)|policy\s*(?=[A-Z0-9]*\d)(?![A-Za-z])|^(?:policy|pol\.?)\s*:|contract\s*(?:number|no\.?)/i;
/**
 * A certificate's own number stands for the policy's only when no policy number is printed (a
 * group plan's member certificate); on an evidence form it is the form's serial.
 */
const CERTIFICATE_LABEL = /certificate\s*(?:of\s*insurance\s*)?(?:number|no\.?|#)/i;
/**
 * "POLICY | AU 5148051", or "Policy" over its number: the word alone as a caption, its value the
 * next cell on the row or the one line under it. Only when nothing else names the number: a
 * table's "Policy" column lists other policies' numbers.
 */
const BARE_LABEL = /^\s*(?:policy|pol\.)\s*:?\s*$/i;

/**
 * A policy number is a run of tokens that each hold a digit or are short upper-case codes
 * ("278 3957-G14-70", "AO6-204-758531-375", "59-ZR-E110-4"), with at least four digits in all.
 */
export function acceptPolicyNumber(text: string): string | null {
  // Prose: "Your policy number is HM 4471-209-88."
  const tokens = text
    .replace(/^[:#\s]+/, "")
    .replace(/^(?:is|reads|will\s+be|remains)\s*:?\s+/i, "")
    .split(/\s+/);
  const kept: string[] = [];
  for (const [i, token] of tokens.entries()) {
    // A speck OCR reads as a period inside a code ("7566L.D28868") is not part of it.
    const t = token.replace(/[,;]$/, "").replace(/(?<=[A-Z])\.(?=[A-Z0-9])|(?<=\d)\.(?=[A-Z])/gi, "");
    if (!/^[A-Z0-9][A-Z0-9\-./]*$/i.test(t)) break;
    // "HO 6629707. Your premium…": a full stop ends the number.
    if (/[^.]\.$/.test(t) && /\d/.test(t)) {
      kept.push(t.slice(0, -1));
      break;
    }
    // A letter prefix printed apart ("HM 4471-209-88") leads a number; elsewhere letters are short codes.
    const prefix =
      !kept.length &&
      /^[A-Z]{1,4}$/.test(t) &&
      !/^(?:NAIC|ZIP|TEL|FAX|PH|BOX|NO|ID|PAGE|FORM)$/i.test(t) &&
      /\d/.test(tokens[i + 1] ?? "");
    if (!/\d/.test(t) && !prefix && !(kept.length && /^[A-Z]{1,3}$/.test(t))) break;
    kept.push(t);
  }
  const value = kept.join(" ").replace(/[.\-/]+$/, "");
  const digits = value.replace(/\D/g, "").length;
  if (digits < 3 || value.length < 5 || value.length > 30) return null;
  // Five digits alone are a ZIP or NAIC code printed beside the label, not a policy number.
  if (/^\d{5}$/.test(value)) return null;
  if (findDates(value).length) return null;
  // Phone numbers are not policy numbers.
  if (/^(?:1-)?\d{3}-\d{3}-\d{4}$/.test(value) || /^\(\d{3}\)/.test(value)) return null;
  return value;
}

export interface PolicyNumberFound {
  value: string | null;
  confidence: number;
  /**
   * Other numbers printed under a policy number's label: a bundle's second policy, a prior term's
   * number, an agency screen's other policies. The page is about more than one policy.
   */
  others: number;
}

export function findPolicyNumber(doc: Doc): PolicyNumberFound {
  const found = labelledNumber(doc, LABEL);
  if (found.value) return found;
  const certificate = labelledNumber(doc, CERTIFICATE_LABEL);
  return certificate.value ? certificate : labelledNumber(doc, BARE_LABEL, 1);
}

const squashed = (v: string) => v.replace(/[\s-]/g, "").toUpperCase();

/** Numbers unlike `value`: not the same one spaced differently, nor one read with a prefix or a suffix. */
function otherNumbers(values: string[], value: string): number {
  const own = squashed(value);
  return new Set(values.map(squashed).filter((v) => !v.includes(own) && !own.includes(v))).size;
}

function labelledNumber(doc: Doc, label: RegExp, below = 2): PolicyNumberFound {
  const counts = new Map<string, number>();
  let first: string | null = null;
  for (const hit of findLabels(doc, label, true)) {
    for (const text of valueCandidates(doc, hit, below)) {
      const value = acceptPolicyNumber(text);
      if (!value) continue;
      first ??= value;
      counts.set(value, (counts.get(value) ?? 0) + 1);
      break;
    }
  }
  if (!first) return { value: null, confidence: 0, others: 0 };
  // The same number printed in a header and a footer outweighs a one-off misread.
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  const value = best[1] > (counts.get(first) ?? 0) ? best[0] : first;
  return { value, confidence: counts.get(value)! > 1 ? 0.95 : 0.85, others: otherNumbers([...counts.keys()], value) };
}
