"use client";
import type { HostedActions } from "@/lib/schemas/hosted-ignition";
import { createContext, useContext, type ReactNode } from "react";

const Actions = createContext<HostedActions | null>(null);

export function HostedActionsProvider({ actions, children }: { actions: HostedActions; children: ReactNode }) {
  return <Actions.Provider value={actions}>{children}</Actions.Provider>;
}

export function useHostedActions(): HostedActions {
  const actions = useContext(Actions);
  if (!actions) throw new Error("useHostedActions outside the hosted page");
  return actions;
}
