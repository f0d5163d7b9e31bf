// Every state the gallery shows: each widget's list, empty, loading and error, each kind of
// modal (form, confirmation, one-time secret), and the sign-in flow's screens, errors, loading
// and in-flight states, reached by the clicks and typing a user would make.
import type { ListState } from './backend';
import type { FlowScene } from './flow-backend';

export type GalleryWidget = 'access-keys' | 'roles' | 'users' | 'audit';

/**
 * A click on a body row (1 = first), a button by its exact text, a select's new value, or
 * text typed into the input whose label is `fill`.
 */
export type Step =
  | { row: number }
  | { button: string; inDialog?: boolean }
  | { select: string; value: string }
  | { fill: string; value: string };

export interface GalleryState {
  id: string;
  title: string;
  widget: GalleryWidget;
  list: ListState;
  steps?: Step[];
  /** What is on screen once the state is reached. */
  ready: string;
  /** A modal: the pane gets a fixed height for the dialog to sit in. */
  modal?: boolean;
}

const ROWS = '[role=row][aria-rowindex="2"]';
const EMPTY = '.gh-w-empty-title';
const LOADING = '.gh-w-skel-row';
const ERROR = '.gh-w-failed';
const DIALOG = '[role=dialog]';
const AUDIT_RANGE: Step = { select: 'Time range', value: 'week' };

const lists = (widget: GalleryWidget, title: string, before: Step[] = []): GalleryState[] => [
  {
    id: `${widget}-list`,
    title: `${title}: list`,
    widget,
    list: 'list',
    steps: before,
    ready: ROWS,
  },
  {
    id: `${widget}-empty`,
    title: `${title}: empty`,
    widget,
    list: 'empty',
    steps: before,
    ready: EMPTY,
  },
  {
    id: `${widget}-loading`,
    title: `${title}: loading`,
    widget,
    list: 'loading',
    steps: before,
    ready: LOADING,
  },
  {
    id: `${widget}-error`,
    title: `${title}: error`,
    widget,
    list: 'error',
    steps: before,
    ready: ERROR,
  },
];

const modal = (widget: GalleryWidget, id: string, title: string, steps: Step[]): GalleryState => ({
  id: `${widget}-${id}`,
  title,
  widget,
  list: 'list',
  steps,
  ready: DIALOG,
  modal: true,
});

export const GALLERY_STATES: GalleryState[] = [
  ...lists('access-keys', 'Access keys'),
  {
    ...modal('access-keys', 'create', 'Access keys: create', [{ button: 'Create' }]),
    // The bound user's picker is a module of its own, in by the time it shows.
    ready: `${DIALOG} [role=combobox]`,
  },
  modal('access-keys', 'delete', 'Access keys: delete', [{ row: 1 }, { button: 'Delete' }]),
  ...lists('roles', 'Roles'),
  modal('roles', 'create', 'Roles: create', [{ button: 'Create role' }]),
  modal('roles', 'edit', 'Roles: edit', [{ row: 2 }, { button: 'Edit role' }]),
  modal('roles', 'delete', 'Roles: delete', [{ row: 2 }, { button: 'Delete roles' }]),
  ...lists('users', 'Users'),
  modal('users', 'create', 'Users: create', [{ button: 'Create user' }]),
  modal('users', 'edit', 'Users: edit', [{ row: 1 }, { button: 'Edit' }]),
  modal('users', 'delete', 'Users: delete', [{ row: 1 }, { button: 'Delete' }]),
  modal('users', 'password', 'Users: temporary password', [
    { row: 1 },
    { button: 'Reset password' },
    { button: 'Reset', inDialog: true },
  ]),
  {
    // The audit lists its range on open, so it has no "before a search" state; a search that
    // finds nothing says what was searched.
    id: 'audit-no-match',
    title: 'Audit: a search that finds nothing',
    widget: 'audit',
    list: 'empty',
    steps: [{ fill: 'Search audit events', value: 'Auditor' }],
    ready: EMPTY,
  },
  ...lists('audit', 'Audit', [AUDIT_RANGE]),
  {
    // Export CSV pressed: the first page written, the next on its way (backend.ts).
    id: 'audit-export-running',
    title: 'Audit: export in progress',
    widget: 'audit',
    list: 'export-running',
    steps: [AUDIT_RANGE, { button: 'Export CSV' }],
    ready: ".gh-w-export[data-status='running'] progress[value='5000']",
  },
  {
    id: 'audit-export-failed',
    title: 'Audit: an export the server refused',
    widget: 'audit',
    list: 'export-failed',
    steps: [AUDIT_RANGE, { button: 'Export CSV' }],
    ready: ".gh-w-export[data-status='failed']",
  },
  // Issue 29: the confirmation of signing a user out everywhere.
  modal('users', 'logout', 'Users: sign out everywhere', [
    { row: 1 },
    { button: 'Sign out everywhere' },
  ]),
  {
    // Issue 29: the server found more users than it sent; Load more asks for the next page.
    id: 'users-more',
    title: 'Users: a list with more to load',
    widget: 'users',
    list: 'more',
    ready: '.gh-w-cut button',
  },
];

