import type { WidgetType } from '../../layout/pages';

/** Each widget's version (spec 000 §1, §9), sent as `x-descope-widget-version`. */
export const WIDGET_VERSIONS: Record<WidgetType, string> = {
  'access-key-management-widget': '0.1.78',
  'audit-management-widget': '0.1.41',
  'role-management-widget': '0.1.76',
  'user-management-widget': '0.4.78',
  'user-profile-widget': '0.0.47',
};
