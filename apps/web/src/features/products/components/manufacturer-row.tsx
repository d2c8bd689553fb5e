import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { manufacturerBodySchema, type Manufacturer } from '@cabinet/contracts/products';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCountryOptions } from '../api/countries.ts';
import { useSaveManufacturer } from '../api/manufacturers.ts';

/** One row's editor: a new manufacturer (id null) or a rename. */
export function ManufacturerRow({ manufacturer, onDone }: { manufacturer: Manufacturer | null; onDone(): void }) {
  const { t } = useTranslation('products');
  const save = useSaveManufacturer();
  const countries = useCountryOptions();
  const [name, setName] = useState(manufacturer?.name ?? '');
  const [country, setCountry] = useState<string | null>(manufacturer?.country ?? null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ id: manufacturer?.id ?? null, body: { name, country } });
      notifySuccess(t(manufacturer ? 'manufacturers.saved' : 'manufacturers.created'));
      onDone();
    } catch (err) {
      setError(err instanceof ApiError && err.fieldErrors.name ? err.fieldErrors.name.join(' ') : errorMessage(err, t));
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Group gap="xs" align="flex-start" wrap="wrap">
        <LimitedTextInput
          schema={manufacturerBodySchema}
          field="name"
          aria-label={t('manufacturers.name')}
          placeholder={t('manufacturers.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          data-autofocus
          w={260}
        />
        <Select
          aria-label={t('manufacturers.country')}
          placeholder={t('manufacturers.country')}
          clearable
          searchable
          data={countries}
          value={country}
          onChange={setCountry}
          w={220}
        />
        <Button type="submit" loading={save.isPending} disabled={!name.trim()}>
          {t(manufacturer ? 'form.save' : 'manufacturers.add')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </Group>
    </form>
  );
}
