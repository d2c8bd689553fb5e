import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { SessionStore } from './platform/auth/sessions.ts';
import { Throttle } from './platform/auth/throttle.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { FxRatesProvider } from './providers/fx-rates/fx-rates.ts';
import { AccountRepository } from './modules/account/account.repository.ts';
import { AccountService } from './modules/account/account.service.ts';
import { AuthRepository } from './modules/auth/auth.repository.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { SecondFactor } from './modules/auth/second-factor.ts';
import { TwoFactorService } from './modules/auth/two-factor.service.ts';
import { RatesService } from './modules/reference/rates.service.ts';
import { OpsRepository } from './modules/ops/ops.repository.ts';

/** The composition root: every repository and service, wired once per app. */
export function createServices(opts: { config: Config; db: Db; now: () => Date; mailer: Mailer; fx: FxRatesProvider }) {
  const { config, db, now, mailer, fx } = opts;
  const sessions = new SessionStore(db, config.TOKEN_TTL_DAYS, now);
  const throttle = new Throttle(db, now);
  const accountRepo = new AccountRepository(db);
  const authRepo = new AuthRepository(db);
  const secondFactor = new SecondFactor(authRepo, throttle, now);
  return {
    sessions,
    throttle,
    accountRepo,
    accounts: new AccountService(accountRepo),
    auth: new AuthService({
      accounts: accountRepo,
      auth: authRepo,
      sessions,
      throttle,
      secondFactor,
      mailer,
      now,
      publicUrl: config.PUBLIC_URL,
    }),
    twoFactor: new TwoFactorService(accountRepo, authRepo, secondFactor),
    rates: new RatesService(db, fx),
    ops: new OpsRepository(db),
  };
}
export type Services = ReturnType<typeof createServices>;
