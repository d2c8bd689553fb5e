export const twoFactorKeys = {
  all: ['two-factor'] as const,
  state: () => [...twoFactorKeys.all, 'state'] as const,
  setup: () => [...twoFactorKeys.all, 'setup'] as const,
};
