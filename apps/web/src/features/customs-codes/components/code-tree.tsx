import { useState } from 'react';
import { Alert, Box, Group, Loader, UnstyledButton } from '@mantine/core';
import type { CustomsCode } from '@cabinet/contracts/customs-codes';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { useCustomsCode } from '../api/get-customs-code.ts';
import { CodeOptionLabel } from './code-option-label.tsx';
import { CopyCodeButton } from './copy-code-button.tsx';
import classes from './code-tree.module.css';

interface Props {
  codes: CustomsCode[];
  lang: Language;
  /** Search results come from anywhere in the tree: their ancestors say where. */
  withBreadcrumb?: boolean;
}

/** One level of the classification as a list; a code with children opens them on demand (one request each). */
export function CodeTree({ codes, lang, withBreadcrumb = false }: Props) {
  return (
    <ul className={classes.list}>
      {codes.map((code) => (
        <CodeTreeItem key={code.id} code={code} lang={lang} withBreadcrumb={withBreadcrumb} />
      ))}
    </ul>
  );
}

function CodeTreeItem({ code, lang, withBreadcrumb }: { code: CustomsCode; lang: Language; withBreadcrumb: boolean }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <li>
      <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.row}>
        {code.has_children ? (
          <UnstyledButton
            className={classes.toggle}
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
          >
            <span aria-hidden="true" className={classes.chevron} data-expanded={expanded || undefined}>
              ›
            </span>
            <CodeOptionLabel code={code} withBreadcrumb={withBreadcrumb} />
          </UnstyledButton>
        ) : (
          <Box className={classes.leaf}>
            <CodeOptionLabel code={code} withBreadcrumb={withBreadcrumb} />
          </Box>
        )}
        <CopyCodeButton code={code.code} />
      </Group>
      {expanded && <CodeChildren id={code.id} lang={lang} />}
    </li>
  );
}

function CodeChildren({ id, lang }: { id: string; lang: Language }) {
  const { t } = useTranslation('customs-codes');
  const node = useCustomsCode(id, lang);
  if (node.isPending) return <Loader size="xs" ml="xl" aria-label={t('loading')} />;
  if (node.isError)
    return (
      <Alert color="red" role="alert" ml="xl" title={t('request_failed')}>
        {errorMessage(node.error, t)}
      </Alert>
    );
  return (
    <Box ml="lg">
      <CodeTree codes={node.data.children} lang={lang} />
    </Box>
  );
}
