import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@cabinet/contracts/common';
import type { Db } from '../../platform/db/client.ts';
import type { SandboxDeps } from './marketplace-sandbox.ts';
import {
  authorizeRequestOf,
  callbackUrl,
  checkAuthorizeRequest,
  type AuthorizeRequest,
  type AuthorizeRules,
  type PageProblem,
} from './authorize.ts';
import { sendConsentPage } from './consent.ts';
import { formOf, formText } from './form.ts';
import { claimConsentShop, consentingSeller } from './owner.ts';
import { issueGrant } from './store.ts';

/*
 * The authorization-code half of a sandbox's OAuth with PKCE (Etsy, the market): GET of the authorize URL shows the
 * consent page; its POST, on Allow, opens the shop the seller signed in with and redirects back with a code bound to
 * the PKCE challenge, or, on Deny, with `error=access_denied`. The token endpoint differs too much between
 * marketplaces (client authentication, error bodies) and stays with each of them.
 */

export interface ConsentRoutes {
  kind: string;
  /** The authorize URL under /api, e.g. `/sandbox/etsy/oauth/connect`. */
  path: string;
  /** The marketplace's name on the consent page. */
  marketplace: string;
  /** The installation's app (its client id comes from sandbox_secrets, so the rules are made per installation). */
  rules: AuthorizeRules;
  /** What a shop handle the seller types must look like. */
  handle: RegExp;
  /** The page's words for each problem it shows. */
  problems: Record<Language, Record<PageProblem, string>>;
  /** The error_description sent back on Deny. */
  denied: string;
  /** How long a code may wait to be exchanged. */
  codeTtlMs: number;
  openShop(db: Db, handle: string, now: Date): Promise<{ id: number }>;
}

const config = { access: 'public' } as const;
const schema = { hide: true } as const;

export function registerConsentRoutes(app: FastifyInstance, deps: SandboxDeps, routes: ConsentRoutes) {
  const { db, now, publicUrl } = deps;
  function consentPage(request: FastifyRequest, reply: FastifyReply, params: AuthorizeRequest, problem?: PageProblem) {
    return sendConsentPage(reply, problem ? 400 : 200, {
      lang: request.lang,
      marketplace: routes.marketplace,
      action: `/api${routes.path}`,
      scopes: routes.rules.scopesOf(params.scope),
      handle: { value: '', fixed: false, pattern: routes.handle.source.slice(1, -1) },
      hidden: params,
      problem: problem ? routes.problems[request.lang][problem] : undefined,
    });
  }

  app.get(routes.path, { config, schema }, async (request, reply) => {
    const params = authorizeRequestOf(request.query);
    const check = checkAuthorizeRequest(params, routes.rules, publicUrl);
    if ('page' in check) return consentPage(request, reply, params, check.page);
    if ('redirectError' in check) {
      return reply.redirect(callbackUrl(params.redirect_uri, { ...check.redirectError, state: params.state }), 302);
    }
    // Said before the seller types anything: the POST below refuses a signed-out consent all the same.
    if ((await consentingSeller(deps, request, reply, routes.marketplace)) === null) return reply;
    return consentPage(request, reply, params);
  });

  app.post(routes.path, { config, schema }, async (request, reply) => {
    const form = formOf(request);
    const params = authorizeRequestOf(form);
    const check = checkAuthorizeRequest(params, routes.rules, publicUrl);
    if ('page' in check) return consentPage(request, reply, params, check.page);
    const back = (answer: Record<string, string>) =>
      reply.redirect(callbackUrl(params.redirect_uri, { ...answer, state: params.state }), 302);
    if ('redirectError' in check) return back(check.redirectError);
    if (formText(form, 'decision') !== 'allow') {
      return back({ error: 'access_denied', error_description: routes.denied });
    }
    const handle = formText(form, 'handle').trim();
    if (!routes.handle.test(handle)) return consentPage(request, reply, params, 'bad_handle');
    const seller = await consentingSeller(deps, request, reply, routes.marketplace);
    if (seller === null) return reply;
    const shop = await routes.openShop(db, handle, now());
    if (!(await claimConsentShop(deps, request, reply, routes.marketplace, shop, seller))) return reply;
    const code = await issueGrant(
      db,
      {
        kind: routes.kind,
        shopId: shop.id,
        redirectUri: params.redirect_uri,
        codeChallenge: params.code_challenge,
        scope: params.scope,
        ttlMs: routes.codeTtlMs,
      },
      now(),
    );
    return back({ code });
  });
}
