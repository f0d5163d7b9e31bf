// The widget bench's users: the demo seed, plus generated users in the demo tenant until it
// lists the count a stage wants. None has a password, so seeding hashes nothing of theirs.
import { demoSeed } from '@gatehouse/emulator';

export const TENANT = 'T2acme';

const GIVEN = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Ken', 'Radia'];
const FAMILY = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Hamilton',
  'Perlman',
];
const DEPARTMENTS = ['Engineering', 'Support', 'Sales', 'Finance'];
const STATUSES = ['enabled', 'enabled', 'enabled', 'disabled', 'invited'];

/** The `index`th bench user, in the seed's shape (the emulator fills in the rest). */
function benchUser(index) {
  const given = GIVEN[index % GIVEN.length];
  const family = FAMILY[(index * 7) % FAMILY.length];
  const email = `${given}.${family}.${index}@acme.test`.toLowerCase();
  return {
    userId: `U2bench${String(index).padStart(6, '0')}`,
    loginIds: [email],
    name: `${given} ${family} ${index}`,
    givenName: given,
    familyName: family,
    email,
    phone: index % 2 ? `+1555${String(index).padStart(7, '0')}` : '',
    verifiedEmail: index % 3 !== 0,
    status: STATUSES[index % STATUSES.length],
    userTenants: [{ tenantId: TENANT, roleNames: index % 4 ? [] : ['Support Agent'] }],
    roleNames: [index % 2 ? 'Viewer' : 'Editor'],
    customAttributes: { department: DEPARTMENTS[index % 4], employeeNumber: 10_000 + index },
  };
}

/** Listed users of the tenant (test users are never listed). */
const listed = (users) =>
  users.filter((user) => !user.test && user.userTenants?.some((t) => t.tenantId === TENANT));

/** The demo seed with bench users added until the tenant lists `total` users. */
export function seedWith(total) {
  const seed = demoSeed();
  const extra = total - listed(seed.users).length;
  return {
    ...seed,
    users: [...seed.users, ...Array.from({ length: extra }, (_, i) => benchUser(i))],
  };
}

/**
 * Add bench users to the running emulator's store until the tenant lists `total` users: put
 * there directly in the shape the seed gave the first ones (a seed of 100 000 would be loaded
 * and validated whole, for nothing the bench measures).
 */
export function growTo(emulator, total) {
  const users = emulator.store.data.users;
  const template = users.find((user) => user.userId.startsWith('U2bench'));
  const have = listed(users).length;
  const from = users.filter((user) => user.userId.startsWith('U2bench')).length;
  for (let i = from; i < from + total - have; i++) {
    users.push({ ...template, ...benchUser(i), passwordHash: '', webauthn: [], oauth: {} });
  }
}
