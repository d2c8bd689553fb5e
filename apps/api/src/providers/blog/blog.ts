import type { BlogPost } from '@cabinet/contracts/content';
import type { Language } from '@cabinet/contracts/common';

export type { BlogPost };

export interface BlogProvider {
  readonly name: 'sandbox' | 'wordpress';
  /** The newest posts first, at most `limit`; `lang` picks the language where the blog has one. */
  latestPosts(limit: number, lang?: Language): Promise<BlogPost[]>;
}
