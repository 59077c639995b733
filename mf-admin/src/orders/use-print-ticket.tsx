import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { AdminOrder } from './admin-order';
import { KitchenTicket } from './kitchen-ticket';
import { markOrderSeen, markPrinted, wasPrinted } from './seen-orders';

/** The receipt's margins (admin.css, `@page ticket`), top and bottom together, in millimetres. */
const TICKET_MARGINS_MM = 8;
const PAGE_STYLE_ID = 'kitchen-ticket-page';

/**
 * A receipt roll has no page height: the ticket's page is made as long as the ticket (laid out off screen at its
 * printed width), so a two-line order uses a few centimetres of paper and a long one does not split.
 */
function fitTicketPage(): void {
  const ticket = document.querySelector<HTMLElement>('body > .kitchen-ticket');
  if (!ticket) return;
  const heightMm = Math.ceil((ticket.getBoundingClientRect().height * 25.4) / 96) + TICKET_MARGINS_MM + 2;
  let style = document.getElementById(PAGE_STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = PAGE_STYLE_ID;
    document.head.append(style);
  }
  style.textContent = `@page ticket { size: 80mm ${heightMm}mm; margin: 4mm; }`;
}

/**
 * Prints an order's kitchen ticket: the ticket is put at the end of <body> (the print stylesheet then prints it
 * alone, on an 80 mm page as long as the ticket), the browser's print runs, and the ticket goes away after printing.
 * A second print of the same order on this device is marked as a reprint.
 */
export function usePrintTicket(): { print: (order: AdminOrder) => void; ticket: ReactNode } {
  const [job, setJob] = useState<{ order: AdminOrder; reprint: boolean } | null>(null);
  const print = useCallback((order: AdminOrder) => setJob({ order, reprint: wasPrinted(order.code) }), []);
  useEffect(() => {
    if (!job) return;
    const done = () => setJob(null);
    window.addEventListener('afterprint', done);
    markPrinted(job.order.code);
    markOrderSeen(job.order.code);
    fitTicketPage();
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [job]);
  return { print, ticket: job ? createPortal(<KitchenTicket order={job.order} reprint={job.reprint} />, document.body) : null };
}
