#!/usr/bin/env node
// Bundles the document reader's process (lib/service/documents/reader/child.ts) to plain
// JavaScript in .next-reader/reader.mjs, so that no TypeScript is compiled at run time in the
// process that parses untrusted documents. `npm run build` runs it after `next build`, and
// scripts/start.mjs when the sources changed. Packages stay external, loaded from node_modules
// as the Next.js server loads its serverExternalPackages (pdf.js, tesseract.js and
// @napi-rs/canvas break when bundled).
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const READER_SOURCE = path.join(root, "lib", "service", "documents", "reader", "child.ts");
export const READER_OUTFILE = path.join(root, ".next-reader", "reader.mjs");

/** Builds the reader to `outfile` (default .next-reader/reader.mjs) and returns its path. */
export async function buildReader(outfile = READER_OUTFILE) {
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: [READER_SOURCE],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // The app's server code runs with the react-server condition (server-only resolves to nothing).
    conditions: ["react-server"],
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    sourcemap: "linked",
    logLevel: "warning",
    banner: { js: "// Built by scripts/build-reader.mjs from lib/service/documents/reader/child.ts; do not edit." },
  });
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const out = await buildReader(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`document reader built: ${path.relative(process.cwd(), out)} (${Date.now() - started} ms)`);
}
