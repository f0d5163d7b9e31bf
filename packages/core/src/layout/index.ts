// Widget layouts: the page and modal layouts of the admin widgets (spec 000 §7), read from the
// provider's HTML pages or built in.

export { shownOnly, showsAction } from './actions';
export { ROOT_BUTTON_IDS } from './bindings';
export { confirmationText, confirmationTitle } from './confirmation';
export {
  ACCESS_KEY_LAYOUTS,
  AUDIT_LAYOUTS,
  DEFAULT_LAYOUTS,
  defaultLayoutsIn,
  PROFILE_LAYOUTS,
  ROLE_LAYOUTS,
  USER_LAYOUTS,
} from './defaults';
export { DISPLAY_PAGES, ROOT_ACTIONS } from './issues';
export {
  type LayoutForOptions,
  type LoadLayoutOptions,
  layoutFor,
  loadLayout,
} from './load';
export {
  BINDING_TAGS,
  FIELD_TAGS,
  GRID_DATA_IDS,
  MODAL_BUTTON_DATA_IDS,
  RANGE_DATA_ID,
  SEARCH_DATA_ID,
  SOURCE_DATA_IDS,
  TEXT_DATA_IDS,
} from './page-bindings';
export {
  isLayoutSegment,
  isPageOf,
  isWidgetType,
  type LayoutOf,
  layoutPath,
  type PageOf,
  WIDGET_PAGES,
  WIDGET_TYPES,
  type WidgetLayouts,
  type WidgetPage,
  type WidgetType,
} from './pages';
export { parseLayout } from './parse';
export {
  BADGE_MODES,
  FIELD_KINDS,
  LayoutBadge,
  LayoutColumn,
  LayoutField,
  type LayoutFieldKind,
  ModalLayout,
  ProfileLayout,
  ProfileRow,
  ProfileTotpRow,
  RootLayout,
  type WidgetLayout,
} from './schema';
export { checkField, type FormTexts, validateModal } from './validate';
export { type WidgetIdProblem, widgetIdProblem } from './widget-id';
