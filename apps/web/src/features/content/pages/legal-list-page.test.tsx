import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { legalRoutes } from '../routes.tsx';

// The real lazy routes: each test also loads the page chunk and its `content` strings, as the app does.
const routes = [{ HydrateFallback: () => null, children: legalRoutes }];

beforeAll(async () => {
  await i18n.loadNamespaces('content');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LegalListPage', () => {
  it('lists the documents, each linking to its page', async () => {
    stubApi({
      'GET /api/legal?lang=en': [
        200,
        {
          documents: [
            { slug: 'user-agreement', title: 'User Agreement' },
            { slug: 'cookies', title: 'Cookies and Local Storage' },
          ],
        },
      ],
    });
    renderRoutes(routes, '/legal-info');

    expect(await screen.findByRole('link', { name: 'User Agreement' })).toHaveAttribute(
      'href',
      '/legal-info/user-agreement',
    );
    expect(screen.getByRole('link', { name: 'Cookies and Local Storage' })).toHaveAttribute(
      'href',
      '/legal-info/cookies',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Legal information' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Documents' })).toBeInTheDocument();
  });

  it('credits the sources of the customs code data with their licences', async () => {
    stubApi({ 'GET /api/legal?lang=en': [200, { documents: [] }] });
    renderRoutes(routes, '/legal-info');

    const sources = await screen.findByRole('region', { name: 'Data sources' });
    const credits = [
      ['ProzorroUKR/standards', 'https://github.com/ProzorroUKR/standards', 'Apache-2.0'],
      ['vasylpeleshko/ukt-zed', 'https://github.com/vasylpeleshko/ukt-zed', 'ISC'],
      ['datasets/harmonized-system', 'https://github.com/datasets/harmonized-system', 'ODC-PDDL-1.0'],
      ['xterr/php-cncodes', 'https://github.com/xterr/php-cncodes', 'MIT'],
      ['existanz/go-tnved', 'https://github.com/existanz/go-tnved', 'an official act of the EAEU'],
    ];
    for (const [name, url, licence] of credits) {
      const link = within(sources).getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('href', url);
      expect(link.closest('li')).toHaveTextContent(`(${licence})`);
    }
    expect(sources).toHaveTextContent('UN Comtrade');
    expect(sources).toHaveTextContent('Combined Nomenclature 2026');
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/legal?lang=en': [500, { code: 'internal', message: 'Server error' }] });
    renderRoutes(routes, '/legal-info');

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
