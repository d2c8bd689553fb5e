import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ordersUrl } from '../../../shared/lib/paths.ts';
import { ordersTypes, type OrdersType } from './orders-type.ts';

/** Links between the kinds' lists (all shops, Etsy, Amazon…); the current one is marked for screen readers. */
export function KindNav({ current }: { current: OrdersType }) {
  const { t } = useTranslation('orders');
  return (
    <nav aria-label={t('list.kinds')}>
      <Group gap="xs" wrap="wrap">
        {ordersTypes.map((type) => (
          <Button
            key={type}
            component={Link}
            to={ordersUrl(type)}
            size="compact-sm"
            variant={type === current ? 'filled' : 'default'}
            aria-current={type === current ? 'page' : undefined}
          >
            {t(`kinds.${type}`)}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
