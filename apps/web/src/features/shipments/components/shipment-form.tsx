import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@cabinet/contracts/addresses';
import { isBulkType, type CreatableShipmentType, type Shipment } from '@cabinet/contracts/shipments';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { BoxFields } from './box-fields.tsx';
import { BulkParcels } from './bulk-parcels.tsx';
import { CreateHelp } from './create-help.tsx';
import { ExtrasFields } from './extras-fields.tsx';
import { LineFields } from './line-fields.tsx';
import { PartyFields } from './party-fields.tsx';
import { ProofFilesField } from './proof-files-field.tsx';
import { NoRates, type noRatesReasons, QuoteSummary } from './quote-summary.tsx';
import { initialValues, isExpress, type ShipmentFormValues } from './shipment-form-values.ts';
import { ShipmentTypeFields } from './shipment-type-fields.tsx';
import { validateShipment } from './shipment-validation.ts';
import { useAddedProducts } from './use-added-products.ts';
import { useCreateShipmentFlow } from './use-create-shipment-flow.ts';
import { useOrderDraftFill } from './use-order-draft.ts';
import { useShipmentFormSubmit } from './use-shipment-form-submit.ts';

interface Props {
  types: CreatableShipmentType[];
  senders: Address[];
  recipients: Address[];
  defaultSenderId: string | null;
  onCreated: (shipment: Shipment) => void;
}

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
  const { failure, calculate, submit } = useShipmentFormSubmit({ form, flow, setNoRates, onCreated });

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
          <ShipmentTypeFields form={form} types={types} />
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
