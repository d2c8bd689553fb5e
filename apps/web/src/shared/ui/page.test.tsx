import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { Page } from './page.tsx';

describe('Page', () => {
  it('shows the title as h1, the caption, actions and the content', async () => {
    renderRoutes(
      [
        {
          path: '/a',
          element: (
            <Page title="Addresses" caption="Your senders" actions={<button>Add</button>}>
              <p>content</p>
            </Page>
          ),
        },
      ],
      '/a',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Addresses' })).toBeInTheDocument();
    expect(screen.getByText('Your senders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Back/ })).toBeNull();
  });

  it('shows a loading state instead of the content', async () => {
    renderRoutes(
      [
        {
          path: '/a',
          element: (
            <Page title="T" loading>
              <p>content</p>
            </Page>
          ),
        },
      ],
      '/a',
    );
    expect(await screen.findByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('content')).toBeNull();
  });

  it('goes back to a path', async () => {
    const { router } = renderRoutes(
      [
        { path: '/list', element: <p>list</p> },
        { path: '/list/1', element: <Page title="One" back="/list" /> },
      ],
      '/list/1',
    );
    await userEvent.click(await screen.findByRole('link', { name: /Back/ }));
    expect(router.state.location.pathname).toBe('/list');
  });

  it('goes back in history', async () => {
    const { router } = renderRoutes(
      [
        { path: '/from', element: <p>from</p> },
        { path: '/here', element: <Page title="Here" back /> },
      ],
      '/from',
    );
    await router.navigate('/here');
    await userEvent.click(await screen.findByRole('button', { name: /Back/ }));
    expect(router.state.location.pathname).toBe('/from');
  });
});
