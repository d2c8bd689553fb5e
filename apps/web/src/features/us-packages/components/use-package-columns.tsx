import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsUsPackage, UsPackage } from '@cabinet/contracts/us-packages';
import { formatDate, formatNumber } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { PackagePhotos } from './package-photos.tsx';

/** The columns both sides share: when it came, by whom, its measures, what is in it, its photos. */
function usePackageColumns<P extends UsPackage>(side: 'seller' | 'ops'): DataColumn<P>[] {
  const { t } = useTranslation('us-packages');
  return [
    { id: 'arrived', header: t('columns.arrived'), keyFact: true, cell: (p) => formatDate(p.arrived_at) },
    {
      id: 'tracking',
      header: t('columns.tracking'),
      keyFact: true,
      cell: (p) => (
        <>
          <Text size="sm" fw={600}>
            {p.carrier}
          </Text>
          <Text size="xs" c="gray.7">
            {p.tracking_number}
          </Text>
        </>
      ),
    },
    {
      id: 'measures',
      header: t('columns.measures'),
      cell: (p) => (
        <>
          <Text size="sm">{t('weight', { value: formatNumber(p.weight_kg, 3) })}</Text>
          <Text size="xs" c="gray.7">
            {t('sizes', {
              length: formatNumber(p.length_cm, 1),
              width: formatNumber(p.width_cm, 1),
              height: formatNumber(p.height_cm, 1),
            })}
          </Text>
        </>
      ),
    },
    { id: 'contents', header: t('columns.contents'), cell: (p) => p.contents },
    {
      id: 'photos',
      header: t('columns.photos'),
      cell: (p) => <PackagePhotos side={side} id={p.id} photos={p.photos} />,
    },
  ];
}

export const useSellerPackageColumns = () => usePackageColumns<UsPackage>('seller');

/** The desk's columns: whose it is (or the unidentified pool, with the suite the label showed) first. */
export function useOpsPackageColumns(): DataColumn<OpsUsPackage>[] {
  const { t } = useTranslation('us-packages');
  const shared = usePackageColumns<OpsUsPackage>('ops');
  return [
    {
      id: 'seller',
      header: t('columns.seller'),
      keyFact: true,
      cell: (p) => (
        <>
          {p.seller ? (
            <SellerLink seller={p.seller} />
          ) : (
            <Text size="sm" c="gray.7">
              {t('unidentified')}
            </Text>
          )}
          {p.suite && (
            <Text size="xs" c="gray.7">
              {t('label_suite', { suite: p.suite })}
            </Text>
          )}
        </>
      ),
    },
    ...shared,
  ];
}
