import type { Client } from '../../client';
import type { Mgmt } from '../../mgmt';
import type { Notices } from '../notices';
import type { Clipboard } from '../secret/store';

/** What every admin widget store takes (the element's attributes, and the page's client). */
export interface WidgetOptions<Backend> {
  /**
   * The page's client. Its session authorises the calls (one session per page); the widget
   * calls the management API (`mgmtOf(client)`) for `tenant` with its own widget headers, and
   * loads its layouts through the client's HTTP layer. Not needed in mock mode.
   */
  client?: Client;
  /** The tenant the widget manages (spec 000 §1). */
  tenant?: string;
  /**
   * Names the widget's layouts (spec 000 §1): required when they are served (`widgetIdProblem`);
   * mock mode and a backend of the caller's own show the built-in ones and need none.
   */
  widgetId?: string;
  /** Generated sample data, the built-in layouts, and no network at all. */
  mock?: boolean;
  /**
   * The language the widget speaks (a BCP 47 tag, the element's `locale`): its texts from the
   * catalogue, its layouts in that locale where the project has them, its dates and numbers.
   * `fr-CA` reads `fr`; a locale the catalogue lacks reads English (the default).
   */
  locale?: string;
  /**
   * Testing/advanced: the backend to call instead of the client's management API (a
   * `mgmtOf(client)`, or an object of the same shape). The built-in layouts are used then.
   */
  mgmt?: Mgmt | Backend;
  /** Epoch milliseconds (expiry, created times, the audit range's `from`). */
  now?: () => number;
  /** The notices to show; a store of its own when absent (pass one to share a toast area). */
  notices?: Notices;
  /** Where one-time secrets are copied; the browser's clipboard by default. */
  clipboard?: () => Clipboard | undefined;
}
