/**
 * How deep a JSON text nests, found in one pass over its characters before JSON.parse runs, so a
 * body of half a million '[' is refused after the first few dozen characters instead of holding
 * the event loop for the better part of a second (decision 019).
 */

/** The deepest nesting of arrays and objects a request body may have; the API's own bodies use four. */
export const JSON_MAX_DEPTH = 20;

export const jsonTooDeepMessage = (max = JSON_MAX_DEPTH) => `The request body nests arrays and objects more than ${max} levels deep`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** Whether `text` opens more than `max` arrays or objects inside one another (text inside strings does not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
