import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '@cabinet/contracts/content';
import { sessionKeys } from '../../../shared/session/current-user.ts';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser, rates } from '../../../../test/fixtures.ts';
import { renderRoutes, renderWithProviders, testQueryClient } from '../../../../test/render.tsx';
import { DashboardPage } from '../pages/dashboard-page.tsx';
import { BlogCard } from './blog-card.tsx';

const posts: BlogPost[] = [1, 2, 3, 4].map((n) => ({
  id: 100 + n,
  title: `Post number ${n}`,
  url: `https://blog.example.com/en/post-${n}/`,
  text: `Short text of post ${n}.`,
  date: `2026-11-1${n}T09:00:00.000Z`,
  image: n === 1 ? 'https://blog.example.com/images/post-1.jpg' : null,
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlogCard', () => {
  it('shows the 4 latest posts with external links, dates and texts', async () => {
    stubApi({ 'GET /api/blog/posts?lang=en': [200, { posts }] });
    renderWithProviders(<BlogCard />);

    const card = screen.getByRole('region', { name: 'From our blog' });
    const links = await within(card).findAllByRole('link');
    expect(links).toHaveLength(4);
    links.forEach((link, i) => {
      expect(link).toHaveAccessibleName(`Post number ${i + 1} (opens in a new tab)`);
      expect(link).toHaveAttribute('href', `https://blog.example.com/en/post-${i + 1}/`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    });
    expect(within(card).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(card).getByText('11.11.2026')).toBeInTheDocument();
    expect(within(card).getByText('Short text of post 4.')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(4);
  });

  it('says quietly that the blog is unavailable on a 503', async () => {
    stubApi({ 'GET /api/blog/posts?lang=en': [503, { code: 'blog_unavailable', message: 'Blog unavailable' }] });
    renderWithProviders(<BlogCard />);

    expect(await screen.findByText('The blog is not available right now. Please look in later.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leaves the rest of the dashboard working when the blog answers 503', async () => {
    stubApi({
      'GET /api/info/rates': [200, rates],
      'GET /api/blog/posts?lang=en': [503, { code: 'blog_unavailable', message: 'Blog unavailable' }],
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionKeys.user(), demoUser);
    renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard', queryClient);

    expect(await screen.findByText('The blog is not available right now. Please look in later.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Olena!' })).toBeInTheDocument();
    expect(await screen.findByText('USD')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account' })).toBeInTheDocument();
  });
});
