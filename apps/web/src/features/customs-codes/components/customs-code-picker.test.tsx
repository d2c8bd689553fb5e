import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../shared/i18n/i18n.ts';
import {
  chapter84,
  chapter85Code,
  chapter85Node,
  heading8517Node,
  otherPhone,
  smartphone,
  smartphoneNode,
} from '../test-data.ts';
import { CustomsCodePicker } from './customs-code-picker.tsx';

beforeAll(() => i18n.loadNamespaces('customs-codes'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ROOTS = 'GET /api/v2/products/uktved/roots?lang=en';
const searchKey = (title: string) =>
  `GET /api/v2/products/uktved?${new URLSearchParams({ title, lang: 'en', selectable_only: 'true' })}`;
// The picker loads lazily with its catalogue: a busy machine may need more than findBy's default second.
const picker = () => screen.findByRole('combobox', { name: /customs code/i }, { timeout: 5000 });

describe('CustomsCodePicker', () => {
  it('searches once per 1500 ms window however fast the seller types, and picks a leaf', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi({
      [ROOTS]: [200, { codes: [chapter84, chapter85Code] }],
      [searchKey('8517')]: [200, { codes: [smartphone, otherPhone] }],
    });
    const onChange = vi.fn();
    renderWithProviders(<CustomsCodePicker value={null} onChange={onChange} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(await picker(), '8517');
    const searches = () => calls.filter((call) => call.key.includes('uktved?'));
    expect(searches()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]!.key).toBe(searchKey('8517'));

    // The breadcrumb tells the leaves apart: "Smartphones" sits under 85 › 8517 › 851713.
    const option = await screen.findByRole('option', { name: /8517130000 Smartphones/ });
    expect(option).toHaveTextContent('85 Electrical machinery and equipment › 8517 Telephone sets');
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith('8517130000');
    expect(searches()).toHaveLength(1);
  });

  it('browses from the chapters down and back up; only leaves are picked', async () => {
    stubApi({
      [ROOTS]: [200, { codes: [chapter84, chapter85Code] }],
      'GET /api/v2/products/uktved/85?lang=en': [200, chapter85Node],
      'GET /api/v2/products/uktved/8517?lang=en': [200, heading8517Node],
    });
    const onChange = vi.fn();
    renderWithProviders(<CustomsCodePicker value={null} onChange={onChange} />);
    const user = userEvent.setup();

    await user.click(await picker());
    await user.click(await screen.findByRole('option', { name: /^85 Electrical/ }));
    await user.click(await screen.findByRole('option', { name: /^8517 Telephone/ }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('option', { name: /Back to 85/ }));
    expect(await screen.findByRole('option', { name: /^8517 Telephone/ })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /^8517 Telephone/ }));
    await user.click(await screen.findByRole('option', { name: /8517140000/ }));
    expect(onChange).toHaveBeenCalledWith('8517140000');
  });

  it('opens on an existing value by loading it, copies it, and clearing emits null', async () => {
    const calls = stubApi({ 'GET /api/v2/products/uktved/8517130000?lang=en': [200, smartphoneNode] });
    const user = userEvent.setup();
    // After userEvent.setup(), which installs a clipboard of its own.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const onChange = vi.fn();
    renderWithProviders(<CustomsCodePicker value="8517130000" onChange={onChange} label="HS code" />);

    const input = await screen.findByRole('combobox', { name: 'HS code' }, { timeout: 5000 });
    await waitFor(() => expect(input).toHaveValue('8517130000 Smartphones'));
    expect(input).toHaveAccessibleDescription(/85 Electrical machinery and equipment › 8517 Telephone sets/);
    expect(calls.map((call) => call.key)).toEqual(['GET /api/v2/products/uktved/8517130000?lang=en']);

    await user.click(screen.getByRole('button', { name: 'Copy code 8517130000' }));
    expect(writeText).toHaveBeenCalledWith('8517130000');
    expect(await screen.findByText('Code copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear the customs code' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('shows no copy button for a code shorter than 10 characters', async () => {
    stubApi({ 'GET /api/v2/products/uktved/8517?lang=en': [200, heading8517Node] });
    renderWithProviders(<CustomsCodePicker value="8517" onChange={vi.fn()} />);
    await waitFor(async () => expect(await picker()).toHaveValue('8517 Telephone sets, including smartphones'));
    expect(screen.queryByRole('button', { name: /copy code/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear the customs code' })).toBeInTheDocument();
  });

  it('shows the §8 alert when a level fails to load, and the load-data error for a value it cannot load', async () => {
    stubApi({
      [ROOTS]: [500, { code: 'internal', message: '' }],
      'GET /api/v2/products/uktved/8517130000?lang=en': [500, { code: 'internal', message: '' }],
    });
    renderWithProviders(<CustomsCodePicker value="8517130000" onChange={vi.fn()} />);
    const input = await picker();
    await waitFor(() => expect(input).toHaveAccessibleDescription('Failed to load data'));

    await userEvent.setup().click(input);
    const alert = await screen.findByRole('alert', { name: 'The request could not be completed' });
    expect(alert).toHaveTextContent('Server error');
  });

  it('shows titles in the language chosen on its switch', async () => {
    const calls = stubApi({
      [ROOTS]: [200, { codes: [chapter85Code] }],
      'GET /api/v2/products/uktved/roots?lang=ua': [
        200,
        { codes: [{ ...chapter85Code, title_translated: 'Електричні машини' }] },
      ],
    });
    renderWithProviders(<CustomsCodePicker value={null} onChange={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'UA' }));
    await user.click(await picker());
    expect(await screen.findByRole('option', { name: /85 Електричні машини/ })).toBeInTheDocument();
    expect(calls.map((call) => call.key)).toEqual(['GET /api/v2/products/uktved/roots?lang=ua']);
  });
});
