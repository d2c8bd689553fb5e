import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint zones that keep the sandboxes apart (ARCHITECTURE §6), proven on planted imports: each file below is
 * linted with the repository's own configuration as if it stood at that path, and must be refused. Type-aware rules
 * are off here: a planted file is in no TypeScript project, and building one would take a minute.
 */
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: { ...tseslint.configs.disableTypeChecked, files: ['**/*.ts'] },
});

async function restrictedPathMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('lint zones between sandboxes and adapters', { timeout: 60_000 }, () => {
  it('refuses a sandbox that imports its adapter', async () => {
    const messages = await restrictedPathMessages(
      'apps/api/src/sandboxes/blog/planted.ts',
      "import { wordpressBlog } from '../../providers/blog/wordpress.ts';\nexport const planted = wordpressBlog;\n",
    );
    expect(messages).toEqual([expect.stringContaining('imports nothing from providers/')]);
  });

  it('refuses a card processor sandbox that imports the payments interface it once implemented', async () => {
    const messages = await restrictedPathMessages(
      'apps/api/src/sandboxes/payments/planted.ts',
      "import { paymentPurposes } from '../../providers/payments/payments.ts';\nexport const planted = paymentPurposes;\n",
    );
    expect(messages).toEqual([expect.stringContaining('imports nothing from providers/')]);
  });

  it('refuses an adapter that imports a sandbox', async () => {
    const messages = await restrictedPathMessages(
      'apps/api/src/providers/blog/planted.ts',
      "import { BLOG_ARTICLES } from '../../sandboxes/blog/articles.ts';\nexport const planted = BLOG_ARTICLES;\n",
    );
    expect(messages).toEqual([expect.stringContaining('No adapter, module or platform code imports a sandbox')]);
  });

  it('refuses a module that imports a sandbox, and a sandbox that uses a module', async () => {
    expect(
      await restrictedPathMessages(
        'apps/api/src/modules/content/planted.ts',
        "import { BLOG_ARTICLES } from '../../sandboxes/blog/articles.ts';\nexport const planted = BLOG_ARTICLES;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedPathMessages(
        'apps/api/src/sandboxes/blog/planted.ts',
        "import { BlogService } from '../../modules/content/blog.service.ts';\nexport const planted = BlogService;\n",
      ),
    ).toEqual([expect.stringContaining('uses no module')]);
  });

  it('lets a sandbox use its own kit and the platform, and a test hold both sides', async () => {
    expect(
      await restrictedPathMessages(
        'apps/api/src/sandboxes/blog/planted.ts',
        "import { s10 } from '../kit/s10.ts';\nimport { injectFetch } from '../../platform/http/inject-fetch.ts';\nexport const planted = [s10, injectFetch];\n",
      ),
    ).toEqual([]);
    expect(
      await restrictedPathMessages(
        'apps/api/src/sandboxes/blog/planted.test.ts',
        "import { wordpressBlog } from '../../providers/blog/wordpress.ts';\nexport const planted = wordpressBlog;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a sandbox that implements our interface in process: the issuer, wallet and carrier serve an HTTP API', async () => {
    for (const [sandbox, provider] of [
      ['card-issuer', 'card-issuer/card-issuer.ts'],
      ['wallet', 'wallet/wallet-provider.ts'],
      ['wallet', 'mail/mailer.ts'],
      ['carriers', 'carriers/carriers.ts'],
    ]) {
      const messages = await restrictedPathMessages(
        `apps/api/src/sandboxes/${sandbox}/planted.ts`,
        `import type * as planted from '../../providers/${provider}';\nexport type Planted = typeof planted;\n`,
      );
      expect(messages, provider).toEqual([expect.stringContaining('imports nothing from providers/')]);
    }
  });
});
