import { useTranslation } from 'react-i18next';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage, type ListPageProps } from '../../../shared/ui/list-page.tsx';
import type { useShipments } from '../api/get-shipments.ts';
import { PrintStickersButton } from './print-stickers-button.tsx';
import { ShipmentDrawer } from './shipment-drawer.tsx';
import { ShipmentTable } from './shipment-table.tsx';
import { useRowSelection } from '../../../shared/ui/use-row-selection.ts';

export interface ShipmentListPageProps extends Pick<ListPageProps, 'title' | 'caption' | 'actions' | 'filters'> {
  /** The list card's title and what it says when nothing is found. */
  card: { title: string; empty: string };
  shipments: ReturnType<typeof useShipments>;
  page: number;
  /** The shipment open in the drawer (`?shipment=ID`). */
  openId: number | null;
  /** Writes the page or the open shipment into the URL. */
  onChange: (change: { page?: number; shipment?: number | null }) => void;
  /** The /shipments/process list shows what the seller has to do instead of the delivery status. */
  showPendingAction?: boolean;
}

/** A page of the seller's shipments: paged rows ticked for stickers, a row opening its detail in the drawer. */
export function ShipmentListPage({
  card,
  shipments,
  page,
  openId,
  onChange,
  showPendingAction,
  ...header
}: ShipmentListPageProps) {
  const { t } = useTranslation('shipments');
  const { selected, select } = useRowSelection();
  const data = shipments.data;
  return (
    <ListPage
      {...header}
      list={{
        title: card.title,
        caption: data ? t('list.total', { total: data.total }) : undefined,
        actions: <PrintStickersButton ids={[...selected]} />,
        empty: data?.shipments.length === 0,
        emptyText: card.empty,
        query: shipments,
        pager: { page, pages: pageCount(data), onChange: (next) => onChange({ page: next }) },
      }}
      table={
        data && (
          <ShipmentTable
            shipments={data.shipments}
            selected={selected}
            onSelect={select}
            onOpen={(id) => onChange({ shipment: id })}
            showPendingAction={showPendingAction}
          />
        )
      }
    >
      <ShipmentDrawer
        id={openId}
        onOpen={(id) => onChange({ shipment: id })}
        onClose={() => onChange({ shipment: null })}
      />
    </ListPage>
  );
}
