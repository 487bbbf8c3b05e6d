// The browser router of the console, built once at boot around the app's query cache.
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes';

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(appRoutes(queryClient));
