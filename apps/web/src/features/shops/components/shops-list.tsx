import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@cabinet/contracts/shops';
import { ListCard, type ListQuery } from '../../../shared/ui/list-card.tsx';
import { ShopCard } from './shop-card.tsx';

interface Props {
  shops: Shop[];
  query: ListQuery;
  marketplace: string;
  canWrite: boolean;
  onReconnect(shop: Shop): void;
  reconnectingName: string | null;
}

/** The seller's shops of one marketplace. */
export function ShopsList({ shops, query, marketplace, canWrite, onReconnect, reconnectingName }: Props) {
  const { t } = useTranslation('shops');
  return (
    <ListCard
      title={t('list.title', { marketplace })}
      query={query}
      empty={shops.length === 0}
      emptyText={t('list.empty', { marketplace })}
    >
      <Stack gap="sm">
        {shops.map((shop) => (
          <ShopCard
            key={shop.id}
            shop={shop}
            canWrite={canWrite}
            onReconnect={onReconnect}
            reconnecting={reconnectingName === shop.name}
          />
        ))}
      </Stack>
    </ListCard>
  );
}
