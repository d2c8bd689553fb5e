import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Address } from '@cabinet/contracts/addresses';
import { addressEditUrl } from '../../../shared/lib/paths.ts';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useRemoveAddress } from '../api/addresses.ts';
import { addressName } from './address-name.ts';

/** An entry's edit link and its delete button, which asks first; both name the entry for screen readers. */
export function AddressActions({ address }: { address: Address }) {
  const { t } = useTranslation('addresses');
  const remove = useRemoveAddress();
  const name = addressName(address);

  const askRemove = async () => {
    const answer = await ask({
      title: t('list.delete_title'),
      message: t('list.delete_text', { name }),
      actions: [{ label: t('list.delete'), color: 'red', value: true, handler: () => remove.mutateAsync(address.id) }],
    });
    if (!answer) return;
    notifySuccess(t('list.deleted'));
  };

  return (
    <Group gap="xs">
      <Button
        component={Link}
        to={addressEditUrl(String(address.id))}
        size="compact-sm"
        variant="subtle"
        aria-label={t('list.edit_named', { name })}
      >
        {t('list.edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        aria-label={t('list.delete_named', { name })}
        onClick={() => void askRemove()}
      >
        {t('list.delete')}
      </Button>
    </Group>
  );
}
