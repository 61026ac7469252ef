import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

// Debian's tesseract binary, as a speed reference for tesseract.js on the same images. CPU seconds
// are compared as well as wall time: the benchmark host is shared, and wall time then measures
// the neighbours as much as the engine.

export function hasNativeTesseract(): boolean {
  return spawnSync("tesseract", ["--version"], { encoding: "utf8" }).status === 0;
}

/** User + system CPU seconds of this process's waited-for children (Linux /proc), or null. */
export function childrenCpuSeconds(): number | null {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 16 and 17 of stat(5) (cutime, cstime), counted from after the command name.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

export interface NativeTiming {
  wall: number;
  cpu: number | null;
}

/**
 * Wall and CPU seconds native tesseract takes to read one image (text output discarded). Debian
 * builds it with OpenMP, which on a small shared box is often slower than one thread, so both
 * are measured: `threads: "default"` as Debian ships it, `1` as its fastest here.
 */
export function timeNative(imagePath: string, threads: "default" | 1): NativeTiming {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const env = { ...process.env };
  if (threads === 1) env.OMP_THREAD_LIMIT = "1";
  else delete env.OMP_THREAD_LIMIT;
  spawnSync("tesseract", [imagePath, "stdout", "-l", "eng"], { stdio: ["ignore", "ignore", "ignore"], env });
  const wall = (performance.now() - started) / 1000;
  const cpuAfter = childrenCpuSeconds();
  return { wall, cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}
