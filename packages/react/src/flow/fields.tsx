import type { ComponentType } from 'react';
import CheckboxField from './checkbox-field';
import {
  asText,
  DEFAULT_AUTOCOMPLETE,
  enterKey,
  type FieldProps,
  invalidProps,
  lockProps,
  Shell,
} from './field-shell';
import PasscodeField from './passcode-field';
import PasswordField from './password-field';
import PhoneField from './phone-field';
import SelectField from './select-field';

export type { FieldProps } from './field-shell';

/** text and email inputs. */
function TextField(props: FieldProps) {
  const { node, id, value, error, onChange, onEnter, placeholder } = props;
  return (
    <Shell {...props} required={node.required}>
      <input
        id={id}
        className="gh-input"
        data-gh-input={node.name}
        type={node.inputType === 'email' ? 'email' : 'text'}
        inputMode={node.inputType === 'email' ? 'email' : undefined}
        name={node.name}
        value={asText(value)}
        placeholder={placeholder}
        required={node.required}
        aria-required={node.required || undefined}
        autoComplete={node.autoComplete ?? DEFAULT_AUTOCOMPLETE[node.inputType]}
        minLength={node.minLength}
        maxLength={node.maxLength}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={enterKey(onEnter)}
        {...lockProps(node)}
        {...invalidProps(id, error)}
      />
    </Shell>
  );
}

/** The controls of the other input types, each a module of its own (in the same chunk). */
const CONTROLS: Partial<Record<FieldProps['node']['inputType'], ComponentType<FieldProps>>> = {
  passcode: PasscodeField,
  password: PasswordField,
  phone: PhoneField,
  checkbox: CheckboxField,
  select: SelectField,
};

/** The control for an input node, by its type: text and email here, the others their own. */
export function Field(props: FieldProps) {
  const { inputType } = props.node;
  if (inputType === 'hidden') {
    return <input type="hidden" name={props.node.name} value={asText(props.value)} />;
  }
  const Control = CONTROLS[inputType] ?? TextField;
  return <Control {...props} />;
}
