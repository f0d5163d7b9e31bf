import { fillTemplate } from '../text/template';
import { DISPLAY_PAGES, ROOT_ACTIONS, WIDGET_PAGES, type WidgetType } from './pages';
import type { LayoutField, ModalLayout, ProfileLayout, RootLayout } from './schema';

// What the schemas cannot say: the rules that tie a layout to its widget type and page, and
// the checks a widget runs on a modal's form values before it submits (spec 000 §5).

const compiles = (pattern: string): boolean => {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
};

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function fieldIssues(fields: LayoutField[]): string[] {
  const issues: string[] = [];
  fields.forEach((field, i) => {
    const at = `fields.${i}`;
    if (field.pattern !== undefined && !compiles(field.pattern)) {
      issues.push(`${at}.pattern: not a valid regular expression`);
    }
    if (field.kind === 'select' && !field.options?.length) {
      issues.push(`${at}.options: a select needs options`);
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
  const issues = missingButtons(layout.buttons, ROOT_ACTIONS[widgetType]);
  if (layout.columns.length === 0) issues.push('columns: at least one column is needed');
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

/** Field messages: plain English defaults; a field's patternMessage overrides the pattern one. */
export const LAYOUT_MESSAGES = {
  required: 'This field is required',
  choose: 'Choose at least one',
  option: 'Choose one of the options',
  checkbox: 'Please check this box to continue',
  minLength: (n: number) => `Please enter at least ${n} characters`,
  maxLength: (n: number) => `Please enter at most ${n} characters`,
  pattern: 'Please match the requested format',
  number: 'Please enter a number',
  min: (n: number) => `Please enter ${n} or more`,
  max: (n: number) => `Please enter ${n} or less`,
};

/** The message for one field's value, or undefined when it is valid. */
export function checkField(field: LayoutField, raw: unknown): string | undefined {
  if (field.kind === 'readonly') return undefined;
  if (field.kind === 'checkbox') {
    return field.required && raw !== true ? LAYOUT_MESSAGES.checkbox : undefined;
  }
  if (field.kind === 'multiselect') {
    const count = Array.isArray(raw) ? raw.length : 0;
    return field.required && count === 0 ? LAYOUT_MESSAGES.choose : undefined;
  }
  const value = raw === undefined || raw === null ? '' : String(raw);
  if (value.trim() === '') return field.required ? LAYOUT_MESSAGES.required : undefined;
  if (field.minLength !== undefined && value.length < field.minLength) {
    return LAYOUT_MESSAGES.minLength(field.minLength);
  }
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return LAYOUT_MESSAGES.maxLength(field.maxLength);
  }
  if (field.pattern !== undefined) {
    let matches = true;
    try {
      matches = new RegExp(`^(?:${field.pattern})$`, 'u').test(value);
    } catch {
      // A pattern that does not compile is reported when the layout loads; the server checks.
    }
    if (!matches) return field.patternMessage ?? LAYOUT_MESSAGES.pattern;
  }
  if (field.kind === 'number' || field.min !== undefined || field.max !== undefined) {
    const number = Number(value);
    if (field.kind === 'number' && !Number.isFinite(number)) return LAYOUT_MESSAGES.number;
    if (field.min !== undefined && number < field.min) return LAYOUT_MESSAGES.min(field.min);
    if (field.max !== undefined && number > field.max) return LAYOUT_MESSAGES.max(field.max);
  }
  if (field.kind === 'select' && field.options && !field.options.some((o) => o.value === value)) {
    return LAYOUT_MESSAGES.option;
  }
  return undefined;
}

/**
 * The messages of a modal's invalid fields, by field name: empty when the form may submit.
 * `values` is keyed by field name (dotted names are plain keys here).
 */
export function validateModal(
  layout: ModalLayout,
  values: Record<string, unknown>,
): Record<string, string> {
  const invalid: Record<string, string> = {};
  for (const field of layout.fields) {
    const message = checkField(field, values[field.name]);
    if (message) invalid[field.name] = message;
  }
  return invalid;
}

/**
 * A confirmation's text for the selected items' names (spec 000 §2): `{name}` is the name
 * when one is selected, otherwise `nameMany` with `{count}` (e.g. 'Delete 3 access keys?').
 */
export function confirmationText(layout: ModalLayout, names: readonly string[]): string {
  const count = names.length;
  const many = fillTemplate(layout.nameMany ?? '{count}', { count });
  const name = count === 1 ? (names[0] ?? '') : many;
  return fillTemplate(layout.description ?? '', { name, count });
}
