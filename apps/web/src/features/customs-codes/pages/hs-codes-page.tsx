import { useState } from 'react';
import { Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { CUSTOMS_SEARCH_THROTTLE_MS, customsSearchQuerySchema } from '@cabinet/contracts/customs-codes';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { isLanguage, type Language } from '../../../shared/i18n/languages.ts';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useCustomsRoots } from '../api/get-customs-roots.ts';
import { useCustomsSearch } from '../api/search-customs-codes.ts';
import { CodeTree } from '../components/code-tree.tsx';
import { TitleLanguageSwitch } from '../components/title-language-switch.tsx';
import { useThrottledValue } from '../components/use-throttled-value.ts';

/** /hs-codes (public, §2): the customs classification to browse from its chapters or to search. */
export function HsCodesPage() {
  const { t, i18n } = useTranslation('customs-codes');
  const [lang, setLang] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'ua');
  const [search, setSearch] = useState('');
  const typed = search.trim();
  const query = useThrottledValue(typed, CUSTOMS_SEARCH_THROTTLE_MS);
  const searching = typed.length > 0;
  const results = useCustomsSearch(searching ? query : '', lang, false);
  const roots = useCustomsRoots(lang, !searching);
  const source = searching ? results : roots;
  const waiting = searching ? query !== typed || results.isFetching : roots.isPending;

  return (
    <Paper w="100%" maw={960} p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="md" withBorder>
      <Page title={t('page.title')} caption={t('page.caption')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <LimitedTextInput
            schema={customsSearchQuerySchema}
            field="title"
            flex={1}
            miw={240}
            type="search"
            label={t('page.search')}
            description={t('page.search_hint')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} aria-hidden="true">
              {t('title_language')}
            </Text>
            <TitleLanguageSwitch value={lang} onChange={setLang} />
          </Stack>
        </Group>
        <section aria-label={searching ? t('page.results') : t('page.chapters')} aria-busy={waiting}>
          {source.isError ? (
            <Alert color="red" role="alert" title={t('request_failed')}>
              {errorMessage(source.error, t)}
            </Alert>
          ) : waiting && !source.data ? (
            <Loader size="sm" aria-label={t('loading')} />
          ) : source.data?.length === 0 ? (
            <Text c="dimmed">{t('nothing_found')}</Text>
          ) : (
            <CodeTree codes={source.data ?? []} lang={lang} withBreadcrumb={searching} />
          )}
        </section>
      </Page>
    </Paper>
  );
}
