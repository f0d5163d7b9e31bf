// `@gatehouse/react/design`: the tokens, their CSS and the icons the flow and widgets share.
export { contrastRatio, luminance } from './contrast';
// The icons by name: `svg`, the helper that draws them, lives in icons.tsx but is not public.
export {
  CheckIcon,
  CloseIcon,
  CopyIcon,
  type IconProps,
  InfoIcon,
  SearchIcon,
  WarningIcon,
} from './icons';
export * from './provider-marks';
export {
  ChevronLeftIcon,
  ChevronRightIcon,
  SortAscIcon,
  SortDescIcon,
  SortNoneIcon,
} from './table-icons';
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
