import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { type ApiErrorCode, type ReservationSettings } from 'shared-lib/contracts';
import {
  canChangeReservationStatus,
  DEFAULT_LANGUAGE,
  isLanguage,
  LARGE_GROUP_SIZE,
  reservationSlotProblem,
  hoursOn,
  openingHoursOf,
  reservationTimeSlots,
  slotStart,
  momentOfStart,
  type OpeningHours,
  type ReservationStatus,
} from 'shared-lib/domain';
import { apiError } from '../common/api-error';
import { randomCode } from '../common/codes';
import { EventBus } from '../events/event-bus';
import { type AppConfigType, appConfig } from '../config/app-config';
import { partyBookingStaffMail, reservationMail, type ReservationMailKind } from '../mail/diner-mail';
import { MailerService } from '../mail/mailer.service';
import { siteAddress } from '../mail/site-address';
import { pick, type LocalizedText } from '../menu/entities/localized-text';
import { SettingsService } from '../settings/settings.service';
import { Reservation } from './reservation.entity';
import { type RequestOf, createReservationBody, updateReservationBody } from 'shared-lib/requests';

/** The reservation settings with the restaurant's opening hours (both from the settings, read per request). */
type BookingRules = ReservationSettings & { hours: OpeningHours };
/** Reservations that hold seats. */
const HOLDING = ['pending', 'confirmed', 'seated'];

export type SlotUnavailable = 'past' | 'full' | 'notice';
export interface SlotAvailability {
  time: string;
  /** The instant it starts: a time after midnight falls on the next calendar day (shared-lib's service-day rules). */
  startsAt: string;
  available: boolean;
  seatsLeft: number;
  reason?: SlotUnavailable;
}

function refuse(problem: SlotProblem): never {
  throw new UnprocessableEntityException(apiError(problem.code, problem.field, problem.params, problem.message));
}

interface SlotProblem {
  field: string;
  code: ApiErrorCode;
  message: string;
  params?: Record<string, number>;
  reason?: SlotUnavailable;
}

