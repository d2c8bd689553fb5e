/** Every route of the app, so that no page spells another page's path by hand. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotten: '/login/forgotten',
  restorePassword: '/restore-password',
  logout: '/logout',
  dashboard: '/dashboard',
  account: '/account',
  accountEdit: '/account/edit',
  changePassword: '/settings/change-password',
  passportInfo: '/settings/account-passport-info',
  notifications: '/notifications',
  notificationSettings: '/settings/notifications',
  subaccounts: '/subaccounts',
  subaccountNew: '/subaccounts/new',
  subaccountEdit: '/subaccounts/edit',
  subaccountAccept: '/subaccounts/accept',
  legalInfo: '/legal-info',
  /** Route pattern; build links with `legalDocumentUrl`. */
  legalDocument: '/legal-info/:slug',
  twoFactor: '/settings/2fa',
  twoFactorInit: '/settings/2fa/init',
  twoFactorAdd: '/settings/2fa/add',
} as const;

export const CAME_FROM_PARAM = 'cameFrom';
/** Why the app sent the user to /account/edit: the `mandatory_field` of a §7 403 answer. */
export const REQUIRED_PARAM = 'required';

/** /account/edit, saying which data a refused request needed (§7: 403 with a mandatory field). */
export function accountEditUrl(mandatoryField?: string | null): string {
  if (!mandatoryField) return paths.accountEdit;
  return `${paths.accountEdit}?${new URLSearchParams({ [REQUIRED_PARAM]: mandatoryField })}`;
}

/** /login, remembering where the user wanted to go. */
export function loginUrl(cameFrom?: string | null): string {
  if (!cameFrom) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [CAME_FROM_PARAM]: cameFrom })}`;
}

/** /legal-info/{document} (§2). */
export function legalDocumentUrl(slug: string): string {
  return `${paths.legalInfo}/${encodeURIComponent(slug)}`;
}

/** /subaccounts/edit?id={id} (§2). */
export function subaccountEditUrl(id: number): string {
  return `${paths.subaccountEdit}?${new URLSearchParams({ id: String(id) })}`;
}
