export { Flow, type FlowProps, themeError } from './Flow';
export {
  DEBUGGER_SIZE,
  FLOW_CSS,
  INPUT_STAGGER_MS,
  STEP_FADE_MS,
  THEME_ERROR,
  themeMode,
  themeVars,
} from './styles';
export { fillText } from './text';
