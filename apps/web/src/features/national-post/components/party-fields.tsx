import { Alert, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Address } from '@cabinet/contracts/addresses';
import type { Values } from './form-values.ts';

const partyOption = (a: Address) => ({
  value: String(a.id),
  label: `${a.company_name || `${a.first_name} ${a.last_name}`.trim()} — ${[a.city, a.country].filter(Boolean).join(', ')}`,
});

/**
 * Sender and recipient from the address book: a sender in Ukraine, a recipient abroad. Without one of them the
 * form says that an address is needed first.
 */
export function PartyFields({
  form,
  senders,
  recipients,
}: {
  form: UseFormReturnType<Values>;
  senders: readonly Address[];
  recipients: readonly Address[];
}) {
  const { t } = useTranslation('national-post');
  const ukrainianSenders = senders.filter((a) => a.country === 'UA').map(partyOption);
  const foreignRecipients = recipients.filter((a) => a.country !== 'UA').map(partyOption);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('new.sender')}
          description={t('new.sender_hint')}
          required
          searchable
          data={ukrainianSenders}
          {...form.getInputProps('sender_id')}
        />
        <Select
          label={t('new.recipient')}
          description={t('new.recipient_hint')}
          required
          searchable
          data={foreignRecipients}
          {...form.getInputProps('recipient_id')}
        />
      </SimpleGrid>
      {(ukrainianSenders.length === 0 || foreignRecipients.length === 0) && (
        <Alert color="yellow" variant="light">
          {t('new.address_needed')}
        </Alert>
      )}
    </>
  );
}
