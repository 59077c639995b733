import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { AdminOrder } from './admin-order';
import { KitchenTicket } from './kitchen-ticket';
import { markOrderSeen, markPrinted, wasPrinted } from './seen-orders';

/**
 * Prints an order's kitchen ticket: the ticket is put at the end of <body> (the print stylesheet then prints it
 * alone, on an 80 mm page), the browser's print runs, and the ticket goes away after printing. A second print of the
 * same order on this device is marked as a reprint.
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
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [job]);
  return { print, ticket: job ? createPortal(<KitchenTicket order={job.order} reprint={job.reprint} />, document.body) : null };
}
