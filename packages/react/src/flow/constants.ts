// The flow's animation constants (spec 001 §9), apart from the stylesheet. The debugger's size
// is in debugger-size.ts: only the debugger's own chunk reads it.

/** Step fade duration (spec 001 §9). */
export const STEP_FADE_MS = 300;
/** Delay between the fade-in of consecutive inputs (spec 001 §9). */
export const INPUT_STAGGER_MS = 40;
