import Link from "next/link";

export const metadata = { title: "Not allowed" };

export default function ForbiddenPage() {
  return (
    <main className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="text-xl font-semibold">You don’t have access to that page</h1>
      <p className="mt-2 text-sm text-slate-600">Your role does not include it. Ask an administrator if you need it.</p>
      <Link href="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white">
        Back to the dashboard
      </Link>
    </main>
  );
}
