"use client";
import {
  type CarrierChoice,
  type ConnectAnswer,
  type HostedFinish,
  type SandboxHint,
} from "@/lib/schemas/hosted-ignition";

import { useId, useState, type FormEvent } from "react";
import { useHostedActions } from "./hosted-actions";
import { inputClass, Notice, PrimaryButton, SecondaryButton } from "./ui";

interface Props {
  token: string;
  carrier: CarrierChoice;
  signInsLeft: number;
  sandbox: SandboxHint | null;
  onDone: (f: HostedFinish) => void;
  onBlocked: (message: string) => void;
  onBack: () => void;
  onUpload: () => void;
}

/**
 * The borrower's own username and password at their carrier, then a code if the carrier asks for one. The
 * fields are cleared after every try: nothing typed here outlives the request that used it.
 */
export function SignInStep({ token, carrier, signInsLeft, sandbox, onDone, onBlocked, onBack, onUpload }: Props) {
  const { mfa: answerMfa, signIn } = useHostedActions();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [left, setLeft] = useState(signInsLeft);
  const [mfa, setMfa] = useState<{ challenge: string; prompt: string } | null>(null);

  const handle = (answer: ConnectAnswer) => {
    if (answer.kind === "finish") return onDone(answer.finish);
    if (answer.kind === "blocked") return onBlocked(answer.message);
    if (answer.kind === "mfa") {
      setError(null);
      return setMfa({ challenge: answer.challenge, prompt: answer.prompt });
    }
    if (answer.kind === "retry") {
      setLeft(answer.signInsLeft);
      return setError(answer.message);
    }
    setError(answer.kind === "closed" ? "This link can no longer be used." : answer.message);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    const answer = mfa
      ? await answerMfa(token, carrier.id, mfa.challenge, String(data.get("code") ?? ""))
      : await signIn(token, carrier.id, String(data.get("username") ?? ""), String(data.get("password") ?? ""));
    setBusy(false);
    if (answer.kind !== "mfa")
      (form.elements.namedItem(mfa ? "code" : "password") as HTMLInputElement | null)?.select();
    handle(answer);
  };

  if (left <= 0 && !mfa)
    return (
      <div className="space-y-4">
        <Notice>
          There have been too many unsuccessful sign-ins for this request, so signing in is turned off. You can upload
          your insurance card or policy papers instead.
        </Notice>
        <PrimaryButton type="button" onClick={onUpload}>
          Upload a document
        </PrimaryButton>
      </div>
    );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {mfa ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-code`} className="block font-medium">
            Code
          </label>
          <p id={`${id}-code-hint`} className="text-sm text-slate-700">
            {mfa.prompt}
          </p>
          <input
            id={`${id}-code`}
            name="code"
            className={inputClass}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-describedby={`${id}-code-hint`}
            required
          />
        </div>
      ) : (
        <>
          <p className="text-base leading-relaxed">
            Use the username and password you use on {carrier.shortName}&apos;s website. They are used for this one
            connection and are never stored.
          </p>
          <div className="space-y-1">
            <label htmlFor={`${id}-user`} className="block font-medium">
              Username
            </label>
            <input
              id={`${id}-user`}
              name="username"
              className={inputClass}
              autoComplete="username"
              autoCapitalize="none"
              required
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-pass`} className="block font-medium">
              Password
            </label>
            <input
              id={`${id}-pass`}
              name="password"
              type="password"
              className={inputClass}
              autoComplete="current-password"
              required
            />
          </div>
        </>
      )}
      {error ? (
        <Notice>
          {error} {left < 5 ? `${left} ${left === 1 ? "try" : "tries"} left.` : ""}
        </Notice>
      ) : null}
      <PrimaryButton type="submit" disabled={busy}>
        {busy ? "Connecting…" : mfa ? "Verify code" : "Sign in"}
      </PrimaryButton>
      <SecondaryButton type="button" onClick={mfa ? () => setMfa(null) : onBack} disabled={busy}>
        Back
      </SecondaryButton>
      {sandbox ? <SandboxLogins hint={sandbox} /> : null}
    </form>
  );
}

function SandboxLogins({ hint }: { hint: SandboxHint }) {
  return (
    <details className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
      <summary className="cursor-pointer font-medium">Sandbox test logins</summary>
      <p className="mt-2">
        Password <code>{hint.password}</code> (anything else is a wrong password); code <code>{hint.mfaCode}</code>.
      </p>
      <ul className="mt-2 space-y-1">
        {hint.logins.map((l) => (
          <li key={l.username}>
            <code>{l.username}</code>: {l.note}
          </li>
        ))}
      </ul>
    </details>
  );
}
