import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { i18n } from '../i18n/i18n.ts';
import { serverFormErrors } from './server-errors.ts';

const t = i18n.getFixedT('en', 'common');

describe('serverFormErrors', () => {
  it('puts field messages next to the form fields and the rest into the summary', () => {
    const error = new ApiError({
      status: 400,
      code: 'validation_error',
      message: 'Check the correctness of entered data',
      errors: { email: ['Enter a valid e-mail'], vars: ['Unknown field'] },
    });
    expect(serverFormErrors(error, ['email', 'password'], t)).toEqual({
      fields: { email: 'Enter a valid e-mail' },
      title: 'Check the correctness of entered data',
      messages: ['Unknown field'],
    });
  });

  it('words a bare code the server sent instead of a message', () => {
    const error = new ApiError({ status: 400, code: 'invalid_code', message: 'x', errors: { code: ['invalid_code'] } });
    expect(serverFormErrors(error, ['code'], t)).toEqual({
      fields: { code: 'The code is wrong or has already been used' },
      title: 'Check the correctness of entered data',
      messages: [],
    });
  });

  it('lists the messages of a list-shaped errors body', () => {
    const error = new ApiError({
      status: 400,
      code: 'bad_request',
      message: 'The request could not be read',
      errors: ['a', 'b'],
    });
    expect(serverFormErrors(error, [], t)).toMatchObject({ fields: {}, messages: ['a', 'b'] });
  });
});
