import { useState } from 'react';
import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@cabinet/contracts/shipments';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useAddressBook } from '../api/get-address-book.ts';
import { CreateSuccess } from '../components/create-success.tsx';
import { ShipmentForm } from '../components/shipment-form.tsx';
import { typesFor } from '../components/shipment-form-values.ts';
import { shipmentKeys } from '../api/shipment-keys.ts';

/** /shipments/create (§2): the form, then the success screen. */
export function ShipmentCreatePage() {
  const { t } = useTranslation('shipments');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const senders = useAddressBook('sender');
  const recipients = useAddressBook('recipient');
  const [created, setCreated] = useState<Shipment | null>(null);
  // A new form each time ("Create another"), with the book as it is now (an address may have been added).
  const [attempt, setAttempt] = useState(0);

  const another = () => {
    setCreated(null);
    setAttempt((n) => n + 1);
    void queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
  };

  const loadError = senders.error ?? recipients.error;
  const defaultSender = senders.data?.find((entry) => entry.is_default) ?? senders.data?.[0];
  return (
    <Page
      title={created ? t('success.page_title') : t('create.title')}
      caption={created ? undefined : t('create.caption')}
      loading={senders.isPending || recipients.isPending}
    >
      {loadError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(loadError, t)}
        </Alert>
      )}
      {created ? (
        <CreateSuccess shipment={created} onAnother={another} />
      ) : (
        senders.data &&
        recipients.data && (
          <ShipmentForm
            key={attempt}
            types={typesFor(user.vars)}
            senders={senders.data}
            recipients={recipients.data}
            defaultSenderId={defaultSender ? String(defaultSender.id) : null}
            onCreated={setCreated}
          />
        )
      )}
    </Page>
  );
}
