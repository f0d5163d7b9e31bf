import { useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';

// Docusaurus keeps the colour mode in <html data-theme>, set before the page paints. Its
// own hook lives inside the layout, which the gate does not render while signed out, so the
// attribute is read (and watched) here.
const current = (): ColorMode =>
  document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The site's colour mode, following changes; 'light' in a server render. */
export const useColorMode = (): ColorMode =>
  useSyncExternalStore(subscribe, current, () => 'light');
