import { NotFoundException, type PipeTransform } from '@nestjs/common';

/** The largest id a PostgreSQL `integer` (serial) column holds. */
export const MAX_RECORD_ID = 2147483647;

/**
 * A record's numeric id from the path: 1 to MAX_RECORD_ID in digits, else 404 with the caller's not-found answer, so an
 * id out of range never reaches the database ("out of range for type integer" was a 500). The one pipe for every
 * numeric id of the API.
 */
export class RecordIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: string | object) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID) throw new NotFoundException(this.notFound);
    return id;
  }
}

export const recordId = (notFound: string | object) => new RecordIdPipe(notFound);
