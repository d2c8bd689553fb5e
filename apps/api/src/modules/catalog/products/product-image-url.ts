import { fillPath } from '@cabinet/contracts/endpoint';
import { productsApi } from '@cabinet/contracts/products';

/**
 * The owner-only address of a picture (productsApi.image), as the client asks for it: under `/api`. The warehouse's
 * stock lists show the same pictures.
 */
export const imageUrl = (productId: number, imageId: number, size: 'large' | 'thumb') =>
  `/api${fillPath(productsApi.image.path, { id: productId, imageId, size })}`;
