import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@cabinet/contracts/user';

/** Three cards for the account type; each card's name is the type, its hint is the description. */
export function UserTypePicker({ value, onChange }: { value: UserType; onChange(type: UserType): void }) {
  const { t } = useTranslation('auth');
  const options: Array<{ type: UserType; label: string; hint: string }> = [
    { type: 'individual', label: t('user_type.individual'), hint: t('register.type_hint.individual') },
    { type: 'self_employed', label: t('user_type.self_employed'), hint: t('register.type_hint.self_employed') },
    { type: 'entity', label: t('user_type.entity'), hint: t('register.type_hint.entity') },
  ];
  return (
    <Radio.Group
      label={t('fields.user_type')}
      value={value}
      onChange={(next) => onChange(next as UserType)}
      withAsterisk
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt={6}>
        {options.map((option) => (
          <Radio.Card
            key={option.type}
            value={option.type}
            radius="md"
            p="sm"
            aria-label={option.label}
            aria-describedby={`user-type-hint-${option.type}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator size="sm" mt={2} />
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {option.label}
                </Text>
                <Text id={`user-type-hint-${option.type}`} size="xs" c="gray.7">
                  {option.hint}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
