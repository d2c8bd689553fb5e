import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StackFrame } from '@cabinet/contracts/error-reports';

/** Where a frame is: `file:line:column`, as much of it as the report knows. */
const placeOf = (f: StackFrame) => [f.file, f.line, f.column].filter((part) => part !== null).join(':');

/** A report's stack, innermost call last as Sentry orders it; the frames of our own code marked. */
export function StackFrames({ frames }: { frames: StackFrame[] }) {
  const { t } = useTranslation('error-reports');
  if (frames.length === 0) return <Text c="gray.7">{t('ops.detail.no_stack')}</Text>;
  return (
    <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {frames.map((f, i) => (
        <Group key={i} component="li" gap="xs" wrap="nowrap" align="baseline">
          <Code style={{ overflowWrap: 'anywhere' }}>{f.function ?? t('ops.detail.anonymous')}</Code>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {placeOf(f)}
          </Text>
          {f.in_app && (
            <Badge size="xs" variant="light">
              {t('ops.detail.our_code')}
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}