/**
 * A state of the user-profile widget: a sample signed-in user, answered in the page
 * (profile-backend.ts), whose modals host the profile flows' real screens.
 */
export interface ProfileGalleryState {
  id: string;
  title: string;
  steps?: Step[];
  ready: string;
  modal?: boolean;
  /** The sample user has an authenticator app (so its row offers Replace and Remove). */
  totp?: boolean;
}

/** The profile's account rows (authenticator, devices, deletion). */
const ACCOUNT_ROWS = "ul[aria-label='Security']";

export const PROFILE_STATES: ProfileGalleryState[] = [
  {
    id: 'profile',
    title: 'Profile: the signed-in user',
    // With its account rows, which arrive in a chunk of their own after the card.
    ready: `.gh-w-pcard:not([aria-busy]) ${ACCOUNT_ROWS}`,
  },
  {
    id: 'profile-modal',
    title: 'Profile: a change in its modal',
    steps: [{ button: 'Change name' }],
    // The hosted flow's screen in the dialog, not the dialog alone, over the whole card.
    ready: `.gh-w-profile:has(${ACCOUNT_ROWS}) ${DIALOG} .gh-screen input`,
    modal: true,
  },
  {
    id: 'profile-devices',
    title: 'Profile: the signed-in devices',
    steps: [{ button: 'Show devices' }],
    // This device's badge: the list is in, and this session's sign-in found in it.
    ready: '.gh-w-pdevices .gh-w-pdevice[aria-current] .gh-w-pbadge',
  },
  {
    id: 'profile-totp',
    title: 'Profile: setting up an authenticator app',
    steps: [{ button: 'Set up' }],
    // The enrolment's QR code and key, and the code's boxes, in the hosted flow's screen.
    ready: `${DIALOG} .gh-screen:has(.gh-totp img) input[autocomplete='one-time-code']`,
    modal: true,
  },
  {
    id: 'profile-totp-remove',
    title: 'Profile: removing the authenticator app',
    totp: true,
    steps: [{ button: 'Remove' }],
    ready: `${DIALOG} .gh-screen button`,
    modal: true,
  },
  {
    id: 'profile-delete',
    title: 'Profile: deleting the account, its login id typed',
    steps: [
      { button: 'Delete my account' },
      { fill: 'Type test.user@company.com to confirm', value: 'test.user@company.com' },
    ],
    ready: `${DIALOG} .gh-screen input[value='test.user@company.com']`,
    modal: true,
  },
];

/** A state of the sign-in flow: its own in-page provider (`scene`), then a user's steps. */
export interface FlowGalleryState {
  id: string;
  title: string;
  scene: FlowScene;
  steps?: Step[];
  ready: string;
}

// Typed in before a submit. The password is a sample, answered by nobody but this page.
const EMAIL: Step = { fill: 'Email', value: 'ada@acme.test' };
const PASSWORD: Step = { fill: 'Password', value: 'correct-horse' };
const SIGN_IN: Step = { button: 'Sign in' };

export const FLOW_STATES: FlowGalleryState[] = [
  {
    id: 'flow-sign-in',
    title: 'Sign-in flow: email and password',
    scene: 'sign-in',
    ready: '.gh-screen',
  },
  {
    id: 'flow-passcode',
    title: 'Sign-in flow: passcode',
    scene: 'passcode',
    ready: '.gh-passcode',
  },
  {
    // An address the engine refuses and an empty password: an error under each field.
    id: 'flow-field-error',
    title: 'Sign-in flow: field errors after a submit',
    scene: 'sign-in',
    steps: [{ fill: 'Email', value: 'ada@acme' }, SIGN_IN],
    ready: '.gh-field-error',
  },
  {
    id: 'flow-screen-error',
    title: 'Sign-in flow: refused by the server',
    scene: 'refused',
    steps: [EMAIL, PASSWORD, SIGN_IN],
    ready: '.gh-alert:not(:empty)',
  },
  { id: 'flow-loading', title: 'Sign-in flow: loading', scene: 'loading', ready: '.gh-loading' },
  {
    id: 'flow-in-flight',
    title: 'Sign-in flow: submit in flight',
    scene: 'in-flight',
    steps: [EMAIL, PASSWORD, SIGN_IN],
    ready: '[aria-busy=true] .gh-button-spinner',
  },
];
