// `@gatehouse/react/design`: the tokens, their CSS and the icons the flow and widgets share.
export { contrastRatio, luminance } from './contrast';
// The icons by name: `svg`, the helper that draws them, lives in icons.tsx but is not public.
export {
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  CopyIcon,
  type IconProps,
  InfoIcon,
  SearchIcon,
  SortAscIcon,
  SortDescIcon,
  SortNoneIcon,
  WarningIcon,
} from './icons';
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
