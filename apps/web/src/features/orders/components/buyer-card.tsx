import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order, OrderAddress } from '@cabinet/contracts/orders';
import { shopKindBrands } from '@cabinet/contracts/shops';
import { CountryFlag, countryName } from '../../../shared/ui/country-flag.tsx';
import { Facts } from './facts.tsx';
import { SectionCard } from './section-card.tsx';

function Address({ address }: { address: OrderAddress }) {
  const { i18n } = useTranslation();
  const place = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Stack gap={0} component="address" style={{ fontStyle: 'normal' }}>
      {address.name && (
        <Text size="sm" fw={600}>
          {address.name}
        </Text>
      )}
      {address.line1 && <Text size="sm">{address.line1}</Text>}
      {address.line2 && <Text size="sm">{address.line2}</Text>}
      <Text size="sm">{place}</Text>
      <Text size="sm">
        <CountryFlag code={address.country} aria-hidden />{' '}
        {countryName(address.country, i18n.language) ?? address.country}
      </Text>
      {address.phone && <Text size="sm">{address.phone}</Text>}
    </Stack>
  );
}

/** Who bought (with the buyer's note to the seller) and where the order goes. */
export function BuyerCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const brand = shopKindBrands[order.kind];
  const none = (
    <Text span size="sm" c="gray.7">
      {t('detail.not_given')}
    </Text>
  );
  return (
    <SectionCard title={t('detail.buyer')}>
      {order.buyer_erased && (
        <Text size="sm" c="gray.7" mb="sm">
          {t(`detail.buyer_erased.${order.buyer_erased}`, { brand })}
        </Text>
      )}
      {/* An address without its street: the marketplace kept the personal part (Amazon without restricted data). */}
      {!order.buyer_erased && order.ship_to && !order.ship_to.line1 && (
        <Text size="sm" c="gray.7" mb="sm">
          {t('detail.buyer_withheld', { brand })}
        </Text>
      )}
      <Facts
        facts={[
          [t('detail.buyer_name'), order.buyer_name ?? none],
          [t('detail.buyer_email'), order.buyer_email ?? none],
          [t('detail.buyer_note'), order.buyer_note ?? none],
          [t('detail.ship_to'), order.ship_to ? <Address address={order.ship_to} /> : none],
        ]}
      />
    </SectionCard>
  );
}
