import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditApi, type AuditQuery } from '@cabinet/contracts/audit';
import { call } from '../../../shared/api/call.ts';

/** Query keys of the audit trail. */
export const auditKeys = { all: ['ops-audit'] as const, list: (q: AuditQuery) => [...auditKeys.all, q] as const };

export const useAuditTrail = (query: AuditQuery) =>
  useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => call(auditApi.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
