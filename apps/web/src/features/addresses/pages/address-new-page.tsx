import { Card } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useSaveAddress } from '../api/addresses.ts';
import { AddressForm } from '../components/address-form.tsx';

/** /addresses/new (?book_type=sender opens it for a sender). */
export function AddressNewPage() {
  const { t } = useTranslation('addresses');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const save = useSaveAddress();
  return (
    <Page title={t('new.title')} caption={t('new.caption')} back={paths.addresses}>
      <Card withBorder radius="lg" padding="lg" maw={860}>
        <AddressForm
          initialBookType={params.get('book_type') === 'sender' ? 'sender' : 'recipient'}
          submitLabel={t('new.submit')}
          pending={save.isPending}
          onSubmit={async (body) => {
            await save.mutateAsync({ body });
            notifySuccess(t('new.done'));
            void navigate(paths.addresses);
          }}
        />
      </Card>
    </Page>
  );
}
