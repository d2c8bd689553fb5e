import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shopKinds } from '@cabinet/contracts/shops';
import { knownPath } from '../../../shared/lib/known-paths.ts';
import { connectUrl, paths } from '../../../shared/lib/paths.ts';
import type { OrdersType } from './orders-type.ts';

/**
 * The empty list of a seller with no shop of this kind (of any kind, for all orders): the way to connect one. The
 * orders of an unlinked shop stay, so this shows only when the list is empty too.
 */
export function ConnectShop({ type }: { type: OrdersType }) {
  const { t } = useTranslation('orders');
  const kinds = type === 'all' ? shopKinds : [type];
  // A link to a screen this build has not got is never shown.
  const canConnect = knownPath(paths.connect);
  return (
    <Stack align="center" gap="sm" py="lg">
      <Text c="gray.7" ta="center">
        {type === 'all' ? t('list.no_shops') : t('list.no_shop', { marketplace: t(`kinds.${type}`) })}
      </Text>
      {canConnect && (
        <Group gap="xs" justify="center">
          {kinds.map((kind) => (
            <Button key={kind} component={Link} to={connectUrl(kind)} variant="light">
              {t('list.connect', { marketplace: t(`kinds.${kind}`) })}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
