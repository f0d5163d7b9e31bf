import { onDemand } from '@gatehouse/core';

/**
 * The renderer a modal's flow runs in (hosted-flow.tsx, `<Flow>`): fetched when a modal first
 * opens, beside the modal's own code and the engine. Its own module: the profile asks for it
 * as a modal opens, and the modal reads it once there.
 */
export const hostedFlow = onDemand('the flow renderer', () => import('./hosted-flow'));
