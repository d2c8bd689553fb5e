import { Alert, List } from '@mantine/core';

/** The summary above a form: what went wrong, and messages that belong to no visible field. */
export function FormError({ title, messages = [] }: { title: string | null; messages?: string[] }) {
  if (!title) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {messages.length > 0 && (
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
