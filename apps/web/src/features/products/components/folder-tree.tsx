import { useState } from 'react';
import { Button, Card, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryFolder } from '@cabinet/contracts/categories';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useChangeFolder, useFolderTree } from '../api/folders.ts';
import { FolderDialog, type FolderEdit } from './folder-dialog.tsx';
import { FolderMenu } from './folder-menu.tsx';

export interface FolderTreeProps {
  selected: number | null;
  onSelect(id: number | null): void;
}

function flatten(folders: CategoryFolder[], depth = 0): Array<{ folder: CategoryFolder; depth: number }> {
  return folders.flatMap((folder) => [{ folder, depth }, ...flatten(folder.children, depth + 1)]);
}

/** §3 Catalogue category: the folder tree beside the list; picking one filters the list (sub-folders included). */
export function FolderTree({ selected, onSelect }: FolderTreeProps) {
  const { t } = useTranslation('products');
  const tree = useFolderTree();
  const change = useChangeFolder();
  const [edit, setEdit] = useState<FolderEdit | null>(null);
  const folders = tree.data ?? [];

  const remove = async (folder: CategoryFolder) => {
    const answer = await ask({
      title: t('folders.delete_title', { name: folder.name }),
      message: t('folders.delete_text'),
      actions: [
        {
          label: t('folders.delete'),
          color: 'red',
          value: true,
          handler: () => change.mutateAsync({ action: 'delete', id: folder.id }),
        },
      ],
    });
    if (!answer) return;
    if (selected === folder.id) onSelect(null);
    notifySuccess(t('folders.deleted'));
  };

  return (
    <Card withBorder padding="sm">
      <Stack gap={4}>
        <Group justify="space-between">
          <Title order={2} size="h5">
            {t('folders.title')}
          </Title>
          <Button size="compact-sm" variant="light" onClick={() => setEdit({ folder: null, parentId: null })}>
            {t('folders.create')}
          </Button>
        </Group>
        <NavLink
          component="button"
          label={t('folders.all')}
          active={selected === null}
          onClick={() => onSelect(null)}
        />
        {flatten(folders).map(({ folder, depth }) => (
          <Group key={folder.id} gap={2} wrap="nowrap" pl={depth * 14}>
            <NavLink
              component="button"
              label={folder.name}
              active={selected === folder.id}
              onClick={() => onSelect(folder.id)}
              rightSection={
                <Text size="xs" c="gray.7">
                  {folder.product_count}
                </Text>
              }
              style={{ flex: 1 }}
            />
            <FolderMenu folder={folder} onEdit={setEdit} onDelete={(f) => void remove(f)} />
          </Group>
        ))}
        {tree.isSuccess && folders.length === 0 && (
          <Text size="sm" c="gray.7">
            {t('folders.empty')}
          </Text>
        )}
      </Stack>
      <FolderDialog edit={edit} folders={folders} onClose={() => setEdit(null)} />
    </Card>
  );
}
