import { useQuery } from '@tanstack/react-query';
import { twoFactorApi } from '@cabinet/contracts/auth';
import { call } from '../../../shared/api/call.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** A fresh secret (and its QR) that becomes active once a code from it is confirmed. */
export const beginTwoFactorSetup = () => call(twoFactorApi.begin);

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
