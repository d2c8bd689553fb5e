import type { Language } from '@cabinet/contracts/common';
import { BLOG_CACHE_SECONDS, BLOG_POSTS_LIMIT, type BlogPosts } from '@cabinet/contracts/content';
import { AppError } from '../../platform/errors.ts';
import { CacheMissError, type ProviderCache } from '../../platform/cache.ts';
import type { BlogProvider } from '../../providers/blog/blog.ts';

/** §7/§9: the latest 4 blog posts, kept 900 s per language in the shared provider cache. */
export class BlogService {
  constructor(
    private readonly cache: ProviderCache,
    private readonly provider: BlogProvider,
  ) {}

  async latest(lang: Language): Promise<BlogPosts> {
    const key = `blog:${this.provider.name}:${lang}:${BLOG_POSTS_LIMIT}`;
    try {
      const posts = await this.cache.getOrLoad(key, BLOG_CACHE_SECONDS, () =>
        this.provider.latestPosts(BLOG_POSTS_LIMIT, lang),
      );
      return { posts: posts.slice(0, BLOG_POSTS_LIMIT) };
    } catch (error) {
      if (error instanceof CacheMissError) throw new AppError(503, 'blog_unavailable');
      throw error;
    }
  }
}
