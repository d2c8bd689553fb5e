import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { isLegalDocumentNotFound, useLegalDocument } from '../api/get-legal-document.ts';
import { LegalMarkdown } from '../components/legal-markdown.tsx';
import { LegalSheet } from '../components/legal-sheet.tsx';
import { LoadError } from '../components/load-error.tsx';

function BackToList() {
  const { t } = useTranslation('content');
  return (
    <Anchor component={Link} to={paths.legalInfo} size="sm">
      ← {t('document.all_documents')}
    </Anchor>
  );
}

function DocumentNotFound() {
  const { t } = useTranslation('content');
  return (
    <Stack align="flex-start" gap="md">
      <PageTitle size="h2">{t('not_found.title')}</PageTitle>
      <Text c="gray.7">{t('not_found.text')}</Text>
      <Button component={Link} to={paths.legalInfo}>
        {t('document.all_documents')}
      </Button>
    </Stack>
  );
}

/** /legal-info/{document}: one document in the interface language, rendered from its Markdown. */
export function LegalDocumentPage() {
  const { t } = useTranslation('content');
  const { slug = '' } = useParams();
  // useTranslation re-renders on a language switch, so the query key follows the interface language.
  const legalDocument = useLegalDocument(slug, currentLanguage());

  if (legalDocument.isError && isLegalDocumentNotFound(legalDocument.error)) {
    return (
      <LegalSheet>
        <DocumentNotFound />
      </LegalSheet>
    );
  }

  return (
    <LegalSheet>
      <Stack gap="md">
        <div>
          <BackToList />
        </div>
        {legalDocument.isPending && <PageLoader />}
        {legalDocument.isError && (
          <Stack gap="md">
            <PageTitle>{t('document.load_error')}</PageTitle>
            <LoadError
              error={legalDocument.error}
              onRetry={() => void legalDocument.refetch()}
              retrying={legalDocument.isFetching}
            />
          </Stack>
        )}
        {legalDocument.isSuccess && (
          <article aria-labelledby="legal-document-title">
            <Stack gap={4} mb="md">
              <PageTitle id="legal-document-title">{legalDocument.data.title}</PageTitle>
              <Text size="sm" c="gray.7">
                {t('document.updated', { date: formatDate(legalDocument.data.updated_at) })}
              </Text>
            </Stack>
            <LegalMarkdown>{legalDocument.data.body_markdown}</LegalMarkdown>
          </article>
        )}
      </Stack>
    </LegalSheet>
  );
}
