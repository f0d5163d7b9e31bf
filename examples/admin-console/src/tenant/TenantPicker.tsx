import { tenantName } from '@gatehouse/core';
import { useSession, useUser } from '@gatehouse/react';
import { useId, useState } from 'react';

/**
 * The tenant the console manages: one of the tenants in the session token, the first by
 * default, and the first again if the chosen one leaves the session (a refreshed token can
 * drop a tenant). `undefined` when the account belongs to no tenant.
 */
export function useTenant() {
  const { tenants } = useSession();
  const { user } = useUser();
  const [chosen, setChosen] = useState<string>();
  const tenant = chosen !== undefined && tenants.includes(chosen) ? chosen : tenants[0];
  const nameOf = (id: string) => tenantName(user ?? undefined, id);
  return { tenant, tenants, choose: setChosen, nameOf };
}

export interface TenantPickerProps {
  tenant: string;
  tenants: readonly string[];
  onChange(tenant: string): void;
  nameOf(id: string): string;
}

/** A labelled select of the session's tenants. */
export function TenantPicker({ tenant, tenants, onChange, nameOf }: TenantPickerProps) {
  const id = useId();
  return (
    <div className="tenant-picker">
      <label htmlFor={id}>Tenant</label>
      <select
        id={id}
        className="select"
        value={tenant}
        onChange={(event) => onChange(event.target.value)}
      >
        {tenants.map((each) => (
          <option key={each} value={each}>
            {nameOf(each)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Mock mode's tenant: generated, fixed, and labelled as such. */
export function MockTenant({ tenant }: { tenant: string }) {
  return (
    <p className="tenant-picker">
      <span>Tenant</span>
      <span className="badge">{tenant}</span>
    </p>
  );
}
