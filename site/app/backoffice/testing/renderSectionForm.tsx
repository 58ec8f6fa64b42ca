import { expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionForm } from '../sections/SectionForm.tsx';
import { renderStaff } from './renderStaff.tsx';
import { sent } from './stubFetch.ts';
import type { Row, SectionConfig } from '../sections/sectionTypes.ts';

/**
 * A section's form (edit when `row` is given) with spied callbacks and a userEvent session; `save` clicks Salva,
 * waits until the form reports the record saved and gives the write it sent.
 */
export function renderSectionForm(config: SectionConfig, row?: Row, now?: () => Date) {
  const props = { onSaved: vi.fn(), onDeleted: vi.fn(), onCancel: vi.fn() };
  renderStaff(<SectionForm config={config} row={row} now={now} {...props} />);
  const user = userEvent.setup();
  const save = async () => {
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(props.onSaved).toHaveBeenCalled());
    return sent();
  };
  return { user, save, ...props };
}
