import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { legalDocumentUrl } from '../../../shared/lib/paths.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useLegalDocuments } from '../api/get-legal-documents.ts';
import { DataSources } from '../components/data-sources.tsx';
import { LegalSheet } from '../components/legal-sheet.tsx';
import { LoadError } from '../components/load-error.tsx';

/** /legal-info: the legal documents, each a link to its page. */
export function LegalListPage() {
  const { t } = useTranslation('content');
  // useTranslation re-renders on a language switch, so the query key follows the interface language.
  const documents = useLegalDocuments(currentLanguage());
  const list = documents.data?.documents ?? [];

  return (
    <LegalSheet>
      <Page title={t('list.title')} caption={t('list.caption')} loading={documents.isPending}>
        {documents.isError && (
          <LoadError error={documents.error} onRetry={() => void documents.refetch()} retrying={documents.isFetching} />
        )}
        {documents.isSuccess &&
          (list.length === 0 ? (
            <Text c="dimmed">{t('list.empty')}</Text>
          ) : (
            <nav aria-label={t('list.documents')}>
              <List spacing="sm" size="lg">
                {list.map((item) => (
                  <List.Item key={item.slug}>
                    <Anchor component={Link} to={legalDocumentUrl(item.slug)} fw={600}>
                      {item.title}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </nav>
          ))}
        <DataSources />
      </Page>
    </LegalSheet>
  );
}
