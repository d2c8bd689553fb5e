import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { chapter84, chapter85Code, chapter85Node, heading8517Code, heading8517Node, smartphone } from '../test-data.ts';
import { HsCodesPage } from './hs-codes-page.tsx';

beforeAll(() => i18n.loadNamespaces('customs-codes'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderPage = () => renderRoutes([{ path: paths.hsCodes, Component: HsCodesPage }], paths.hsCodes);

describe('HsCodesPage', () => {
  it('browses the tree from the chapters, opening each level on demand; only leaves can be copied', async () => {
    const calls = stubApi({
      'GET /api/v2/products/uktved/roots?lang=en': [200, { codes: [chapter84, chapter85Code] }],
      'GET /api/v2/products/uktved/85?lang=en': [200, chapter85Node],
      'GET /api/v2/products/uktved/8517?lang=en': [200, heading8517Node],
    });
    renderPage();
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Customs codes catalogue (UKTVED)' })).toBeInTheDocument();
    const chapter = await screen.findByRole('button', { name: /^85 Electrical/ });
    expect(chapter).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /copy code/i })).not.toBeInTheDocument();

    await user.click(chapter);
    expect(chapter).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('button', { name: /^8517 Telephone/ }));
    expect(await screen.findByRole('button', { name: 'Copy code 8517130000' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code 8517140000' })).toBeInTheDocument();
    expect(calls.map((call) => call.key)).toEqual([
      'GET /api/v2/products/uktved/roots?lang=en',
      'GET /api/v2/products/uktved/85?lang=en',
      'GET /api/v2/products/uktved/8517?lang=en',
    ]);
  });

  it('searches every level after the throttle, with breadcrumbs, in the chosen language', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const search = (lang: string) =>
      `GET /api/v2/products/uktved?${new URLSearchParams({ title: 'smartphone', lang, selectable_only: 'false' })}`;
    const calls = stubApi({
      'GET /api/v2/products/uktved/roots?lang=en': [200, { codes: [chapter85Code] }],
      [search('en')]: [200, { codes: [heading8517Code, smartphone] }],
      [search('ru')]: [200, { codes: [{ ...smartphone, title_translated: 'Смартфоны' }] }],
    });
    renderPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'smartphone');
    expect(calls.filter((call) => call.key.includes('uktved?'))).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    const results = await screen.findByRole('region', { name: 'Search results' });
    await waitFor(() => expect(within(results).getByText(/8517130000/)).toBeInTheDocument());
    expect(results).toHaveTextContent('85 Electrical machinery and equipment › 8517 Telephone sets');
    expect(within(results).getByRole('button', { name: /^8517 Telephone/ })).toHaveAttribute('aria-expanded');

    await user.click(screen.getByRole('radio', { name: 'RU' }));
    expect(await within(results).findByText('Смартфоны')).toBeInTheDocument();
    expect(calls.filter((call) => call.key.includes('uktved?'))).toHaveLength(2);
  });

  it('shows the §8 alert when the chapters cannot be loaded', async () => {
    stubApi({ 'GET /api/v2/products/uktved/roots?lang=en': [503, { code: 'internal', message: '' }] });
    renderPage();
    expect(await screen.findByRole('alert', { name: 'The request could not be completed' })).toBeInTheDocument();
  });
});
