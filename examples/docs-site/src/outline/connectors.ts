import type { ConnectorPage, Route } from './types';

const syncEvery: readonly [string, string, string] = [
  'Sync schedule',
  'How often Pulse pulls changes. Hourly suits most teams; every 15 minutes costs more warehouse time.',
  'Every hour',
];

const warehouseFeeds: Route[] = [
  '/data-models/accounts-model',
  '/data-models/users-model',
  '/data-models/product-activity-model',
  '/data-models/subscription-model',
];

/** A warehouse or database: read-only user, network path, schema, the same shape of options. */
function database(
  page: Omit<ConnectorPage, 'kind' | 'transport' | 'feeds' | 'reads' | 'related'> & {
    transport?: string;
    reads?: string[];
  },
): ConnectorPage {
  return {
    kind: 'connector',
    transport: 'read-only SQL',
    reads: [
      'The tables and views you map to Pulse models: accounts, users, subscriptions and product events.',
      'Column names and types, so the mapping screen can suggest fields.',
      'Only new or changed rows after the first sync, found through the cursor column you choose.',
    ],
    feeds: warehouseFeeds,
    related: ['/data-connections/ssh-tunnel', '/data-models/data-model', '/security'],
    ...page,
  };
}

export const databases: ConnectorPage[] = [
  database({
    route: '/data-connections/database/bigquery',
    title: 'BigQuery',
    system: 'BigQuery',
    transport: 'BigQuery Storage API',
    description:
      'Connect a Google BigQuery dataset to Pulse with a service account that can only read.',
    intro:
      'Many product teams already land their event stream and billing exports in BigQuery. Connecting it lets Pulse build account health from the same numbers your analysts use, without copying pipelines. Pulse authenticates as a Google Cloud service account and reads through the Storage API, which is faster and cheaper than paging query results.',
    prerequisites: [
      'A Google Cloud project that holds the dataset, and permission to create service accounts in it.',
      'The roles BigQuery Data Viewer on the dataset and BigQuery Read Session User on the project, granted to the new service account.',
      'The dataset location (for example `EU` or `us-central1`), because Pulse runs its jobs in the same location.',
    ],
    steps: [
      'In Google Cloud, create a service account named `pulse-reader`, grant it the two roles above, and download a JSON key.',
      'Paste the JSON key into **Service account key**. Pulse stores it encrypted and never shows it again.',
      'Enter the **Project ID** and the **Dataset**, and pick the dataset **Location**.',
    ],
    options: [
      [
        'Project ID',
        'The Google Cloud project that is billed for the read sessions.',
        'The key’s project',
      ],
      ['Dataset', 'The dataset whose tables appear in the mapping screen.', 'None'],
      ['Location', 'Where jobs run; it must match the dataset.', 'US'],
      [
        'Maximum bytes billed',
        'Stops any single sync query that would scan more than this.',
        '50 GB',
      ],
      syncEvery,
    ],
    troubleshooting: [
      [
        '`Access Denied: Table ... User does not have permission`',
        'Grant BigQuery Data Viewer on the dataset itself, not only on the project.',
      ],
      [
        '`Not found: Dataset ... was not found in location`',
        'Set **Location** to the dataset’s region.',
      ],
      [
        'Syncs stop with "bytes billed limit exceeded"',
        'Pick a partitioned cursor column or raise **Maximum bytes billed**.',
      ],
    ],
  }),
  database({
    route: '/data-connections/database/databricks',
    title: 'Databricks',
    system: 'Databricks',
    transport: 'SQL warehouse (HTTPS)',
    description:
      'Read customer and usage tables from a Databricks SQL warehouse with a personal access token or a service principal.',
    intro:
      'Use the Databricks connection when your product usage lands in Delta tables. Pulse connects to a SQL warehouse over HTTPS, queries the Unity Catalog tables you map, and lets the warehouse stop again when a sync is done, so it only pays for the minutes it reads.',
    prerequisites: [
      'A SQL warehouse (serverless or pro) that Pulse may start.',
      'A service principal with `USE CATALOG`, `USE SCHEMA` and `SELECT` on the tables to map, and an OAuth secret or access token for it.',
      'The warehouse’s server hostname and HTTP path, from its **Connection details** tab.',
    ],
    steps: [
      'Copy the **Server hostname** and **HTTP path** of the SQL warehouse into the form.',
      'Choose **OAuth (service principal)** and paste its client id and secret, or choose **Access token**.',
      'Pick the **Catalog** and **Schema** that hold your customer tables.',
    ],
    options: [
      ['Server hostname', 'The workspace host, such as `dbc-1234.cloud.databricks.com`.', 'None'],
      ['HTTP path', 'Identifies the SQL warehouse to run queries on.', 'None'],
      ['Catalog', 'The Unity Catalog catalog to browse.', '`main`'],
      ['Schema', 'The schema whose tables are offered for mapping.', '`default`'],
      syncEvery,
    ],
    troubleshooting: [
      [
        'The test hangs for several minutes',
        'The warehouse is starting from cold. Wait, or keep a small warehouse warm during business hours.',
      ],
      [
        '`PERMISSION_DENIED: User does not have USE CATALOG`',
        'Grant `USE CATALOG` to the service principal on the chosen catalog.',
      ],
      [
        'Tables are missing from the mapping screen',
        'Views over external locations need `SELECT` on the underlying tables too.',
      ],
    ],
  }),
  database({
    route: '/data-connections/database/ms-sql',
    title: 'Microsoft SQL Server',
    label: 'MS SQL',
    system: 'Microsoft SQL Server',
    transport: 'TDS over TLS',
    description:
      'Connect Microsoft SQL Server or Azure SQL to Pulse with a read-only login and encrypted connections.',
    intro:
      'Older billing systems and many ERP tools keep subscriptions in SQL Server. Pulse reads those tables over an encrypted connection so that renewal dates and contract values in Pulse match the system your finance team trusts.',
    prerequisites: [
      'SQL Server 2016 or later, or Azure SQL Database.',
      'A login mapped to a database user with the `db_datareader` role.',
      'Network access from Pulse’s addresses on port 1433, or an [SSH tunnel](/data-connections/ssh-tunnel).',
    ],
    steps: [
      'Create the login: `CREATE LOGIN pulse_reader WITH PASSWORD = ...`, then `CREATE USER pulse_reader FOR LOGIN pulse_reader` and `ALTER ROLE db_datareader ADD MEMBER pulse_reader` in the database.',
      'Enter **Host**, **Port**, **Database**, the login and its password.',
      'Leave **Encrypt** on. Turn on **Trust server certificate** only for a server with a self-signed certificate on a private network.',
    ],
    options: [
      ['Host and port', 'Where the server listens.', 'Port 1433'],
      ['Database', 'The database to read.', 'None'],
      ['Encrypt', 'Requires TLS for the connection.', 'On'],
      ['Trust server certificate', 'Skips certificate validation. Avoid on the internet.', 'Off'],
      syncEvery,
    ],
    troubleshooting: [
      [
        '`Login failed for user`',
        'Check that SQL authentication (mixed mode) is enabled on the server.',
      ],
      [
        '`The certificate chain was issued by an authority that is not trusted`',
        'Install a certificate from a public authority, or use a tunnel and trust the certificate.',
      ],
      [
        'Row counts lag behind the source',
        'Choose a `rowversion` or `modified_at` column as the cursor instead of an identity column.',
      ],
    ],
  }),
  database({
    route: '/data-connections/database/mysql',
    title: 'MySQL',
    system: 'MySQL',
    description:
      'Read account and subscription tables from MySQL or MariaDB with a read-only user.',
    intro:
      'If your application database is MySQL, Pulse can read its account, seat and plan tables directly, which is often the quickest way to get health scores working before a warehouse exists. Point Pulse at a read replica so syncs never compete with your app.',
    prerequisites: [
      'MySQL 5.7 or 8.x, or MariaDB 10.5 or later, ideally a read replica.',
      'A user with `SELECT` on the schema to map.',
      'TLS enabled on the server, or an [SSH tunnel](/data-connections/ssh-tunnel).',
    ],
    steps: [
      "Create the user: `CREATE USER 'pulse'@'%' IDENTIFIED BY ...;` then `GRANT SELECT ON app.* TO 'pulse'@'%';`.",
      'Enter **Host**, **Port**, **Database**, the user and its password.',
      'Set **SSL mode** to `VERIFY_IDENTITY` when the server has a certificate for its host name.',
    ],
    options: [
      ['Host and port', 'The replica’s address.', 'Port 3306'],
      ['Database', 'The schema to read.', 'None'],
      ['SSL mode', '`REQUIRED`, `VERIFY_CA` or `VERIFY_IDENTITY`.', '`REQUIRED`'],
      ['Time zone', 'How `DATETIME` columns without a zone are read.', 'UTC'],
      syncEvery,
    ],
    troubleshooting: [
      [
        '`Host ... is not allowed to connect`',
        "The user's host part must match Pulse's address; `'%'` allows any.",
      ],
      [
        'Dates are shifted by a few hours',
        'Set **Time zone** to the zone your application writes in.',
      ],
      [
        '`Too many connections`',
        'Pulse opens at most four; raise `max_connections` on the replica.',
      ],
    ],
  }),
  database({
    route: '/data-connections/database/postgres',
    title: 'PostgreSQL',
    label: 'Postgres',
    system: 'PostgreSQL',
    description:
      'Connect PostgreSQL, including Amazon RDS, Aurora and Supabase, with a read-only role.',
    intro:
      'PostgreSQL is the most common source for Pulse customers. Pulse reads the tables behind your product’s accounts, users and plans, so customer success managers see the same numbers as the product itself. A read replica or a reporting database is the right target.',
    prerequisites: [
      'PostgreSQL 12 or later.',
      'A role that can log in and read the schema, for example `pulse_reader`.',
      'Network access on port 5432 from Pulse, or an [SSH tunnel](/data-connections/ssh-tunnel).',
    ],
    steps: [
      'Create the role: `CREATE ROLE pulse_reader LOGIN PASSWORD ...;` then `GRANT USAGE ON SCHEMA public TO pulse_reader;` and `GRANT SELECT ON ALL TABLES IN SCHEMA public TO pulse_reader;`.',
      'So that new tables stay readable, also run `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT ON TABLES TO pulse_reader;`.',
      'Enter **Host**, **Port**, **Database**, **Schema**, the role and its password, and keep **SSL mode** at `verify-full` when you can.',
    ],
    options: [
      ['Host and port', 'The server or replica.', 'Port 5432'],
      ['Database and schema', 'Where the mapped tables live.', '`public`'],
      ['SSL mode', '`require`, `verify-ca` or `verify-full`.', '`require`'],
      ['Statement timeout', 'Cancels a sync query that runs longer than this.', '10 minutes'],
      syncEvery,
    ],
    troubleshooting: [
      [
        '`no pg_hba.conf entry for host`',
        'Allow Pulse’s addresses in `pg_hba.conf`, or in the security group for RDS.',
      ],
      [
        '`permission denied for table`',
        'The table was created after the grant: run the default-privileges statement above.',
      ],
      [
        '`canceling statement due to conflict with recovery`',
        'On a replica, raise `max_standby_streaming_delay` or sync more often in smaller batches.',
      ],
    ],
  }),
  database({
    route: '/data-connections/database/snowflake',
    title: 'Snowflake',
    system: 'Snowflake',
    transport: 'key-pair auth over HTTPS',
    description:
      'Connect a Snowflake database to Pulse with key-pair authentication and its own small warehouse.',
    intro:
      'Teams that model customer data in Snowflake can point Pulse at the finished tables instead of raw sources. Pulse signs in with a key pair, runs its reads on a warehouse you choose, and suspends nothing it did not start.',
    prerequisites: [
      'A role with `USAGE` on the warehouse, database and schema, and `SELECT` on the tables.',
      'A user for Pulse with an RSA public key set (`ALTER USER pulse SET RSA_PUBLIC_KEY = ...`).',
      'Your account identifier in the form `orgname-accountname`.',
    ],
    steps: [
      'Generate an RSA key pair, set the public key on the Pulse user, and paste the private key into **Private key**.',
      'Enter the **Account**, **User**, **Role** and **Warehouse**.',
      'Pick the **Database** and **Schema** to map.',
    ],
    options: [
      ['Account', 'The account identifier, `orgname-accountname`.', 'None'],
      ['Warehouse', 'Runs Pulse’s queries. An X-Small warehouse is enough for most sites.', 'None'],
      ['Role', 'The role Pulse uses; give it nothing but reads.', 'The user’s default'],
      ['Query tag', 'Tags Pulse’s queries so you can find them in query history.', '`pulse-sync`'],
      syncEvery,
    ],
    troubleshooting: [
      [
        '`JWT token is invalid`',
        'The public key on the user does not match the private key, or the key has a passphrase Pulse was not given.',
      ],
      [
        '`No active warehouse selected`',
        'Grant `USAGE` on the warehouse to the role, and set **Warehouse**.',
      ],
      [
        'Costs grow after connecting',
        'Set an auto-suspend of 60 seconds on Pulse’s warehouse and sync hourly.',
      ],
    ],
  }),
];

