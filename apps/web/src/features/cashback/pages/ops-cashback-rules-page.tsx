import { Alert, Button, Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page.tsx';
import { useCashbackRules } from '../api/cashback-rules.ts';
import { CashbackRulesForm } from '../components/cashback-rules-form.tsx';
import { problemMessage } from '../components/problem.ts';

/** /ops/cashback-rules (back office): the share of each kind of charge that sellers earn as cashback. */
export function OpsCashbackRulesPage() {
  const { t } = useTranslation('cashback');
  const rules = useCashbackRules();
  return (
    <Page title={t('ops_rules.title')} caption={t('ops_rules.caption')} loading={rules.isPending}>
      {rules.isError && !rules.data && (
        <Alert color="red" variant="light" title={problemMessage(rules.error, t)} role="alert">
          <Button size="xs" variant="light" color="red" onClick={() => void rules.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {rules.data && (
        <Card withBorder padding="md">
          <CashbackRulesForm rules={rules.data.rules} />
        </Card>
      )}
    </Page>
  );
}
