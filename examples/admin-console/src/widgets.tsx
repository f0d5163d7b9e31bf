import { AccessKeyManagement, AuditManagement, RoleManagement } from '@gatehouse/widgets';
import { baseUrl, projectId, widgetId } from './config';

export interface WidgetAreaProps {
  /** The tenant the widgets manage (their `tenant` attribute). */
  tenant: string;
  mock?: boolean;
}

/**
 * The admin widgets for one tenant. Each widget has a client of its own (for its widget
 * headers) that shares this page's session through storage.
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
