import type { Messages } from '../message';

/** What every widget says around its own content: its host, its list, its forms, its cells. */
export const WIDGET_EN = {
  /** Spec 000 §5 words the tenant requirement; the rest are ours. */
  tenantRequired: 'The tenant attribute is required',
  widgetIdRequired: 'The widget-id attribute is required',
  widgetIdInvalid: 'The widget-id attribute holds only letters, digits, ".", "_" and "-"',
  projectIdRequired: 'The project-id attribute is required',
  layoutFailed: 'The widget could not be loaded.',
  listFailed: 'The list could not be loaded',
  searchFailed: 'The last search failed',
  modalFailed: 'This dialog could not be loaded.',
  retry: 'Retry',
  cancel: 'Cancel',
  loading: 'Loading…',
  /** A notice or a failure with the server's message appended (spec 000 §8). */
  withMessage: '{text}: {message}',
  /** Under a list the server cut at its limit. */
  listCut: 'Showing the first {shown} of {total}. Search to narrow the list.',
  /** The button under a cut list that asks for its next page. */
  loadMore: 'Load more',
  /** A widget's title when its layout names none, and its audit range's label. */
  'title.users': 'Users',
  'title.roles': 'Roles',
  'title.accessKeys': 'Access keys',
  'title.audit': 'Audit trail',
  range: 'Time range',
  /** The toolbar of a widget's actions, named after the widget. */
  actions: '{title} actions',
  /** The button of a narrow toolbar's menu, which holds the actions that did not fit. */
  more: 'More',
  /**
   * Code loaded on demand that could not load (a form's, an action's): nothing was done and
   * nothing typed is lost; the same button tries again.
   */
  unavailable: 'This could not be done; try again',
  /** Said on a form's first field when its checks cannot be loaded. */
  checksUnavailable: 'The form cannot be checked right now; try again',
  copyFailed: 'Could not copy to the clipboard: copy it by hand before closing',
  /** Cells: the statuses and flags the lists show, and no time. */
  'value.active': 'active',
  'value.inactive': 'inactive',
  'value.expired': 'expired',
  'value.disabled': 'disabled',
  'value.invited': 'invited',
  'value.yes': 'yes',
  'value.no': 'no',
  /** An access key without expiry (spec 000 §3). */
  never: 'Never',
  /** An audit event without a time (spec 000 §3). */
  noTime: 'N/A',
} satisfies Messages;