/** A SaaS app connected with OAuth or an API key. */
function app(
  page: Omit<ConnectorPage, 'kind' | 'options'> & { extra?: ConnectorPage['options'] },
): ConnectorPage {
  const { extra = [], ...rest } = page;
  return {
    kind: 'connector',
    options: [
      ...extra,
      ['Backfill window', 'How far back the first sync reads history.', '12 months'],
      syncEvery,
    ],
    ...rest,
  };
}

export const apps: ConnectorPage[] = [
  app({
    route: '/data-connections/apps/hubspot',
    title: 'HubSpot (data connection)',
    label: 'HubSpot',
    system: 'HubSpot',
    transport: 'OAuth, CRM API',
    description: 'Read companies, contacts, deals and engagement from HubSpot into Pulse models.',
    intro:
      'The HubSpot data connection reads your CRM into Pulse so that account ownership, deal stages and marketing engagement sit beside product usage. It only reads. To write health scores back to HubSpot, also set up the [HubSpot CRM sync](/crm-sync/hubspot).',
    reads: [
      'Companies and their owners',
      'Contacts and their company associations',
      'Deals, pipelines and stages',
      'Emails, calls and meetings logged on companies',
    ],
    prerequisites: [
      'A HubSpot user who is a super admin, or who may install apps.',
      'The company domain filled in on HubSpot companies, which is how Pulse matches them to accounts.',
    ],
    steps: [
      'Select **Connect HubSpot** and approve the requested read scopes in the HubSpot window.',
      'Pick the **Deal pipelines** that represent renewals and expansions.',
      'Choose which company property holds the account id, if you keep one.',
    ],
    extra: [
      ['Deal pipelines', 'Which pipelines count as renewal or expansion deals.', 'All pipelines'],
      [
        'Account id property',
        'A company property that holds your product’s account id.',
        'Match by domain',
      ],
    ],
    feeds: ['/data-models/accounts-model', '/data-models/hubspot-activities'],
    troubleshooting: [
      [
        'Companies do not match accounts',
        'Fill the company domain, or set **Account id property**.',
      ],
      ['`403 MISSING_SCOPES`', 'Reconnect: a HubSpot admin must approve the new scopes.'],
    ],
    related: ['/crm-sync/hubspot', '/data-models/hubspot-activities'],
  }),
  app({
    route: '/data-connections/apps/intercom',
    title: 'Intercom',
    system: 'Intercom',
    transport: 'OAuth, REST API',
    description:
      'Bring Intercom conversations and their ratings into Pulse to track support load and sentiment per account.',
    intro:
      'Support conversations say a lot about an account’s health. The Intercom connection reads conversations, their parts and their ratings, links each to an account through the company on the contact, and feeds sentiment analysis and the conversation model.',
    reads: [
      'Conversations with state, assignee and tags',
      'Conversation parts (messages) for sentiment scoring',
      'Conversation ratings',
      'Companies and contacts',
    ],
    prerequisites: [
      'An Intercom workspace admin.',
      'Contacts attached to companies in Intercom, or emails whose domain matches an account.',
    ],
    steps: [
      'Select **Connect Intercom** and authorise Pulse for your workspace.',
      'Choose whether to import message bodies. Without them Pulse keeps counts and ratings but cannot score sentiment.',
      'Optionally exclude tags such as `spam` from import.',
    ],
    extra: [
      ['Import message bodies', 'Needed for sentiment analysis and topics.', 'On'],
      ['Excluded tags', 'Conversations with these tags are skipped.', 'None'],
    ],
    feeds: ['/data-models/conversation-model', '/data-models/support-ticket-model'],
    troubleshooting: [
      [
        'Sentiment is empty for Intercom accounts',
        'Turn on **Import message bodies** and wait for the next sync.',
      ],
      ['Conversations are not linked to accounts', 'Attach contacts to companies in Intercom.'],
    ],
    related: ['/dashboard-insights/sentiment-analysis', '/dashboard-insights/topics'],
  }),
  app({
    route: '/data-connections/apps/mixpanel',
    title: 'Mixpanel',
    system: 'Mixpanel',
    transport: 'service account, Export API',
    description:
      'Import Mixpanel product events so that feature adoption and usage trends drive account health.',
    intro:
      'Mixpanel holds the events that show whether customers actually use what they bought. Pulse exports raw events daily, groups them by the account each user belongs to, and turns them into the product activity model used by health tags, funnels and journey maps.',
    reads: [
      'Raw events with their properties',
      'User profiles, for the account id property',
      'Group profiles, when you use Mixpanel group analytics',
    ],
    prerequisites: [
      'A Mixpanel service account with the Consumer role on the project.',
      'An event or profile property that carries your account id.',
    ],
    steps: [
      'Enter the service account **Username**, **Secret** and the **Project ID**.',
      'Pick the **Data residency** (US or EU) of the project.',
      'Name the **Account id property**, for example `company_id`.',
      'Optionally list the events to import; leave it empty to import all.',
    ],
    extra: [
      ['Data residency', 'US or EU endpoint.', 'US'],
      ['Account id property', 'Property that links events to accounts.', '`$group_id`'],
      ['Events', 'Which event names to import.', 'All'],
    ],
    feeds: ['/data-models/product-activity-model', '/data-models/usage'],
    troubleshooting: [
      [
        '`401 Invalid service account`',
        'Check the secret and that the service account belongs to the project.',
      ],
      [
        'Events import but accounts show no usage',
        'The **Account id property** is missing on most events; check it in Mixpanel’s events view.',
      ],
    ],
    related: ['/data-models/product-activity-model', '/journey-funnel/funnels'],
  }),
  app({
    route: '/data-connections/apps/ms-teams',
    title: 'Microsoft Teams (data connection)',
    label: 'MS Teams',
    system: 'Microsoft Teams',
    transport: 'Microsoft Graph',
    description:
      'Connect Microsoft Teams so Pulse can post alerts to channels and read shared-channel activity with customers.',
    intro:
      'Many customer success teams run shared channels with their largest customers in Microsoft Teams. This connection lets Pulse post notifications to your channels and, if you allow it, count the messages in shared customer channels as engagement on the account.',
    reads: [
      'The teams and channels the Pulse app is added to',
      'Message counts and timestamps in shared channels you map to accounts',
    ],
    prerequisites: [
      'A Microsoft 365 global admin or Teams admin to grant consent.',
      'The Pulse app allowed in the Teams admin centre.',
    ],
    steps: [
      'Select **Connect Microsoft Teams** and grant admin consent for your tenant.',
      'Add the Pulse app to each team that should receive alerts.',
      'Under **Shared channels**, map customer channels to their accounts.',
    ],
    extra: [
      [
        'Count channel activity',
        'Reads message counts (not text) in mapped shared channels.',
        'Off',
      ],
    ],
    feeds: ['/data-models/conversation-model'],
    troubleshooting: [
      [
        'Channels are missing from the picker',
        'Add the Pulse app to the team first; Pulse only sees teams it belongs to.',
      ],
      ['`AADSTS65001` consent error', 'An admin must grant consent for the whole tenant.'],
    ],
    related: ['/notifications/ms-teams-notifications'],
  }),
  app({
    route: '/data-connections/apps/salesforce',
    title: 'Salesforce (data connection)',
    label: 'Salesforce',
    system: 'Salesforce',
    transport: 'OAuth, Bulk API 2.0',
    description: 'Read accounts, contacts, opportunities and contracts from Salesforce into Pulse.',
    intro:
      'Salesforce is where renewal dates, contract values and account owners usually live. The data connection reads them with the Bulk API so that large orgs sync quickly and use few API calls. Writing health data back is the separate [Salesforce CRM sync](/crm-sync/salesforce).',
    reads: [
      'Accounts and owners',
      'Contacts',
      'Opportunities with stage, amount and close date',
      'Contracts and their end dates',
      'Custom objects you add to the mapping',
    ],
    prerequisites: [
      'A Salesforce user with API Enabled and View All on the objects to read; an integration user is best.',
      'Salesforce Enterprise, Unlimited or Developer edition (API access).',
    ],
    steps: [
      'Choose **Production** or **Sandbox**, then select **Connect Salesforce** and sign in as the integration user.',
      'Pick the opportunity **Record types** that are renewals.',
      'Add any custom objects, such as `Subscription__c`, to the mapping.',
    ],
    extra: [
      ['Environment', 'Production or Sandbox login host.', 'Production'],
      ['Renewal record types', 'Opportunity record types treated as renewals.', 'All'],
    ],
    feeds: ['/data-models/accounts-model', '/data-models/subscription-model', '/data-models/plan'],
    troubleshooting: [
      [
        '`API_DISABLED_FOR_ORG`',
        'Your edition lacks API access, or the user profile lacks API Enabled.',
      ],
      ['Renewal dates are blank', 'Map the contract end date field under **Subscription model**.'],
    ],
    related: ['/crm-sync/salesforce', '/renewal-management/'],
  }),
  app({
    route: '/data-connections/apps/segment',
    title: 'Segment',
    system: 'Segment',
    transport: 'Segment destination (webhook)',
    description: 'Stream identify, group and track calls from Segment into Pulse as a destination.',
    intro:
      'If you already send product events through Segment, adding Pulse as a destination is the fastest way to get usage in. Pulse receives `track`, `identify` and `group` calls as they happen, so usage and journey maps are fresh within minutes.',
    reads: [
      '`track` events as product activity',
      '`identify` calls for user traits and emails',
      '`group` calls, which tie users to accounts',
    ],
    prerequisites: [
      'A Segment workspace where you can add destinations.',
      '`group` calls that carry your account id as the group id.',
    ],
    steps: [
      'In Pulse, copy the **Write key** shown on the form.',
      'In Segment, add the **Pulse** webhook destination to your source and paste the write key.',
      'Send a test event from Segment’s event tester and watch it appear under **Recent events** in Pulse.',
    ],
    extra: [
      ['Write key', 'Authenticates calls from Segment; rotate it here if it leaks.', 'Generated'],
      ['Drop anonymous events', 'Ignore events without a user id.', 'On'],
    ],
    feeds: ['/data-models/product-activity-model', '/data-models/users-model'],
    troubleshooting: [
      [
        'Events arrive but users have no account',
        'Send a `group` call after sign-in with the account id.',
      ],
      [
        'Segment shows 401 responses',
        'The write key was rotated; paste the new one into the destination.',
      ],
    ],
    related: ['/workflows/segment-webhook-workflow'],
  }),
  app({
    route: '/data-connections/apps/sendgrid',
    title: 'SendGrid',
    system: 'SendGrid',
    transport: 'API key, Event Webhook',
    description:
      'Track how customers engage with your product emails by importing SendGrid delivery and open events.',
    intro:
      'Onboarding and renewal emails only help if they arrive and get read. The SendGrid connection imports delivery, open, click and bounce events per recipient, so Pulse can show email engagement on the account timeline and flag bounced champions.',
    reads: [
      'Delivered, opened, clicked and bounced events',
      'Unsubscribes and spam reports',
      'The category of each email',
    ],
    prerequisites: [
      'A SendGrid API key with Read Access to stats and suppressions.',
      'The Event Webhook enabled, pointing at the URL Pulse gives you.',
    ],
    steps: [
      'Create a restricted API key in SendGrid and paste it into **API key**.',
      'Copy the **Event webhook URL** from Pulse into SendGrid under **Settings → Mail Settings → Event Webhook**, and enable the events to send.',
      'Turn on signed webhooks and paste SendGrid’s verification key into Pulse.',
    ],
    extra: [
      ['Verification key', 'Checks that webhook calls really come from SendGrid.', 'None'],
      ['Categories', 'Only import emails in these categories.', 'All'],
    ],
    feeds: ['/data-models/users-model'],
    troubleshooting: [
      [
        'Webhook calls are rejected',
        'The verification key does not match; copy it again from SendGrid.',
      ],
      ['Opens are missing', 'Open tracking is off in SendGrid’s tracking settings.'],
    ],
    related: ['/dashboard-insights/timeline'],
  }),
  app({
    route: '/data-connections/apps/slack',
    title: 'Slack (data connection)',
    label: 'Slack',
    system: 'Slack',
    transport: 'OAuth, Web API',
    description:
      'Connect Slack so Pulse can post alerts and measure activity in shared customer channels.',
    intro:
      'Slack Connect channels with customers are often the warmest signal of a healthy relationship, and their silence is an early warning. The Slack connection posts Pulse alerts to your channels and can count messages in shared channels mapped to accounts.',
    reads: [
      'Channels the Pulse app is in',
      'Message counts and last activity in mapped Slack Connect channels',
    ],
    prerequisites: ['A Slack workspace admin, or a member allowed to install apps.'],
    steps: [
      'Select **Connect Slack** and approve the app for your workspace.',
      'Invite `@Pulse` to each channel that should receive alerts.',
      'Map Slack Connect channels to their accounts under **Shared channels**.',
    ],
    extra: [
      ['Count channel activity', 'Reads message counts (not text) in mapped channels.', 'Off'],
    ],
    feeds: ['/data-models/conversation-model'],
    troubleshooting: [
      ['`not_in_channel` when sending a test alert', 'Invite `@Pulse` to the channel.'],
      [
        'Shared channel counts stay at zero',
        'Turn on **Count channel activity** and map the channel.',
      ],
    ],
    related: ['/notifications/slack-notifications'],
  }),
  app({
    route: '/data-connections/apps/zendesk',
    title: 'Zendesk',
    system: 'Zendesk',
    transport: 'API token, Incremental Export API',
    description:
      'Import Zendesk tickets, priorities and satisfaction ratings into Pulse per account.',
    intro:
      'Ticket volume, urgent tickets and poor satisfaction ratings are among the strongest churn signals. The Zendesk connection imports tickets incrementally, links them to accounts through Zendesk organisations, and feeds the support ticket model and health tags.',
    reads: [
      'Tickets with status, priority, group and tags',
      'Satisfaction ratings',
      'Organisations and their domains',
      'Ticket comments, if you allow sentiment scoring',
    ],
    prerequisites: [
      'A Zendesk admin who can create API tokens.',
      'Users attached to organisations, or organisation domains that match account domains.',
    ],
    steps: [
      'Enter your **Subdomain** (the `acme` in `acme.zendesk.com`).',
      'Enter an agent **Email** and an **API token** created under **Apps and integrations → APIs**.',
      'Choose whether to import comments for sentiment.',
    ],
    extra: [
      ['Subdomain', 'Your Zendesk subdomain.', 'None'],
      ['Import comments', 'Needed for sentiment analysis.', 'Off'],
    ],
    feeds: ['/data-models/support-ticket-model'],
    troubleshooting: [
      [
        '`401 Couldn’t authenticate you`',
        'The token needs the agent’s email followed by `/token`; Pulse adds it, so enter the plain email.',
      ],
      ['Tickets land on no account', 'Add domains to Zendesk organisations.'],
    ],
    related: ['/data-models/support-ticket-model', '/dashboard-insights/health-tags'],
  }),
  app({
    route: '/data-connections/apps/zoom',
    title: 'Zoom',
    system: 'Zoom',
    transport: 'OAuth, Zoom API',
    description:
      'Connect Zoom to log customer meetings on accounts and, if you allow it, analyse their transcripts.',
    intro:
      'Meetings are where renewals are won. The Zoom connection finds meetings with external participants, logs them on the matching accounts, and, with cloud recording transcripts allowed, extracts topics and sentiment for the [Zoom meetings](/dashboard-insights/zoom-meetings) view.',
    reads: [
      'Past meetings with participants’ email domains',
      'Cloud recording transcripts, when allowed',
      'Meeting duration and host',
    ],
    prerequisites: [
      'A Zoom admin who can install account-level apps.',
      'Cloud recording with audio transcripts turned on, for transcript analysis.',
    ],
    steps: [
      'Select **Connect Zoom** and install the app for your account.',
      'Choose the users whose meetings to import, usually your customer-facing teams.',
      'Decide whether Pulse may read transcripts.',
    ],
    extra: [
      ['Users', 'Whose meetings are imported.', 'All users'],
      ['Read transcripts', 'Enables topics and sentiment for meetings.', 'Off'],
    ],
    feeds: ['/data-models/conversation-model'],
    troubleshooting: [
      [
        'Meetings are not on any account',
        'Participants joined without signing in, so their email is unknown; invite customers by email.',
      ],
      [
        'Transcripts are missing',
        'Audio transcripts must be on in Zoom’s recording settings before the meeting.',
      ],
    ],
    related: ['/dashboard-insights/zoom-meetings'],
  }),
];

