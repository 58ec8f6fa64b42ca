import { data } from 'react-router';

/** A form post's fields; a body that is not a form (garbage multipart, a broken stream) is a 400, never a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data('Bad Request', { status: 400 });
  }
}
