import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi } from '@cabinet/contracts/content';
import { ApiError } from '../../../shared/api/api-error.ts';
import { call } from '../../../shared/api/call.ts';
import type { Language } from '../../../shared/i18n/languages.ts';

export const BLOG_UNAVAILABLE = 'blog_unavailable';

export const isBlogUnavailable = (error: unknown) => error instanceof ApiError && error.code === BLOG_UNAVAILABLE;

/** The posts are written per language, so the key holds it: switching the language refetches. */
export const blogKeys = {
  all: ['blog'] as const,
  posts: (language: Language) => [...blogKeys.all, 'posts', language] as const,
};

/** The 4 latest posts of the provider's blog (§7). */
export const getBlogPosts = (language: Language, signal?: AbortSignal) =>
  call(contentApi.blogPosts, { query: { lang: language }, signal });

// The server caches the blog for 15 minutes (§9), so asking again sooner brings nothing new. When the blog is down
// the server has already tried: the card says so quietly instead of retrying.
export const blogPostsQuery = (language: Language) =>
  queryOptions({
    queryKey: blogKeys.posts(language),
    queryFn: ({ signal }) => getBlogPosts(language, signal),
    staleTime: 15 * 60_000,
    retry: (failures, error) => !isBlogUnavailable(error) && failures < 1,
  });

export const useBlogPosts = (language: Language) => useQuery(blogPostsQuery(language));
