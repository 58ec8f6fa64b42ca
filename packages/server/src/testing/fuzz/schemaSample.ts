/**
 * A valid-looking sample value for a JSON schema (from the OpenAPI document), so a fuzz test can break one field
 * at a time and the rest of the body passes validation.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'date':
      return '2024-05-01';
    case 'date-time':
      return '2024-05-01T12:00:00.000Z';
    case 'email':
      return 'fuzz@pallone.test';
    case 'uri':
      return 'https://example.com/fuzz';
  }
  if (schema.pattern?.includes('a-z0-9')) return 'fuzz-sample';
  return 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
}

export function sampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const option = options.find((o) => o.type !== 'null') ?? options[0];
    return option ? sampleOf(option) : null;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, inner]) => [name, sampleOf(inner)]),
      );
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0 ? [sampleOf(schema.items)] : [];
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return null;
  }
}
