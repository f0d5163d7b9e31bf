import { useEffect, useState } from 'react';
import {
  joinPhone,
  loadPhoneCountries,
  type PhoneCountry,
  type PhoneParts,
  splitPhone,
} from './create';
import {
  DEFAULT_AUTOCOMPLETE,
  enterKey,
  type FieldProps,
  invalidProps,
  lockProps,
  Shell,
} from './field-shell';
import { partTexts } from './part-texts';

/**
 * A compact country picker beside the number, which gets the rest of the row. A native select
 * is as wide as its longest option ('South Georgia & South Sandwich Islands +500'), so it sits
 * transparent over a box that shows the chosen region and code ('US +1'): the select keeps the
 * focus, the keyboard, the native list of full names and its accessible name; the box draws
 * it, with the focus ring of the select inside it.
 */
const PHONE_CSS = `
.gh-phone-country { position: relative; flex: none; display: inline-flex; align-items: center; gap: var(--gh-space-1); min-height: 44px; padding: 0 var(--gh-space-2) 0 var(--gh-space-3); color: var(--gh-input-text); background: var(--gh-input-background); border: 1px solid var(--gh-input-border); border-radius: var(--gh-input-radius); white-space: nowrap; font-variant-numeric: tabular-nums; }
.gh-phone-country::after { content: ''; width: 6px; height: 6px; margin: 0 2px 3px 2px; border: solid currentColor; border-width: 0 1.5px 1.5px 0; transform: rotate(45deg); opacity: 0.7; }
.gh-phone-country:focus-within { outline: var(--gh-focus-width) solid var(--gh-color-focus); outline-offset: var(--gh-focus-offset); }
.gh-phone-country > .gh-select { position: absolute; inset: 0; width: 100%; height: 100%; min-height: 0; padding: 0; border: 0; opacity: 0; cursor: pointer; }
.gh-row > .gh-input { flex: 1 1 auto; min-width: 0; }
`;

/**
 * Every country of the phone library, named in `locale`: empty until core has loaded the
 * library (a chunk of its own, fetched by the first phone field), and empty for good when it
 * cannot load, in which case the field offers its one current country.
 */
function usePhoneCountries(locale: string | undefined): readonly PhoneCountry[] {
  const [loaded, setLoaded] = useState<{ locale: string | undefined; list: PhoneCountry[] }>();
  useEffect(() => {
    let live = true;
    loadPhoneCountries(locale).then(
      (list) => {
        if (live) setLoaded({ locale, list });
      },
      () => {
        // Offline or a failed deploy: the number can still be typed with the current country.
      },
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return loaded && loaded.locale === locale ? loaded.list : [];
}

/**
 * A country select and a number field, submitted as `+<code><number>` (core's joinPhone).
 * Until the user picks or types, both are read from the engine's value, so a prefilled number
 * shows in its country once the list has loaded.
 */
export default function PhoneField(props: FieldProps) {
  const { node, id, value, error, onChange, onEnter, placeholder, locale } = props;
  const countries = usePhoneCountries(locale);
  const [edited, setEdited] = useState<PhoneParts>();
  const parts = edited ?? splitPhone(value, countries);
  const options: readonly Pick<PhoneCountry, 'country' | 'code' | 'name'>[] =
    countries.length > 0 ? countries : [{ ...parts, name: parts.country }];
  const update = (next: PhoneParts) => {
    setEdited(next);
    onChange(joinPhone(next));
  };
  return (
    <Shell {...props} required={node.required}>
      <style>{PHONE_CSS}</style>
      <div className="gh-row">
        <span className="gh-phone-country">
          <span aria-hidden="true">{`${parts.country} +${parts.code}`}</span>
          <select
            className="gh-select"
            aria-label={partTexts(locale)('countryCode')}
            value={parts.country}
            onChange={(event) => {
              const picked = options.find((option) => option.country === event.target.value);
              if (picked) update({ ...parts, country: picked.country, code: picked.code });
            }}
            autoComplete="tel-country-code"
            disabled={node.disabled || node.readOnly || undefined}
          >
            {options.map(({ country, code, name }) => (
              <option key={country} value={country}>
                {`${name} +${code}`}
              </option>
            ))}
          </select>
        </span>
        <input
          id={id}
          className="gh-input"
          data-gh-input={node.name}
          type="tel"
          inputMode="tel"
          name={node.name}
          value={parts.number}
          placeholder={placeholder}
          required={node.required}
          aria-required={node.required || undefined}
          autoComplete={node.autoComplete ?? DEFAULT_AUTOCOMPLETE.phone}
          onChange={(event) => update({ ...parts, number: event.target.value })}
          onKeyDown={enterKey(onEnter)}
          {...lockProps(node)}
          {...invalidProps(id, error)}
        />
      </div>
    </Shell>
  );
}
