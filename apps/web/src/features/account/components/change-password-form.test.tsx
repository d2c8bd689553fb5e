import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** Pasting is much faster than typing key by key, and the form sees the same change. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function submit(current: string, next: string, repeat = next) {
  const user = userEvent.setup();
  await typeInto(user, field(/^Current password/), current);
  await typeInto(user, field(/^New password/), next);
  await typeInto(user, field(/^Repeat the password/), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('change password form', () => {
  it('shows the wrong current password next to its field', async () => {
    stubApi({
      'POST /api/user/change-password': [
        400,
        {
          code: 'wrong_password',
          message: 'The current password is wrong',
          errors: { current_password: ['The current password is wrong'] },
        },
      ],
    });
    renderWithProviders(<ChangePasswordForm />);
    await submit('not-my-password', 'a-brand-new-password');

    await vi.waitFor(() =>
      expect(field(/^Current password/)).toHaveAccessibleDescription(/The current password is wrong/),
    );
  });

  it('checks the length and the repeat before sending', async () => {
    const calls = stubApi({});
    renderWithProviders(<ChangePasswordForm />);
    await submit('old-password', 'short', 'shorter');

    expect(field(/^New password/)).toHaveAccessibleDescription(/At least 8 characters/);
    expect(field(/^Repeat the password/)).toHaveAccessibleDescription(/The passwords do not match/);
    expect(calls).toHaveLength(0);
  });

  it('says the other sessions were signed out', async () => {
    const calls = stubApi({ 'POST /api/user/change-password': [200, { ok: true }] });
    renderWithProviders(<ChangePasswordForm />);
    await submit('old-password', 'a-brand-new-password');

    expect(await screen.findByText('You have been signed out on all other devices.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ current_password: 'old-password', new_password: 'a-brand-new-password' });
    expect(field(/^Current password/)).toHaveValue('');
  });
});
