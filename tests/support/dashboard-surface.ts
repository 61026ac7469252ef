import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ROLES, type Role } from "@/lib/auth/roles";

// What the dashboard exposes, found on disk: every server action module and every page, so an
// access test covers an action or page the day it is added.

const ROOT = process.cwd();

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full, keep));
    else if (keep(full)) out.push(full);
  }
  return out.sort();
}

export interface ServerAction {
  name: string;
  /** lib/actions/…, for messages. */
  file: string;
  fn: (...args: unknown[]) => Promise<unknown>;
  /** The role its authorized()/requireActionUser() call names; null when it calls neither. */
  declaredRole: Role | null;
}

const USE_SERVER = /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use server["']/;

/** The role named by the guard inside one exported function's source. */
function declaredRoleIn(source: string, name: string): Role | null {
  const start = source.search(new RegExp(`export\\s+(?:async\\s+function\\s+${name}\\b|const\\s+${name}\\b)`));
  if (start < 0) return null;
  const rest = source.slice(start + 1);
  const next = rest.search(/\nexport\s/);
  const body = next < 0 ? rest : rest.slice(0, next);
  const m = body.match(/(?:authorized|requireActionUser)\(\s*(?:["'](\w+)["'])?/);
  if (!m) return null;
  const role = (m[1] ?? "viewer") as Role;
  if (!ROLES.includes(role)) throw new Error(`${name}: unknown role ${m[1]}`);
  return role;
}

/** Every function exported by a "use server" module under lib/actions. */
export async function serverActions(): Promise<ServerAction[]> {
  const out: ServerAction[] = [];
  for (const full of filesUnder(path.join(ROOT, "lib/actions"), (f) => /\.tsx?$/.test(f))) {
    const source = readFileSync(full, "utf8");
    if (!USE_SERVER.test(source)) continue;
    const mod = (await import(/* @vite-ignore */ full)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value !== "function") continue;
      out.push({
        name,
        file: path.relative(ROOT, full),
        fn: value as ServerAction["fn"],
        declaredRole: declaredRoleIn(source, name),
      });
    }
  }
  return out;
}

export interface Page {
  /** The URL pattern: `/sessions/[token]`. */
  route: string;
  file: string;
  /** layout.tsx files from the root down to the page, outermost first. */
  layouts: string[];
}

/** Every page.tsx under app/, with the layouts Next.js wraps it in. */
export function dashboardPages(): Page[] {
  const app = path.join(ROOT, "app");
  return filesUnder(app, (f) => path.basename(f) === "page.tsx").map((file) => {
    const dirs = path.relative(app, path.dirname(file)).split(path.sep).filter(Boolean);
    const layouts: string[] = [];
    for (let i = 0; i <= dirs.length; i++) {
      const layout = path.join(app, ...dirs.slice(0, i), "layout.tsx");
      try {
        if (statSync(layout).isFile()) layouts.push(layout);
      } catch {
        /* no layout at this level */
      }
    }
    const route = "/" + dirs.filter((d) => !/^\(.*\)$/.test(d)).join("/");
    return { route, file, layouts };
  });
}

export interface RouteHandler {
  /** The URL pattern: `/api/reports/[token]`. */
  route: string;
  file: string;
  /** Exported HTTP methods; empty until loaded (see loadHandlers). */
  methods: string[];
  /** The role its routeUser() call names; null when it calls none. */
  declaredRole: Role | null;
}

const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Every route.ts under app/, with the methods it exports and the role it checks. */
export function routeHandlers(): RouteHandler[] {
  const app = path.join(ROOT, "app");
  return filesUnder(app, (f) => path.basename(f) === "route.ts").map((file) => {
    const source = readFileSync(file, "utf8");
    const dirs = path.relative(app, path.dirname(file)).split(path.sep);
    const m = source.match(/routeUser\(\s*["'](\w+)["']/);
    return {
      route: "/" + dirs.filter((d) => !/^\(.*\)$/.test(d)).join("/"),
      file,
      methods: HTTP_METHODS.filter((verb) =>
        new RegExp(`export\\s+(?:async\\s+function\\s+${verb}\\b|const\\s+${verb}\\b|\\{[^}]*\\b${verb}\\b)`).test(
          source,
        ),
      ),
      declaredRole: m ? (m[1] as Role) : null,
    };
  });
}
