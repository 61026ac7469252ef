// npm run bench [-- --requests N] [--concurrency C]
// Service latency benchmarks, the document pipeline's worst cases (bench/hostile.ts), and the
// service's latency while the reader processes read them (bench/api-under-reading.ts).
// Prints numbers only; nothing here passes or fails.
import { benchApiUnderReading } from "./api-under-reading";
import { benchHostile } from "./hostile";
import { benchValidate } from "./validate";

function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive whole number`);
  return value;
}

await benchValidate({ requests: numberArg("requests", 2000), concurrency: numberArg("concurrency", 50) });
await benchHostile();
await benchApiUnderReading();
