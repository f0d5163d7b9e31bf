export { INPUT_STAGGER_MS, STEP_FADE_MS } from './constants';
export { DEBUGGER_SIZE } from './debugger-size';
export { Flow, type FlowProps, themeError } from './Flow';
export { FLOW_CSS } from './styles';
