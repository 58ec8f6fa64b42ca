/**
 * Reads a write's multipart form: the image file in field `image` and the rest as a JSON string in field `data`
 * (SPEC §3 News). The image is read into memory up to 5 MB + 1 byte (more, or an empty file → 400 naming
 * `image`); `checkData` checks the data against the route's TypeBox schema (400 naming the field). Nothing is
 * written here; the back-office writes use both through `writeBody.ts`.
 */
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { BadRequestError } from '../http/errors.ts';
import { rejectUnsafeValues } from '../plugins/unsafeValues.ts';
import { MAX_UPLOAD_BYTES } from './processImage.ts';

export async function readMultipart(
  request: FastifyRequest,
): Promise<{ data: unknown; image: Buffer | undefined }> {
  let data: unknown;
  let image: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') {
        part.file.resume();
        throw new BadRequestError(`Unexpected file field "${part.fieldname}"`, part.fieldname);
      }
      try {
        image = await part.toBuffer();
      } catch {
        throw new BadRequestError('The image file is larger than 5 MB', 'image');
      }
      if (part.file.truncated) throw new BadRequestError('The image file is larger than 5 MB', 'image');
      // A sent but empty file is a mistake, not "no image": the form leaves the field out when there is none.
      if (image.length === 0) throw new BadRequestError('The image file is empty', 'image');
    } else if (part.fieldname === 'data') {
      try {
        data = JSON.parse(String(part.value));
      } catch {
        throw new BadRequestError('Field "data" must be a JSON string', 'data');
      }
    } else {
      throw new BadRequestError(`Unexpected field "${part.fieldname}"`, part.fieldname);
    }
  }
  if (data === undefined) throw new BadRequestError('Field "data" is required', 'data');
  return { data, image };
}

/** The first problem of `value` against `schema` as a 400 naming the field, or the value typed. */
export function checkData<S extends TSchema>(schema: S, value: unknown): Static<S> {
  rejectUnsafeValues(value, 'data'); // NUL, lone surrogates, non-finite numbers, deep nesting: 400 (issue #12)
  const withDefaults = Value.Default(schema, structuredClone(value));
  if (Value.Check(schema, withDefaults)) return withDefaults as Static<S>;
  const [first] = Value.Errors(schema, withDefaults);
  const params = (first?.params ?? {}) as { requiredProperties?: string[]; additionalProperties?: string[] };
  const fromPath = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
  const field = params.requiredProperties?.[0] ?? params.additionalProperties?.[0] ?? (fromPath || 'data');
  throw new BadRequestError(`Invalid field "${field}": ${first?.message ?? 'invalid'}`, field);
}
