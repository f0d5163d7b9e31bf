/**
 * The one bridge between the React flow UI and the flow engine of `@gatehouse/core`: every
 * flow import of this folder goes through here, so wiring the engine is a one-file change.
 */
export {
  type ButtonNode,
  createFlow,
  type FlowForm,
  type FlowInstance,
  type FlowLogEntry,
  type FlowOptions,
  type FlowState,
  fillTemplate,
  type InputNode,
  inputsOf,
  isSafeUrl,
  passcodeLength,
  type Screen,
  type ScreenState,
  THEME_ERROR,
  type ThemeMode,
  themeMode,
  type UiNode,
} from '@gatehouse/core';
