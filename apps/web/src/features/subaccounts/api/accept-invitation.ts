import { useMutation } from '@tanstack/react-query';
import { subaccountsApi, type AcceptInvitationBody } from '@cabinet/contracts/subaccounts';
import { call } from '../../../shared/api/call.ts';

/** Public: sets the member's password and signs them in (400 invitation_invalid). */
export const acceptInvitation = (body: AcceptInvitationBody) => call(subaccountsApi.accept, { body });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
