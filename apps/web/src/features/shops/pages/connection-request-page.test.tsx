import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderRoutes, testQueryClient } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { connectionRequest } from '../test-data.ts';
import { ConnectionRequestPage } from './connection-request-page.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces('shops');
});
afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/shops/requests';

function renderPage(permissions = demoUser.permissions) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.user(), { ...demoUser, permissions });
  return renderRoutes(
    [{ path: '/connect/request', Component: ConnectionRequestPage }],
    '/connect/request',
    queryClient,
  );
}

describe('connection request page', () => {
  it('lists the requests with their status, the answer and the date they are due by', async () => {
    stubApi({
      [LIST]: [
        200,
        {
          items: [
            connectionRequest(),
            connectionRequest({
              id: 2,
              platform: 'Wix',
              status: 'declined',
              answer: 'We do not plan Wix this year.',
              comment: '',
            }),
          ],
        },
      ],
    });
    renderPage();
    const walmart = await screen.findByRole('row', { name: /Walmart/ });
    expect(walmart).toHaveTextContent('New');
    expect(walmart).toHaveTextContent('Answered by 25.11.2026');
    expect(walmart).toHaveTextContent('About 40 orders a month');
    expect(walmart).toHaveTextContent('No answer yet');
    const wix = screen.getByRole('row', { name: /Wix/ });
    expect(wix).toHaveTextContent('Declined');
    expect(wix).toHaveTextContent('We do not plan Wix this year.');
    expect(wix).not.toHaveTextContent('Answered by');
  });

  it('sends a request and shows it in the list', async () => {
    let sent = false;
    const calls = stubApi({
      [LIST]: () =>
        new Response(JSON.stringify({ items: sent ? [connectionRequest()] : [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      'POST /api/shops/requests': () => {
        sent = true;
        return new Response(JSON.stringify(connectionRequest()), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByText('No requests yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Fill in required fields')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/shops/requests')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Marketplace/ }), 'Walmart');
    await user.type(
      screen.getByRole('textbox', { name: /shop's address/ }),
      'https://www.walmart.com/seller/linenlane',
    );
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'About 40 orders a month');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));

    expect(await screen.findByText('The request is sent; we answer by 25.11.2026')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/shops/requests').map((c) => c.body)).toEqual([
      { platform: 'Walmart', shop_url: 'https://www.walmart.com/seller/linenlane', comment: 'About 40 orders a month' },
    ]);
    const row = await screen.findByRole('row', { name: /Walmart/ });
    expect(within(row).getByText('Answered by 25.11.2026')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Marketplace/ })).toHaveValue('');
  });

  it("shows the server's message when the request is refused", async () => {
    stubApi({
      [LIST]: [200, { items: [] }],
      'POST /api/shops/requests': [
        422,
        { code: 'validation_error', message: 'Check the data', errors: { shop_url: ['Not a web address'] } },
      ],
    });
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('No requests yet.');
    await user.type(screen.getByRole('textbox', { name: /Marketplace/ }), 'Walmart');
    await user.type(screen.getByRole('textbox', { name: /shop's address/ }), 'walmart');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Not a web address')).toBeInTheDocument();
  });

  it('offers no form to a member who may only read', async () => {
    stubApi({ [LIST]: [200, { items: [connectionRequest()] }] });
    renderPage(['integrations.read']);
    await screen.findByRole('row', { name: /Walmart/ });
    expect(screen.queryByRole('button', { name: 'Send the request' })).toBeNull();
  });
});
