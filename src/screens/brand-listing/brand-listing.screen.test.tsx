import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BrandListingScreen } from './brand-listing.screen';
import { renderScreen } from '../../../tests/support/render-app';
import { fakeApi } from '../../../tests/support/fake-api';
import { ApiError } from '../../domain/api-error';

const acme = {
  id: 'b1',
  name: 'Acme',
  description: 'Everyday goods for all',
  products_count: 2,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('BrandListingScreen', () => {
  it('leads a company without brands to create one, checking the fields before anything is sent', async () => {
    const brands: (typeof acme)[] = [];
    const api = fakeApi({
      Brands: () => ({ Brands: brands }),
      BrandCreate: (variables) => {
        const created = { ...acme, id: 'b2', products_count: 0, ...variables };
        brands.push(created as typeof acme);
        return { BrandCreate: created };
      },
    });
    const { notices } = renderScreen(<BrandListingScreen />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Create a brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    fireEvent.change(within(dialog).getByLabelText(/Brand name/), { target: { value: 'Ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create brand' }));
    expect(await within(dialog).findByText('Use 3 to 20 characters')).toBeTruthy();
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(api.calls.some((call) => call.operation === 'BrandCreate')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Brand name/), { target: { value: '  Bolt  ' } });
    fireEvent.change(within(dialog).getByLabelText(/Description/), {
      target: { value: 'Fast moving goods' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByRole('heading', { name: 'Bolt' })).toBeTruthy();
    expect(api.calls.find((call) => call.operation === 'BrandCreate')?.variables).toEqual({
      name: 'Bolt',
      description: 'Fast moving goods',
    });
    await waitFor(() => expect(notices().map((notice) => notice.content)).toContain('Brand Bolt created.'));
  });

  it('shows the API field errors beside the fields and keeps what was typed', async () => {
    const api = fakeApi({
      Brands: () => ({ Brands: [acme] }),
      BrandUpdate: () => {
        throw new ApiError('input', 'bad', {
          fields: { name: { code: 'length', params: { min: 3, max: 20 } } },
        });
      },
    });
    renderScreen(<BrandListingScreen />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit brand' });
    fireEvent.change(within(dialog).getByLabelText(/Brand name/), { target: { value: 'Acme Goods' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Use 3 to 20 characters')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Brand name/) as HTMLInputElement).value).toBe('Acme Goods');
  });

  it('explains in the dialog why a brand with products cannot be deleted', async () => {
    const api = fakeApi({
      Brands: () => ({ Brands: [acme] }),
      BrandDelete: () => {
        throw new ApiError('refused', 'has products', { code: 'BRAND_HAS_PRODUCTS' });
      },
    });
    renderScreen(<BrandListingScreen />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Acme' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Acme?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('This brand still has products. Move or delete them first.'),
    ).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says inside the dialog that a save failed for want of a connection, and lets the user try again', async () => {
    let online = false;
    const api = fakeApi({
      Brands: () => ({ Brands: [acme] }),
      BrandUpdate: (variables) => {
        if (!online) throw new ApiError('network', 'Failed to fetch');
        return { BrandUpdate: { ...acme, ...variables } };
      },
    });
    renderScreen(<BrandListingScreen />, { api, language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar marca' });
    fireEvent.change(within(dialog).getByLabelText(/Nombre de la marca/), {
      target: { value: 'Acme Goods' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await within(dialog).findByText(
        'No pudimos conectar con CreatorHub, así que no se ha cambiado nada. Revisa tu conexión e inténtalo de nuevo.',
      ),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText(/Nombre de la marca/) as HTMLInputElement).value).toBe(
      'Acme Goods',
    );
    online = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says beside the name, in Spanish, that the company already has a brand of that name', async () => {
    const api = fakeApi({
      Brands: () => ({ Brands: [acme, { ...acme, id: 'b2', name: 'Bolt' }] }),
      BrandCreate: () => {
        // Made meanwhile in another tab: the API refuses it with the same words.
        throw new ApiError('refused', 'taken', {
          code: 'BRAND_NAME_TAKEN',
          fields: { name: { code: 'brandNameTaken' } },
        });
      },
    });
    renderScreen(<BrandListingScreen />, { api, language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva marca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva marca' });
    const name = within(dialog).getByLabelText(/Nombre de la marca/);
    fireEvent.change(name, { target: { value: ' ACME ' } });
    fireEvent.change(within(dialog).getByLabelText(/Descripción/), { target: { value: 'Otra marca más' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear marca' }));
    expect(await within(dialog).findByText('Ya tienes una marca con este nombre')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.operation === 'BrandCreate')).toBe(false);

    fireEvent.change(name, { target: { value: 'Northwind' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear marca' }));
    await waitFor(() => expect(api.calls.some((call) => call.operation === 'BrandCreate')).toBe(true));
    expect(await within(dialog).findByText('Ya tienes una marca con este nombre')).toBeTruthy();
    // Told beside the field, not a second time above the form.
    expect(within(dialog).queryByText('Ya tienes una marca con este nombre.')).toBeNull();
  });

  it('lets a brand keep its own name in another case', async () => {
    const api = fakeApi({
      Brands: () => ({ Brands: [acme] }),
      BrandUpdate: (variables) => ({ BrandUpdate: { ...acme, ...variables } }),
    });
    renderScreen(<BrandListingScreen />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit brand' });
    fireEvent.change(within(dialog).getByLabelText(/Brand name/), { target: { value: 'ACME' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls.some((call) => call.operation === 'BrandUpdate')).toBe(true));
  });

  it('speaks Spanish', async () => {
    const api = fakeApi({ Brands: () => ({ Brands: [acme] }) });
    renderScreen(<BrandListingScreen />, { api, language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marcas' })).toBeTruthy();
    expect(screen.getByText('2 productos')).toBeTruthy();
  });
});
