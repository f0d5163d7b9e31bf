// Character references, decoded as the HTML tokenizer decodes them, for the Node path (the
// browser decodes its own). Named ones: the common ones, those of European languages, and the
// punctuation an attacker spells out to hide a scheme (`javascript&colon;`): a name not listed
// stays as written, where a browser, knowing all 2,231, might decode it.

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  AMP: '&',
  LT: '<',
  GT: '>',
  QUOT: '"',
  copy: '©',
  COPY: '©',
  reg: '®',
  REG: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  lsaquo: '‹',
  rsaquo: '›',
  bull: '•',
  middot: '·',
  times: '×',
  divide: '÷',
  minus: '−',
  plusmn: '±',
  deg: '°',
  micro: 'µ',
  para: '¶',
  sect: '§',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  curren: '¤',
  iexcl: '¡',
  iquest: '¿',
  shy: '\u00ad',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200c',
  zwj: '\u200d',
  lrm: '\u200e',
  rlm: '\u200f',
  dagger: '†',
  Dagger: '‡',
  permil: '‰',
  prime: '′',
  Prime: '″',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  check: '✓',
  cross: '✗',
  star: '☆',
  starf: '★',
  hearts: '♥',
  // Punctuation, spelled out.
  Tab: '\t',
  NewLine: '\n',
  excl: '!',
  num: '#',
  dollar: '$',
  percnt: '%',
  lpar: '(',
  rpar: ')',
  ast: '*',
  plus: '+',
  comma: ',',
  period: '.',
  sol: '/',
  colon: ':',
  semi: ';',
  equals: '=',
  quest: '?',
  commat: '@',
  lsqb: '[',
  lbrack: '[',
  bsol: '\\',
  rsqb: ']',
  rbrack: ']',
  Hat: '^',
  lowbar: '_',
  grave: '`',
  lcub: '{',
  lbrace: '{',
  verbar: '|',
  vert: '|',
  rcub: '}',
  rbrace: '}',
  // Letters of European languages.
  Agrave: 'À',
  Aacute: 'Á',
  Acirc: 'Â',
  Atilde: 'Ã',
  Auml: 'Ä',
  Aring: 'Å',
  AElig: 'Æ',
  Ccedil: 'Ç',
  Egrave: 'È',
  Eacute: 'É',
  Ecirc: 'Ê',
  Euml: 'Ë',
  Igrave: 'Ì',
  Iacute: 'Í',
  Icirc: 'Î',
  Iuml: 'Ï',
  Ntilde: 'Ñ',
  Ograve: 'Ò',
  Oacute: 'Ó',
  Ocirc: 'Ô',
  Otilde: 'Õ',
  Ouml: 'Ö',
  Oslash: 'Ø',
  Ugrave: 'Ù',
  Uacute: 'Ú',
  Ucirc: 'Û',
  Uuml: 'Ü',
  Yacute: 'Ý',
  szlig: 'ß',
  agrave: 'à',
  aacute: 'á',
  acirc: 'â',
  atilde: 'ã',
  auml: 'ä',
  aring: 'å',
  aelig: 'æ',
  ccedil: 'ç',
  egrave: 'è',
  eacute: 'é',
  ecirc: 'ê',
  euml: 'ë',
  igrave: 'ì',
  iacute: 'í',
  icirc: 'î',
  iuml: 'ï',
  ntilde: 'ñ',
  ograve: 'ò',
  oacute: 'ó',
  ocirc: 'ô',
  otilde: 'õ',
  ouml: 'ö',
  oslash: 'ø',
  ugrave: 'ù',
  uacute: 'ú',
  ucirc: 'û',
  uuml: 'ü',
  yacute: 'ý',
  yuml: 'ÿ',
  OElig: 'Œ',
  oelig: 'œ',
  ETH: 'Ð',
  eth: 'ð',
  THORN: 'Þ',
  thorn: 'þ',
  acute: '´',
  brvbar: '¦',
  cedil: '¸',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  macr: '¯',
  not: '¬',
  notin: '∉',
  ordf: 'ª',
  ordm: 'º',
  sup1: '¹',
  sup2: '²',
  sup3: '³',
  uml: '¨',
};

