import type { ReactNode } from 'react';
import { Alert, type AlertProps } from '@mantine/core';

export type BannerLevel = 'success' | 'warning' | 'info' | 'danger' | 'dark' | 'light';

const LOOK: Record<BannerLevel, { color: string; variant: AlertProps['variant'] }> = {
  success: { color: 'teal', variant: 'light' },
  warning: { color: 'yellow', variant: 'light' },
  info: { color: 'blue', variant: 'light' },
  danger: { color: 'red', variant: 'light' },
  dark: { color: 'dark', variant: 'filled' },
  light: { color: 'gray', variant: 'default' },
};

export interface BannerProps extends Omit<AlertProps, 'color' | 'variant' | 'title'> {
  level?: BannerLevel;
  title?: ReactNode;
  children?: ReactNode;
}

/** A banner of §2. Danger and warning banners are alerts for screen readers; the others are plain notes. */
export function Banner({ level = 'info', title, children, ...props }: BannerProps) {
  const look = LOOK[level];
  const urgent = level === 'danger' || level === 'warning';
  return (
    <Alert
      color={look.color}
      variant={look.variant}
      title={title}
      role={urgent ? 'alert' : 'status'}
      data-level={level}
      {...props}
    >
      {children}
    </Alert>
  );
}
