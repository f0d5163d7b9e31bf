/**
 * The one bridge between the React flow UI and the flow engine of `@gatehouse/core`: every
 * flow import of this folder goes through here, so wiring the engine is a one-file change.
 */
export {
  type ButtonNode,
  COMPONENT_TOKENS,
  createFlow,
  type FlowForm,
  type FlowInstance,
  type FlowLogEntry,
  type FlowOptions,
  type FlowState,
  fillTemplate,
  GLOBAL_COLORS,
  type InputNode,
  inputsOf,
  isSafeUrl,
  joinPhone,
  loadOnce,
  loadPhoneCountries,
  type PhoneCountry,
  type PhoneParts,
  passcodeLength,
  type Screen,
  type ScreenState,
  splitPhone,
  THEME_ERROR,
  type ThemeMode,
  themeMode,
  type UiNode,
  walk,
} from '@gatehouse/core';
