import { Box, Card, Code, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The marketplace's own answer, as imported: support reads it, so it stays folded away until asked for. */
export function RawData({ raw }: { raw: unknown }) {
  const { t } = useTranslation('orders');
  return (
    <Card withBorder padding="md" component="section" aria-label={t('raw.heading')}>
      <Box component="details">
        <Box component="summary" style={{ cursor: 'pointer' }}>
          <Title order={2} size="h4" display="inline">
            {t('raw.heading')}
          </Title>
        </Box>
        <Text size="sm" c="gray.7" mt="xs">
          {t('raw.hint')}
        </Text>
        <Code block mt="sm" data-testid="order-raw">
          {JSON.stringify(raw, null, 2) ?? t('raw.empty')}
        </Code>
      </Box>
    </Card>
  );
}
