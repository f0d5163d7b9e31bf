import type { ModelPage } from './types';

export const models: ModelPage[] = [
  {
    kind: 'model',
    route: '/data-models/data-model',
    title: 'How the data model works',
    label: 'Data model overview',
    description:
      'How Pulse organises connected data into models, how they join, and how to map your own tables.',
    intro:
      'Every feature in Pulse reads from a small set of models: accounts, users, subscriptions, activity and conversations. Connections fill them; you decide which source table or object feeds each field in the mapping screen. This page explains the shared conventions; each model has its own page with its fields.',
    grain: 'model, one entry per model registered in your workspace',
    key: 'model_name',
    fields: [
      ['model_name', 'text', 'The model, such as `accounts` or `subscriptions`.'],
      ['source_connection', 'text', 'The connection that fills it.'],
      ['source_object', 'text', 'The table, view or API object read.'],
      ['cursor_column', 'text', 'Column used to find new and changed rows.'],
      ['last_synced_at', 'timestamp', 'When the last sync finished.'],
      ['row_count', 'integer', 'Rows after the last sync.'],
    ],
    sources:
      'The registry is written by Pulse itself whenever you save a mapping or a sync finishes.',
    usedBy: [
      '/data-models/accounts-model',
      '/data-models/users-model',
      '/data-models/subscription-model',
    ],
    notes: [
      'Every model joins to accounts through `account_id`. Map that first: a row without an account is kept but appears in no account view.',
      'Pick a cursor column that only increases, such as `updated_at`; a column that can move backwards makes syncs miss changes.',
    ],
  },
  {
    kind: 'model',
    route: '/data-models/accounts-model',
    title: 'Accounts model',
    description:
      'The accounts model: one row per customer account, the hub every other model joins to.',
    intro:
      'An account is a customer organisation you renew: a company, a workspace or a tenant of your product. The accounts model holds who they are, who owns them and their current health. Health scores, renewals, audiences and every dashboard are keyed on it.',
    grain: 'customer account',
    key: 'account_id',
    fields: [
      ['account_id', 'text', 'Your product’s id for the account; the join key for all models.'],
      ['name', 'text', 'Display name.'],
      ['domain', 'text', 'Primary email domain, used to match CRM and support records.'],
      ['csm_owner', 'text', 'Email of the customer success manager.'],
      ['segment', 'text', 'Such as `enterprise`, `mid-market` or `self-serve`.'],
      ['health_score', 'integer', 'Computed by Pulse, 0 to 100.'],
      ['created_at', 'timestamp', 'When the account signed up.'],
    ],
    sources:
      'Usually your application database or warehouse, enriched with owner and segment from the CRM connection.',
    usedBy: ['/dashboard-insights/accounts', '/renewal-management/', '/audiences/'],
    notes: [
      'Keep `account_id` stable. If accounts merge in your product, map the surviving id and Pulse moves history across on the next sync.',
    ],
  },
  {
    kind: 'model',
    route: '/data-models/users-model',
    title: 'Users model',
    description:
      'The users model: one row per person who uses your product, linked to their account.',
    intro:
      'The users model lists the people inside each customer account: their role, when they were last active and whether they are a champion. Pulse uses it to count active seats, find unengaged admins and send notifications about the right person.',
    grain: 'user of your product',
    key: 'user_id',
    fields: [
      ['user_id', 'text', 'Your product’s id for the user.'],
      ['account_id', 'text', 'The account they belong to.'],
      ['email', 'text', 'Used to match support tickets, meetings and email events.'],
      ['role', 'text', 'Their role in your product, such as `admin`.'],
      ['is_champion', 'boolean', 'Marked by a CSM or a workflow.'],
      ['last_seen_at', 'timestamp', 'Latest product activity.'],
    ],
    sources: 'Your application database, Segment `identify` calls or Mixpanel profiles.',
    usedBy: ['/dashboard-insights/users', '/audiences/'],
    notes: [
      'A user in several accounts appears once per account with the same `user_id`; map the membership table rather than the user table in that case.',
    ],
  },
  {
    kind: 'model',
    route: '/data-models/subscription-model',
    title: 'Subscription model',
    description: 'The subscription model: contracts with their plan, value, term and renewal date.',
    intro:
      'Renewal management starts with knowing what each customer bought and when it ends. The subscription model holds contracts: their plan, annual value, seats, start and end dates, and whether they renew automatically.',
    grain: 'subscription or contract term',
    key: 'subscription_id',
    fields: [
      ['subscription_id', 'text', 'The billing system’s id.'],
      ['account_id', 'text', 'The customer account.'],
      ['plan_id', 'text', 'Joins to the plan model.'],
      ['arr', 'decimal', 'Annual recurring revenue in your reporting currency.'],
      ['seats', 'integer', 'Seats purchased.'],
      ['starts_on, ends_on', 'date', 'The term.'],
      ['auto_renew', 'boolean', 'Renews without a new order.'],
      ['status', 'text', '`active`, `cancelled`, `expired` or `trial`.'],
    ],
    sources:
      'Billing systems through a database connection, or contracts and opportunities from Salesforce.',
    usedBy: [
      '/renewal-management/',
      '/dashboard-insights/subscriptions',
      '/dashboard-insights/subscription-tags',
    ],
    notes: [
      'Multi-year contracts: map one row per annual term so renewal dates and ARR stay comparable.',
      'Convert currencies before Pulse reads them, or map a currency column and set rates under **Settings → Currency**.',
    ],
  },
  {
    kind: 'model',
    route: '/data-models/plan',
    title: 'Plan model',
    description: 'The plan model: the plans and tiers you sell, with their limits and list prices.',
    intro:
      'Plans describe what each tier includes. Pulse compares usage with plan limits to find accounts close to their limits (expansion) or far below them (risk), and labels subscriptions with readable plan names.',
    grain: 'plan or price tier',
    key: 'plan_id',
    fields: [
      ['plan_id', 'text', 'Matches `plan_id` on subscriptions.'],
      ['name', 'text', 'Such as `Growth` or `Enterprise`.'],
      ['seat_limit', 'integer', 'Included seats; empty means unlimited.'],
      ['usage_limit', 'decimal', 'Included units of the metered resource.'],
      ['list_price', 'decimal', 'Yearly list price.'],
    ],
    sources:
      'A plans table in your application database, or products and price books in Salesforce.',
    usedBy: ['/data-models/subscription-model', '/dashboard-insights/subscription-tags'],
    notes: ['Keep retired plans in the table: existing subscriptions still point at them.'],
  },
  {
    kind: 'model',
    route: '/data-models/product-activity-model',
    title: 'Product activity model',
    description:
      'The product activity model: events from your product, attributed to users and accounts.',
    intro:
      'Product activity is the raw material for adoption metrics, funnels and journey maps. Each row is one event a user did in your product, tied to their account, with the properties you choose to keep.',
    grain: 'product event',
    key: 'event_id',
    fields: [
      ['event_id', 'text', 'Unique id; generated by Pulse when the source has none.'],
      ['account_id', 'text', 'The account of the acting user.'],
      ['user_id', 'text', 'Who did it.'],
      ['event_name', 'text', 'Such as `report_exported`.'],
      ['occurred_at', 'timestamp', 'When it happened, in UTC.'],
      ['properties', 'json', 'Event properties you kept.'],
    ],
    sources: 'Segment, Mixpanel, or an events table in your warehouse.',
    usedBy: [
      '/journey-funnel/funnels',
      '/journey-funnel/journey-map',
      '/dashboard-insights/metrics-signals',
    ],
    notes: [
      'Import the events that mean value for customers, not every click: a few dozen well-named events make clearer funnels than thousands.',
    ],
  },
  {
    kind: 'model',
    route: '/data-models/usage',
    title: 'Usage model',
    description:
      'The usage model: daily totals of metered usage per account, compared with plan limits.',
    intro:
      'Where product activity records individual events, the usage model holds daily totals per account and metric: API calls, storage, active seats. It drives utilisation charts and the signals that warn when an account is under-using what it pays for.',
    grain: 'account, metric and day',
    key: 'account_id, metric, day',
    fields: [
      ['account_id', 'text', 'The account.'],
      ['metric', 'text', 'Such as `api_calls` or `active_seats`.'],
      ['day', 'date', 'The day, in the workspace time zone.'],
      ['quantity', 'decimal', 'Total for the day.'],
    ],
    sources:
      'A usage or metering table in your warehouse, or Pulse’s own daily roll-up of product activity.',
    usedBy: ['/dashboard-insights/metrics-signals', '/data-models/plan'],
    notes: [
      'If your source already stores daily totals, map it directly; otherwise choose **Roll up from product activity** and pick the events to count.',
    ],
  },
  {
    kind: 'model',
    route: '/data-models/conversation-model',
    title: 'Conversation model',
    description:
      'The conversation model: support chats, meetings and shared-channel threads with their sentiment.',
    intro:
      'Conversations are every exchange with a customer that is not a ticket: chats, meetings, shared Slack or Teams channels. Pulse scores their sentiment and extracts topics, which feed the sentiment analysis and topics views.',
    grain: 'conversation',
    key: 'conversation_id',
    fields: [
      ['conversation_id', 'text', 'Source id, prefixed by the source.'],
      ['account_id', 'text', 'The account.'],
      ['channel', 'text', '`chat`, `meeting`, `slack` or `teams`.'],
      ['started_at', 'timestamp', 'First message or meeting start.'],
      ['message_count', 'integer', 'Messages, or transcript turns.'],
      ['sentiment', 'decimal', 'From -1 (negative) to 1 (positive), when text is available.'],
      ['topics', 'text[]', 'Topics detected.'],
    ],
    sources: 'Intercom, Zoom, Slack and Microsoft Teams connections.',
    usedBy: [
      '/dashboard-insights/sentiment-analysis',
      '/dashboard-insights/topics',
      '/dashboard-insights/zoom-meetings',
    ],
    notes: [
      'Sentiment needs message text. Counts-only sources add to engagement but leave `sentiment` empty.',
    ],
  },
  {
    kind: 'model',
    route: '/data-models/support-ticket-model',
    title: 'Support ticket model',
    description:
      'The support ticket model: tickets with priority, status, resolution time and satisfaction.',
    intro:
      'Tickets measure friction. The support ticket model holds every ticket with its priority, how long it stayed open and how the customer rated the answer, so health tags can react to a spike of urgent tickets or a run of poor ratings.',
    grain: 'support ticket',
    key: 'ticket_id',
    fields: [
      ['ticket_id', 'text', 'The help desk’s id.'],
      ['account_id', 'text', 'The account.'],
      ['priority', 'text', '`low`, `normal`, `high` or `urgent`.'],
      ['status', 'text', '`open`, `pending` or `solved`.'],
      ['created_at, solved_at', 'timestamp', 'Lifecycle times.'],
      ['satisfaction', 'text', '`good`, `bad` or empty.'],
    ],
    sources: 'Zendesk, or Intercom tickets.',
    usedBy: ['/dashboard-insights/health-tags', '/dashboard-insights/timeline'],
    notes: [
      'Map custom priorities onto the four standard ones so health tags work across help desks.',
    ],
  },
  {
    kind: 'model',
    route: '/data-models/hubspot-activities',
    title: 'HubSpot activities model',
    label: 'HubSpot activities',
    description:
      'The HubSpot activities model: emails, calls, meetings and notes logged on HubSpot companies.',
    intro:
      'Sales and success teams log a lot of their customer contact in HubSpot. This model brings those engagements into Pulse, so the account timeline shows the last call or meeting and workflows can react when nobody has spoken to a customer for weeks.',
    grain: 'HubSpot engagement',
    key: 'engagement_id',
    fields: [
      ['engagement_id', 'text', 'HubSpot’s engagement id.'],
      ['account_id', 'text', 'Matched from the associated company.'],
      ['type', 'text', '`EMAIL`, `CALL`, `MEETING`, `NOTE` or `TASK`.'],
      ['owner_email', 'text', 'Who logged it.'],
      ['occurred_at', 'timestamp', 'When it happened.'],
    ],
    sources: 'The HubSpot data connection; nothing else writes this model.',
    usedBy: ['/dashboard-insights/timeline', '/workflows/create-a-workflow'],
    notes: ['Engagements associated with several companies appear once per matched account.'],
  },
  {
    kind: 'model',
    route: '/data-models/invite',
    title: 'Invite model',
    description:
      'The invite model: invitations sent inside your product and whether they were accepted.',
    intro:
      'Invitations show whether a product is spreading inside an account. The invite model records each invitation a user sent to a colleague and whether it was accepted, which powers seat-growth signals and the onboarding funnel.',
    grain: 'invitation',
    key: 'invite_id',
    fields: [
      ['invite_id', 'text', 'Your product’s id.'],
      ['account_id', 'text', 'The account.'],
      ['invited_by', 'text', 'User id of the sender.'],
      ['invitee_email', 'text', 'Stored hashed after acceptance.'],
      ['sent_at, accepted_at', 'timestamp', 'Lifecycle; `accepted_at` stays empty while pending.'],
    ],
    sources:
      'An invitations table in your application database, or `invite_sent` and `invite_accepted` events.',
    usedBy: ['/journey-funnel/funnels', '/dashboard-insights/metrics-signals'],
    notes: [
      'This model is about your product’s invitations, not about inviting colleagues to Pulse, which is covered in [Inviting users](/getting-started/inviting-users).',
    ],
  },
  {
    kind: 'model',
    route: '/data-models/npa-models',
    title: 'NPS and survey models',
    label: 'NPA models',
    description: 'Net promoter and survey answers per user, rolled up to an account score.',
    intro:
      'Survey answers add the customer’s own voice to usage numbers. The NPA (net promoter answers) models hold each answer with its score and comment, and a monthly roll-up per account used in health scores and audiences.',
    grain: 'survey answer (and a monthly roll-up per account)',
    key: 'answer_id',
    fields: [
      ['answer_id', 'text', 'The survey tool’s id.'],
      ['account_id', 'text', 'The respondent’s account.'],
      ['user_id', 'text', 'The respondent.'],
      ['score', 'integer', '0 to 10.'],
      ['comment', 'text', 'Free text, scored for sentiment.'],
      ['answered_at', 'timestamp', 'When it was submitted.'],
    ],
    sources: 'A survey table in your warehouse, or survey events sent through Segment.',
    usedBy: ['/dashboard-insights/sentiment-analysis', '/audiences/'],
    notes: [
      'The account roll-up uses the standard formula: percentage of promoters (9-10) minus percentage of detractors (0-6), over the last 90 days.',
    ],
  },
];
