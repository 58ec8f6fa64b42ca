import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionForm } from '../sections/SectionForm.tsx';
import type { Row, SectionConfig } from '../sections/sectionTypes.ts';

/** A section's form (edit when `row` is given) with spied callbacks and a userEvent session. */
export function renderSectionForm(config: SectionConfig, row?: Row) {
  const props = { onSaved: vi.fn(), onDeleted: vi.fn(), onCancel: vi.fn() };
  render(<SectionForm config={config} row={row} {...props} />);
  return { user: userEvent.setup(), ...props };
}
