/** Every route of the app, so that no page spells another page's path by hand. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotten: '/login/forgotten',
  restorePassword: '/restore-password',
  logout: '/logout',
  dashboard: '/dashboard',
  accountEdit: '/account/edit',
  twoFactor: '/settings/2fa',
  twoFactorInit: '/settings/2fa/init',
  twoFactorAdd: '/settings/2fa/add',
} as const;

export const CAME_FROM_PARAM = 'cameFrom';

/** /login, remembering where the user wanted to go. */
export function loginUrl(cameFrom?: string | null): string {
  if (!cameFrom) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [CAME_FROM_PARAM]: cameFrom })}`;
}
