import { type GatehouseError, localError } from '../http/errors';

/** A form value that does not validate: returned, never sent, never shown as a notice. */
export const invalid = (message: string): GatehouseError =>
  localError('input', 'E_VALIDATION', message);

/** The spec does not show field messages (§5); this is ours. */
export const requiredMessage = (label: string) => `${label} is required`;
