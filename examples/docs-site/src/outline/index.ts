// The outline: the one place where the site's structure lives. Its order is the sidebar's
// order; each category's label fixes its generated page's route (`slug`, checked on generate).
import { administration } from './admin';
import { apps, crmSyncs, databases, sshTunnel } from './connectors';
import {
  audiences,
  dashboard,
  journeyFunnel,
  notifications,
  renewals,
  tasks,
  workflows,
} from './features';
import { models } from './models';
import { gettingStarted, intro, releaseNotes, security, useCases } from './start';
import { type Category, isCategory, type OutlineNode, type Page } from './types';

export const outline: OutlineNode[] = [
  intro,
  {
    category: 'Getting Started',
    slug: '/category/getting-started',
    description: 'Prepare your workspace, connect a first source, invite your team and set roles.',
    items: gettingStarted,
  },
  {
    category: 'Use Cases',
    slug: '/category/use-cases',
    description: 'How customer success and sales teams use Pulse day to day.',
    items: useCases,
  },
  {
    category: 'Integrations',
    slug: '/category/integrations',
    description: 'Connect databases, warehouses and apps so Pulse can read your customer data.',
    items: [
      {
        category: 'Databases',
        slug: '/category/databases',
        description:
          'Read accounts, users, subscriptions and events from databases and warehouses.',
        items: databases,
      },
      {
        category: 'Apps',
        slug: '/category/apps',
        description: 'Connect CRM, product analytics, support, email, chat and meeting tools.',
        items: apps,
      },
      sshTunnel,
    ],
  },
  {
    category: 'CRM Syncs',
    slug: '/category/crm-syncs',
    description: 'Write health scores and renewal risk back to your CRM.',
    items: crmSyncs,
  },
  {
    category: 'Data Models',
    slug: '/category/data-models',
    description: 'The models every feature reads, their fields and how to map them.',
    items: models,
  },
  {
    category: 'Journey Funnel',
    slug: '/category/journey-funnel',
    description: 'Follow accounts through their journey and find where they stall.',
    items: journeyFunnel,
  },
  {
    category: 'Renewal Management',
    slug: '/category/renewal-management',
    description: 'Prepare and forecast renewals.',
    items: [renewals],
  },
  {
    category: 'Task Management',
    slug: '/category/task-management',
    description: 'Turn signals into owned, dated tasks.',
    items: [tasks],
  },
  {
    category: 'Audiences',
    slug: '/category/audiences',
    description: 'Saved groups of accounts or users, and their enrichment.',
    items: audiences,
  },
  {
    category: 'Dashboard & Insights',
    slug: '/category/dashboard--insights',
    description: 'The views where you read account health, usage, sentiment and revenue.',
    items: dashboard,
  },
  {
    category: 'Notifications',
    slug: '/category/notifications',
    description: 'Get alerts by email, Slack or Microsoft Teams.',
    items: notifications,
  },
  {
    category: 'Workflows',
    slug: '/category/workflows',
    description: 'Automate actions when accounts change.',
    items: workflows,
  },
  security,
  releaseNotes,
  // Last, so that no page for every signed-in reader has an admin page as its sidebar neighbour
  // but the release notes (whose next link the outline removes).
  {
    category: 'Administration',
    slug: '/category/administration',
    description:
      'Workspace settings, single sign-on and SCIM, and the audit log: for workspace admins.',
    items: administration,
  },
];

/** Every page in sidebar order. */
export function pages(nodes: OutlineNode[] = outline): Page[] {
  return nodes.flatMap((node) => (isCategory(node) ? pages(node.items) : [node]));
}

/** Every category, depth first. */
export function categories(nodes: OutlineNode[] = outline): Category[] {
  return nodes.flatMap((node) => (isCategory(node) ? [node, ...categories(node.items)] : []));
}

export * from './types';
