import { useEffect, useRef } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import type { ConnectionLink } from './use-connection-link.ts';

/**
 * The way to the marketplace's consent page. It opens in this tab: the marketplace sends the seller back to this
 * page with its answer, which the page then hands to the server.
 */
export function AuthorizeLink({ link, marketplace }: { link: ConnectionLink; marketplace: string }) {
  const { t } = useTranslation('shops');
  const button = useRef<HTMLAnchorElement>(null);
  // A reconnect starts from a shop further down: bring the seller to the link they asked for.
  useEffect(() => button.current?.focus(), [link]);
  return (
    <Alert color="blue" variant="light" title={t('link.title', { name: link.shopName })}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('link.text', { marketplace })}</Text>
        <Button component="a" href={link.url} ref={button} size="md">
          {t('link.confirm', { marketplace })}
        </Button>
        <Text size="xs" c="gray.7">
          {t('link.expires', { time: formatDateTime(link.expiresAt) })}
        </Text>
      </Stack>
    </Alert>
  );
}
