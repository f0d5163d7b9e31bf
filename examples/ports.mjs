// Every port the demo and the examples' dev servers take on 127.0.0.1, in one table so no two
// clash: `npm run demo` serves the built apps on the demo's ports, and `npm run dev` in an
// example serves it from source beside a running demo, on the app's demo port + 10.

/** What `npm run demo` starts (GATEHOUSE_DEMO_PORTS moves them). */
export const DEMO_PORTS = {
  emulator: 4500,
  console: 5173,
  vanilla: 5174,
  docs: 5175,
  providerClients: 5176,
};

/** Each example's `npm run dev`, from source, beside the demo. */
export const DEV_PORTS = {
  console: DEMO_PORTS.console + 10,
  vanilla: DEMO_PORTS.vanilla + 10,
  providerClients: DEMO_PORTS.providerClients + 10,
};
