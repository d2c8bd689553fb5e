import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryFolder } from '@cabinet/contracts/categories';
import type { FolderEdit } from './folder-dialog.tsx';

interface Props {
  folder: CategoryFolder;
  onEdit: (edit: FolderEdit) => void;
  onDelete: (folder: CategoryFolder) => void;
}

/** A folder's ⋯ menu: a folder inside it, rename or move it, delete it. */
export function FolderMenu({ folder, onEdit, onDelete }: Props) {
  const { t } = useTranslation('products');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('folders.actions', { name: folder.name })}>
          ⋯
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onEdit({ folder: null, parentId: folder.id })}>
          {t('folders.create_inside')}
        </Menu.Item>
        <Menu.Item onClick={() => onEdit({ folder, parentId: folder.parent_id })}>{t('folders.edit')}</Menu.Item>
        <Menu.Item color="red" onClick={() => onDelete(folder)}>
          {t('folders.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
