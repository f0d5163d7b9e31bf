import { describe, expect, it } from 'vitest';
import type { Screen } from '../nodes';
import { applyPlaceholders, fillPlaceholders, placeholderValues } from './placeholders';

const STATE = {
  project: { name: 'Acme' },
  form: { email: 'ada@example.com', count: 0, off: false, nested: { a: 1 } },
  user: { name: 'Ada' },
};

describe('fillPlaceholders', () => {
  it('fills dotted paths into the state, spaces allowed inside the braces', () => {
    expect(fillPlaceholders('Hi {{user.name}} of {{ project.name }}', STATE)).toBe(
      'Hi Ada of Acme',
    );
  });

  it('reads a missing, falsy (0, false) or non-scalar value as the empty string', () => {
    expect(
      fillPlaceholders('[{{form.count}}][{{form.off}}][{{nope.x}}][{{form.nested}}]', STATE),
    ).toBe('[][][][]');
  });

  it('leaves single braces and a value that looks like a placeholder as they are', () => {
    const values = { form: { email: '{{user.name}}' }, user: { name: 'Ada' } };
    expect(fillPlaceholders('{email} {{form.email}}', values)).toBe('{email} {{user.name}}');
  });

  it('does not walk the prototype chain', () => {
    expect(fillPlaceholders('{{constructor.name}}{{form.__proto__}}', STATE)).toBe('');
  });
});

const screen = (nodes: Screen['nodes'], title?: string): Screen => ({ id: 's', title, nodes });

describe('applyPlaceholders', () => {
  it('fills the text of text and link nodes, their href, and the title', () => {
    const shown = applyPlaceholders(
      screen(
        [
          { type: 'text', text: 'Code sent to {{form.email}}' },
          {
            type: 'container',
            children: [
              { type: 'link', href: 'https://x.test/{{user.name}}', text: '{{project.name}}' },
            ],
          },
        ],
        'Welcome {{user.name}}',
      ),
      STATE,
    );
    expect(shown.title).toBe('Welcome Ada');
    expect(shown.nodes[0]).toMatchObject({ text: 'Code sent to ada@example.com' });
    expect(shown.nodes[1]).toMatchObject({
      children: [{ href: 'https://x.test/Ada', text: 'Acme' }],
    });
  });

  it('drops an href that is no longer a safe URL once filled', () => {
    const shown = applyPlaceholders(screen([{ type: 'link', href: '{{form.url}}', text: 'go' }]), {
      form: { url: 'javascript:alert(1)' },
    });
    expect(shown.nodes[0]).toMatchObject({ href: '' });
  });

  it('fills the attributes of a node only when it has dynamicAttrs', () => {
    const label = 'Email of {{user.name}}';
    const shown = applyPlaceholders(
      screen([
        { type: 'input', name: 'a', inputType: 'text', label },
        {
          type: 'input',
          name: 'b',
          inputType: 'text',
          label,
          placeholder: '{{form.email}}',
          dynamicAttrs: true,
        },
        {
          type: 'image',
          src: 'https://x.test/{{user.name}}.png',
          alt: '{{project.name}}',
          dynamicAttrs: true,
        },
      ]),
      STATE,
    );
    expect(shown.nodes[0]).toMatchObject({ label });
    expect(shown.nodes[1]).toMatchObject({
      label: 'Email of Ada',
      placeholder: 'ada@example.com',
      name: 'b',
    });
    expect(shown.nodes[2]).toMatchObject({ src: 'https://x.test/Ada.png', alt: 'Acme' });
  });

  it('never changes the document it is given', () => {
    const doc = screen([{ type: 'text', text: '{{user.name}}' }]);
    applyPlaceholders(doc, STATE);
    expect(doc.nodes[0]).toMatchObject({ text: '{{user.name}}' });
  });
});

describe('placeholderValues', () => {
  it('adds the remembered lastAuth and the form option under form (the state wins)', () => {
    const values = placeholderValues(
      { form: { email: 'server@x.test' } },
      { loginId: 'ada@x.test', name: 'Ada' },
      { email: 'page@x.test', plan: 'pro' },
    );
    expect(values).toMatchObject({
      lastAuth: { loginId: 'ada@x.test', name: 'Ada' },
      form: { email: 'server@x.test', plan: 'pro' },
    });
  });
});
