import type { GuidePage } from './types';

export const intro: GuidePage = {
  kind: 'guide',
  route: '/',
  // Public, with the security page: what Pulse is and how it keeps data, before signing in.
  access: 'public',
  // Its next page in the sidebar is the Getting Started category, for signed-in readers only.
  pagination: { next: null },
  title: 'Welcome to Pulse',
  label: 'Introduction',
  description:
    'Pulse turns product usage, support and CRM data into account health, renewal forecasts and timely tasks for customer success teams.',
  intro:
    'Pulse is a customer-success and renewal analytics product. It connects to the places where customer signals already live (your product database, event pipeline, help desk, CRM and meeting tools), joins them per account, and tells your team which customers need attention, which renewals are at risk and which are ready to grow.',
  sections: [
    {
      heading: 'Who these docs are for',
      body: 'Customer success managers use Pulse every day to prioritise accounts and work their task list. Sales engineers and operations teams set up data connections, map models and build workflows. Leaders read the dashboards and renewal forecasts. Each part of these docs starts with what a feature is for, then how to set it up and use it, then what to do when something looks wrong.',
    },
    {
      heading: 'Where to start',
      body: 'If your workspace is new, read the prerequisites and then follow the quick start, which takes about thirty minutes with a database at hand.',
      steps: [
        'Check the [prerequisites](/pre-requisite): who needs access and which data you will connect.',
        'Follow the [quick start](/quick-start) to connect a first source and see health scores.',
        'Connect more [data sources](/category/integrations) and map the [data models](/category/data-models).',
        'Set up [renewal management](/renewal-management/) and [workflows](/category/workflows) so the right people act on what Pulse finds.',
      ],
    },
    {
      heading: 'How Pulse fits together',
      body: 'Data flows one way: connections pull data on a schedule, models give it a shared shape keyed on the account, and features (health tags, funnels, renewals, audiences, workflows and notifications) read the models. Nothing in Pulse writes back to your sources, except the CRM syncs you turn on explicitly.',
      diagram: `flowchart LR
  S["Sources: databases, apps"] --> C["Connections"]
  C --> M["Models keyed on account"]
  M --> F["Health, funnels, renewals"]
  F --> W["Workflows and tasks"]
  F --> N["Notifications"]
  M --> R["CRM syncs"]`,
    },
  ],
  // Public: its related links name public pages only (their titles are in this page).
  related: ['/security'],
};

