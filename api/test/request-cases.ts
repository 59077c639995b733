import * as v from 'valibot';
import { type FieldError } from 'shared-lib/contracts';
import { DIGITS_PATTERN, isCalendarDate } from 'shared-lib/requests';
import { PHONE_PATTERN } from 'shared-lib/domain';

/**
 * Bad values generated from a request schema (shared-lib/contracts, requests/): for each field, one under its
 * minimum, one over its maximum, a wrong type and, when required, the field left out, each with the field code and
 * limit the API must answer. The expected answers are written here from the schema's own rules (`requirement`), not
 * by the mapper under test (field-errors.ts), so a wrong mapping fails.
 */
export interface BadCase {
  /** What the case tries, for the test's name. */
  name: string;
  /** The dotted path of the field in the answer's `fields`. */
  field: string;
  /** The request (body or query) carrying the bad value. */
  request: Record<string, unknown>;
  expected: FieldError;
}

type AnySchema = v.GenericSchema & {
  type: string;
  pipe?: readonly AnyItem[];
  wrapped?: AnySchema;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  options?: readonly unknown[];
};
type AnyItem = { kind: string; type: string; requirement?: unknown } & Partial<AnySchema>;

const unwrap = (schema: AnySchema): { schema: AnySchema; optional: boolean } => {
  let optional = false;
  let current = schema;
  while (current.type === 'optional' || current.type === 'nullable') {
    optional ||= current.type === 'optional';
    current = current.wrapped!;
  }
  return { schema: current, optional };
};

/** The validation actions of a field, nested pipes flattened, in order; `onNumber` marks those of a number (read from text). */
function actionsOf(schema: AnySchema, out: Array<AnyItem & { onNumber: boolean }> = []) {
  for (const item of schema.pipe?.slice(1) ?? []) {
    if (item.kind === 'schema') {
      const inner = unwrap(item as AnySchema).schema;
      const before = out.length;
      actionsOf(inner, out);
      if (inner.type === 'number') for (const action of out.slice(before)) action.onNumber = true;
    } else if (item.kind === 'validation') out.push({ ...item, onNumber: schema.type === 'number' });
  }
  return out;
}

const SAMPLE_STRINGS = [
  'x',
  'a',
  '2026-01-15',
  '12:00',
  'ABCDEFGHJK',
  'RABCDEFG',
  'diner@example.az',
  '+994 50 123 45 67',
  '1',
  '9.50',
  'https://example.az',
  'Secret123',
  'x'.repeat(16),
  'pending',
  'AZN',
  '*1995',
];

/** A value the schema takes, when one can be found: what arrays are filled with to go over their maximum. */
export function sampleOf(raw: AnySchema): unknown {
  const { schema } = unwrap(raw);
  const fits = (value: unknown) => v.is(raw, value);
  switch (schema.type) {
    case 'picklist':
      return schema.options![0];
    case 'boolean':
      return true;
    case 'number': {
      const min = actionsOf(schema).find((a) => a.type === 'min_value')?.requirement;
      return typeof min === 'number' ? min : 1;
    }
    case 'string': {
      const min = actionsOf(schema).find((a) => a.type === 'min_length')?.requirement;
      const candidates = [...SAMPLE_STRINGS, ...(typeof min === 'number' ? ['x'.repeat(min)] : [])];
      return candidates.find(fits);
    }
    case 'object':
    case 'strict_object': {
      const value: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(schema.entries!)) if (!unwrap(entry).optional) value[key] = sampleOf(entry);
      return fits(value) ? value : undefined;
    }
    case 'array':
      return fits([]) ? [] : undefined;
    default:
      return undefined;
  }
}

const at = (path: string[], value: unknown): Record<string, unknown> => {
  let out: unknown = value;
  for (const key of [...path].reverse()) out = /^\d+$/.test(key) ? [out] : { [key]: out };
  return out as Record<string, unknown>;
};

