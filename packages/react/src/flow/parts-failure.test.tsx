import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { codeScreen, FLOW_ID, flowBackend, renderFlow, showScreen } from '../test/flow-backend';
import { Flow } from './Flow';

// A screen part that cannot load (a failed deploy, a dropped connection) fails the flow with a
// clear error: "Try again", and onError with E_FLOW_CODE. Never a crash, a hang or a blank field.

vi.mock('./passcode-field', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('fails the flow with E_FLOW_CODE when a passcode screen’s part cannot load', async () => {
  const backend = flowBackend({ screens: [codeScreen], start: [showScreen(codeScreen.id)] });
  const onError = vi.fn();
  renderFlow(backend, <Flow flowId={FLOW_ID} onError={onError} />);
  expect(await screen.findByRole('alert')).toHaveProperty(
    'textContent',
    'Something went wrong. Try again.',
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  await waitFor(() =>
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'E_FLOW_CODE', description: 'code' }),
    ),
  );
});
