export { abTestingKey } from './ab-testing';
export { type ConditionContext, evaluateConditions, type StartChoice } from './conditions';
export { Condition, FlowConfig, ProjectConfig } from './config';
export { MESSAGES as FLOW_MESSAGES, POLL_INTERVAL_MS, SUPPORTED_FLOW_VERSION } from './constants';
export { type CreateFlowOptions, createFlow } from './engine';
export {
  ensureFingerprint,
  type FingerprintData,
  type FingerprintLoader,
  fingerprintDelay,
  isExcludedFingerprintError,
} from './fingerprint';
export {
  completesCode,
  emptyForm,
  type FlowForm,
  initialValues,
  isCompleteCode,
  passcodeLength,
} from './form';
export * from './nodes';
export { stepDirection } from './step-order';
export type {
  FlowInstance,
  FlowLogEntry,
  FlowOptions,
  FlowState,
  FlowStatus as FlowInstanceStatus,
  ScreenState,
} from './types';
export { URL_PARAMS } from './url-params';
export {
  checkInput,
  enterButtonOf,
  hiddenValues,
  inputsOf,
  VALIDATION_MESSAGES,
  validateScreen,
} from './validate';
export { base64urlToBuffer, bufferToBase64url } from './webauthn';
