import { Card } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { RecordUnavailable } from '../../../shared/ui/record-unavailable.tsx';
import { useAddress, useSaveAddress } from '../api/addresses.ts';
import { AddressForm } from '../components/address-form.tsx';
import { addressName } from '../components/address-name.ts';

const idFrom = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);

/** /addresses/{id}/edit */
export function AddressEditPage() {
  const { t } = useTranslation('addresses');
  const navigate = useNavigate();
  const id = idFrom(useParams().id);
  const address = useAddress(id);
  const save = useSaveAddress();

  const body = () => {
    if (!id || address.isError)
      return (
        <RecordUnavailable
          reason={id ? errorMessage(address.error, t) : t('edit.not_found')}
          list={paths.addresses}
          back={t('edit.to_list')}
        />
      );
    if (!address.data) return null;
    return (
      <Card withBorder radius="lg" padding="lg" maw={860}>
        <AddressForm
          key={address.data.id}
          address={address.data}
          submitLabel={t('edit.submit')}
          pending={save.isPending}
          onSubmit={async (values) => {
            await save.mutateAsync({ id, body: values });
            notifySuccess(t('edit.done'));
            void navigate(paths.addresses);
          }}
        />
      </Card>
    );
  };

  return (
    <Page
      title={t('edit.title')}
      caption={address.data ? addressName(address.data) : undefined}
      back={paths.addresses}
      loading={id > 0 && address.isPending}
    >
      {body()}
    </Page>
  );
}
