import type { GuidePage } from './types';

export const journeyFunnel: GuidePage[] = [
  {
    kind: 'guide',
    route: '/journey-funnel/',
    tips: [
      'Agree on stage names with the team before building funnels; the same names then appear in workflows and reports.',
      'Review the stall window each quarter: products with a long setup need more than 30 days.',
    ],
    title: 'Journey funnel',
    label: 'Overview',
    description:
      'Follow customers through the stages of their journey, from signup to renewal, and see where they stall.',
    intro:
      'The journey funnel answers one question: how far has each account come on the path to lasting value? You define the stages as product events or model conditions; Pulse places every account at its furthest stage and shows how many move on, and how quickly.',
    sections: [
      {
        heading: 'How accounts move through stages',
        body: 'An account enters a stage when its first qualifying event happens, and stays at the furthest stage it reached. Accounts that have made no progress for the stall window (30 days by default) are marked stalled.',
        diagram: `flowchart LR
  A["Signed up"] --> B["Connected data"]
  B --> C["Invited team"]
  C --> D["Weekly active"]
  D --> E["Renewed"]
  B -. "no progress in 30 days" .-> X["Stalled"]
  C -. "no progress in 30 days" .-> X`,
      },
      {
        heading: 'Three ways to look at it',
        body: 'Use [funnels](/journey-funnel/funnels) for conversion between stages you define, the [journey map](/journey-funnel/journey-map) for the paths accounts actually take, and the [AI funnel](/journey-funnel/ai-funnel) to let Pulse suggest the stages that predict renewal.',
      },
    ],
    related: ['/journey-funnel/funnels', '/data-models/product-activity-model'],
  },
  {
    kind: 'guide',
    route: '/journey-funnel/ai-funnel',
    title: 'AI funnel',
    description:
      'Let Pulse suggest the funnel steps that best separate accounts that renew from those that churn.',
    intro:
      'Choosing funnel stages by intuition often measures what is easy to count rather than what predicts renewal. The AI funnel looks at accounts that renewed and accounts that churned in the last two years and suggests the sequence of product events that best separates them.',
    sections: [
      {
        heading: 'Generate a suggestion',
        body: 'You need at least 50 renewed and 20 churned accounts with product activity for a useful suggestion.',
        steps: [
          'Open **Journey funnel → AI funnel** and select **Suggest stages**.',
          'Pick the outcome to predict: renewal, expansion or trial conversion.',
          'Review the suggested stages, each with how much more often renewing accounts reached it.',
          'Select **Save as funnel** to keep it, and rename stages as your team speaks about them.',
        ],
      },
      {
        heading: 'How the suggestion is made',
        body: 'Pulse compares how often each event happened within the first 90 days for both groups, keeps events with a clear difference, and orders them by when they usually happen.',
        diagram: `flowchart TD
  A["Renewed and churned accounts"] --> B["Events in their first 90 days"]
  B --> C["Compare frequency per group"]
  C --> D["Keep events with a clear lift"]
  D --> E["Order by typical timing"]
  E --> F["Suggested funnel"]`,
      },
    ],
    troubleshooting: [
      [
        '"Not enough outcomes to suggest a funnel"',
        'Map subscription status so Pulse can tell renewed from churned accounts, or widen the period.',
      ],
    ],
    related: ['/journey-funnel/funnels', '/data-models/subscription-model'],
  },
  {
    kind: 'guide',
    route: '/journey-funnel/funnels',
    tips: [
      'Compare cohorts by month of signup to see whether onboarding changes improved conversion.',
    ],
    title: 'Funnels',
    description:
      'Build a funnel of stages from product events and model conditions, and read conversion and time between stages.',
    intro:
      'A funnel is an ordered list of stages. For each stage Pulse shows how many accounts reached it, the share that went on to the next, and the median time it took. Use funnels for onboarding, trials and adoption of a new feature.',
    sections: [
      {
        heading: 'Create a funnel',
        body: 'Each stage is either a product event (for example `report_shared`, at least once) or a condition on a model (for example seats used above 50%).',
        steps: [
          'Open **Journey funnel → Funnels** and select **New funnel**.',
          'Add stages in order; for each, pick an event or a condition and the minimum count.',
          'Choose the cohort: all accounts, an [audience](/audiences/), or accounts created in a period.',
          'Save. The funnel recalculates after each sync.',
        ],
        diagram: `flowchart LR
  S1["Stage 1: 100 accounts"] -->|"72%"| S2["Stage 2: 72"]
  S2 -->|"58%"| S3["Stage 3: 42"]
  S3 -->|"81%"| S4["Stage 4: 34"]`,
      },
      {
        heading: 'Read the results',
        body: 'Select a bar to list its accounts; select the gap between two bars to list accounts that reached one stage but not the next, which is usually the list to act on.',
        image: {
          src: '/img/funnel-chart.svg',
          alt: 'A funnel chart with four stages and the conversion between each',
        },
      },
    ],
    related: ['/journey-funnel/ai-funnel', '/journey-funnel/journey-map'],
  },
  {
    kind: 'guide',
    route: '/journey-funnel/journey-map',
    tips: [
      'Compare two maps side by side, for example self-serve against sales-assisted accounts, to see where their paths differ.',
      'Export a path’s accounts as an audience to follow them up.',
      'Paths taken by fewer than three accounts are grouped as “other” to keep the map readable.',
    ],
    title: 'Journey map',
    description:
      'See the actual paths accounts take between milestones, including loops and drop-offs.',
    intro:
      'Funnels assume one path. Real customers skip steps, go back, and take detours. The journey map draws the paths accounts actually took between the milestones you pick, with the width of each path showing how many accounts took it.',
    sections: [
      {
        heading: 'Build a map',
        body: 'Pick between four and ten milestones; more than that makes the map hard to read.',
        steps: [
          'Open **Journey funnel → Journey map**.',
          'Choose the milestones: events from the [product activity model](/data-models/product-activity-model), or CRM stages.',
          'Pick the period and, optionally, an audience.',
        ],
        diagram: `flowchart LR
  A["Signed up"] --> B["Imported data"]
  A --> C["Invited team"]
  C --> B
  B --> D["First dashboard"]
  D --> E["Weekly active"]
  B --> F["Churned"]`,
      },
      {
        heading: 'Reading the map',
        body: 'Hover a path for its account count and median time. A thick path into an end such as churn, straight from an early milestone, points to an onboarding step that needs help.',
      },
    ],
    related: ['/journey-funnel/funnels'],
  },
];

