import { useState } from 'react';
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsPackageService } from '@cabinet/contracts/us-package-services';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { useOpsServices, useServiceDone } from '../api/package-services.ts';

/** Services sellers asked for: done charges the held price from their balance. */
export function ServicesCard() {
  const { t } = useTranslation('us-packages');
  const [page, setPage] = useState(1);
  const services = useOpsServices(page);
  const done = useServiceDone();
  const markDone = async (s: OpsPackageService) => {
    try {
      await done.mutateAsync(s.id);
      notifySuccess(
        t('services.done_toast', { service: t(`services.kinds.${s.kind}`), tracking: s.package.tracking_number }),
      );
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };
  const columns: DataColumn<OpsPackageService>[] = [
    {
      id: 'service',
      header: t('services.service'),
      keyFact: true,
      cell: (s) => (
        <>
          <Text size="sm" fw={600}>
            {t(`services.kinds.${s.kind}`)} · {formatMoney(s.price)}
          </Text>
          <Text size="xs" c="gray.7">
            {formatDateTime(s.created_at)}
          </Text>
        </>
      ),
    },
    {
      id: 'package',
      header: t('claims.package'),
      cell: (s) => `${s.package.carrier} ${s.package.tracking_number}`,
    },
    { id: 'seller', header: t('columns.seller'), keyFact: true, cell: (s) => <SellerLink seller={s.seller} /> },
    {
      id: 'done',
      header: t('ui.row_actions'),
      headerCell: <VisuallyHidden>{t('ui.row_actions')}</VisuallyHidden>,
      action: true,
      cell: (s) => (
        <Button
          size="compact-sm"
          color="teal"
          loading={done.isPending && done.variables === s.id}
          onClick={() => void markDone(s)}
          aria-label={t('services.done_label', {
            service: t(`services.kinds.${s.kind}`),
            tracking: s.package.tracking_number,
          })}
        >
          {t('services.done')}
        </Button>
      ),
    },
  ];
  return (
    <ListCard
      title={t('services.desk_title')}
      caption={t('services.desk_caption')}
      empty={services.data?.services.length === 0}
      emptyText={t('services.desk_empty')}
      query={services}
      pager={{ page, pages: pageCount(services.data), onChange: setPage }}
    >
      <DataTable
        label={t('services.desk_title')}
        columns={columns}
        rows={services.data?.services ?? []}
        rowKey={(s) => s.id}
        minWidth={760}
      />
    </ListCard>
  );
}
