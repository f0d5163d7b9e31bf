import { describe, expect, it } from 'vitest';
import type { Screen } from '../nodes';
import { applyFormOption } from './form-option';
import { formOptionValues, prefillValues } from './prefill';

describe('the form option and prefill', () => {
  it('reads plain values and {value, disabled} entries', () => {
    expect(formOptionValues({ email: 'a@x.test', plan: { value: 'pro', disabled: true } })).toEqual(
      {
        email: 'a@x.test',
        plan: 'pro',
      },
    );
  });

  it('disables the inputs the option disables, nothing else', () => {
    const screen: Screen = {
      id: 's',
      nodes: [
        { type: 'input', name: 'plan', inputType: 'text', label: 'Plan' },
        { type: 'input', name: 'email', inputType: 'email', label: 'Email' },
      ],
    };
    const shown = applyFormOption(screen, { plan: { value: 'pro', disabled: true }, email: 'x' });
    expect(shown.nodes[0]).toMatchObject({ disabled: true });
    expect(shown.nodes[1]).not.toHaveProperty('disabled');
    expect(applyFormOption(screen, { email: 'x' })).toBe(screen);
  });

  it('prefills the option, then the state form, then the state inputs', () => {
    expect(
      prefillValues(
        { form: { a: 'form', b: 'form' }, inputs: { b: 'inputs', c: 'inputs' } },
        { a: 'option', d: { value: 'option' } },
      ),
    ).toEqual({ a: 'form', b: 'inputs', c: 'inputs', d: 'option' });
  });
});
