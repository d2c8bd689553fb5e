import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setApiHandlers } from '../shared/api/client.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { apiHandlers } from './api-handlers.ts';
import { Providers } from './providers.tsx';
import { routes } from './routes.tsx';
import { configureDialogs } from '../shared/ui/dialog-config.ts';

const router = createBrowserRouter(routes);
setApiHandlers(apiHandlers(router, queryClient));
// Dialogs open outside the router; their actions with a path navigate through it.
configureDialogs({ navigate: (to) => void router.navigate(to) });

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