export const renewals: GuidePage = {
  kind: 'guide',
  route: '/renewal-management/',
  title: 'Renewal management',
  description:
    'Track every upcoming renewal with its risk, forecast category and next steps on one board.',
  intro:
    'Renewal management puts every subscription that ends in the coming months on one board, with its value, health and a forecast category. It is where success managers prepare renewals early, and where leaders see the quarter’s renewal forecast.',
  sections: [
    {
      heading: 'The renewal lifecycle',
      body: 'A subscription enters the board 120 days before it ends (the window is configurable). Pulse proposes a risk level from health and usage; the owner sets the forecast category and logs progress until the renewal closes.',
      diagram: `flowchart LR
  A["120 days out: on the board"] --> B["Risk assessed"]
  B --> C{"Healthy?"}
  C -->|yes| D["Commit"]
  C -->|no| E["Rescue plan and tasks"]
  E --> F["Best case or at risk"]
  D --> G["Renewed"]
  F --> G
  F --> H["Churned"]`,
    },
    {
      heading: 'Set it up',
      body: 'Renewals need the [subscription model](/data-models/subscription-model) with `ends_on` and `arr` mapped.',
      steps: [
        'Open **Renewals → Settings** and choose the window (90, 120 or 180 days).',
        'Decide who owns renewals: the CSM owner of the account, or a renewals team.',
        'Optionally turn on the [Salesforce CRM sync](/crm-sync/salesforce) so forecast categories reach your CRM.',
      ],
    },
    {
      heading: 'Forecast categories',
      body: 'Commit means the customer has agreed; best case means likely but not confirmed; at risk means a rescue plan is running. The forecast totals ARR by category for the selected quarter.',
    },
  ],
  troubleshooting: [
    [
      'A renewal is missing from the board',
      'Its subscription has no `ends_on`, or its status is not `active`.',
    ],
  ],
  related: ['/tasks/', '/dashboard-insights/subscriptions'],
};