export function reservationView(r: Reservation) {
  return {
    code: r.code,
    name: r.name,
    phone: r.phone,
    email: r.email,
    guests: r.guests,
    // the service day it is listed under and the calendar day it happens on (the next one after midnight)
    date: r.businessDate,
    time: r.slotTime,
    startsAt: r.startsAt.toISOString(),
    calendarDate: momentOfStart(r.businessDate, r.startsAt).calendarDate,
    afterMidnight: momentOfStart(r.businessDate, r.startsAt).afterMidnight,
    specialRequests: r.specialRequests,
    occasion: r.occasion,
    package: r.package,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}

@Injectable()
export class ReservationsService {
  constructor(
    @InjectRepository(Reservation) private readonly reservations: Repository<Reservation>,
    private readonly settings: SettingsService,
    private readonly bus: EventBus,
    private readonly mailer: MailerService,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
  ) {}

  /**
   * Tells the staff screens (reservations list, dashboard) that a reservation was made or changed, and the guest by
   * e-mail (in the booking's language, with a calendar file); a party booking is e-mailed to the restaurant too.
   */
  private async changed(r: Reservation, mail?: ReservationMailKind): Promise<Reservation> {
    void this.bus.publish('reservation', { type: 'changed', code: r.code, date: r.businessDate, status: r.status }).catch(() => undefined);
    if (mail) await this.tell(r, mail);
    return r;
  }

  private async tell(r: Reservation, kind: ReservationMailKind): Promise<void> {
    const site = siteAddress(this.config);
    const restaurant = await this.settings.restaurant();
    const [pkg] = r.package
      ? ((await this.reservations.manager.query('SELECT name FROM birthday_packages WHERE slug = $1', [r.package])) as Array<{ name: LocalizedText }>)
      : [];
    const packageName = pkg ? pick(pkg.name, r.language) : null;
    await this.mailer.enqueue(reservationMail(r, kind, site, `Pizza Inn, ${restaurant.address[r.language] ?? restaurant.address.az}`, packageName));
    const notify = await this.settings.notifications();
    const party = Boolean(r.package || r.occasion === 'birthday');
    if (kind === 'received' && ((party && notify.partyBookings) || notify.allBookings)) {
      const staff = notify.email ?? restaurant.email;
      if (!staff) return;
      // in the language the address's owner chose in the staff area, if the address is a member of staff's
      const [reader] = (await this.reservations.manager.query('SELECT language FROM users WHERE lower(email) = lower($1) AND language IS NOT NULL', [
        staff,
      ])) as Array<{ language: string }>;
      const language = isLanguage(reader?.language) ? reader.language : DEFAULT_LANGUAGE;
      await this.mailer.enqueue(partyBookingStaffMail(r, staff, site, pkg ? pick(pkg.name, language) : null, language));
    }
  }

  /** The shared rule (shared-lib) in the API's words: which field is wrong and why. */
  private async rules(): Promise<BookingRules> {
    const [reservations, restaurant] = await Promise.all([this.settings.reservations(), this.settings.restaurant()]);
    return { ...reservations, hours: openingHoursOf(restaurant) };
  }

  private slotProblem(date: string, time: string, guests: number, rules: BookingRules, now: Date): SlotProblem | null {
    const problem = reservationSlotProblem({ date, time, guests, now, noticeHours: rules.largeGroupNoticeHours, hours: rules.hours });
    switch (problem) {
      case null:
        return null;
      case 'date-range':
        return { field: 'date', code: 'DATE_OUT_OF_RANGE', message: 'Reservations are accepted from today up to 30 days ahead' };
      case 'closed':
        return {
          field: 'time',
          code: 'TIME_OUTSIDE_HOURS',
          message: 'Please choose a time within our opening hours (the last seating is an hour before closing)',
        };
      case 'past':
        return { field: 'time', code: 'TIME_PASSED', message: 'This time has already passed', reason: 'past' };
      case 'notice':
        return {
          field: 'guests',
          code: 'GROUP_NOTICE',
          params: { size: LARGE_GROUP_SIZE, hours: rules.largeGroupNoticeHours },
          message: `Groups of ${LARGE_GROUP_SIZE} or more need to book at least ${rules.largeGroupNoticeHours} hours ahead`,
          reason: 'notice',
        };
    }
  }

  private async seatsTaken(em: EntityManager, date: string, time: string, exceptId?: number): Promise<number> {
    const q = em
      .createQueryBuilder(Reservation, 'r')
      .select('COALESCE(SUM(r.guests), 0)::int', 'seats')
      .where('r.business_date = :date AND r.slot_time = :time AND r.status IN (:...holding)', { date, time, holding: HOLDING });
    if (exceptId !== undefined) q.andWhere('r.id <> :id', { id: exceptId });
    return Number((await q.getRawOne<{ seats: number }>())?.seats ?? 0);
  }

  async availability(date: string, guests: number, now = new Date()): Promise<SlotAvailability[]> {
    const rules = await this.rules();
    const rows = await this.reservations
      .createQueryBuilder('r')
      .select('r.slot_time', 'time')
      .addSelect('SUM(r.guests)::int', 'seats')
      .where('r.business_date = :date AND r.status IN (:...holding)', { date, holding: HOLDING })
      .groupBy('r.slot_time')
      .getRawMany<{ time: string; seats: number }>();
    const taken = new Map(rows.map((r) => [r.time, Number(r.seats)]));
    const day = hoursOn(rules.hours, date);
    return reservationTimeSlots(day).map((time) => {
      const seatsLeft = Math.max(0, rules.seatsPerSlot - (taken.get(time) ?? 0));
      const startsAt = slotStart(date, time, day).toISOString();
      const problem = this.slotProblem(date, time, guests, rules, now);
      if (problem?.field === 'date') return { time, startsAt, available: false, seatsLeft, reason: 'past' as const };
      if (problem) return { time, startsAt, available: false, seatsLeft, reason: problem.reason };
      if (seatsLeft < guests) return { time, startsAt, available: false, seatsLeft, reason: 'full' as const };
      return { time, startsAt, available: true, seatsLeft };
    });
  }

  /**
   * Books under a per-slot advisory lock, so two requests racing for the last seats never both win.
   */
  private async withSlotLock<T>(date: string, time: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.reservations.manager.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reservation:${date}:${time}`]);
      return work(em);
    });
  }

  /**
   * A party booking names one of the birthday packages that exist (a made-up slug would reach the staff as if real),
   * for a party within that package's number of children ("Super Party (10-25 children)" is not booked for 5).
   */
  private async assertPackage(slug: string | undefined, guests: number): Promise<void> {
    if (!slug) return;
    const [row] = (await this.reservations.manager.query('SELECT min_children, max_children FROM birthday_packages WHERE slug = $1', [slug])) as Array<{
      min_children: number;
      max_children: number;
    }>;
    if (!row) {
      const message = 'package must be one of the birthday packages';
      throw new UnprocessableEntityException({ code: 'UNPROCESSABLE', message, errors: { package: [message] }, fields: { package: [{ code: 'choice' }] } });
    }
    const [min, max] = [Number(row.min_children), Number(row.max_children)];
    if (guests < min || guests > max) throw new UnprocessableEntityException(apiError('PACKAGE_GROUP_SIZE', 'guests', { min, max }));
  }

  async create(dto: RequestOf<typeof createReservationBody>, now = new Date()): Promise<Reservation> {
    await this.assertPackage(dto.package, dto.guests);
    const rules = await this.rules();
    const problem = this.slotProblem(dto.date, dto.time, dto.guests, rules, now);
    if (problem) refuse(problem);
    const made = await this.withSlotLock(dto.date, dto.time, async (em) => {
      const left = rules.seatsPerSlot - (await this.seatsTaken(em, dto.date, dto.time));
      if (left < dto.guests) throw new ConflictException(apiError('NOT_ENOUGH_SEATS', 'time', { left: Math.max(0, left) }));
      return em.save(
        em.create(Reservation, {
          code: `R${randomCode(7)}`,
          name: dto.name,
          phone: dto.phone,
          email: dto.email.toLowerCase(),
          guests: dto.guests,
          businessDate: dto.date,
          slotTime: dto.time,
          startsAt: slotStart(dto.date, dto.time, hoursOn(rules.hours, dto.date)),
          specialRequests: dto.specialRequests ?? '',
          occasion: dto.occasion ?? null,
          package: dto.package ?? null,
          language: dto.language ?? 'az',
          status: 'pending',
        }),
      );
    });
    return this.changed(made, 'received');
  }

  /** The guest proves it is theirs with the phone or email used to book (phones compared by digits). */
  private async owned(code: string, contact: string): Promise<Reservation> {
    const r = await this.reservations.findOne({ where: { code } });
    if (!r) throw new NotFoundException(apiError('RESERVATION_NOT_FOUND'));
    const digits = (s: string) => s.replace(/\D/g, '');
    const matches = contact.includes('@')
      ? contact.toLowerCase() === r.email.toLowerCase()
      : digits(contact).length >= 7 && digits(contact) === digits(r.phone);
    if (!matches) throw new ForbiddenException(apiError('RESERVATION_CONTACT_MISMATCH'));
    return r;
  }

  /** The guest's booking as it stands (404 unknown code, 403 another guest's contact). */
  find(code: string, contact: string): Promise<Reservation> {
    return this.owned(code, contact);
  }

  async cancel(code: string, contact: string): Promise<Reservation> {
    const r = await this.owned(code, contact);
    if (!['pending', 'confirmed'].includes(r.status))
      throw new ConflictException(apiError('RESERVATION_CLOSED', undefined, undefined, `A reservation that is ${r.status} cannot be cancelled`));
    await this.reservations.update({ id: r.id }, { status: 'cancelled' });
    return this.changed((await this.reservations.findOne({ where: { id: r.id } }))!, 'cancelled');
  }

  async update(dto: RequestOf<typeof updateReservationBody>, now = new Date()): Promise<Reservation> {
    const r = await this.owned(dto.code, dto.contact);
    if (!['pending', 'confirmed'].includes(r.status))
      throw new ConflictException(apiError('RESERVATION_CLOSED', undefined, undefined, `A reservation that is ${r.status} cannot be changed`));
    const date = dto.date ?? r.businessDate;
    const time = dto.time ?? r.slotTime;
    const guests = dto.guests ?? r.guests;
    if (dto.guests !== undefined) await this.assertPackage(r.package ?? undefined, guests);
    const rules = await this.rules();
    const problem = this.slotProblem(date, time, guests, rules, now);
    if (problem) refuse(problem);
    const moved = await this.withSlotLock(date, time, async (em) => {
      const left = rules.seatsPerSlot - (await this.seatsTaken(em, date, time, r.id));
      if (left < guests) throw new ConflictException(apiError('NOT_ENOUGH_SEATS', 'time', { left: Math.max(0, left) }));
      await em.update(Reservation, { id: r.id }, { businessDate: date, slotTime: time, guests, startsAt: slotStart(date, time, hoursOn(rules.hours, date)) });
      return (await em.findOne(Reservation, { where: { id: r.id } }))!;
    });
    return this.changed(moved, 'changed');
  }

  list(filter: { date?: string; status?: ReservationStatus }): Promise<Reservation[]> {
    const where: Record<string, unknown> = {};
    if (filter.date) where.businessDate = filter.date;
    if (filter.status) where.status = filter.status;
    return this.reservations.find({ where, order: { businessDate: 'ASC', startsAt: 'ASC', id: 'ASC' }, take: 500 });
  }

  async changeStatus(code: string, to: ReservationStatus): Promise<Reservation> {
    const changed = await this.reservations.manager.transaction(async (em) => {
      const r = await em.createQueryBuilder(Reservation, 'r').setLock('pessimistic_write').where('r.code = :code', { code }).getOne();
      if (!r) throw new NotFoundException(apiError('RESERVATION_NOT_FOUND'));
      if (!canChangeReservationStatus(r.status, to)) throw new ConflictException(apiError('RESERVATION_MOVED_ALREADY', 'status', { status: r.status, to }));
      await em.update(Reservation, { id: r.id }, { status: to });
      return (await em.findOne(Reservation, { where: { id: r.id } }))!;
    });
    return this.changed(changed, to === 'confirmed' || to === 'cancelled' ? to : undefined);
  }
}