export const sshTunnel: ConnectorPage = {
  kind: 'connector',
  route: '/data-connections/ssh-tunnel',
  title: 'Connect through an SSH tunnel',
  label: 'SSH tunnel',
  system: 'an SSH bastion host',
  transport: 'SSH, port forwarding',
  description:
    'Reach a database in a private network through a bastion host that Pulse connects to over SSH.',
  intro:
    'Databases that hold customer data are rarely on the public internet. An SSH tunnel lets Pulse reach them through a small bastion host in your network: Pulse opens an SSH session to the bastion, forwards one port to the database, and closes the session when the sync ends. Any database connection can use it.',
  reads: ['Nothing by itself: it carries the traffic of a database connection.'],
  prerequisites: [
    'A bastion host reachable from Pulse’s addresses on its SSH port.',
    'A Unix user on the bastion, for example `pulse`, with no shell needed.',
    'Network access from the bastion to the database host and port.',
  ],
  steps: [
    'In the database connection form, turn on **Connect through SSH tunnel**.',
    'Enter the bastion **SSH host**, **SSH port** and **SSH user**.',
    'Copy the public key Pulse shows and append it to `~pulse/.ssh/authorized_keys` on the bastion.',
    'Keep the database **Host** as the database sees it from inside the network, such as `10.0.3.12`.',
  ],
  options: [
    ['SSH host and port', 'The bastion’s public address.', 'Port 22'],
    ['SSH user', 'The user Pulse signs in as.', '`pulse`'],
    [
      'Host key fingerprint',
      'Pins the bastion’s key; a change stops syncs until you confirm it.',
      'Pinned on first connect',
    ],
    ['Keep-alive', 'Seconds between keep-alive packets on long syncs.', '30'],
  ],
  feeds: warehouseFeeds,
  troubleshooting: [
    [
      '`Permission denied (publickey)`',
      'The key is not in `authorized_keys`, or the file is writable by others (`chmod 600`).',
    ],
    [
      '`connect failed: Connection refused` after SSH succeeds',
      'The bastion cannot reach the database; check the security group between them.',
    ],
    [
      'Syncs fail with "host key changed"',
      'The bastion was rebuilt. Confirm the new fingerprint under the connection’s settings.',
    ],
  ],
  related: ['/data-connections/database/postgres', '/security'],
};

