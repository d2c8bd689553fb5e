import { useQuery } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@cabinet/contracts/auth';
import { api } from '../../../shared/api/client.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** POST /auth/ext/setup: a fresh secret (and its QR) that becomes active once a code from it is confirmed. */
export const beginTwoFactorSetup = () => api.post<TwoFactorSetup>('/auth/ext/setup');

/**
 * Read through a query although it is a POST: every call makes a new secret, so it must run once per setup —
 * not twice under strict mode, and not again when the user steps back from the code page to the QR code.
 */
export const useTwoFactorSetup = () =>
  useQuery({
    queryKey: twoFactorKeys.setup(),
    queryFn: beginTwoFactorSetup,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  });
