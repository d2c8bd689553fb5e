import { Badge, CloseButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sellerName, useOpsSeller } from '../api/ops-seller.ts';

/**
 * A desk filtered by one seller (the seller's page links so): says whose items it shows, by name and e-mail, and
 * clears the filter.
 */
export function SellerFilter({ accountId, onClear }: { accountId: number; onClear(): void }) {
  const { t } = useTranslation();
  const seller = useOpsSeller(accountId).data;
  return (
    <Group gap="xs" data-testid="seller-filter">
      <Badge
        size="lg"
        variant="light"
        tt="none"
        rightSection={<CloseButton size="xs" aria-label={t('ops.seller_filter.clear')} onClick={onClear} />}
      >
        {seller
          ? t('ops.seller_filter.label', { name: sellerName(seller), email: seller.email })
          : t('ops.seller_filter.loading')}
      </Badge>
    </Group>
  );
}
