import { useMutation } from '@tanstack/react-query';
import type { Subaccount } from '@cabinet/contracts/subaccounts';
import { api } from '../../../shared/api/client.ts';

/** POST /subaccounts/:id/resend: a fresh letter for a member still invited; earlier links stop working. */
export const resendInvitation = (id: number) => api.post<Subaccount>(`/subaccounts/${id}/resend`);

/** Nothing the list shows changes, so nothing is refetched. */
export const useResendInvitation = () => useMutation({ mutationFn: resendInvitation });
