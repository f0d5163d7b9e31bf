// Texts of the widget hosts. The spec words the tenant requirement (000 §5); the rest are ours.

export const HOST_TEXTS = {
  tenantRequired: 'The tenant attribute is required',
  widgetIdRequired: 'The widget-id attribute is required',
  projectIdRequired: 'The project-id attribute is required',
  layoutFailed: 'The widget could not be loaded.',
  listFailed: 'The list could not be loaded',
  searchFailed: 'The last search failed',
  modalFailed: 'This dialog could not be loaded.',
  retry: 'Retry',
  cancel: 'Cancel',
  loading: 'Loading…',
} as const;
