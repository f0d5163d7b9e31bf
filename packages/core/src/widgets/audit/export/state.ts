import type { GatehouseError } from '../../../http/errors';

/**
 * Where the audit's CSV export stands, with the line that says so in the widget's locale
 * (`text`). Only `done` saved a file: a cancelled or failed export saved nothing.
 */
export type AuditExportState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'running';
      /** Events written so far. */
      readonly done: number;
      /** The search's count, once the first page said it. */
      readonly total: number | undefined;
      readonly text: string;
    }
  | {
      readonly status: 'done';
      readonly fileName: string;
      readonly rows: number;
      readonly text: string;
    }
  | { readonly status: 'cancelled'; readonly text: string }
  | { readonly status: 'failed'; readonly error: GatehouseError; readonly text: string };

export const EXPORT_IDLE: AuditExportState = { status: 'idle' };
