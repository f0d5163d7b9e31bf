// Every state the gallery shows: each widget's list, empty, loading and error, and each kind
// of modal (form, confirmation, one-time secret), reached by the clicks a user would make.
import type { ListState } from './backend';

export type GalleryWidget = 'access-keys' | 'roles' | 'users' | 'audit';

/** A click on a body row (1 = first), a button by its exact text, or a select's new value. */
export type Step =
  | { row: number }
  | { button: string; inDialog?: boolean }
  | { select: string; value: string };

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
  modal('access-keys', 'create', 'Access keys: create', [{ button: 'Create' }]),
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
    id: 'audit-idle',
    title: 'Audit: before a search',
    widget: 'audit',
    list: 'list',
    ready: '.gh-w-idle',
  },
  ...lists('audit', 'Audit', [AUDIT_RANGE]),
];
