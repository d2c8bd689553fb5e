import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { DataTable } from './data-table.tsx';
import { ListPage } from './list-page.tsx';

describe('ListPage', () => {
  it('puts the title, what stands above, the filters, the list card with its rows and pager, then the rest', async () => {
    renderRoutes(
      [
        {
          path: '/parcels',
          element: (
            <ListPage
              title="Parcels"
              actions={<button>New parcel</button>}
              above={<p>balance</p>}
              filters={<form role="search" aria-label="Find" />}
              list={{ title: 'All parcels', pager: { page: 1, pages: 2, onChange: () => {} } }}
              table={
                <DataTable
                  label="All parcels"
                  columns={[{ id: 'n', header: 'Number', cell: (p: { n: string }) => p.n, keyFact: true }]}
                  rows={[{ n: 'TTN-1' }]}
                  rowKey={(p) => p.n}
                />
              }
            >
              <p>drawer</p>
            </ListPage>
          ),
        },
      ],
      '/parcels',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Parcels' })).toBeInTheDocument();
    const order = [
      screen.getByText('balance'),
      screen.getByRole('search', { name: 'Find' }),
      screen.getByRole('heading', { level: 2, name: 'All parcels' }),
      screen.getByText('TTN-1'),
      screen.getByRole('button', { name: 'Page 2' }),
      screen.getByText('drawer'),
    ];
    order.reduce((before, next) => {
      expect(before.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      return next;
    });
    expect(screen.getByRole('button', { name: 'New parcel' })).toBeInTheDocument();
  });
});