export const gettingStarted: GuidePage[] = [
  {
    kind: 'guide',
    route: '/pre-requisite',
    title: 'Prerequisites',
    description:
      'What you need before setting up Pulse: people, access to data sources and network allow-listing.',
    intro:
      'A Pulse rollout goes fastest when the right people and credentials are ready on day one. This page lists what to gather before you start the quick start, so that nobody waits on an access request halfway through.',
    sections: [
      {
        heading: 'People',
        body: 'You need a workspace owner (usually the head of customer success or operations), someone who can create read-only database users, and an admin for each app you plan to connect.',
      },
      {
        heading: 'Data and access',
        body: 'Gather these for the first connection; the rest can follow later.',
        table: {
          head: ['What', 'Why', 'Who usually has it'],
          rows: [
            [
              'A read-only database or warehouse user',
              'Accounts, users and subscriptions come from there',
              'Data or platform engineering',
            ],
            [
              'An account id shared by product and CRM',
              'It joins every model',
              'Product engineering',
            ],
            [
              'CRM admin access',
              'To approve the HubSpot or Salesforce connection',
              'Sales operations',
            ],
            ['Help desk admin access', 'For Zendesk or Intercom tokens', 'Support operations'],
          ],
        },
      },
      {
        heading: 'Network',
        body: 'Pulse connects from a fixed set of outbound addresses, listed under **Settings → Network** in your workspace. Allow them in the firewall or security group in front of your database, or plan an [SSH tunnel](/data-connections/ssh-tunnel) if the database must stay private.',
      },
    ],
    related: ['/quick-start', '/security'],
  },
  {
    kind: 'guide',
    route: '/quick-start',
    title: 'Quick start',
    description:
      'Connect a first data source, map accounts and see your first health scores in about thirty minutes.',
    intro:
      'This walk-through takes a new workspace from empty to a first list of accounts with health scores. It uses a PostgreSQL database as the example source; any [database connection](/category/databases) works the same way.',
    sections: [
      {
        heading: 'Connect your data',
        body: 'Start with the source that holds your customer accounts.',
        steps: [
          'Sign in to Pulse and open **Settings → Data connections**.',
          'Choose **Add connection → PostgreSQL** and fill in the form as described in [PostgreSQL](/data-connections/database/postgres).',
          'Select **Test connection**, then **Save**. The first sync starts at once.',
        ],
      },
      {
        heading: 'Map the accounts model',
        body: 'Pulse needs to know which table holds accounts and which column is the account id.',
        steps: [
          'Open **Data models → Accounts** and pick the source table.',
          'Map `account_id`, `name` and `domain`; the other fields are optional.',
          'Save and wait for the model to show a row count.',
        ],
        image: {
          src: '/img/model-mapping.svg',
          alt: 'The mapping screen: source columns on the left, account model fields on the right',
        },
      },
      {
        heading: 'See health scores',
        body: 'Open **Dashboard**. Each account has a health score from 0 to 100 computed from whatever data is mapped so far; with only accounts mapped the score is neutral. Map [product activity](/data-models/product-activity-model) and [subscriptions](/data-models/subscription-model) next, and the scores start to separate healthy customers from those at risk.',
      },
    ],
    troubleshooting: [
      [
        'The test connection times out',
        'Allow Pulse’s addresses in your firewall, or use an SSH tunnel.',
      ],
      [
        'The accounts model shows zero rows',
        'The mapped table is empty for the read-only user; check its grants.',
      ],
    ],
    related: ['/pre-requisite', '/data-models/accounts-model', '/dashboard-insights/dashboard'],
  },
  {
    kind: 'guide',
    route: '/getting-started/inviting-users',
    tips: [
      'Invite people in the same week you run the team’s first health review, so they see Pulse used for real work right away.',
    ],
    title: 'Inviting users',
    description:
      'Invite colleagues to your Pulse workspace, choose their role, and manage pending invitations.',
    intro:
      'Pulse works best when the whole customer-facing team uses it: success managers, account executives, support leads. Invite them from the workspace settings; each invitation carries the role they get when they accept.',
    sections: [
      {
        heading: 'Send an invitation',
        body: 'Only workspace owners and admins can invite.',
        steps: [
          'Open **Settings → Members** and select **Invite**.',
          'Enter one or more work email addresses, separated by commas.',
          'Pick a role (see [roles and permissions](/getting-started/rbac)) and select **Send**.',
        ],
      },
      {
        heading: 'Pending invitations',
        body: 'Invitations are valid for seven days. The members list shows them as pending, with actions to resend or revoke. Resending resets the seven days; revoking makes the link stop working at once. If your company signs in with single sign-on, invited people still accept by email once, and sign in through your identity provider afterwards.',
      },
    ],
    troubleshooting: [
      [
        'The invitee never received the email',
        'Check spam, then resend; some filters hold the first message from a new sender.',
      ],
      ['"This invitation has expired"', 'Resend it from the members list.'],
    ],
    related: ['/getting-started/rbac', '/security'],
  },
  {
    kind: 'guide',
    route: '/getting-started/rbac',
    tips: [
      'Give admin rights to at least two people so that connections can still be fixed when one of them is away.',
      'Role changes are recorded in the audit log with who made them.',
    ],
    title: 'Roles and permissions',
    label: 'Roles and permissions (RBAC)',
    description:
      'The roles in a Pulse workspace, what each may do, and how to restrict people to their own accounts.',
    intro:
      'Role-based access control decides who can change connections, who can edit workflows and who only reads dashboards. Every member has exactly one workspace role; success managers can additionally be limited to the accounts they own.',
    sections: [
      {
        heading: 'Workspace roles',
        body: 'Choose the narrowest role that lets someone do their job.',
        table: {
          head: ['Role', 'Can do'],
          rows: [
            ['Owner', 'Everything, including billing and deleting the workspace.'],
            ['Admin', 'Manage members, connections, models, workflows and notifications.'],
            ['Manager', 'Edit audiences, tasks, workflows and dashboards; read connections.'],
            ['Member', 'Work their tasks, read dashboards and accounts.'],
            ['Viewer', 'Read only.'],
          ],
        },
      },
      {
        heading: 'Limit members to their accounts',
        body: 'Turn on **Restrict to owned accounts** for a member to show them only accounts where they are the CSM owner in the [accounts model](/data-models/accounts-model). Dashboards, audiences and search respect the restriction. Change a role under **Settings → Members** by selecting the member; the change applies on their next page load.',
      },
      {
        heading: 'Before you change a role',
        audience: { roles: ['Tenant Admin'] },
        body: 'As a Tenant Admin you can change every role in the workspace, your own included. Keep at least two Owners so that billing and deletion never rest on one person, and demote an Admin only after their scheduled exports have a new owner under [workspace settings](/administration/workspace-settings). Every change is recorded in the [audit log export](/administration/audit-log-export) with who made it.',
        steps: [
          'Open **Settings → Members** and filter by role to see who holds it today.',
          "Move the member's workflows and exports to a teammate before lowering their role.",
          'Change the role, then ask the member to reload Pulse so that it takes effect.',
        ],
      },
    ],
    related: ['/getting-started/inviting-users', '/dashboard-insights/audit-logs'],
  },
];

