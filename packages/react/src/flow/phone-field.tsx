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
  Shell,
} from './field-shell';
import { COUNTRY_CODE_LABEL } from './text';

/** The country select's width beside the number (the row itself is the flow stylesheet's). */
const PHONE_CSS = '.gh-row > .gh-select { flex: 0 0 auto; width: auto; }';

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
        <select
          className="gh-select"
          aria-label={COUNTRY_CODE_LABEL}
          value={parts.country}
          onChange={(event) => {
            const picked = options.find((option) => option.country === event.target.value);
            if (picked) update({ ...parts, country: picked.country, code: picked.code });
          }}
          autoComplete="tel-country-code"
        >
          {options.map(({ country, code, name }) => (
            <option key={country} value={country}>
              {`${name} +${code}`}
            </option>
          ))}
        </select>
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
          {...invalidProps(id, error)}
        />
      </div>
    </Shell>
  );
}
