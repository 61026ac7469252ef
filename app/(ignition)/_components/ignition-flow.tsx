"use client";
import {
  type CarrierChoice,
  type HostedActions,
  type HostedFinish,
  type HostedStep,
  type HostedView,
} from "@/lib/schemas/hosted-ignition";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { CarrierStep } from "./carrier-step";
import { ConsentStep } from "./consent-step";
import { postFinish, redirectTarget } from "./finish";
import { HostedActionsProvider, useHostedActions } from "./hosted-actions";
import { hostedActions } from "./hosted-fetch";
import { ProcessingStep, UploadStep } from "./upload-step";
import { ResultStep } from "./result-step";
import { SignInStep } from "./sign-in-step";

type Step = Exclude<HostedStep, "mfa">;

const STEP_NUMBER: Record<Step, number> = { consent: 1, carrier: 2, "sign-in": 3, upload: 3, processing: 3, result: 4 };

/** The hosted page: consent → carrier → sign in (or upload) → what was shared → back to the client. */
export function IgnitionFlow({
  view,
  origin,
  actions = hostedActions,
}: {
  view: HostedView;
  origin: string | null;
  /** The calls to the service; over HTTP unless a test hands in its own. */
  actions?: HostedActions;
}) {
  return (
    <HostedActionsProvider actions={actions}>
      <Flow view={view} origin={origin} />
    </HostedActionsProvider>
  );
}

function Flow({ view, origin }: { view: HostedView; origin: string | null }) {
  const actions = useHostedActions();
  const [step, setStep] = useState<Step>(view.waitingForUpload ? "processing" : view.consented ? "carrier" : "consent");
  const [carrier, setCarrier] = useState<CarrierChoice | null>(null);
  const [notice, setNotice] = useState<string | null>(view.lastError);
  const [finish, setFinish] = useState<HostedFinish | null>(null);
  const [closedNote, setClosedNote] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Each new step is announced: focus goes to its heading (not on the first render, where the page loads).
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);

  /** Sends the borrower back to the client; without a redirectUri the page says they may close it. */
  const leave = (f: HostedFinish) => {
    postFinish(f, origin);
    const target = redirectTarget(f);
    if (target) window.location.assign(target);
    else setClosedNote(`You can close this page now. ${view.clientName} has been told.`);
  };

  const done = (f: HostedFinish) => {
    setFinish(f);
    if (f.status === "complete") {
      postFinish(f, origin);
      setStep("result");
    } else {
      setNotice(f.message || "We couldn't read that document.");
      setStep("upload");
    }
  };

  const exit = async (at: HostedStep) => {
    const answer = await actions.exit(view.token, at);
    if (answer.kind === "finish") leave(answer.finish);
    else setNotice("message" in answer ? answer.message : "This link can no longer be used.");
  };

  const frame = (title: string, body: ReactNode, exitStep: HostedStep | null) => (
    <Frame clientName={view.clientName} stepNumber={STEP_NUMBER[step]} onExit={exitStep ? () => exit(exitStep) : null}>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold leading-tight outline-none">
        {title}
      </h1>
      {closedNote ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-emerald-900">
          {closedNote}
        </p>
      ) : null}
      <div className="mt-5">{body}</div>
    </Frame>
  );

  switch (step) {
    case "consent":
      return frame(
        `${view.clientName} is asking to see your insurance`,
        <ConsentStep view={view} onAgreed={() => setStep("carrier")} />,
        "consent",
      );
    case "carrier":
      return frame(
        "Who is your insurance company?",
        <CarrierStep
          carriers={view.carriers}
          notice={notice}
          onConnect={(c) => {
            setCarrier(c);
            setNotice(null);
            setStep("sign-in");
          }}
          onUpload={() => {
            setNotice(null);
            setStep("upload");
          }}
        />,
        "carrier",
      );
    case "sign-in":
      return frame(
        `Sign in to ${carrier?.shortName ?? "your insurance company"}`,
        <SignInStep
          token={view.token}
          carrier={carrier!}
          signInsLeft={view.signInsLeft}
          sandbox={view.sandbox}
          onDone={done}
          onBlocked={(message) => {
            setNotice(message);
            setStep("carrier");
          }}
          onBack={() => setStep("carrier")}
          onUpload={() => setStep("upload")}
        />,
        "sign-in",
      );
    case "upload":
      return frame(
        "Upload your insurance document",
        <UploadStep
          token={view.token}
          notice={notice}
          onQueued={() => setStep("processing")}
          onBack={() => setStep("carrier")}
        />,
        "upload",
      );
    case "processing":
      return frame("Reading your document…", <ProcessingStep token={view.token} onDone={done} />, "processing");
    case "result":
      return frame(
        "You're all set",
        <ResultStep finish={finish!} clientName={view.clientName} onContinue={() => leave(finish!)} />,
        null,
      );
  }
}

function Frame({
  clientName,
  stepNumber,
  onExit,
  children,
}: {
  clientName: string;
  stepNumber: number;
  onExit: (() => void) | null;
  children: ReactNode;
}) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-md items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold text-brand-700">{clientName}</p>
          {onExit ? (
            <button
              type="button"
              onClick={onExit}
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Exit
            </button>
          ) : null}
        </div>
      </header>
      <main className="mx-auto max-w-md px-4 pb-12 pt-6">
        <p className="mb-2 text-sm text-slate-600">Step {stepNumber} of 4</p>
        {children}
        <p className="mt-10 text-xs leading-relaxed text-slate-600">
          Secured by Covercheck on behalf of {clientName}. We only share what is listed on this page.
        </p>
      </main>
    </>
  );
}
