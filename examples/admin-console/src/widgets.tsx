import { AccessKeyManagement, AuditManagement, RoleManagement } from '@gatehouse/widgets';
import { baseUrl, projectId, widgetId } from './config';

export interface WidgetAreaProps {
  /** The tenant the widgets manage (their `tenant` attribute). */
  tenant: string;
  mock?: boolean;
}

/**
 * The admin widgets for one tenant. Inside the app's <AuthProvider> they call through its
 * client, so the page runs one session; each request carries the calling widget's headers.
 */
export function WidgetArea({ tenant, mock = false }: WidgetAreaProps) {
  const common = { projectId, baseUrl, tenant, widgetId, mock };
  return (
    <div className="widgets">
      <AccessKeyManagement {...common} />
      <RoleManagement {...common} />
      <AuditManagement {...common} />
    </div>
  );
}
