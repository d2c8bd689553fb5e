import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { moneyOf } from '@cabinet/contracts/money-math';
import {
  PACKAGE_SERVICE_PRICES_MINOR,
  packageServiceKinds,
  type PackageService,
} from '@cabinet/contracts/us-package-services';
import type { UsPackage } from '@cabinet/contracts/us-packages';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useRetained } from '../../../shared/lib/use-retained.ts';
import { notifyError } from '../../../shared/ui/notify.ts';
import { useAskService, useCancelService, usePackageServices } from '../api/package-services.ts';

const COLORS = { requested: 'yellow', done: 'teal', cancelled: 'gray' } as const;

/**
 * A package's extra services at their listed prices: asking holds the price on the balance; the warehouse doing it
 * charges it; cancelling before that gives it back.
 */
export function ServicesDialog({ pkg, onClose }: { pkg: UsPackage | null; onClose: () => void }) {
  const { t } = useTranslation('us-packages');
  const shown = useRetained(pkg);
  const services = usePackageServices(pkg?.id ?? null);
  const ask = useAskService();
  const cancel = useCancelService();
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };
  const open = (kind: string) =>
    services.data?.services.find((s) => s.kind === kind && s.status === 'requested') as PackageService | undefined;
  return (
    <Modal
      opened={pkg !== null}
      onClose={onClose}
      size="lg"
      title={t('services.title', { tracking: shown?.tracking_number })}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('services.caption')}</Text>
        <Table>
          <Table.Tbody>
            {packageServiceKinds.map((kind) => {
              const waiting = open(kind);
              return (
                <Table.Tr key={kind}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {t(`services.kinds.${kind}`)}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {t(`services.hints.${kind}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatMoney(moneyOf(PACKAGE_SERVICE_PRICES_MINOR[kind]))}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      {waiting ? (
                        <>
                          <Badge color={COLORS.requested} variant="light">
                            {t('services.status.requested')}
                          </Badge>
                          <Button
                            size="compact-sm"
                            variant="default"
                            loading={cancel.isPending}
                            onClick={() => void run(() => cancel.mutateAsync({ id: shown!.id, serviceId: waiting.id }))}
                          >
                            {t('services.cancel')}
                          </Button>
                        </>
                      ) : (
                        <Button
                          size="compact-sm"
                          loading={ask.isPending && ask.variables?.kind === kind}
                          onClick={() => void run(() => ask.mutateAsync({ id: shown!.id, kind }))}
                          aria-label={t('services.ask_label', { service: t(`services.kinds.${kind}`) })}
                        >
                          {t('services.ask')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <ServiceHistory services={services.data?.services ?? []} />
      </Stack>
    </Modal>
  );
}

/** What was asked before: done, cancelled or waiting, with its price. */
function ServiceHistory({ services }: { services: PackageService[] }) {
  const { t } = useTranslation('us-packages');
  if (services.length === 0) return null;
  return (
    <Stack gap={4}>
      {services.map((s) => (
        <Group key={s.id} gap="xs">
          <Badge color={COLORS[s.status]} variant="light">
            {t(`services.status.${s.status}`)}
          </Badge>
          <Text size="sm">
            {t(`services.kinds.${s.kind}`)} · {formatMoney(s.price)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
