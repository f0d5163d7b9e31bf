import { isPartInput } from './field-names';
import { fieldPartOf } from './field-parts';
import {
  asText,
  DEFAULT_AUTOCOMPLETE,
  enterKey,
  type FieldProps,
  invalidProps,
  lockProps,
  Shell,
} from './field-shell';

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

/** The control for an input node, by its type: text and email here, the others are parts. */
export function Field(props: FieldProps) {
  const { inputType } = props.node;
  if (inputType === 'hidden') {
    return <input type="hidden" name={props.node.name} value={asText(props.value)} />;
  }
  if (!isPartInput(inputType)) return <TextField {...props} />;
  const Part = fieldPartOf(inputType);
  return <Part {...props} />;
}
