import { apiClient } from 'shared-lib';
import { type ReservationStatus } from 'shared-lib/domain';

export interface Slot {
  time: string;
  /** The instant it starts: after midnight, the next calendar day. */
  startsAt: string;
  available: boolean;
  seatsLeft: number;
  reason?: 'past' | 'full' | 'notice';
}

export interface Reservation {
  code: string;
  name: string;
  guests: number;
  /** The service day it is listed under. */
  date: string;
  time: string;
  /** The instant it starts (after midnight, the calendar day after `date`). */
  startsAt: string;
  status: ReservationStatus;
  occasion: string | null;
  package: string | null;
}

export async function fetchSlots(date: string, guests: number): Promise<Slot[]> {
  const res = await apiClient.get<{ slots: Slot[] }>('/reservations/check-availability', { params: { date, guests } });
  return res.data.slots;
}
