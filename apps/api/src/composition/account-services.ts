import type { Config } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import { AccountRepository } from '../modules/account/account.repository.ts';
import { AccountUserService } from '../modules/account/account-users.service.ts';
import { AccountService } from '../modules/account/account.service.ts';
import { OperatorsRepository } from '../modules/account/operators.repository.ts';
import { OperatorsService } from '../modules/account/operators.service.ts';
import { SellersRepository } from '../modules/account/sellers.repository.ts';
import { SellersService } from '../modules/account/sellers.service.ts';
import { AuditRepository } from '../modules/audit/audit.repository.ts';
import { AuditService } from '../modules/audit/audit.service.ts';
import { AuthRepository } from '../modules/auth/auth.repository.ts';
import { AuthService } from '../modules/auth/auth.service.ts';
import { SecondFactor } from '../modules/auth/second-factor.ts';
import { TwoFactorService } from '../modules/auth/two-factor.service.ts';
import type { NotificationService } from '../modules/notifications/notifications.service.ts';
import { SubaccountRepository } from '../modules/subaccounts/subaccounts.repository.ts';
import { SubaccountService } from '../modules/subaccounts/subaccounts.service.ts';
import { SessionStore } from '../platform/auth/sessions.ts';
import { Throttle } from '../platform/auth/throttle.ts';
import type { Mailer } from '../providers/mail/mailer.ts';

/** Part of `createServices`: who signs in and how — sessions, accounts and their users, second factors, subaccounts. */
export function createAccountServices(opts: {
  config: Config;
  db: Db;
  now: () => Date;
  mailer: Mailer;
  notifications: NotificationService;
}) {
  const { config, db, now, mailer, notifications } = opts;
  const sessions = new SessionStore(db, config.TOKEN_TTL_DAYS, now);
  const throttle = new Throttle(db, now);
  const accountRepo = new AccountRepository(db);
  const users = new AccountUserService(accountRepo);
  const authRepo = new AuthRepository(db);
  const secondFactor = new SecondFactor(authRepo, throttle, now);
  const auditRepo = new AuditRepository(db);
  return {
    auditRepo,
    audit: new AuditService(auditRepo),
    sessions,
    throttle,
    accountRepo,
    accounts: new AccountService(accountRepo),
    operators: new OperatorsService({ repo: new OperatorsRepository(db), accounts: accountRepo }),
    sellers: new SellersService(new SellersRepository(db)),
    users,
    auth: new AuthService({
      accounts: users,
      auth: authRepo,
      sessions,
      throttle,
      secondFactor,
      mailer,
      now,
      publicUrl: config.PUBLIC_URL,
      notifications,
    }),
    twoFactor: new TwoFactorService(users, authRepo, secondFactor, notifications),
    subaccounts: new SubaccountService({
      repo: new SubaccountRepository(db),
      accounts: users,
      sessions,
      mailer,
      notifications,
      now,
      publicUrl: config.PUBLIC_URL,
    }),
  };
}