export const tasks: GuidePage = {
  kind: 'guide',
  route: '/tasks/',
  title: 'Task management',
  label: 'Tasks',
  description: 'Create, assign and work customer success tasks, by hand or from workflows.',
  intro:
    'Tasks turn signals into actions. A task belongs to an account, has an owner and a due date, and is created by hand or by a [workflow](/workflows/create-a-workflow). Each member sees their open tasks on the home page, ordered by due date and account value.',
  sections: [
    {
      heading: 'Create and work tasks',
      body: 'Tasks can be created from any account page or in bulk from an audience.',
      steps: [
        'On an account, select **New task**, write what to do and why, and pick the owner and due date.',
        'Owners mark tasks done, snooze them, or hand them over; every change appears on the account timeline.',
        'Overdue tasks are highlighted and can trigger a reminder notification.',
      ],
    },
    {
      heading: 'Task fields',
      body: 'These fields can be used in filters, audiences and workflows.',
      table: {
        head: ['Field', 'Meaning'],
        rows: [
          ['Status', 'Open, snoozed, done or cancelled.'],
          ['Priority', 'Low, normal or high; workflows can set it.'],
          ['Source', 'Manual, or the workflow that created it.'],
          ['Due date', 'When it should be done.'],
        ],
      },
    },
  ],
  related: ['/workflows/workflow-actions', '/renewal-management/'],
};

export const audiences: GuidePage[] = [
  {
    kind: 'guide',
    route: '/audiences/',
    tips: [
      'Name audiences for the decision they support, such as “Enterprise renewals Q1 at risk”, so colleagues reuse them instead of building near-copies.',
      'Static audiences (members added by hand or by a workflow) never change on sync; use them for programmes such as an executive sponsor list.',
      'Deleting an audience that a workflow or dashboard uses is blocked until you remove it there.',
    ],
    title: 'Audiences',
    label: 'Overview',
    description:
      'Group accounts or users by conditions on any model, and reuse the groups in dashboards, funnels and workflows.',
    intro:
      'An audience is a saved group of accounts or users defined by conditions, such as enterprise accounts renewing this quarter with falling usage. Audiences update after every sync, so anything built on them (dashboards, funnels, workflows) always works on the current members.',
    sections: [
      {
        heading: 'Create an audience',
        body: 'Conditions can use any mapped field, health tags, and counts of events in a period.',
        steps: [
          'Open **Audiences** and select **New audience**; choose accounts or users.',
          'Add conditions and combine them with AND and OR groups.',
          'Check the preview count, name the audience and save.',
        ],
      },
      {
        heading: 'Where audiences are used',
        body: 'Filter any dashboard by an audience, use one as a funnel cohort, trigger a workflow when an account enters or leaves it, and export its members as CSV. Add data to members with [enrichment](/audiences/enrichment).',
      },
    ],
    related: ['/audiences/enrichment', '/workflows/create-a-workflow'],
  },
  {
    kind: 'guide',
    route: '/audiences/enrichment',
    tips: [
      'Enrich a narrow audience first and check a sample of results before enriching all accounts.',
      'A value you edit by hand on an account is never overwritten by the next refresh.',
    ],
    title: 'Audience enrichment',
    label: 'Enrichment',
    description:
      'Add firmographic data such as industry, size and location to accounts, to segment audiences further.',
    intro:
      'Your own data rarely says how big a customer is or what industry it is in. Enrichment looks up each account’s domain and adds firmographic fields that audiences and dashboards can use.',
    sections: [
      {
        heading: 'Turn on enrichment',
        body: 'Enrichment is per audience, so you only spend lookups on accounts you care about.',
        steps: [
          'Open an audience and select **Enrich**.',
          'Pick the fields to add: industry, employee range, country, founded year.',
          'Confirm. Lookups run in the background; new members are enriched as they join.',
        ],
      },
      {
        heading: 'Enriched fields',
        body: 'Enriched values are stored on the account and refreshed every 90 days.',
        table: {
          head: ['Field', 'Example'],
          rows: [
            ['Industry', 'Software, Financial services'],
            ['Employee range', '201-500'],
            ['Country', 'Germany'],
            ['Founded year', '2014'],
          ],
        },
      },
    ],
    troubleshooting: [
      [
        'Many accounts stay unenriched',
        'Their domain is a free email provider or empty; fix `domain` on the accounts model.',
      ],
    ],
    related: ['/audiences/', '/data-models/accounts-model'],
  },
];

