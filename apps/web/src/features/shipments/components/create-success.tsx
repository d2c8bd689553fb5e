import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@cabinet/contracts/shipments';
import { formatMoney } from '../../../shared/lib/format.ts';
import { paths, shipmentUrl } from '../../../shared/lib/paths.ts';
import { downloadStickers } from '../api/documents.ts';
import { StickerFormatMenu } from './sticker-format-menu.tsx';

/** §2: shipment creation ends here — the number, the price held, the sticker, the list, another one. */
export function CreateSuccess({ shipment, onAnother }: { shipment: Shipment; onAnother: () => void }) {
  const { t } = useTranslation('shipments');
  return (
    <Card withBorder padding="lg" role="status">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('success.title', { number: shipment.number })}
        </Title>
        <Text>{t('success.held', { price: formatMoney(shipment.price) })}</Text>
        <Text size="sm" c="dimmed">
          {t('success.next')}
        </Text>
        <Group gap="sm">
          <StickerFormatMenu
            label={t('success.print_sticker')}
            fileName={shipment.number}
            variant="filled"
            download={(format) => downloadStickers([shipment.id], format)}
          />
          <Button component={Link} to={shipmentUrl(shipment.id)} variant="default">
            {t('success.open')}
          </Button>
          <Button component={Link} to={paths.shipments} variant="default">
            {t('success.my_parcels')}
          </Button>
          <Button variant="subtle" onClick={onAnother}>
            {t('success.another')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
