import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { AdminOrder } from './admin-order';
import { KitchenTicket } from './kitchen-ticket';
import { markOrderSeen, markPrinted, wasPrinted } from './seen-orders';
import { orderForStation, stationParts, useKitchenStations } from './stations';

/** The receipt's margins (admin.css, `@page ticket`), top and bottom together, in millimetres. */
const TICKET_MARGINS_MM = 8;
const PAGE_STYLE_ID = 'kitchen-ticket-page';

/**
 * A receipt roll has no page height: the ticket's page is made as long as the ticket (laid out off screen at its
 * printed width), so a two-line order uses a few centimetres of paper and a long one does not split.
 */
function fitTicketPages(): void {
  const tickets = [...document.querySelectorAll<HTMLElement>('body > .kitchen-ticket')];
  if (tickets.length === 0) return;
  let style = document.getElementById(PAGE_STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = PAGE_STYLE_ID;
    document.head.append(style);
  }
  // one named page per ticket (a station's ticket each), each as long as its own ticket
  style.textContent = tickets
    .map((ticket, i) => {
      ticket.style.setProperty('page', `ticket-${i}`);
      const heightMm = Math.ceil((ticket.getBoundingClientRect().height * 25.4) / 96) + TICKET_MARGINS_MM + 2;
      return `@page ticket-${i} { size: 80mm ${heightMm}mm; margin: 4mm; }`;
    })
    .join('\n');
}

/**
 * Prints an order's kitchen tickets: one per station that has lines in it (or only the given station's), put at the
 * end of <body> (the print stylesheet then prints them alone, each on an 80 mm page as long as the ticket), the
 * browser's print runs, and the tickets go away after printing. A second print of the same order on this device is
 * marked as a reprint.
 */
export function usePrintTicket(): { print: (order: AdminOrder, station?: string | null) => void; ticket: ReactNode } {
  const { stations, nameOf } = useKitchenStations();
  const [job, setJob] = useState<{ order: AdminOrder; parts: Array<{ station: string; order: AdminOrder }>; reprint: boolean } | null>(null);
  const print = useCallback(
    (order: AdminOrder, station?: string | null) => {
      const parts = station ? [{ station, order: orderForStation(order, station, stations[0]?.id ?? station) ?? order }] : stationParts(order, stations);
      setJob({ order, parts: parts.length > 0 ? parts : [{ station: stations[0]?.id ?? '', order }], reprint: wasPrinted(order.code) });
    },
    [stations],
  );
  useEffect(() => {
    if (!job) return;
    const done = () => setJob(null);
    window.addEventListener('afterprint', done);
    markPrinted(job.order.code);
    markOrderSeen(job.order.code);
    fitTicketPages();
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [job]);
  return {
    print,
    ticket: job
      ? createPortal(
          <>
            {job.parts.map((part) => (
              <KitchenTicket key={part.station} order={part.order} station={nameOf(part.station)} reprint={job.reprint} />
            ))}
          </>,
          document.body,
        )
      : null,
  };
}