/** A dashboard view: what it shows, how to use it, and what to check when it looks wrong. */
/** The models each dashboard view reads. */
const needs: Record<string, GuidePage['route'][]> = {
  '/dashboard-insights/dashboard': [
    '/data-models/accounts-model',
    '/data-models/subscription-model',
  ],
  '/dashboard-insights/accounts': [
    '/data-models/accounts-model',
    '/data-models/users-model',
    '/data-models/subscription-model',
  ],
  '/dashboard-insights/audit-logs': [],
  '/dashboard-insights/health-tags': [
    '/data-models/accounts-model',
    '/data-models/product-activity-model',
    '/data-models/support-ticket-model',
  ],
  '/dashboard-insights/metrics-signals': [
    '/data-models/product-activity-model',
    '/data-models/usage',
  ],
  '/dashboard-insights/sentiment-analysis': [
    '/data-models/conversation-model',
    '/data-models/npa-models',
  ],
  '/dashboard-insights/subscription-tags': [
    '/data-models/subscription-model',
    '/data-models/plan',
    '/data-models/usage',
  ],
  '/dashboard-insights/subscriptions': ['/data-models/subscription-model', '/data-models/plan'],
  '/dashboard-insights/timeline': [
    '/data-models/support-ticket-model',
    '/data-models/conversation-model',
    '/data-models/hubspot-activities',
  ],
  '/dashboard-insights/topics': [
    '/data-models/conversation-model',
    '/data-models/support-ticket-model',
  ],
  '/dashboard-insights/users': ['/data-models/users-model', '/data-models/product-activity-model'],
  '/dashboard-insights/zoom-meetings': ['/data-models/conversation-model'],
};

function view(
  route: GuidePage['route'],
  title: string,
  description: string,
  intro: string,
  shows: string,
  use: string[],
  extra: Partial<GuidePage> = {},
): GuidePage {
  const models = needs[route] ?? [];
  const behind = models.length
    ? `This view reads the ${models.map((r) => `[${r.split('/').pop()?.replaceAll('-', ' ')}](${r})`).join(', ')}. Until those are mapped it shows an empty state with a link to the mapping screen.`
    : 'This view reads Pulse’s own record of changes in the workspace, so it needs no mapping and works from the first day.';
  const sections = extra.sections ?? [
    { heading: 'What it shows', body: shows },
    {
      heading: 'How to use it',
      body: 'Open it from **Dashboard & Insights** in the main menu.',
      steps: use,
    },
  ];
  return {
    kind: 'guide',
    route,
    title,
    description,
    intro,
    ...extra,
    sections: [
      ...sections,
      {
        heading: 'Data behind this view',
        body: `${behind} Figures refresh after each sync, and the time of the last sync is shown at the bottom of the view. Members restricted to their own accounts see only the figures of those accounts, and totals are computed from what they can see.`,
      },
    ],
  };
}

