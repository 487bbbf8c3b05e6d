// Test helper: renders inside CrewbaseThemeProvider, as every app does.
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CrewbaseThemeProvider } from '../theme/crewbase-theme-provider';
import type { CrewbaseLook } from '../theme/mui-augmentation';

export function renderWithTheme(ui: ReactElement, { look = 'staff', ...options }: RenderOptions & { look?: CrewbaseLook } = {}) {
  return render(ui, {
    wrapper: ({ children }) => <CrewbaseThemeProvider look={look}>{children}</CrewbaseThemeProvider>,
    ...options,
  });
}
