import { useId } from 'react';
import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesStats } from '@cabinet/contracts/orders';
import { formatDate } from '../../../shared/lib/format.ts';
import { usd } from './sales-figures.tsx';

export type ChartMeasure = 'orders' | 'revenue';
type Point = SalesStats['series'][number];

const WIDTH = 600;
const HEIGHT = 160;
const CURRENT = 'var(--mantine-color-blue-6)';
const PREVIOUS = 'var(--mantine-color-gray-5)';

const valuesOf = (point: Point, measure: ChartMeasure) =>
  measure === 'orders'
    ? { now: point.orders, before: point.previous_orders }
    : { now: Number(point.revenue), before: Number(point.previous_revenue) };

interface Props {
  series: Point[];
  days: number;
  measure: ChartMeasure;
}

/**
 * The series as plain SVG (no chart library: this page is a lazy chunk but stays small): a bar a point for this
 * period, a line through the same points of the period before. Screen readers get the title and, hidden from view,
 * the same figures as a table.
 */
export function SalesChart({ series, days, measure }: Props) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  const values = series.map((point) => valuesOf(point, measure));
  const max = Math.max(0, ...values.flatMap((v) => [v.now, v.before]));
  const format = (value: number) => (measure === 'orders' ? String(value) : usd(value.toFixed(2)));
  const step = days === 30 ? 'day' : 'week';
  const title = t(`stats.chart_title_${measure}_${step}`, { days });
  if (series.length === 0 || max === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('stats.no_sales')}
      </Text>
    );
  }
  const slot = WIDTH / series.length;
  const y = (value: number) => HEIGHT - (value / max) * (HEIGHT - 4);
  const line = values.map((v, i) => `${(i + 0.5) * slot},${y(v.before)}`).join(' ');
  return (
    <Stack gap={4}>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
      >
        <title id={titleId}>{title}</title>
        {values.map((v, i) => (
          <rect
            key={series[i]!.date}
            x={i * slot + slot * 0.15}
            y={y(v.now)}
            width={slot * 0.7}
            height={HEIGHT - y(v.now)}
            fill={CURRENT}
          >
            <title>
              {t('stats.point', {
                date: formatDate(series[i]!.date),
                now: format(v.now),
                before: format(v.before),
              })}
            </title>
          </rect>
        ))}
        <polyline points={line} fill="none" stroke={PREVIOUS} strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </svg>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="gray.7">
          {formatDate(series[0]!.date)}
        </Text>
        <Text size="xs" c="gray.7">
          {formatDate(series.at(-1)!.date)}
        </Text>
      </Group>
      <Group gap="md">
        <Legend colour={CURRENT} label={t('stats.current', { days })} />
        <Legend colour={PREVIOUS} label={t('stats.previous', { days })} />
      </Group>
      <FiguresTable
        title={title}
        columns={[t(`stats.${step}`), t('stats.current', { days }), t('stats.previous', { days })]}
        rows={series.map((point, i) => ({
          date: point.date,
          now: format(values[i]!.now),
          before: format(values[i]!.before),
        }))}
      />
    </Stack>
  );
}

function Legend({ colour, label }: { colour: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden="true"
        style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, background: colour }}
      />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

interface FiguresTableProps {
  title: string;
  /** The headings: the day or week, this period, the period before. */
  columns: [string, string, string];
  rows: { date: string; now: string; before: string }[];
}

/** The chart's figures for screen readers: out of view, read as a table under the chart's title. */
function FiguresTable({ title, columns, rows }: FiguresTableProps) {
  return (
    <VisuallyHidden>
      <Table>
        <Table.Caption>{title}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{columns[0]}</Table.Th>
            <Table.Th scope="col">{columns[1]}</Table.Th>
            <Table.Th scope="col">{columns[2]}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.date}>
              <Table.Th scope="row">{formatDate(row.date)}</Table.Th>
              <Table.Td>{row.now}</Table.Td>
              <Table.Td>{row.before}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
