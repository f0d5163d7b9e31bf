export { chromiumVersion, conditionalUiSupported } from '../webauthn/conditional';
export { base64urlToBuffer, bufferToBase64url } from '../webauthn/encoding';
export { webauthnSupported } from '../webauthn/support';
export { abTestingKey } from './ab-testing';
export { createFlowApi, type FlowApi, type FlowStartOptions } from './api';
export { CLIENT_VALUES_ERROR, readClientValues } from './client-values';
export { type ConditionContext, evaluateConditions, type StartChoice } from './conditions';
export { Condition, conditionsOf, FlowConfig, ProjectConfig, WidgetConfig } from './config';
export {
  GOOGLE_CLIENT_URL,
  MESSAGES as FLOW_MESSAGES,
  POLL_INTERVAL_MS,
  SUPPORTED_FLOW_VERSION,
} from './constants';
export {
  cssColor,
  cssFontFamily,
  cssLength,
  isSafeCssText,
  stylesheetUrl,
} from './css-values';
export { type CreateFlowOptions, createFlow } from './engine';
export {
  ensureFingerprint,
  type FingerprintData,
  type FingerprintLoader,
  type FingerprintRecord,
  fingerprintDelay,
  isExcludedFingerprintError,
} from './fingerprint';
export {
  autofillInputOf,
  completesCode,
  emptyForm,
  type FlowForm,
  initialValues,
  inputInteraction,
  submittedValues,
} from './form';
export * from './nodes';
export { isCompleteCode, passcodeLength } from './passcode';
export {
  type ApplyScreenState,
  applyScreenState,
  type Configure,
  needsConfigure,
  type ScreenStateContext,
} from './state/apply';
export {
  applyComponentsConfig,
  configureScreen,
  mergeComponentsConfig,
  setAttributes,
} from './state/components-config';
export { applyComponentsState } from './state/components-state';
export { hasErrorNode } from './state/error-node';
export { applyErrorText } from './state/error-text';
export { applyFormOption } from './state/form-option';
export {
  applyPlaceholders,
  fillPlaceholders,
  type LastAuth,
  placeholderValues,
} from './state/placeholders';
export { type FormOption, formOptionValues, prefillValues } from './state/prefill';
export { stepDirection } from './step-order';
export {
  type FlowLook,
  type FlowStyle,
  type FlowStyleOptions,
  flowLook,
  flowStyle,
  themeFileVars,
} from './theme';
export { descopeDeclarations } from './theme-declarations';
export { COMPONENT_TOKENS, GLOBAL_COLORS, type TokenKind } from './theme-tokens';
export {
  BUTTON_VARIABLES,
  COMPONENT_VARIABLES,
  type ComponentVariables,
  GLOBAL_COLOR_VARIABLES,
  GLOBAL_SHARED_VARIABLES,
  INPUT_VARIABLES,
  LINK_VARIABLES,
  type ThemeValueKind,
  type ThemeVariable,
} from './theme-variables';
export type {
  FlowInstance,
  FlowLogEntry,
  FlowOptions,
  FlowState,
  FlowStatus as FlowInstanceStatus,
  FlowTexts,
  ScreenState,
} from './types';
export { URL_PARAMS } from './url-params';
export {
  checkInput,
  englishValidation,
  enterButtonOf,
  hiddenValues,
  type ValidationTexts,
  validateScreen,
} from './validate';
export { buttonsOf, inputsOf, walk } from './walk';
