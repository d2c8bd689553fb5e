import { useState } from 'react';
import { Anchor, Button, Card, Group, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { etsyTrackModes, type EtsyTrackMode, type Shop } from '@cabinet/contracts/shops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { Banner } from '../../../shared/ui/banner.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useSetTrackMode } from '../api/shops.ts';

/**
 * §2: how the tracks of one Etsy shop's orders reach Etsy. The server applies the mode when a shipment reaches
 * that point, and the order shows the outcome.
 */
export function TrackModeForm({ shop, canWrite }: { shop: Shop; canWrite: boolean }) {
  const { t } = useTranslation('shops');
  const [mode, setMode] = useState<EtsyTrackMode>(shop.track_mode ?? 'none');
  const save = useSetTrackMode();

  const submit = async () => {
    try {
      await save.mutateAsync({ id: shop.id, mode });
      notifySuccess(t('settings.saved', { name: shop.name }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-label={shop.name}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Anchor href={shop.url} target="_blank" rel="noopener noreferrer" fw={600}>
            {shop.name}
          </Anchor>
          {!shop.tracking_permitted && <Banner level="warning">{t('tracking.not_permitted')}</Banner>}
          <Radio.Group
            label={t('settings.mode_label', { name: shop.name })}
            value={mode}
            onChange={(value) => setMode(value as EtsyTrackMode)}
          >
            <Stack gap="xs" mt="xs">
              {etsyTrackModes.map((m) => (
                <Radio
                  key={m}
                  value={m}
                  label={t(`track_mode.${m}`)}
                  description={t(`track_mode.${m}_hint`)}
                  disabled={!canWrite}
                />
              ))}
            </Stack>
          </Radio.Group>
          {canWrite && (
            <Group>
              <Button type="submit" loading={save.isPending} disabled={mode === (shop.track_mode ?? 'none')}>
                {t('settings.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
