import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PersonalDataForm } from './personal-data-form.tsx';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** Pasting is much faster than typing key by key, and the form sees the same change. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fill(user: ReturnType<typeof userEvent.setup>, issueDate: string) {
  await typeInto(user, field(/^Passport series and number/), 'AB123456');
  await typeInto(user, field(/^Issued by/), 'Kyiv district office');
  await typeInto(user, field(/^Issue date/), issueDate);
  await typeInto(user, field(/^Date of birth/), '1990-05-17');
  await typeInto(user, field(/^Tax number/), '3012345678');
  await user.click(screen.getByRole('button', { name: 'Save passport data' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('personal data form', () => {
  it('rejects a date not typed as YYYY-MM-DD', async () => {
    const calls = stubApi({});
    renderWithProviders(<PersonalDataForm data={null} />);
    await fill(userEvent.setup(), '17.05.2010');

    expect(within(screen.getByRole('alert')).getByText('Check the correctness of entered data')).toBeInTheDocument();
    expect(field(/^Issue date/)).toHaveAccessibleDescription(/Enter a date as YYYY-MM-DD/);
    expect(field(/^Date of birth/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("saves the data and shows the server's date rule next to its field", async () => {
    const calls = stubApi({
      'PUT /api/user/personal-data': [
        400,
        {
          code: 'validation_error',
          message: 'Check',
          errors: { issue_date: ['The issue date must be after the birth date'] },
        },
      ],
    });
    renderWithProviders(<PersonalDataForm data={null} />);
    await fill(userEvent.setup(), '1980-01-01');

    await vi.waitFor(() =>
      expect(field(/^Issue date/)).toHaveAccessibleDescription(/The issue date must be after the birth date/),
    );
    expect(calls[0]?.body).toEqual({
      passport_number: 'AB123456',
      issued_by: 'Kyiv district office',
      issue_date: '1980-01-01',
      birth_date: '1990-05-17',
      tax_number: '3012345678',
    });
  });
});
