import { ActionIcon, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { CountryFlag } from '../../../shared/ui/country-flag.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { CalculatorSheet } from '../components/calculator-sheet.tsx';
import { centimetres, describeQuote, kilograms, MAX_QUANTITY, useCart, type CartItem } from '../components/cart.ts';

function CartLine({ item, cart }: { item: CartItem; cart: ReturnType<typeof useCart> }) {
  const { t } = useTranslation('tariffs');
  const quote = describeQuote(item.uid);
  const name = quote ? t(`types.${quote.delivery_type}`) : t('cart.unknown_item');
  return (
    <Card withBorder padding="sm" component="li" aria-label={name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{name}</Text>
          {quote && (
            <Text size="sm" c="gray.7">
              <CountryFlag code={quote.from} /> {quote.from} → <CountryFlag code={quote.to} /> {quote.to}
              {quote.state ? `, ${quote.state}` : ''} ·{' '}
              {t('cart.parcel', {
                weight: kilograms(quote.weight_g),
                length: centimetres(quote.sides_mm[0]),
                width: centimetres(quote.sides_mm[1]),
                height: centimetres(quote.sides_mm[2]),
              })}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={t('cart.decrease', { name })}
            disabled={item.quantity <= 1}
            onClick={() => cart.setQuantity(item.uid, item.quantity - 1)}
          >
            −
          </ActionIcon>
          <Text miw={28} ta="center" aria-label={t('cart.quantity', { name })} role="status">
            {item.quantity}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={t('cart.increase', { name })}
            disabled={item.quantity >= MAX_QUANTITY}
            onClick={() => cart.setQuantity(item.uid, item.quantity + 1)}
          >
            +
          </ActionIcon>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => cart.remove(item.uid)}>
            {t('cart.remove')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** /cart (public, §2, §3 Cart item): the quotes put aside from the calculator, kept in this browser. */
export function CartPage() {
  const { t } = useTranslation('tariffs');
  const cart = useCart();
  return (
    <CalculatorSheet>
      <Page title={t('cart.title')} caption={t('cart.caption')}>
        {cart.items.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text c="gray.7">{t('cart.empty')}</Text>
            <Anchor component={Link} to={paths.calculator}>
              {t('cart.to_calculator')}
            </Anchor>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('cart.items')}>
              {cart.items.map((item) => (
                <CartLine key={item.uid} item={item} cart={cart} />
              ))}
            </Stack>
            <Anchor component={Link} to={paths.calculator}>
              {t('cart.to_calculator')}
            </Anchor>
          </Stack>
        )}
      </Page>
    </CalculatorSheet>
  );
}
