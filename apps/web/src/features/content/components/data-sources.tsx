import { Anchor, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Whose data the customs code catalogue is built from; their licences ask for this credit. */
const SOURCES = [
  {
    id: 'prozorro',
    name: 'ProzorroUKR/standards',
    licence: 'Apache-2.0',
    url: 'https://github.com/ProzorroUKR/standards',
  },
  { id: 'ukt_zed', name: 'vasylpeleshko/ukt-zed', licence: 'ISC', url: 'https://github.com/vasylpeleshko/ukt-zed' },
  {
    id: 'harmonized_system',
    name: 'datasets/harmonized-system',
    licence: 'ODC-PDDL-1.0',
    url: 'https://github.com/datasets/harmonized-system',
  },
  { id: 'cncodes', name: 'xterr/php-cncodes', licence: 'MIT', url: 'https://github.com/xterr/php-cncodes' },
  { id: 'tnved', name: 'existanz/go-tnved', licence: null, url: 'https://github.com/existanz/go-tnved' },
] as const;

export function DataSources() {
  const { t } = useTranslation('content');
  return (
    <Stack gap="xs" component="section" aria-labelledby="legal-data-sources">
      <Title order={2} size="h3" id="legal-data-sources">
        {t('data_sources.title')}
      </Title>
      <Text c="dimmed">{t('data_sources.caption')}</Text>
      <List spacing="xs">
        {SOURCES.map((source) => (
          <List.Item key={source.id}>
            <Anchor href={source.url} target="_blank" rel="noopener noreferrer" fw={600}>
              {source.name}
              <VisuallyHidden> {t('document.new_tab')}</VisuallyHidden>
            </Anchor>{' '}
            ({source.licence ?? t('data_sources.official_act')}) — {t(`data_sources.${source.id}`)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
