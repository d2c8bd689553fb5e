import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';

/**
 * In place of a record's page when the record cannot be shown (a wrong id, gone, not allowed): the reason, and the
 * way back to the list it came from. `LoadFailure` is its sibling for a request worth retrying.
 */
export function RecordUnavailable({ reason, list, back }: { reason: string; list: string; back: string }) {
  return (
    <Alert color="red" variant="light" role="alert" title={reason}>
      <Button component={Link} to={list} size="xs" variant="light" color="red">
        {back}
      </Button>
    </Alert>
  );
}
