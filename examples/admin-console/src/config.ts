// The emulator's demo project by default; ?projectId=&baseUrl= point the console elsewhere.
const params = new URLSearchParams(window.location.search);

export const projectId = params.get('projectId') || 'P2GatehouseDemo';
export const baseUrl = params.get('baseUrl') || 'http://127.0.0.1:4500';
/** ?mock=1: the widgets run on generated data, with no sign-in and no network at all. */
export const mock = params.get('mock') === '1';
/** The widget id whose layouts the emulator serves. */
export const widgetId = params.get('widgetId') || 'demo';
/** ?gallery=1: every widget state side by side in light and dark, with no request at all. */
export const gallery = params.get('gallery') === '1';
