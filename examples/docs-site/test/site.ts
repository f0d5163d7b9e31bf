import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { audienceKey, MANIFEST_PATH, SiteManifest } from '@gatehouse/docs-gate';
import { pages } from '../src/outline';

export const site = fileURLToPath(new URL('..', import.meta.url));
export const build = `${site}build`;

/** The built site, made by `npm run build` (turbo builds it before the tests run). */
export function requireBuild(): string {
  if (!existsSync(`${build}/sitemap.xml`)) {
    throw new Error(`No built docs site in ${build}: run npm run build first`);
  }
  return build;
}

// Spec 001 §2, written out here rather than read from the outline, so that the test checks the
// outline against the spec and not against itself.
const group = (base: string, names: string) => names.split(', ').map((n) => `${base}/${n}`);
export const docRoutes: string[] = [
  '/',
  // Issue 28's admin-only section, beside spec 001 §2's routes.
  ...group('/administration', 'audit-log-export, sso-scim, workspace-settings'),
  '/audiences/',
  '/audiences/enrichment',
  ...group('/crm-sync', 'hubspot, salesforce'),
  ...group(
    '/dashboard-insights',
    'accounts, audit-logs, dashboard, health-tags, metrics-signals, sentiment-analysis, subscription-tags, subscriptions, timeline, topics, users, zoom-meetings',
  ),
  ...group(
    '/data-connections/apps',
    'hubspot, intercom, mixpanel, ms-teams, salesforce, segment, sendgrid, slack, zendesk, zoom',
  ),
  ...group(
    '/data-connections/database',
    'bigquery, databricks, ms-sql, mysql, postgres, snowflake',
  ),
  '/data-connections/ssh-tunnel',
  ...group(
    '/data-models',
    'accounts-model, conversation-model, data-model, hubspot-activities, invite, npa-models, plan, product-activity-model, subscription-model, support-ticket-model, usage, users-model',
  ),
  ...group('/getting-started', 'inviting-users, rbac'),
  '/pre-requisite',
  '/quick-start',
  '/release-notes',
  '/security',
  // Issue 28: the page that greets the signed-in reader (src/reader-pages/, not in spec 001 §2).
  '/your-account',
  '/journey-funnel/',
  ...group('/journey-funnel', 'ai-funnel, funnels, journey-map'),
  ...group('/notifications', 'email-notifications, ms-teams-notifications, slack-notifications'),
  '/renewal-management/',
  '/tasks/',
  ...group('/usecases', 'customer-success, sales-trials'),
  ...group(
    '/workflows',
    'ai-workflows, create-a-workflow, segment-webhook-workflow, workflow-actions',
  ),
];
export const categoryRoutes = group(
  '/category',
  'administration, apps, audiences, crm-syncs, dashboard--insights, data-models, databases, getting-started, integrations, journey-funnel, notifications, renewal-management, task-management, use-cases, workflows',
);

/** Every file of a build, relative to it; the gate's manifest folder (`.gatehouse/`) left out. */
export function builtFiles(root: string, prefix = ''): string[] {
  return readdirSync(join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const file = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return file === '.gatehouse' ? [] : builtFiles(root, `${file}/`);
    return [file];
  });
}

/** The site manifest the docs gate's theme wrote into a build, checked against its schema. */
export function readManifest(root: string): SiteManifest {
  return SiteManifest.parse(JSON.parse(readFileSync(join(root, MANIFEST_PATH), 'utf8')));
}

/** A doc's source relative to the site: `docs/<id>.md`, or `.mdx` for the hand-written reader pages. */
export const docSource = (id: string): string | undefined =>
  ['md', 'mdx'].map((ext) => `docs/${id}.${ext}`).find((file) => existsSync(join(site, file)));

/** A `<ForAudience>` block of the outline: its page, audience key and two phrases of its text. */
export interface BlockText {
  route: string;
  audience: string;
  phrases: string[];
}

/** Every section of the outline written for some of its page's readers only. */
export function blockTexts(): BlockText[] {
  return pages().flatMap((page) =>
    page.kind !== 'guide'
      ? []
      : page.sections.flatMap((section) => {
          if (!section.audience) return [];
          const sentence = section.body.split(/(?<=\.) /).find((s) => !/[[\]*`()]/.test(s));
          return [
            {
              route: page.route,
              audience: audienceKey(section.audience),
              phrases: [section.heading, sentence ?? ''].filter(Boolean),
            },
          ];
        }),
  );
}
