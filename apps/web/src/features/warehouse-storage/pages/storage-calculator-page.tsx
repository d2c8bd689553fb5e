import { Alert, Button, Stack, Tabs, Text } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { loginUrl } from '../../../shared/lib/paths.ts';
import { useToken } from '../../../shared/session/token.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useCalculation, type CalculatorTab } from '../api/get-calculation.ts';
import { periodText } from '../components/period-text.ts';
import { StorageGroupsTable } from '../components/storage-groups-table.tsx';

function CalculationPanel({ tab }: { tab: CalculatorTab }) {
  const { t } = useTranslation('warehouse-storage');
  const calculation = useCalculation(tab);
  if (calculation.isPending) return <PageLoader />;
  if (calculation.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={errorMessage(calculation.error, t)}>
        <Button size="xs" variant="light" color="red" onClick={() => void calculation.refetch()}>
          {t('actions.retry')}
        </Button>
      </Alert>
    );
  }
  const data = calculation.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7" data-testid="calculator-as-of">
        {t('calculator.as_of', { date: formatDate(data.as_of) })} · {periodText(t, data.period)}
      </Text>
      {tab === 'my' && data.totals.sku_count === 0 && <Text>{t('calculator.no_stock')}</Text>}
      <StorageGroupsTable
        figures={data}
        caption={t(tab === 'sample' ? 'calculator.sample_caption' : 'calculator.my_caption')}
      />
    </Stack>
  );
}

function SignInPrompt() {
  const { t } = useTranslation('warehouse-storage');
  const { pathname } = useLocation();
  return (
    <Alert variant="light" title={t('calculator.sign_in_title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('calculator.sign_in_text')}</Text>
        <Button component={Link} to={loginUrl(`${pathname}?tab=my`)}>
          {t('calculator.sign_in')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * /warehouse/calculator (§2, public): the storage cost of the warehouse groups over the last 28–31 days (§9), on a
 * sample shop's stock or, signed in, on the seller's own. The tab is kept in the address (?tab=my).
 */
export function StorageCalculatorPage() {
  const { t } = useTranslation('warehouse-storage');
  const token = useToken();
  const [params, setParams] = useSearchParams();
  const tab: CalculatorTab = params.get('tab') === 'my' ? 'my' : 'sample';
  return (
    <Page title={t('calculator.title')} caption={t('calculator.caption')}>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'my' ? { tab: 'my' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="sample">{t('calculator.tab_sample')}</Tabs.Tab>
          <Tabs.Tab value="my">{t('calculator.tab_my')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sample">
          <CalculationPanel tab="sample" />
        </Tabs.Panel>
        <Tabs.Panel value="my">{token ? <CalculationPanel tab="my" /> : <SignInPrompt />}</Tabs.Panel>
      </Tabs>
    </Page>
  );
}