export const dashboard: GuidePage[] = [
  view(
    '/dashboard-insights/dashboard',
    'Dashboard',
    'The home dashboard: portfolio health, renewals due, changed accounts and your open tasks at a glance.',
    'The dashboard is where each member starts the day. It summarises the health of the accounts they can see, the renewals coming up, the accounts whose health changed since yesterday and their own open tasks.',
    'Four panels: health distribution (accounts per health tag and their ARR), renewals in the next 90 days, accounts that changed health tag since the last sync, and your tasks. Every number links to the list of accounts behind it.',
    [
      'Filter the dashboard by an [audience](/audiences/) or a CSM owner.',
      'Select a panel’s title to open its full view.',
      'Use **Customise** to hide panels or add saved charts.',
    ],
    {
      sections: [
        {
          heading: 'What it shows',
          body: 'Four panels: health distribution (accounts per health tag and their ARR), renewals in the next 90 days, accounts that changed health tag since the last sync, and your tasks. Every number links to the list of accounts behind it.',
          image: {
            src: '/img/dashboard-overview.svg',
            alt: 'The Pulse dashboard with health distribution, renewals due, changed accounts and tasks',
          },
        },
        {
          heading: 'How to use it',
          body: 'The dashboard is personal: each member can customise it without changing anyone else’s.',
          steps: [
            'Filter by an [audience](/audiences/) or a CSM owner.',
            'Select a panel’s title to open its full view.',
            'Use **Customise** to hide panels or add saved charts.',
          ],
        },
      ],
    },
  ),
  view(
    '/dashboard-insights/accounts',
    'Accounts',
    'The accounts list: every customer with health, ARR, renewal date and owner, sortable and filterable.',
    'The accounts view lists every customer you can see, with the columns your team cares about. It is the place to answer questions like which enterprise accounts renew next quarter and are not green.',
    'One row per account from the [accounts model](/data-models/accounts-model), with health score and tag, ARR, next renewal date, CSM owner, active users in the last 30 days and open tasks. Selecting a row opens the account page with its timeline, users and subscriptions.',
    [
      'Add or remove columns with **Columns**; any mapped field can be a column.',
      'Filter by conditions or an audience, and save the filter as a new audience.',
      'Export the current list as CSV.',
    ],
  ),
  view(
    '/dashboard-insights/audit-logs',
    'Audit logs',
    'Who changed what in your Pulse workspace: connections, mappings, roles, workflows and exports.',
    'The audit log records every administrative change in the workspace, so owners can answer who changed a mapping, who exported a list or when a workflow was turned off. It is read-only and kept for two years.',
    'Each entry has the time, the member, the action (for example `connection.updated` or `members.role_changed`), the object and, for changes, the values before and after. Credentials never appear in the log.',
    [
      'Filter by member, action type or period.',
      'Open an entry to see the full before and after values.',
      'Export entries as CSV for your own compliance archive.',
    ],
    { related: ['/security', '/getting-started/rbac'] },
  ),
  view(
    '/dashboard-insights/health-tags',
    'Health tags',
    'Define the rules that tag accounts as healthy, at risk or critical, and see which signals drove each tag.',
    'Health tags are the shared language of your team about customer health. You write the rules (for example, usage down 30% and an urgent ticket open means at risk); Pulse applies them after every sync and records why each account got its tag.',
    'Each tag has a colour, an order and a set of conditions on models and signals. An account gets the first tag whose conditions it meets. The view lists tags with their account counts and ARR, and for each account the conditions that matched.',
    [
      'Open **Health tags → New tag**, name it and pick a colour.',
      'Add conditions, such as product activity down week over week or NPS below 7.',
      'Drag tags to set their order; the first match wins.',
      'Preview which accounts would change before saving.',
    ],
    { related: ['/dashboard-insights/metrics-signals', '/usecases/customer-success'] },
  ),
  view(
    '/dashboard-insights/metrics-signals',
    'Metrics and signals',
    'Define metrics from your models and signals that fire when a metric crosses a threshold or changes trend.',
    'Metrics are numbers per account computed from your models, such as weekly active users or API calls per seat. Signals watch metrics and fire when something meaningful happens: a drop, a spike, a threshold crossed. Health tags and workflows are built on both.',
    'A metric has a formula, a period and a comparison (previous period or plan limit). A signal has a metric, a condition and a cool-down so it does not fire every day. The view charts each metric over time for any account.',
    [
      'Create a metric under **Metrics → New metric**: pick a model, an aggregation and a period.',
      'Create a signal on it, for example weekly active users down more than 25% week over week.',
      'Use the signal in a [health tag](/dashboard-insights/health-tags) or a [workflow](/workflows/create-a-workflow).',
    ],
  ),
  view(
    '/dashboard-insights/sentiment-analysis',
    'Sentiment analysis',
    'How customers feel, scored from conversations, tickets and survey comments, per account and over time.',
    'Sentiment analysis scores the text of support conversations, meeting transcripts and survey comments from negative to positive, so you can spot an account whose tone is souring before it shows in usage.',
    'A per-account sentiment score (the weighted average of the last 90 days), its trend, and the conversations that moved it most. Scores need text: see the connection pages for the settings that import message bodies.',
    [
      'Sort accounts by sentiment trend to find those getting worse.',
      'Open an account to read the most negative recent conversations.',
      'Use sentiment in a health tag condition.',
    ],
    { related: ['/data-models/conversation-model', '/dashboard-insights/topics'] },
  ),
  view(
    '/dashboard-insights/subscription-tags',
    'Subscription tags',
    'Tag subscriptions automatically by plan, term, utilisation and renewal status.',
    'Subscription tags label each subscription with facts useful in renewal conversations: over-utilised, under-utilised, multi-year, auto-renewing, discounted. They are computed from the [subscription](/data-models/subscription-model) and [plan](/data-models/plan) models.',
    'The built-in tags and their rules, the subscriptions carrying each, and any custom tags you defined. Utilisation compares seats and usage with plan limits over the last 30 days.',
    [
      'Turn built-in tags on or off under **Subscription tags → Settings**.',
      'Create custom tags with conditions on subscription fields.',
      'Filter the renewal board by tag, for example over-utilised renewals to prepare an upsell.',
    ],
  ),
  view(
    '/dashboard-insights/subscriptions',
    'Subscriptions',
    'All subscriptions with plan, ARR, term and status, and ARR movements over time.',
    'The subscriptions view lists every contract and charts how recurring revenue moves: new, expansion, contraction and churn per month. It is the view finance and success leaders share.',
    'A table of subscriptions, and an ARR bridge chart for the selected period showing starting ARR, each movement, and ending ARR. Movements are computed by comparing subscription terms.',
    [
      'Pick the period and currency at the top.',
      'Select a movement bar to list the subscriptions behind it.',
      'Export the table for reconciliation with your billing system.',
    ],
  ),
  view(
    '/dashboard-insights/timeline',
    'Timeline',
    'Everything that happened with an account, in order: usage changes, tickets, meetings, emails, tasks and health changes.',
    'The timeline is the account’s story. Before a call, read it to see what the customer did and experienced recently, without opening five tools.',
    'Entries from every connected source in time order: health tag changes, signals, support tickets, meetings, CRM activities, email engagement, tasks and notes. Each entry links back to its source system.',
    [
      'Open an account and select **Timeline**.',
      'Filter by entry type, or search text.',
      'Add a note; notes are visible to everyone who can see the account.',
    ],
  ),
  view(
    '/dashboard-insights/topics',
    'Topics',
    'The subjects customers raise most, grouped from conversations and tickets, with their trend and sentiment.',
    'Topics groups what customers talk about (billing questions, an integration, a missing feature) across support and meetings, so product and success teams see which subjects are growing and how customers feel about them.',
    'Topics with their number of mentions, accounts, ARR affected and average sentiment, over the selected period. Select a topic to read example mentions and the accounts raising it.',
    [
      'Merge two topics that mean the same thing with **Merge**.',
      'Pin topics you want to follow; pinned topics appear on the dashboard.',
      'Create an audience of accounts raising a topic.',
    ],
  ),
  view(
    '/dashboard-insights/users',
    'Users',
    'People across your customer accounts: activity, roles, champions and recently inactive admins.',
    'The users view shows the people inside your customer accounts. Use it to find champions, check whether admins are still active, and see who to invite to training.',
    'One row per user from the [users model](/data-models/users-model), with account, role, last seen date, activity in the last 30 days and champion flag.',
    [
      'Filter to admins inactive for 30 days to find accounts at risk of losing their owner.',
      'Mark champions; workflows can alert you when a champion goes quiet.',
      'Export a list for an email campaign.',
    ],
  ),
  view(
    '/dashboard-insights/zoom-meetings',
    'Zoom meetings',
    'Customer meetings from Zoom with attendees, duration, topics and sentiment per account.',
    'The Zoom meetings view shows which accounts you actually meet, how often, and what you talk about. Long gaps without a meeting on a large account are a common early warning.',
    'Meetings with external participants, matched to accounts by email domain, with duration and, when transcripts are allowed, topics and sentiment. A chart shows meetings per account over time.',
    [
      'Sort accounts by days since the last meeting.',
      'Open a meeting to see its topics and the transcript passages behind them.',
      'Set up the [Zoom connection](/data-connections/apps/zoom) first.',
    ],
  ),
];

