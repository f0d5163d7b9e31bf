import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { doneScreen, FLOW_ID, flowBackend, renderFlow, showScreen } from '../test/flow-backend';
import type { Screen } from './create';
import { Flow } from './Flow';

// The phone field offers the phone library's whole country list (loaded on demand by core)
// and submits +<code><number>.

const phoneScreen: Screen = {
  id: 'phone',
  nodes: [
    { type: 'input', inputType: 'phone', name: 'phone', label: 'Phone', required: true },
    { type: 'button', interactionId: 'send', label: 'Send code', variant: 'primary' },
  ],
};

async function shownPhone(locale?: string) {
  const backend = flowBackend({
    screens: [phoneScreen, doneScreen],
    start: [showScreen('phone')],
    next: [showScreen('done', '2')],
  });
  renderFlow(backend, <Flow flowId={FLOW_ID} locale={locale} />);
  const select = (await screen.findByRole('combobox', {
    name: 'Country code',
  })) as HTMLSelectElement;
  return { backend, select };
}

describe('<Flow> phone field', () => {
  it('lists every country of the phone library by name, and submits +<code><number>', async () => {
    const { backend, select } = await shownPhone();
    await waitFor(() => expect(select.options.length).toBeGreaterThanOrEqual(240));
    expect(select.value).toBe('US');
    const labels = [...select.options].map((option) => option.textContent);
    expect(labels).toContain('United Kingdom +44');
    expect(labels).toContain('Ascension Island +247');
    expect(labels).toContain('Canada +1');
    // Sorted by name, for finding a country by typing its first letters.
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en').compare));

    fireEvent.change(select, { target: { value: 'CA' } });
    fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '(416) 555-0101' } });
    expect(select.value).toBe('CA');
    fireEvent.change(select, { target: { value: 'GB' } });
    fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '7700 900-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(backend.nexts).toHaveLength(1));
    expect(backend.nexts[0]).toMatchObject({
      interactionId: 'send',
      input: { phone: '+447700900123' },
    });
  });

  it('loads with its screen, which then focuses the number as any first input', async () => {
    await shownPhone();
    // The field's code is a chunk of its own: the screen shows once it is there, whole.
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Phone *')));
  });

  it("names the countries in the flow's locale", async () => {
    const { select } = await shownPhone('de');
    await waitFor(() => expect(select.options.length).toBeGreaterThanOrEqual(240));
    const labels = [...select.options].map((option) => option.textContent);
    expect(labels).toContain('Deutschland +49');
    expect(labels).toContain('Vereinigtes Königreich +44');
  });
});
