import { USER_TOOLBAR_ACTIONS } from '../widgets/users/modals';
import { AUDIT_RANGE_KEYS } from './audit-ranges';
import { WIDGET_PAGES, type WidgetType } from './pages';
import {
  BADGE_MODES,
  FIELD_KINDS,
  FIELD_SOURCES,
  type LayoutField,
  type ModalLayout,
  type ProfileLayout,
  type RootLayout,
} from './schema';

// What the schemas cannot say: the rules that tie a layout to its widget type and page. Only
// parsing a layout (parse.ts) runs them, so they load with it, on demand, and their tables with
// them (a widget's first chunk carried these two for the reader alone).

/**
 * The actions whose buttons a root layout must label (`buttons[action]`). The user-profile
 * root labels its modal pages and `logout` instead.
 */
export const ROOT_ACTIONS: Record<WidgetType, readonly string[]> = {
  'access-key-management-widget': ['create', 'activate', 'deactivate', 'delete'],
  'audit-management-widget': [],
  'role-management-widget': ['create', 'edit', 'delete'],
  'user-management-widget': ['create', ...USER_TOOLBAR_ACTIONS],
  'user-profile-widget': ['logout'],
};

/** The one-time displays: a readonly value and a close button that copies it. */
export const DISPLAY_PAGES: readonly string[] = [
  'created-access-key-modal',
  'generated-password-modal',
];

const compiles = (pattern: string): boolean => {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
};

/** `value` at `at` when it is none of `words` (what z.enum would say; the schema reads a string). */
const notOneOf = (at: string, value: string | undefined, words: readonly string[]) =>
  value === undefined || words.includes(value) ? [] : [`${at}: not one of ${words.join(', ')}`];

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function fieldIssues(fields: LayoutField[]): string[] {
  const issues: string[] = [];
  fields.forEach((field, i) => {
    const at = `fields.${i}`;
    if (!field.name) issues.push(`${at}.name: empty`);
    issues.push(...notOneOf(`${at}.kind`, field.kind, FIELD_KINDS));
    issues.push(...notOneOf(`${at}.source`, field.source, FIELD_SOURCES));
    if (field.pattern !== undefined && !compiles(field.pattern)) {
      issues.push(`${at}.pattern: not a valid regular expression`);
    }
    if (field.kind === 'select' && !field.source && !field.options?.length) {
      issues.push(`${at}.options: a select needs options or a source`);
    }
    if (field.kind === 'multiselect' && !field.source && !field.options?.length) {
      issues.push(`${at}.source: a multiselect needs a source or options`);
    }
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
      issues.push(`${at}.min: greater than max`);
    }
    if (
      field.minLength !== undefined &&
      field.maxLength !== undefined &&
      field.minLength > field.maxLength
    ) {
      issues.push(`${at}.minLength: greater than maxLength`);
    }
  });
  for (const name of new Set(duplicates(fields.map((f) => f.name)))) {
    issues.push(`fields: "${name}" appears more than once`);
  }
  return issues;
}

const missingButtons = (buttons: Record<string, string>, actions: readonly string[]) =>
  actions
    .filter((action) => !Object.hasOwn(buttons, action))
    .map((action) => `buttons.${action}: missing label`);

export function rootIssues(widgetType: WidgetType, layout: RootLayout): string[] {
  // An action without a button is hidden (a customer's page may leave one out); only the
  // widget's own actions may be labelled.
  const issues = Object.keys(layout.buttons)
    .filter((action) => !ROOT_ACTIONS[widgetType].includes(action))
    .map((action) => `buttons.${action}: not an action of ${widgetType}`);
  if (layout.columns.length === 0) issues.push('columns: at least one column is needed');
  layout.columns.forEach((column, i) => {
    if (!column.field) issues.push(`columns.${i}.field: empty`);
    if (column.width !== undefined && !(column.width > 0)) {
      issues.push(`columns.${i}.width: not above 0`);
    }
    column.badges?.forEach((badge, b) => {
      issues.push(...notOneOf(`columns.${i}.badges.${b}.mode`, badge.mode, BADGE_MODES));
    });
  });
  const ranges: readonly string[] = AUDIT_RANGE_KEYS;
  for (const key of Object.keys(layout.rangeOptions ?? {})) {
    if (!ranges.includes(key)) issues.push(`rangeOptions.${key}: not a range of the audit`);
  }
  for (const field of new Set(duplicates(layout.columns.map((c) => c.field)))) {
    issues.push(`columns: "${field}" appears more than once`);
  }
  if (widgetType === 'audit-management-widget') {
    if (layout.rangeLabel === undefined) issues.push('rangeLabel: missing');
    if (layout.rangeOptions?.day === undefined) {
      issues.push('rangeOptions.day: missing label for the default range');
    }
  }
  return issues;
}

export function profileIssues(layout: ProfileLayout): string[] {
  const pages: readonly string[] = WIDGET_PAGES['user-profile-widget'];
  const issues = missingButtons(layout.buttons, ROOT_ACTIONS['user-profile-widget']);
  const opened = [layout.avatarPage];
  layout.rows.forEach((row, i) => {
    if (!row.field) issues.push(`rows.${i}.field: empty`);
    for (const key of ['edit', 'delete'] as const) {
      const page = row[key];
      if (page === undefined) continue;
      opened.push(page);
      if (!Object.hasOwn(layout.buttons, page)) {
        issues.push(`buttons.${page}: missing label (rows.${i}.${key})`);
      }
    }
  });
  for (const page of opened) {
    if (page === 'root' || !pages.includes(page)) {
      issues.push(`"${page}" is not a modal page of user-profile-widget`);
    }
  }
  return issues;
}

export function modalIssues(widgetType: WidgetType, page: string, layout: ModalLayout): string[] {
  const issues = fieldIssues(layout.fields);
  if (DISPLAY_PAGES.includes(page)) {
    if (layout.closeLabel === undefined) issues.push('closeLabel: a one-time display needs one');
    if (!layout.fields.some((f) => f.kind === 'readonly')) {
      issues.push('fields: a one-time display needs a readonly field');
    }
  }
  if (widgetType === 'user-profile-widget' && !layout.flowId) {
    issues.push('flowId: a profile modal hosts a flow');
  }
  return issues;
}