export const security: GuidePage = {
  kind: 'guide',
  route: '/security',
  access: 'public',
  // Its sidebar neighbours (the last workflow page, the release notes) are for signed-in readers.
  pagination: { prev: null, next: null },
  title: 'Security',
  description:
    'How Pulse protects your customer data: encryption, access to sources, retention and sign-in.',
  intro:
    'Pulse holds data about your customers, so it is built to take as little access as possible and to protect what it keeps. This page summarises the controls; your account team can share the full security report.',
  sections: [
    {
      heading: 'Access to your sources',
      body: 'Every connection uses read-only credentials that you create and can revoke at any time. Pulse never needs write access to a database. CRM syncs write only the fields you map. Credentials are encrypted with a per-workspace key and are never shown again after you save them.',
    },
    {
      heading: 'Data protection',
      body: 'Data is encrypted in transit with TLS 1.2 or later and at rest with AES-256. Each workspace has its own logical storage. Message bodies and transcripts are kept only when you allow them, and are deleted 90 days after they are scored unless you choose a longer period.',
    },
    {
      heading: 'Sign-in and auditing',
      body: 'Members sign in with email, passkeys or your company’s single sign-on, and admins can require SSO for the whole workspace. Every change to connections, roles and workflows is recorded in the [audit log](/dashboard-insights/audit-logs). Analytics on these docs record only the email domain of the reader, never the full address.',
    },
  ],
  related: ['/'],
};

