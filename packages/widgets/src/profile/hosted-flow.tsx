import type { FlowInstance } from '@gatehouse/core';
import { Flow } from '@gatehouse/react/flow';
import type { KitTheme } from '../kit';

export interface HostedFlowProps {
  flow: FlowInstance;
  flowId: string;
  theme: KitTheme;
  /** The widget's locale (the store made the flow in it): the flow's `lang`, its phone's countries. */
  locale: string | undefined;
}

/**
 * The flow a profile modal hosts, run by `<Flow>`: it starts the store's flow and renders its
 * screens; the store owns it (closes the modal when it completes, destroys it on close). The
 * store made the flow on the page's client, so `<Flow>` needs no `<AuthProvider>`: none here
 * keeps createClient and the session out of this chunk's reach, which would otherwise split
 * the profile's first files. A module of its own, loaded when a modal first opens, so the
 * profile screen does not wait for the flow renderer.
 */
export default function HostedFlow({ flow, flowId, theme, locale }: HostedFlowProps) {
  return <Flow flow={flow} flowId={flowId} theme={theme} locale={locale} className="gh-w-hosted" />;
}
