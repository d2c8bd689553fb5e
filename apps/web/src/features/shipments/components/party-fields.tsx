import { Alert, Anchor, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Address } from '@cabinet/contracts/addresses';
import { paths } from '../../../shared/lib/paths.ts';
import { partyLabel } from './party-label.ts';
import type { ShipmentFormValues } from './shipment-form-values.ts';

interface Props {
  form: UseFormReturnType<ShipmentFormValues>;
  senders: Address[];
  recipients: Address[];
  /** Bulk shipments name a recipient per parcel instead. */
  withRecipient: boolean;
}

export const addressOptions = (book: Address[]) =>
  book.map((entry) => ({ value: String(entry.id), label: partyLabel(entry) }));

/** A link to the address book's new-entry form, shown wherever a picker may lack the entry needed. */
export function AddAddressLink() {
  const { t } = useTranslation('shipments');
  return (
    <Anchor component={Link} to={paths.addressNew} size="sm">
      {t('form.add_address')}
    </Anchor>
  );
}

/**
 * Sender and recipient from the address book (the default sender is preselected by the page). §5: an address
 * must exist in the book before a parcel is created — with no entry, the picker says so and links to the form.
 */
export function PartyFields({ form, senders, recipients, withRecipient }: Props) {
  const { t } = useTranslation('shipments');
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('form.sender')}
          required
          searchable
          allowDeselect={false}
          data={addressOptions(senders)}
          // An empty book has nothing to pick (the alert below says what to do): a list that cannot open.
          disabled={senders.length === 0}
          nothingFoundMessage={t('form.nothing_found')}
          {...form.getInputProps('sender_id')}
        />
        {withRecipient && (
          <Select
            label={t('form.recipient')}
            required
            searchable
            allowDeselect={false}
            data={addressOptions(recipients)}
            disabled={recipients.length === 0}
            nothingFoundMessage={t('form.nothing_found')}
            {...form.getInputProps('recipient_id')}
          />
        )}
      </SimpleGrid>
      {(senders.length === 0 || recipients.length === 0) && (
        <Alert color="yellow" variant="light" title={t('form.address_needed_title')}>
          <Text size="sm">{t('form.address_needed')}</Text>
        </Alert>
      )}
      <AddAddressLink />
    </Stack>
  );
}