/**
 * Names HTML also decodes without their `;` (a legacy of old pages: Latin-1's), longest first
 * so that `&notin` reads as `&not` + `in` only when `&notin;` is not meant.
 */
const LEGACY = (
  'AElig AMP Aacute Acirc Agrave Aring Atilde Auml COPY Ccedil ETH Eacute Ecirc Egrave Euml GT ' +
  'Iacute Icirc Igrave Iuml LT Ntilde Oacute Ocirc Ograve Oslash Otilde Ouml QUOT REG THORN ' +
  'Uacute Ucirc Ugrave Uuml Yacute aacute acirc acute aelig agrave amp aring atilde auml brvbar ' +
  'ccedil cedil cent copy curren deg divide eacute ecirc egrave eth euml frac12 frac14 frac34 gt ' +
  'iacute icirc iexcl igrave iquest iuml laquo lt macr micro middot nbsp not ntilde oacute ocirc ' +
  'ograve ordf ordm oslash otilde ouml para plusmn pound quot raquo reg sect shy sup1 sup2 sup3 ' +
  'szlig thorn times uacute ucirc ugrave uml uuml yacute yen yuml'
)
  .split(' ')
  .sort((a, b) => b.length - a.length);

/** What the tokenizer puts for numbers 0x80-0x9F: the windows-1252 characters pages meant. */
const WINDOWS_1252: Readonly<Record<number, number>> = {
  128: 0x20ac,
  130: 0x201a,
  131: 0x0192,
  132: 0x201e,
  133: 0x2026,
  134: 0x2020,
  135: 0x2021,
  136: 0x02c6,
  137: 0x2030,
  138: 0x0160,
  139: 0x2039,
  140: 0x0152,
  142: 0x017d,
  145: 0x2018,
  146: 0x2019,
  147: 0x201c,
  148: 0x201d,
  149: 0x2022,
  150: 0x2013,
  151: 0x2014,
  152: 0x02dc,
  153: 0x2122,
  154: 0x0161,
  155: 0x203a,
  156: 0x0153,
  158: 0x017e,
  159: 0x0178,
};

const REPLACEMENT = '\ufffd';

function fromCodePoint(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return REPLACEMENT;
  return String.fromCodePoint(WINDOWS_1252[code] ?? code);
}

/** A number's value, capped past the last code point (so `&#99999999999;` cannot overflow). */
function numberValue(digits: string, radix: number): number {
  const value = Number.parseInt(digits.replace(/^0+/, '').slice(0, 8) || '0', radix);
  return digits.replace(/^0+/, '').length > 8 ? 0x110000 : value;
}

const REFERENCE = /&(?:#[xX]([0-9a-fA-F]+);?|#([0-9]+);?|([a-zA-Z][a-zA-Z0-9]*)(;?))/g;
const ALNUM_OR_EQUALS = /[a-zA-Z0-9=]/;

/** A named reference: listed with `;`, or a legacy name as a prefix (`&ampx` is `&x` in text). */
function named(name: string, semicolon: string, rest: string, inAttribute: boolean): string {
  if (semicolon && Object.hasOwn(NAMED, name)) return NAMED[name]!;
  const legacy = LEGACY.find((candidate) => name.startsWith(candidate));
  if (!legacy) return `&${name}${semicolon}`;
  const after = name.slice(legacy.length);
  // In an attribute, `&amp=1` or `&ampx` stays as written: it was most likely a query string.
  if (inAttribute && ALNUM_OR_EQUALS.test((after || semicolon || rest).charAt(0))) {
    return `&${name}${semicolon}`;
  }
  return `${NAMED[legacy]!}${after}${semicolon}`;
}

/** `text` with its character references decoded; `inAttribute` as in an attribute value. */
export function decodeEntities(text: string, inAttribute: boolean): string {
  if (!text.includes('&')) return text;
  return text.replace(
    REFERENCE,
    (
      match,
      hex: string | undefined,
      decimal: string | undefined,
      name: string | undefined,
      semicolon: string,
      offset: number,
    ) => {
      if (hex !== undefined) return fromCodePoint(numberValue(hex, 16));
      if (decimal !== undefined) return fromCodePoint(numberValue(decimal, 10));
      if (name === undefined) return match;
      return named(name, semicolon, text.slice(offset + match.length), inAttribute);
    },
  );
}
