import { describe, expect, it } from 'vitest';
import type { Screen } from '../../flow/nodes';
import { DEFAULT_LAYOUTS, defaultLayoutsIn } from '../../layout/defaults';
import { WIDGET_PAGES, WIDGET_TYPES, type WidgetLayouts } from '../../layout/pages';
import { readContent } from '../read';
import { layoutToHtml, screenToHtml } from '../write';
import { layoutFromContent } from './layout';
import { screenFromContent } from './screen';

// The built-in pages written as the provider's HTML (the emulator serves them so), read back
// and mapped: each is the page it was. A page does not carry a column's `main`; a page with
// the built-in columns keeps the built-in choice (a customer's page: its first three).

const expected = (layout: unknown): unknown => layout;

async function checkAll(layouts: WidgetLayouts) {
  for (const type of WIDGET_TYPES) {
    for (const page of WIDGET_PAGES[type]) {
      const layout = (layouts[type] as Record<string, unknown>)[page];
      const html = layoutToHtml(type, page as never, layout as never);
      const content = await readContent(html);
      if (!content.ok) throw new Error(`${type}/${page}: ${content.error.message}`);
      const mapped = layoutFromContent(type, page as never, content.data, layout as never);
      expect(mapped, `${type}/${page}`).toEqual(expected(layout));
      // And without the built-in page to fall back on, the page alone says the same.
      const alone = layoutFromContent(type, page as never, content.data, {
        ...(layout as object),
        emptyText: '-',
        title: '-',
      } as never);
      expect((alone as { title?: string }).title, `${type}/${page} title`).toBe(
        (layout as { title?: string }).title,
      );
    }
  }
}

describe('built-in pages, written and read back', () => {
  it('map back to themselves in English', async () => {
    await checkAll(DEFAULT_LAYOUTS);
  });

  it('map back to themselves in French', async () => {
    await checkAll(await defaultLayoutsIn('fr'));
  });
});

describe('a screen, written and read back', () => {
  it("keeps every node's fields, its placeholders and its state attributes", async () => {
    const screen: Screen = {
      id: 'profile',
      title: 'Hello {{user.name}}',
      nodes: [
        { type: 'text', text: 'Hello {{user.name}}', variant: 'title' },
        { type: 'text', text: '', variant: 'error', id: 'err' },
        {
          type: 'input',
          id: 'nick',
          name: 'nick',
          inputType: 'text',
          label: 'Nickname of {{user.name}}',
          placeholder: '{{user.name}}',
          dynamicAttrs: true,
        },
        {
          type: 'input',
          id: 'mail',
          name: 'email',
          inputType: 'email',
          label: 'Email',
          readOnly: true,
        },
        {
          type: 'button',
          interactionId: 'save',
          label: 'Save',
          variant: 'primary',
          buttonType: 'button',
          disabled: true,
        },
        {
          type: 'link',
          href: 'https://help.example/{{project.slug}}',
          text: 'Help for {{project.name}}',
          dynamicAttrs: true,
        },
      ],
    };
    const content = await readContent(screenToHtml(screen));
    if (!content.ok) throw new Error(content.error.message);
    expect(screenFromContent('profile', content.data)).toEqual(screen);
  });

  it("keeps a screen's polling mark, and adds none to a screen without it", async () => {
    const nodes: Screen['nodes'] = [{ type: 'text', text: 'Check your email', variant: 'title' }];
    for (const screen of [
      { id: 'sent', title: 'Check your email', nodes, polls: true as const },
      { id: 'sent', title: 'Check your email', nodes },
    ]) {
      const content = await readContent(screenToHtml(screen));
      if (!content.ok) throw new Error(content.error.message);
      expect(screenFromContent('sent', content.data)).toEqual(screen);
    }
  });
});
