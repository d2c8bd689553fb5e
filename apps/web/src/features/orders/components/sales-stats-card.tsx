import { useState } from 'react';
import { Button, Card, Group, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@cabinet/contracts/shops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useSalesStats, type SalesPeriod } from '../api/get-sales-stats.ts';
import { SalesChart, type ChartMeasure } from './sales-chart.tsx';
import { SalesFigures } from './sales-figures.tsx';
import { SalesShopsTable } from './sales-shops-table.tsx';

const PERIODS: SalesPeriod[] = [30, 365];
const MEASURES: ChartMeasure[] = ['orders', 'revenue'];
const ALL = 'all';

/** §1 "My sales": the last 30 or 365 days against the period before, for every shop or one. */
export function SalesStatsCard({ shops }: { shops: Shop[] }) {
  const { t } = useTranslation('orders');
  const [days, setDays] = useState<SalesPeriod>(30);
  const [shopId, setShopId] = useState<number | null>(null);
  const [measure, setMeasure] = useState<ChartMeasure>('orders');
  const stats = useSalesStats(days, shopId);
  const data = stats.data;

  return (
    <Card withBorder padding="md" component="section" aria-label={t('stats.title')} aria-busy={stats.isFetching}>
      <Stack gap="md">
        <Group justify="space-between" align="end" gap="sm" wrap="wrap">
          <Title order={2} size="h4">
            {t('stats.title')}
          </Title>
          <Group align="end" gap="sm" wrap="wrap">
            <SegmentedControl
              aria-label={t('stats.period')}
              value={String(days)}
              onChange={(value) => setDays(Number(value) as SalesPeriod)}
              data={PERIODS.map((p) => ({ value: String(p), label: t('stats.days', { days: p }) }))}
            />
            <Select
              label={t('stats.shop_filter')}
              w={240}
              allowDeselect={false}
              data={[
                { value: ALL, label: t('kinds.all') },
                ...shops.map((shop) => ({
                  value: String(shop.id),
                  label: `${t(`kinds.${shop.kind}`)} · ${shop.name}`,
                })),
              ]}
              value={shopId === null ? ALL : String(shopId)}
              onChange={(value) => setShopId(!value || value === ALL ? null : Number(value))}
            />
          </Group>
        </Group>
        {stats.isPending && <Skeleton height={160} role="status" aria-label={t('status.loading')} />}
        {stats.isError && !data && (
          <Group gap="sm" role="alert">
            <Text size="sm" c="red.9">
              {errorMessage(stats.error, t)}
            </Text>
            <Button size="xs" variant="light" onClick={() => void stats.refetch()}>
              {t('actions.retry')}
            </Button>
          </Group>
        )}
        {data && (
          <>
            <SalesFigures current={data.current} previous={data.previous} />
            <Stack gap="xs">
              <SegmentedControl
                aria-label={t('stats.chart_shows')}
                size="xs"
                w="fit-content"
                value={measure}
                onChange={(value) => setMeasure(value as ChartMeasure)}
                data={MEASURES.map((m) => ({ value: m, label: t(`stats.${m}`) }))}
              />
              <SalesChart series={data.series} days={data.days} measure={measure} />
            </Stack>
            {data.shops.length > 0 && <SalesShopsTable shops={data.shops} />}
          </>
        )}
      </Stack>
    </Card>
  );
}