export const crmSyncs: ConnectorPage[] = [
  {
    kind: 'connector',
    route: '/crm-sync/hubspot',
    title: 'HubSpot CRM sync',
    label: 'HubSpot',
    system: 'HubSpot',
    transport: 'OAuth, CRM API (write)',
    description:
      'Write Pulse health scores, health tags and renewal risk back to HubSpot company properties.',
    intro:
      'Account executives live in HubSpot, not in Pulse. The CRM sync writes health scores, tags and renewal risk onto HubSpot companies, so a rep opening a company sees whether it is healthy before a call. It runs after every data sync and only writes fields that changed.',
    reads: ['Company ids matched during the HubSpot data connection'],
    prerequisites: [
      'The [HubSpot data connection](/data-connections/apps/hubspot) set up, so companies are matched.',
      'A HubSpot super admin to approve the write scope.',
    ],
    steps: [
      'Open **Settings → CRM syncs → HubSpot** and approve the additional write scope.',
      'Let Pulse create the property group **Pulse** with its properties, or map each field to an existing property.',
      'Run a **Dry run** to see which companies would change, then turn the sync on.',
    ],
    options: [
      ['Fields', 'Health score, health tags, renewal risk, last activity date, CSM owner.', 'All'],
      ['Overwrite manual edits', 'Whether Pulse replaces values someone edited in HubSpot.', 'Off'],
      ['Sync after', 'Write after each data sync, or once a day.', 'Each sync'],
    ],
    feeds: ['/data-models/accounts-model'],
    troubleshooting: [
      [
        '`PROPERTY_DOESNT_EXIST`',
        'A mapped property was deleted in HubSpot; map it again or let Pulse recreate it.',
      ],
      ['Some companies never update', 'They are not matched to an account; check their domain.'],
    ],
    related: ['/data-connections/apps/hubspot', '/dashboard-insights/health-tags'],
  },
  {
    kind: 'connector',
    route: '/crm-sync/salesforce',
    title: 'Salesforce CRM sync',
    label: 'Salesforce',
    system: 'Salesforce',
    transport: 'OAuth, Composite API (write)',
    description:
      'Write health scores, renewal risk and open tasks from Pulse to Salesforce account fields.',
    intro:
      'The Salesforce CRM sync keeps account fields in Salesforce up to date with what Pulse knows: the health score, its trend, renewal risk and the number of open success tasks. Reports and forecasts in Salesforce can then include customer health without anyone copying numbers.',
    reads: ['Account ids matched during the Salesforce data connection'],
    prerequisites: [
      'The [Salesforce data connection](/data-connections/apps/salesforce) set up.',
      'Custom fields on Account for each value to write, and edit access to them for the integration user.',
    ],
    steps: [
      'Create the custom fields, for example `Pulse_Health_Score__c` (Number) and `Pulse_Renewal_Risk__c` (Picklist).',
      'Open **Settings → CRM syncs → Salesforce** and map each Pulse value to its field.',
      'Run a **Dry run**, review the changes, then turn the sync on.',
    ],
    options: [
      ['Field mapping', 'Which Pulse value goes to which Account field.', 'None'],
      ['Batch size', 'Records per Composite API call.', '200'],
      ['Sync after', 'After each data sync, or nightly.', 'Each sync'],
    ],
    feeds: ['/data-models/accounts-model'],
    troubleshooting: [
      [
        '`FIELD_CUSTOM_VALIDATION_EXCEPTION`',
        'A validation rule blocks the update; exempt the integration user.',
      ],
      [
        '`INVALID_FIELD_FOR_INSERT_UPDATE`',
        'The field is read-only for the integration user’s profile.',
      ],
    ],
    related: ['/data-connections/apps/salesforce', '/renewal-management/'],
  },
];
