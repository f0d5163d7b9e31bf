// The flow's animation and debugger constants (spec 001 §9), apart from the stylesheet so that
// the debugger's own chunk can read its size without loading the flow's rules.

/** Step fade duration (spec 001 §9). */
export const STEP_FADE_MS = 300;
/** Delay between the fade-in of consecutive inputs (spec 001 §9). */
export const INPUT_STAGGER_MS = 40;
/** Debugger panel size and width limits (spec 001 §9). */
export const DEBUGGER_SIZE = { width: 300, height: 200, minWidth: 200, maxWidth: 600 } as const;
