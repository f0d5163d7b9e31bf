import type { InputNode } from './nodes';

/**
 * The one passcode length rule: how many boxes a renderer shows and how many digits validation
 * asks for. `digits`, 6 when absent, kept to 1-12 (twelve boxes are what a phone's width holds).
 * Both sides read it here, so a flow asking for 20 shows 12 boxes and accepts the 12 digits they hold.
 */
export const passcodeLength = (node: InputNode): number =>
  Math.max(1, Math.min(node.digits ?? 6, 12));

/** A passcode value with every digit typed. */
export const isCompleteCode = (node: InputNode, value: unknown): boolean =>
  typeof value === 'string' && new RegExp(`^\\d{${passcodeLength(node)}}$`).test(value);
