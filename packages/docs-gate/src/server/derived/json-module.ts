import { readStringLiteral, writeStringLiteral } from './js-string';

/**
 * A webpack chunk that holds one JSON module, as webpack emits JSON over 20 characters:
 * `…{55226(e){e.exports=JSON.parse('{"version":…}')}}]);`. The chunk's code around the JSON
 * (`before`, `after`) is kept byte for byte; only the JSON is read and written again.
 */
export interface JsonModuleChunk {
  before: string;
  json: unknown;
  after: string;
}

const CALL = 'JSON.parse(';

/** Throws a plain Error saying why the text is not such a chunk. */
export function readJsonModuleChunk(text: string): JsonModuleChunk {
  if (!text.includes('webpackChunk')) throw new Error('it is not a webpack chunk');
  const call = text.indexOf(CALL);
  if (call === -1) throw new Error('it embeds no JSON.parse(…) module');
  if (text.indexOf(CALL, call + 1) !== -1) throw new Error('it embeds more than one JSON module');
  const start = call + CALL.length;
  const literal = readStringLiteral(text, start);
  if (text[literal.end] !== ')') throw new Error('its JSON.parse call takes more than one string');
  let json: unknown;
  try {
    json = JSON.parse(literal.value);
  } catch (error) {
    throw new Error(`its embedded JSON does not parse (${(error as Error).message})`);
  }
  return { before: text.slice(0, start), json, after: text.slice(literal.end) };
}

/** The chunk again, with `json` in place of the JSON it held. */
export function writeJsonModuleChunk({ before, json, after }: JsonModuleChunk): string {
  return `${before}${writeStringLiteral(JSON.stringify(json))}${after}`;
}
