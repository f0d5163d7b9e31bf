import { asText, choiceLockProps, type FieldProps, invalidProps, Shell } from './field-shell';
import { partTexts } from './part-texts';

// The select field, a chunk of its own (parts.tsx): loaded before the first screen with a
// select shows. Its rules are the flow stylesheet's, shared with the other inputs.

export default function SelectField(props: FieldProps) {
  const { node, id, value, error, onChange, placeholder, locale } = props;
  return (
    <Shell {...props} required={node.required}>
      <select
        id={id}
        className="gh-select"
        data-gh-input={node.name}
        name={node.name}
        value={asText(value)}
        required={node.required}
        aria-required={node.required || undefined}
        autoComplete={node.autoComplete}
        onChange={(event) => onChange(event.target.value)}
        {...choiceLockProps(node)}
        {...invalidProps(id, error)}
      >
        <option value="">{placeholder ?? partTexts(locale)('choose')}</option>
        {(node.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}
