import { useEffect } from 'react';

// Font stylesheets of the project's cssTemplate go into the document's <head>, not into the
// flow: @font-face rules inside a shadow root are ignored by browsers, and <gatehouse-flow>
// may render in one. Core's flowStyle has already kept only https or same-origin URLs; the
// page only ever gets a <link> to them, never CSS text. Flows showing the same font share one
// link, which goes when the last of them unmounts.

const users = new Map<string, { link: HTMLLinkElement; count: number }>();

function acquire(href: string): void {
  const entry = users.get(href);
  if (entry) {
    entry.count += 1;
    return;
  }
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  // A font host learns nothing of the page that shows the flow.
  link.referrerPolicy = 'no-referrer';
  link.dataset.ghFont = '';
  document.head.append(link);
  users.set(href, { link, count: 1 });
}

function release(href: string): void {
  const entry = users.get(href);
  if (!entry) return;
  entry.count -= 1;
  if (entry.count > 0) return;
  entry.link.remove();
  users.delete(href);
}

/** Keep a `<link rel="stylesheet">` in the document head for each URL while mounted. */
export function useFontStylesheets(urls: readonly string[]): void {
  const key = urls.join('\n');
  useEffect(() => {
    const hrefs = key ? key.split('\n') : [];
    for (const href of hrefs) acquire(href);
    return () => {
      for (const href of hrefs) release(href);
    };
  }, [key]);
}
