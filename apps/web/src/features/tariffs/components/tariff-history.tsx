import { Badge, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TariffVersion, TariffVersionState } from '@cabinet/contracts/tariff-versions';
import { tariffVersionsApi } from '@cabinet/contracts/tariff-versions';
import type { DeliveryType, TariffZone } from '@cabinet/contracts/tariffs';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useMayCall } from '../../../shared/session/current-operator.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useCancelTariffVersion, useTariffHistory } from '../api/tariffs.ts';
import { versionChanges } from './version-changes.ts';
import { bandText, daysText, grams, kyivDateText } from './tariff-wording.ts';

const STATE_COLORS: Record<TariffVersionState, string> = {
  scheduled: 'blue',
  in_force: 'teal',
  past: 'gray',
  cancelled: 'red',
};

const who = (ref: { name: string; email: string }) => (ref.name ? `${ref.name} (${ref.email})` : ref.email);

/** Before → after of one version, in words. */
function VersionChange({ version }: { version: TariffVersion }) {
  const { t } = useTranslation('tariffs');
  if (!version.before) return <Text size="sm">{t('ops.first_table')}</Text>;
  const changes = versionChanges(version.before, version);
  if (!changes.days && changes.bands.length === 0) return <Text size="sm">{t('ops.no_change')}</Text>;
  return (
    <List size="sm">
      {changes.days && (
        <List.Item>
          {t('ops.preview_days', { before: daysText(changes.days.before), after: daysText(changes.days.after) })}
        </List.Item>
      )}
      {changes.bands.map((band) => (
        <List.Item key={band.up_to_g}>
          {t('ops.band_change', {
            grams: grams(band.up_to_g),
            before: bandText(t, band.before),
            after: bandText(t, band.after),
          })}
        </List.Item>
      ))}
    </List>
  );
}

/** The history's columns; the cancel button only for an operator whose role may cancel. */
function historyColumns(t: TFunction, onCancel: ((v: TariffVersion) => void) | null) {
  const columns: DataColumn<TariffVersion>[] = [
    {
      id: 'from',
      header: t('ops.col_from'),
      keyFact: true,
      rowHeader: true,
      cell: (v) => (v.effective_from ? kyivDateText(v.effective_from) : t('ops.since_start')),
    },
    {
      id: 'state',
      header: t('ops.col_state'),
      keyFact: true,
      cell: (v) => (
        <Badge color={STATE_COLORS[v.state]} variant="light">
          {t(`ops.states.${v.state}`)}
        </Badge>
      ),
    },
    { id: 'change', header: t('ops.col_change'), cell: (v) => <VersionChange version={v} /> },
    {
      id: 'by',
      header: t('ops.col_by'),
      cell: (v) => (
        <Stack gap={2}>
          <Text size="sm">{v.created_by ? who(v.created_by) : t('ops.by_system')}</Text>
          <Text size="xs" c="gray.7">
            {formatDateTime(v.created_at)}
          </Text>
          {v.cancelled_at && (
            <Text size="xs" c="gray.7">
              {t('ops.cancelled_by', {
                date: formatDateTime(v.cancelled_at),
                who: v.cancelled_by ? who(v.cancelled_by) : '',
              })}
            </Text>
          )}
        </Stack>
      ),
    },
    { id: 'note', header: t('ops.note'), cell: (v) => v.note },
  ];
  if (onCancel) {
    columns.push({
      id: 'cancel',
      header: t('ops.cancel'),
      action: true,
      cell: (v) =>
        v.state === 'scheduled' && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => onCancel(v)}>
            {t('ops.cancel')}
          </Button>
        ),
    });
  }
  return columns;
}

/** Every version of one table, latest date first: from when, its state, what it changed, who and when. */
export function TariffHistory({ type, zone }: { type: DeliveryType; zone: TariffZone }) {
  const { t } = useTranslation('tariffs');
  const history = useTariffHistory(type, zone);
  const cancel = useCancelTariffVersion(type, zone);
  const mayCancel = useMayCall(tariffVersionsApi.cancel);

  const onCancel = async (version: TariffVersion) => {
    const date = kyivDateText(version.effective_from!);
    const answer = await ask({
      title: t('ops.cancel_title', { date }),
      message: t('ops.cancel_text'),
      actions: [{ label: t('ops.cancel'), value: true, color: 'red' }],
    });
    if (!answer) return;
    try {
      await cancel.mutateAsync(version.id);
      notifySuccess(t('ops.cancelled'));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  const columns = historyColumns(t, mayCancel ? (v) => void onCancel(v) : null);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="tariff-history-title">
      <Stack gap="sm">
        <Title order={3} id="tariff-history-title">
          {t('ops.history')}
        </Title>
        {history.isError && <Text c="red">{errorMessage(history.error, t)}</Text>}
        {history.data && (
          <DataTable rows={history.data.versions} rowKey={(v) => v.id} columns={columns} label={t('ops.history')} />
        )}
      </Stack>
    </Card>
  );
}
