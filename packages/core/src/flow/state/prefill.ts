// Values a screen starts with besides its own (provider-content §2.7): the page's `form`
// option (each entry a plain value, or `{value, disabled}`: the provider copies only
// `disabled` onto the inputs of that name) and the screen state's `form` and `inputs`, which
// the provider sets as the value of every input of that name once the screen is shown. The
// inputs the option disables are marked by the screen state's step (form-option.ts), which
// only the screen reader loads.

type Json = Record<string, unknown>;

/** The page's `form` option: values by input name, each plain or `{value, disabled}`. */
export type FormOption = Record<string, unknown>;

/** An entry of the `form` option given as `{value, disabled}` rather than a plain value. */
export const isEntry = (value: unknown): value is { value?: unknown; disabled?: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `form` option's plain values (what flow start sends and placeholders read as `form.x`). */
export function formOptionValues(option: FormOption | undefined): Json {
  const values: Json = {};
  for (const [name, entry] of Object.entries(option ?? {})) {
    const value = isEntry(entry) ? entry.value : entry;
    if (value !== undefined) values[name] = value;
  }
  return values;
}

const objectOf = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/**
 * The values to prefill, by input name: the `form` option's, then the state's `form`, then its
 * `inputs` (the later wins: the server's own values over the page's).
 */
export function prefillValues(state: Json | undefined, option: FormOption | undefined): Json {
  return { ...formOptionValues(option), ...objectOf(state?.form), ...objectOf(state?.inputs) };
}
