/**
 * The body of a back-office write, declared in its route schema. A section without an image takes its JSON
 * data; a section with one takes the same JSON, or multipart/form-data with `data` (that object as a JSON string)
 * and an optional `image` file (`imageForm` of the contract). A preValidation hook reads a multipart body into
 * `{ data, image }` (uploads/multipartForm.ts: the file in memory up to 5 MB + 1 byte, unknown parts refused),
 * then the route's validator checks the data strictly (no coercion), with the schema's defaults, and answers the
 * first problem as a 400 naming the field.
 */
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { TObject, TSchema } from 'typebox';
import { imageForm } from '@pallone/contract';
import { BadRequestError } from '../../http/errors.ts';
import { checkData, readMultipart } from '../../uploads/multipartForm.ts';

const MULTIPART = 'multipart/form-data';

export interface WriteForm<T> {
  data: T;
  image: Buffer | undefined;
}

/** The route schema's `body`: the data itself, or per content type when an image may come with it. */
export function writeBody(data: TSchema, withImage: boolean) {
  if (!withImage) return data;
  return {
    content: {
      'application/json': { schema: data },
      [MULTIPART]: { schema: imageForm(data) },
    },
  };
}

/**
 * preValidation of a write with an image: the multipart parts become `{ data, image }` for the validator; a body
 * that is neither JSON nor multipart is a 400.
 */
export async function readImageForm(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) request.body = await readMultipart(request);
  // No body, or one of a type the schema does not declare (text/plain has a parser): nothing validates it.
  else if (request.mediaType !== 'application/json') {
    throw new BadRequestError(
      'Field "data" is required: send JSON, or multipart/form-data with `data` (JSON) and `image`',
      'data',
    );
  }
}

/** Checks a write's body (the multipart form's `data` part) with `checkData`: strict, defaults, field named. */
export const writeValidator: FastifySchemaCompiler<TSchema> = ({ schema, contentType }) => {
  const dataSchema = contentType === MULTIPART ? (schema as TObject).properties['data'] : schema;
  if (!dataSchema) throw new Error('a multipart write schema declares its `data` part');
  return (value: unknown) => {
    try {
      if (contentType !== MULTIPART) return { value: checkData(dataSchema, value) };
      const form = value as { data: unknown; image: Buffer | undefined };
      return { value: { data: checkData(dataSchema, form.data), image: form.image } };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
  };
};

/** The validated body as data plus image, whichever way it came. */
export function writeFormOf<T>(request: FastifyRequest): WriteForm<T> {
  return request.isMultipart()
    ? (request.body as WriteForm<T>)
    : { data: request.body as T, image: undefined };
}
