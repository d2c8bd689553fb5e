import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { RegisterForm } from './register-form.tsx';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

function setup() {
  const onRegistered = vi.fn();
  renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
  return { user: userEvent.setup(), onRegistered };
}

/** Pastes a value, as a person filling a form quickly would; typing key by key only slows the suite. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, field(/^First name/), 'Taras');
  await fill(user, field(/^Last name/), 'Shevchenko');
  await fill(user, field(/^E-mail/), 'Taras@Example.com');
  await fill(user, field(/^Phone/), '+380 50 123 45 67');
  await fill(user, field(/^Password/), 'long-enough-password');
  await user.click(screen.getByRole('checkbox', { name: /I accept the user agreement/ }));
}

afterEach(() => vi.unstubAllGlobals());

describe('registration form', () => {
  it('shows the tax fields of the chosen account type', async () => {
    const { user } = setup();
    expect(field(/^Tax number/)).toBeRequired();
    expect(screen.queryByLabelText(/^Company code/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Company (LLC)' }));
    expect(field(/^Company code/)).toBeRequired();
    expect(field(/^Company name/)).not.toBeRequired();
    expect(screen.queryByLabelText(/^Tax number/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Private entrepreneur (FOP)' }));
    expect(field(/^Tax number/)).toBeRequired();
    expect(field(/^Entrepreneur's business name/)).toBeRequired();
  });

  it("marks the chosen type's own required field, with the §5 summary", async () => {
    const { user, onRegistered } = setup();
    await user.click(screen.getByRole('radio', { name: 'Company (LLC)' }));
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    expect(within(screen.getByRole('alert')).getByText('Fill in required fields')).toBeInTheDocument();
    expect(field(/^Company code/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Company code/)).toHaveAccessibleDescription(/Required field/);
    expect(field(/^Company name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(field(/^First name/)).toHaveAccessibleDescription(/Required field/);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('reports the required tax field even when everything else is filled in', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Private entrepreneur (FOP)' }));
    await fillPerson(user);
    await fill(user, field(/^Tax number/), '3012345678');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    expect(field(/^Entrepreneur's business name/)).toHaveAccessibleDescription(/Required field/);
    expect(field(/^Tax number/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('explains a malformed value with the contract rule', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Company (LLC)' }));
    await fillPerson(user);
    await fill(user, field(/^Company code/), '12');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    expect(within(screen.getByRole('alert')).getByText('Check the correctness of entered data')).toBeInTheDocument();
    expect(field(/^Company code/)).toHaveAccessibleDescription(/must have 8 or 9 digits/);
  });

  it('sends only the fields of the chosen type, normalised by the contract', async () => {
    const calls = stubApi({ 'POST /api/register': [201, { token: 'new-token' }] });
    const { user, onRegistered } = setup();
    await fillPerson(user);
    await fill(user, field(/^Tax number/), '3012345678');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      user_type: 'individual',
      itn: '3012345678',
      email: 'taras@example.com',
      phone: '+380501234567',
      language: 'en',
      accept_agreement: true,
    });
    expect(body).not.toHaveProperty('psrn');
    expect(body).not.toHaveProperty('company_name');
    expect(onRegistered.mock.calls[0]?.[0]).toBe('new-token');
  });

  it("shows the server's field errors next to the fields", async () => {
    stubApi({
      'POST /api/register': [
        400,
        { code: 'email_taken', message: 'Taken', errors: { email: ['An account with this e-mail already exists'] } },
      ],
    });
    const { user, onRegistered } = setup();
    await fillPerson(user);
    await fill(user, field(/^Tax number/), '3012345678');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    await vi.waitFor(() =>
      expect(field(/^E-mail/)).toHaveAccessibleDescription(/An account with this e-mail already exists/),
    );
    expect(field(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
