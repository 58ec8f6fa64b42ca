import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { StaffQueryProvider } from '../query/StaffQueryProvider.tsx';

/** Renders a back-office piece inside its own QueryClient, as backoffice.tsx does: a fresh cache per test. */
export const renderStaff = (ui: ReactElement) => render(ui, { wrapper: StaffQueryProvider });
