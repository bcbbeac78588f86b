import { useMutation } from '@tanstack/react-query';
import { invitationAccepted, invitationAnswered } from '../../../entities/members/member-cache';
import { chooseActiveOrganization } from '../../../lib/auth/active-organization';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type InvitationAnswer = 'accept' | 'reject' | 'dismiss';

interface AnswerInput {
  answer: InvitationAnswer;
  invitationId: string;
  orgId: string;
  /** The link's token: required to accept, optional otherwise. */
  token?: string | undefined;
}

const ROUTE = { accept: 'acceptInvitation', reject: 'rejectInvitation', dismiss: 'dismissInvitation' } as const;

/** POST /api/invitations/{id}/accept | reject | dismiss. */
export function answerInvitation({ answer, invitationId, token }: AnswerInput) {
  const params = { invitationId };
  if (answer === 'accept') {
    if (!token) throw new Error('An invitation is accepted with its link');
    return authenticatedRequest(ROUTE.accept, { params, body: { token } });
  }
  return authenticatedRequest(ROUTE[answer], { params, body: token ? { token } : {} });
}

/**
 * Answers an invitation and reloads the list. Accepting also reloads the profile, whose organizations
 * feed the switcher, and makes the joined organization the active one.
 */
export const useAnswerInvitation = () =>
  useMutation({
    mutationFn: answerInvitation,
    onSuccess: async (_result, input) => {
      if (input.answer === 'accept') {
        await invitationAccepted();
        chooseActiveOrganization(input.orgId);
      }
    },
    onSettled: invitationAnswered,
  });
