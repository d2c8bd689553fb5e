import { Box, Text } from '@mantine/core';
import type { CustomsCode } from '@cabinet/contracts/customs-codes';
import { breadcrumbText } from './breadcrumb.ts';

/** One code in a list: the code, its title in the chosen language and, under them, where it sits in the tree. */
export function CodeOptionLabel({ code, withBreadcrumb = true }: { code: CustomsCode; withBreadcrumb?: boolean }) {
  const crumbs = withBreadcrumb ? breadcrumbText(code.ancestors) : '';
  return (
    <Box>
      <Text size="sm">
        <Text span fw={600} ff="monospace">
          {code.code}
        </Text>{' '}
        {code.title_translated}
      </Text>
      {crumbs && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {crumbs}
        </Text>
      )}
    </Box>
  );
}
