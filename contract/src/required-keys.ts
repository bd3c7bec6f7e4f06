/**
 * Reports each missing required key with its own message ('Company name is required') before
 * the object schema runs. A plain strict object reports a missing key as a generic key issue,
 * which would lose the spec's wording.
 */
import * as v from 'valibot';

export function requireKeys<TSchema extends v.GenericSchema<Record<string, unknown>>>(messages: Record<string, string>, schema: TSchema) {
  return v.pipe(
    v.unknown(),
    v.rawCheck(({ dataset, addIssue }) => {
      const input = dataset.value;
      if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
      for (const [key, message] of Object.entries(messages)) {
        if ((input as Record<string, unknown>)[key] === undefined) {
          addIssue({ message, path: [{ type: 'object', origin: 'value', input: input as Record<string, unknown>, key, value: undefined }] });
        }
      }
    }),
    schema,
  );
}
