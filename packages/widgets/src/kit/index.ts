export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  KitRoot,
  type KitRootProps,
  SearchInput,
  type SearchInputProps,
  Toolbar,
  type ToolbarProps,
} from './controls';
export type { FieldProps } from './field-shell';
export {
  Checkbox,
  type CheckboxProps,
  NumberField,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from './fields';
export { deepActiveElement, Modal, type ModalProps } from './modal';
export {
  MultiSelect,
  type MultiSelectOption,
  type MultiSelectProps,
} from './multi-select';
export { Select, type SelectOption, type SelectProps } from './select';
// The table itself loads on demand (shared/table-part.tsx): the index names only its types.
export type { Column, SortDirection, SortState, TableProps } from './table';
export { type KitTexts, KitTextsContext, useKitTexts } from './texts';
export { KIT_CSS, type KitTheme, kitTheme, PALETTES, themeStyle } from './theme';
export { type Notice, Toasts, type ToastsProps } from './toasts';
