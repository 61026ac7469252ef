import Link from "next/link";

// Rendered with status 403 when a page's requireUser(role) refuses the member's role: inside the
// dashboard's layout, so the navigation to what they may open stays on screen.
export default function Forbidden() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <title>Not allowed · Covercheck</title>
      <h1 className="text-xl font-semibold">You don’t have access to that page</h1>
      <p className="mt-2 text-sm text-slate-600">Your role does not include it. Ask an administrator if you need it.</p>
      <Link
        href="/sessions"
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        Back to verifications
      </Link>
    </div>
  );
}
