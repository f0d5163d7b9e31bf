import { usePluginData } from '@docusaurus/useGlobalData';
import { AuthProvider } from '@gatehouse/react';
import InitRoot from '@theme-init/Root';
import type { ReactNode } from 'react';
import { configFromScript } from '../gate-config';
import { type GateGlobalData, PLUGIN_NAME } from '../theme/constants';
import { Gate } from './gate';

/**
 * The site's Root, wrapped (through `@theme-init/Root`, no swizzling): the whole app sits
 * inside the session provider and the gate. The session token is mirrored into the `DS`
 * cookie, which is what the server gate checks on every request for a page or a chunk.
 *
 * Behind the server gate its configuration (from its script, run before this bundle) names the
 * project and provider, whatever the site was built with: the session must be the one the gate
 * checks. The build's values (global data) stand only where the script did not run: a site
 * without the server gate, and the server render, which never starts a session. Behind the
 * gate a reader who is not signed in signs in on its sign-in page, since no docs file loads
 * for them there; elsewhere the flow shows in place.
 */
export default function Root({ children }: { children?: ReactNode }) {
  const built = usePluginData(PLUGIN_NAME) as GateGlobalData;
  const fromGate = configFromScript();
  const { projectId, baseUrl, flowId } = fromGate ?? built;
  return (
    <InitRoot>
      <AuthProvider projectId={projectId} baseUrl={baseUrl} sessionTokenViaCookie>
        <Gate flowId={flowId} signInPath={fromGate?.signInPath}>
          {children}
        </Gate>
      </AuthProvider>
    </InitRoot>
  );
}
