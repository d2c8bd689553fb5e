import type { FormEvent } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Address } from '@cabinet/contracts/addresses';
import type { ShipmentDefaults, Shop } from '@cabinet/contracts/shops';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useSaveShipmentDefaults } from '../api/shops.ts';
import { ShipmentDefaultsFields } from './shipment-defaults-fields.tsx';
import {
  FIELDS,
  bodyOf,
  formPaths,
  validateDefaults,
  valuesOf,
  type DefaultsValues,
} from './shipment-defaults-values.ts';

interface Props {
  shop: Shop;
  senders: Address[] | undefined;
  canWrite: boolean;
}

/** §2 bulk shipping: the sender, type, delivery type and box each order of this shop is shipped with. */
export function ShipmentDefaultsForm({ shop, senders, canWrite }: Props) {
  const { t } = useTranslation('shops');
  const save = useSaveShipmentDefaults();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<DefaultsValues>({
    initialValues: valuesOf(shop.shipment_defaults),
    validate: (values) => validateDefaults(values, t),
  });
  // The server may name a field inside the body (`shipment_defaults.sender_id`): it lands on the form's own path.
  const sink = { setErrors: (errors: Record<string, string>) => form.setErrors(formPaths(errors)) };

  const run = async (defaults: ShipmentDefaults | null, done: string, event?: FormEvent) => {
    clear();
    try {
      await save.mutateAsync({ id: shop.id, defaults });
      notifySuccess(done);
    } catch (error) {
      onServerError(error, sink, event);
    }
  };
  const submit = form.onSubmit(
    // Valid by validateDefaults: the contract's own schema passed.
    (values, event) => run(bodyOf(values) as ShipmentDefaults, t('defaults.saved', { name: shop.name }), event),
    onInvalid,
  );

  return (
    <Card withBorder padding="md" component="section" aria-label={t('defaults.card', { name: shop.name })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group gap="xs" align="baseline">
            <Title order={3} size="h5">
              {shop.name}
            </Title>
            <Text size="sm" c="gray.7">
              {t(`kinds.${shop.kind}`)}
            </Text>
          </Group>
          {!shop.shipment_defaults && (
            <Text size="sm" c="gray.7">
              {t('defaults.not_set')}
            </Text>
          )}
          <FormError title={failure?.title ?? null} messages={failure?.messages} />
          <ShipmentDefaultsFields
            form={form}
            senders={senders}
            savedSenderId={shop.shipment_defaults?.sender_id}
            disabled={!canWrite}
          />
          {canWrite && (
            <Group gap="sm">
              <Button type="submit" loading={save.isPending && save.variables?.defaults !== null}>
                {t('defaults.save')}
              </Button>
              {shop.shipment_defaults && (
                <Button
                  variant="subtle"
                  color="red"
                  loading={save.isPending && save.variables?.defaults === null}
                  onClick={() => void run(null, t('defaults.cleared', { name: shop.name }))}
                >
                  {t('defaults.clear')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
