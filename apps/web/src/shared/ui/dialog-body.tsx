import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, List, Menu, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/error-message.ts';

export interface DialogSubOption {
  label: string;
  /** Runs when chosen; the dialog resolves with what it returns. */
  action: () => unknown;
}

/** An action button of a dialog (§3 Dialog action). */
export interface DialogAction<T = unknown> {
  label: string;
  value?: T;
  code?: string;
  color?: string;
  /** A quiet (subtle) button instead of a filled one. */
  flat?: boolean;
  /** A path to open when chosen. */
  to?: string;
  /** A popup of sub-options instead of a plain choice. */
  options?: DialogSubOption[];
  badge?: { label: string; color?: string };
  /** Runs before the dialog closes; the button shows loading until it is done. */
  handler?: () => unknown;
}

export interface DialogBodyProps {
  message?: ReactNode;
  errors?: readonly string[];
  actions: DialogAction[];
  /** A Cancel button first (confirm mode). */
  onCancel?: () => void;
  onChoose: (value: unknown, to?: string) => void;
}

export function DialogBody({ message, errors = [], actions, onCancel, onChoose }: DialogBodyProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (index: number, work: (() => unknown) | undefined, value: unknown, to?: string) => {
    if (!work) return onChoose(value, to);
    setBusy(index);
    setFailure(null);
    try {
      const result = await work();
      onChoose(value === undefined ? result : value, to);
    } catch (error) {
      setFailure(errorMessage(error, t));
      setBusy(null);
    }
  };

  const shownErrors = failure ? [...errors, failure] : errors;
  return (
    <Stack gap="md">
      {message && <div>{typeof message === 'string' ? <Text>{message}</Text> : message}</div>}
      {shownErrors.length > 0 && (
        <List aria-label={t('ui.errors_list')} c="red.9" size="sm" role="alert">
          {shownErrors.map((error, i) => (
            <List.Item key={i}>{error}</List.Item>
          ))}
        </List>
      )}
      <Group justify="flex-end" gap="sm" wrap="wrap">
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={busy !== null}>
            {t('actions.cancel')}
          </Button>
        )}
        {actions.map((action, index) => {
          const button = (
            <Button
              key={index}
              color={action.color}
              variant={action.flat ? 'subtle' : 'filled'}
              data-code={action.code}
              loading={busy === index}
              disabled={busy !== null && busy !== index}
              rightSection={
                action.badge && (
                  <Badge size="sm" color={action.badge.color ?? 'red'}>
                    {action.badge.label}
                  </Badge>
                )
              }
              onClick={action.options ? undefined : () => void run(index, action.handler, action.value, action.to)}
            >
              {action.label}
            </Button>
          );
          if (!action.options) return button;
          return (
            <Menu key={index} position="top-end" withinPortal={false}>
              <Menu.Target>{button}</Menu.Target>
              <Menu.Dropdown>
                {action.options.map((option) => (
                  <Menu.Item key={option.label} onClick={() => void run(index, option.action, undefined, action.to)}>
                    {option.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          );
        })}
      </Group>
    </Stack>
  );
}
