import { builtInFlows } from '../flows/builtins';
import type { Seed, SeedUser } from './schema';

export const DEMO_PROJECT_ID = 'P2GatehouseDemo';
export const DEMO_MANAGEMENT_KEY = 'K2demo-management-key';
/** The demo sign-in printed at start: a Tenant Admin of Acme. */
export const DEMO_ADMIN = { loginId: 'admin@acme.test', password: 'Gatehouse-Demo-1' };
/**
 * The second demo sign-in: a reader of Acme (a Viewer there) without the admin role, to show
 * what the docs keep for admins.
 */
export const DEMO_READER = { loginId: 'reader@acme.test', password: DEMO_ADMIN.password };

const PEOPLE = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Donald Knuth',
  'Margaret Hamilton',
  'Ken Thompson',
  'Frances Allen',
  'Dennis Ritchie',
  'Radia Perlman',
  'Tim Berners-Lee',
  'Shafi Goldwasser',
  'John McCarthy',
  'Sophie Wilson',
  'Niklaus Wirth',
  'Adele Goldberg',
  'Leslie Lamport',
  'Hedy Lamarr',
  'Claude Shannon',
  'Jean Sammet',
  'Robin Milner',
];
const DEPARTMENTS = ['Engineering', 'Support', 'Sales', 'Finance'];
/**
 * A real P-256 COSE public key whose private half was never kept: it gives some demo users a
 * registered passkey to show and remove in the widgets. Nobody can sign in with it; new
 * passkeys registered through WebAuthn work as usual.
 */
const DEMO_PASSKEY_KEY =
  'pQECAyYgASFYIOm6GXMoWEJxxikq5vMZcx6AoSSdvYkra1jFYp7bMdCUIlggjpWDOwlENt9kIiNAOLunWw1daJRWzNnbk-IEMatxSLU';
const DAY = 86_400;

/** Varied people: statuses, passwords, phones and verified flags, over two tenants. */
function people(): SeedUser[] {
  return PEOPLE.map((name, index): SeedUser => {
    const [given = '', family = ''] = name.split(' ');
    const tenant = index % 3 === 2 ? 'T2globex' : 'T2acme';
    const domain = tenant === 'T2acme' ? 'acme.test' : 'globex.test';
    const email = `${given.toLowerCase()}.${family.toLowerCase().replace(/[^a-z]/g, '')}@${domain}`;
    const hasPhone = index % 2 === 0;
    return {
      userId: `U2demo${String(index + 3).padStart(4, '0')}`,
      loginIds: [email],
      name,
      givenName: given,
      familyName: family,
      email,
      phone: hasPhone ? `+1555010${String(index).padStart(4, '0')}` : '',
      verifiedEmail: index % 4 !== 3,
      verifiedPhone: hasPhone && index % 3 === 0,
      status: index % 7 === 5 ? 'disabled' : index % 7 === 6 ? 'invited' : 'enabled',
      // Support Agent is a role of Acme's own, so only Acme people hold it.
      userTenants: [
        {
          tenantId: tenant,
          roleNames: index % 5 === 0 && tenant === 'T2acme' ? ['Support Agent'] : [],
        },
      ],
      roleNames: index % 4 === 0 ? ['Editor'] : ['Viewer'],
      customAttributes: { department: DEPARTMENTS[index % 4], employeeNumber: 1000 + index },
      password: index % 3 === 1 ? undefined : DEMO_ADMIN.password,
      passkeys:
        index % 6 === 1 ? [{ id: `demo-passkey-${index}`, publicKey: DEMO_PASSKEY_KEY }] : [],
      test: index === PEOPLE.length - 1,
    };
  });
}