export const releaseNotes: GuidePage = {
  kind: 'guide',
  route: '/release-notes',
  // The Administration category follows it in the sidebar, for admins only.
  pagination: { next: null },
  title: 'Release notes',
  description:
    'What changed in Pulse in 2025: new connectors, AI funnels, renewal forecasting and notification channels.',
  intro:
    'These notes list the changes that matter to people using and administering Pulse, newest first. Small fixes ship continuously and are not listed.',
  sections: [
    {
      heading: 'November 2025',
      body: 'Renewal management gained forecast categories (commit, best case, at risk), and the renewal board can be filtered by CSM owner. The Databricks connection now supports service principals with OAuth. Microsoft Teams notifications can mention the account owner.',
    },
    {
      heading: 'August 2025',
      body: 'AI funnels suggest the steps that best separate accounts that renew from accounts that churn. Workflows have a new action to create a CRM task. The Zoom connection can analyse transcripts for topics and sentiment when you allow it.',
    },
    {
      heading: 'April 2025',
      body: 'Audiences can be enriched with firmographic data. Health tags can combine conditions with AND and OR. SendGrid joined the app connections, and syncs through SSH tunnels pin the bastion’s host key.',
    },
    {
      heading: 'January 2025',
      body: 'The Databricks and Snowflake connections replaced password sign-in with service principals and key pairs. Subscription tags arrived with built-in rules for over- and under-utilised plans, and the audit log can be exported as CSV.',
    },
  ],
  related: ['/journey-funnel/ai-funnel', '/renewal-management/'],
};

export const useCases: GuidePage[] = [
  {
    kind: 'guide',
    route: '/usecases/customer-success',
    tips: [
      'Review health tag definitions with the team after each quarter’s renewals: tags that never preceded a churn can be dropped.',
    ],
    title: 'Customer success teams',
    label: 'Customer success',
    description:
      'How a customer success team runs its week with Pulse: health reviews, tasks and renewal preparation.',
    intro:
      'A customer success team uses Pulse to decide where to spend its time. Instead of reviewing every account on a fixed rota, each manager starts the week from the accounts whose health changed and the renewals coming up.',
    sections: [
      {
        heading: 'A typical week',
        body: 'Monday starts on the [dashboard](/dashboard-insights/dashboard) with the accounts whose health tags changed. Managers work the [task list](/tasks/) that [workflows](/category/workflows) filled overnight: a champion left, usage dropped, an urgent ticket stayed open. Before each customer call they read the account [timeline](/dashboard-insights/timeline). On Friday the team lead reviews the [renewal board](/renewal-management/) for the next 120 days.',
      },
      {
        heading: 'What to set up first',
        body: 'Connect product usage and the help desk before anything else; they carry the strongest signals.',
        steps: [
          'Map [product activity](/data-models/product-activity-model) and [support tickets](/data-models/support-ticket-model).',
          'Define three or four [health tags](/dashboard-insights/health-tags) your team agrees on.',
          'Create a workflow that opens a task when an account turns red.',
        ],
      },
    ],
    related: ['/dashboard-insights/health-tags', '/tasks/'],
  },
  {
    kind: 'guide',
    route: '/usecases/sales-trials',
    title: 'Sales trials',
    description:
      'Use Pulse to follow free trials and proofs of concept, and hand the promising ones to sales at the right moment.',
    intro:
      'Trials succeed when the trial account reaches its first real value quickly. Sales engineers use Pulse to see which trial accounts are progressing, which are stuck, and when a trial is ready for a conversation about buying.',
    sections: [
      {
        heading: 'Track trial progress',
        body: 'Create an [audience](/audiences/) of accounts whose subscription status is `trial`, and a [funnel](/journey-funnel/funnels) of the activation steps that matter: invite a colleague, connect data, share a first report. The funnel shows where each trial account is and how long it has been there.',
      },
      {
        heading: 'Hand over at the right time',
        body: 'Build a [workflow](/workflows/create-a-workflow) that notifies the account executive in Slack when a trial account completes the funnel, and another that creates a task for the sales engineer when a trial has been idle for five days. Both use the same audience, so changing the definition of a trial changes both.',
      },
    ],
    troubleshooting: [
      [
        'Trial accounts are missing from the audience',
        'Map `status` on the subscription model, with `trial` for trials.',
      ],
    ],
    related: ['/journey-funnel/funnels', '/notifications/slack-notifications'],
  },
];
