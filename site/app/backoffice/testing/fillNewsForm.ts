import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

interface NewsFields {
  description: string;
  section: string;
  /** Typed into the emptied "Data di pubblicazione". */
  publishedAt: string;
  body: string;
}

/** Types the news form's fields after the title (the publish date replaced), then presses "Salva". */
export async function fillNewsFormAndSave(user: ReturnType<typeof userEvent.setup>, fields: NewsFields) {
  await user.type(screen.getByLabelText('Descrizione'), fields.description);
  await user.type(screen.getByLabelText('Sezione'), fields.section);
  await user.clear(screen.getByLabelText('Data di pubblicazione'));
  await user.type(screen.getByLabelText('Data di pubblicazione'), fields.publishedAt);
  await user.type(screen.getByRole('textbox', { name: 'Testo' }), fields.body);
  await user.click(screen.getByRole('button', { name: 'Salva' }));
}
