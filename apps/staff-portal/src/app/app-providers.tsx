// Everything every screen relies on: the one QueryClient and the staff look of the design system.
import { CrewbaseThemeProvider } from '@crewbase/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <CrewbaseThemeProvider look="staff">{children}</CrewbaseThemeProvider>
    </QueryClientProvider>
  );
}
