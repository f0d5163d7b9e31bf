import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { settled } from './settled';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Run axe-core in the page (shadow roots included) and return its violations, each with the
 * selectors of the offending nodes, so a failing test says what to fix. It first waits for
 * the page's finite animations and transitions (a screen's fade-in, a theme's colours) to
 * end: a colour read halfway through one is no colour the page shows, and on a busy machine
 * axe would otherwise report its contrast at random.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await settled(page);
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    type AxeResult = {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[] }>;
      }>;
    };
    const { axe } = window as unknown as { axe: { run(context: Document): Promise<AxeResult> } };
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  });
}
