import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROVIDER_MARKS } from '../design/provider-marks';
import { everyNode, FLOW_ID, flowBackend, renderFlow, showScreen } from '../test/flow-backend';
import { Flow } from './Flow';
import { ProviderMark } from './provider-mark';

// A provider button shows its provider's mark beside its label; the mark is decoration (the
// label names the button) and loads on demand.

describe('ProviderMark', () => {
  it('draws the design mark of each provider, hidden from assistive technology', async () => {
    for (const provider of Object.keys(PROVIDER_MARKS)) {
      const { container, unmount } = render(<ProviderMark provider={provider} />);
      const slot = container.querySelector('.gh-mark')!;
      expect(slot.getAttribute('aria-hidden')).toBe('true');
      await screen.findByText((_, element) => element === slot.querySelector('svg'));
      expect(slot.querySelector('svg path')).toBeTruthy();
      unmount();
    }
  });

  it('keeps an empty slot for a provider without a mark', async () => {
    const { container } = render(
      <>
        <ProviderMark provider="constructor" />
        <ProviderMark provider="github" />
      </>,
    );
    await screen.findByText((_, element) => element?.tagName.toLowerCase() === 'svg');
    const [unknown] = container.querySelectorAll('.gh-mark');
    expect(unknown?.childElementCount).toBe(0);
  });
});

describe('<Flow> provider buttons', () => {
  it('shows the mark before the label, and the name stays the label', async () => {
    const backend = flowBackend({ screens: [everyNode], start: [showScreen(everyNode.id)] });
    renderFlow(backend, <Flow flowId={FLOW_ID} />);
    const button = (await screen.findAllByRole('button')).find((b) => b.dataset.provider)!;
    expect(button.dataset.provider).toBe('google');
    await screen.findByText((_, element) => element === button.querySelector('.gh-mark svg'));
    expect(button.firstElementChild?.className).toBe('gh-mark');
    expect(screen.getByRole('button', { name: button.textContent ?? '' })).toBe(button);
  });
});
