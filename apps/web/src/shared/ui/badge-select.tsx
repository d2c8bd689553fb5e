import type { ReactNode } from 'react';
import { Badge, Loader, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BADGE_SELECT_WIDTH } from '../lib/constants.ts';

/** §3 Badge option. */
export interface BadgeOption {
  code: string;
  name: string;
  icon?: ReactNode;
  disabled?: boolean;
  /** A divider above this option. */
  divider?: boolean;
  bgColor?: string;
  textColor?: string;
}

export interface BadgeSelectProps {
  value: string | null | undefined;
  options: readonly BadgeOption[];
  onChange?: (code: string) => void;
  /** Shown without a dropdown. */
  readOnly?: boolean;
  loading?: boolean;
  width?: number | string;
  /** Names the control for screen readers, e.g. 'Parcel status'. */
  label?: string;
}

/** A status badge with a dropdown to change it (§2, §4); an empty value reads 'Not defined' (§8). */
export function BadgeSelect({
  value,
  options,
  onChange,
  readOnly = false,
  loading = false,
  width = BADGE_SELECT_WIDTH,
  label,
}: BadgeSelectProps) {
  const { t } = useTranslation();
  const current = value ? options.find((option) => option.code === value) : undefined;
  const text = current?.name ?? (value || t('ui.not_defined'));
  const badge = (
    <Badge
      style={{ width }}
      size="lg"
      variant={current?.bgColor ? 'filled' : 'light'}
      color={current?.bgColor ?? 'gray'}
      c={current?.textColor}
      leftSection={loading ? <Loader size={12} color="currentColor" aria-hidden /> : current?.icon}
      styles={{ label: { textTransform: 'none' } }}
    >
      {text}
    </Badge>
  );

  if (readOnly || !onChange) {
    return (
      <span aria-label={label ? `${label}: ${text}` : undefined} aria-busy={loading || undefined}>
        {badge}
      </span>
    );
  }

  return (
    <Menu position="bottom-start" width={width} disabled={loading}>
      <Menu.Target>
        <UnstyledButton
          aria-label={`${label ?? t('ui.change_value')}: ${text}`}
          aria-busy={loading || undefined}
          disabled={loading}
        >
          {badge}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map((option) => [
          option.divider && <Menu.Divider key={`${option.code}-divider`} />,
          <Menu.Item
            key={option.code}
            leftSection={option.icon}
            disabled={option.disabled}
            aria-current={option.code === value || undefined}
            style={option.bgColor ? { background: option.bgColor, color: option.textColor } : undefined}
            onClick={() => option.code !== value && onChange(option.code)}
          >
            {option.name}
          </Menu.Item>,
        ])}
      </Menu.Dropdown>
    </Menu>
  );
}
