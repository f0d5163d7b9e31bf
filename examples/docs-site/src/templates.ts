// One template per page kind. Each turns an outline entry into a markdown page with front
// matter; the prose around the entry's data is what every page of that kind shares.
import type { ConnectorPage, GuidePage, ModelPage, Page, Pair, Route, Section } from './outline';

/** The doc id of a route: `/` is `intro`, `/audiences/` is `audiences/index`. */
export function docId(route: Route): string {
  if (route === '/') return 'intro';
  const path = route.slice(1);
  return path.endsWith('/') ? `${path}index` : path;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const yaml = (text: string) => JSON.stringify(text);

function table(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const numbered = (items: readonly string[]) =>
  items.map((item, i) => `${i + 1}. ${item}`).join('\n');
const mermaid = (source: string) => `\`\`\`mermaid\n${source}\n\`\`\``;
const image = (src: string, alt: string) => `![${alt}](${src})`;

/** A previous/next front matter value: the doc id of a route, or null for no link. */
const paginationTarget = (route: Route | null) => (route === null ? 'null' : yaml(docId(route)));

function frontMatter(page: Page): string {
  const { prev, next } = page.pagination ?? {};
  return [
    '---',
    `title: ${yaml(page.title)}`,
    `description: ${yaml(page.description)}`,
    `slug: ${page.route}`,
    ...(page.label ? [`sidebar_label: ${yaml(page.label)}`] : []),
    // JSON is YAML: a word stays a string, a rule a mapping.
    ...(page.access ? [`access: ${JSON.stringify(page.access)}`] : []),
    ...(prev !== undefined ? [`pagination_prev: ${paginationTarget(prev)}`] : []),
    ...(next !== undefined ? [`pagination_next: ${paginationTarget(next)}`] : []),
    '---',
  ].join('\n');
}

function related(routes: Route[] | undefined, titles: Map<Route, string>): string {
  if (!routes?.length) return '';
  return `## Related\n\n${list(routes.map((r) => `[${titles.get(r) ?? r}](${r})`))}`;
}

function troubleshooting(rows: Pair[] | undefined): string {
  if (!rows?.length) return '';
  return `## Troubleshooting\n\n${table(['Symptom', 'What to check'], rows)}`;
}

const join = (...blocks: string[]) => `${blocks.filter(Boolean).join('\n\n')}\n`;

function connector(page: ConnectorPage, titles: Map<Route, string>): string {
  const feeds = page.feeds.map((r) => titles.get(r) ?? r);
  const node = (r: Route, i: number) => `  C --> M${i}["${titles.get(r) ?? r}"]`;
  return join(
    frontMatter(page),
    page.intro,
    `## What Pulse reads`,
    `Pulse only reads from ${page.system}; nothing in this connection writes back, and you can revoke its access at any time. It reads:`,
    list(page.reads),
    `## Before you start`,
    list(page.prerequisites),
    `## Set up the connection`,
    `Only workspace admins can add connections. The form keeps what you typed if the test fails, so you can fix one field and test again.`,
    numbered([
      `In Pulse, open **Settings → Data connections** and select **Add connection → ${page.system}**.`,
      ...page.steps,
      'Select **Test connection**. Pulse checks that it can sign in and read, and shows the first objects it found.',
      'Select **Save**. The first sync starts at once; its progress appears on the connection’s page.',
    ]),
    `## Options`,
    table(['Option', 'What it does', 'Default'], page.options),
    `## How the data flows`,
    `Each sync reads ${page.system} through ${page.transport}, lands the rows in staging tables in your workspace, and then refreshes the models mapped to them: ${feeds.join(', ')}.`,
    mermaid(
      [
        'flowchart LR',
        `  S["${page.system}"] -->|"${page.transport}"| C["Pulse sync"]`,
        ...page.feeds.map(node),
      ].join('\n'),
    ),
    troubleshooting(page.troubleshooting),
    related(page.related, titles),
  );
}

function model(page: ModelPage, titles: Map<Route, string>): string {
  return join(
    frontMatter(page),
    page.intro,
    `## Grain and key`,
    `The model has one row per ${page.grain}. Its key is \`${page.key}\`: two rows with the same key are one record, and the newer sync wins.`,
    `## Fields`,
    table(['Field', 'Type', 'Meaning'], page.fields),
    `## Where the data comes from`,
    `${page.sources} Map the fields under **Data models**, choosing a source object and a column for each field; fields you leave unmapped stay empty and the features that need them say so.`,
    `## Used by`,
    list(page.usedBy.map((r) => `[${titles.get(r) ?? r}](${r})`)),
    `## Modelling notes`,
    list(page.notes),
    related(page.related, titles),
  );
}

/** `<ForAudience roles={['Tenant Admin']}>`, from a section's audience. */
function forAudience(audience: NonNullable<Section['audience']>): string {
  const attributes = Object.entries(audience).map(
    ([key, names]) => `${key}={${JSON.stringify(names)}}`,
  );
  return `<ForAudience ${attributes.join(' ')}>`;
}

function section(s: Section): string {
  const body = sectionBody(s);
  return s.audience ? join(forAudience(s.audience), body, '</ForAudience>').trimEnd() : body;
}

function sectionBody(s: Section): string {
  return join(
    `## ${s.heading}`,
    s.body,
    s.steps ? numbered(s.steps) : '',
    s.table ? table(s.table.head, s.table.rows) : '',
    s.diagram ? mermaid(s.diagram) : '',
    s.image ? image(s.image.src, s.image.alt) : '',
  ).trimEnd();
}

function guide(page: GuidePage, titles: Map<Route, string>): string {
  return join(
    frontMatter(page),
    page.intro,
    ...page.sections.map(section),
    page.tips?.length ? `## Tips\n\n${list(page.tips)}` : '',
    troubleshooting(page.troubleshooting),
    related(page.related, titles),
  );
}

/** The markdown of one page; `titles` names the routes it links to. */
export function render(page: Page, titles: Map<Route, string>): string {
  switch (page.kind) {
    case 'connector':
      return connector(page, titles);
    case 'model':
      return model(page, titles);
    case 'guide':
      return guide(page, titles);
  }
}
