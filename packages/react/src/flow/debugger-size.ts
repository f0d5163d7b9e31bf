// The debugger's size (spec 001 §9): a module of its own, read by the debugger's chunk and
// exported for apps, and kept out of the code every flow loads up front.

/** Debugger panel size and width limits (spec 001 §9). */
export const DEBUGGER_SIZE = { width: 300, height: 200, minWidth: 200, maxWidth: 600 } as const;
