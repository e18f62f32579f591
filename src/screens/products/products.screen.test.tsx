import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProductsScreen } from './products.screen';
import { renderScreen } from '../../../tests/support/render-app';
import { fakeApi } from '../../../tests/support/fake-api';

const brand = {
  id: 'b1',
  name: 'Acme',
  description: 'Everyday goods',
  products_count: 30,
  created_at: '2026-01-01',
};
const product = (index: number) => ({
  id: `p${index}`,
  name: `Item ${index}`,
  price: 2499,
  link: 'https://example.com',
  description: 'A fine item',
  category: 'beauty',
  image: null,
  created_at: '2026-01-01',
  brand: { id: 'b1', name: 'Acme' },
});

function api() {
  return fakeApi({
    Brands: () => ({ Brands: [brand] }),
    Products: (variables) => {
      const page = Number(variables.page ?? 1);
      const all = Array.from({ length: 30 }, (_, index) => product(index + 1)).filter((item) =>
        item.name.toLowerCase().includes(String(variables.search ?? '').toLowerCase()),
      );
      const size = Number(variables.page_size);
      return {
        Products: {
          items: all.slice((page - 1) * size, page * size),
          total: all.length,
          page,
          page_size: size,
        },
      };
    },
    ProductCreate: (variables) => ({ ProductCreate: { ...product(99), ...variables } }),
  });
}

describe('ProductsScreen', () => {
  it('lists a page of products with their price and pages through the rest', async () => {
    const fake = api();
    renderScreen(<ProductsScreen />, { api: fake });
    expect(await screen.findByRole('link', { name: 'Item 1' })).toBeTruthy();
    expect(screen.getAllByText('$24.99')).toHaveLength(12);
    expect(screen.getByText('Showing 1–12 of 30 products')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Item 13' })).toBeTruthy();
    expect(fake.calls.filter((call) => call.operation === 'Products').at(-1)?.variables).toMatchObject({
      page: 2,
    });
  });

  it('searches by name once typing pauses, from the first page', async () => {
    const fake = api();
    renderScreen(<ProductsScreen />, { api: fake });
    await screen.findByRole('link', { name: 'Item 1' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products by name' }), {
      target: { value: 'Item 2' },
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Item 1' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Item 2' })).toBeTruthy();
    expect(fake.calls.filter((call) => call.operation === 'Products').at(-1)?.variables).toMatchObject({
      search: 'Item 2',
      page: 1,
    });
  });

  it('takes no letters in the price, and turns a typed price into cents', async () => {
    const fake = api();
    renderScreen(<ProductsScreen />, { api: fake });
    await screen.findByRole('link', { name: 'Item 1' });
    fireEvent.click(screen.getByRole('button', { name: 'New product' }));
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    fireEvent.change(within(dialog).getByLabelText(/Product name/), { target: { value: 'Glow serum' } });
    fireEvent.change(within(dialog).getByLabelText(/Category/), { target: { value: 'beauty' } });
    const price = within(dialog).getByLabelText(/Price/) as HTMLInputElement;
    fireEvent.change(price, { target: { value: 'twelve' } });
    expect(price.value).toBe('');
    expect(within(dialog).getByText('Enter the amount in digits, e.g. 1,299.99')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Product link/), {
      target: { value: 'https://example.com/serum' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Description/), {
      target: { value: 'A light daily serum' },
    });
    fireEvent.change(price, { target: { value: '24,99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(
      await within(dialog).findByText('Write the amount like 1,299.99, with a point before the cents'),
    ).toBeTruthy();
    expect(fake.calls.some((call) => call.operation === 'ProductCreate')).toBe(false);
    fireEvent.change(price, { target: { value: '1,299.5' } });
    fireEvent.blur(price);
    expect(price.value).toBe('1,299.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create product' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.operation === 'ProductCreate')?.variables).toEqual({
        // The company's only brand is already chosen.
        brand_id: 'b1',
        name: 'Glow serum',
        price: 129950,
        link: 'https://example.com/serum',
        description: 'A light daily serum',
        category: 'beauty',
      }),
    );
  });

  it('reads and writes the price the Spanish way: 24,99 is 2499 cents, and the edit form shows 24,99', async () => {
    const fake = api();
    renderScreen(<ProductsScreen />, { api: fake, language: 'es' });
    await screen.findByRole('link', { name: 'Item 1' });
    expect(screen.getAllByText(/^24,99\s+US\$$/)).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Editar Item 1' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar producto' });
    const editPrice = within(edit).getByLabelText(/Precio/) as HTMLInputElement;
    expect(editPrice.value).toBe('24,99');
    fireEvent.click(within(edit).getByRole('button', { name: 'Cancelar' }));

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo producto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo producto' });
    fireEvent.change(within(dialog).getByLabelText(/Nombre del producto/), {
      target: { value: 'Glow serum' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Categoría/), { target: { value: 'beauty' } });
    fireEvent.change(within(dialog).getByLabelText(/Enlace del producto/), {
      target: { value: 'https://example.com/serum' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Descripción/), {
      target: { value: 'Un sérum ligero para cada día' },
    });
    const price = within(dialog).getByLabelText(/Precio/);
    fireEvent.change(price, { target: { value: '24.99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear producto' }));
    expect(
      await within(dialog).findByText('Escribe el importe como 1.299,99, con coma antes de los céntimos'),
    ).toBeTruthy();
    fireEvent.change(price, { target: { value: '24,99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear producto' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.operation === 'ProductCreate')?.variables).toMatchObject({
        brand_id: 'b1',
        price: 2499,
      }),
    );
  });
});
