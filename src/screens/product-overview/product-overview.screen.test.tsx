import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProductOverviewScreen } from './product-overview.screen';
import { renderScreen } from '../../../tests/support/render-app';
import { fakeApi } from '../../../tests/support/fake-api';

const glow = {
  id: 'p1',
  name: 'Glow serum',
  price: 2499,
  link: 'https://example.com/serum',
  description: 'A light daily serum',
  category: 'beauty',
  image: '/files/glow.png',
  created_at: '2026-03-04T10:00:00.000Z',
  brand: { id: 'b1', name: 'Lumen Skin' },
};
const brands = {
  Brands: [
    { id: 'b1', name: 'Lumen Skin', description: 'Clean skincare', products_count: 1, created_at: '' },
  ],
};

describe('ProductOverviewScreen', () => {
  it('shows the product with its price, brand, category and date', async () => {
    const api = fakeApi({ Product: () => ({ Product: glow }), Brands: () => brands });
    renderScreen(<ProductOverviewScreen productId="p1" />, { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Glow serum' })).toBeTruthy();
    expect(screen.getByText('$24.99')).toBeTruthy();
    expect(screen.getByText('Beauty')).toBeTruthy();
    expect(screen.getByText('March 4, 2026')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Glow serum' }).getAttribute('src')).toBe('/files/glow.png');
  });

  it('says so when the product does not exist (or belongs to someone else)', async () => {
    const api = fakeApi({ Product: () => ({ Product: null }), Brands: () => brands });
    renderScreen(<ProductOverviewScreen productId="nope" />, { api });
    expect(await screen.findByRole('heading', { name: 'This product does not exist' })).toBeTruthy();
  });

  it('keeps the image when editing other fields, and returns to the list after a deletion', async () => {
    const api = fakeApi({
      Product: () => ({ Product: glow }),
      Brands: () => brands,
      ProductUpdate: (variables) => ({ ProductUpdate: { ...glow, ...variables } }),
      ProductDelete: () => ({ ProductDelete: { status: true, message: 'deleted' } }),
    });
    const { location } = renderScreen(<ProductOverviewScreen productId="p1" />, { api, path: '/product/p1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    fireEvent.change(within(dialog).getByLabelText(/Product name/), { target: { value: 'Glow serum XL' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls.some((call) => call.operation === 'ProductUpdate')).toBe(true));
    const update = api.calls.find((call) => call.operation === 'ProductUpdate')!.variables;
    expect(update).toMatchObject({ id: 'p1', name: 'Glow serum XL', price: 2499, brand_id: 'b1' });
    expect('image' in update).toBe(false);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/products'));
  });
});
