import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsSeller } from '@cabinet/contracts/sellers';
import { formatDate } from '../../shared/lib/format.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/** Who the seller is and how to reach them: the head of the seller's page. */
export function SellerHead({ seller }: { seller: OpsSeller }) {
  const { t } = useTranslation();
  const none = t('ops.seller.none');
  return (
    <Card withBorder data-testid="seller-head">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <Fact label={t('ops.seller.owner')} value={seller.owner_name || none} />
        <Fact label={t('fields.email')} value={seller.email} />
        <Fact label={t('fields.phone')} value={seller.phone || none} />
        <Fact label={t('fields.user_type')} value={t(`user_type.${seller.user_type}`)} />
        <Fact label={t('ops.seller.number')} value={String(seller.id)} />
        <Fact label={t('ops.seller.language')} value={t(`language.${seller.language}`)} />
        <Fact label={t('ops.seller.registered')} value={formatDate(seller.created_at)} />
        <Fact label={t('ops.seller.members')} value={String(seller.members)} />
      </SimpleGrid>
    </Card>
  );
}
