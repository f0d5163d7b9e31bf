import { usePluginData } from '@docusaurus/useGlobalData';
import { AuthProvider } from '@gatehouse/react';
import InitRoot from '@theme-init/Root';
import type { ReactNode } from 'react';
import { type GateGlobalData, PLUGIN_NAME } from '../theme/constants';
import { Gate } from './gate';

/**
 * The site's Root, wrapped (through `@theme-init/Root`, no swizzling): the whole app sits
 * inside the session provider and the gate. The session token is mirrored into the `DS`
 * cookie, which is what the server gate checks on every request for a page or a chunk.
 */
export default function Root({ children }: { children?: ReactNode }) {
  const { projectId, baseUrl, flowId } = usePluginData(PLUGIN_NAME) as GateGlobalData;
  return (
    <InitRoot>
      <AuthProvider projectId={projectId} baseUrl={baseUrl} sessionTokenViaCookie>
        <Gate flowId={flowId}>{children}</Gate>
      </AuthProvider>
    </InitRoot>
  );
}
