import { projectSettings } from '../../project-settings.mjs';

// The query: ?projectId=&baseUrl= point the console at another project than the emulator's
// demo one; ?mock=1 runs the widgets on generated data, with no sign-in and no network at
// all; ?gallery=1 shows every widget state side by side in light and dark, with no request at
// all (../../project-settings.mjs, which the page's head reads too).
const params = new URLSearchParams(window.location.search);

export const { projectId, baseUrl, mock, gallery } = projectSettings(window.location.search);
/** The widget id whose layouts the emulator serves. */
export const widgetId = params.get('widgetId') || 'demo';
