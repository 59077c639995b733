/** How deep a JSON body may nest: the deepest the API takes is an item's options (five levels); 32 leaves room. */
export const MAX_JSON_DEPTH = 32;

/** The nesting depth of JSON text, read from its bytes before parsing (brackets inside strings do not count). */
export function jsonDepth(bytes: Buffer): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next byte
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/** body-parser's `verify`: a body nested deeper than MAX_JSON_DEPTH is refused (400 JSON_TOO_DEEP) before parsing. */
export function refuseDeepJson(_req: unknown, _res: unknown, bytes: Buffer): void {
  if (jsonDepth(bytes) > MAX_JSON_DEPTH)
    throw Object.assign(new Error(`The request body nests deeper than ${MAX_JSON_DEPTH} levels`), { status: 400, type: 'entity.too.deep' });
}
