import type { WidgetLayouts } from '../pages';
import { ACCESS_KEY_LAYOUTS } from './access-keys';
import { AUDIT_LAYOUTS } from './audit';
import { PROFILE_LAYOUTS } from './profile';
import { ROLE_LAYOUTS } from './roles';
import { USER_LAYOUTS } from './users';

// The built-in layouts, in English: what a widget shows in mock mode, and what the emulator
// serves for widget id `demo`. Columns follow the entities of 000 §3. One file per widget, so a
// widget's bundle holds only its own pages.

export { ACCESS_KEY_LAYOUTS, AUDIT_LAYOUTS, PROFILE_LAYOUTS, ROLE_LAYOUTS, USER_LAYOUTS };

/**
 * The built-in layout of every page of every widget type (WIDGET_PAGES). Shared: copy before
 * changing one (layoutFor hands out copies).
 */
export const DEFAULT_LAYOUTS: WidgetLayouts = {
  'access-key-management-widget': ACCESS_KEY_LAYOUTS,
  'audit-management-widget': AUDIT_LAYOUTS,
  'role-management-widget': ROLE_LAYOUTS,
  'user-management-widget': USER_LAYOUTS,
  'user-profile-widget': PROFILE_LAYOUTS,
};
