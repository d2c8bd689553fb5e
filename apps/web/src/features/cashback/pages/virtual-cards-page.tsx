import { useState } from 'react';
import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeeCard } from '@cabinet/contracts/fee-cards';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useFeeCards } from '../api/get-fee-cards.ts';
import { CardTransactions } from '../components/card-transactions.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { FeeCardTable } from '../components/fee-card-table.tsx';
import { IssueCardForm } from '../components/issue-card-form.tsx';
import { problemMessage } from '../components/problem.ts';
import { TopUpForm } from '../components/top-up-form.tsx';
import { Can } from '../../../shared/session/permissions.tsx';

type Dialog = { kind: 'issue' } | { kind: 'top-up'; card: FeeCard } | { kind: 'transactions'; card: FeeCard } | null;

/** /virtual-cards: the seller's cards for marketplace fees — issue, top up, freeze, close (§9 rules). */
export function VirtualCardsPage() {
  const { t } = useTranslation('cashback');
  const { filters, setFilters } = useListFilters<{ page: number }>({ numbers: ['page'] }, { page: 1 });
  const cards = useFeeCards(filters.page);
  const [dialog, setDialog] = useState<Dialog>(null);
  const closeDialog = () => setDialog(null);
  const data = cards.data;
  const minimum = data ? formatMoney(data.minimum_top_up) : '';

  return (
    <Page
      title={t('cards.title')}
      caption={t('cards.caption')}
      loading={cards.isPending}
      actions={
        <Can permission="money.write">
          <Button onClick={() => setDialog({ kind: 'issue' })}>{t('cards.issue')}</Button>
        </Can>
      }
    >
      {cards.isError && !data && (
        <Alert color="red" variant="light" title={problemMessage(cards.error, t)} role="alert">
          <Button size="xs" variant="light" color="red" onClick={() => void cards.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {data && (
        <Stack gap="md">
          <Alert color="blue" variant="light" title={t('cards.rules_title')}>
            <Stack gap={4}>
              <Text size="sm">{t('cards.rules_top_up', { amount: minimum })}</Text>
              <Text size="sm">{t('cards.rules_refresh')}</Text>
              <Text size="sm">{t('cards.rules_freeze')}</Text>
            </Stack>
          </Alert>
          <ListCard
            title={t('cards.list')}
            caption={t('cards.total', { total: data.total })}
            actions={
              data.sandbox ? (
                <Badge color="yellow" variant="light" title={t('cards.sandbox_hint')}>
                  {t('status.sandbox')}
                </Badge>
              ) : undefined
            }
            empty={data.cards.length === 0}
            emptyText={t('cards.empty', { amount: minimum })}
            loading={cards.isFetching}
            pager={{ page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) }}
          >
            <FeeCardTable
              cards={data.cards}
              onTopUp={(card) => setDialog({ kind: 'top-up', card })}
              onTransactions={(card) => setDialog({ kind: 'transactions', card })}
            />
          </ListCard>
        </Stack>
      )}
      <DialogFrame opened={dialog?.kind === 'issue'} onClose={closeDialog} title={t('issue.title')}>
        <IssueCardForm onDone={closeDialog} onCancel={closeDialog} />
      </DialogFrame>
      <DialogFrame
        opened={dialog?.kind === 'top-up'}
        onClose={closeDialog}
        title={dialog?.kind === 'top-up' ? t('top_up.title', { card: dialog.card.label }) : ''}
      >
        {dialog?.kind === 'top-up' && <TopUpForm card={dialog.card} onDone={closeDialog} onCancel={closeDialog} />}
      </DialogFrame>
      <DialogFrame
        opened={dialog?.kind === 'transactions'}
        onClose={closeDialog}
        title={dialog?.kind === 'transactions' ? t('transactions.title', { card: dialog.card.label }) : ''}
      >
        {dialog?.kind === 'transactions' && <CardTransactions card={dialog.card} />}
      </DialogFrame>
    </Page>
  );
}
