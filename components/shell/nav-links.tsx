"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useRef, useState, type KeyboardEvent } from "react";

/**
 * The main navigation: a row of links from md up; below that, folded behind a Menu button (closed
 * at first, so a phone's page starts right under the header) and opened as a column under it.
 * Escape folds it again and hands focus back to the button; following a link folds it too.
 */
export function NavLinks({ links }: { links: { href: string; label: string }[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={closeOnEscape}
        className="ml-auto inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
        </svg>
        Menu
      </button>
      <nav
        id={navId}
        aria-label="Main"
        onKeyDown={closeOnEscape}
        className={`${open ? "flex" : "hidden"} order-last w-full flex-col gap-1 border-t border-slate-200 pt-2 text-sm md:order-none md:flex md:w-auto md:flex-row md:flex-wrap md:border-0 md:pt-0`}
      >
        {links.map((l) => {
          const active = pathname === l.href || pathname.startsWith(l.href + "/");
          return (
            <Link
              key={l.href}
              href={l.href}
              aria-current={active ? "page" : undefined}
              onClick={() => setOpen(false)}
              className={`rounded-md px-3 py-2 md:px-2 md:py-1.5 ${active ? "bg-brand-50 font-medium text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {l.label}
            </Link>
          );
        })}
      </nav>
    </>
  );
}