/** The built-in demo project: what `gatehouse-emulator` serves without --seed. */
export function demoSeed(now = Date.now()): Seed {
  const seconds = Math.floor(now / 1000);
  // The accounts the demo prints: the two tenants' admins and an Acme reader without the admin role.
  const accounts: SeedUser[] = [
    {
      userId: 'U2demo0001',
      loginIds: [DEMO_ADMIN.loginId],
      name: 'Acme Admin',
      givenName: 'Acme',
      familyName: 'Admin',
      email: DEMO_ADMIN.loginId,
      verifiedEmail: true,
      userTenants: [{ tenantId: 'T2acme', roleNames: ['Tenant Admin'] }],
      customAttributes: { department: 'IT', employeeNumber: 1 },
      password: DEMO_ADMIN.password,
    },
    {
      userId: 'U2demo0002',
      loginIds: ['admin@globex.test'],
      name: 'Globex Admin',
      email: 'admin@globex.test',
      verifiedEmail: true,
      userTenants: [{ tenantId: 'T2globex', roleNames: ['Tenant Admin'] }],
      password: DEMO_ADMIN.password,
    },
    {
      userId: 'U2demo0030',
      loginIds: [DEMO_READER.loginId],
      name: 'Acme Reader',
      givenName: 'Acme',
      familyName: 'Reader',
      email: DEMO_READER.loginId,
      verifiedEmail: true,
      userTenants: [{ tenantId: 'T2acme', roleNames: ['Viewer'] }],
      customAttributes: { department: 'Support', employeeNumber: 2 },
      password: DEMO_READER.password,
    },
  ];
  const keyStatus = (i: number) => (i === 3 || i === 6 ? 'inactive' : 'active');
  const keyExpiry = (i: number) =>
    i === 1 || i === 4 ? seconds - 2 * DAY : i % 3 === 0 ? 0 : seconds + 30 * DAY;
  return {
    projectId: DEMO_PROJECT_ID,
    managementKey: DEMO_MANAGEMENT_KEY,
    tokenLifetimes: { sessionSeconds: 600, refreshSeconds: 30 * DAY },
    permissions: [
      { name: 'users.read', description: 'See users' },
      { name: 'users.write', description: 'Create and change users' },
      { name: 'roles.write', description: 'Create and change roles' },
      { name: 'accesskeys.write', description: 'Create and change access keys' },
      { name: 'audit.read', description: 'Read the audit trail' },
      { name: 'docs.read', description: 'Read the product documentation' },
    ],
    roles: [
      {
        name: 'Tenant Admin',
        description: "Manages the users, roles, access keys and audit of the user's tenant",
        permissionNames: [
          'users.read',
          'users.write',
          'roles.write',
          'accesskeys.write',
          'audit.read',
        ],
      },
      {
        name: 'Viewer',
        description: 'Reads the docs',
        permissionNames: ['docs.read', 'users.read'],
      },
      {
        name: 'Editor',
        description: 'Edits content',
        permissionNames: ['docs.read', 'users.write'],
      },
      {
        name: 'Support Agent',
        description: 'Helps Acme customers',
        permissionNames: ['users.read'],
        tenantId: 'T2acme',
      },
      {
        name: 'Billing Manager',
        description: 'Globex billing',
        permissionNames: ['audit.read'],
        tenantId: 'T2globex',
      },
    ],
    tenants: [
      { id: 'T2acme', name: 'Acme Corp', selfProvisioningDomains: ['acme.test'] },
      { id: 'T2globex', name: 'Globex', selfProvisioningDomains: ['globex.test'] },
    ],
    // The example apps run on loopback, on ports of their own: their pages may receive the
    // code of an IdP-initiated sign-on (the vanilla example's portal link names its page).
    approvedDomains: ['localhost', '127.0.0.1'],
    customAttributes: [
      { name: 'department', displayName: 'Department', type: 1, editable: true },
      { name: 'employeeNumber', displayName: 'Employee number', type: 2, editable: false },
    ],
    users: [...accounts, ...people()],
    accessKeys: Array.from({ length: 9 }, (_, i) => ({
      id: `K2demokey${i + 1}`,
      name:
        [
          'CI pipeline',
          'Old importer',
          'Metrics exporter',
          'Backup job',
          'Legacy sync',
          'Slack bot',
          'Paused integration',
          'Data warehouse',
          'Status page',
        ][i] ?? `Key ${i + 1}`,
      secret: `demo-secret-${i + 1}-gatehouse`,
      expireTime: keyExpiry(i),
      createdTime: seconds - (20 - i) * DAY,
      createdBy: DEMO_ADMIN.loginId,
      roleNames: i % 2 === 0 ? ['Viewer'] : [],
      keyTenants: [{ tenantId: i === 8 ? 'T2globex' : 'T2acme', roleNames: [] }],
      status: keyStatus(i),
    })),
    audits: Array.from({ length: 30 }, (_, i) => ({
      action:
        [
          'LoginSucceed',
          'LoginFailed',
          'UserCreated',
          'UserModified',
          'AccessKeyCreated',
          'RoleCreated',
        ][i % 6] ?? 'LoginSucceed',
      type: i % 6 === 1 ? ('warn' as const) : ('info' as const),
      actorId: i % 2 === 0 ? DEMO_ADMIN.loginId : 'grace.hopper@acme.test',
      userId: i % 2 === 0 ? 'U2demo0001' : 'U2demo0004',
      method:
        ['password', 'otp', 'management', 'management', 'management', 'management'][i % 6] ?? '',
      externalIds: [i % 2 === 0 ? DEMO_ADMIN.loginId : 'grace.hopper@acme.test'],
      tenants: [i % 5 === 4 ? 'T2globex' : 'T2acme'],
      geo: ['IL', 'US', 'DE', 'GB'][i % 4] ?? 'US',
      remoteAddress: `10.0.0.${i + 1}`,
      // Spread over the last month, a few within the last hour so every range shows some.
      occurred: now - (i < 3 ? i * 10 * 60_000 : i * 22 * 3_600_000),
    })),
    // The built-in sign-in and profile flows (their screens and the widgets' pages are the
    // built-in static content, served for every project).
    flows: builtInFlows(),
  };
}
