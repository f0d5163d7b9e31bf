// Docusaurus client module: a page event on the first load and on every route change.
import siteConfig from '@generated/docusaurus.config';
import { consoleSink, READER_EVENT, setAnalyticsSink, setReader, trackPage } from './index';

if (typeof window !== 'undefined') {
  if (siteConfig.customFields?.analyticsSink === 'console') setAnalyticsSink(consoleSink);
  window.addEventListener(READER_EVENT, (event) => {
    setReader((event as CustomEvent<string | null>).detail ?? null);
  });
}

export function onRouteDidUpdate({
  location,
  previousLocation,
}: {
  location: Location;
  previousLocation: Location | null;
}): void {
  if (previousLocation && previousLocation.pathname === location.pathname) return;
  // The title is set by the page's head after the route renders.
  requestAnimationFrame(() => trackPage(location.pathname, document.title));
}
