// The Administration section: pages for workspace admins only. In the demo, "Tenant Admin" is
// the admin's role in the Acme tenant; the docs gate serves these pages, their chunks and their
// search entries to readers with that role only, and answers 403 to anyone else signed in.
import type { GuidePage, PageAccess } from './types';

const admins: PageAccess = { roles: ['Tenant Admin'] };

export const administration: GuidePage[] = [
  {
    kind: 'guide',
    route: '/administration/workspace-settings',
    access: admins,
    title: 'Workspace settings',
    description:
      'Set the workspace name, time zone, fiscal year and currency, how long Pulse keeps data, and what new members get.',
    intro:
      'Workspace settings decide how every number in Pulse is counted and shown: which day a week starts, which quarter a renewal falls in, and which currency ARR is reported in. Only workspace admins can change them, and every change is recorded in the audit log with its old and new value.',
    sections: [
      {
        heading: 'General settings',
        body: 'Open **Settings → Workspace**. The time zone sets when daily syncs, digests and signal cool-downs roll over; the fiscal year start moves quarter boundaries on the renewal board and in forecasts. Changing either recomputes the current period overnight, so dashboards can shift the next morning: tell your team before you change them mid-quarter.',
        table: {
          head: ['Setting', 'What it changes', 'Default'],
          rows: [
            ['Workspace name', 'The name in the navbar, emails and exports.', 'Your company name'],
            ['Time zone', 'Day boundaries for syncs, digests and signals.', 'UTC'],
            ['Fiscal year start', 'Quarters on the renewal board and forecasts.', 'January'],
            [
              'Reporting currency',
              'ARR and MRR everywhere; other currencies are converted daily.',
              'USD',
            ],
          ],
        },
      },
      {
        heading: 'Data retention',
        body: 'Pulse keeps synced rows for as long as the connection exists and keeps message bodies and meeting transcripts for 90 days after scoring. Under **Retention** you can shorten both, or lengthen transcript retention to a year for teams that review calls. Shortening takes effect at the next nightly clean-up and cannot be undone: deleted text is gone from Pulse, though scores computed from it remain.',
      },
      {
        heading: 'Defaults for new members',
        body: 'New members get the role chosen under **Default role** (Member unless you change it) and the notification channels under **Default notifications**. A member invited with an explicit role keeps that role. Members created by SCIM provisioning take their role from your identity provider’s group mapping instead.',
      },
    ],
    tips: [
      'Set the fiscal year before the first renewal forecast, so that historical quarters never move.',
      'Keep the default role at Member or Viewer; grant Admin to named people only.',
    ],
    related: ['/administration/sso-scim', '/getting-started/rbac'],
  },
  {
    kind: 'guide',
    route: '/administration/sso-scim',
    access: admins,
    title: 'Single sign-on and SCIM provisioning',
    label: 'SSO and SCIM',
    description:
      'Connect your identity provider with SAML or OIDC, require single sign-on, and provision members and roles with SCIM.',
    intro:
      'With single sign-on, members sign in to Pulse with your company identity provider, and with SCIM the provider creates, updates and removes their Pulse accounts for you. Together they mean that someone who leaves your company loses access to customer data the moment their identity account is disabled.',
    sections: [
      {
        heading: 'Connect your identity provider',
        body: 'Pulse supports SAML 2.0 and OpenID Connect. Use SAML if your provider offers a Pulse gallery app; otherwise OIDC is quicker to set up.',
        steps: [
          'Open **Settings → Security → Single sign-on** and choose SAML or OIDC.',
          'Copy the callback URL and entity ID Pulse shows into a new application in your identity provider.',
          'Paste the provider’s metadata URL (SAML) or issuer, client ID and client secret (OIDC) into Pulse.',
          'Select **Test sign-in** in a private window; Pulse shows the attributes it received.',
          'Select **Enable** once the email attribute matches your members’ Pulse addresses.',
        ],
      },
      {
        heading: 'Require single sign-on',
        body: 'Turn on **Require SSO** to stop password and passkey sign-in for everyone in your email domains. Owners keep one fallback: a recovery code that lets them sign in if the identity provider is down. Store it in your password manager; using it is recorded in the audit log and notifies every other owner.',
      },
      {
        heading: 'Provision members with SCIM',
        body: 'Create a SCIM token under **Settings → Security → Provisioning** and give it to your identity provider with the SCIM base URL. The provider then creates a member when someone is assigned the Pulse application, updates their name and email, and deactivates them when they are unassigned. Map provider groups to workspace roles so that role changes follow your directory.',
        table: {
          head: ['SCIM attribute', 'Pulse field'],
          rows: [
            ['userName', 'Email address used to sign in'],
            ['name.givenName, name.familyName', 'Display name'],
            ['active', 'Whether the member can sign in'],
            ['groups', 'Workspace role, through the group mapping'],
          ],
        },
      },
    ],
    troubleshooting: [
      [
        'Test sign-in says the email does not match',
        'Send the email as the NameID or the `email` claim, not an internal user ID.',
      ],
      [
        'Deactivated members still appear',
        'Deactivated members stay listed, marked inactive, so their history keeps its owner.',
      ],
    ],
    related: ['/administration/audit-log-export', '/getting-started/inviting-users'],
  },
  {
    kind: 'guide',
    route: '/administration/audit-log-export',
    access: admins,
    title: 'Exporting the audit log',
    label: 'Audit log export',
    description:
      'Export the workspace audit log as CSV or stream it to your own storage or SIEM, and what each field means.',
    intro:
      'The audit log records every administrative change in the workspace. Compliance teams usually need it outside Pulse too: kept longer than Pulse keeps it, joined with other systems’ logs, and watched by their security tools. Admins can export it once or stream it continuously.',
    sections: [
      {
        heading: 'Export a period as CSV',
        body: 'Open **Settings → Audit log**, filter by period, member or action, and select **Export CSV**. Exports of up to 100,000 entries download at once; larger ones are prepared in the background and emailed to you as a link that expires after 24 hours. The export itself is recorded as an `audit_log.exported` entry.',
      },
      {
        heading: 'Stream to your storage or SIEM',
        body: 'Under **Streaming**, add a destination: an S3 bucket, a Google Cloud Storage bucket or an HTTPS endpoint. Pulse writes newline-delimited JSON files every five minutes to buckets, or posts batches to the endpoint signed with an HMAC header you verify with the shared secret. A failed delivery is retried with back-off for 24 hours and shown on the destination’s page.',
        diagram: `flowchart LR
  A["Admin changes a setting"] --> L["Audit log"]
  L --> C["CSV export"]
  L --> S["Stream every 5 minutes"]
  S --> B["Your bucket"]
  S --> H["Your SIEM endpoint"]`,
      },
      {
        heading: 'Fields',
        body: 'Every entry, in the CSV and in the stream, has the same fields. Values before and after a change are included for settings and mappings; credentials and secrets are never written, only the fact that they changed.',
        table: {
          head: ['Field', 'Meaning'],
          rows: [
            ['occurred_at', 'When the change happened, in UTC (ISO 8601).'],
            ['actor', 'The member’s email, or `scim` and `system` for automated changes.'],
            ['action', 'What happened, such as `connection.updated` or `members.role_changed`.'],
            ['object', 'The connection, member, workflow or setting changed.'],
            ['before, after', 'The values before and after, as JSON.'],
          ],
        },
      },
    ],
    tips: [
      'Stream rather than export when your policy keeps logs longer than Pulse’s two years.',
      'Alert on `members.role_changed` to Owner in your SIEM.',
    ],
    related: ['/dashboard-insights/audit-logs', '/administration/workspace-settings'],
  },
];
