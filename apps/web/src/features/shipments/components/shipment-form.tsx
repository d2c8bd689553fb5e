import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@cabinet/contracts/addresses';
import { isBulkType, type CreatableShipmentType, type Shipment } from '@cabinet/contracts/shipments';
import { deliveryTypes } from '@cabinet/contracts/tariffs';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { BoxFields } from './box-fields.tsx';
import { BulkParcels } from './bulk-parcels.tsx';
import { CreateHelp } from './create-help.tsx';
import { ExtrasFields } from './extras-fields.tsx';
import { formPaths } from './form-paths.ts';
import { LineFields } from './line-fields.tsx';
import { PartyFields } from './party-fields.tsx';
import { ProofFilesField } from './proof-files-field.tsx';
import { NoRates, noRatesReasons, QuoteSummary } from './quote-summary.tsx';
import {
  choosesDeliveryType,
  initialValues,
  isExpress,
  toCreateBody,
  type ShipmentFormValues,
} from './shipment-form-values.ts';
import { validateShipment } from './shipment-validation.ts';
import { useAddedProducts } from './use-added-products.ts';
import { useCreateShipmentFlow } from './use-create-shipment-flow.ts';
import { useOrderDraftFill } from './use-order-draft.ts';

interface Props {
  types: CreatableShipmentType[];
  senders: Address[];
  recipients: Address[];
  defaultSenderId: string | null;
  onCreated: (shipment: Shipment) => void;
}

/** Express is chosen as a delivery type of a direct shipment; the postcard is a shipment type of its own. */
const CHOOSABLE_DELIVERY_TYPES = deliveryTypes.filter((type) => type !== 'postcard');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** /shipments/create's form: type, parties, contents and box (or parcels), extras, proof, quote and create. */
export function ShipmentForm({ types, senders, recipients, defaultSenderId, onCreated }: Props) {
  const { t } = useTranslation('shipments');
  const flow = useCreateShipmentFlow();
  const [noRates, setNoRates] = useState<ReturnType<typeof noRatesReasons>>(null);
  // A proof file still uploading is not in the values yet: creating now would leave it out.
  const [uploading, setUploading] = useState(false);
  const form = useForm<ShipmentFormValues>({
    initialValues: initialValues(defaultSenderId),
    validate: (values) => validateShipment(values, t),
    onValuesChange: () => {
      flow.forgetQuote();
      setNoRates(null);
    },
  });
  useAddedProducts(form);
  const draftError = useOrderDraftFill(form);
  const { values } = form;
  const bulk = isBulkType(values.type);
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, formPaths(values));

  const failed = (error: unknown, event?: SyntheticEvent) => {
    const reasons = noRatesReasons(error);
    if (reasons) return setNoRates(reasons);
    onServerError(error, form, event);
    // §5 double-shipment guard: the order number is what the seller has to look at.
    if (error instanceof ApiError && error.code === 'shipment_already_created')
      form.setFieldError('order_number', error.message);
  };

  const calculate = () => {
    clear();
    setNoRates(null);
    const result = form.validate();
    if (result.hasErrors) return onInvalid(result.errors, values);
    flow.calculate(toCreateBody(values)).catch((error: unknown) => failed(error));
  };

  const submit = form.onSubmit(async (v, event) => {
    clear();
    setNoRates(null);
    try {
      const created = await flow.create(toCreateBody(v));
      if (created) onCreated(created);
    } catch (error) {
      failed(error, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack gap="md">
        <CreateHelp />
        {draftError && (
          <Alert color="red" variant="light" role="alert" title={t('form.order_draft_failed')}>
            {errorMessage(draftError, t)}
          </Alert>
        )}
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <Section title={t('form.section_type')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('form.type')}
              required
              allowDeselect={false}
              data={types.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              {...form.getInputProps('type')}
              description={t(`type_hints.${values.type}`)}
            />
            {choosesDeliveryType(values.type) && (
              <Select
                label={t('form.delivery_type')}
                required
                allowDeselect={false}
                data={CHOOSABLE_DELIVERY_TYPES.map((type) => ({ value: type, label: t(`delivery_types.${type}`) }))}
                {...form.getInputProps('delivery_type')}
              />
            )}
          </SimpleGrid>
          <PartyFields form={form} senders={senders} recipients={recipients} withRecipient={!bulk} />
        </Section>
        {bulk ? (
          <Section title={t('form.section_parcels')}>
            <BulkParcels form={form} recipients={recipients} />
          </Section>
        ) : (
          <Section title={t('form.section_items')}>
            <LineFields form={form} path="lines" lines={values.lines} />
          </Section>
        )}
        <Section title={bulk ? t('form.section_master_box') : t('form.section_box')}>
          <BoxFields form={form} path="box" box={values.box} />
        </Section>
        <Section title={t('form.section_extras')}>
          <ExtrasFields form={form} />
          <ProofFilesField
            value={values.proof_files}
            onChange={(files) => form.setFieldValue('proof_files', files)}
            error={form.errors.proof_files}
            required={isExpress(values)}
            onBusyChange={setUploading}
          />
        </Section>
        <Section title={t('quote.title')}>
          {flow.quote && <QuoteSummary quote={flow.quote} />}
          {noRates && <NoRates reasons={noRates} />}
          <Group gap="sm">
            <Button variant="default" onClick={calculate} loading={flow.quoting}>
              {t('form.calculate')}
            </Button>
            <Button type="submit" loading={flow.creating} disabled={uploading}>
              {t('form.create')}
            </Button>
          </Group>
        </Section>
      </Stack>
    </form>
  );
}
