import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
// 'react-router/dom' would load a second copy of react-router under vitest's Node resolution.
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../src/shared/i18n/i18n.ts';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders with the app's providers; `env="test"` turns Mantine's transitions and portals off. */
export function renderWithProviders(ui: ReactElement, queryClient = testQueryClient()) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
          <Notifications />
          {ui}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** A memory router over the given routes, rendered with the providers. */
export function renderRoutes(routes: RouteObject[], initialEntry: string, queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = renderWithProviders(<RouterProvider router={router} />, queryClient);
  return { router, ...view };
}

/** A JSON response as the API would send it. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
