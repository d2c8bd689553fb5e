import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXT_LIMITS } from '@cabinet/contracts/limits';
import type { User } from '@cabinet/contracts/user';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { demoUser } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ProfileForm } from './profile-form.tsx';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** Pasting is much faster than typing key by key, and the form sees the same change. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

function setup(user: User = demoUser) {
  renderWithProviders(<ProfileForm user={user} />);
  return userEvent.setup();
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(field(/^Account type/));
  await user.click(screen.getByRole('option', { name }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  // A saved profile leaves its notification in Mantine's shared store: the next test starts without it.
  notifications.clean();
});

describe('profile form', () => {
  it("requires the chosen type's tax fields before sending anything", async () => {
    const calls = stubApi({});
    const user = setup();
    await chooseType(user, 'Company (LLC)');
    expect(screen.queryByLabelText(/^Tax number/)).toBeNull();
    expect(field(/^Company code/)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(within(screen.getByRole('alert')).getByText('Fill in required fields')).toBeInTheDocument();
    expect(field(/^Company code/)).toHaveAccessibleDescription(/Required field/);
    expect(field(/^Company name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('asks a private entrepreneur for the business name too', async () => {
    stubApi({});
    const user = setup({ ...demoUser, user_type: 'individual', company_name: null });
    await chooseType(user, 'Private entrepreneur (FOP)');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(field(/^Entrepreneur's business name/)).toHaveAccessibleDescription(/Required field/);
    expect(field(/^Tax number/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a member without any permission save their own name, though they never gave a phone (issue 12)', async () => {
    const member: User = { ...demoUser, role: 'member', phone: '', permissions: [], itn: null, company_name: null };
    const calls = stubApi({ 'PATCH /api/user/': [200, { ...member, first_name: 'Oksana' }] });
    const user = setup(member);
    expect(screen.queryByLabelText(/^Tax number/)).toBeNull();
    await user.clear(field(/^First name/));
    await typeInto(user, field(/^First name/), 'Oksana');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ first_name: 'Oksana' });
    expect(field(/^Phone/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends only the changed fields, normalised by the contract', async () => {
    const calls = stubApi({ 'PATCH /api/user/': [200, { ...demoUser, first_name: 'Oksana', phone: '+380671112233' }] });
    const user = setup();
    await user.clear(field(/^First name/));
    await typeInto(user, field(/^First name/), '  Oksana ');
    await user.clear(field(/^Phone/));
    await typeInto(user, field(/^Phone/), '+380 67 111 22 33');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ first_name: 'Oksana', phone: '+380671112233' });
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('states the contract’s length limits on the names and the business name (issue 12)', async () => {
    stubApi({});
    const user = setup({ ...demoUser, user_type: 'individual', company_name: null });
    expect(field(/^First name/)).toHaveAttribute('maxLength', String(TEXT_LIMITS.name));
    expect(field(/^Last name/)).toHaveAttribute('maxLength', String(TEXT_LIMITS.name));
    await chooseType(user, 'Private entrepreneur (FOP)');
    const business = field(/^Entrepreneur's business name/);
    expect(business).toHaveAttribute('maxLength', String(TEXT_LIMITS.short_text));
    await typeInto(user, business, 'F'.repeat(TEXT_LIMITS.short_text + 1));
    expect(business).toHaveValue('F'.repeat(TEXT_LIMITS.short_text));
  });

  it('leaves out the tax fields for a sub-account member', async () => {
    const calls = stubApi({ 'PATCH /api/user/': [200, { ...demoUser, role: 'member', last_name: 'Bondar' }] });
    const user = setup({ ...demoUser, role: 'member' });
    expect(screen.queryByLabelText(/^Account type/)).toBeNull();
    expect(screen.getByText(/Only the account owner can change/)).toBeInTheDocument();
    await user.clear(field(/^Last name/));
    await typeInto(user, field(/^Last name/), 'Bondar');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(calls[0]?.body).toEqual({ last_name: 'Bondar' }));
  });

  it("shows the server's field errors next to the fields", async () => {
    stubApi({
      'PATCH /api/user/': [
        400,
        { code: 'validation_error', message: 'Check', errors: { itn: ['Only the account owner can change this'] } },
      ],
    });
    const user = setup();
    await user.clear(field(/^Tax number/));
    await typeInto(user, field(/^Tax number/), '3099999999');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await vi.waitFor(() =>
      expect(field(/^Tax number/)).toHaveAccessibleDescription(/Only the account owner can change this/),
    );
    expect(field(/^Tax number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Check the correctness of entered data')).toBeInTheDocument();
  });
});
