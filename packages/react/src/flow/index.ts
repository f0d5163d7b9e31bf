export { DEBUGGER_SIZE, INPUT_STAGGER_MS, STEP_FADE_MS } from './constants';
export { Flow, type FlowProps, themeError } from './Flow';
export { FLOW_CSS } from './styles';
