import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The shared test corpus: which files to run, with their policy kind and layout family.

export type SetName = "dev" | "real";

export interface CorpusFile {
  set: SetName;
  id: string;
  file: string;
  path: string;
  format: string;
  policyType: "auto" | "home";
  layout: string;
  expect: string;
}

export function sharedDir(): string {
  return process.env.SHARED_DIR ?? path.resolve(process.cwd(), "..", "shared");
}

interface ManifestDoc {
  id: string;
  expect: string;
  layout: string | null;
  type?: string | null;
  files: string[];
}

function kind(type: string | null | undefined, id: string): "auto" | "home" {
  if (type) return type === "auto" ? "auto" : "home";
  return id.startsWith("auto") ? "auto" : "home";
}

export function listFiles(set: SetName): CorpusFile[] {
  const dir = path.join(sharedDir(), "corpus", set);
  if (!existsSync(dir)) return [];
  const out: CorpusFile[] = [];
  const push = (doc: ManifestDoc, file: string) =>
    out.push({
      set,
      id: doc.id,
      file,
      path: path.join(dir, file),
      format: path.extname(file).slice(1).toLowerCase(),
      policyType: kind(doc.type, doc.id),
      layout: doc.layout ?? (doc.expect === "policy" ? "unlabelled" : "negative"),
      expect: doc.expect,
    });
  if (set === "dev") {
    const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as { documents: ManifestDoc[] };
    for (const doc of manifest.documents) for (const file of doc.files) push(doc, file);
    return out;
  }
  // Real truths name their one scored file; the id is the JSON's name.
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const truth = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as {
      file?: string;
      expect?: string;
      policy?: { type?: string } | null;
    };
    if (!truth.expect || !truth.file) continue;
    const id = name.replace(/\.json$/, "");
    push({ id, expect: truth.expect, layout: null, type: truth.policy?.type ?? null, files: [truth.file] }, truth.file);
  }
  return out;
}
