// Everything every screen of the console needs around it: the query cache and the admin look.
import { CrewbaseThemeProvider } from '@crewbase/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <CrewbaseThemeProvider look="admin">{children}</CrewbaseThemeProvider>
    </QueryClientProvider>
  );
}
