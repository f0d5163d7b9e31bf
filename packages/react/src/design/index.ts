// `@gatehouse/react/design`: the tokens, their CSS and the icons the flow and widgets share.
export { contrastRatio, luminance } from './contrast';
export * from './icons';
export * from './provider-marks';
export {
  CONTRAST_PAIRS,
  type ColorScheme,
  type DesignVar,
  designCss,
  designVars,
  type Scheme,
  schemeVars,
  sharedVars,
  TOKENS,
} from './tokens';
