import type { ApprovalStatus } from '@cabinet/contracts/approvals';

/** Query keys of the approvals desk: the requests by status and page, the threshold. */
export const approvalKeys = {
  all: ['ops', 'approvals'] as const,
  lists: () => [...approvalKeys.all, 'list'] as const,
  list: (q: { status?: ApprovalStatus; page: number }) => [...approvalKeys.lists(), q] as const,
  threshold: () => [...approvalKeys.all, 'threshold'] as const,
};
