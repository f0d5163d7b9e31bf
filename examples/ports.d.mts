// Types of ports.mjs, for the TypeScript Vite configs.
/** What `npm run demo` starts (GATEHOUSE_DEMO_PORTS moves them). */
export declare const DEMO_PORTS: {
  readonly emulator: number;
  readonly console: number;
  readonly vanilla: number;
  readonly docs: number;
  readonly providerClients: number;
};
/** Each example's `npm run dev`, from source, beside the demo. */
export declare const DEV_PORTS: {
  readonly console: number;
  readonly vanilla: number;
  readonly providerClients: number;
};