export const notifications: GuidePage[] = [
  {
    kind: 'guide',
    route: '/notifications/email-notifications',
    tips: [
      'Keep digests short: one audience and three sections are read more often than everything at once.',
      'Recipients outside your workspace cannot open linked accounts; send them exports instead.',
      'Every digest has an unsubscribe link that removes only that recipient.',
    ],
    title: 'Email notifications',
    label: 'Email',
    description: 'Send Pulse alerts and daily digests by email to members and teams.',
    intro:
      'Email notifications suit people who do not live in chat, such as executives who want a weekly renewal digest. Every member can choose which alerts they receive by email, and admins can send digests to a distribution list.',
    sections: [
      {
        heading: 'Set up',
        body: 'Personal settings apply to one member; team digests are created by admins.',
        steps: [
          'Open **Profile → Notifications** and tick the alerts to receive by email.',
          'Admins: open **Settings → Notifications → Email digests**, choose the content, the schedule and the recipients.',
          'Send a test digest to yourself before sharing it.',
        ],
      },
      {
        heading: 'Digest contents',
        body: 'A digest can include renewals due, accounts that changed health tag, overdue tasks and top topics, filtered by an audience.',
      },
    ],
    troubleshooting: [
      [
        'Digests land in spam',
        'Ask IT to allow Pulse’s sending domain, listed on the digest settings page.',
      ],
    ],
    related: ['/notifications/slack-notifications'],
  },
  {
    kind: 'guide',
    route: '/notifications/ms-teams-notifications',
    tips: [
      'Use one channel per team rather than per alert type; people follow a single channel more reliably.',
      'Cards are updated in place when an alert is resolved, so the channel shows what is still open.',
      'Test a route with **Send test card** before turning it on.',
    ],
    title: 'Microsoft Teams notifications',
    label: 'MS Teams',
    description: 'Post Pulse alerts to Microsoft Teams channels, with the account owner mentioned.',
    intro:
      'If your team works in Microsoft Teams, post alerts where the conversation already happens. Each alert is a card with the account, what changed and buttons to open the account or create a task.',
    sections: [
      {
        heading: 'Set up',
        body: 'Requires the [Microsoft Teams connection](/data-connections/apps/ms-teams).',
        steps: [
          'Open **Settings → Notifications → Microsoft Teams**.',
          'Pick the alert types and the channel for each; different teams can get different alerts.',
          'Turn on **Mention owner** to mention the account’s CSM in the card.',
        ],
      },
      {
        heading: 'Routing',
        body: 'Alerts can be filtered by audience, so enterprise renewals go to one channel and self-serve to another. Workflows can also post to any channel with the notify action.',
      },
    ],
    troubleshooting: [
      [
        'The owner is not mentioned',
        'The CSM’s Pulse email must match their Microsoft 365 address.',
      ],
    ],
    related: ['/workflows/workflow-actions'],
  },
  {
    kind: 'guide',
    route: '/notifications/slack-notifications',
    tips: [
      'Send urgent alerts (a critical account, a renewal at risk) as direct messages and everything else to a team channel.',
      'Threads under an alert are copied to the account timeline when you react with the Pulse emoji.',
      'Use **Send test alert** to check the channel and the bot’s access before turning a route on.',
    ],
    title: 'Slack notifications',
    label: 'Slack',
    description:
      'Post Pulse alerts to Slack channels or direct messages, with buttons to act on them.',
    intro:
      'Slack notifications bring changes in account health, renewals and tasks into the channels your team reads. Alerts carry buttons to open the account, snooze the alert or create a task without leaving Slack.',
    sections: [
      {
        heading: 'Set up',
        body: 'Requires the [Slack connection](/data-connections/apps/slack).',
        steps: [
          'Open **Settings → Notifications → Slack**.',
          'Pick the alert types and a channel for each, or choose **Direct message to owner**.',
          'Invite `@Pulse` to private channels you pick.',
        ],
      },
      {
        heading: 'Quiet hours',
        body: 'Members can set quiet hours in their profile; direct messages wait until the quiet hours end. Channel alerts are never delayed.',
      },
    ],
    troubleshooting: [
      [
        'Buttons in alerts do nothing',
        'The Slack app needs reinstalling after a scope change; reconnect Slack.',
      ],
    ],
    related: ['/workflows/workflow-actions'],
  },
];

