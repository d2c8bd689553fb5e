import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEXT_LIMITS } from '@cabinet/contracts/limits';
import { manufacturerBodySchema, type Product, type ProductBody } from '@cabinet/contracts/products';
import type { UploadedFile } from '@cabinet/contracts/uploads';
import { stubApi } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ApiError } from '../../../shared/api/api-error.ts';
import type { uploadFile } from '../../../shared/api/upload-file.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { ProductForm } from './product-form.tsx';

const FILENAME = `${'a'.repeat(32)}.png`;

beforeAll(async () => {
  await i18n.loadNamespaces('products');
  await i18n.changeLanguage('en');
  // The DOM here makes no object URLs.
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:picture' });
});
afterEach(() => vi.unstubAllGlobals());

/** Typing letter by letter is slow on a loaded machine; a paste sets the whole value in one event. */
async function fill(user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

const picture = () => new Response('webp bytes', { status: 200, headers: { 'content-type': 'image/webp' } });
const catalogueApi = (extra: Record<string, () => Response> = {}) =>
  stubApi({
    'GET /api/products/manufacturers': () =>
      Response.json({ manufacturers: [{ id: 4, name: 'Acme', country: 'UA', product_count: 0 }] }),
    'GET /api/warehouse/get_tree': () =>
      Response.json({
        category_tree: {
          folders: [
            {
              id: 9,
              name: 'Clothes',
              parent_id: null,
              product_count: 0,
              children: [{ id: 10, name: 'Shirts', parent_id: 9, product_count: 0, children: [] }],
            },
          ],
        },
      }),
    [`GET /api/maintenance/files/${FILENAME}`]: picture,
    ...extra,
  });

const uploadStub = () =>
  vi.fn<typeof uploadFile>(async (file): Promise<UploadedFile> => ({
    filename: FILENAME,
    original_name: file.name,
    size: file.size,
    content_type: 'image/png',
  }));

// A whole form with an upload: on a loaded CI machine it needs more than the project's 15 s.
describe('product form', { timeout: 30_000 }, () => {
  it('asks for both titles, the SKU and an image before sending anything', async () => {
    catalogueApi();
    const onSubmit = vi.fn();
    renderWithProviders(<ProductForm pending={false} onSubmit={onSubmit} onCancel={() => {}} upload={uploadStub()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Add at least one image')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title in English/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /SKU/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('states the contract’s length limits on the titles, the description and a new manufacturer (issue 12)', async () => {
    catalogueApi();
    renderWithProviders(<ProductForm pending={false} onSubmit={vi.fn()} onCancel={() => {}} upload={uploadStub()} />);
    const user = userEvent.setup();
    for (const name of [/Title in Ukrainian/, /Title in English/])
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('maxLength', String(TEXT_LIMITS.short_text));
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveAttribute(
      'maxLength',
      String(TEXT_LIMITS.article),
    );
    await fill(user, /Title in English/, 'T'.repeat(TEXT_LIMITS.short_text + 20));
    expect(screen.getByRole('textbox', { name: /Title in English/ })).toHaveValue('T'.repeat(TEXT_LIMITS.short_text));
    await user.click(screen.getByRole('button', { name: 'Add manufacturer' }));
    expect(screen.getByRole('textbox', { name: "New manufacturer's name" })).toHaveAttribute(
      'maxLength',
      String(manufacturerBodySchema.shape.name.maxLength),
    );
  });

  it('sends every field with the uploaded image and shows the server’s SKU error beside the SKU', async () => {
    catalogueApi();
    const onSubmit = vi
      .fn<(body: ProductBody) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          code: 'validation_error',
          message: 'Check the data',
          errors: { sku: ['You already have a product with this SKU'] },
        }),
      )
      .mockResolvedValueOnce({});
    const stub = uploadStub();
    const { container } = renderWithProviders(
      <ProductForm pending={false} onSubmit={onSubmit} onCancel={() => {}} upload={stub} initialCategoryId={10} />,
    );
    const user = userEvent.setup();
    await fill(user, /Title in Ukrainian/, 'Чашка');
    await fill(user, /Title in English/, 'Cup');
    await fill(user, /SKU/, 'CUP-1');
    await fill(user, /Cost per unit/, '12.5');
    await user.click(screen.getByRole('checkbox', { name: 'Handmade' }));
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, [
      new File(['png'], 'cup.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByRole('img', { name: 'Image 1' })).toHaveAttribute('src', 'blob:picture');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('You already have a product with this SKU')).toBeInTheDocument();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      sku: 'CUP-1',
      title_uk: 'Чашка',
      title_en: 'Cup',
      category_id: 10,
      manufacturer_id: null,
      handmade: true,
      cost: '12.5',
      weight_kg: null,
      images: [{ filename: FILENAME }],
    });

    await user.clear(screen.getByRole('textbox', { name: /SKU/ }));
    await fill(user, /SKU/, 'CUP-2');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ sku: 'CUP-2' });
  });

  it('keeps an edited product’s images by id; removing the last one brings back the image rule', async () => {
    catalogueApi({ 'GET /api/products/3/images/5/thumb': picture });
    const product: Product = {
      id: 3,
      sku: 'MUG-1',
      title_uk: 'Кухоль',
      title_en: 'Mug',
      hs_code: null,
      manufacturer: { id: 4, name: 'Acme' },
      category: null,
      kind: 'physical',
      handmade: false,
      description: '',
      cost: { amount: '3.00', currency: 'USD', currency_sign_pre: true },
      individual_packaging: false,
      weight_kg: 0.4,
      length_cm: 10,
      width_cm: 8,
      height_cm: 9.5,
      images: [
        {
          id: 5,
          url: '/api/products/3/images/5/large',
          thumb_url: '/api/products/3/images/5/thumb',
          width: 800,
          height: 800,
        },
      ],
      needs_image: false,
      created_at: '2026-11-01T10:00:00Z',
      updated_at: '2026-11-01T10:00:00Z',
    };
    const onSubmit = vi.fn<(body: ProductBody) => Promise<unknown>>().mockResolvedValue({});
    renderWithProviders(<ProductForm product={product} pending={false} onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      images: [{ id: 5 }],
      manufacturer_id: 4,
      weight_kg: 0.4,
      height_cm: 9.5,
      cost: '3.00',
    });
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one image')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
