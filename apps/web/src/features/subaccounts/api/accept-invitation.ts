import { useMutation } from '@tanstack/react-query';
import type { AcceptInvitationBody } from '@cabinet/contracts/subaccounts';
import { api } from '../../../shared/api/client.ts';

/** POST /subaccounts/accept (public): sets the member's password and signs them in (400 invitation_invalid). */
export const acceptInvitation = (body: AcceptInvitationBody) =>
  api.post<{ token: string }>('/subaccounts/accept', body);

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
