/**
 * Ours: what a widget says when the code an action needs, loaded on demand, could not be
 * loaded (a network blip). Nothing was done; the same button tries again.
 */
export const UNAVAILABLE_TEXTS = {
  form: 'The form could not be opened; try again',
  action: 'The action could not be done; try again',
} as const;
