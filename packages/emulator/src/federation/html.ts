// The emulator's few HTML pages are built from strings. Every interpolated value passes
// through `html`, which escapes it unless it is already escaped markup (`Safe`), so that no
// user-controlled text (names, emails, URLs) can become markup or script.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);

/** Markup that has been escaped already. */
export class Safe {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Part = string | number | Safe | ReadonlyArray<Safe>;

const render = (part: Part): string => {
  if (part instanceof Safe) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
};

export function html(strings: TemplateStringsArray, ...parts: Part[]): Safe {
  let out = strings[0] ?? '';
  parts.forEach((part, index) => {
    out += render(part) + (strings[index + 1] ?? '');
  });
  return new Safe(out);
}

/** A whole page: one language, one title, one h1 (the caller's heading). */
export const page = (title: string, body: Safe): string =>
  html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
label{display:block;margin-top:1rem;font-weight:600}
input,select,button{font:inherit;width:100%;padding:.5rem;margin-top:.25rem;box-sizing:border-box}
button{margin-top:1.5rem;cursor:pointer}
.note{color:#555;font-size:.9rem}
code{font-size:1.1rem;word-break:break-all}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`.value;

/** Defence in depth for the pages: no script may run and no other site may frame them. */
export const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};
