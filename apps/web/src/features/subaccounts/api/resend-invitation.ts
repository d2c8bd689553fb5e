import { useMutation } from '@tanstack/react-query';
import { subaccountsApi } from '@cabinet/contracts/subaccounts';
import { call } from '../../../shared/api/call.ts';

/** A fresh letter for a member still invited; earlier links stop working. */
export const resendInvitation = (id: number) => call(subaccountsApi.resend, { params: { id } });

/** Nothing the list shows changes, so nothing is refetched. */
export const useResendInvitation = () => useMutation({ mutationFn: resendInvitation });
