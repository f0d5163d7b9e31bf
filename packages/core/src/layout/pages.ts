import type { ModalLayout, ProfileLayout, RootLayout } from './schema';

/** The widget types, as the provider names them in paths and the x-descope-widget-type header. */
export const WIDGET_TYPES = [
  'access-key-management-widget',
  'audit-management-widget',
  'role-management-widget',
  'user-management-widget',
  'user-profile-widget',
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/**
 * The layout pages of each widget type. `root` is the widget's screen; the others are its
 * modals. The user-management names are the spec's (000 §2). The user-profile modals are
 * named after the flow each one hosts: `{flowId}-modal` (update-picture for the avatar,
 * update-/delete- for email, name and phone, add-passkey, change-password).
 */
export const WIDGET_PAGES = {
  'access-key-management-widget': [
    'root',
    'create-access-key-modal',
    'created-access-key-modal',
    'activate-access-keys-modal',
    'deactivate-access-keys-modal',
    'delete-access-keys-modal',
  ],
  'audit-management-widget': ['root'],
  'role-management-widget': ['root', 'create-role-modal', 'edit-role-modal', 'delete-roles-modal'],
  'user-management-widget': [
    'root',
    'create-user-modal',
    'delete-users-modal',
    'disable-user-modal',
    'enable-user-modal',
    'edit-user-modal',
    'remove-passkey-modal',
    'reset-password-modal',
    'resend-invite-modal',
    'logout-user-modal',
    'generated-password-modal',
  ],
  'user-profile-widget': [
    'root',
    'update-picture-modal',
    'update-email-modal',
    'delete-email-modal',
    'update-name-modal',
    'delete-name-modal',
    'update-phone-modal',
    'delete-phone-modal',
    'add-passkey-modal',
    'change-password-modal',
  ],
} as const satisfies Record<WidgetType, readonly string[]>;

export type PageOf<T extends WidgetType> = (typeof WIDGET_PAGES)[T][number];
export type WidgetPage = PageOf<WidgetType>;

/** The layout a page holds: the profile's root, a management root, or a modal. */
export type LayoutOf<T extends WidgetType, P extends string> = P extends 'root'
  ? T extends 'user-profile-widget'
    ? ProfileLayout
    : RootLayout
  : ModalLayout;

/** Every page's layout, by widget type and page (the shape of DEFAULT_LAYOUTS). */
export type WidgetLayouts = { [T in WidgetType]: { [P in PageOf<T>]: LayoutOf<T, P> } };

/** A widget id (or page) is one path segment: letters, digits, `.`, `_` and `-`. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const isLayoutSegment = (value: string): boolean => SEGMENT.test(value);

export const isWidgetType = (value: string): value is WidgetType =>
  (WIDGET_TYPES as readonly string[]).includes(value);

export const isPageOf = <T extends WidgetType>(widgetType: T, page: string): page is PageOf<T> =>
  (WIDGET_PAGES[widgetType] as readonly string[]).includes(page);

/**
 * The page's path under `/pages/{projectId}/v2-beta/`: `{widgetType}/{widgetId}/{page}.html`,
 * or the page in a locale, `{page}-{locale}.html` (as the provider names them).
 */
export const layoutPath = (
  widgetType: string,
  widgetId: string,
  page: string,
  locale?: string,
): string => `${widgetType}/${widgetId}/${page}${locale ? `-${locale}` : ''}.html`;
