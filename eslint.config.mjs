import js from "@eslint/js";
import tseslint from "typescript-eslint";

// The dashboard reaches the service only over HTTP (lib/service-client). These are the only
// places allowed to import the service's code: the service itself, the route that mounts it,
// the embedded boot, the operator scripts, and tests/benchmarks.
const SERVICE_SIDE = [
  "lib/service/**",
  "lib/embedded/**",
  "app/api/v1/**",
  "app/sandbox-portal/**",
  "instrumentation.ts",
  // The reading processes are the app's, shared by both halves: the service reads documents in them,
  // and this one module has the dashboard's page previews drawn there, under the same limits.
  "lib/files/page-previews.ts",
  "scripts/**",
  "tests/**",
  "bench/**",
];

export default tseslint.config(
  {
    ignores: [
      "bench/.*",
      "bench/out/**",
      ".next/**",
      ".next-reader/**",
      "node_modules/**",
      ".data*/**",
      "e2e/screenshots/**",
      "test-results/**",
      "next-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", fetch: "readonly" } },
    rules: {
      "@typescript-eslint/no-explicit-any": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: SERVICE_SIDE,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/service/*", "@/lib/service/**", "**/lib/service/*", "**/lib/service/**"],
              message: "Dashboard code must not import the service: call it over HTTP through lib/service-client.",
            },
          ],
        },
      ],
    },
  },
);
