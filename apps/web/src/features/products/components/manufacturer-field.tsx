import { useState } from 'react';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { manufacturerBodySchema } from '@cabinet/contracts/products';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { useManufacturers, useSaveManufacturer } from '../api/manufacturers.ts';

export interface ManufacturerFieldProps {
  value: string | null;
  onChange(value: string | null): void;
  error?: string;
}

/** The manufacturer select, with "add new" in place: the new one is created and chosen without leaving the form. */
export function ManufacturerField({ value, onChange, error }: ManufacturerFieldProps) {
  const { t } = useTranslation('products');
  const manufacturers = useManufacturers();
  const save = useSaveManufacturer();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);

  const add = async () => {
    setAddError(null);
    try {
      const created = await save.mutateAsync({ id: null, body: { name, country: null } });
      onChange(String(created.id));
      setAdding(false);
      setName('');
    } catch (err) {
      setAddError(errorMessage(err, t));
    }
  };

  return (
    <Stack gap={4}>
      <Select
        label={t('fields.manufacturer')}
        placeholder={t('form.none')}
        clearable
        searchable
        nothingFoundMessage={t('form.nothing_found')}
        data={(manufacturers.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
        value={value}
        onChange={onChange}
        error={error}
      />
      {adding ? (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <LimitedTextInput
            schema={manufacturerBodySchema}
            field="name"
            aria-label={t('manufacturers.new_name')}
            placeholder={t('manufacturers.new_name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void add();
              }
            }}
            error={addError}
            style={{ flex: 1 }}
            data-autofocus
          />
          <Button size="sm" onClick={() => void add()} loading={save.isPending} disabled={!name.trim()}>
            {t('manufacturers.add')}
          </Button>
          <Button size="sm" variant="default" onClick={() => setAdding(false)}>
            {t('form.cancel')}
          </Button>
        </Group>
      ) : (
        <Button variant="subtle" size="compact-sm" onClick={() => setAdding(true)} style={{ alignSelf: 'flex-start' }}>
          {t('manufacturers.add_new')}
        </Button>
      )}
    </Stack>
  );
}
