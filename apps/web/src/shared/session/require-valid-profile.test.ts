import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures.ts';
import { queryClient } from '../api/query-client.ts';
import { currentUserQuery } from './current-user.ts';
import { profileRequiredUrl, requireValidProfile } from './require-valid-profile.ts';

afterEach(() => queryClient.clear());

describe('requireValidProfile', () => {
  it('lets a seller with a valid profile through', async () => {
    queryClient.setQueryData(currentUserQuery().queryKey, demoUser);
    await expect(requireValidProfile()).resolves.toBeNull();
  });

  it('sends a seller whose profile fails the §5 rule to /account/edit', async () => {
    queryClient.setQueryData(currentUserQuery().queryKey, { ...demoUser, itn: null, profile_valid: false });
    const thrown = await requireValidProfile().catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(profileRequiredUrl);
    expect(profileRequiredUrl).toBe('/account/edit?required=personal_data');
  });
});
