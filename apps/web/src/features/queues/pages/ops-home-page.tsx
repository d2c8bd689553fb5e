import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useQueues } from '../api/get-queues.ts';
import { DeskCard } from '../components/desk-card.tsx';

/**
 * /ops — the back office's home page: what waits at each desk the operator's roles open (the server answers only
 * those; a desk whose list the roles do not open is not shown either way), each leading to its desk, filtered.
 */
export function OpsHomePage() {
  const { t } = useTranslation('queues');
  const queues = useQueues();
  const desks = queues.data?.desks ?? [];
  return (
    <Page title={t('title')} caption={t('caption')}>
      {queues.isError && (
        <LoadFailure error={queues.error} retry={() => void queues.refetch()} retrying={queues.isFetching} />
      )}
      {queues.isPending && <Skeleton h={120} />}
      {queues.data && desks.length === 0 && <Text c="gray.7">{t('ops.menu.no_role', { ns: 'common' })}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {desks.map((queue) => (
          <DeskCard key={queue.desk} queue={queue} />
        ))}
      </SimpleGrid>
    </Page>
  );
}
