import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_CSS_VALUE_CHARS } from './values';
import {
  CONTENT_ATTRIBUTE_FAMILIES,
  CONTENT_ATTRIBUTES,
  CONTENT_TAGS,
  type ContentTagRule,
  type ContentValueCheck,
} from './vocabulary';

// Core's README prints the allowlist as vocabulary.ts holds it: this test writes the table
// from the data and fails when the README's differs. `UPDATE=1 npx vitest run --project core
// src/content/readme.test.ts` rewrites it.

const README = resolve(dirname(fileURLToPath(import.meta.url)), '../../README.md');
const START = '<!-- content-allowlist:start (generated from src/content/vocabulary.ts) -->';
const END = '<!-- content-allowlist:end -->';

const code = (text: string) => `\`${text}\``;
/** A table cell: a `|` inside it would end the cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

function checkText(check: ContentValueCheck): string {
  if (typeof check !== 'string') return `one of ${check.map(code).join(', ')}`;
  return {
    text: 'any text',
    href: 'a link: `http:`, `https:`, `mailto:`, `otpauth:` or a relative path',
    src: 'a link as `href`, or a `data:image/(png|jpeg|gif|webp|svg+xml);base64,` image',
    css: `one CSS value: no \`;{}<>\\\`, no \`url(\` nor another loading function, at most ${MAX_CSS_VALUE_CHARS} characters`,
  }[check];
}

function ownAttributes(rule: ContentTagRule): string {
  if (!rule.attributes) return 'the shared attributes';
  return Object.entries(rule.attributes)
    .map(([name, check]) => (check === 'text' ? code(name) : `${code(name)} (${checkText(check)})`))
    .join(', ');
}

/** The README's table, from the vocabulary. */
function allowlistTable(): string {
  const tags = Object.entries(CONTENT_TAGS);
  const provider = tags.filter(([, rule]) => rule.source === 'provider').map(([tag]) => code(tag));
  const others = tags.filter(([, rule]) => rule.source !== 'provider');
  const byCheck = new Map<string, string[]>();
  for (const [name, check] of Object.entries(CONTENT_ATTRIBUTES)) {
    const key = checkText(check);
    byCheck.set(key, [...(byCheck.get(key) ?? []), code(name)]);
  }
  for (const family of CONTENT_ATTRIBUTE_FAMILIES) {
    const key = checkText(family.check);
    byCheck.set(key, [...(byCheck.get(key) ?? []), `${code(family.name)} (${family.note})`]);
  }
  return [
    START,
    '',
    `**Components** (${provider.length}, the provider's UI library, with the shared attributes): ${provider.join(', ')}.`,
    '',
    '| Other tag | Why | Attributes kept |',
    '|---|---|---|',
    ...others.map(
      ([tag, rule]) =>
        `| ${code(tag)} | ${rule.source === 'gatehouse' ? "Gatehouse's extension" : 'HTML'}: ${rule.note} | ${cell(ownAttributes(rule))} |`,
    ),
    '',
    '**Shared attributes** (names lowercased; each kept only when its value passes its check):',
    '',
    '| Value kept when it is | Attributes |',
    '|---|---|',
    ...[...byCheck].map(([check, names]) => `| ${cell(check)} | ${cell(names.join(', '))} |`),
    '',
    END,
  ].join('\n');
}

describe("core's README", () => {
  it('prints the allowlist as vocabulary.ts holds it', () => {
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, 'the README has the generated table markers').toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const current = readme.slice(start, end + END.length);
    const table = allowlistTable();
    if (process.env.UPDATE && current !== table) {
      writeFileSync(
        README,
        readme.replace(current, () => table),
      );
      return;
    }
    expect(current).toBe(table);
  });
});
