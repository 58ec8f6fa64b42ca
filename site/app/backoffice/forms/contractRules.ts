import { z } from 'zod';
import { ERROR_MESSAGES } from '@pallone/core';

/**
 * The JSON Schema keywords of a contract (TypeBox) schema that the back-office forms check. The schema objects are
 * imported from @pallone/contract by the back-office only (its own lazy chunk): the public pages never load them.
 */
export interface SchemaKeywords {
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  items?: SchemaKeywords;
  enum?: readonly string[];
  anyOf?: readonly SchemaKeywords[];
}

/** A write schema: an object's properties and which of them are required. */
export interface ObjectSchema {
  properties: Readonly<Record<string, SchemaKeywords>>;
  required?: readonly string[];
}

/** A property of a write schema: its keywords (a `T | null` union reads as T) and whether it may be left empty. */
export function propertyOf(
  schema: ObjectSchema,
  name: string,
): { keywords: SchemaKeywords; optional: boolean } {
  const property = schema.properties[name];
  if (!property) throw new Error(`The contract has no property "${name}"`);
  const nullable = property.anyOf?.find((member) => member.type !== 'null');
  return {
    keywords: nullable ?? property,
    optional: Boolean(property.anyOf) || !(schema.required ?? []).includes(name),
  };
}

const tooLong = (max: number) => `Al massimo ${max} caratteri`;

/**
 * A text input as the schema's string: required unless optional or nullable (then empty is allowed), its
 * minLength and maxLength, its pattern (`patternMessage` says what is expected).
 */
export function textRule(schema: ObjectSchema, name: string, patternMessage = 'Formato non valido') {
  const { keywords, optional } = propertyOf(schema, name);
  const { minLength = 0, maxLength, pattern } = keywords;
  let rule = z.string().trim();
  if (!optional && minLength >= 1) rule = rule.min(1, ERROR_MESSAGES.requiredField);
  if (minLength > 1) rule = rule.refine((value) => value === '' || value.length >= minLength, patternMessage);
  if (maxLength !== undefined) rule = rule.max(maxLength, tooLong(maxLength));
  if (pattern === undefined) return rule;
  const expected = new RegExp(pattern);
  return rule.refine((value) => value === '' || expected.test(value), patternMessage);
}

const isInteger = (value: string, min: number, max: number) =>
  /^-?\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

/** An integer input between the schema's minimum and maximum; empty only where the schema allows null. */
export function integerRule(schema: ObjectSchema, name: string, message?: string) {
  const { keywords, optional } = propertyOf(schema, name);
  const min = keywords.minimum ?? Number.MIN_SAFE_INTEGER;
  const max = keywords.maximum ?? Number.MAX_SAFE_INTEGER;
  return z
    .string()
    .trim()
    .refine((value) => optional || value !== '', ERROR_MESSAGES.requiredField)
    .refine(
      (value) => value === '' || isInteger(value, min, max),
      message ?? `Un numero intero tra ${min} e ${max}`,
    );
}

/** An id (picker) input: a positive integer up to the schema's maximum; empty where the schema allows null. */
export const idRule = (schema: ObjectSchema, name: string) =>
  integerRule(schema, name, 'Un numero intero positivo');

/** A decimal input ("2.50" or "2,50") above the schema's (exclusive) minimum, at most its maximum. */
export function decimalRule(schema: ObjectSchema, name: string, formatMessage: string, rangeMessage: string) {
  const { keywords } = propertyOf(schema, name);
  const above = keywords.exclusiveMinimum ?? Number.NEGATIVE_INFINITY;
  const max = keywords.maximum ?? Number.POSITIVE_INFINITY;
  return z
    .string()
    .trim()
    .min(1, ERROR_MESSAGES.requiredField)
    .refine((value) => /^\d+(?:[.,]\d+)?$/.test(value), formatMessage)
    .refine((value) => toNumber(value) > above && toNumber(value) <= max, rangeMessage);
}

/** One of the schema's enum values. */
export function enumRule(schema: ObjectSchema, name: string) {
  const values = propertyOf(schema, name).keywords.enum ?? [];
  return z.enum(values as [string, ...string[]]);
}

export const splitList = (value: string, separator: string | RegExp) =>
  value
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * A list typed in one input (`separator` between items): at most the schema's maxItems, each item within the
 * items' maxLength and pattern. The messages name the limits.
 */
export function listRule(
  schema: ObjectSchema,
  name: string,
  separator: string | RegExp,
  messages: { tooMany: (max: number) => string; badItem: (maxLength: number) => string },
) {
  const { keywords } = propertyOf(schema, name);
  const maxItems = keywords.maxItems ?? Number.POSITIVE_INFINITY;
  const maxLength = keywords.items?.maxLength ?? Number.POSITIVE_INFINITY;
  const pattern = keywords.items?.pattern === undefined ? null : new RegExp(keywords.items.pattern);
  return z
    .string()
    .refine((value) => splitList(value, separator).length <= maxItems, messages.tooMany(maxItems))
    .refine(
      (value) =>
        splitList(value, separator).every(
          (item) => item.length <= maxLength && (pattern?.test(item) ?? true),
        ),
      messages.badItem(maxLength),
    );
}

export const toNumber = (value: string) => Number(value.trim().replace(',', '.'));