export const workflows: GuidePage[] = [
  {
    kind: 'guide',
    route: '/workflows/create-a-workflow',
    tips: [
      'Name workflows after their outcome, such as “Rescue plan for at-risk enterprise accounts”, so the run history reads clearly.',
    ],
    title: 'Create a workflow',
    description:
      'Automate what happens when an account changes: a trigger, optional conditions, and actions.',
    intro:
      'Workflows make sure the right person acts when something changes, without anyone watching a dashboard. Each workflow has one trigger, optional conditions and one or more actions, and runs for every account that meets them.',
    sections: [
      {
        heading: 'How a workflow runs',
        body: 'Triggers are checked after each sync, or when a webhook arrives. A workflow runs at most once per account per cool-down period (a day by default).',
        diagram: `flowchart TD
  T["Trigger: health tag changed to at risk"] --> C{"Conditions: ARR above 20k?"}
  C -->|no| S["Stop"]
  C -->|yes| A1["Action: create task for owner"]
  A1 --> A2["Action: notify Slack channel"]`,
      },
      {
        heading: 'Build it',
        body: 'Start small: one trigger and one action, then add more once it behaves as expected.',
        steps: [
          'Open **Workflows → New workflow** and choose a trigger: health tag change, signal fired, audience entered or left, renewal window reached, or webhook.',
          'Add conditions on account fields or audiences.',
          'Add [actions](/workflows/workflow-actions) and fill in their fields.',
          'Select **Test** to run it against one account without side effects, then turn it on.',
        ],
        image: {
          src: '/img/workflow-builder.svg',
          alt: 'The workflow builder with a trigger, a condition and two actions',
        },
      },
    ],
    troubleshooting: [
      [
        'The workflow never runs',
        'Check its run history: the condition may exclude every account, or the cool-down is still active.',
      ],
    ],
    related: ['/workflows/workflow-actions', '/workflows/ai-workflows'],
  },
  {
    kind: 'guide',
    route: '/workflows/ai-workflows',
    tips: [
      'Be specific about amounts and periods (“ARR above 50,000”, “for two weeks”); vague descriptions produce drafts with guessed values, highlighted for you to check.',
      'Drafts are created turned off and named after your description; rename them before turning them on.',
    ],
    title: 'AI workflows',
    description:
      'Describe a workflow in plain language and let Pulse draft its trigger, conditions and actions.',
    intro:
      'AI workflows let you describe what should happen (for example, when an enterprise account’s usage drops for two weeks, create a task for the owner and tell the team channel) and get a draft workflow to review. Nothing runs until you check and turn it on.',
    sections: [
      {
        heading: 'Draft a workflow',
        body: 'The draft only uses triggers, fields and actions that exist in your workspace.',
        steps: [
          'Open **Workflows → New workflow → Describe it**.',
          'Write what should happen, naming the audience, the change and the actions.',
          'Review the draft: each part shows the sentence it came from.',
          'Edit anything that is not right, test, and turn it on.',
        ],
        diagram: `flowchart LR
  D["Your description"] --> P["Draft: trigger, conditions, actions"]
  P --> R["You review and edit"]
  R --> T["Test on one account"]
  T --> O["Turned on"]`,
      },
      {
        heading: 'Limits',
        body: 'Drafts never include webhooks or CRM writes; add those by hand. Descriptions are not stored after the draft is made.',
      },
    ],
    related: ['/workflows/create-a-workflow'],
  },
  {
    kind: 'guide',
    route: '/workflows/segment-webhook-workflow',
    tips: [
      'Keep event names stable in your tracking plan; renaming an event silently stops workflows that listen for the old name.',
      'Use a property condition, such as `plan = enterprise`, to keep self-serve noise out of the owner’s messages.',
    ],
    title: 'Segment webhook workflow',
    description:
      'Trigger a workflow from a Segment event the moment it happens, for example a cancellation page view.',
    intro:
      'Some moments cannot wait for the next sync: a customer opening the cancellation page, or downgrading their plan. A Segment webhook workflow starts as soon as Segment delivers the event to Pulse.',
    sections: [
      {
        heading: 'Set it up',
        body: 'Requires the [Segment connection](/data-connections/apps/segment) with the account id in `group` calls.',
        steps: [
          'Create a workflow with the trigger **Segment event** and enter the event name, such as `Cancellation Page Viewed`.',
          'Optionally add conditions on event properties.',
          'Add actions, for example notify the owner by direct message and create a high-priority task.',
        ],
        diagram: `sequenceDiagram
  participant App as Your product
  participant Seg as Segment
  participant P as Pulse
  participant CSM as Account owner
  App->>Seg: track Cancellation Page Viewed
  Seg->>P: destination call
  P->>P: match account, check conditions
  P->>CSM: direct message and task`,
      },
      {
        heading: 'Deduplication',
        body: 'Segment may deliver an event more than once. Pulse ignores repeated message ids, and the workflow cool-down stops repeated alerts for the same account.',
      },
    ],
    troubleshooting: [
      [
        'The workflow does not fire',
        'Check **Recent events** on the Segment connection for the exact event name; names are case-sensitive.',
      ],
    ],
    related: ['/data-connections/apps/segment'],
  },
  {
    kind: 'guide',
    route: '/workflows/workflow-actions',
    tips: [
      'Put the notify action last so the message can link to the task the workflow just created.',
    ],
    title: 'Workflow actions',
    description:
      'Every action a workflow can take: tasks, notifications, CRM updates, audience changes and webhooks.',
    intro:
      'Actions are what a workflow does once its trigger and conditions match. A workflow runs its actions in order; if one fails, the later ones still run and the failure is shown in the run history.',
    sections: [
      {
        heading: 'Available actions',
        body: 'Text fields accept placeholders such as `{{account.name}}` and `{{account.csm_owner}}`.',
        table: {
          head: ['Action', 'What it does'],
          rows: [
            ['Create task', 'Creates a task on the account with owner, due date and priority.'],
            ['Notify', 'Posts to Slack, Microsoft Teams or email.'],
            ['Update CRM', 'Writes a field or creates a task in HubSpot or Salesforce.'],
            ['Add to audience', 'Adds the account to a static audience.'],
            ['Set health tag', 'Overrides the tag until a date.'],
            ['Call webhook', 'Sends a signed JSON POST to your URL.'],
          ],
        },
      },
      {
        heading: 'Webhook payloads',
        body: 'Webhook calls carry the workflow id, the account id and name, and the trigger details, signed with an HMAC of the body in the `x-pulse-signature` header. Your endpoint should answer within ten seconds; failed calls are retried three times with backoff.',
        diagram: `flowchart LR
  W["Workflow matched"] --> A["Actions in order"]
  A --> T["Create task"]
  A --> N["Notify"]
  A --> H["Call webhook"]
  H -->|"fails"| R["Retry up to 3 times"]`,
      },
    ],
    related: ['/workflows/create-a-workflow', '/tasks/'],
  },
];
