/** The mock backend when `mock` is set, else the given client; one of them is required. */
export function chooseBackend<B>(
  options: { mgmt?: B | undefined; mock?: boolean | undefined },
  mock: () => B,
): B {
  if (options.mock) return mock();
  if (!options.mgmt)
    throw new TypeError('A management client (mgmt) is required unless mock is set');
  return options.mgmt;
}
