export { type AppOptions, createApp } from './app';
export { MAX_BODY_BYTES, MAX_JSON_DEPTH } from './http/limits';
export {
  DEMO_ADMIN,
  DEMO_MANAGEMENT_KEY,
  DEMO_PROJECT_ID,
  DEMO_READER,
  demoSeed,
} from './seed/demo';
export { loadSeed } from './seed/load';
export { exportState, importState, STATE_FILE } from './seed/persist';
export { Seed } from './seed/schema';
export { type EmulatorOptions, type RunningEmulator, startEmulator } from './start';
export type { EmulatorData } from './state/types';
