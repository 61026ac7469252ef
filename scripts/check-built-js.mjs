#!/usr/bin/env node
// After `npm run build`: the production server bundle and the document reader must be plain
// JavaScript, with no TypeScript loader (tsx) that would compile code in the process that parses
// untrusted documents. Exits 1 naming the files that import one.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const LOADER = /(?:from\s*|import\(\s*|require\(\s*)["']tsx(?:\/[\w/]*)?["']/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(?:m?js|cjs)$/.test(name)) yield full;
  }
}

const roots = [".next/server", ".next-reader"].filter((dir) => {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
});
if (roots.length < 2) {
  console.error("no build to check: run npm run build first");
  process.exit(1);
}
const offenders = roots.flatMap((root) => [...files(root)]).filter((f) => LOADER.test(readFileSync(f, "utf8")));
if (offenders.length) {
  console.error(`a TypeScript loader is imported by the build:\n  ${offenders.join("\n  ")}`);
  process.exit(1);
}
console.log(`no TypeScript loader in ${roots.join(" or ")}`);
