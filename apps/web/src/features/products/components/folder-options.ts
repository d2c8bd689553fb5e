import type { CategoryFolder } from '@cabinet/contracts/categories';

export interface FolderOption {
  value: string;
  /** The folder's path from the top ("Clothes / Shirts"), so equal names in different places stay apart. */
  label: string;
  depth: number;
}

/** The tree flattened in display order, each folder with its path; `except` leaves out a folder and its subtree. */
export function folderOptions(folders: CategoryFolder[], except?: number, prefix = '', depth = 0): FolderOption[] {
  return folders.flatMap((f) => {
    if (f.id === except) return [];
    const label = prefix ? `${prefix} / ${f.name}` : f.name;
    return [{ value: String(f.id), label, depth }, ...folderOptions(f.children, except, label, depth + 1)];
  });
}
