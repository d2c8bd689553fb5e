import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useSubaccounts } from '../api/get-subaccounts.ts';
import { canManageSubaccounts } from '../components/can-manage.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { SubaccountTable } from '../components/subaccount-table.tsx';
import { problemMessage } from '../components/subaccount-problem.ts';

/** /subaccounts: the account's employees and what each may do. */
export function SubaccountsPage() {
  const { t } = useTranslation('subaccounts');
  const user = useCurrentUser();
  const list = useSubaccounts();
  const canManage = canManageSubaccounts(user);
  const members = list.data ?? [];

  return (
    <Page
      title={t('title')}
      caption={t('subtitle')}
      loading={list.isPending}
      actions={
        canManage && members.length > 0 ? (
          <Button component={Link} to={paths.subaccountNew}>
            {t('list.invite')}
          </Button>
        ) : undefined
      }
    >
      {list.isError && !list.data ? (
        <Alert color="red" variant="light" title={problemMessage(list.error, t)} role="alert">
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : members.length === 0 ? (
        <ListCard>
          <EmptyState canManage={canManage} />
        </ListCard>
      ) : (
        <ListCard title={t('list.title')} caption={t('list.caption', { count: members.length })}>
          <SubaccountTable members={members} canManage={canManage} selfId={user.id} />
        </ListCard>
      )}
    </Page>
  );
}
