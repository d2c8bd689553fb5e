import { Title, type TitleProps } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The page's one <h1>; it also names the browser tab, so screen readers announce where the user landed. */
export function PageTitle({ children, ...props }: Omit<TitleProps, 'order' | 'children'> & { children: string }) {
  const { t } = useTranslation();
  useDocumentTitle(`${children} · ${t('app.name')}`);
  return (
    <Title order={1} {...props}>
      {children}
    </Title>
  );
}
