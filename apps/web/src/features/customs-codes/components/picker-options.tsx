import { Alert, Combobox, Loader, ScrollArea, Text } from '@mantine/core';
import type { CustomsCode } from '@cabinet/contracts/customs-codes';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { useCustomsCode } from '../api/get-customs-code.ts';
import { useCustomsRoots } from '../api/get-customs-roots.ts';
import { useCustomsSearch } from '../api/search-customs-codes.ts';
import { breadcrumbText } from './breadcrumb.ts';
import { CodeOptionLabel } from './code-option-label.tsx';

interface Props {
  /** What is typed now; empty means tree browsing. */
  query: string;
  /** What was typed at the end of the last throttle window: what is actually searched. */
  throttledQuery: string;
  lang: Language;
  /** The code whose children are shown; `null`: the chapters. */
  browseId: string | null;
  onBrowse(id: string | null): void;
  onPick(code: string): void;
}

const UP = '__up__';

/** The dropdown of the picker: search results while typing, otherwise one level of the tree. */
export function PickerOptions({ query, throttledQuery, lang, browseId, onBrowse, onPick }: Props) {
  const { t } = useTranslation('customs-codes');
  const searching = query.length > 0;
  const results = useCustomsSearch(searching ? throttledQuery : '', lang, true);
  const roots = useCustomsRoots(lang, !searching && browseId === null);
  const node = useCustomsCode(searching ? null : browseId, lang);

  const source = searching ? results : browseId === null ? roots : node;
  const codes: CustomsCode[] | undefined = searching
    ? results.data
    : browseId === null
      ? roots.data
      : node.data?.children;
  const waiting = searching ? throttledQuery !== query || results.isFetching : source.isPending;

  if (source.isError) {
    return (
      <Alert color="red" role="alert" m="xs" title={t('request_failed')}>
        {errorMessage(source.error, t)}
      </Alert>
    );
  }

  const choose = (code: CustomsCode) => {
    if (code.is_selectable) onPick(code.code);
    else if (code.has_children) onBrowse(code.id);
  };

  return (
    <>
      {!searching && node.data && browseId !== null && (
        <Combobox.Header>
          <Text size="xs" c="dimmed">
            {breadcrumbText([...node.data.ancestors, node.data])}
          </Text>
        </Combobox.Header>
      )}
      <Combobox.Options aria-label={t('label')}>
        <ScrollArea.Autosize mah={320} type="scroll">
          {!searching && browseId !== null && (
            <Combobox.Option value={UP} onClick={() => onBrowse(node.data?.parent ?? null)}>
              <Text size="sm">
                ↑ {node.data?.parent ? t('up_to', { code: node.data.parent }) : t('up_to_chapters')}
              </Text>
            </Combobox.Option>
          )}
          {codes?.map((code) => (
            <Combobox.Option
              key={code.id}
              value={code.id}
              disabled={!code.is_selectable && !code.has_children}
              onClick={() => choose(code)}
            >
              <CodeOptionLabel code={code} withBreadcrumb={searching} />
            </Combobox.Option>
          ))}
          {waiting && (
            <Combobox.Empty>
              <Loader size="xs" aria-label={t('loading')} />
            </Combobox.Empty>
          )}
          {!waiting && codes?.length === 0 && <Combobox.Empty>{t('nothing_found')}</Combobox.Empty>}
        </ScrollArea.Autosize>
      </Combobox.Options>
    </>
  );
}
