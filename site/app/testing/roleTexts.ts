import { within, type ByRoleOptions } from '@testing-library/react';

/** The text of each element of `role` inside `container`, in order (a table's cells, a select's options…). */
export const roleTexts = (container: HTMLElement, role: string, options?: ByRoleOptions) =>
  within(container)
    .getAllByRole(role, options)
    .map((element) => element.textContent);
