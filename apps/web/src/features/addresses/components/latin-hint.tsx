import { Button, Group, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { hasCyrillic, transliterate } from '@cabinet/contracts/transliteration';
import { addressTextFields } from '@cabinet/contracts/addresses';
import type { AddressValues } from './address-values.ts';

/**
 * Says the entry must be written in Latin letters; when Ukrainian was typed anyway, one click writes it in Latin by
 * the national standard (issue 15).
 */
export function LatinHint({ form }: { form: UseFormReturnType<AddressValues> }) {
  const { t } = useTranslation('addresses');
  const values = form.values;
  const cyrillic = addressTextFields.some((field) => hasCyrillic(values[field] ?? ''));
  const toLatin = () => {
    for (const field of addressTextFields) {
      const value = values[field];
      if (value && hasCyrillic(value)) form.setFieldValue(field, transliterate(value));
    }
  };
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm" c="gray.7">
        {t('form.latin_hint')}
      </Text>
      {cyrillic && (
        <Button variant="light" size="xs" onClick={toLatin}>
          {t('form.transliterate')}
        </Button>
      )}
    </Group>
  );
}
