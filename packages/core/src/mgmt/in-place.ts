import type * as z from 'zod/mini';

// Management answers can be long lists (10 000 users a page). Zod's parse of a loose object
// builds a new object for every row and a new array for every list in it, which cost more than
// the JSON parse itself and most of the time from a search's answer to its first rows painted.
// The answer is freshly parsed JSON, owned by nobody else, so it can be checked where it is:
// the check below is compiled once from the same schema and walks the answer without building
// anything. It may refuse more than zod does, never less: whatever it refuses, zod parses, and
// zod's answer (its value, or its issues) is the call's. Schemas with anything the check does
// not know (a refinement, a transform, a default, a strict or stripping object, kinds no answer
// uses) keep zod's parse.

type Check = (value: unknown) => boolean;
type Def = { type: string; checks?: unknown[] } & Record<string, unknown>;

const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Accepts anything: a list or record of these needs no walk, an object field no look. */
const anything: Check = () => true;

function every(values: unknown[], check: Check): boolean {
  for (let i = 0; i < values.length; i++) if (!check(values[i])) return false;
  return true;
}

/** The check for `schema`, or undefined when it has something only zod's parse can do. */
export function compileCheck(schema: unknown): Check | undefined {
  const def = defOf(schema);
  if (def.checks?.length) return undefined;
  const { type } = def;
  switch (type) {
    case 'string':
    case 'boolean':
      return (value) => typeof value === type;
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'unknown':
      return anything;
    case 'optional': {
      const inner = compileCheck(def.innerType);
      return inner === anything ? inner : inner && ((value) => value === undefined || inner(value));
    }
    case 'array': {
      const element = compileCheck(def.element);
      if (element === anything) return Array.isArray;
      return element && ((value) => Array.isArray(value) && every(value, element));
    }
    case 'record': {
      // Any string key (the only kind JSON has); enumerated or refined keys stay with zod.
      const key = defOf(def.keyType);
      const entry = compileCheck(def.valueType);
      if (key.type !== 'string' || key.checks?.length || !entry) return undefined;
      return entry === anything
        ? isObject
        : (value) => isObject(value) && every(Object.values(value), entry);
    }
    case 'object': {
      // Objects that keep the keys their shape does not name: loose ones (a catch-all of
      // unknown) and records (`recordOf`: a catch-all that checks each value). Strict and
      // stripping objects change what they answer, so they stay with zod.
      const rest = def.catchall === undefined ? undefined : compileCheck(def.catchall);
      if (!rest) return undefined;
      // Each field as [name, optional, check of the value]: an optional field is one test of
      // undefined here rather than a closure around its check (most of a user's fields are
      // optional, and a call per level was most of the check's time).
      const fields: Array<[string, boolean, Check]> = [];
      const named = new Set(Object.keys(def.shape as object));
      for (const [name, field] of Object.entries(def.shape as object)) {
        const optional = defOf(field).type === 'optional';
        const check = compileCheck(optional ? defOf(field).innerType : field);
        if (!check) return undefined;
        if (check !== anything) fields.push([name, optional, check]);
      }
      return (value) => {
        if (!isObject(value)) return false;
        for (const [name, optional, check] of fields) {
          const entry = value[name];
          if (entry === undefined ? !optional : !check(entry)) return false;
        }
        if (rest === anything) return true;
        for (const key of Object.keys(value)) {
          if (!named.has(key) && !rest(value[key])) return false;
        }
        return true;
      };
    }
    case 'union': {
      const options = (def.options as unknown[]).map(compileCheck);
      return options.every(Boolean)
        ? (value) => options.some((check) => (check as Check)(value))
        : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * `schema` checked in place when it can be: its `safeParse` answers with the input itself,
 * unchanged, when the compiled check passes, and is zod's own parse when it does not. The same
 * schema otherwise. Widgets pass this to `mgmt.forWidget`, so that an app's own management
 * calls keep zod's parse, and its bundle does not carry this.
 */
export function inPlace<T>(schema: z.ZodMiniType<T>): z.ZodMiniType<T> {
  // Compiling is a walk over the schema's few dozen fields: cheap beside any answer it checks.
  const check = compileCheck(schema);
  return check
    ? Object.create(schema, {
        safeParse: {
          value: (value: T) =>
            check(value) ? { success: true, data: value } : schema.safeParse(value),
        },
      })
    : schema;
}
