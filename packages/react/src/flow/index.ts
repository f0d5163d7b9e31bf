export { Flow, type FlowProps, themeError } from './Flow';
export { DEBUGGER_SIZE, FLOW_CSS, INPUT_STAGGER_MS, STEP_FADE_MS } from './styles';