/** The bad cases of every field of a request schema (an object schema); `query`: every value is text. */
export function badCases(root: AnySchema, query: boolean): BadCase[] {
  const cases: BadCase[] = [];
  const walk = (raw: AnySchema, path: string[], listItem = false) => {
    const { schema, optional } = unwrap(raw);
    const field = path.join('.');
    const add = (name: string, value: unknown, expected: FieldError) => cases.push({ name: `${field}: ${name}`, field, request: at(path, value), expected });
    // A plain value in a list is answered on the list's field (field-errors.ts, fieldPathOf).
    const addInList = (name: string, value: unknown, expected: FieldError) =>
      cases.push({ name: `${field}: ${name}`, field: path.slice(0, -1).join('.'), request: at(path, value), expected });
    if (!optional && path.length > 0 && !listItem) {
      const parent = path.slice(0, -1);
      cases.push({ name: `${field}: left out`, field, request: parent.length ? at(parent, {}) : {}, expected: { code: 'required' } });
    }
    const actions = actionsOf(schema);
    switch (schema.type) {
      case 'object':
      case 'strict_object':
        for (const [key, entry] of Object.entries(schema.entries!)) walk(entry, [...path, key]);
        if (path.length > 0 && !query) (listItem ? addInList : add)('not an object', 'text', { code: 'invalid' });
        if (schema.type === 'strict_object') {
          const unknown = [...path, 'unknownField'];
          cases.push({
            name: `${unknown.join('.')}: not a field of the request`,
            field: unknown.join('.'),
            request: at(unknown, 'x'),
            expected: { code: 'notAllowed' },
          });
        }
        return;
      case 'picklist':
        add('not one of the choices', 'not-a-choice', { code: 'choice' });
        return;
      case 'boolean':
        add('not true or false', 'yes', { code: 'choice' });
        return;
      case 'number':
        add('not a number', 'twelve', { code: 'number' });
        if (actions.some((a) => a.type === 'integer')) add('not whole', 1.5, { code: 'number' });
        break;
      case 'string':
        if (!query) add('not text', 12345, { code: 'invalid' });
        break;
      case 'array': {
        if (!query) add('not a list', 'text', { code: 'invalid' });
        const item = sampleOf(schema.item!);
        for (const action of actions) {
          if (item === undefined || typeof action.requirement !== 'number') continue;
          if (action.type === 'max_length')
            add(
              `${action.requirement + 1} items`,
              Array.from({ length: action.requirement + 1 }, () => item),
              { code: 'tooLong', params: { max: action.requirement } },
            );
          if (action.type === 'min_length' && action.requirement > 1)
            add(
              `${action.requirement - 1} items`,
              Array.from({ length: action.requirement - 1 }, () => item),
              { code: 'tooShort', params: { min: action.requirement } },
            );
        }
        const itemType = unwrap(schema.item!).schema.type;
        if (itemType.endsWith('object')) walk(schema.item!, [...path, '0'], true);
        if (itemType === 'picklist') add('an item not among the choices', ['not-a-choice'], { code: 'choice' });
        return;
      }
      default:
        return;
    }
    for (const action of actions) {
      const limit = action.requirement;
      if (typeof limit !== 'number') continue;
      // A number read from a query's digits is checked after the text is read: its limits are given as digits.
      const asNumber = action.onNumber;
      // Text over its maximum keeps its form (an e-mail stays an e-mail): a sample the field takes, padded in front.
      const sample = sampleOf(raw);
      const text = (n: number) => (typeof sample === 'string' && sample.length <= n ? 'x'.repeat(n - sample.length) + sample : 'x'.repeat(n));
      const value = (n: number) => (asNumber ? (query ? String(n) : n) : text(n));
      if (action.type === 'min_length' && limit > 0)
        add(`${limit - 1} characters`, value(limit - 1), limit <= 1 ? { code: 'required' } : { code: 'tooShort', params: { min: limit } });
      if (action.type === 'max_length') add(`${limit + 1} characters`, value(limit + 1), { code: 'tooLong', params: { max: limit } });
      if (action.type === 'min_value' && (!query || limit > 0)) add(`under ${limit}`, value(limit - 1), { code: 'tooSmall', params: { min: limit } });
      if (action.type === 'max_value') add(`over ${limit}`, value(limit + 1), { code: 'tooLarge', params: { max: limit } });
    }
    if (actions.some((a) => a.type === 'email')) add('not an e-mail', 'diner-at-example', { code: 'email' });
    if (actions.some((a) => a.type === 'iso_date')) add('not a date', '31.12.2026', { code: 'date' });
    if (actions.some((a) => a.requirement === isCalendarDate)) add('a day that does not exist', '2026-02-30', { code: 'date' });
    if (actions.some((a) => a.requirement === PHONE_PATTERN)) add('not a phone number', 'call me', { code: 'phone' });
    if (actions.some((a) => a.requirement === DIGITS_PATTERN)) add('not digits', 'ten', { code: 'number' });
  };
  walk(root, []);
  return cases;
}
