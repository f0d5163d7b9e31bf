import type { Client, FlowInstance } from '@gatehouse/core';
import { AuthProvider } from '@gatehouse/react';
import { Flow } from '@gatehouse/react/flow';
import type { KitTheme } from '../kit';

export interface HostedFlowProps {
  flow: FlowInstance;
  flowId: string;
  /** The page's client: `<Flow>` needs one in context (the store made the flow on it). */
  client: Client;
  theme: KitTheme;
  /** The widget's locale (the store made the flow in it): the flow's `lang`, its phone's countries. */
  locale: string | undefined;
}

/**
 * The flow a profile modal hosts, run by `<Flow>`: it starts the store's flow and renders its
 * screens; the store owns it (closes the modal when it completes, destroys it on close). A
 * module of its own, loaded when a modal first opens, so the profile screen does not wait for
 * the flow renderer.
 */
export default function HostedFlow({ flow, flowId, client, theme, locale }: HostedFlowProps) {
  return (
    <AuthProvider client={client}>
      <Flow flow={flow} flowId={flowId} theme={theme} locale={locale} className="gh-w-hosted" />
    </AuthProvider>
  );
}
