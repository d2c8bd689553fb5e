import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginBodySchema } from '@cabinet/contracts/auth';
import { TEXT_LIMITS } from '@cabinet/contracts/limits';
import { issueFeeCardBodySchema } from '@cabinet/contracts/fee-cards';
import { renderWithProviders } from '../../../test/render.tsx';
import { LimitedTextarea, LimitedTextInput } from './limited-text.tsx';

/** A controlled input, as a form's getInputProps makes it. */
function Controlled({ schema, field }: { schema: unknown; field: string }) {
  const [value, setValue] = useState('');
  return (
    <LimitedTextInput
      label="Field"
      schema={schema}
      field={field}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

describe('LimitedTextInput: a one-line input states the contract’s limit (issue 12)', () => {
  it('takes its maxLength from the schema, and typing stops there', async () => {
    renderWithProviders(<Controlled schema={issueFeeCardBodySchema} field="label" />);
    const input = screen.getByRole('textbox', { name: 'Field' });
    expect(input).toHaveAttribute('maxLength', String(TEXT_LIMITS.label));
    await userEvent.type(input, 'x'.repeat(TEXT_LIMITS.label + 5));
    expect(input).toHaveValue('x'.repeat(TEXT_LIMITS.label));
  });

  it('reads the limit of an email piped into z.email().max()', () => {
    renderWithProviders(<Controlled schema={loginBodySchema} field="login" />);
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveAttribute('maxLength', '254');
  });

  it('sets no maxLength where the contract states none, whatever the caller passed', () => {
    renderWithProviders(
      <LimitedTextInput label="Field" schema={z.object({ code: z.string() })} field="code" maxLength={3} />,
    );
    expect(screen.getByRole('textbox', { name: 'Field' })).not.toHaveAttribute('maxLength');
  });
});

describe('LimitedTextarea', () => {
  it('takes its maxLength from the schema and counts what is used', async () => {
    const schema = z.object({ note: z.string().max(20) });
    function Note() {
      const [value, setValue] = useState('');
      return (
        <LimitedTextarea
          label="Note"
          schema={schema}
          field="note"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
      );
    }
    renderWithProviders(<Note />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(note).toHaveAttribute('maxLength', '20');
    await userEvent.type(note, 'hello');
    expect(screen.getByTestId('note-counter')).toHaveTextContent('5 / 20');
  });
});
