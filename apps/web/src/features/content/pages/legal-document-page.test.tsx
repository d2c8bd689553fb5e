import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LegalDocument } from '@cabinet/contracts/content';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { legalRoutes } from '../routes.tsx';

// The real lazy routes: each test also loads the page chunk and its `content` strings, as the app does.
const routes = [{ HydrateFallback: () => null, children: legalRoutes }];

const cookies: LegalDocument = {
  slug: 'cookies',
  lang: 'en',
  title: 'Cookies and Local Storage',
  updated_at: '2026-11-01',
  body_markdown: [
    'The cabinet keeps a few things in your browser.',
    '',
    '## What we keep',
    '',
    '| Key | What it holds |',
    '| --- | --- |',
    '| `token` | your session key |',
    '| `language` | the interface language |',
    '',
    '### Related',
    '',
    'See the [Privacy Policy](/legal-info/privacy-policy) and the [NBU open data](https://bank.gov.ua/en/open-data).',
  ].join('\n'),
};

const withHtml = (body: string): LegalDocument => ({ ...cookies, body_markdown: body });

beforeAll(async () => {
  await i18n.loadNamespaces('content');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('LegalDocumentPage', () => {
  it('renders the title, the updated date and the Markdown as headings, a table and links', async () => {
    stubApi({ 'GET /api/legal/cookies?lang=en': [200, cookies] });
    renderRoutes(routes, '/legal-info/cookies');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cookies and Local Storage' })).toBeInTheDocument();
    expect(screen.getByText('Updated 01.11.2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we keep' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Related' })).toBeInTheDocument();

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Key', 'What it holds']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('token').tagName).toBe('CODE');

    const internal = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(internal).toHaveAttribute('href', '/legal-info/privacy-policy');
    expect(internal).not.toHaveAttribute('target');

    const external = screen.getByRole('link', { name: /NBU open data/ });
    expect(external).toHaveAttribute('href', 'https://bank.gov.ua/en/open-data');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener');

    expect(screen.getByRole('link', { name: /All legal documents/ })).toHaveAttribute('href', '/legal-info');
  });

  it('never renders raw HTML from the Markdown as elements', async () => {
    const body = [
      'Before <img src="x" onerror="window.__pwned = true"> after.',
      '',
      '<script>window.__pwned = true</script>',
      '',
      '<iframe src="https://evil.example"></iframe>',
      '',
      '<div onclick="window.__pwned = true">block html</div>',
      '',
      '[click me](javascript:window.__pwned=true)',
    ].join('\n');
    stubApi({ 'GET /api/legal/cookies?lang=en': [200, withHtml(body)] });
    const { container } = renderRoutes(routes, '/legal-info/cookies');

    await screen.findByRole('heading', { level: 1, name: 'Cookies and Local Storage' });
    const article = container.querySelector('article')!;
    expect(article.querySelector('script, img, iframe, [onerror], [onclick]')).toBeNull();
    expect(article.innerHTML).not.toMatch(/<(script|img|iframe)/i);
    expect(screen.queryByText('block html')).toBeNull();
    expect(screen.getByText(/Before\s+after\./)).toBeInTheDocument();
    const link = screen.getByText('click me').closest('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('says an unknown document does not exist and links back to the list', async () => {
    stubApi({
      'GET /api/legal/no-such-doc?lang=en': [404, { code: 'legal_document_not_found', message: 'No such document' }],
    });
    renderRoutes(routes, '/legal-info/no-such-doc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Document not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All legal documents' })).toHaveAttribute('href', '/legal-info');
  });

  it('shows an error with a retry when the document cannot be loaded', async () => {
    stubApi({ 'GET /api/legal/cookies?lang=en': [500, { code: 'internal', message: 'Server error' }] });
    renderRoutes(routes, '/legal-info/cookies');

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('refetches the document in the new language when the interface language changes', async () => {
    const calls = stubApi({
      'GET /api/legal/cookies?lang=en': [200, cookies],
      'GET /api/legal/cookies?lang=ua': [200, { ...cookies, lang: 'ua', title: 'Cookie та локальне сховище' }],
    });
    renderRoutes(routes, '/legal-info/cookies');
    await screen.findByRole('heading', { level: 1, name: 'Cookies and Local Storage' });

    await i18n.changeLanguage('ua');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie та локальне сховище' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /api/legal/cookies?lang=ua'));
  });
});
