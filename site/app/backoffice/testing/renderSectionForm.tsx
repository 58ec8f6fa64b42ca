import { vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { SectionForm } from '../sections/SectionForm.tsx';
import { renderStaff } from './renderStaff.tsx';
import type { Row, SectionConfig } from '../sections/sectionTypes.ts';

/** A section's form (edit when `row` is given) with spied callbacks and a userEvent session. */
export function renderSectionForm(config: SectionConfig, row?: Row, now?: () => Date) {
  const props = { onSaved: vi.fn(), onDeleted: vi.fn(), onCancel: vi.fn() };
  renderStaff(<SectionForm config={config} row={row} now={now} {...props} />);
  return { user: userEvent.setup(), ...props };
}
